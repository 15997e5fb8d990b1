import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { exportJWK, exportPKCS8, generateKeyPair, jwtVerify, SignJWT, type JWK } from 'jose';
import { escapeHtml } from '../../lib/html.ts';
import { sha256 } from '../../lib/crypto.ts';
import { APPLE_AUDIENCE } from './apple.ts';
import { isRegisteredRedirect, remember, sandboxPage, sandboxStyle, text } from './sandbox-common.ts';
import { noStore } from '../../http/route-kit.ts';

/**
 * A Sign in with Apple stand-in (INTEGRATIONS §3.2) under `/__sandbox/apple`, registered only while
 * Apple is configured as the sandbox:
 * - `GET /auth/authorize`: `client_id`, the registered `redirect_uri`, `response_type=code` and
 *   `response_mode=form_post` (required with the name/email scope) are checked (error page); then a
 *   persona / consent page. `POST /auth/authorize/consent` answers a page that auto-submits (a same-origin
 *   script, with a button when scripts are off) a form POST to `redirect_uri` with `state`, `code`,
 *   `id_token`, and `user` (JSON name + e-mail) **only on the first consent** of that person for the app;
 *   on cancel `error=user_cancelled_authorize` ([U] INTEGRATIONS §7.10) and `state`.
 * - `POST /auth/token`: form; the `client_secret` must be an ES256 JWT signed with the sandbox team key
 *   (kid, iss=team, sub=client_id, aud=https://appleid.apple.com, exp ≤ iat + 15777000 s), else
 *   `400 { error: "invalid_client" }`; codes single-use (`invalid_grant`); answers Apple's token shape
 *   with an RS256 id_token (iss, aud, exp, iat, sub, email, email_verified "true", is_private_email,
 *   auth_time, nonce, nonce_supported).
 * - `GET /auth/keys`: the JWKS of the id_token key, so the adapter's real verification code runs.
 * Test hook: the consent page's "test fault" makes the id_token wrong (audience, issuer, expired,
 * foreign signature, nonce) to exercise the adapter's refusals. Keys are generated per process.
 */
export const APPLE_SANDBOX_PREFIX = '/__sandbox/apple';
const CALLBACK_PATH = '/api/oauth/social/apple/callback';
const CODE_TTL_MS = 5 * 60 * 1000;
const ID_TOKEN_TTL_S = 600;
const MAX_SECRET_LIFETIME_S = 15_777_000;

export const APPLE_PERSONAS = {
  share: {
    label: '이메일 공유',
    en: 'Share my e-mail',
    firstName: '지우',
    lastName: '한',
    email: 'apple.share@example.com',
    privateEmail: false
  },
  hide: {
    label: '나의 이메일 가리기',
    en: 'Hide my e-mail (private relay)',
    firstName: 'Jamie',
    lastName: 'Lee',
    email: 'r7k2m9q4ab@privaterelay.appleid.com',
    privateEmail: true
  }
} as const;
export type ApplePersonaId = keyof typeof APPLE_PERSONAS;

export const APPLE_FAULTS = [
  'none',
  'wrong-aud',
  'wrong-iss',
  'expired',
  'bad-signature',
  'wrong-nonce'
] as const;
type Fault = (typeof APPLE_FAULTS)[number];

type AppleUser = { sub: string; email: string; privateEmail: boolean; firstName: string; lastName: string };
type CodeGrant = {
  redirectUri: string;
  nonce: string | null;
  user: AppleUser;
  fault: Fault;
  expiresAt: number;
};

export type SandboxAppleOptions = {
  clientId: string;
  teamId: string;
  keyId: string;
  issuer: string;
  registeredRedirectUri: string | null;
  now?: () => number;
};

export type AppleSandbox = {
  routes: FastifyPluginAsync;
  /** The sandbox team's .p8 key (PKCS#8 PEM) the adapter signs its client secret with. */
  teamPrivateKey: string;
};

const STYLE = sandboxStyle({
  bar: '#000000',
  barText: '#ffffff',
  primary: '#000000',
  primaryText: '#ffffff'
});

