import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n/i18n';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { MessageScreen } from '../../../shared/ui/message-screen';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import { deleteFeedback, feedbackDetailQueryOptions, feedbackKeys } from '../api/feedback-api';
import { forgetGrant } from '../api/feedback-grants';
import { FeedbackArticle } from '../components/feedback-article';
import { FeedbackFrame } from '../components/feedback-frame';
import { PasswordPrompt } from '../components/password-prompt';
import { feedbackPaths } from '../lib/feedback-paths';
import { useFeedbackText } from '../lib/use-feedback-text';

type Intent = 'edit' | 'delete';

/**
 * SPEC §2 /feedback/{id}: one post. A private guest post asks for its password first; a guest's edit and delete
 * ask for it too (a grant for 10 minutes), a member's own posts need none; delete is confirmed.
 */
export function FeedbackDetailRoute() {
  const { t } = useTranslation('content');
  const { apiError } = useFeedbackText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const asker = isLoggedIn(session) ? session.user.userSeqNo : null;
  const id = Number(useParams().feedbackId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const detail = useQuery({ ...feedbackDetailQueryOptions(id, asker), enabled: valid });
  const [asking, setAsking] = useState<Intent | null>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteFeedback(id),
    onSuccess: async () => {
      forgetGrant(id);
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
      void navigate(feedbackPaths.list(), { state: { feedbackNotice: 'deleted' } });
    }
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: feedbackKeys.detail(id, asker) });

  const code = isApiError(detail.error) ? detail.error.code : null;
  if (!valid || code === 'FEEDBACK_NOT_FOUND' || code === 'NOT_FOUND' || code === 'VALIDATION_FAILED')
    return <MessageScreen title={t('feedback.detail.notFound')} body={t('feedback.detail.notFoundLead')} />;

  if (code === 'FEEDBACK_PASSWORD_REQUIRED')
    return (
      <FeedbackFrame title={t('feedback.detail.privateTitle')} lead={t('feedback.detail.privateLead')}>
        <div className="max-w-md">
          <PasswordPrompt feedbackId={id} onOpened={() => void reload()} />
        </div>
      </FeedbackFrame>
    );

  if (code === 'FORBIDDEN' || code === 'UNAUTHORIZED')
    return (
      <FeedbackFrame title={t('feedback.detail.privateTitle')} lead={t('feedback.detail.membersOnly')}>
        {code === 'UNAUTHORIZED' && (
          <Link to={paths.login(feedbackPaths.detail(id))} className="btn-primary h-11 px-6">
            {t('feedback.detail.login')}
          </Link>
        )}
      </FeedbackFrame>
    );

  const post = detail.data;
  const start = (intent: Intent) => {
    if (!post) return;
    if (post.canEdit) return intent === 'edit' ? void navigate(feedbackPaths.edit(id)) : setConfirming(true);
    setAsking(intent);
  };
  return (
    <FeedbackFrame title={post?.title ?? t('feedback.title')}>
      {detail.error ? (
        <p role="alert" className="py-16 text-center text-sm text-coral-strong">
          {apiError(detail.error)}
        </p>
      ) : !post ? (
        <p className="py-16 text-center text-sm text-muted">{t('feedback.detail.loading')}</p>
      ) : (
        <FeedbackArticle post={post} />
      )}
      <div className="mt-8 flex flex-wrap items-center justify-between gap-2">
        <Link to={feedbackPaths.list()} className="btn-secondary h-11 px-6">
          {t('feedback.detail.back')}
        </Link>
        {post && (post.canEdit || post.guest) && (
          <div className="flex gap-2">
            <button type="button" className="btn-secondary h-11 px-6" onClick={() => start('edit')}>
              {t('feedback.detail.edit')}
            </button>
            <button type="button" className="btn-secondary h-11 px-6" onClick={() => start('delete')}>
              {t('feedback.detail.delete')}
            </button>
          </div>
        )}
      </div>
      {asking && (
        <ResponsiveModal
          title={t('feedback.password.title')}
          description={t('feedback.password.lead')}
          onClose={() => setAsking(null)}
        >
          <PasswordPrompt
            feedbackId={id}
            onCancel={() => setAsking(null)}
            onOpened={() => {
              const intent = asking;
              setAsking(null);
              void reload();
              if (intent === 'edit') void navigate(feedbackPaths.edit(id));
              else setConfirming(true);
            }}
          />
        </ResponsiveModal>
      )}
      {confirming && (
        <ResponsiveModal
          title={t('feedback.remove.title')}
          description={t('feedback.remove.lead')}
          onClose={() => setConfirming(false)}
        >
          {remove.error && (
            <p role="alert" className="mb-3 text-sm text-coral-strong">
              {apiError(remove.error)}
            </p>
          )}
          <div className="flex gap-2" data-testid="feedback-delete-confirm">
            <button type="button" className="btn-secondary h-11 flex-1" onClick={() => setConfirming(false)}>
              {t('feedback.remove.cancel')}
            </button>
            <button
              type="button"
              className="btn-primary h-11 flex-1"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t('feedback.remove.confirm')}
            </button>
          </div>
        </ResponsiveModal>
      )}
    </FeedbackFrame>
  );
}
