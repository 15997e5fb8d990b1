import type { Me } from '@mall/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestToken } from '../../../shared/api/api-client';
import { tokenStore } from '../../../shared/api/token-store';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { fetchMe } from '../../../shared/session/account-api';
import { readStored, removeStored, writeStored } from '../../../shared/storage/browser-storage';
import { EyeIcon } from '../../../shared/ui/eye-icon';
import { FailureMessage, toLoginFailure, type LoginFailure } from './login-failure';

/** Password grant, then /users/me with the new token. The refresh token stays in the httpOnly cookie. */
async function signInWithPassword(username: string, password: string, autoLogin: boolean): Promise<Me> {
  await requestToken(
    new URLSearchParams({ grant_type: 'password', username, password, auto_login: autoLogin ? 'Y' : 'N' })
  );
  try {
    return await fetchMe({ dispatchErrors: false });
  } catch (error) {
    tokenStore.set(null);
    throw error;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

type FieldErrors = { id?: string; password?: string };

/** The id and password form: checks the two fields, signs in, remembers the id, shows a refusal in place. */
export function LoginForm({
  initialId,
  onSignedIn
}: {
  /** `/login/:userNumber`: the member number the address carries, before any saved id. */
  initialId: string | undefined;
  onSignedIn: (me: Me, persistent: boolean) => Promise<void>;
}) {
  const { t } = useTranslation('accounts');
  const formId = useId();
  const idRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const [savedId] = useState(() => readStored('local', STORAGE_KEYS.savedLoginId, isString));
  const [loginId, setLoginId] = useState(() => initialId ?? savedId ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [saveId, setSaveId] = useState(savedId !== null);
  const [autoLogin, setAutoLogin] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const username = loginId.trim();
    const secret = password.trim();
    setLoginId(username);
    setPassword(secret);
    const errors: FieldErrors = {
      ...(username ? {} : { id: t('LOG_ValidId') }),
      ...(secret ? {} : { password: t('VA_EnterPassword') })
    };
    setFieldErrors(errors);
    setFailure(null);
    if (errors.id || errors.password) {
      (errors.id ? idRef : passwordRef).current?.focus();
      return;
    }
    setPending(true);
    try {
      const me = await signInWithPassword(username, secret, autoLogin);
      if (saveId) writeStored('local', STORAGE_KEYS.savedLoginId, username);
      else removeStored('local', STORAGE_KEYS.savedLoginId);
      await onSignedIn(me, autoLogin);
    } catch (error) {
      const next = toLoginFailure(error);
      setFailure(next);
      if (next.kind === 'wrongPassword') {
        setPassword('');
        passwordRef.current?.focus();
      }
    } finally {
      setPending(false);
    }
  }

  const fieldClass = (invalid: boolean) =>
    `h-12 w-full rounded-xl border bg-white px-4 text-[15px] placeholder:text-muted/70 focus:border-plum ${invalid ? 'border-coral-strong' : 'border-line'}`;
  const checkboxClass = 'size-5 rounded border-line accent-plum';

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="mt-7 flex flex-col gap-4"
      aria-busy={pending}
    >
      <div>
        <label htmlFor={`${formId}-id`} className="mb-1.5 block text-sm font-semibold">
          {t('login.idLabel')}
        </label>
        <input
          ref={idRef}
          id={`${formId}-id`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          value={loginId}
          onChange={(event) => setLoginId(event.target.value)}
          placeholder={t('login.idPlaceholder')}
          aria-invalid={fieldErrors.id ? true : undefined}
          aria-describedby={fieldErrors.id ? `${formId}-id-error` : undefined}
          className={fieldClass(Boolean(fieldErrors.id))}
        />
        {fieldErrors.id && (
          <p id={`${formId}-id-error`} className="mt-1.5 text-sm text-coral-strong">
            {fieldErrors.id}
          </p>
        )}
      </div>

      <div>
        <label htmlFor={`${formId}-password`} className="mb-1.5 block text-sm font-semibold">
          {t('login.passwordLabel')}
        </label>
        <div className="relative">
          <input
            ref={passwordRef}
            id={`${formId}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            maxLength={64}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            placeholder={t('login.passwordPlaceholder')}
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? `${formId}-password-error` : undefined}
            className={`${fieldClass(Boolean(fieldErrors.password))} pr-12`}
          />
          <button
            type="button"
            onClick={() => setShowPassword((value) => !value)}
            aria-pressed={showPassword}
            aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
            aria-controls={`${formId}-password`}
            className="absolute right-1 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-plum-soft hover:text-plum"
          >
            <EyeIcon open={showPassword} />
          </button>
        </div>
        {fieldErrors.password && (
          <p id={`${formId}-password-error`} className="mt-1.5 text-sm text-coral-strong">
            {fieldErrors.password}
          </p>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={saveId}
            onChange={(event) => setSaveId(event.target.checked)}
          />
          {t('login.saveId')}
        </label>
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={autoLogin}
            onChange={(event) => setAutoLogin(event.target.checked)}
            aria-describedby={`${formId}-auto-hint`}
          />
          {t('login.autoLogin')}
        </label>
      </div>
      <p id={`${formId}-auto-hint`} className="-mt-2 text-xs leading-relaxed text-muted" hidden={!autoLogin}>
        {t('login.autoLoginHint')}
      </p>

      {failure && <FailureMessage failure={failure} />}

      <button type="submit" className="btn-primary mt-1 h-12 w-full" disabled={pending}>
        {pending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