/** A sub in Apple's shape ("000123.<32 hex>.0123"), stable per seed. */
const appleSub = (seed: string) =>
  `001${String(seed.length).padStart(3, '0')}.${Buffer.from(sha256(`apple-sandbox:${seed}`), 'base64url')
    .toString('hex')
    .slice(0, 32)}.0${seed.length % 10}12`;

export async function createAppleSandbox(options: SandboxAppleOptions): Promise<AppleSandbox> {
  const now = options.now ?? (() => Date.now());
  const team = await generateKeyPair('ES256', { extractable: true });
  const signing = await generateKeyPair('RS256', { extractable: true });
  // Same kid, another key: a token that only looks like ours (the "bad-signature" fault).
  const foreign = await generateKeyPair('RS256');
  const signingKid = `sbx-${randomBytes(5).toString('hex')}`;
  const publicJwk: JWK = {
    ...(await exportJWK(signing.publicKey)),
    kid: signingKid,
    use: 'sig',
    alg: 'RS256'
  };
  const codes = new Map<string, CodeGrant>();
  /** People who already consented to this app: Apple sends `user` the first time only. */
  const consented = new Set<string>();

  function checkAuthorize(fields: Record<string, unknown>, appHost: string): string | null {
    if (text(fields.client_id) !== options.clientId) return 'invalid_client';
    if (
      !isRegisteredRedirect(text(fields.redirect_uri), options.registeredRedirectUri, appHost, CALLBACK_PATH)
    )
      return 'invalid_request: Invalid web redirect url.';
    if (!text(fields.response_type).split(' ').includes('code')) return 'unsupported_response_type';
    const scope = text(fields.scope).split(' ');
    if ((scope.includes('name') || scope.includes('email')) && text(fields.response_mode) !== 'form_post')
      return 'invalid_request: response_mode must be form_post when name or email scope is requested.';
    return null;
  }

  function userFrom(fields: Record<string, unknown>): AppleUser | { error: string } {
    const personaId = text(fields.persona) as ApplePersonaId;
    const persona = Object.hasOwn(APPLE_PERSONAS, personaId) ? APPLE_PERSONAS[personaId] : null;
    if (!persona) return { error: 'Apple 계정을 선택해 주세요. · Pick an account.' };
    const subOverride = text(fields.sub).trim();
    const emailOverride = text(fields.email).trim().toLowerCase();
    if (subOverride && !/^[A-Za-z0-9._-]{1,64}$/.test(subOverride))
      return { error: 'sub는 영문·숫자·.-_ 64자 이하 · The sub must be [A-Za-z0-9._-].' };
    if (emailOverride && !/^[a-z0-9._+-]{1,64}@[a-z0-9.-]+\.[a-z]{2,}$/.test(emailOverride))
      return { error: '이메일 형식을 확인해 주세요. · Check the e-mail.' };
    return {
      sub: subOverride || appleSub(personaId),
      email: emailOverride || persona.email,
      privateEmail: persona.privateEmail,
      firstName: persona.firstName,
      lastName: persona.lastName
    };
  }

  async function idToken(grant: CodeGrant): Promise<string> {
    const at = Math.floor(now() / 1000);
    const issuedAt = grant.fault === 'expired' ? at - 3 * ID_TOKEN_TTL_S : at;
    return new SignJWT({
      email: grant.user.email,
      email_verified: 'true',
      is_private_email: grant.user.privateEmail ? 'true' : 'false',
      auth_time: issuedAt,
      nonce_supported: true,
      real_user_status: 2,
      ...(grant.nonce !== null
        ? { nonce: grant.fault === 'wrong-nonce' ? 'not-the-nonce' : grant.nonce }
        : {})
    })
      .setProtectedHeader({ alg: 'RS256', kid: signingKid })
      .setIssuer(grant.fault === 'wrong-iss' ? 'https://issuer.invalid' : options.issuer)
      .setAudience(grant.fault === 'wrong-aud' ? 'com.example.another.app' : options.clientId)
      .setSubject(grant.user.sub)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ID_TOKEN_TTL_S)
      .sign(grant.fault === 'bad-signature' ? foreign.privateKey : signing.privateKey);
  }

  const page = (
    reply: FastifyReply,
    redirectUri: string | null,
    status: number,
    body: string,
    script?: string
  ) =>
    sandboxPage(reply, {
      status,
      redirectUri,
      title: 'Apple로 로그인 (Sandbox)',
      style: STYLE,
      header: `<header><div><b> Apple</b><small>Apple로 로그인 · Sign in with Apple</small></div><span class="badge">SANDBOX</span></header>`,
      body,
      footer:
        '테스트 환경입니다. 실제 Apple 계정이 사용되지 않습니다. · Test environment: no real Apple Account is used.',
      ...(script ? { script } : {})
    });

  const routes: FastifyPluginAsync = async (app) => {
    app.get<{ Querystring: Record<string, unknown> }>(
      `${APPLE_SANDBOX_PREFIX}/auth/authorize`,
      async (request, reply) => {
        const refused = checkAuthorize(request.query, request.host);
        if (refused) return page(reply, null, 400, errorBody(refused));
        return page(reply, text(request.query.redirect_uri), 200, consentBody(request.query));
      }
    );

    app.post<{ Body: Record<string, unknown> }>(
      `${APPLE_SANDBOX_PREFIX}/auth/authorize/consent`,
      async (request, reply) => {
        const fields = request.body ?? {};
        const refused = checkAuthorize(fields, request.host);
        if (refused) return page(reply, null, 400, errorBody(refused));
        const redirectUri = text(fields.redirect_uri);
        const state = text(fields.state);
        const post: Record<string, string> = {};
        if (state) post.state = state;
        if (text(fields.outcome) !== 'agree') {
          post.error = 'user_cancelled_authorize';
          return page(
            reply,
            redirectUri,
            200,
            postBody(redirectUri, post),
            `${APPLE_SANDBOX_PREFIX}/auth/autosubmit.js`
          );
        }
        const user = userFrom(fields);
        if ('error' in user) return page(reply, redirectUri, 400, consentBody(fields, user.error));
        const fault = (APPLE_FAULTS as readonly string[]).includes(text(fields.fault))
          ? (text(fields.fault) as Fault)
          : 'none';
        const code = `c${randomBytes(24).toString('hex')}.0.sbx.${randomBytes(8).toString('base64url')}`;
        const at = now();
        const grant: CodeGrant = {
          redirectUri,
          nonce: text(fields.nonce) || null,
          user,
          fault,
          expiresAt: at + CODE_TTL_MS
        };
        remember(codes, code, grant, at);
        post.code = code;
        if (text(fields.response_type).split(' ').includes('id_token')) post.id_token = await idToken(grant);
        const key = `${options.clientId}:${user.sub}`;
        if (!consented.has(key)) {
          consented.add(key);
          post.user = JSON.stringify({
            name: { firstName: user.firstName, lastName: user.lastName },
            email: user.email
          });
        }
        return page(
          reply,
          redirectUri,
          200,
          postBody(redirectUri, post),
          `${APPLE_SANDBOX_PREFIX}/auth/autosubmit.js`
        );
      }
    );

    app.get(`${APPLE_SANDBOX_PREFIX}/auth/autosubmit.js`, async (_request, reply) =>
      noStore(reply)
        .type('text/javascript; charset=utf-8')
        .send(
          "document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('apple-post');if(f)f.submit();});"
        )
    );

    app.post(`${APPLE_SANDBOX_PREFIX}/auth/token`, async (request, reply) => {
      const refuse = (error: string) => noStore(reply.code(400)).send({ error });
      if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
        return refuse('invalid_request');
      const form = (request.body ?? {}) as Record<string, unknown>;
      if (text(form.grant_type) !== 'authorization_code') return refuse('unsupported_grant_type');
      if (text(form.client_id) !== options.clientId) return refuse('invalid_client');
      try {
        const { payload, protectedHeader } = await jwtVerify(text(form.client_secret), team.publicKey, {
          algorithms: ['ES256'],
          issuer: options.teamId,
          subject: options.clientId,
          audience: APPLE_AUDIENCE,
          requiredClaims: ['iat', 'exp'],
          currentDate: new Date(now())
        });
        if (
          protectedHeader.kid !== options.keyId ||
          (payload.exp ?? 0) - (payload.iat ?? 0) > MAX_SECRET_LIFETIME_S
        )
          return refuse('invalid_client');
      } catch {
        return refuse('invalid_client');
      }
      const code = text(form.code);
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.expiresAt <= now() || grant.redirectUri !== text(form.redirect_uri))
        return refuse('invalid_grant');
      return noStore(reply).send({
        access_token: `a${randomBytes(24).toString('hex')}.0.sbx`,
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: `r${randomBytes(24).toString('hex')}.0.sbx`,
        id_token: await idToken(grant)
      });
    });

    app.get(`${APPLE_SANDBOX_PREFIX}/auth/keys`, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send({ keys: [publicJwk] })
    );
  };

  return { routes, teamPrivateKey: await exportPKCS8(team.privateKey) };
}

