import {
  documentsComplete,
  type PlannerDocument,
  type PlannerDocumentKind,
  type PlannerDocumentsAnswer
} from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiMessage, useFormMessages } from '../../../shared/forms/form-messages';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { dialogs } from '../../../shared/ui/dialog-store';
import { useIsPlanner } from '../../../shared/ui/planner-menu';
import {
  codeListQueryOptions,
  deletePlannerDocument,
  fetchOwnDocument,
  plannerDocumentKeys,
  plannerDocumentsQueryOptions
} from '../api/planner-documents-api';
import { DocumentKindCard } from '../components/document-kind-card';
import { ForeignInfoForm } from '../components/foreign-info-form';
import { PageFrame } from '../components/page-frame';
import { PlannersOnly } from '../components/planners-only';
import { UploadDialog } from '../components/upload-dialog';

function Summary({ answer }: { answer: PlannerDocumentsAnswer }) {
  const { t } = useTranslation('planner');
  const missing = answer.kinds.filter(
    (kind) => kind.required && (kind.state === null || kind.state === 'REJECTED')
  );
  const text = documentsComplete(answer.kinds)
    ? t('docs.summary.complete')
    : missing.length > 0
      ? t('docs.summary.pending', { count: missing.length })
      : t('docs.summary.reviewing');
  return (
    <p
      role="status"
      className="rounded-2xl bg-plum-soft px-4 py-3 text-sm font-medium text-plum"
      data-testid="documents-summary"
    >
      {text}
    </p>
  );
}

/**
 * SPEC §2 /mypage/checkPlannerDocument (login; planners' business, docs/decisions/075): what the planner must
 * submit, each kind's review state with the staff's note, the upload dialog, opening one's own file, and a foreign
 * planner's country and visa. A customer sees the planners-only page.
 */
export function CheckPlannerDocumentRoute() {
  const { t } = useTranslation('planner');
  const { text } = useFormMessages();
  const language = useLanguage();
  const session = useSession();
  const planner = useIsPlanner();
  const userSeqNo = isLoggedIn(session) ? session.user.userSeqNo : 0;
  const queryClient = useQueryClient();
  const list = useQuery({ ...plannerDocumentsQueryOptions(userSeqNo), enabled: planner });
  const foreign = planner && list.data?.isForeign === true;
  const countries = useQuery({ ...codeListQueryOptions('country', language), enabled: foreign });
  const visas = useQuery({ ...codeListQueryOptions('visa', language), enabled: foreign });
  const [uploading, setUploading] = useState<PlannerDocumentKind | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const title = t('docs.title');
  if (!planner) return <PlannersOnly page={title} />;

  const refresh = () => queryClient.invalidateQueries({ queryKey: plannerDocumentKeys.list(userSeqNo) });
  const open = async (doc: PlannerDocument) => {
    // The tab opens now (a popup blocker allows it within the click); the file follows when decrypted.
    const tab = window.open('', '_blank');
    setOpening(doc.fileUrl);
    try {
      const url = URL.createObjectURL(await fetchOwnDocument(doc.fileUrl));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (failure) {
      tab?.close();
      setNotice({ kind: 'error', text: text(apiMessage(failure)) ?? '' });
    } finally {
      setOpening(null);
    }
  };
  const remove = async (doc: PlannerDocument) => {
    if (!(await dialogs.confirm(t('docs.deleteConfirm')))) return;
    try {
      await deletePlannerDocument(doc.plannerDocumentId);
      setNotice({ kind: 'ok', text: t('docs.deleted') });
    } catch (failure) {
      setNotice({ kind: 'error', text: text(apiMessage(failure)) ?? '' });
    }
    await refresh();
  };

  return (
    <PageFrame title={title} lead={t('docs.lead')}>
      {list.isPending ? (
        <p className="text-muted">{t('docs.loading')}</p>
      ) : list.error || !list.data ? (
        <div role="alert" className="rounded-2xl border border-line p-6 text-center">
          <p>{t('docs.loadError')}</p>
          <button type="button" className="btn-secondary mt-3" onClick={() => void list.refetch()}>
            {t('docs.retry')}
          </button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <Summary answer={list.data} />
          {notice && (
            <p
              role="status"
              data-testid="documents-notice"
              className={`text-sm ${notice.kind === 'ok' ? 'text-emerald-800' : 'text-coral-strong'}`}
            >
              {notice.text}
            </p>
          )}
          {foreign && countries.data && visas.data && (
            <ForeignInfoForm
              countries={countries.data}
              visas={visas.data}
              saved={list.data.foreignInfo}
              onSaved={() => void refresh()}
            />
          )}
          <ul className="flex flex-col gap-3" data-testid="document-kinds">
            {list.data.kinds.map((summary) => (
              <DocumentKindCard
                key={summary.kind}
                summary={summary}
                opening={opening}
                onUpload={() => setUploading(summary.kind)}
                onOpen={(doc) => void open(doc)}
                onDelete={(doc) => void remove(doc)}
              />
            ))}
          </ul>
        </div>
      )}
      {uploading && (
        <UploadDialog
          kind={uploading}
          onClose={() => setUploading(null)}
          onUploaded={(documents) => {
            setUploading(null);
            setNotice({ kind: 'ok', text: t('docs.uploaded', { count: documents.length }) });
            void refresh();
          }}
        />
      )}
    </PageFrame>
  );
}
