import type { Me, SocialProfile, SocialProvider } from '@mall/domain';
import { apiData, requestToken } from '../api/api-client';
import { tokenStore } from '../api/token-store';
import { fetchMe } from '../session/account-api';

/** Social calls (docs/decisions/010); every screen shows its own refusals. */
const own = { dispatchErrors: false } as const;

/** What the provider told us, to prefill sign-up (the token is not spent). */
export function fetchSocialProfile(socialToken: string): Promise<SocialProfile> {
  return apiData<SocialProfile>('/oauth/social/profile', { ...own, method: 'POST', body: { socialToken } });
}

async function meAfterToken(): Promise<Me> {
  try {
    return await fetchMe({ dispatchErrors: false });
  } catch (error) {
    tokenStore.set(null);
    throw error;
  }
}

/** grant_type=social: tokens for a linked provider account (after social sign-up), then /users/me. */
export async function signInWithSocialToken(socialToken: string, provider: SocialProvider): Promise<Me> {
  await requestToken(
    new URLSearchParams({
      grant_type: 'social',
      token_social: socialToken,
      service_type: provider,
      auto_login: 'N'
    })
  );
  return meAfterToken();
}

/** Link-confirmation: the existing member's password links the provider account and signs in. */
export async function confirmSocialLink(
  socialToken: string,
  password: string,
  autoLogin: boolean
): Promise<Me> {
  await requestToken(
    new URLSearchParams({ socialToken, password, auto_login: autoLogin ? 'Y' : 'N' }),
    '/oauth/social/link'
  );
  return meAfterToken();
}
