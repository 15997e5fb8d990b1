import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useCategories, shopRoots } from '../../catalogue';

/**
 * Top shop categories with their icons; a swipeable row on phones, one row of tiles from tablets (as many
 * columns as categories, so no orphan in a last row whatever their count).
 * Reads the tree itself: a failed request stays inside this section (with a retry), Home stays up.
 */
export function CategoryEntries() {
  const { t } = useTranslation();
  const query = useCategories();
  const categories = shopRoots(query.data ?? []);
  if (!query.data && query.isError) {
    return (
      <section aria-labelledby="home-categories" className="container-page mt-10 md:mt-14">
        <h2 id="home-categories" className="sr-only">
          {t('home.categoriesTitle')}
        </h2>
        <div role="alert" className="rounded-2xl bg-white px-6 py-6 text-center">
          <p className="text-sm text-muted">{t('home.categoriesError')}</p>
          <button type="button" className="btn-secondary mt-3" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </section>
    );
  }
  // Still loading, or a tree without shop categories: nothing to offer, the sections below carry Home.
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="home-categories" className="container-page mt-10 md:mt-14">
      <h2 id="home-categories" className="sr-only">
        {t('home.categoriesTitle')}
      </h2>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 scrollbar-none md:mx-0 md:grid md:grid-cols-[repeat(auto-fit,minmax(0,1fr))] md:gap-2 md:overflow-visible md:px-0 lg:gap-4">
        {categories.map((category) => (
          <li key={category.categoryId} className="w-[84px] shrink-0 snap-start md:w-auto">
            <Link
              to={paths.productList(category.categoryUrl)}
              className="group flex flex-col items-center gap-2 rounded-2xl py-2 text-center md:h-full md:bg-white md:px-1 md:py-4 md:hover:shadow-sm lg:py-5"
            >
              <span className="flex size-16 items-center justify-center rounded-full bg-white transition-colors group-hover:bg-plum-soft md:size-14 md:bg-cream lg:size-[72px]">
                {category.imageUrl ? (
                  <img
                    src={category.imageUrl}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="size-9 lg:size-10"
                  />
                ) : (
                  <span aria-hidden="true" className="font-display text-xl text-plum">
                    {category.categoryName.slice(0, 1)}
                  </span>
                )}
              </span>
              <span className="text-[13px] font-medium leading-tight text-ink lg:text-sm">
                {category.categoryName}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
