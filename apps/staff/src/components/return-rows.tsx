import type { DeskReturnRow } from '@mall/domain';
import { Link } from 'react-router';
import { seoulDateTime, seoulLastDay, won } from '../format';
import { useT } from '../i18n';

/** The returns of one state: a table from 768 px, cards below it; a collected return shows when its refund is due. */
export function ReturnRows({ rows }: { rows: DeskReturnRow[] }) {
  const { t, language } = useT();
  const showDue = rows.some((row) => row.status === 'COLLECTED');
  const items = (row: DeskReturnRow) =>
    row.lineCount > 1
      ? t('orders.itemsMore', { name: row.firstProductName, count: row.lineCount - 1 })
      : row.firstProductName;
  const open = (row: DeskReturnRow) => (
    <Link
      to={`/returns/${row.returnId}`}
      className="inline-flex min-h-11 items-center font-medium text-plum-dark underline underline-offset-2"
    >
      {t('returns.ref', { id: row.returnId })}
    </Link>
  );
  const refund = (row: DeskReturnRow) => (
    <>
      {won(row.cashRefund, language)}
      {row.pointsBack > 0 && (
        <span className="block text-xs text-muted">
          {t('returns.plusPoints', { amount: won(row.pointsBack, language) })}
        </span>
      )}
    </>
  );
  const due = (row: DeskReturnRow) =>
    row.status === 'COLLECTED' && row.refundDueBy ? (
      <span className="inline-flex flex-wrap items-center gap-1.5" data-testid="refund-due">
        <span className="tabular-nums">{t('returns.dueDate', { date: seoulLastDay(row.refundDueBy) })}</span>
        {row.refundOverdue && <OverdueFlag />}
      </span>
    ) : (
      '—'
    );
  const guest = (row: DeskReturnRow) =>
    row.guest && <span className="ml-1 rounded bg-slate-100 px-1 text-xs">{t('orders.guest')}</span>;

  return (
    <>
      {/* From 768 px; the order and its orderer share a cell, and a very narrow table scrolls rather than spill. */}
      <div className="hidden overflow-x-auto md:block" data-testid="returns-table">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th className="py-2 pr-3">{t('returns.id')}</th>
              <th className="py-2 pr-3">{t('returns.requestedAt')}</th>
              <th className="py-2 pr-3">
                {t('orders.number')} · {t('orders.orderer')}
              </th>
              <th className="py-2 pr-3">{t('orders.items')}</th>
              <th className="py-2 pr-3 text-right">{t('orders.quantity')}</th>
              <th className="py-2 pr-3">{t('returns.reason')}</th>
              <th className="py-2 text-right">{t('returns.refund')}</th>
              {showDue && <th className="py-2 pl-4">{t('returns.due')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.returnId} className="border-b border-line bg-white align-middle">
                <td className="py-2 pr-3 whitespace-nowrap">{open(row)}</td>
                <td className="py-2 pr-3 tabular-nums">{seoulDateTime(row.requestedAt)}</td>
                <td className="py-2 pr-3">
                  <span className="block font-mono">{row.orderNumber}</span>
                  {row.ordererName}
                  {guest(row)}
                </td>
                <td className="py-2 pr-3">
                  <span className="block max-w-32 truncate lg:max-w-64" title={items(row)}>
                    {items(row)}
                  </span>
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.quantity}</td>
                <td className="py-2 pr-3">{t(`returnReason.${row.reason}`)}</td>
                <td className="py-2 text-right tabular-nums whitespace-nowrap">{refund(row)}</td>
                {showDue && <td className="py-2 pl-4">{due(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="returns-cards">
        {rows.map((row) => (
          <li
            key={row.returnId}
            className="flex flex-col gap-1 rounded-lg border border-line bg-white p-3 text-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              {open(row)}
              <span className="tabular-nums text-muted">{seoulDateTime(row.requestedAt)}</span>
            </div>
            <p className="truncate">{items(row)}</p>
            <p className="text-muted">
              <span className="font-mono">{row.orderNumber}</span> · {row.ordererName}
              {row.guest && ` · ${t('orders.guest')}`} · {t('orders.quantity')} {row.quantity}
            </p>
            <p>
              {t(`returnReason.${row.reason}`)} · {t('returns.refund')} {won(row.cashRefund, language)}
              {row.pointsBack > 0 && ` ${t('returns.plusPoints', { amount: won(row.pointsBack, language) })}`}
            </p>
            {/* On a card the column heading is missing: the value says what it is. */}
            {row.status === 'COLLECTED' && (
              <p className="flex flex-wrap items-center gap-1.5">
                <span className="text-muted">{t('returns.due')}</span> {due(row)}
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A refund past its due date: a word and a colour, never the colour alone. */
export function OverdueFlag() {
  const { t } = useT();
  return (
    <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-danger">
      {t('returns.overdue')}
    </span>
  );
}
