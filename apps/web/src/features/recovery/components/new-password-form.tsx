import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordSchema, type NewPassword } from '@mall/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { useTranslation } from '../../../shared/i18n/i18n';
import { isApiError } from '../../../shared/api/api-error';
import { PasswordField } from '../../../shared/forms/password-field';
import { PasswordRules } from '../../../shared/forms/password-rules';
import { resetPassword } from '../api/recovery-api';
import { EXPIRED_PROOF_CODES, recoveryProof, type RecoveryProof } from '../lib/recovery-proof';
import { useRecoveryText } from '../lib/use-recovery-text';

const IDS = { password: 'reset-password', passwordConfirm: 'reset-password-confirm' } as const;

/**
 * The new password and its confirmation for a proven person (react-hook-form with the domain's
 * NewPasswordSchema): a field is judged when left and again as it is typed; the server's field refusals
 * land on their fields, a spent or expired proof goes back to the verification.
 */
export function NewPasswordForm({
  proof,
  onExpired,
  onDone
}: {
  proof: RecoveryProof;
  onExpired: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation('accounts');
  const { rule, apiError } = useRecoveryText();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, trigger, getFieldState, watch, formState } = useForm<NewPassword>(
    {
      resolver: zodResolver(NewPasswordSchema),
      mode: 'onTouched',
      defaultValues: { password: '', passwordConfirm: '' }
    }
  );
  const { errors, isSubmitting } = formState;
  const [password, passwordConfirm] = watch(['password', 'passwordConfirm']);
  const matches = passwordConfirm.length > 0 && password === passwordConfirm && !errors.passwordConfirm;

  async function submit({ password, passwordConfirm }: NewPassword) {
    if (recoveryProof.get() === null) return onExpired();
    try {
      await resetPassword(
        proof.method === 'EMAIL'
          ? { method: 'EMAIL', email: proof.email, verificationToken: proof.token, password, passwordConfirm }
          : { method: 'IDENTITY', verificationToken: proof.token, password, passwordConfirm }
      );
      await onDone();
    } catch (error) {
      if (isApiError(error) && EXPIRED_PROOF_CODES.includes(error.code)) return onExpired();
      const fields = (isApiError(error) ? error.fields : []).filter(
        (field): field is typeof field & { field: keyof NewPassword } => field.field in IDS
      );
      fields.forEach((field, index) =>
        setError(field.field, { type: 'server', message: field.code }, { shouldFocus: index === 0 })
      );
      if (fields.length === 0) setFormError(apiError(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={guardedSubmit(isSubmitting, () => setFormError(null), handleSubmit(submit))}
      className="flex flex-col gap-4"
      aria-busy={isSubmitting}
    >
      <PasswordField
        id={IDS.password}
        label={t('recovery.newPassword')}
        error={errors.password?.message ? rule(errors.password.message) : null}
        hint={<PasswordRules password={password} />}
        toggleLabel={(shown) => (shown ? t('signup.info.hidePassword') : t('signup.info.showPassword'))}
        autoComplete="new-password"
        maxLength={16}
        placeholder={t('signup.info.passwordPlaceholder')}
        {...register('password', {
          // A confirmation already judged is judged again against the changed password.
          onChange: () => getFieldState('passwordConfirm').isTouched && void trigger('passwordConfirm')
        })}
      />
      <PasswordField
        id={IDS.passwordConfirm}
        label={t('recovery.passwordConfirm')}
        error={errors.passwordConfirm?.message ? rule(errors.passwordConfirm.message) : null}
        success={matches ? t('signup.info.passwordMatch') : null}
        toggleLabel={(shown) => (shown ? t('signup.info.hidePassword') : t('signup.info.showPassword'))}
        autoComplete="new-password"
        maxLength={16}
        placeholder={t('signup.info.passwordConfirmPlaceholder')}
        {...register('passwordConfirm')}
      />
      {formError && (
        <p
          role="alert"
          data-testid="recovery-error"
          className="rounded-xl border border-coral/40 bg-coral-soft px-4 py-3 text-sm text-coral-strong"
        >
          {formError}
        </p>
      )}
      <button type="submit" className="btn-primary mt-1 h-12 w-full" disabled={isSubmitting}>
        {isSubmitting ? t('recovery.submitting') : t('recovery.submit')}
      </button>
    </form>
  );
}
