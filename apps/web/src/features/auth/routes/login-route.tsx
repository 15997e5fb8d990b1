import { isPasswordChangeDue, LOGIN_FAIL_LIMIT, type Me } from '@mall/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { requestToken } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { tokenStore } from '../../../shared/api/token-store';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { paths } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/lib/format';
import { fetchMe, meQueryKey, toSessionUser } from '../../../shared/session/account-api';
import { writeSessionHint } from '../../../shared/session/session-hint';
import { sessionStore } from '../../../shared/session/session-store';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { readStored, removeStored, writeStored } from '../../../shared/storage/browser-storage';
import type { LoginLoaderData } from './login-loader';
import { EyeIcon } from '../../../shared/ui/eye-icon';
import { dialogs } from '../../../shared/ui/dialog-store';
import { SocialLoginButtons } from '../../../shared/social/social-buttons';
import { asProvider, socialTokenFromHash } from '../../../shared/social/social-token';
import { SocialLinkPanel } from './social-link-panel';

/** What the form says after a refused login (SPEC §8 token call codes), shown in the form, never as a toast. */
export type LoginFailure =
  | { kind: 'wrongPassword'; count: number | null; limit: number }
  | { kind: 'locked'; limit: number; until: string | null }
  | { kind: 'throttled' }
  | { kind: 'noMember' }
  | { kind: 'withdrawn'; date: string | null }
  | { kind: 'other'; code: string };

export function toLoginFailure(error: unknown): LoginFailure {
  if (!isApiError(error)) return { kind: 'other', code: 'UNKNOWN' };
  const data = error.data ?? {};
  const limit = typeof data.limit === 'number' ? data.limit : LOGIN_FAIL_LIMIT;
  switch (error.code) {
    case '1101':
      return {
        kind: 'wrongPassword',
        count: typeof data.failCount === 'number' ? data.failCount : null,
        limit
      };
    case '1102':
      return { kind: 'locked', limit, until: typeof data.lockedUntil === 'string' ? data.lockedUntil : null };
    // The token call answers an unknown id as a wrong password (docs/decisions/041); a 9001 (a withdrawn
    // member's right password after the rejoin date) reads the same, so the screen never tells who exists.
    case '9001':
      return { kind: 'wrongPassword', count: null, limit };
    case 'RATE_LIMITED':
      return { kind: 'throttled' };
    case '1100':
      return { kind: 'noMember' };
    case '9002':
      return {
        kind: 'withdrawn',
        date: typeof data.rejoinDate === 'string' ? formatDate(data.rejoinDate) || null : null
      };
    default:
      return { kind: 'other', code: error.code };
  }
}

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

/** When a wrong-password lock ends, in the reader's clock (hours and minutes; the lock is short). */
export function formatLockEnd(until: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(until);
}

function FailureMessage({ failure }: { failure: LoginFailure }) {
  const { t } = useTranslation('accounts');
  const { t: tc, i18n } = useTranslation();
  const action = (to: string, label: string) => (
    <Link
      to={to}
      className="mt-2 inline-flex font-semibold text-plum underline underline-offset-4 hover:text-plum-dark"
    >
      {label}
    </Link>
  );
  let text: string;
  let extra: ReactNode = null;
  switch (failure.kind) {
    case 'wrongPassword':
      text =
        failure.count === null
          ? t('loginError.wrongPasswordPlain')
          : t('loginError.wrongPassword', { count: failure.count, limit: failure.limit });
      extra = (
        <span className="mt-1 block text-muted">
          {t('loginError.wrongPasswordHint', { limit: failure.limit })}
        </span>
      );
      break;
    case 'locked': {
      const until = failure.until ? new Date(failure.until) : null;
      text =
        until && !Number.isNaN(until.getTime())
          ? t('loginError.lockedUntil', { limit: failure.limit, time: formatLockEnd(until, i18n.language) })
          : t('loginError.locked', { limit: failure.limit });
      extra = (
        <>
          <span className="mt-1 block text-muted">{t('loginError.lockedMail')}</span>
          {action(paths.resetPassword(), t('loginError.lockedAction'))}
        </>
      );
      break;
    }
    case 'throttled':
      text = t('loginError.throttled');
      extra = action(paths.resetPassword(), t('loginError.lockedAction'));
      break;
    case 'noMember':
      text = t('loginError.noMember');
      extra = action(paths.signupSelectType(), t('loginError.noMemberAction'));
      break;
    case 'withdrawn':
      text = failure.date
        ? t('loginError.withdrawn', { date: failure.date })
        : t('loginError.withdrawnPlain');
      break;
    case 'other': {
      const key = `error.${failure.code}`;
      text = tc((i18n.exists(key) ? key : 'error.UNKNOWN') as 'error.UNKNOWN');
    }
  }
  return (
    <div
      role="alert"
      data-testid="login-error"
      className="rounded-xl border border-coral/40 bg-coral-soft px-4 py-3 text-sm leading-relaxed text-ink"
    >
      <p className="font-semibold text-coral-strong">{text}</p>
      {extra}
    </div>
  );
}

