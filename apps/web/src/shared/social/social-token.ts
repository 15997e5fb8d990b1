import type { SocialProvider } from '@mall/domain';

/**
 * The social hand-over on the storefront side (docs/decisions/010, 013). The API's callback puts an
 * opaque socialToken in the URL fragment; the screens take it from there into memory only (never web
 * storage: it can link an account and sign in once) and strip it from the address bar. A reload of a
 * later wizard step forgets it: the sign-up then goes on as a plain one.
 */
export const SOCIAL_PROVIDER_IDS: readonly SocialProvider[] = ['KAKAO', 'NAVER', 'APPLE'];

export type SocialHandOver = { provider: SocialProvider; socialToken: string };

const TOKEN_IN_HASH = /^#socialToken=([A-Za-z0-9_-]{43})$/;

export function asProvider(value: string | null | undefined): SocialProvider | null {
  const upper = value?.toUpperCase();
  return SOCIAL_PROVIDER_IDS.find((id) => id === upper) ?? null;
}

/** The socialToken in a location hash (`#socialToken=…`), or null. */
export function socialTokenFromHash(hash: string): string | null {
  return TOKEN_IN_HASH.exec(hash)?.[1] ?? null;
}

let current: SocialHandOver | null = null;

/** The social sign-up in progress in this tab (memory only). */
export const socialSignup = {
  get: (): SocialHandOver | null => current,
  set: (value: SocialHandOver | null) => {
    current = value;
  }
};
