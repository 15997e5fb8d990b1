import type { FastifyInstance } from 'fastify';
import type { SocialProvider as ProviderId } from '@mall/domain';

/**
 * A social-login provider (Kakao, Naver, Apple) behind the authorization-code flow
 * (docs/decisions/010). The adapter owns the provider's URLs, field names and error envelopes; the
 * social module sees only these types. One adapter per provider serves both the real provider and
 * its sandbox: they differ only in base URLs and keys (INTEGRATIONS §0.1).
 */
export interface SocialLoginProvider {
  readonly id: ProviderId;
  /** Whether authorize/token take an RFC 7636 S256 code challenge / verifier. */
  readonly pkce: boolean;
  /** Whether the authorize request carries an OpenID Connect nonce that the id_token must echo (Apple). */
  readonly nonce: boolean;
  /**
   * How the provider comes back: `query` is a top-level GET redirect (Kakao, Naver); `form_post` is a
   * cross-site POST of the fields (Apple), answered by our POST callback (docs/decisions/013).
   */
  readonly responseMode: 'query' | 'form_post';
  /** The URL the browser is sent to (absolute, or relative to our origin for a same-origin sandbox). */
  authorizeUrl(input: {
    state: string;
    redirectUri: string;
    codeChallenge: string | null;
    nonce: string | null;
  }): string;
  /**
   * Server-side: exchanges the code (with the client secret) and answers who signed in; throws
   * SocialProviderError on any refusal. `user` is what a form_post provider posted besides the code
   * (Apple's first-consent name), never trusted for identity.
   */
  signIn(input: {
    code: string;
    state: string;
    redirectUri: string;
    codeVerifier: string | null;
    nonce: string | null;
    user: string | null;
  }): Promise<ProviderProfile>;
}

export type ProviderProfile = {
  /** The provider's app-scoped, stable user id. */
  providerUserId: string;
  email: string | null;
  /** True only when the provider vouches that the address is valid and verified. */
  emailVerified: boolean;
  name: string | null;
  /** Only when the provider gives the name split (Apple). */
  familyName?: string | null;
  givenName?: string | null;
};

/** A provider refusal; `reason` is the provider's own code (KOE320, -401, access_denied...) for the logs. */
export class SocialProviderError extends Error {
  constructor(readonly reason: string) {
    super(`social provider refused: ${reason}`);
    this.name = 'SocialProviderError';
  }
}

export type HttpRequest = { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };
export type HttpResponse = { status: number; body: unknown };
export type HttpClient = (url: string, request: HttpRequest) => Promise<HttpResponse>;

const TIMEOUT_MS = 10_000;

/**
 * Server-to-server calls. An absolute URL goes out with fetch (10 s time-out); a path ("/__sandbox/...")
 * is the same-origin sandbox and is answered in-process by the app itself, so the adapter's code path
 * is the real one with no port or host to know.
 */
export function createHttpClient(app: FastifyInstance): HttpClient {
  return async (url, request) => {
    if (url.startsWith('/')) {
      const response = await app.inject({
        method: request.method,
        url,
        headers: request.headers,
        ...(request.body !== undefined ? { payload: request.body } : {})
      });
      return { status: response.statusCode, body: parseJson(response.body) };
    }
    const response = await fetch(url, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? null,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error'
    });
    return { status: response.status, body: parseJson(await response.text()) };
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
