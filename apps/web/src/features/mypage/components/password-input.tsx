import { useTranslation } from '../../../shared/i18n/i18n';
import { PasswordField } from '../../../shared/forms/password-field';
import type { TextFieldProps } from '../../../shared/forms/text-field';

/** The account screens' password toggle reads "<label>: show password" / "<label>: hide password". */
export function usePasswordToggleLabel() {
  const { t } = useTranslation('accounts');
  return (label: string) => (shown: boolean) =>
    `${label}: ${shown ? t('signup.info.hidePassword') : t('signup.info.showPassword')}`;
}

/**
 * The account screens' password input (the re-check, withdrawal, an email change): a PasswordField with
 * their toggle label and length; react-hook-form's `register(...)` spreads onto it.
 */
export function PasswordInput({
  label,
  autoComplete,
  ...field
}: Omit<TextFieldProps, 'trailing' | 'type' | 'label' | 'autoComplete'> & {
  label: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const toggleLabel = usePasswordToggleLabel();
  return (
    <PasswordField
      maxLength={64}
      {...field}
      label={label}
      autoComplete={autoComplete}
      toggleLabel={toggleLabel(label)}
    />
  );
}
