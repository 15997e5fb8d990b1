import type { ProductDetail } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';

/** Almost sold out: a note; sold out or paused: the product's own message, else the default text. */
export function StatusNotice({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const status = product.salesStatus.code;
  if (status === 'ON_SALE') return null;
  if (status === 'ALMOST_SOLD_OUT') {
    return (
      <p role="status" className="rounded-xl bg-coral-soft px-4 py-3 text-sm font-medium text-coral-strong">
        <strong className="mr-2 font-bold">{t(`catalogue.status.${status}`)}</strong>
        {t('product.almostSoldOutNotice')}
      </p>
    );
  }
  // Sold out or paused: the product's own message when it has one (a blank one counts as none).
  const custom = product.soldOutMessage?.trim();
  const text = custom || (status === 'SOLD_OUT' ? t('CA_SoldoutAlert') : t('product.pausedNotice'));
  return (
    <div
      role="status"
      data-testid="product-unavailable"
      className="rounded-2xl border border-ink/15 bg-white px-5 py-5 text-center"
    >
      <p className="text-lg font-bold text-ink">{t(`catalogue.status.${status}`)}</p>
      <p className="mt-1 text-sm text-muted">{text}</p>
    </div>
  );
}
