import type { OrderListItem, OrderStatus } from '@mall/domain';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { formatWon } from '../../../shared/lib/format';
import { reviewPaths } from '../../../shared/reviews/review-paths';

const BADGE: Record<OrderStatus, string> = {
  PAYMENT_PENDING: 'bg-cream-deep text-muted',
  PLACED: 'bg-plum-soft text-plum',
  PREPARING: 'bg-plum-soft text-plum',
  SHIPPING: 'bg-[#e6f0fb] text-[#1d4f91]',
  DELIVERED: 'bg-[#e7f5ec] text-[#1e6b3c]',
  CANCEL_REQUESTED: 'bg-coral-soft text-coral-strong',
  CANCELLED: 'bg-cream-deep text-muted',
  FAILED: 'bg-coral-soft text-coral-strong'
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('order-history');
  return (
    <span
      data-testid="order-status"
      className={`inline-flex h-7 shrink-0 items-center rounded-full px-3 text-[13px] font-semibold ${BADGE[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** YYYY-MM-DD HH:mm in Korea time (the shop's one formatter). */
export { formatDateTime } from '../../../shared/lib/format';

/**
 * The products of an order: image, name, option, quantity and line amount; `reviewable` (a member's delivered
 * order) adds each line's "write a review" entry, or "reviewed" leading to the member's reviews (docs/decisions/090).
 */
export function OrderLines({
  lines,
  reviewable = false
}: {
  lines: OrderListItem['lines'];
  reviewable?: boolean;
}) {
  const { t } = useTranslation('order-history');
  const language = useLanguage();
  return (
    <ul className="divide-y divide-line/70">
      {lines.map((line, index) => (
        <li
          key={`${line.productId}-${line.productOptionId ?? ''}-${index}`}
          className="flex gap-3 py-3 first:pt-0 last:pb-0"
        >
          <img
            src={line.imageUrl}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-16 shrink-0 rounded-xl bg-cream object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 text-[15px] font-semibold text-ink">{line.productName}</p>
            {line.optionValue && <p className="mt-0.5 text-sm text-muted">{line.optionValue}</p>}
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="text-muted">{t('list.quantity', { count: line.quantity })}</span>
              <span className="font-semibold text-ink">
                {formatWon(line.price * line.quantity, language)}
              </span>
              {line.priceOriginal > line.price && (
                <span className="text-xs text-muted line-through">
                  {formatWon(line.priceOriginal * line.quantity, language)}
                </span>
              )}
            </p>
            {reviewable &&
              (line.reviewed ? (
                <Link
                  to={reviewPaths.mine()}
                  className="mt-2 inline-flex min-h-9 items-center rounded-full bg-cream px-3 text-sm font-semibold text-muted hover:text-ink"
                  data-testid="order-line-reviewed"
                >
                  {t('list.reviewed')}
                </Link>
              ) : (
                <Link
                  to={reviewPaths.write(line.salesOrderLineId)}
                  className="mt-2 inline-flex min-h-9 items-center rounded-full border border-plum px-3 text-sm font-semibold text-plum hover:bg-plum-soft"
                  data-testid="order-line-review"
                >
                  {t('list.writeReview')}
                </Link>
              ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

export { InfoRow } from '../../../shared/ui/info-row';

export const sectionClass = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line/70 md:p-7';
export const sectionTitleClass = 'mb-3 text-base font-bold text-ink md:text-lg';

/**
 * The provider answers its method in Korean (Toss: 카드, 간편결제, …; INTEGRATIONS §1): the known ones are shown in
 * the visitor's language, anything else as the provider wrote it.
 */
const PAYMENT_METHODS: Record<string, 'card' | 'easyPay' | 'transfer' | 'virtualAccount' | 'mobile'> = {
  카드: 'card',
  간편결제: 'easyPay',
  계좌이체: 'transfer',
  가상계좌: 'virtualAccount',
  휴대폰: 'mobile'
};

export function usePaymentMethod(): (method: string | null) => string {
  const { t } = useTranslation('order-history');
  return (method) => {
    if (method === null) return '';
    const key = PAYMENT_METHODS[method];
    return key ? t(`detail.paymentMethod.${key}`) : method;
  };
}
