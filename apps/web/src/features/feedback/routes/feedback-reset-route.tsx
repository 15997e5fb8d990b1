import { zodResolver } from '@hookform/resolvers/zod';
import { FeedbackResetRequestBodySchema, type FeedbackResetRequestBody } from '@mall/domain';
import { useMutation } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { TextField } from '../../../shared/forms/text-field';
import { useTranslation } from '../../../shared/i18n/i18n';
import { requestFeedbackReset } from '../api/feedback-api';
import { FeedbackFrame } from '../components/feedback-frame';
import { useFeedbackText } from '../lib/use-feedback-text';

type Values = { feedbackId: string; email: string };
const resolver = zodResolver(FeedbackResetRequestBodySchema) as unknown as Resolver<Values>;

/**
 * SPEC §2 /feedback/resetpw: a guest who forgot a post's password gives its number and the email they left; a
 * one-time link (30 minutes) is mailed when they match. The answer is the same either way.
 */
export function FeedbackResetRoute() {
  const { t } = useTranslation('content');
  const { fieldError, apiError } = useFeedbackText();
  const id = useSearchParams()[0].get('id') ?? '';
  const form = useForm<Values>({
    defaultValues: { feedbackId: /^\d{1,15}$/.test(id) ? id : '', email: '' },
    resolver: (values, context, options) =>
      resolver(
        { ...values, feedbackId: Number(values.feedbackId) || 0 } as unknown as Values,
        context,
        options
      )
  });
  const send = useMutation({ mutationFn: (body: FeedbackResetRequestBody) => requestFeedbackReset(body) });
  const errors = form.formState.errors;
  return (
    <FeedbackFrame title={t('feedback.reset.title')} lead={t('feedback.reset.lead')}>
      {send.isSuccess ? (
        <p
          role="status"
          className="max-w-xl rounded-2xl bg-plum-soft px-4 py-4 text-sm leading-relaxed"
          data-testid="feedback-reset-sent"
        >
          {t('feedback.reset.sent')}
        </p>
      ) : (
        <form
          noValidate
          className="max-w-md space-y-5"
          onSubmit={guardedSubmit(
            send.isPending,
            () => send.reset(),
            form.handleSubmit((values) => send.mutate(values as unknown as FeedbackResetRequestBody))
          )}
        >
          <TextField
            id="feedback-reset-id"
            label={t('feedback.reset.postNumber')}
            inputMode="numeric"
            maxLength={15}
            error={fieldError(errors.feedbackId)}
            {...form.register('feedbackId')}
          />
          <TextField
            id="feedback-reset-email"
            label={t('feedback.reset.email')}
            type="email"
            autoComplete="email"
            maxLength={254}
            error={fieldError(errors.email)}
            {...form.register('email')}
          />
          {send.error && (
            <p role="alert" className="text-sm text-coral-strong">
              {apiError(send.error)}
            </p>
          )}
          <button type="submit" className="btn-primary h-12 w-full" disabled={send.isPending}>
            {t('feedback.reset.submit')}
          </button>
        </form>
      )}
    </FeedbackFrame>
  );
}
