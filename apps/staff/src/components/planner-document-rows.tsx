import { COUNTRIES, VISAS, type DeskPlannerDocumentRow } from '@mall/domain';
import { Link } from 'react-router';
import { seoulDateTime } from '../format';
import { useT } from '../i18n';

/** The planner as the desk names them: name, member number, and a foreign planner's nationality and visa. */
export function PlannerLabel({ member }: { member: DeskPlannerDocumentRow['member'] }) {
  const { t, language } = useT();
  return (
    <span className="flex flex-col">
      <span>
        {member.name} <span className="font-mono text-xs text-muted">{member.userNumber}</span>
      </span>
      {member.isForeign && (
        <span className="text-xs text-muted">
          {member.countryCode && member.visaCode
            ? t('documents.foreign', {
                country: COUNTRIES[member.countryCode][language],
                visa: `${VISAS[member.visaCode][language]} (${member.visaCode})`
              })
            : t('documents.foreignUnknown')}
        </span>
      )}
    </span>
  );
}

/** Documents in a review state: a table from 768 px, cards below it; each opens its view. */
export function PlannerDocumentRows({ rows }: { rows: DeskPlannerDocumentRow[] }) {
  const { t } = useT();
  const open = (row: DeskPlannerDocumentRow) => (
    <Link
      to={`/planner-documents/${row.plannerDocumentId}`}
      className="inline-flex min-h-11 items-center font-medium text-plum-dark underline underline-offset-2"
    >
      {t('documents.ref', { id: row.plannerDocumentId })}
    </Link>
  );
  return (
    <>
      <div className="hidden overflow-x-auto md:block" data-testid="planner-documents-table">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th className="py-2 pr-3">{t('documents.id')}</th>
              <th className="py-2 pr-3">{t('documents.kind')}</th>
              <th className="py-2 pr-3">{t('documents.planner')}</th>
              <th className="py-2 pr-3">{t('documents.file')}</th>
              <th className="py-2">{t('documents.submittedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.plannerDocumentId} className="border-b border-line/70 align-top">
                <td className="py-2 pr-3">{open(row)}</td>
                <td className="py-3 pr-3">{t(`documentKind.${row.kind}`)}</td>
                <td className="py-3 pr-3">
                  <PlannerLabel member={row.member} />
                </td>
                <td className="max-w-xs truncate py-3 pr-3" title={row.originFileName}>
                  {row.originFileName}
                </td>
                <td className="py-3 tabular-nums">{seoulDateTime(row.submittedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="planner-documents-cards">
        {rows.map((row) => (
          <li key={row.plannerDocumentId} className="rounded-lg border border-line bg-white p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              {open(row)}
              <span className="font-medium">{t(`documentKind.${row.kind}`)}</span>
            </div>
            <PlannerLabel member={row.member} />
            <p className="mt-1 truncate text-muted">{row.originFileName}</p>
            <p className="text-xs tabular-nums text-muted">{seoulDateTime(row.submittedAt)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
