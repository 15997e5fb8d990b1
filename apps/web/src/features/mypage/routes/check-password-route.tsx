import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { apiMessage, ruleMessage, useFormMessages, type Message } from '../../../shared/forms/form-messages';
import { safeRedirect } from '../../../shared/lib/safe-redirect';
import { markPasswordChecked } from '../../../shared/session/password-check';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { verifyPassword } from '../api/account-mutations';
import { AccountFrame } from '../components/account-frame';
import { PasswordInput } from '../components/password-input';

const INPUT_ID = 'check-password';

/** Where a passed check goes: the guarded page that sent the member here (in-app paths only), else my info. */
export function afterCheckTarget(redirect: string | null): string {
  const target = safeRedirect(redirect);
  return target === paths.home() ? paths.userInfo() : target;
}

/**
 * /mypage/checkPassword (guard: login): SPEC §6 re-check before the member's own data pages. A pass is
 * remembered for this member in this tab (the 'passwordChecked' guard reads it) until logout.
 */
export function CheckPasswordRoute() {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !isLoggedIn(session)) return;
    const secret = password.trim();
    if (!secret) {
      setError(ruleMessage('VA_EnterPassword'));
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      await verifyPassword(secret);
      markPasswordChecked(session.user.userSeqNo);
      await navigate(afterCheckTarget(searchParams.get('redirect')), { replace: true });
    } catch (failure) {
      const field = isApiError(failure) ? failure.fields.find((f) => f.field === 'password') : undefined;
      setError(field ? ruleMessage(field.code) : apiMessage(failure));
      setPassword('');
      inputRef.current?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <AccountFrame title={t('mypageAccount.checkPassword.title')} lead={t('mypageAccount.checkPassword.lead')}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={pending}
        className="flex flex-col gap-5"
      >
        {isLoggedIn(session) && (
          <p className="rounded-2xl bg-cream px-4 py-3 text-sm">
            <span className="text-muted">{t('mypageAccount.checkPassword.member')}</span>{' '}
            <span className="font-semibold">{session.user.fullName}</span>{' '}
            <span className="text-muted">({session.user.userNumber})</span>
          </p>
        )}
        <PasswordInput
          id={INPUT_ID}
          name="password"
          label={t('mypageAccount.checkPassword.password')}
          placeholder={t('login.passwordPlaceholder')}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(null);
          }}
          error={text(error)}
          autoComplete="current-password"
          inputRef={inputRef}
        />
        <button type="submit" className="btn-primary h-12 w-full" disabled={pending}>
          {pending ? t('mypageAccount.checking') : t('mypageAccount.checkPassword.submit')}
        </button>
      </form>
    </AccountFrame>
  );
}
