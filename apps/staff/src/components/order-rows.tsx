import type { DeskOrderRow } from '@mall/domain';
import { Link } from 'react-router';
import { courierLabel, seoulDateTime, won } from '../format';
import { useT } from '../i18n';

type Props = {
  rows: DeskOrderRow[];
  selected: ReadonlySet<number>;
  onToggle: (orderId: number) => void;
  onToggleAll: () => void;
  onShip: ((row: DeskOrderRow) => void) | null;
};

/** The orders of one queue: a table from 768 px, cards below it; each row selectable for a bulk move. */
export function OrderRows({ rows, selected, onToggle, onToggleAll, onShip }: Props) {
  const { t, language } = useT();
  const items = (row: DeskOrderRow) =>
    row.lineCount > 1
      ? t('orders.itemsMore', { name: row.firstProductName, count: row.lineCount - 1 })
      : row.firstProductName;
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.orderId));
  const checkbox = (row: DeskOrderRow) => (
    <input
      type="checkbox"
      className="size-5"
      checked={selected.has(row.orderId)}
      onChange={() => onToggle(row.orderId)}
      aria-label={t('orders.select', { number: row.orderNumber })}
    />
  );
  const number = (row: DeskOrderRow) => (
    <Link to={`/orders/${row.orderId}`} className="font-mono text-plum-dark underline underline-offset-2">
      {row.orderNumber}
    </Link>
  );
  const ship = (row: DeskOrderRow) =>
    onShip && (
      <button
        type="button"
        className="min-h-11 rounded-md border border-plum px-3 text-sm text-plum md:min-h-9"
        onClick={() => onShip(row)}
      >
        {t('orders.ship')}
      </button>
    );
  const tracking = (row: DeskOrderRow) =>
    row.trackingNumber ? `${courierLabel(row.courier, language)} ${row.trackingNumber}` : '—';

  return (
    <>
      <table className="hidden w-full border-collapse text-sm md:table" data-testid="desk-table">
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th className="w-10 py-2">
              <input
                type="checkbox"
                className="size-5"
                checked={allSelected}
                onChange={onToggleAll}
                aria-label={t('orders.selectAll')}
              />
            </th>
            <th className="py-2">{t('orders.number')}</th>
            <th className="py-2">{t('orders.placedAt')}</th>
            <th className="py-2">{t('orders.orderer')}</th>
            <th className="py-2">{t('orders.items')}</th>
            <th className="py-2 text-right">{t('orders.quantity')}</th>
            <th className="py-2 text-right">{t('orders.amount')}</th>
            <th className="py-2 pl-4">{t('orders.tracking')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.orderId} className="border-b border-line bg-white align-middle">
              <td className="py-2">{checkbox(row)}</td>
              <td className="py-2">{number(row)}</td>
              <td className="py-2 tabular-nums">{seoulDateTime(row.placedAt)}</td>
              <td className="py-2">
                {row.ordererName}
                {row.guest && (
                  <span className="ml-1 rounded bg-slate-100 px-1 text-xs">{t('orders.guest')}</span>
                )}
              </td>
              <td className="max-w-64 truncate py-2">{items(row)}</td>
              <td className="py-2 text-right tabular-nums">{row.quantity}</td>
              <td className="py-2 text-right tabular-nums">{won(row.amount, language)}</td>
              <td className="py-2 pl-4">{ship(row) ?? tracking(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="desk-cards">
        {rows.map((row) => (
          <li key={row.orderId} className="flex gap-3 rounded-lg border border-line bg-white p-3">
            <div className="pt-0.5">{checkbox(row)}</div>
            <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                {number(row)}
                <span className="tabular-nums text-muted">{seoulDateTime(row.placedAt)}</span>
              </div>
              <p className="truncate">{items(row)}</p>
              <p className="text-muted">
                {row.ordererName}
                {row.guest && ` · ${t('orders.guest')}`} · {t('orders.quantity')} {row.quantity} ·{' '}
                {won(row.amount, language)}
              </p>
              <div>
                {/* On a card the cell's column heading is missing: the value says what it is. */}
                {ship(row) ?? (
                  <span className="text-muted">
                    {t('orders.tracking')} {tracking(row)}
                  </span>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
