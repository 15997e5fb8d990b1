import type { SearchOrderType } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useProducts, ProductGrid } from '../../catalogue';
import { homeSectionParams } from '../routes/home-loader';

type Props = { id: string; order: SearchOrderType; title: string; subtitle: string };

/** A titled grid of eight products; a failure stays inside the section with a retry. */
export function ProductSection({ id, order, title, subtitle }: Props) {
  const { t } = useTranslation();
  const products = useProducts(homeSectionParams(order));
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="container-page mt-14 scroll-mt-28 md:mt-20">
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <h2
            id={`${id}-title`}
            className="font-display text-[26px] font-bold tracking-tight text-ink md:text-3xl"
          >
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted">{subtitle}</p>
        </div>
      </div>
      {products.data ? (
        <ProductGrid products={products.data.list} label={title} />
      ) : products.isError ? (
        <div role="alert" className="rounded-2xl bg-white px-6 py-10 text-center">
          <p className="text-muted">{t('home.sectionError')}</p>
          <button type="button" className="btn-secondary mt-4" onClick={() => void products.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <p className="py-10 text-center text-muted">{t('common.loading')}</p>
      )}
    </section>
  );
}
