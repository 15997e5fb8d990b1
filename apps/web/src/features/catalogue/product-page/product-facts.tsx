import type { ProductDetail } from '@mall/domain';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { formatNumber } from '../../../shared/lib/format';
import { MemberPoints } from '../components/member-points';
import { PriceTag } from '../components/price-tag';

/** Yes/no facts of the summary (autoship, coupons): both answers are spelled out, not just a tick. */
function Fact({ label, yes, value }: { label: string; yes: boolean; value: string }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className={yes ? 'font-semibold text-ink' : 'text-muted'}>{value}</dd>
    </>
  );
}

/** SPEC §5: products sold for a period or with a quantity limit say so (and cannot go on autoship). */
function PurchaseNotes({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('product');
  const notes = [
    product.buyPeriodYn === 'Y' ? t('detail.buyPeriodNote') : null,
    product.orderQuantityLimitYn === 'Y' && product.maxQuantityLimit !== null
      ? t('detail.quantityLimitNote', { max: product.maxQuantityLimit })
      : null
  ].filter((note): note is string => note !== null);
  if (notes.length === 0) return null;
  return (
    <section
      aria-label={t('detail.notes')}
      data-testid="purchase-notes"
      className="rounded-xl bg-cream-deep/70 px-4 py-3"
    >
      <ul className="list-disc space-y-1 pl-4 text-[13px] leading-relaxed text-ink/80 marker:text-plum">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}

/** Price, member points, the points earned, autoship and coupons, and the purchase notes. */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('product');
  const language = useLanguage();
  const autoShip = product.autoShipYn === 'Y';
  const coupon = product.applyCouponYn === 'Y';
  return (
    <>
      <div className="flex flex-col gap-2">
        <PriceTag price={product.price} priceOriginal={product.priceOriginal} size="detail" />
        <MemberPoints sp={product.spOriginal} bp={product.bpOriginal} size="detail" />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-y border-line py-4 text-sm">
        <dt className="text-muted">{t('product.points')}</dt>
        <dd className="font-semibold text-plum">
          {t('product.pointsValue', { points: formatNumber(product.point, language) })}
        </dd>
        <Fact
          label={tp('detail.autoShip')}
          yes={autoShip}
          value={tp(autoShip ? 'detail.autoShipYes' : 'detail.autoShipNo')}
        />
        <Fact
          label={tp('detail.coupon')}
          yes={coupon}
          value={tp(coupon ? 'detail.couponYes' : 'detail.couponNo')}
        />
      </dl>
      <PurchaseNotes product={product} />
    </>
  );
}
