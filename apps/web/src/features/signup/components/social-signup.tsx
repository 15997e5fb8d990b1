import type { SocialProfile } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useLocation, useNavigate } from 'react-router';
import { fetchSocialProfile } from '../../../shared/social/social-api';
import { SocialMark } from '../../../shared/social/social-buttons';
import {
  asProvider,
  socialSignup,
  socialTokenFromHash,
  type SocialHandOver
} from '../../../shared/social/social-token';

export const socialProfileKey = (socialToken: string) => ['social', 'profile', socialToken] as const;

/** The provider profile behind a hand-over (prefill); not retried: a refusal means the token is gone. */
export function useSocialProfile(handOver: SocialHandOver | null) {
  return useQuery({
    queryKey: socialProfileKey(handOver?.socialToken ?? ''),
    queryFn: () => fetchSocialProfile(handOver!.socialToken),
    enabled: handOver !== null,
    retry: false,
    staleTime: Infinity
  });
}

/**
 * The social sign-up in progress. On the page the API's callback lands on (`?social=KAKAO#socialToken=…`)
 * the token is taken into memory and stripped from the address bar; other steps read the memory.
 */
export function useSocialSignup(): SocialHandOver | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [handOver] = useState<SocialHandOver | null>(() => {
    const provider = asProvider(new URLSearchParams(location.search).get('social'));
    const socialToken = socialTokenFromHash(location.hash);
    if (provider && socialToken) socialSignup.set({ provider, socialToken });
    return socialSignup.get();
  });
  useEffect(() => {
    if (socialTokenFromHash(location.hash))
      void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);
  return handOver;
}

/** "Signing up with Naver": what was brought over from the provider. */
export function SocialSignupBanner({
  handOver,
  profile
}: {
  handOver: SocialHandOver;
  profile?: SocialProfile;
}) {
  const { t } = useTranslation('accounts');
  const provider = t(`social.providers.${handOver.provider}`);
  return (
    <div
      data-testid="social-signup-banner"
      className="mb-6 flex gap-3 rounded-2xl bg-plum-soft/60 px-4 py-3.5 text-sm"
    >
      <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-white text-plum">
        <SocialMark provider={handOver.provider} className="size-4" />
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-plum">{t('social.banner.title', { provider })}</p>
        <p className="mt-1 leading-relaxed text-muted">{t('social.banner.lead')}</p>
        {profile && (profile.name || profile.email) && (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            {profile.name && (
              <>
                <dt className="text-muted">{t('social.banner.name')}</dt>
                <dd className="font-semibold break-all">{profile.name}</dd>
              </>
            )}
            {profile.email && (
              <>
                <dt className="text-muted">{t('social.banner.email')}</dt>
                <dd className="font-semibold break-all">{profile.email}</dd>
              </>
            )}
          </dl>
        )}
      </div>
    </div>
  );
}
