import { isPasswordChangeDue, type Me } from '@mall/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link, useLoaderData, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/lib/format';
import { meQueryKey, toSessionUser } from '../../../shared/session/account-api';
import { writeSessionHint } from '../../../shared/session/session-hint';
import { sessionStore } from '../../../shared/session/session-store';
import { DocumentTitle } from '../../../shared/ui/document-title';
import type { LoginLoaderData } from './login-loader';
import { dialogs } from '../../../shared/ui/dialog-store';
import { SocialLoginButtons } from '../../../shared/social/social-buttons';
import { asProvider, socialTokenFromHash } from '../../../shared/social/social-token';
import { FailureMessage, toLoginFailure } from './login-failure';
import { LoginForm } from './login-form';
import { SocialLinkPanel } from './social-link-panel';

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
    const next = due
      ? paths.changePassword(redirectTo === paths.home() ? undefined : redirectTo)
      : redirectTo;
    await navigate(next, { replace: true });
  }

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
            <LoginForm initialId={userNumber} onSignedIn={finishSignIn} />

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