/** `/ssoLogin` with a refused code: why, in words, then the normal form (docs/decisions/015). */
function SsoFailure({ code }: { code: string }) {
  const { t } = useTranslation('accounts');
  const reason = (['HANDOFF_CODE_EXPIRED', 'HANDOFF_CODE_USED'] as const).find((known) => known === code);
  return (
    <div
      role="alert"
      data-testid="sso-error"
      className="mt-5 rounded-xl border border-coral/40 bg-coral-soft px-4 py-3 text-sm leading-relaxed text-ink"
    >
      <p className="font-semibold text-coral-strong">{t('office.sso.failed')}</p>
      <p className="mt-1 text-muted">{reason ? t(`office.sso.${reason}`) : t('office.sso.invalid')}</p>
    </div>
  );
}

type FieldErrors = { id?: string; password?: string };

/** `?socialError=` (docs/decisions/010/013): the provider's failure text (LOG_KakaoFailed…) or a member refusal. */
function useSocialErrorDialog() {
  const { t, i18n } = useTranslation('accounts');
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get('socialError');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!code || shown.current === code) return;
    shown.current = code;
    const next = new URLSearchParams(searchParams);
    next.delete('socialError');
    setSearchParams(next, { replace: true });
    const key = /^[A-Za-z0-9_]{1,40}$/.test(code)
      ? [`social.failure.${code}`, `error.${code}`].find((k) => i18n.exists(k, { ns: 'accounts' }))
      : undefined;
    const message = key
      ? t(key as 'social.failure.LOG_KakaoFailed')
      : i18n.exists(`error.${code}`)
        ? i18n.t(`error.${code}` as 'error.UNKNOWN')
        : t('social.failure.LOG_KakaoFailed');
    void dialogs.alert(message, { title: t('social.failureTitle') });
  }, [code, searchParams, setSearchParams, t, i18n]);
}

