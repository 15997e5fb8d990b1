import type { HttpClient, ProviderProfile, SocialLoginProvider } from './social-provider.ts';
import { SocialProviderError } from './social-provider.ts';

export type NaverConfig = {
  /** https://nid.naver.com, or the sandbox's `/__sandbox/naver`. */
  authBase: string;
  /** https://openapi.naver.com, or the sandbox's `/__sandbox/naver`. */
  apiBase: string;
  clientId: string;
  /** Required by Naver on the token call. Never leaves the server. */
  clientSecret: string;
};

type NaverMe = {
  resultcode?: unknown;
  message?: unknown;
  response?: { id?: unknown; name?: unknown; nickname?: unknown; email?: unknown };
};

const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Naver Login over REST (INTEGRATIONS §3.1): authorize redirect (state required), token call
 * (`GET|POST /oauth2.0/token`, errors come back with HTTP 200 and an `error` key), and
 * `GET /v1/nid/me` with the `resultcode` envelope. No PKCE, no nonce. Naver exposes no
 * "e-mail verified" flag, so the address is never trusted for linking (emailVerified false).
 */
export function createNaverProvider(config: NaverConfig, http: HttpClient): SocialLoginProvider {
  const authBase = config.authBase.replace(/\/+$/, '');
  const apiBase = config.apiBase.replace(/\/+$/, '');

  async function exchangeCode(code: string, state: string): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: config.clientId,
      client_secret: config.clientSecret,
      code,
      state
    });
    const response = await http(`${authBase}/oauth2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: form.toString()
    });
    const body = (response.body ?? {}) as { access_token?: unknown; error?: unknown };
    const accessToken = str(body.access_token);
    // Naver reports refusals with 200 and an `error` key: check the body, not the status.
    if (response.status !== 200 || str(body.error) || !accessToken) {
      throw new SocialProviderError(`token:${response.status}:${str(body.error) ?? 'unknown'}`);
    }
    return accessToken;
  }

  async function fetchProfile(accessToken: string): Promise<ProviderProfile> {
    const response = await http(`${apiBase}/v1/nid/me`, {
      method: 'GET',
      headers: { authorization: `Bearer ${accessToken}` }
    });
    const body = (response.body ?? {}) as NaverMe;
    const me = body.response ?? {};
    const id = typeof me.id === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(me.id) ? me.id : null;
    if (response.status !== 200 || str(body.resultcode) !== '00' || !id) {
      throw new SocialProviderError(`user:${response.status}:${str(body.resultcode) ?? 'unknown'}`);
    }
    const email = str(me.email)?.toLowerCase() ?? null;
    return {
      providerUserId: id,
      email: email && EMAIL.test(email) ? email : null,
      // A contact address the person typed once; Naver does not say it is verified.
      emailVerified: false,
      name: str(me.name) ?? str(me.nickname)
    };
  }

  return {
    id: 'NAVER',
    pkce: false,
    nonce: false,
    responseMode: 'query',

    authorizeUrl({ state, redirectUri }) {
      const params = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: redirectUri,
        state
      });
      return `${authBase}/oauth2.0/authorize?${params.toString()}`;
    },

    async signIn({ code, state }) {
      return fetchProfile(await exchangeCode(code, state));
    }
  };
}
