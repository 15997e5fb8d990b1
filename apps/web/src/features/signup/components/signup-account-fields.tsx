import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { sideButtonClass } from '../../../shared/forms/field';
import { useFormMessages } from '../../../shared/forms/form-messages';
import { PasswordRules } from '../../../shared/forms/password-rules';
import { EyeIcon } from '../../../shared/ui/eye-icon';
import type { SignupInformation } from '../hooks/use-signup-information';
import { IDS } from '../lib/signup-info-fields';
import { TextField } from '../../../shared/forms/text-field';

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
  const { errors, loginIdCheck, field } = form;
  const [loginId, password, passwordConfirm] = form.form.watch(['loginId', 'password', 'passwordConfirm']);
  const common = { autoCapitalize: 'none', spellCheck: false, maxLength: 64 } as const;
  const confirmMatches =
    passwordConfirm.length > 0 && passwordConfirm === password && !errors.passwordConfirm;

  return (
    <InfoSection title={t('signup.info.account')}>
      <TextField
        {...common}
        id={IDS.loginId}
        label={t('signup.info.loginId')}
        error={text(errors.loginId)}
        autoComplete="username"
        placeholder={t('signup.info.loginIdPlaceholder')}
        success={loginIdCheck.isFree(loginId.trim()) ? t('signup.info.loginIdAvailable') : null}
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
        {...field('loginId')}
      />
      <TextField
        {...common}
        id={IDS.password}
        label={t('signup.info.password')}
        error={text(errors.password)}
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        placeholder={t('signup.info.passwordPlaceholder')}
        hint={<PasswordRules password={password} />}
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
        {...field('password')}
      />
      <TextField
        {...common}
        id={IDS.passwordConfirm}
        label={t('signup.info.passwordConfirm')}
        error={text(errors.passwordConfirm)}
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        placeholder={t('signup.info.passwordConfirmPlaceholder')}
        success={confirmMatches ? t('signup.info.passwordMatch') : null}
        {...field('passwordConfirm')}
      />
    </InfoSection>
  );
}
