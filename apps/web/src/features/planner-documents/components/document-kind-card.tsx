import type { PlannerDocument, PlannerDocumentKindSummary } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { formatDate } from '../../../shared/lib/format';
import { fileSizeLabel } from '../lib/file-checks';

const BADGE: Record<string, string> = {
  NONE: 'bg-line/60 text-muted',
  SUBMITTED: 'bg-amber-100 text-amber-900',
  APPROVED: 'bg-emerald-100 text-emerald-900',
  REJECTED: 'bg-rose-100 text-rose-900'
};

export function StateBadge({ state }: { state: PlannerDocument['state'] | null }) {
  const { t } = useTranslation('planner');
  const key = state ?? 'NONE';
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[key]}`}>
      {t(`docs.states.${key}`)}
    </span>
  );
}

/**
 * One kind of document on the checklist: what it is, its newest file's state (a rejection with the staff's note),
 * the newest submission's files (open; delete unless approved), how many came before, and the upload button
 * (none once approved).
 */
export function DocumentKindCard({
  summary,
  opening,
  onUpload,
  onOpen,
  onDelete
}: {
  summary: PlannerDocumentKindSummary;
  /** The file being opened (its fileUrl), if any. */
  opening: string | null;
  onUpload: () => void;
  onOpen: (document: PlannerDocument) => void;
  onDelete: (document: PlannerDocument) => void;
}) {
  const { t } = useTranslation('planner');
  const [newest] = summary.documents;
  const batch = newest ? summary.documents.filter((doc) => doc.submittedAt === newest.submittedAt) : [];
  const earlier = summary.documents.length - batch.length;
  const title = t(`docs.kinds.${summary.kind}`);
  return (
    <li
      className="rounded-2xl border border-line bg-white p-4 md:p-5"
      data-testid={`document-kind-${summary.kind}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold">
            {title}{' '}
            <span className="text-xs font-normal text-muted">
              {summary.required ? t('docs.required') : t('docs.extra')}
            </span>
          </h3>
          <p className="mt-0.5 text-sm break-keep text-muted">{t(`docs.kindHints.${summary.kind}`)}</p>
        </div>
        <StateBadge state={summary.state} />
      </div>
      {newest?.state === 'REJECTED' && newest.reviewNote && (
        <p className="mt-3 rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-900" data-testid="reject-note">
          {t('docs.rejectNote', { note: newest.reviewNote })}
        </p>
      )}
      {batch.length > 0 && (
        <ul className="mt-3 divide-y divide-line/70 text-sm">
          {batch.map((doc) => (
            <li key={doc.plannerDocumentId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="min-w-0 flex-1 basis-40 truncate" title={doc.originFileName}>
                {doc.originFileName}
              </span>
              <span className="shrink-0 text-xs text-muted">
                {fileSizeLabel(doc.byteSize)} · {t('docs.submittedAt', { date: formatDate(doc.submittedAt) })}
              </span>
              <span className="flex shrink-0 gap-1">
                <button
                  type="button"
                  className="min-h-11 rounded-lg px-2 font-medium text-plum underline-offset-2 hover:underline"
                  aria-label={t('docs.openLabel', { name: doc.originFileName })}
                  disabled={opening === doc.fileUrl}
                  onClick={() => onOpen(doc)}
                >
                  {opening === doc.fileUrl ? t('docs.opening') : t('docs.open')}
                </button>
                {doc.state !== 'APPROVED' && (
                  <button
                    type="button"
                    className="min-h-11 rounded-lg px-2 text-muted hover:text-coral-strong"
                    aria-label={t('docs.deleteLabel', { name: doc.originFileName })}
                    onClick={() => onDelete(doc)}
                  >
                    {t('docs.delete')}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {earlier > 0 && <p className="mt-1 text-xs text-muted">{t('docs.history', { count: earlier })}</p>}
      {summary.state !== 'APPROVED' && (
        <button type="button" className="btn-secondary mt-3 h-11 w-full sm:w-auto sm:px-5" onClick={onUpload}>
          {summary.state === null ? t('docs.upload') : t('docs.reupload')}
        </button>
      )}
    </li>
  );
}
