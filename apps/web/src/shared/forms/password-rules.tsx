import { PASSWORD_CHARACTERS, PASSWORD_MAX, PASSWORD_MIN } from '@mall/domain';
import { useTranslation } from '../i18n/i18n';

/**
 * The live checklist under a new password (SPEC §5; the same rules PasswordSchema applies), shared by
 * sign-up and password reset. Its texts are the accounts namespace's `signup.info.rule*`.
 */
export function passwordRuleState(password: string) {
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    mix: /[A-Za-z\u3131-\u318e\uac00-\ud7a3]/.test(password) && /[0-9]/.test(password),
    chars: password.length > 0 && PASSWORD_CHARACTERS.test(password)
  };
}

export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation('accounts');
  const state = passwordRuleState(password);
  const rules = [
    ['length', t('signup.info.ruleLength')],
    ['mix', t('signup.info.ruleMix')],
    ['chars', t('signup.info.ruleChars')]
  ] as const;
  return (
    <ul aria-label={t('signup.info.passwordRules')} className="flex flex-wrap gap-x-4 gap-y-1">
      {rules.map(([key, label]) => (
        <li
          key={key}
          data-met={state[key]}
          className={`inline-flex items-center gap-1 ${state[key] ? 'text-plum' : 'text-muted'}`}
        >
          <span aria-hidden="true">{state[key] ? '✓' : '·'}</span>
          {label}
          <span className="sr-only">
            ({state[key] ? t('signup.info.ruleMet') : t('signup.info.ruleUnmet')})
          </span>
        </li>
      ))}
    </ul>
  );
}
