import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { sandboxCsp, sendSandboxPage } from '../sandbox-page.ts';
import { noStore } from '../../http/route-kit.ts';

/**
 * A Kakao Login stand-in (INTEGRATIONS §2.3) under `/__sandbox/kakao`, registered only while Kakao is
 * configured as the sandbox. Same paths, parameters, redirects, answer shapes and error envelopes as
 * kauth.kakao.com / kapi.kakao.com:
 * - `GET /oauth/authorize`: checks `client_id` (KOE101 page) and the registered `redirect_uri` (KOE006
 *   page), then shows a persona / consent picker; `POST /oauth/authorize/consent` redirects with
 *   `code&state` or `error=access_denied`.
 * - `POST /oauth/token`: form only, client (and secret) checked, codes single-use (KOE320
 *   `invalid_grant`), PKCE verified when the authorize call carried a challenge.
 * - `GET|POST /v2/user/me`: Bearer check (`{ code: -401 }`), the persona with Kakao's nesting.
 * Codes and tokens live in this process's memory (a sandbox, not a store). KOE numbers other than
 * 006/101/320 are [U] in INTEGRATIONS §7.8: the adapter must not depend on them.
 */
export const KAKAO_SANDBOX_PREFIX = '/__sandbox/kakao';
const CALLBACK_PATH = /^\/api\/oauth\/social\/kakao\/callback$/;
const CODE_TTL_MS = 10 * 60 * 1000;
const ACCESS_TTL_S = 21_599;
const REFRESH_TTL_S = 5_183_999;
const MAX_ENTRIES = 5_000;

/** Deterministic people: the same persona always has the same Kakao id. */
export const KAKAO_PERSONAS = {
  verified: {
    id: 4_100_000_001,
    label: '이메일 인증됨',
    en: 'Verified e-mail',
    nickname: '카카오민지',
    name: '김민지',
    email: 'kakao.verified@example.com',
    emailValid: true,
    emailVerified: true,
    emailNeedsAgreement: false
  },
  unverified: {
    id: 4_100_000_002,
    label: '이메일 미인증',
    en: 'Unverified e-mail',
    nickname: '카카오준호',
    name: '이준호',
    email: 'kakao.unverified@example.com',
    emailValid: true,
    emailVerified: false,
    emailNeedsAgreement: false
  },
  'no-email': {
    id: 4_100_000_003,
    label: '이메일 동의 안 함',
    en: 'No e-mail (needs agreement)',
    nickname: '카카오서윤',
    name: '박서윤',
    email: null,
    emailValid: false,
    emailVerified: false,
    emailNeedsAgreement: true
  }
} as const;
export type KakaoPersonaId = keyof typeof KAKAO_PERSONAS;

type KakaoUser = {
  id: number;
  nickname: string;
  name: string;
  email: string | null;
  emailValid: boolean;
  emailVerified: boolean;
  emailNeedsAgreement: boolean;
};
type CodeGrant = {
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  scope: string;
  user: KakaoUser;
  expiresAt: number;
};
type AccessGrant = { user: KakaoUser; scope: string; expiresAt: number };

