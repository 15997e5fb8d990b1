import type { AvailableCoupon } from '@mall/domain';
import { useState } from 'react';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { formatDate, formatWon } from '../../../shared/lib/format';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import { WrappableText } from '../../../shared/ui/wrappable-text';
import { ProblemText, Section } from '../../../shared/ui/section';

function couponTerms(
  coupon: AvailableCoupon,
  t: ReturnType<typeof useTranslation<'checkout'>>['t'],
  language: ReturnType<typeof useLanguage>
) {
  const parts = [
    coupon.discountType === 'RATE'
      ? t('coupon.rate', { rate: coupon.discountValue })
      : t('coupon.discount', { amount: formatWon(coupon.discountValue, language) })
  ];
  if (coupon.discountType === 'RATE' && coupon.maxDiscount !== null)
    parts.push(t('coupon.cap', { amount: formatWon(coupon.maxDiscount, language) }));
  if (coupon.minOrderAmount > 0)
    parts.push(t('coupon.min', { amount: formatWon(coupon.minOrderAmount, language) }));
  parts.push(t('coupon.expires', { date: formatDate(coupon.expiresAt) }));
  return parts.join(' · ');
}

/** One coupon per order, chosen in a dialog: applicable ones first, the others disabled with their reason. */
export function CouponSection({
  coupons,
  loading,
  selectedId,
  appliedDiscount,
  problem,
  onSelect
}: {
  coupons: readonly AvailableCoupon[];
  loading: boolean;
  selectedId: number | null;
  appliedDiscount: number;
  problem: string | null;
  onSelect: (memberCouponId: number | null) => void;
}) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<number | null>(selectedId);
  const selected = coupons.find((coupon) => coupon.memberCouponId === selectedId) ?? null;
  const applicable = coupons.filter((coupon) => coupon.applicable).length;
  return (
    <Section
      id="order-coupon"
      title={t('coupon.title')}
      aside={
        !loading && <span className="text-sm text-muted">{t('coupon.available', { count: applicable })}</span>
      }
    >
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm text-ink" data-testid="order-coupon-selected">
          {selected ? (
            <>
              <span className="font-semibold">{selected.couponName}</span>{' '}
              <span className="text-plum">−{formatWon(appliedDiscount || selected.discount, language)}</span>
            </>
          ) : loading ? (
            t('coupon.loading')
          ) : coupons.length === 0 ? (
            t('coupon.noCoupons')
          ) : (
            t('coupon.none')
          )}
        </p>
        <button
          type="button"
          className="btn-secondary shrink-0 min-h-10 px-4 text-sm"
          data-testid="order-coupon-open"
          disabled={loading || coupons.length === 0}
          onClick={() => {
            setChoice(selectedId);
            setOpen(true);
          }}
        >
          {selected ? t('coupon.change') : t('coupon.choose')}
        </button>
      </div>
      {problem && <ProblemText id="order-coupon-error">{problem}</ProblemText>}
      {open && (
        <ResponsiveModal
          title={t('coupon.dialogTitle')}
          onClose={() => setOpen(false)}
          testId="order-coupon-dialog"
        >
          <fieldset>
            <legend className="sr-only">{t('coupon.dialogTitle')}</legend>
            <ul className="flex flex-col gap-2">
              <li>
                <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-line p-3 text-sm">
                  <input
                    type="radio"
                    name="coupon"
                    className="size-5 accent-plum"
                    checked={choice === null}
                    onChange={() => setChoice(null)}
                  />
                  {t('coupon.none')}
                </label>
              </li>
              {coupons.map((coupon) => (
                <li key={coupon.memberCouponId}>
                  <label
                    data-testid="order-coupon-option"
                    data-applicable={coupon.applicable}
                    className={`flex items-start gap-3 rounded-xl border p-3 text-sm ${
                      coupon.applicable
                        ? 'cursor-pointer border-line'
                        : 'cursor-not-allowed border-line bg-cream text-muted'
                    } ${choice === coupon.memberCouponId ? 'border-plum bg-plum-soft/40' : ''}`}
                  >
                    <input
                      type="radio"
                      name="coupon"
                      className="mt-0.5 size-5 shrink-0 accent-plum"
                      disabled={!coupon.applicable}
                      checked={choice === coupon.memberCouponId}
                      onChange={() => setChoice(coupon.memberCouponId)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-ink">{coupon.couponName}</span>
                      <span className="block text-xs text-muted">
                        <WrappableText text={couponTerms(coupon, t, language)} />
                      </span>
                      {!coupon.applicable && coupon.reason && (
                        <span className="mt-1 block text-xs font-semibold text-coral-strong">
                          {t(`coupon.reason.${coupon.reason}`)}
                        </span>
                      )}
                    </span>
                    {coupon.applicable && (
                      <span className="shrink-0 font-bold text-plum">
                        −{formatWon(coupon.discount, language)}
                      </span>
                    )}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <button
            type="button"
            className="btn-primary mt-5 w-full"
            data-testid="order-coupon-apply"
            onClick={() => {
              onSelect(choice);
              setOpen(false);
            }}
          >
            {t('coupon.apply')}
          </button>
        </ResponsiveModal>
      )}
    </Section>
  );
}
