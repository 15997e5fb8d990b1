import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import {
  isRegisteredRedirect,
  remember,
  safeEqual,
  sandboxPage,
  sandboxStyle,
  text
} from './sandbox-common.ts';
import { noStore } from '../../http/route-kit.ts';

/**
 * A Naver Login stand-in (INTEGRATIONS §3.1) under `/__sandbox/naver`, registered only while Naver is
 * configured as the sandbox. Same paths, parameters and envelopes as nid.naver.com / openapi.naver.com:
 * - `GET /oauth2.0/authorize`: `client_id`, the registered `redirect_uri` and `state` (required) are
 *   checked (an error page, never a redirect); then a persona / consent page. `POST
 *   /oauth2.0/authorize/consent` redirects with `code&state`, or `error=access_denied&
 *   error_description=Canceled+By+User&state` on cancel ([U] in INTEGRATIONS §7.9: the adapter takes any `error`).
 * - `GET|POST /oauth2.0/token`: refusals answer **HTTP 200** with `{ error, error_description }`; codes are
 *   single-use ("no valid data in session"), bound to the client and the state; `expires_in` is a string.
 * - `GET /v1/nid/me`: Bearer; `401 { resultcode: "028" }` without it, `"024"` for a bad one; the profile in
 *   `response` with only the consented fields.
 */
export const NAVER_SANDBOX_PREFIX = '/__sandbox/naver';
const CALLBACK_PATH = '/api/oauth/social/naver/callback';
const CODE_TTL_MS = 10 * 60 * 1000;
const ACCESS_TTL_S = 3600;

/** Naver's app-scoped ids are opaque strings; the same persona always has the same one. */
const naverId = (seed: string) => sha256(`naver-sandbox:${seed}`);

export const NAVER_PERSONAS = {
  full: {
    label: '이름·이메일 제공',
    en: 'Name and e-mail',
    nickname: '하늘빛',
    name: '정하늘',
    email: 'naver.full@example.com'
  },
  'no-email': {
    label: '이메일 제공 안 함',
    en: 'E-mail not shared',
    nickname: '봄바람',
    name: '윤봄',
    email: null
  },
  'nickname-only': {
    label: '별명만 제공',
    en: 'Nickname only',
    nickname: '달토끼',
    name: null,
    email: 'naver.nickname@example.com'
  }
} as const;
export type NaverPersonaId = keyof typeof NAVER_PERSONAS;

type NaverUser = { id: string; nickname: string; name: string | null; email: string | null };
type CodeGrant = { clientId: string; state: string; user: NaverUser; expiresAt: number };
type AccessGrant = { user: NaverUser; expiresAt: number };

export type SandboxNaverOptions = {
  clientId: string;
  clientSecret: string;
  /** When set, the only callback URL "registered" for the app; otherwise our own callback on this host. */
  registeredRedirectUri: string | null;
  now?: () => number;
};

const STYLE = sandboxStyle({
  bar: '#03c75a',
  barText: '#ffffff',
  primary: '#03c75a',
  primaryText: '#ffffff'
});

