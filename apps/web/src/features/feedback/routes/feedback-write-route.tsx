import { zodResolver } from '@hookform/resolvers/zod';
import { FeedbackEditBodySchema, FeedbackWriteBodySchema, type FeedbackEditBody } from '@mall/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { useTranslation } from '../../../shared/i18n/i18n';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { editFeedback, feedbackDetailQueryOptions, feedbackKeys, writeFeedback } from '../api/feedback-api';
import { FeedbackFrame } from '../components/feedback-frame';
import { FeedbackPostFields } from '../components/feedback-post-fields';
import { GuestFields } from '../components/guest-fields';
import { PasswordPrompt } from '../components/password-prompt';
import { emptyFeedbackForm, type FeedbackFormValues } from '../lib/feedback-form-values';
import { feedbackPaths } from '../lib/feedback-paths';
import { useFeedbackText } from '../lib/use-feedback-text';

const memberResolver = zodResolver(FeedbackEditBodySchema) as unknown as Resolver<FeedbackFormValues>;
const guestResolver = zodResolver(FeedbackWriteBodySchema) as unknown as Resolver<FeedbackFormValues>;

/**
 * SPEC §2 /feedback/write (and `?id=` to edit): a member writes with their login; a guest adds a name, a contact
 * email, a post password twice and consent. Editing a guest post asks for its password first (a grant).
 */
export function FeedbackWriteRoute() {
  const { t } = useTranslation('content');
  const session = useSession();
  const asker = isLoggedIn(session) ? session.user.userSeqNo : null;
  const editId = Number(useSearchParams()[0].get('id')) || null;
  const queryClient = useQueryClient();
  const existing = useQuery({ ...feedbackDetailQueryOptions(editId ?? 0, asker), enabled: editId !== null });
  const title = editId ? t('feedback.form.editTitle') : t('feedback.form.writeTitle');
  const reload = () => queryClient.invalidateQueries({ queryKey: feedbackKeys.detail(editId ?? 0, asker) });

  if (editId === null) return <FeedbackForm key="new" title={title} asker={asker} editId={null} />;
  const code = isApiError(existing.error) ? existing.error.code : null;
  const post = existing.data;
  return (
    <FeedbackFrame title={title}>
      {code === 'FEEDBACK_PASSWORD_REQUIRED' || (post && !post.canEdit && post.guest) ? (
        <div className="max-w-md">
          <PasswordPrompt feedbackId={editId} onOpened={() => void reload()} />
        </div>
      ) : post?.canEdit ? (
        <FeedbackFormBody
          asker={asker}
          editId={editId}
          initial={{
            category: post.category,
            title: post.title,
            body: post.body,
            visibility: post.visibility
          }}
        />
      ) : (
        <p
          role={existing.error || post ? 'alert' : undefined}
          className="py-16 text-center text-sm text-muted"
        >
          {existing.error || post ? t('feedback.detail.membersOnly') : t('feedback.detail.loading')}
        </p>
      )}
    </FeedbackFrame>
  );
}

function FeedbackForm({ title, asker, editId }: { title: string; asker: number | null; editId: null }) {
  const { t } = useTranslation('content');
  return (
    <FeedbackFrame title={title} lead={t('feedback.lead')}>
      <FeedbackFormBody asker={asker} editId={editId} initial={null} />
    </FeedbackFrame>
  );
}

function FeedbackFormBody({
  asker,
  editId,
  initial
}: {
  asker: number | null;
  editId: number | null;
  initial: FeedbackEditBody | null;
}) {
  const { t } = useTranslation('content');
  const { apiError } = useFeedbackText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const guest = asker === null && editId === null;
  const form = useForm<FeedbackFormValues>({
    defaultValues: initial ?? emptyFeedbackForm(guest),
    resolver: guest ? guestResolver : memberResolver
  });
  const save = useMutation({
    mutationFn: (values: FeedbackFormValues) =>
      editId === null
        ? writeFeedback(values as Parameters<typeof writeFeedback>[0]).then((written) => written.feedbackId)
        : editFeedback(editId, values as FeedbackEditBody).then((post) => post.feedbackId),
    onSuccess: async (feedbackId) => {
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
      void navigate(feedbackPaths.detail(feedbackId), { replace: editId !== null });
    },
    onError: (error) => {
      for (const field of isApiError(error) ? error.fields : [])
        form.setError(field.field as FieldPath<FeedbackFormValues>, { type: 'api', message: field.code });
    }
  });
  const general =
    save.error && !(isApiError(save.error) && save.error.fields.length > 0) ? apiError(save.error) : null;
  return (
    <form
      noValidate
      className="space-y-6"
      data-testid="feedback-form"
      onSubmit={guardedSubmit(
        save.isPending,
        () => save.reset(),
        form.handleSubmit((values) => save.mutate(values))
      )}
    >
      <FeedbackPostFields form={form} />
      {guest && <GuestFields form={form} />}
      {general && (
        <p role="alert" className="rounded-xl bg-coral/10 px-4 py-3 text-sm text-coral-strong">
          {general}
        </p>
      )}
      <div className="flex gap-2 md:justify-end">
        <Link
          to={editId ? feedbackPaths.detail(editId) : feedbackPaths.list()}
          className="btn-secondary h-12 flex-1 md:w-40 md:flex-none"
        >
          {t('feedback.form.cancel')}
        </Link>
        <button
          type="submit"
          className="btn-primary h-12 flex-1 md:w-40 md:flex-none"
          disabled={save.isPending}
        >
          {save.isPending
            ? t('feedback.form.sending')
            : editId
              ? t('feedback.form.save')
              : t('feedback.form.submit')}
        </button>
      </div>
    </form>
  );
}
