import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sideButtonClass } from '../../../shared/forms/field';
import { useFormMessages } from '../../../shared/forms/form-messages';
import { PasswordRules } from '../../../shared/forms/password-rules';
import { EyeIcon } from '../../../shared/ui/eye-icon';
import type { SignupInformation } from '../hooks/use-signup-information';
import { IDS } from '../lib/signup-info-fields';
import { SignupTextField } from './signup-text-field';

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-5">
      <h2 className="border-b border-line pb-2 text-base font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** The account part: login id with its duplicate check, password (shown or hidden) and confirmation. */
export function SignupAccountFields({ form }: { form: SignupInformation }) {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const [showPassword, setShowPassword] = useState(false);
  const { values, errors, loginIdCheck } = form;
  const common = { onChange: form.change, onBlur: form.blur, maxLength: 64 };
  const confirmMatches =
    values.passwordConfirm.length > 0 &&
    values.passwordConfirm === values.password &&
    !errors.passwordConfirm;

  return (
    <InfoSection title={t('signup.info.account')}>
      <SignupTextField
        {...common}
        field="loginId"
        label={t('signup.info.loginId')}
        value={values.loginId}
        error={text(errors.loginId)}
        autoComplete="username"
        placeholder={t('signup.info.loginIdPlaceholder')}
        success={loginIdCheck.isFree(values.loginId.trim()) ? t('signup.info.loginIdAvailable') : null}
        trailing={
          <button
            type="button"
            className={sideButtonClass}
            onClick={() => void form.checkLoginId()}
            disabled={loginIdCheck.checkingId}
          >
            {loginIdCheck.checkingId ? t('signup.info.checking') : t('signup.info.checkLoginId')}
          </button>
        }
      />
      <SignupTextField
        {...common}
        field="password"
        label={t('signup.info.password')}
        value={values.password}
        error={text(errors.password)}
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        placeholder={t('signup.info.passwordPlaceholder')}
        hint={<PasswordRules password={values.password} />}
        trailing={
          <button
            type="button"
            onClick={() => setShowPassword((value) => !value)}
            aria-pressed={showPassword}
            aria-label={showPassword ? t('signup.info.hidePassword') : t('signup.info.showPassword')}
            aria-controls={`${IDS.password} ${IDS.passwordConfirm}`}
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl border border-line text-muted hover:bg-plum-soft hover:text-plum"
          >
            <EyeIcon open={showPassword} />
          </button>
        }
      />
      <SignupTextField
        {...common}
        field="passwordConfirm"
        label={t('signup.info.passwordConfirm')}
        value={values.passwordConfirm}
        error={text(errors.passwordConfirm)}
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        placeholder={t('signup.info.passwordConfirmPlaceholder')}
        success={confirmMatches ? t('signup.info.passwordMatch') : null}
      />
    </InfoSection>
  );
}
