import { zodResolver } from '@hookform/resolvers/zod';
import { FEEDBACK_PASSWORD_MAX, FEEDBACK_PASSWORD_MIN, FeedbackResetConfirmBodySchema } from '@mall/domain';
import { useMutation } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { PasswordField } from '../../../shared/forms/password-field';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { useTranslation } from '../../../shared/i18n/i18n';
import { confirmFeedbackReset } from '../api/feedback-api';
import { FeedbackFrame } from '../components/feedback-frame';
import { feedbackPaths } from '../lib/feedback-paths';
import { useFeedbackText } from '../lib/use-feedback-text';

type Values = { token: string; password: string; passwordConfirm: string };
const resolver = zodResolver(FeedbackResetConfirmBodySchema) as unknown as Resolver<Values>;

/** SPEC §2 /feedback/resetpw/confirm?token=…: the mailed link's page; a new post password, once. */
export function FeedbackResetConfirmRoute() {
  const { t } = useTranslation('content');
  const { fieldError, apiError } = useFeedbackText();
  const token = useSearchParams()[0].get('token') ?? '';
  const form = useForm<Values>({ defaultValues: { token, password: '', passwordConfirm: '' }, resolver });
  const save = useMutation({ mutationFn: (values: Values) => confirmFeedbackReset(values) });
  const errors = form.formState.errors;
  const toggle = (shown: boolean) => (shown ? t('feedback.password.hide') : t('feedback.password.show'));
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token))
    return (
      <FeedbackFrame title={t('feedback.reset.confirmTitle')}>
        <p role="alert" className="text-sm text-coral-strong">
          {t('feedback.reset.noToken')}
        </p>
      </FeedbackFrame>
    );
  return (
    <FeedbackFrame
      title={t('feedback.reset.confirmTitle')}
      lead={save.isSuccess ? undefined : t('feedback.reset.confirmLead')}
    >
      {save.isSuccess ? (
        <div role="status" className="max-w-xl space-y-4" data-testid="feedback-reset-done">
          <p className="rounded-2xl bg-plum-soft px-4 py-4 text-sm">{t('feedback.reset.done')}</p>
          <Link to={feedbackPaths.detail(save.data.feedbackId)} className="btn-primary h-11 px-6">
            {t('feedback.reset.toPost')}
          </Link>
        </div>
      ) : (
        <form
          noValidate
          className="max-w-md space-y-5"
          onSubmit={guardedSubmit(
            save.isPending,
            () => save.reset(),
            form.handleSubmit((values) => save.mutate(values))
          )}
        >
          <PasswordField
            id="feedback-reset-password"
            label={t('feedback.reset.newPassword')}
            autoComplete="new-password"
            maxLength={FEEDBACK_PASSWORD_MAX}
            hint={t('feedback.form.passwordHint', { min: FEEDBACK_PASSWORD_MIN, max: FEEDBACK_PASSWORD_MAX })}
            error={fieldError(errors.password)}
            toggleLabel={toggle}
            {...form.register('password')}
          />
          <PasswordField
            id="feedback-reset-password-confirm"
            label={t('feedback.form.passwordConfirm')}
            autoComplete="new-password"
            maxLength={FEEDBACK_PASSWORD_MAX}
            error={fieldError(errors.passwordConfirm)}
            toggleLabel={toggle}
            {...form.register('passwordConfirm')}
          />
          {save.error && (
            <p role="alert" className="text-sm text-coral-strong">
              {apiError(save.error)}
            </p>
          )}
          <button type="submit" className="btn-primary h-12 w-full" disabled={save.isPending}>
            {t('feedback.reset.save')}
          </button>
        </form>
      )}
    </FeedbackFrame>
  );
}
