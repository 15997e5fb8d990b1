import type { Me, PasswordCheckForm, SocialProvider } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { isApiError } from '../../../shared/api/api-error';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import { PasswordField } from '../../../shared/forms/password-field';
import { confirmSocialLink, fetchSocialProfile } from '../../../shared/social/social-api';
import { SocialMark } from '../../../shared/social/social-buttons';

type Props = {
  provider: SocialProvider;
  socialToken: string;
  /** Signed in: the login screen finishes like after a password login. */
  onSignedIn: (me: Me, autoLogin: boolean) => Promise<void>;
  onCancel: () => void;
  /** Refusals are shown like the password form's (wrong password count, lock, ...). */
  renderFailure: (error: unknown) => ReactNode;
};

/**
 * `/login?socialLink=KAKAO#socialToken=…` (docs/decisions/010): the provider vouched for an address an
 * existing member has. The member confirms with that account's password once; the provider account is
 * linked and the member is signed in. Never linked by e-mail alone.
 */
const passwordRules = lazyResolver(() => import('./login-validation').then((m) => m.passwordCheckResolver));

export function SocialLinkPanel({ provider, socialToken, onSignedIn, onCancel, renderFailure }: Props) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const providerName = t(`social.providers.${provider}`);
  const profile = useQuery({
    queryKey: ['social', 'profile', socialToken],
    queryFn: () => fetchSocialProfile(socialToken),
    retry: false,
    staleTime: Infinity
  });

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
        <SocialLinkForm
          id={id}
          providerName={providerName}
          email={profile.data.email ?? ''}
          socialToken={socialToken}
          onSignedIn={onSignedIn}
          renderFailure={renderFailure}
        />
      )}
      <button type="button" onClick={onCancel} className="btn-secondary mt-3 h-12 w-full">
        {t('social.link.cancel')}
      </button>
    </section>
  );
}

/**
 * The account's password (react-hook-form with the domain's PasswordCheckFormSchema) and auto-login.
 * A wrong password (1101) empties the input and focuses it; every refusal is shown like the login's.
 */
function SocialLinkForm({
  id,
  providerName,
  email,
  socialToken,
  onSignedIn,
  renderFailure
}: Omit<Props, 'provider' | 'onCancel'> & { id: string; providerName: string; email: string }) {
  const { t } = useTranslation('accounts');
  const [autoLogin, setAutoLogin] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, setValue, setFocus, formState } = useForm<PasswordCheckForm>({
    resolver: passwordRules.resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { password: '' }
  });
  const { errors, isSubmitting } = formState;

  async function link({ password }: PasswordCheckForm) {
    try {
      await onSignedIn(await confirmSocialLink(socialToken, password, autoLogin), autoLogin);
    } catch (error) {
      setFailure(error);
      if (isApiError(error) && error.code === '1101') {
        setValue('password', '');
        setFocus('password');
      }
    }
  }

  return (
    <form
      noValidate
      onSubmit={guardedSubmit(isSubmitting, () => setFailure(null), handleSubmit(link))}
      className="mt-4 flex flex-col gap-4"
      aria-busy={isSubmitting}
    >
      <p className="text-sm leading-relaxed text-ink">
        {t('social.link.lead', { provider: providerName, email })}
      </p>
      <PasswordField
        id={`${id}-password`}
        label={t('login.passwordLabel')}
        error={errors.password?.message ? t(errors.password.message as 'VA_EnterPassword') : null}
        toggleLabel={(shown) => (shown ? t('login.hidePassword') : t('login.showPassword'))}
        autoComplete="current-password"
        maxLength={64}
        placeholder={t('login.passwordPlaceholder')}
        {...register('password')}
      />
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
      <button type="submit" className="btn-primary h-12 w-full" disabled={isSubmitting}>
        {isSubmitting ? t('social.link.submitting') : t('social.link.submit')}
      </button>
      <p className="text-center text-xs text-muted">{t('social.link.note', { provider: providerName })}</p>
    </form>
  );
}
