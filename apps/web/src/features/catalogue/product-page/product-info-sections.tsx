import type { ProductDetail } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';

/** The product's description paragraphs and the categories it is listed in. */
export function ProductInfoSections({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  return (
    <>
      {product.description.length > 0 && (
        <section aria-labelledby="product-description" className="mx-auto mt-14 max-w-3xl">
          <h2 id="product-description" className="border-b border-ink pb-3 text-lg font-bold">
            {t('product.description')}
          </h2>
          <div className="mt-6 space-y-4 text-[15px] leading-relaxed text-ink/85">
            {product.description.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        </section>
      )}

      {product.categories.length > 0 && (
        <section aria-labelledby="product-categories" className="mx-auto mt-10 max-w-3xl">
          <h2 id="product-categories" className="text-sm font-semibold text-muted">
            {t('product.categories')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {product.categories.map((category) => (
              <li key={category.categoryId}>
                <Link
                  to={paths.productList(category.categoryUrl)}
                  className="inline-flex h-9 items-center rounded-full border border-line bg-white px-4 text-sm hover:border-plum hover:text-plum"
                >
                  {category.categoryName}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