export type SandboxKakaoOptions = {
  clientId: string;
  /** When set, the token call must carry it (Kakao's optional client secret). */
  clientSecret: string | null;
  /** When set, the only redirect URI "registered in the console"; otherwise any URI on our callback path. */
  registeredRedirectUri: string | null;
  now?: () => number;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function remember<T extends { expiresAt: number }>(map: Map<string, T>, key: string, value: T, now: number) {
  if (map.size >= MAX_ENTRIES) {
    for (const [k, v] of map) if (v.expiresAt <= now) map.delete(k);
    // Still full: forget the oldest (Map keeps insertion order).
    while (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
  }
  map.set(key, value);
}

const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function sandboxKakaoRoutes(options: SandboxKakaoOptions): FastifyPluginAsync {
  const now = options.now ?? (() => Date.now());
  const codes = new Map<string, CodeGrant>();
  const tokens = new Map<string, AccessGrant>();

  /** Kakao's checks on an authorize request; a configuration error is a KOE page, never a redirect. */
  function checkAuthorize(
    fields: Record<string, unknown>,
    appHost: string
  ): { error: string; detail: string } | null {
    if (text(fields.client_id) !== options.clientId) {
      return {
        error: 'KOE101',
        detail: '앱 관리자 설정 오류 (invalid client_id) · App settings error: unknown app key.'
      };
    }
    const redirectUri = text(fields.redirect_uri);
    let parsed: URL | null = null;
    try {
      parsed = new URL(redirectUri);
    } catch {
      parsed = null;
    }
    const registered = options.registeredRedirectUri
      ? redirectUri === options.registeredRedirectUri
      : // Unconfigured, the sandbox accepts only this shop's own callback (never another host).
        parsed !== null &&
        /^https?:$/.test(parsed.protocol) &&
        parsed.host === new URL(`${parsed.protocol}//${appHost}`).host &&
        CALLBACK_PATH.test(parsed.pathname) &&
        parsed.search === '';
    if (!registered) {
      return {
        error: 'KOE006',
        detail: '등록되지 않은 Redirect URI · The redirect_uri is not registered for this app.'
      };
    }
    if (text(fields.response_type) !== 'code') {
      return { error: 'KOE205', detail: 'response_type must be code.' };
    }
    const method = text(fields.code_challenge_method);
    if (text(fields.code_challenge) && method !== 'S256') {
      return { error: 'KOE010', detail: 'code_challenge_method must be S256.' };
    }
    return null;
  }

  function userFrom(fields: Record<string, unknown>): KakaoUser | { error: string } {
    const personaId = text(fields.persona) as KakaoPersonaId;
    const persona = Object.hasOwn(KAKAO_PERSONAS, personaId) ? KAKAO_PERSONAS[personaId] : null;
    if (!persona) return { error: '로그인할 카카오계정을 선택해 주세요. · Pick an account.' };
    const idOverride = text(fields.kakao_id).trim();
    const emailOverride = text(fields.email).trim().toLowerCase();
    if (idOverride && !/^[1-9]\d{0,14}$/.test(idOverride))
      return { error: '회원번호는 숫자 15자리 이하 · The id must be digits.' };
    if (emailOverride && !/^[a-z0-9._+-]{1,64}@[a-z0-9.-]+\.[a-z]{2,}$/.test(emailOverride)) {
      return { error: '이메일 형식을 확인해 주세요. · Check the e-mail.' };
    }
    return {
      id: idOverride ? Number(idOverride) : persona.id,
      nickname: persona.nickname,
      name: persona.name,
      email: persona.emailNeedsAgreement ? null : emailOverride || persona.email,
      emailValid: persona.emailValid,
      emailVerified: persona.emailVerified,
      emailNeedsAgreement: persona.emailNeedsAgreement
    };
  }

  return async (app) => {
    app.get<{ Querystring: Record<string, unknown> }>(
      `${KAKAO_SANDBOX_PREFIX}/oauth/authorize`,
      async (request, reply) => {
        const fields = request.query;
        const refused = checkAuthorize(fields, request.host);
        if (refused) return page(reply, null, 400, koeBody(refused.error, refused.detail));
        return page(reply, text(fields.redirect_uri), 200, consentBody(fields));
      }
    );

    app.post<{ Body: Record<string, unknown> }>(
      `${KAKAO_SANDBOX_PREFIX}/oauth/authorize/consent`,
      async (request, reply) => {
        const fields = request.body ?? {};
        const refused = checkAuthorize(fields, request.host);
        if (refused) return page(reply, null, 400, koeBody(refused.error, refused.detail));
        const target = new URL(text(fields.redirect_uri));
        const state = text(fields.state);
        if (text(fields.outcome) !== 'agree') {
          target.searchParams.set('error', 'access_denied');
          target.searchParams.set('error_description', 'User denied access');
          if (state) target.searchParams.set('state', state);
          return noStore(reply).redirect(target.toString(), 302);
        }
        const user = userFrom(fields);
        if ('error' in user) return page(reply, target.toString(), 400, consentBody(fields, user.error));
        const code = randomToken();
        const at = now();
        remember(
          codes,
          code,
          {
            clientId: options.clientId,
            redirectUri: text(fields.redirect_uri),
            codeChallenge: text(fields.code_challenge) || null,
            scope: user.email ? 'account_email profile_nickname' : 'profile_nickname',
            user,
            expiresAt: at + CODE_TTL_MS
          },
          at
        );
        target.searchParams.set('code', code);
        if (state) target.searchParams.set('state', state);
        return noStore(reply).redirect(target.toString(), 302);
      }
    );

    app.post(`${KAKAO_SANDBOX_PREFIX}/oauth/token`, async (request, reply) => {
      const tokenError = (status: number, error: string, description: string, errorCode: string) =>
        noStore(reply).code(status).send({ error, error_description: description, error_code: errorCode });
      const contentType = String(request.headers['content-type'] ?? '');
      if (!contentType.startsWith('application/x-www-form-urlencoded')) {
        return tokenError(
          400,
          'invalid_request',
          'Content-Type must be application/x-www-form-urlencoded.',
          'KOE010'
        );
      }
      const form = (request.body ?? {}) as Record<string, unknown>;
      if (text(form.grant_type) !== 'authorization_code') {
        return tokenError(
          400,
          'unsupported_grant_type',
          `grant_type ${text(form.grant_type)} is not supported.`,
          'KOE010'
        );
      }
      if (text(form.client_id) !== options.clientId)
        return tokenError(401, 'invalid_client', 'Bad client credentials', 'KOE101');
      if (options.clientSecret && !safeEqual(text(form.client_secret), options.clientSecret)) {
        return tokenError(401, 'invalid_client', 'Bad client credentials', 'KOE010');
      }
      const code = text(form.code);
      const grant = codes.get(code);
      // Codes are single-use: any presentation spends it.
      codes.delete(code);
      if (!grant || grant.expiresAt <= now()) {
        return tokenError(
          400,
          'invalid_grant',
          `authorization code not found for code=${code.slice(0, 8)}…`,
          'KOE320'
        );
      }
      if (text(form.redirect_uri) !== grant.redirectUri) {
        return tokenError(400, 'invalid_grant', 'redirect_uri mismatch.', 'KOE303');
      }
      if (grant.codeChallenge) {
        const verifier = text(form.code_verifier);
        const computed = sha256(verifier);
        if (!verifier || !safeEqual(computed, grant.codeChallenge)) {
          return tokenError(400, 'invalid_grant', 'code_verifier does not match code_challenge.', 'KOE322');
        }
      }
      const accessToken = randomBytes(32).toString('base64url');
      const at = now();
      remember(
        tokens,
        accessToken,
        { user: grant.user, scope: grant.scope, expiresAt: at + ACCESS_TTL_S * 1000 },
        at
      );
      return noStore(reply).send({
        token_type: 'bearer',
        access_token: accessToken,
        expires_in: ACCESS_TTL_S,
        refresh_token: randomBytes(32).toString('base64url'),
        refresh_token_expires_in: REFRESH_TTL_S,
        scope: grant.scope
      });
    });

    const userMe = async (request: FastifyRequest, reply: FastifyReply) => {
      const match = /^Bearer ([A-Za-z0-9_-]+)$/.exec(String(request.headers.authorization ?? ''));
      const grant = match?.[1] ? tokens.get(match[1]) : undefined;
      if (!grant || grant.expiresAt <= now()) {
        return reply.code(401).send({ msg: 'this access token does not exist', code: -401 });
      }
      const u = grant.user;
      const connectedAt = new Date(now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
      return reply.send({
        id: u.id,
        connected_at: connectedAt,
        properties: { nickname: u.nickname },
        kakao_account: {
          profile_nickname_needs_agreement: false,
          profile: { nickname: u.nickname, is_default_nickname: false },
          name_needs_agreement: false,
          name: u.name,
          has_email: true,
          email_needs_agreement: u.emailNeedsAgreement,
          ...(u.email
            ? { is_email_valid: u.emailValid, is_email_verified: u.emailVerified, email: u.email }
            : {})
        }
      });
    };
    app.get(`${KAKAO_SANDBOX_PREFIX}/v2/user/me`, userMe);
    app.post(`${KAKAO_SANDBOX_PREFIX}/v2/user/me`, userMe);
  };
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:14px/1.45 "Apple SD Gothic Neo","Malgun Gothic","Noto Sans KR",system-ui,sans-serif;color:#191919;background:#f6f6f6}
header{background:#fee500;padding:12px 16px;display:flex;align-items:center;justify-content:space-between}header b{font-size:16px}header small{display:block;font-size:11px;opacity:.75}
.badge{background:#191919;color:#fee500;font-size:10px;font-weight:700;border-radius:4px;padding:2px 6px}
main{max-width:480px;margin:0 auto;padding:14px 16px}h1{font-size:16px;margin:0 0 4px}.en{color:#667085;font-weight:400;font-size:11.5px}
.app{background:#fff;border-radius:10px;padding:10px 12px;margin:8px 0;font-size:12.5px}.app code{font-size:11.5px;word-break:break-all}
fieldset{border:0;margin:10px 0 0;padding:0}legend{font-weight:700;font-size:13px;margin-bottom:6px}
.personas{display:grid;gap:6px}.personas label{display:block;background:#fff;border:1px solid #d0d5dd;border-radius:10px;padding:8px 10px;cursor:pointer;font-size:13px}
.personas label:has(input:checked){border-color:#191919;box-shadow:0 0 0 1px #191919}.personas input{margin:0 6px 0 0}
details{margin-top:10px;font-size:12.5px}summary{cursor:pointer}.row{display:grid;grid-template-columns:1fr 1fr;gap:6px;margin-top:6px}
input[type=text]{width:100%;padding:7px 8px;border:1px solid #d0d5dd;border-radius:6px;font:inherit;background:#fff}
.actions{display:grid;grid-template-columns:2fr 1fr;gap:8px;margin-top:14px}button{font:inherit;border-radius:10px;padding:11px 8px;border:1px solid #d0d5dd;background:#fff;cursor:pointer;line-height:1.2}
button small{display:block;font-size:10.5px;opacity:.75}button.primary{background:#fee500;border-color:#fee500;font-weight:700}
.alert{background:#fef3f2;border:1px solid #fecdca;color:#b42318;border-radius:8px;padding:8px 10px;margin:8px 0;font-size:12.5px}
footer{padding:8px 16px 14px;color:#98a2b3;font-size:10.5px;text-align:center}`;

function page(reply: FastifyReply, redirectUri: string | null, status: number, body: string) {
  // No script at all; the consent form posts to this sandbox, which redirects to the merchant's callback.
  const formAction = redirectUri ? `'self' ${new URL(redirectUri).origin}` : "'self'";
  return sendSandboxPage(reply, {
    status,
    csp: sandboxCsp({ formAction }),
    headers: [['referrer-policy', 'no-referrer']],
    title: '카카오계정 로그인 (Sandbox)',
    style: STYLE,
    badge: `<header><div><b>kakao</b><small>카카오계정으로 로그인 · Log in with Kakao</small></div><span class="badge">SANDBOX</span></header>`,
    body,
    footer:
      '테스트 환경입니다. 실제 카카오계정이 사용되지 않습니다. · Test environment: no real Kakao account is used.'
  });
}

function koeBody(code: string, detail: string) {
  return `<h1>${escapeHtml(code)}</h1><p>${escapeHtml(detail)}</p><p class="en">This is a configuration error; it is never sent back to the service.</p>`;
}

const PASS_THROUGH = [
  'response_type',
  'client_id',
  'redirect_uri',
  'state',
  'scope',
  'prompt',
  'code_challenge',
  'code_challenge_method'
];

function consentBody(fields: Record<string, unknown>, error?: string) {
  const hidden = PASS_THROUGH.filter((name) => text(fields[name]) !== '')
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(text(fields[name]))}">`)
    .join('');
  const chosen = text(fields.persona) || 'verified';
  const personas = (
    Object.entries(KAKAO_PERSONAS) as [KakaoPersonaId, (typeof KAKAO_PERSONAS)[KakaoPersonaId]][]
  )
    .map(([id, p]) => {
      const email = p.email
        ? `${escapeHtml(p.email)}${p.emailVerified ? ' ✓' : ' (미인증 · unverified)'}`
        : '이메일 없음 · no e-mail';
      return `<label><input type="radio" name="persona" value="${id}"${id === chosen ? ' checked' : ''}>${escapeHtml(p.nickname)} · ${escapeHtml(p.label)} <span class="en">${escapeHtml(p.en)}</span><br><span class="en">${email}</span></label>`;
    })
    .join('');
  const redirect = escapeHtml(text(fields.redirect_uri));
  return (
    `<h1>동의하고 계속하기 <span class="en">Consent</span></h1>` +
    `<div class="app">서비스가 카카오계정 정보(닉네임, 이메일)를 요청합니다.<br><span class="en">The service asks for your nickname and e-mail. Returns to</span> <code>${redirect}</code></div>` +
    (error ? `<div class="alert" role="alert">${escapeHtml(error)}</div>` : '') +
    `<form method="post" action="${KAKAO_SANDBOX_PREFIX}/oauth/authorize/consent">${hidden}` +
    `<fieldset><legend>카카오계정 <span class="en">Kakao account (persona)</span></legend><div class="personas">${personas}</div></fieldset>` +
    `<details><summary>직접 입력 <span class="en">Override the Kakao id / e-mail (optional)</span></summary><div class="row">` +
    `<input type="text" name="kakao_id" maxlength="15" inputmode="numeric" placeholder="회원번호 id" value="${escapeHtml(text(fields.kakao_id))}">` +
    `<input type="text" name="email" maxlength="100" placeholder="이메일 e-mail" value="${escapeHtml(text(fields.email))}"></div></details>` +
    `<div class="actions"><button class="primary" name="outcome" value="agree">동의하고 계속하기<small>Agree and continue</small></button><button name="outcome" value="cancel">취소<small>Cancel</small></button></div></form>`
  );
}
