import {
  createLocalJWKSet,
  errors as joseErrors,
  importPKCS8,
  jwtVerify,
  SignJWT,
  type JSONWebKeySet,
  type JWTPayload
} from 'jose';
import type { HttpClient, ProviderProfile, SocialLoginProvider } from './social-provider.ts';
import { SocialProviderError } from './social-provider.ts';

export const APPLE_AUDIENCE = 'https://appleid.apple.com';

export type AppleConfig = {
  /** https://appleid.apple.com, or the sandbox's `/__sandbox/apple`. */
  authBase: string;
  /** The id_token's `iss`: https://appleid.apple.com (the sandbox has its own). */
  issuer: string;
  /** Where the id_token keys are: `${authBase}/auth/keys` unless set. */
  jwksUrl: string;
  /** The Services ID (the id_token's `aud`, the client secret's `sub`). */
  clientId: string;
  teamId: string;
  keyId: string;
  /** The .p8 key (PKCS#8 PEM, P-256) that signs the client secret. Never leaves the server. */
  privateKey: string;
};

/** Clock skew accepted on the id_token's exp/iat. */
const CLOCK_TOLERANCE_S = 60;
/** The client secret is signed per call and lives minutes (Apple allows up to six months). */
const CLIENT_SECRET_TTL_S = 300;
/** JWKS kept this long; an unknown `kid` refetches once (key rotation), at most once a minute. */
const JWKS_TTL_MS = 60 * 60 * 1000;
const JWKS_REFETCH_MS = 60 * 1000;

const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Apple's `user` form field (first consent only): the name; its e-mail is taken from the id_token instead. */
function nameFrom(user: string | null): { givenName: string | null; familyName: string | null } {
  if (!user || user.length > 2000) return { givenName: null, familyName: null };
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    return {
      givenName: str(parsed.name?.firstName)?.slice(0, 64) ?? null,
      familyName: str(parsed.name?.lastName)?.slice(0, 64) ?? null
    };
  } catch {
    return { givenName: null, familyName: null };
  }
}

/**
 * Sign in with Apple (INTEGRATIONS §3.2), authorization-code flow with `response_mode=form_post`:
 * authorize with state + nonce; the code is exchanged at `POST /auth/token` with a client secret that
 * is an ES256 JWT signed with the team key; the id_token from that answer is verified with jose
 * against the JWKS (signature, iss, aud, exp, nonce). `sub` is the stable user id. The same code runs
 * against the sandbox (its own issuer, JWKS and team key).
 */
export function createAppleProvider(config: AppleConfig, http: HttpClient): SocialLoginProvider {
  const authBase = config.authBase.replace(/\/+$/, '');
  let signingKey: ReturnType<typeof importPKCS8> | null = null;
  let jwks: { set: ReturnType<typeof createLocalJWKSet>; fetchedAt: number } | null = null;

  async function clientSecret(): Promise<string> {
    signingKey ??= importPKCS8(config.privateKey, 'ES256');
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: config.keyId })
      .setIssuer(config.teamId)
      .setIssuedAt(now)
      .setExpirationTime(now + CLIENT_SECRET_TTL_S)
      .setAudience(APPLE_AUDIENCE)
      .setSubject(config.clientId)
      .sign(await signingKey);
  }

  async function keySet(force: boolean) {
    const now = Date.now();
    if (jwks && !force && now - jwks.fetchedAt < JWKS_TTL_MS) return jwks.set;
    if (jwks && force && now - jwks.fetchedAt < JWKS_REFETCH_MS) return jwks.set;
    const response = await http(config.jwksUrl, { method: 'GET', headers: { accept: 'application/json' } });
    const body = response.body as JSONWebKeySet | null;
    if (response.status !== 200 || !body || !Array.isArray(body.keys)) {
      throw new SocialProviderError(`jwks:${response.status}`);
    }
    jwks = { set: createLocalJWKSet(body), fetchedAt: now };
    return jwks.set;
  }

  async function verifyIdToken(idToken: string, nonce: string | null): Promise<JWTPayload> {
    const options = {
      issuer: config.issuer,
      audience: config.clientId,
      algorithms: ['RS256'],
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ['sub', 'exp', 'iat']
    };
    let payload: JWTPayload;
    try {
      try {
        ({ payload } = await jwtVerify(idToken, await keySet(false), options));
      } catch (error) {
        if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw error;
        ({ payload } = await jwtVerify(idToken, await keySet(true), options));
      }
    } catch (error) {
      if (error instanceof SocialProviderError) throw error;
      const code = error instanceof joseErrors.JOSEError ? error.code : 'invalid';
      const claim = error instanceof joseErrors.JWTClaimValidationFailed ? `:${error.claim}` : '';
      throw new SocialProviderError(`id_token:${code}${claim}`);
    }
    if (nonce !== null && payload.nonce !== nonce) throw new SocialProviderError('id_token:nonce');
    return payload;
  }

  return {
    id: 'APPLE',
    pkce: false,
    nonce: true,
    responseMode: 'form_post',

    authorizeUrl({ state, redirectUri, nonce }) {
      const params = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        // The id_token posted through the browser is not relied on (the back-channel one is), but asking
        // for it is what Apple's web flow documents.
        response_type: 'code id_token',
        // Required by Apple whenever name or email is asked for.
        response_mode: 'form_post',
        scope: 'name email',
        state
      });
      if (nonce) params.set('nonce', nonce);
      return `${authBase}/auth/authorize?${params.toString()}`;
    },

    async signIn({ code, redirectUri, nonce, user }): Promise<ProviderProfile> {
      const form = new URLSearchParams({
        client_id: config.clientId,
        client_secret: await clientSecret(),
        code,
        grant_type: 'authorization_code',
        redirect_uri: redirectUri
      });
      const response = await http(`${authBase}/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString()
      });
      const body = (response.body ?? {}) as { id_token?: unknown; error?: unknown };
      const idToken = str(body.id_token);
      if (response.status !== 200 || !idToken) {
        throw new SocialProviderError(`token:${response.status}:${str(body.error) ?? 'unknown'}`);
      }
      // The id_token of the back-channel answer is the proof; the one posted through the browser is not used.
      const claims = await verifyIdToken(idToken, nonce);
      const sub = str(claims.sub);
      if (!sub || sub.length > 255) throw new SocialProviderError('id_token:sub');
      const email = str(claims.email)?.toLowerCase() ?? null;
      // Apple sends email_verified as a boolean or as the string "true".
      const verified = claims.email_verified === true || claims.email_verified === 'true';
      const { givenName, familyName } = nameFrom(user);
      const name = [givenName, familyName].filter(Boolean).join(' ') || null;
      return {
        providerUserId: sub,
        email,
        emailVerified: email !== null && verified,
        name,
        givenName,
        familyName
      };
    }
  };
}
