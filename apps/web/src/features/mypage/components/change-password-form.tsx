import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordBodySchema, type ChangePasswordBody } from '@mall/domain';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { useTranslation } from '../../../shared/i18n/i18n';
import { isApiError } from '../../../shared/api/api-error';
import { PasswordField } from '../../../shared/forms/password-field';
import {
  apiFieldError,
  apiMessage,
  fieldMessage,
  useFormMessages,
  type Message
} from '../../../shared/forms/form-messages';
import { PasswordRules } from '../../../shared/forms/password-rules';
import { changePassword } from '../api/account-mutations';
import { FormNotice } from './account-frame';
import { usePasswordToggleLabel } from './password-input';

type Field = keyof ChangePasswordBody;
const IDS: Record<Field, string> = {
  currentPassword: 'change-password-current',
  password: 'change-password-new',
  passwordConfirm: 'change-password-confirm'
};

/**
 * Current password, new one with the SPEC §5 rules shown live, confirmation (react-hook-form with the
 * domain's ChangePasswordBodySchema). A field is judged when left and as typed; a wrong current password
 * (PASSWORD_MISMATCH) and the server's field refusals land on their inputs.
 */
export function ChangePasswordForm({
  onChanged,
  later,
  busy = false
}: {
  onChanged: () => Promise<void>;
  /** "Change later", when a change is due: the button, told whether the form is sending. */
  later?: (sending: boolean) => ReactNode;
  /** Something else is being sent (putting the change off): the form waits. */
  busy?: boolean;
}) {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const toggleLabel = usePasswordToggleLabel();
  const [formError, setFormError] = useState<Message | null>(null);
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(ChangePasswordBodySchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', password: '', passwordConfirm: '' }
  });
  const { register, handleSubmit, setError, setValue, trigger, getFieldState, watch } = form;
  const { errors, isSubmitting } = form.formState;
  const [password, passwordConfirm] = watch(['password', 'passwordConfirm']);
  const matches = passwordConfirm.length > 0 && passwordConfirm === password && !errors.passwordConfirm;

  async function submit(values: ChangePasswordBody) {
    try {
      await changePassword(values);
      await onChanged();
    } catch (error) {
      if (!isApiError(error)) return setFormError(apiMessage(error));
      if (error.code === 'PASSWORD_MISMATCH') {
        setValue('currentPassword', '');
        // With the API's data: the message says how many wrong tries of the five are spent (n/5).
        return setError('currentPassword', apiFieldError(error), { shouldFocus: true });
      }
      const fields = error.fields.filter((field) => field.field in IDS);
      fields.forEach((field, index) =>
        setError(field.field as Field, { type: 'rule', message: field.code }, { shouldFocus: index === 0 })
      );
      if (fields.length === 0) setFormError(apiMessage(error));
    }
  }

  const field = (name: Field, label: string) => ({
    id: IDS[name],
    label,
    error: text(fieldMessage(errors[name])),
    toggleLabel: toggleLabel(label),
    maxLength: 64
  });

  return (
    <form
      noValidate
      onSubmit={guardedSubmit(isSubmitting || busy, () => setFormError(null), handleSubmit(submit))}
      aria-busy={isSubmitting}
      className="flex flex-col gap-5"
    >
      <PasswordField
        {...field('currentPassword', t('mypageAccount.changePassword.current'))}
        autoComplete="current-password"
        {...register('currentPassword')}
      />
      <PasswordField
        {...field('password', t('mypageAccount.changePassword.new'))}
        placeholder={t('signup.info.passwordPlaceholder')}
        hint={<PasswordRules password={password} />}
        autoComplete="new-password"
        {...register('password', {
          // A confirmation already judged is judged again against the changed password.
          onChange: () => getFieldState('passwordConfirm').isTouched && void trigger('passwordConfirm')
        })}
      />
      <PasswordField
        {...field('passwordConfirm', t('mypageAccount.changePassword.confirm'))}
        placeholder={t('signup.info.passwordConfirmPlaceholder')}
        success={matches ? t('signup.info.passwordMatch') : null}
        autoComplete="new-password"
        {...register('passwordConfirm')}
      />
      <p className="text-xs leading-relaxed text-muted">{t('mypageAccount.changePassword.sessionsNote')}</p>
      <div aria-live="polite">
        {formError && (
          <FormNotice kind="error" testId="change-password-error">
            {text(formError)}
          </FormNotice>
        )}
      </div>
      <div className={`flex flex-col gap-3 ${later ? 'md:flex-row-reverse' : ''}`}>
        <button type="submit" className="btn-primary h-12 w-full md:flex-1" disabled={isSubmitting || busy}>
          {isSubmitting ? t('mypageAccount.saving') : t('mypageAccount.changePassword.submit')}
        </button>
        {later?.(isSubmitting)}
      </div>
    </form>
  );
}
