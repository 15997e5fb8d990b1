import { DESK_DOCUMENT_NOTE_MAX } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, messageOf, PLANNER_DOCUMENTS_KEY, staffApi } from '../api';
import { seoulDateTime } from '../format';
import { Notice } from '../components/field';
import { PlannerDocumentFile } from '../components/planner-document-file';
import { PlannerLabel } from '../components/planner-document-rows';
import { RejectDialog } from '../components/reject-dialog';
import { BackLink, Section } from '../components/section';
import { useDocumentTitle, useT } from '../i18n';

/** One planner document (the read is audited): the planner, the file on request, approve or reject with a note. */
export function PlannerDocumentDetailScreen() {
  const { t } = useT();
  const id = Number(useParams().documentId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const queryClient = useQueryClient();
  const key = [...PLANNER_DOCUMENTS_KEY, 'one', id];
  const { data: doc, error } = useQuery({
    queryKey: key,
    queryFn: () => staffApi.plannerDocument(id),
    enabled: valid
  });
  const [rejecting, setRejecting] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('documents.ref', { id: valid ? id : '' }));
  const back = <BackLink to="/planner-documents">{t('documents.back')}</BackLink>;
  if (error || !valid)
    return (
      <div className="flex flex-col gap-3">
        {back}
        <Notice tone="error">
          {error instanceof ApiError && error.status === 403
            ? t('error.forbidden')
            : messageOf(error, t('error.generic'))}
        </Notice>
      </div>
    );
  if (!doc) return <p className="text-muted">{t('loading')}</p>;

  const review = async (event: 'approve' | 'reject', note?: string) => {
    setBusy(true);
    try {
      const next = await staffApi.reviewPlannerDocument(id, note ? { event, note } : { event });
      queryClient.setQueryData(key, next);
      await queryClient.invalidateQueries({ queryKey: [...PLANNER_DOCUMENTS_KEY, 'list'] });
      setNotice({ tone: 'info', text: t(event === 'approve' ? 'documents.approved' : 'documents.rejected') });
      setRejecting(false);
    } catch (caught) {
      if (event === 'reject') throw caught;
      setNotice({ tone: 'error', text: messageOf(caught, t('error.generic')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="flex flex-col gap-5" aria-labelledby="document-title">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="document-title" className="text-xl font-semibold">
          {t('documents.ref', { id: doc.plannerDocumentId })} · {t(`documentKind.${doc.kind}`)}
        </h1>
        <span
          className="rounded-full bg-plum-soft px-2.5 py-0.5 text-sm text-plum-dark"
          data-testid="document-state"
        >
          {t(`documentState.${doc.state}`)}
        </span>
      </div>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {doc.state === 'SUBMITTED' && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={busy}
            className="min-h-11 rounded-md bg-plum px-4 font-medium text-white disabled:opacity-60"
            onClick={() => void review('approve')}
          >
            {t('documents.approve')}
          </button>
          <button
            type="button"
            disabled={busy}
            className="min-h-11 rounded-md border border-danger px-4 font-medium text-danger disabled:opacity-60"
            onClick={() => setRejecting(true)}
          >
            {t('documents.reject')}
          </button>
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <Section title={t('documents.planner')}>
          <PlannerLabel member={doc.member} />
        </Section>
        <Section title={t('documents.file')}>
          <p className="break-all">{doc.originFileName}</p>
          <p className="text-muted">
            {t('documents.submittedAt')} {seoulDateTime(doc.submittedAt)}
            {doc.reviewedAt && ` · ${t('documents.reviewedAt')} ${seoulDateTime(doc.reviewedAt)}`}
          </p>
          {doc.reviewNote && (
            <p data-testid="document-note">
              {t('documents.note')}: {doc.reviewNote}
            </p>
          )}
        </Section>
      </div>
      <PlannerDocumentFile document={doc} />
      {rejecting && (
        <RejectDialog
          returnId={doc.plannerDocumentId}
          title={t('documents.rejectTitle', { id: doc.plannerDocumentId })}
          submitLabel={t('documents.reject')}
          hint={t('documents.rejectHint', { max: DESK_DOCUMENT_NOTE_MAX })}
          send={(note) => review('reject', note)}
          onClose={() => setRejecting(false)}
        />
      )}
    </article>
  );
}