/** /login/:userNumber?, /boAccess/login, /ssoLogin — one screen. */
export function LoginRoute() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { userNumber } = useParams();
  const { redirectTo, ssoError } = useLoaderData<LoginLoaderData | undefined>() ?? {
    redirectTo: paths.home(),
    ssoError: null
  };
  const { pathname } = useLocation();
  /** /boAccess/login: the back office sent the member here; planners go on to it after logging in. */
  const forOffice = pathname === paths.boAccessLogin();
  const formId = useId();
  const idRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const [savedId] = useState(() => readStored('local', STORAGE_KEYS.savedLoginId, isString));
  const [loginId, setLoginId] = useState(() => userNumber ?? savedId ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [saveId, setSaveId] = useState(savedId !== null);
  const [autoLogin, setAutoLogin] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [pending, setPending] = useState(false);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  useSocialErrorDialog();
  // `?socialLink=KAKAO#socialToken=…`: taken into memory once, then stripped from the address bar.
  const [socialLink, setSocialLink] = useState(() => {
    const provider = asProvider(searchParams.get('socialLink'));
    const socialToken = socialTokenFromHash(location.hash);
    return provider && socialToken ? { provider, socialToken } : null;
  });
  useEffect(() => {
    if (socialTokenFromHash(location.hash))
      void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  async function finishSignIn(me: Me, persistent: boolean) {
    writeSessionHint(persistent);
    queryClient.setQueryData(meQueryKey(me.userSeqNo), me);
    sessionStore.signIn(toSessionUser(me));
    if (forOffice && me.userType === 'SOLE_PROPRIETORSHIP') {
      const { openOffice } = await import('../../../shared/office/office-handoff');
      await openOffice('handoff');
      return;
    }
    // A member whose password change is due is asked first; the original destination comes after.
    const due = isPasswordChangeDue(me.requiredPasswordChangeDate, formatDate(new Date().toISOString()));
    const next = due ? paths.changePassword(redirectTo === paths.home() ? undefined : redirectTo) : redirectTo;
    await navigate(next, { replace: true });
  }

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
      await finishSignIn(me, autoLogin);
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
    <div className="container-page flex justify-center py-8 md:py-14">
      <DocumentTitle page={t('login.title')} />
      <section
        aria-labelledby={`${formId}-title`}
        className="w-full max-w-[440px] rounded-3xl bg-white px-5 py-8 shadow-sm ring-1 ring-line/70 md:px-10 md:py-10"
      >
        <h1 id={`${formId}-title`} className="text-center text-2xl font-bold tracking-tight md:text-3xl">
          {t('login.title')}
        </h1>
        <p className="mt-2 text-center text-sm leading-relaxed text-muted">
          {forOffice ? t('office.boAccessLead') : t('login.lead')}
        </p>
        {ssoError && <SsoFailure code={ssoError} />}

        {socialLink ? (
          <SocialLinkPanel
            provider={socialLink.provider}
            socialToken={socialLink.socialToken}
            onSignedIn={finishSignIn}
            onCancel={() => {
              setSocialLink(null);
              const next = new URLSearchParams(searchParams);
              next.delete('socialLink');
              const search = next.toString();
              void navigate(
                { pathname: location.pathname, search: search ? `?${search}` : '' },
                { replace: true }
              );
            }}
            renderFailure={(error) => <FailureMessage failure={toLoginFailure(error)} />}
          />
        ) : (
          <>
            <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-7 flex flex-col gap-4" aria-busy={pending}>
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
              <p
                id={`${formId}-auto-hint`}
                className="-mt-2 text-xs leading-relaxed text-muted"
                hidden={!autoLogin}
              >
                {t('login.autoLoginHint')}
              </p>

              {failure && <FailureMessage failure={failure} />}

              <button type="submit" className="btn-primary mt-1 h-12 w-full" disabled={pending}>
                {pending ? t('login.submitting') : t('login.submit')}
              </button>
            </form>

            <nav aria-label={t('login.help')} className="mt-5">
              <ul className="flex items-center justify-center text-sm text-muted">
                <li>
                  <Link
                    to={paths.findAccount()}
                    className="inline-flex min-h-11 items-center px-3 hover:text-plum"
                  >
                    {t('login.findAccount')}
                  </Link>
                </li>
                <li aria-hidden="true" className="h-3 w-px bg-line" />
                <li>
                  <Link
                    to={paths.resetPassword()}
                    className="inline-flex min-h-11 items-center px-3 hover:text-plum"
                  >
                    {t('login.resetPassword')}
                  </Link>
                </li>
              </ul>
            </nav>

            <section aria-labelledby={`${formId}-social`} className="mt-5">
              <h2
                id={`${formId}-social`}
                className="mb-3 flex items-center gap-3 text-xs font-semibold text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line"
              >
                {t('social.loginDivider')}
              </h2>
              <SocialLoginButtons redirectTo={redirectTo} />
            </section>
          </>
        )}

        <div className="mt-6 border-t border-line pt-6 text-center text-sm">
          <span className="text-muted">{t('login.noAccount')}</span>{' '}
          <Link
            to={paths.signupSelectType()}
            className="font-semibold text-plum underline-offset-4 hover:underline"
          >
            {t('login.signup')}
          </Link>
        </div>
        <div className="mt-3 text-center text-sm">
          <span className="text-muted">{t('login.guestOrderLead')}</span>{' '}
          <Link
            to={paths.guestOrderLookup()}
            data-testid="login-guest-order"
            className="font-semibold text-plum underline-offset-4 hover:underline"
          >
            {t('login.guestOrder')}
          </Link>
        </div>
      </section>
    </div>
  );
}
