import type { HttpClient, ProviderProfile, SocialLoginProvider } from './social-provider.ts';
import { SocialProviderError } from './social-provider.ts';

export type KakaoConfig = {
  /** https://kauth.kakao.com, or the sandbox's `/__sandbox/kakao`. */
  authBase: string;
  /** https://kapi.kakao.com, or the sandbox's `/__sandbox/kakao`. */
  apiBase: string;
  /** The app's REST API key. */
  clientId: string;
  /** Optional in Kakao's console; when enabled it must be sent on the token call. Never leaves the server. */
  clientSecret: string | null;
  /** Send an S256 code challenge / verifier (RFC 7636). */
  pkce: boolean;
};

type KakaoUser = {
  id?: unknown;
  properties?: { nickname?: unknown };
  kakao_account?: {
    name?: unknown;
    email?: unknown;
    has_email?: unknown;
    email_needs_agreement?: unknown;
    is_email_valid?: unknown;
    is_email_verified?: unknown;
    profile?: { nickname?: unknown };
  };
};

const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Kakao Login over REST (INTEGRATIONS §2.1): authorize redirect, `POST /oauth/token` (form), and
 * `GET /v2/user/me` with the Bearer token. The same code runs against the sandbox.
 */
export function createKakaoProvider(config: KakaoConfig, http: HttpClient): SocialLoginProvider {
  const authBase = config.authBase.replace(/\/+$/, '');
  const apiBase = config.apiBase.replace(/\/+$/, '');
  const provider = {
    id: 'KAKAO' as const,
    pkce: config.pkce,
    nonce: false,
    responseMode: 'query' as const,

    authorizeUrl({
      state,
      redirectUri,
      codeChallenge
    }: {
      state: string;
      redirectUri: string;
      codeChallenge: string | null;
    }): string {
      const params = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: redirectUri,
        state,
        // Ask for the address again if the person skipped it before (email_needs_agreement).
        scope: 'account_email,profile_nickname'
      });
      if (codeChallenge) {
        params.set('code_challenge', codeChallenge);
        params.set('code_challenge_method', 'S256');
      }
      return `${authBase}/oauth/authorize?${params.toString()}`;
    },

    async exchangeCode({
      code,
      redirectUri,
      codeVerifier
    }: {
      code: string;
      redirectUri: string;
      codeVerifier: string | null;
    }): Promise<{ accessToken: string }> {
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: config.clientId,
        redirect_uri: redirectUri,
        code
      });
      if (config.clientSecret) form.set('client_secret', config.clientSecret);
      if (codeVerifier) form.set('code_verifier', codeVerifier);
      const response = await http(`${authBase}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: form.toString()
      });
      const body = (response.body ?? {}) as { access_token?: unknown; error?: unknown; error_code?: unknown };
      const accessToken = str(body.access_token);
      if (response.status !== 200 || !accessToken) {
        throw new SocialProviderError(
          `token:${response.status}:${str(body.error_code) ?? str(body.error) ?? 'unknown'}`
        );
      }
      return { accessToken };
    },

    async fetchProfile(accessToken: string): Promise<ProviderProfile> {
      const response = await http(`${apiBase}/v2/user/me?secure_resource=true`, {
        method: 'GET',
        headers: { authorization: `Bearer ${accessToken}` }
      });
      const body = (response.body ?? {}) as KakaoUser & { code?: unknown };
      // The id is a Long: accept it as a safe integer or as digits, keep it as text.
      const id =
        typeof body.id === 'number' && Number.isSafeInteger(body.id)
          ? String(body.id)
          : typeof body.id === 'string' && /^\d{1,20}$/.test(body.id)
            ? body.id
            : null;
      if (response.status !== 200 || !id) {
        throw new SocialProviderError(
          `user:${response.status}:${typeof body.code === 'number' ? body.code : 'unknown'}`
        );
      }
      const account = body.kakao_account ?? {};
      const email = account.email_needs_agreement === true ? null : str(account.email);
      return {
        providerUserId: id,
        email: email ? email.toLowerCase() : null,
        // Only trust the address for linking when Kakao says it is both valid and verified.
        emailVerified:
          email !== null && account.is_email_valid === true && account.is_email_verified === true,
        name: str(account.name) ?? str(account.profile?.nickname) ?? str(body.properties?.nickname)
      };
    }
  };
  return {
    ...provider,
    async signIn({ code, redirectUri, codeVerifier }) {
      const { accessToken } = await provider.exchangeCode({ code, redirectUri, codeVerifier });
      return provider.fetchProfile(accessToken);
    }
  } satisfies SocialLoginProvider;
}
