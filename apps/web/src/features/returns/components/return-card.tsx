import type { ReturnListItem } from '@mall/domain';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { formatDateTime, formatWon } from '../../../shared/lib/format';
import { ReturnStatusBadge, ReturnedLines, sectionClass } from './return-parts';

/** One return in a list: order, date, status, its goods, the refund (estimate until refunded) and a detail link. */
export function ReturnCard({ item, detailPath }: { item: ReturnListItem; detailPath: string }) {
  const { t } = useTranslation('order-history');
  const language = useLanguage();
  return (
    <li data-testid="return-card" className={`${sectionClass} flex flex-col`}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line/70 pb-3">
        <div className="min-w-0">
          <p className="text-[15px] font-bold text-ink" data-testid="return-card-order">
            {item.displayOrderNumber}
          </p>
          <p className="mt-0.5 text-sm text-muted">
            {t('returns.list.requestedAt')} {formatDateTime(item.requestedAt)} ·{' '}
            {t(`returns.reason.${item.reason}`)}
          </p>
        </div>
        <ReturnStatusBadge status={item.status} />
      </div>
      <div className="flex-1 pt-3">
        <ReturnedLines lines={item.lines} />
      </div>
      <div className="mt-3 flex items-center justify-between gap-3 border-t border-line/70 pt-3">
        <span className="min-w-0">
          <span className="block text-xs text-muted">
            {item.status === 'REFUNDED' ? t('returns.refund.final') : t('returns.refund.estimated')}
          </span>
          <span className="text-lg font-bold text-ink">{formatWon(item.refund.cashRefund, language)}</span>
        </span>
        <Link
          to={detailPath}
          className="btn-secondary min-h-10 px-4 text-sm"
          aria-label={`${t('returns.list.detail')} ${item.displayOrderNumber}`}
          data-testid="return-card-detail"
        >
          {t('returns.list.detail')}
        </Link>
      </div>
    </li>
  );
}
