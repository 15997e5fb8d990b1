import type { AutoshipSummary } from '@mall/domain';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';
import { autoshipPaths } from '../../../shared/order/autoship-paths';
import { InfoRow } from '../../../shared/ui/info-row';
import { maskedCardNumber } from '../../../shared/saved-cards/saved-cards-api';
import { panelClass, StatusBadge, useCycleText, useProductsText } from './autoship-parts';

/** One subscription of /autoship: products, status, cycle, next charge day and amount, card; its detail link. */
export function AutoshipRow({ row }: { row: AutoshipSummary }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const cycleText = useCycleText();
  const products = useProductsText()(row.productNames);
  return (
    <li data-testid="autoship-row" data-id={row.autoshipId} className={`${panelClass} flex flex-col`}>
      <div className="flex items-start gap-3 border-b border-line/70 pb-3">
        {row.imageUrl ? (
          <img
            src={row.imageUrl}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-16 shrink-0 rounded-xl bg-cream object-cover"
          />
        ) : (
          <span aria-hidden="true" className="size-16 shrink-0 rounded-xl bg-cream" />
        )}
        <p
          className="line-clamp-2 min-w-0 flex-1 text-[15px] font-semibold text-ink"
          data-testid="autoship-row-products"
        >
          {products}
        </p>
        <StatusBadge status={row.status} />
      </div>
      <dl className="flex-1 pt-1">
        <InfoRow label={t('autoship.list.cycle')} value={cycleText(row.cycle)} testId="autoship-row-cycle" />
        <InfoRow
          label={t('autoship.list.nextCharge')}
          value={row.nextChargeDay ?? t('autoship.list.noNextCharge')}
          testId="autoship-row-next"
        />
        <InfoRow
          label={t('autoship.list.card')}
          value={`${row.card.cardCompanyName ?? t('autoship.unknownIssuer')} ${maskedCardNumber(row.card.cardNumber)}`}
          testId="autoship-row-card"
        />
      </dl>
      <div className="mt-3 flex items-center justify-between gap-3 border-t border-line/70 pt-3">
        <p>
          <span className="block text-xs text-muted">{t('autoship.list.amount')}</span>
          <span className="text-lg font-bold tabular-nums text-ink" data-testid="autoship-row-amount">
            {formatWon(row.amount, language)}
          </span>
        </p>
        <Link
          to={autoshipPaths.detail(row.autoshipId)}
          className="btn-secondary min-h-10 px-4 text-sm"
          aria-label={t('autoship.list.detailLabel', { name: products })}
        >
          {t('autoship.list.detail')}
        </Link>
      </div>
    </li>
  );
}
