import type { LoginCredentials, Me } from '@mall/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import { useTranslation } from '../../../shared/i18n/i18n';
import { requestToken } from '../../../shared/api/api-client';
import { tokenStore } from '../../../shared/api/token-store';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { PasswordField } from '../../../shared/forms/password-field';
import { TextField } from '../../../shared/forms/text-field';
import { fetchMe } from '../../../shared/session/account-api';
import { readStored, removeStored, writeStored } from '../../../shared/storage/browser-storage';
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

const rules = lazyResolver(() => import('./login-validation').then((m) => m.loginCredentialsResolver));

/** Its two refusals are the spec's keys at the top of the accounts catalogue. */
type RuleKey = 'LOG_ValidId' | 'VA_EnterPassword';

/**
 * The id and password form (react-hook-form with the domain's LoginCredentialsSchema): a refused field
 * is focused and its message goes as soon as it is fixed; a refused login is shown in place.
 */
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
  const [savedId] = useState(() => readStored('local', STORAGE_KEYS.savedLoginId, isString));
  const [saveId, setSaveId] = useState(savedId !== null);
  const [autoLogin, setAutoLogin] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const { register, handleSubmit, setValue, setFocus, formState } = useForm<LoginCredentials>({
    resolver: rules.resolver,
    defaultValues: { username: initialId ?? savedId ?? '', password: '' }
  });
  const { errors, isSubmitting } = formState;
  const message = (name: keyof LoginCredentials) =>
    errors[name]?.message ? t(errors[name].message as RuleKey) : null;

  async function signIn({ username, password }: LoginCredentials) {
    setValue('username', username);
    setValue('password', password);
    try {
      const me = await signInWithPassword(username, password, autoLogin);
      if (saveId) writeStored('local', STORAGE_KEYS.savedLoginId, username);
      else removeStored('local', STORAGE_KEYS.savedLoginId);
      await onSignedIn(me, autoLogin);
    } catch (error) {
      const next = toLoginFailure(error);
      setFailure(next);
      if (next.kind === 'wrongPassword') {
        setValue('password', '');
        setFocus('password');
      }
    }
  }

  return (
    <form
      noValidate
      onSubmit={guardedSubmit(isSubmitting, () => setFailure(null), handleSubmit(signIn))}
      className="mt-7 flex flex-col gap-4"
      aria-busy={isSubmitting}
      onFocus={rules.prefetch}
    >
      <TextField
        id={`${formId}-id`}
        label={t('login.idLabel')}
        error={message('username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        placeholder={t('login.idPlaceholder')}
        {...register('username')}
      />
      <PasswordField
        id={`${formId}-password`}
        label={t('login.passwordLabel')}
        error={message('password')}
        toggleLabel={(shown) => (shown ? t('login.hidePassword') : t('login.showPassword'))}
        autoComplete="current-password"
        maxLength={64}
        placeholder={t('login.passwordPlaceholder')}
        {...register('password')}
      />
      <LoginOptions
        hintId={`${formId}-auto-hint`}
        saveId={saveId}
        onSaveId={setSaveId}
        autoLogin={autoLogin}
        onAutoLogin={setAutoLogin}
      />
      {failure && <FailureMessage failure={failure} />}
      <button type="submit" className="btn-primary mt-1 h-12 w-full" disabled={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}

/** "Save ID" and "auto-login" (with what auto-login means, shown while it is ticked). */
function LoginOptions({
  hintId,
  saveId,
  onSaveId,
  autoLogin,
  onAutoLogin
}: {
  hintId: string;
  saveId: boolean;
  onSaveId: (value: boolean) => void;
  autoLogin: boolean;
  onAutoLogin: (value: boolean) => void;
}) {
  const { t } = useTranslation('accounts');
  const checkboxClass = 'size-5 rounded border-line accent-plum';
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={saveId}
            onChange={(event) => onSaveId(event.target.checked)}
          />
          {t('login.saveId')}
        </label>
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={autoLogin}
            onChange={(event) => onAutoLogin(event.target.checked)}
            aria-describedby={hintId}
          />
          {t('login.autoLogin')}
        </label>
      </div>
      <p id={hintId} className="-mt-2 text-xs leading-relaxed text-muted" hidden={!autoLogin}>
        {t('login.autoLoginHint')}
      </p>
    </>
  );
}
