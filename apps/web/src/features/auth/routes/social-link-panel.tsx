import type { Me, SocialProvider } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { confirmSocialLink, fetchSocialProfile } from '../../../shared/social/social-api';
import { SocialMark } from '../../../shared/social/social-buttons';
import { EyeIcon } from '../../../shared/ui/eye-icon';

type Props = {
  provider: SocialProvider;
  socialToken: string;
  /** Signed in: the login screen finishes like after a password login. */
  onSignedIn: (me: Me, autoLogin: boolean) => Promise<void>;
  onCancel: () => void;
  /** Refusals are shown like the password form's (wrong password count, lock, ...). */
  renderFailure: (error: unknown) => React.ReactNode;
};

/**
 * `/login?socialLink=KAKAO#socialToken=…` (docs/decisions/010): the provider vouched for an address an
 * existing member has. The member confirms with that account's password once; the provider account is
 * linked and the member is signed in. Never linked by e-mail alone.
 */
export function SocialLinkPanel({ provider, socialToken, onSignedIn, onCancel, renderFailure }: Props) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [autoLogin, setAutoLogin] = useState(false);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const providerName = t(`social.providers.${provider}`);
  const profile = useQuery({
    queryKey: ['social', 'profile', socialToken],
    queryFn: () => fetchSocialProfile(socialToken),
    retry: false,
    staleTime: Infinity
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const secret = password.trim();
    setMissing(!secret);
    setFailure(null);
    if (!secret) {
      passwordRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      await onSignedIn(await confirmSocialLink(socialToken, secret, autoLogin), autoLogin);
    } catch (error) {
      setFailure(error);
      if (isApiError(error) && error.code === '1101') {
        setPassword('');
        passwordRef.current?.focus();
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} data-testid="social-link" className="mt-7">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-plum-soft text-plum">
          <SocialMark provider={provider} />
        </span>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('social.link.title', { provider: providerName })}
        </h2>
      </div>
      {profile.isPending && <p className="mt-4 text-sm text-muted">{t('social.link.loading')}</p>}
      {profile.isError && <div className="mt-4">{renderFailure(profile.error)}</div>}
      {profile.data && (
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="mt-4 flex flex-col gap-4"
          aria-busy={pending}
        >
          <p className="text-sm leading-relaxed text-ink">
            {t('social.link.lead', { provider: providerName, email: profile.data.email ?? '' })}
          </p>
          <div>
            <label htmlFor={`${id}-password`} className="mb-1.5 block text-sm font-semibold">
              {t('login.passwordLabel')}
            </label>
            <div className="relative">
              <input
                ref={passwordRef}
                id={`${id}-password`}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                maxLength={64}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                placeholder={t('login.passwordPlaceholder')}
                aria-invalid={missing ? true : undefined}
                aria-describedby={missing ? `${id}-password-error` : undefined}
                className={`h-12 w-full rounded-xl border bg-white px-4 pr-12 text-[15px] focus:border-plum ${missing ? 'border-coral-strong' : 'border-line'}`}
              />
              <button
                type="button"
                onClick={() => setShowPassword((value) => !value)}
                aria-pressed={showPassword}
                aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                className="absolute right-1 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-plum-soft hover:text-plum"
              >
                <EyeIcon open={showPassword} />
              </button>
            </div>
            {missing && (
              <p id={`${id}-password-error`} className="mt-1.5 text-sm text-coral-strong">
                {t('VA_EnterPassword')}
              </p>
            )}
          </div>
          <label className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-5 rounded border-line accent-plum"
              checked={autoLogin}
              onChange={(event) => setAutoLogin(event.target.checked)}
            />
            {t('login.autoLogin')}
          </label>
          {failure !== null && renderFailure(failure)}
          <button type="submit" className="btn-primary h-12 w-full" disabled={pending}>
            {pending ? t('social.link.submitting') : t('social.link.submit')}
          </button>
          <p className="text-center text-xs text-muted">
            {t('social.link.note', { provider: providerName })}
          </p>
        </form>
      )}
      <button type="button" onClick={onCancel} className="btn-secondary mt-3 h-12 w-full">
        {t('social.link.cancel')}
      </button>
    </section>
  );
}
