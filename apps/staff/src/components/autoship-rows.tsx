import type { DeskAutoshipRow } from '@mall/domain';
import { Link } from 'react-router';
import { seoulDateTime } from '../format';
import { useT } from '../i18n';
import { CardLabel, MemberLabel, StatePill, useCycleLabel } from './autoship-parts';

/** Subscriptions: a table from 768 px, cards below it; each opens its detail. */
export function AutoshipRows({ rows }: { rows: DeskAutoshipRow[] }) {
  const { t } = useT();
  const cycleLabel = useCycleLabel();
  const items = (row: DeskAutoshipRow) =>
    row.lineCount > 1
      ? t('orders.itemsMore', { name: row.firstProductName, count: row.lineCount - 1 })
      : row.firstProductName;
  const open = (row: DeskAutoshipRow) => (
    <Link
      to={`/autoship/${row.autoshipId}`}
      className="inline-flex min-h-11 items-center font-medium text-plum-dark underline underline-offset-2"
    >
      {t('autoship.ref', { id: row.autoshipId })}
    </Link>
  );
  const status = (row: DeskAutoshipRow) => (
    <StatePill text={t(`autoshipStatus.${row.status}`)} alarm={row.status === 'HELD'} />
  );
  const last = (row: DeskAutoshipRow) =>
    row.lastCharge ? (
      <span className="inline-flex flex-wrap items-center gap-1.5" data-testid="last-charge">
        <span className="tabular-nums">{row.lastCharge.chargeDay}</span>
        <StatePill
          text={t(`chargeStatus.${row.lastCharge.status}`)}
          alarm={row.lastCharge.status === 'FAILED'}
        />
        {row.lastCharge.tries > 0 && (
          <span className="text-xs text-danger">
            {t('autoship.refusedTries', { count: row.lastCharge.tries })}
          </span>
        )}
      </span>
    ) : (
      '—'
    );

  return (
    <>
      <div className="hidden overflow-x-auto md:block" data-testid="autoship-table">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th className="py-2 pr-3">{t('autoship.id')}</th>
              <th className="py-2 pr-3">{t('charge.status')}</th>
              <th className="py-2 pr-3">{t('autoship.member')}</th>
              <th className="py-2 pr-3">{t('autoship.items')}</th>
              <th className="py-2 pr-3">{t('autoship.cycle')}</th>
              <th className="py-2 pr-3">{t('autoship.nextChargeDay')}</th>
              <th className="py-2 pr-3">{t('autoship.card')}</th>
              <th className="py-2">{t('autoship.lastCharge')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.autoshipId} className="border-b border-line bg-white align-middle">
                <td className="py-2 pr-3 whitespace-nowrap">{open(row)}</td>
                <td className="py-2 pr-3">{status(row)}</td>
                <td className="py-2 pr-3">
                  <MemberLabel member={row.member} />
                </td>
                <td className="py-2 pr-3">
                  <span className="block max-w-32 truncate lg:max-w-56" title={items(row)}>
                    {items(row)}
                  </span>
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{cycleLabel(row.cycle)}</td>
                <td className="py-2 pr-3 tabular-nums">{row.nextChargeDay ?? '—'}</td>
                <td className="py-2 pr-3">
                  <CardLabel card={row.card} />
                </td>
                <td className="py-2">{last(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="autoship-cards">
        {rows.map((row) => (
          <li
            key={row.autoshipId}
            className="flex flex-col gap-1 rounded-lg border border-line bg-white p-3 text-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              {open(row)}
              {status(row)}
            </div>
            <p>
              <MemberLabel member={row.member} />
            </p>
            <p className="truncate">{items(row)}</p>
            <p className="text-muted">
              {cycleLabel(row.cycle)} · {t('autoship.nextChargeDay')} {row.nextChargeDay ?? '—'}
            </p>
            <p>
              <CardLabel card={row.card} />
            </p>
            <p className="flex flex-wrap items-center gap-1.5">
              <span className="text-muted">{t('autoship.lastCharge')}</span> {last(row)}
            </p>
            <p className="text-xs text-muted">
              {t('autoship.createdAt')} {seoulDateTime(row.createdAt)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