export function sandboxNaverRoutes(options: SandboxNaverOptions): FastifyPluginAsync {
  const now = options.now ?? (() => Date.now());
  const codes = new Map<string, CodeGrant>();
  const tokens = new Map<string, AccessGrant>();

  function checkAuthorize(fields: Record<string, unknown>, appHost: string): string | null {
    if (text(fields.client_id) !== options.clientId)
      return '등록되지 않은 애플리케이션입니다 (client_id). · Unknown client_id.';
    if (
      !isRegisteredRedirect(text(fields.redirect_uri), options.registeredRedirectUri, appHost, CALLBACK_PATH)
    )
      return 'Callback URL이 일치하지 않습니다 (redirect_uri). · The redirect_uri is not registered.';
    if (!text(fields.state)) return 'state 값이 없습니다. · The state parameter is required.';
    if (text(fields.response_type) !== 'code') return 'response_type must be code.';
    return null;
  }

  function userFrom(fields: Record<string, unknown>): NaverUser | { error: string } {
    const personaId = text(fields.persona) as NaverPersonaId;
    const persona = Object.hasOwn(NAVER_PERSONAS, personaId) ? NAVER_PERSONAS[personaId] : null;
    if (!persona) return { error: '로그인할 네이버 아이디를 선택해 주세요. · Pick an account.' };
    const idOverride = text(fields.naver_id).trim();
    const emailOverride = text(fields.email).trim().toLowerCase();
    const nameOverride = text(fields.name).trim();
    if (idOverride && !/^[A-Za-z0-9_-]{1,64}$/.test(idOverride))
      return { error: '아이디는 영문·숫자·-_ 64자 이하 · The id must be [A-Za-z0-9_-].' };
    if (emailOverride && !/^[a-z0-9._+-]{1,64}@[a-z0-9.-]+\.[a-z]{2,}$/.test(emailOverride))
      return { error: '이메일 형식을 확인해 주세요. · Check the e-mail.' };
    if (nameOverride.length > 30) return { error: '이름은 30자 이하 · The name is too long.' };
    return {
      id: idOverride || naverId(personaId),
      nickname: persona.nickname,
      name: nameOverride || persona.name,
      email: persona.email === null ? null : emailOverride || persona.email
    };
  }

  const page = (reply: FastifyReply, redirectUri: string | null, status: number, body: string) =>
    sandboxPage(reply, {
      status,
      redirectUri,
      title: '네이버 로그인 (Sandbox)',
      style: STYLE,
      header: `<header><div><b>NAVER</b><small>네이버 아이디로 로그인 · Log in with Naver</small></div><span class="badge">SANDBOX</span></header>`,
      body,
      footer:
        '테스트 환경입니다. 실제 네이버 아이디가 사용되지 않습니다. · Test environment: no real Naver account is used.'
    });

  return async (app) => {
    app.get<{ Querystring: Record<string, unknown> }>(
      `${NAVER_SANDBOX_PREFIX}/oauth2.0/authorize`,
      async (request, reply) => {
        const refused = checkAuthorize(request.query, request.host);
        if (refused) return page(reply, null, 400, errorBody(refused));
        return page(reply, text(request.query.redirect_uri), 200, consentBody(request.query));
      }
    );

    app.post<{ Body: Record<string, unknown> }>(
      `${NAVER_SANDBOX_PREFIX}/oauth2.0/authorize/consent`,
      async (request, reply) => {
        const fields = request.body ?? {};
        const refused = checkAuthorize(fields, request.host);
        if (refused) return page(reply, null, 400, errorBody(refused));
        const target = new URL(text(fields.redirect_uri));
        const state = text(fields.state);
        if (text(fields.outcome) !== 'agree') {
          target.searchParams.set('state', state);
          target.searchParams.set('error', 'access_denied');
          target.searchParams.set('error_description', 'Canceled By User');
          return noStore(reply).redirect(target.toString(), 302);
        }
        const user = userFrom(fields);
        if ('error' in user) return page(reply, target.toString(), 400, consentBody(fields, user.error));
        const code = randomToken().slice(0, 18);
        const at = now();
        remember(codes, code, { clientId: options.clientId, state, user, expiresAt: at + CODE_TTL_MS }, at);
        target.searchParams.set('code', code);
        target.searchParams.set('state', state);
        return noStore(reply).redirect(target.toString(), 302);
      }
    );

    const token = async (request: FastifyRequest, reply: FastifyReply) => {
      // Naver takes the parameters in the query or the form; refusals are HTTP 200 with an error key.
      const fields = {
        ...((request.query ?? {}) as Record<string, unknown>),
        ...((request.body ?? {}) as Record<string, unknown>)
      };
      const refuse = (error: string, description: string) =>
        noStore(reply).send({ error, error_description: description });
      if (text(fields.grant_type) !== 'authorization_code')
        return refuse('unsupported_response_type', 'grant_type is not supported');
      if (
        text(fields.client_id) !== options.clientId ||
        !safeEqual(text(fields.client_secret), options.clientSecret)
      )
        return refuse('invalid_request', 'wrong client id / client secret pair');
      const code = text(fields.code);
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.expiresAt <= now() || grant.state !== text(fields.state))
        return refuse('invalid_request', 'no valid data in session');
      const accessToken = randomBytes(32).toString('base64url');
      const at = now();
      remember(tokens, accessToken, { user: grant.user, expiresAt: at + ACCESS_TTL_S * 1000 }, at);
      return noStore(reply).send({
        access_token: accessToken,
        refresh_token: randomBytes(32).toString('base64url'),
        token_type: 'bearer',
        expires_in: String(ACCESS_TTL_S)
      });
    };
    app.get(`${NAVER_SANDBOX_PREFIX}/oauth2.0/token`, token);
    app.post(`${NAVER_SANDBOX_PREFIX}/oauth2.0/token`, token);

    app.get(`${NAVER_SANDBOX_PREFIX}/v1/nid/me`, async (request, reply) => {
      const header = request.headers.authorization;
      if (!header)
        return reply.code(401).send({ resultcode: '028', message: 'Authentication header not exists' });
      const match = /^Bearer ([A-Za-z0-9_-]+)$/.exec(String(header));
      const grant = match?.[1] ? tokens.get(match[1]) : undefined;
      if (!grant || grant.expiresAt <= now())
        return reply.code(401).send({ resultcode: '024', message: 'Authentication failed' });
      const u = grant.user;
      return reply.send({
        resultcode: '00',
        message: 'success',
        response: {
          id: u.id,
          nickname: u.nickname,
          ...(u.name ? { name: u.name } : {}),
          ...(u.email ? { email: u.email } : {})
        }
      });
    });
  };
}

