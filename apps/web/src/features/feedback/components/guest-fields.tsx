import { FEEDBACK_NAME_MAX, FEEDBACK_PASSWORD_MAX, FEEDBACK_PASSWORD_MIN } from '@mall/domain';
import type { UseFormReturn } from 'react-hook-form';
import { FieldMessages } from '../../../shared/forms/field';
import { PasswordField } from '../../../shared/forms/password-field';
import { TextField } from '../../../shared/forms/text-field';
import { useTranslation } from '../../../shared/i18n/i18n';
import type { FeedbackFormValues } from '../lib/feedback-form-values';
import { useFeedbackText } from '../lib/use-feedback-text';

/** A guest's block: name, contact email (the reset link goes there), mobile, the post password twice, consent. */
export function GuestFields({ form }: { form: UseFormReturn<FeedbackFormValues> }) {
  const { t } = useTranslation('content');
  const { fieldError } = useFeedbackText();
  const { register, formState } = form;
  const errors = formState.errors.guest;
  const toggle = (shown: boolean) => (shown ? t('feedback.password.hide') : t('feedback.password.show'));
  const consentError = fieldError(errors?.privacyConsent);
  return (
    <fieldset className="space-y-5 rounded-2xl border border-line p-4 md:p-6" data-testid="feedback-guest">
      <legend className="px-1 text-base font-bold">{t('feedback.form.guestSection')}</legend>
      <p className="text-sm text-muted break-keep">{t('feedback.form.guestLead')}</p>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          id="feedback-guest-name"
          label={t('feedback.form.name')}
          autoComplete="name"
          maxLength={FEEDBACK_NAME_MAX}
          error={fieldError(errors?.name)}
          {...register('guest.name')}
        />
        <TextField
          id="feedback-guest-mobile"
          label={t('feedback.form.mobile')}
          inputMode="tel"
          autoComplete="tel"
          maxLength={13}
          error={fieldError(errors?.mobileNumber)}
          {...register('guest.mobileNumber')}
        />
      </div>
      <TextField
        id="feedback-guest-email"
        label={t('feedback.form.email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        hint={t('feedback.form.emailHint')}
        error={fieldError(errors?.email)}
        {...register('guest.email')}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <PasswordField
          id="feedback-guest-password"
          label={t('feedback.form.password')}
          autoComplete="new-password"
          maxLength={FEEDBACK_PASSWORD_MAX}
          hint={t('feedback.form.passwordHint', { min: FEEDBACK_PASSWORD_MIN, max: FEEDBACK_PASSWORD_MAX })}
          error={fieldError(errors?.password)}
          toggleLabel={toggle}
          {...register('guest.password')}
        />
        <PasswordField
          id="feedback-guest-password-confirm"
          label={t('feedback.form.passwordConfirm')}
          autoComplete="new-password"
          maxLength={FEEDBACK_PASSWORD_MAX}
          error={fieldError(errors?.passwordConfirm)}
          toggleLabel={toggle}
          {...register('guest.passwordConfirm')}
        />
      </div>
      <div>
        <label className="flex min-h-11 items-start gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-plum"
            aria-describedby="feedback-guest-consent-hint"
            data-testid="feedback-consent"
            {...register('guest.privacyConsent')}
          />
          <span>{t('feedback.form.consent')}</span>
        </label>
        <p id="feedback-guest-consent-hint" className="ml-7 text-xs leading-relaxed text-muted break-keep">
          {t('feedback.form.consentDetail')}
        </p>
        <FieldMessages id="feedback-guest-consent" error={consentError} />
      </div>
    </fieldset>
  );
}
