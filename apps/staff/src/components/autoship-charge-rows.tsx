import type { DeskAutoshipChargeRow } from '@mall/domain';
import { Link } from 'react-router';
import { seoulDateTime, won } from '../format';
import { useT } from '../i18n';
import { CardLabel, MemberLabel, StatePill } from './autoship-parts';

/** Failed or retried charges, each with its subscription and member: a table from 768 px, cards below it. */
export function AutoshipChargeRows({ rows }: { rows: DeskAutoshipChargeRow[] }) {
  const { t, language } = useT();
  const subscription = (row: DeskAutoshipChargeRow) => (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Link
        to={`/autoship/${row.autoshipId}`}
        className="inline-flex min-h-11 items-center font-medium text-plum-dark underline underline-offset-2"
      >
        {t('autoship.ref', { id: row.autoshipId })}
      </Link>
      <StatePill
        text={t(`autoshipStatus.${row.subscriptionStatus}`)}
        alarm={row.subscriptionStatus === 'HELD'}
      />
    </span>
  );
  const cycle = (row: DeskAutoshipChargeRow) => (
    <>
      <span className="block">{t('autoship.cycleNo', { n: row.cycleIndex + 1 })}</span>
      <span className="tabular-nums text-muted">{row.chargeDay}</span>
    </>
  );
  const failure = (row: DeskAutoshipChargeRow) =>
    row.failureCode ? <code className="text-xs break-all">{row.failureCode}</code> : '—';
  const amount = (row: DeskAutoshipChargeRow) => (row.amount === null ? '—' : won(row.amount, language));

  return (
    <>
      <div className="hidden overflow-x-auto md:block" data-testid="charges-table">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th className="py-2 pr-3">{t('charges.subscription')}</th>
              <th className="py-2 pr-3">{t('autoship.member')}</th>
              <th className="py-2 pr-3">{t('charge.cycle')}</th>
              <th className="py-2 pr-3 text-right">{t('charge.tries')}</th>
              <th className="py-2 pr-3">{t('charge.nextTry')}</th>
              <th className="py-2 pr-3">{t('charge.failure')}</th>
              <th className="py-2 pr-3">{t('autoship.card')}</th>
              <th className="py-2 text-right">{t('charge.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.chargeId} className="border-b border-line bg-white align-middle">
                <td className="py-2 pr-3">{subscription(row)}</td>
                <td className="py-2 pr-3">
                  <MemberLabel member={row.member} />
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{cycle(row)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.tries}</td>
                <td className="py-2 pr-3 tabular-nums">{seoulDateTime(row.nextTryAt)}</td>
                <td className="py-2 pr-3">{failure(row)}</td>
                <td className="py-2 pr-3">
                  <CardLabel card={row.card} />
                </td>
                <td className="py-2 text-right tabular-nums whitespace-nowrap">{amount(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="charges-cards">
        {rows.map((row) => (
          <li
            key={row.chargeId}
            className="flex flex-col gap-1 rounded-lg border border-line bg-white p-3 text-sm"
          >
            {subscription(row)}
            <p>
              <MemberLabel member={row.member} />
            </p>
            <p>
              {t('autoship.cycleNo', { n: row.cycleIndex + 1 })} ·{' '}
              <span className="tabular-nums">{row.chargeDay}</span> · {amount(row)}
            </p>
            <p>
              <span className="text-muted">{t('charge.tries')}</span> {row.tries} ·{' '}
              <span className="text-muted">{t('charge.nextTry')}</span> {seoulDateTime(row.nextTryAt)}
            </p>
            <p>
              <span className="text-muted">{t('charge.failure')}</span> {failure(row)}
            </p>
            <p>
              <CardLabel card={row.card} />
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