function errorBody(detail: string) {
  return `<h1>요청 오류 <span class="en">Request error</span></h1><p>${escapeHtml(detail)}</p><p class="en">A configuration error is shown here and never sent back to the service.</p>`;
}

const PASS_THROUGH = ['response_type', 'client_id', 'redirect_uri', 'state'];

function consentBody(fields: Record<string, unknown>, error?: string) {
  const hidden = PASS_THROUGH.filter((name) => text(fields[name]) !== '')
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(text(fields[name]))}">`)
    .join('');
  const chosen = text(fields.persona) || 'full';
  const personas = (
    Object.entries(NAVER_PERSONAS) as [NaverPersonaId, (typeof NAVER_PERSONAS)[NaverPersonaId]][]
  )
    .map(([id, p]) => {
      const shown = [p.name ?? p.nickname, p.email ?? '이메일 없음 · no e-mail'].map(escapeHtml).join(' · ');
      return `<label><input type="radio" name="persona" value="${id}"${id === chosen ? ' checked' : ''}>${escapeHtml(p.label)} <span class="en">${escapeHtml(p.en)}</span><br><span class="en">${shown}</span></label>`;
    })
    .join('');
  return (
    `<h1>정보 제공 동의 <span class="en">Consent</span></h1>` +
    `<div class="app">서비스가 네이버 아이디의 이름, 이메일, 별명을 요청합니다.<br><span class="en">The service asks for your name, e-mail and nickname. Returns to</span> <code>${escapeHtml(text(fields.redirect_uri))}</code></div>` +
    (error ? `<div class="alert" role="alert">${escapeHtml(error)}</div>` : '') +
    `<form method="post" action="${NAVER_SANDBOX_PREFIX}/oauth2.0/authorize/consent">${hidden}` +
    `<fieldset><legend>네이버 아이디 <span class="en">Naver account (persona)</span></legend><div class="personas">${personas}</div></fieldset>` +
    `<details><summary>직접 입력 <span class="en">Override the id / e-mail / name (optional)</span></summary><div class="row">` +
    `<input type="text" name="naver_id" maxlength="64" placeholder="id" aria-label="Naver id" value="${escapeHtml(text(fields.naver_id))}">` +
    `<input type="text" name="email" maxlength="100" placeholder="이메일 e-mail" aria-label="E-mail" value="${escapeHtml(text(fields.email))}">` +
    `<input type="text" name="name" maxlength="30" placeholder="이름 name" aria-label="Name" value="${escapeHtml(text(fields.name))}"></div></details>` +
    `<div class="actions"><button class="primary" name="outcome" value="agree">동의하기<small>Agree and continue</small></button><button name="outcome" value="cancel">취소<small>Cancel</small></button></div></form>`
  );
}