function errorBody(detail: string) {
  return `<h1>요청 오류 <span class="en">Request error</span></h1><p><code>${escapeHtml(detail)}</code></p><p class="en">A configuration error is shown here and never sent back to the service.</p>`;
}

const PASS_THROUGH = [
  'client_id',
  'redirect_uri',
  'response_type',
  'response_mode',
  'scope',
  'state',
  'nonce'
];

function consentBody(fields: Record<string, unknown>, error?: string) {
  const hidden = PASS_THROUGH.filter((name) => text(fields[name]) !== '')
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(text(fields[name]))}">`)
    .join('');
  const chosen = text(fields.persona) || 'share';
  const personas = (
    Object.entries(APPLE_PERSONAS) as [ApplePersonaId, (typeof APPLE_PERSONAS)[ApplePersonaId]][]
  )
    .map(
      ([id, p]) =>
        `<label><input type="radio" name="persona" value="${id}"${id === chosen ? ' checked' : ''}>${escapeHtml(p.label)} <span class="en">${escapeHtml(p.en)}</span><br><span class="en">${escapeHtml(`${p.firstName} ${p.lastName} · ${p.email}`)}</span></label>`
    )
    .join('');
  const faults = APPLE_FAULTS.map(
    (f) => `<option value="${f}"${f === text(fields.fault) ? ' selected' : ''}>${f}</option>`
  ).join('');
  return (
    `<h1>Apple로 계속하기 <span class="en">Continue with Apple</span></h1>` +
    `<div class="app">서비스가 이름과 이메일을 요청합니다. 이메일을 가리면 Apple의 전달용 주소가 제공됩니다.<br><span class="en">The service asks for your name and e-mail. Returns to</span> <code>${escapeHtml(text(fields.redirect_uri))}</code></div>` +
    (error ? `<div class="alert" role="alert">${escapeHtml(error)}</div>` : '') +
    `<form method="post" action="${APPLE_SANDBOX_PREFIX}/auth/authorize/consent">${hidden}` +
    `<fieldset><legend>Apple 계정 <span class="en">Apple Account (persona)</span></legend><div class="personas">${personas}</div></fieldset>` +
    `<details><summary>직접 입력 · 테스트 오류 <span class="en">Override sub / e-mail, test faults (optional)</span></summary><div class="row">` +
    `<input type="text" name="sub" maxlength="64" placeholder="sub" aria-label="sub" value="${escapeHtml(text(fields.sub))}">` +
    `<input type="text" name="email" maxlength="100" placeholder="이메일 e-mail" aria-label="E-mail" value="${escapeHtml(text(fields.email))}">` +
    `<select name="fault" aria-label="id_token test fault">${faults}</select></div></details>` +
    `<div class="actions"><button class="primary" name="outcome" value="agree">계속<small>Continue</small></button><button name="outcome" value="cancel">취소<small>Cancel</small></button></div></form>`
  );
}

/** The form_post back to the merchant, submitted by the same-origin script (or by hand without scripts). */
function postBody(redirectUri: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return (
    `<h1>서비스로 돌아가는 중… <span class="en">Returning to the service…</span></h1>` +
    `<form id="apple-post" method="post" action="${escapeHtml(redirectUri)}">${inputs}` +
    `<div class="actions"><button class="primary" type="submit">계속<small>Continue</small></button></div></form>`
  );
}
