import { PRODUCT_PAGE_SIZE, type Category } from '@mall/domain';
import { useId } from 'react';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { formatNumber } from '../../../shared/lib/format';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { MessageScreen } from '../../../shared/ui/message-screen';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { AutoshipToggle } from '../components/autoship-toggle';
import { Breadcrumb } from '../components/breadcrumb';
import { Pagination } from '../../../shared/ui/pagination';
import { WishableProductGrid } from '../components/wishable-product-grid';
import { SortSelect } from '../components/sort-select';
import { findCategoryTrail } from '../lib/category-tree';
import { parseListSearchParams } from '../lib/list-search-params';
import { useCheckedProductOpen } from '../list-actions/use-checked-product-open';

function CategoryChips({ current, parent }: { current: Category; parent: Category | undefined }) {
  const { t } = useTranslation();
  // A category with children lists them; a leaf lists its siblings, so the shopper can hop across.
  const owner = current.children.length > 0 ? current : parent;
  if (!owner || owner.children.length === 0) return null;
  const chips = [
    { id: owner.categoryId, label: t('catalogue.allInCategory'), url: owner.categoryUrl }
  ].concat(
    owner.children.map((child) => ({
      id: child.categoryId,
      label: child.categoryName,
      url: child.categoryUrl
    }))
  );
  return (
    <nav
      aria-label={t('catalogue.subCategories')}
      className="-mx-4 mt-5 overflow-x-auto px-4 scrollbar-none md:mx-0 md:px-0"
    >
      <ul className="flex gap-2 md:flex-wrap">
        {chips.map((chip) => {
          const active = chip.id === current.categoryId;
          return (
            <li key={chip.id} className="shrink-0">
              <Link
                to={paths.productList(chip.url)}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex h-9 items-center rounded-full border px-4 text-sm transition-colors ${
                  active
                    ? 'border-plum bg-plum font-semibold text-white'
                    : 'border-line bg-white text-ink hover:border-plum hover:text-plum'
                }`}
              >
                {chip.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function CategoryProducts({ trail }: { trail: Category[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const category = trail[trail.length - 1] as Category;
  const parent = trail[trail.length - 2];
  const { pageNumber, searchOrderType, autoShipYn } = parseListSearchParams(searchParams);
  const products = useProducts({
    categoryId: category.categoryId,
    searchOrderType,
    pageNumber,
    pageSize: PRODUCT_PAGE_SIZE,
    autoShipYn
  });
  const page = products.data;
  const openProduct = useCheckedProductOpen();
  const listHeadingId = useId();

  if (products.isError && !page) throw products.error;

  return (
    <div className="container-page py-6 md:py-10">
      <DocumentTitle page={category.categoryName} />
      <Breadcrumb
        trail={trail.map((item) => ({ label: item.categoryName, to: paths.productList(item.categoryUrl) }))}
      />
      <h1 className="mt-4 text-2xl font-bold tracking-tight md:text-3xl">{category.categoryName}</h1>
      <CategoryChips current={category} parent={parent} />

      <div className="mt-8 flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-b border-line pb-3">
        <p className="text-sm text-muted" aria-live="polite">
          {page ? t('catalogue.totalCount', { count: formatNumber(page.totalSize, language) }) : ''}
        </p>
        <div className="flex items-center gap-2">
          {/* A change of filter or sort starts again at page 1 (the old page may not exist any more). */}
          <AutoshipToggle
            checked={autoShipYn === 'Y'}
            onChange={(only) =>
              void navigate(
                paths.productList(category.categoryUrl, {
                  searchOrderType,
                  autoShipYn: only ? 'Y' : undefined
                }),
                { preventScrollReset: true }
              )
            }
          />
          <SortSelect
            value={searchOrderType}
            onChange={(next) =>
              void navigate(paths.productList(category.categoryUrl, { searchOrderType: next, autoShipYn }), {
                preventScrollReset: true
              })
            }
          />
        </div>
      </div>

      <section aria-labelledby={listHeadingId} className="mt-6" aria-busy={products.isFetching}>
        {/* The cards' names are h3: this keeps the outline h1 > h2 > h3 for screen readers (Lighthouse heading-order). */}
        <h2 id={listHeadingId} className="sr-only">
          {t('catalogue.productList')}
        </h2>
        {page && page.list.length > 0 ? (
          <WishableProductGrid products={page.list} onOpen={openProduct} firstRowAboveFold />
        ) : page && page.totalSize === 0 ? (
          <p className="py-20 text-center text-muted">{t('catalogue.empty')}</p>
        ) : page ? (
          <div className="py-20 text-center">
            <p className="text-muted">{t('catalogue.emptyPage')}</p>
            <Link
              to={paths.productList(category.categoryUrl, { searchOrderType, autoShipYn })}
              className="btn-secondary mt-4"
            >
              {t('catalogue.firstPage')}
            </Link>
          </div>
        ) : null}
      </section>

      {page && (
        <Pagination
          pageNumber={pageNumber}
          totalPageNumber={page.totalPageNumber}
          hrefFor={(n) =>
            paths.productList(category.categoryUrl, { pageNumber: n, searchOrderType, autoShipYn })
          }
        />
      )}
    </div>
  );
}

/** /product/:categoryName — the slug is resolved against the cached category tree. */
export function CategoryRoute() {
  const { t } = useTranslation();
  const { categoryName = '' } = useParams();
  const categories = useCategories();
  if (!categories.data) {
    if (categories.isError) throw categories.error;
    return null;
  }
  const trail = findCategoryTrail(categories.data, categoryName);
  if (!trail) {
    return (
      <MessageScreen
        title={t('catalogue.categoryNotFoundTitle')}
        body={t('catalogue.categoryNotFoundBody')}
      />
    );
  }
  return <CategoryProducts key={trail[trail.length - 1]?.categoryId} trail={trail} />;
}
