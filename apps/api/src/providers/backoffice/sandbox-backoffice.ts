import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, OFFICE_CLIENT_ID, type Language } from '@mall/domain';
import { randomToken } from '../../lib/crypto.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { HttpClient } from '../social/social-provider.ts';
import { sendSandboxPage } from '../sandbox-page.ts';
import { noStore } from '../../http/route-kit.ts';

/**
 * A stand-in for the brand's back office (docs/decisions/015), served while BACK_OFFICE_URL is unset
 * (demo mode only). It behaves as the real one must: it receives `?code&lang&type`, redeems the code
 * server to server with its own client credentials (`mall-office` and the installation's sandbox
 * secret), keeps the session it got in its own memory behind an httpOnly cookie, and shows who is
 * signed in. "Back to the mall" mints a code for the mall and opens `/ssoLogin?code=…`.
 */
export const BACK_OFFICE_SANDBOX_PREFIX = '/__sandbox/backoffice';
const SESSION_COOKIE = 'sandbox_bo_sid';
const MAX_SESSIONS = 2_000;
const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

type OfficeSession = {
  accessToken: string;
  refreshToken: string;
  lang: Language;
  type: string;
  expiresAt: number;
};
type Me = { fullName: string; userNumber: string; userType: string };

const TEXT: Record<Language, Record<string, string>> = {
  'ko-KR': {
    title: '백오피스',
    signedIn: '{name} ({number}) 님으로 백오피스에 로그인했습니다.',
    type: '회원 유형',
    lang: '언어',
    back: '쇼핑몰로 돌아가기',
    backHint: '백오피스가 일회용 코드를 발급해 쇼핑몰 로그인 상태로 돌아갑니다.',
    home: '쇼핑몰 홈',
    refused: '백오피스 로그인에 실패했습니다.',
    refusedHint: '쇼핑몰에서 마이오피스 버튼을 다시 눌러 주세요.',
    signedOut: '로그인 정보가 없습니다.',
    sandbox: '테스트 환경입니다. 실제 백오피스가 아닙니다.'
  },
  'en-US': {
    title: 'Back office',
    signedIn: 'Signed in to the back office as {name} ({number}).',
    type: 'Member type',
    lang: 'Language',
    back: 'Back to the mall',
    backHint: 'The back office mints a one-time code and you return to the mall signed in.',
    home: 'Mall home',
    refused: 'Signing in to the back office failed.',
    refusedHint: 'Press the office button in the mall again.',
    signedOut: 'You are not signed in.',
    sandbox: 'Test environment: this is not the real back office.'
  },
  'zh-TW': {
    title: '後台',
    signedIn: '已以 {name}（{number}）登入後台。',
    type: '會員類型',
    lang: '語言',
    back: '返回購物商城',
    backHint: '後台會發行一次性代碼，讓您以登入狀態返回購物商城。',
    home: '購物商城首頁',
    refused: '後台登入失敗。',
    refusedHint: '請在購物商城再次點選我的辦公室。',
    signedOut: '尚未登入。',
    sandbox: '測試環境：這不是正式的後台。'
  }
};

export function sandboxBackOfficeRoutes(options: {
  clientSecret: string;
  http: HttpClient;
  now?: () => number;
}): FastifyPluginAsync {
  const now = options.now ?? (() => Date.now());
  const sessions = new Map<string, OfficeSession>();
  const basic = `Basic ${Buffer.from(`${OFFICE_CLIENT_ID}:${options.clientSecret}`).toString('base64')}`;
  const form = (fields: Record<string, string>) => ({
    method: 'POST' as const,
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString()
  });

  function remember(id: string, session: OfficeSession) {
    const at = now();
    for (const [key, value] of sessions) if (value.expiresAt <= at) sessions.delete(key);
    while (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
    sessions.set(id, session);
  }

  function current(request: FastifyRequest): [string, OfficeSession] | null {
    const id = request.cookies[SESSION_COOKIE];
    const session = id ? sessions.get(id) : undefined;
    return id && session && session.expiresAt > now() ? [id, session] : null;
  }

  /** /users/me with the back office's own access token, renewed once with its refresh token. */
  async function me(id: string, session: OfficeSession): Promise<Me | null> {
    const ask = () =>
      options.http('/api/member/v1/users/me', {
        method: 'GET',
        headers: { authorization: `Bearer ${session.accessToken}` }
      });
    let answer = await ask();
    if (answer.status === 403) {
      const renewed = await options.http(
        '/api/oauth/token',
        form({ grant_type: 'refresh_token', refresh_token: session.refreshToken })
      );
      const body = renewed.body as { access_token?: string; refresh_token?: string } | null;
      if (renewed.status !== 200 || !body?.access_token) return null;
      session.accessToken = body.access_token;
      if (body.refresh_token) session.refreshToken = body.refresh_token;
      sessions.set(id, session);
      answer = await ask();
    }
    return answer.status === 200 ? ((answer.body as { data: Me }).data ?? null) : null;
  }

  return async (app) => {
    app.get<{ Querystring: Record<string, unknown> }>(BACK_OFFICE_SANDBOX_PREFIX, async (request, reply) => {
      const query = request.query;
      const lang: Language = isLanguage(query.lang) ? query.lang : 'ko-KR';
      const code = typeof query.code === 'string' ? query.code : '';
      if (code) {
        // Redeem server to server, then drop the code from the address bar.
        const answer = await options.http('/api/oauth/handoff/token', form({ code }));
        const body = answer.body as { access_token?: string; refresh_token?: string; code?: string } | null;
        if (answer.status !== 200 || !body?.access_token || !body.refresh_token) {
          return page(reply, lang, 400, refusedBody(lang, body?.code ?? 'UNKNOWN'));
        }
        const id = randomToken();
        remember(id, {
          accessToken: body.access_token,
          refreshToken: body.refresh_token,
          lang,
          type: typeof query.type === 'string' ? query.type.slice(0, 40) : '',
          expiresAt: now() + SESSION_TTL_MS
        });
        reply.setCookie(SESSION_COOKIE, id, {
          sameSite: 'lax',
          path: BACK_OFFICE_SANDBOX_PREFIX
        });
        return noStore(reply).redirect(BACK_OFFICE_SANDBOX_PREFIX, 303);
      }
      const found = current(request);
      const member = found ? await me(found[0], found[1]) : null;
      if (!found || !member) return page(reply, lang, 401, refusedBody(lang, null));
      return page(reply, found[1].lang, 200, signedInBody(found[1], member));
    });

    app.post(`${BACK_OFFICE_SANDBOX_PREFIX}/to-mall`, async (request, reply) => {
      const found = current(request);
      if (!found) return page(reply, 'ko-KR', 401, refusedBody('ko-KR', null));
      const [id, session] = found;
      // A fresh access token first (it may be older than 15 minutes).
      if (!(await me(id, session))) return page(reply, session.lang, 401, refusedBody(session.lang, null));
      const answer = await options.http(
        '/api/oauth/handoff/code',
        form({ access_token: session.accessToken })
      );
      const body = answer.body as { redirect_path?: string; code?: string } | null;
      if (answer.status !== 200 || !body?.redirect_path?.startsWith('/')) {
        return page(reply, session.lang, 400, refusedBody(session.lang, body?.code ?? 'UNKNOWN'));
      }
      return noStore(reply).redirect(body.redirect_path, 303);
    });
  };
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => escapeHtml(values[key] ?? ''));

function signedInBody(session: OfficeSession, member: Me) {
  const t = TEXT[session.lang];
  return (
    `<h1 data-testid="backoffice-signed-in">${fill(t.signedIn ?? '', { name: member.fullName, number: member.userNumber })}</h1>` +
    `<dl><dt>${escapeHtml(t.type ?? '')}</dt><dd data-testid="backoffice-type">${escapeHtml(member.userType)}</dd>` +
    `<dt>${escapeHtml(t.lang ?? '')}</dt><dd data-testid="backoffice-lang">${escapeHtml(session.lang)}</dd></dl>` +
    `<form method="post" action="${BACK_OFFICE_SANDBOX_PREFIX}/to-mall"><button class="primary">${escapeHtml(t.back ?? '')}</button></form>` +
    `<p class="hint">${escapeHtml(t.backHint ?? '')}</p>` +
    `<p><a href="/">${escapeHtml(t.home ?? '')}</a></p>`
  );
}

function refusedBody(lang: Language, code: string | null) {
  const t = TEXT[lang];
  return (
    `<h1>${escapeHtml(code ? (t.refused ?? '') : (t.signedOut ?? ''))}</h1>` +
    (code ? `<p class="alert" role="alert" data-testid="backoffice-error">${escapeHtml(code)}</p>` : '') +
    `<p class="hint">${escapeHtml(t.refusedHint ?? '')}</p><p><a href="/">${escapeHtml(t.home ?? '')}</a></p>`
  );
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:15px/1.5 "Apple SD Gothic Neo","Malgun Gothic","Noto Sans KR",system-ui,sans-serif;color:#1f2937;background:#f3f4f6}
header{background:#1e293b;color:#fff;padding:14px 20px;display:flex;align-items:center;justify-content:space-between;gap:12px}header b{font-size:17px;letter-spacing:.02em}
.badge{background:#fbbf24;color:#1e293b;font-size:11px;font-weight:700;border-radius:4px;padding:2px 7px}
main{max-width:560px;margin:24px auto;padding:24px 20px;background:#fff;border-radius:14px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:19px;line-height:1.4;margin:0 0 16px;word-break:keep-all}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px;font-size:14px}dt{color:#6b7280}dd{margin:0;font-weight:600}
button{font:inherit;font-weight:700;width:100%;min-height:48px;border-radius:10px;border:0;background:#5b2a86;color:#fff;cursor:pointer}
.hint{color:#6b7280;font-size:13px}.alert{background:#fef2f2;border:1px solid #fecaca;color:#b91c1c;border-radius:8px;padding:8px 12px;font-family:ui-monospace,monospace;font-size:13px}
a{color:#5b2a86;font-weight:600}footer{text-align:center;color:#9ca3af;font-size:12px;padding:0 16px 24px}
@media (max-width:600px){main{margin:0;border-radius:0;box-shadow:none}}`;

function page(reply: FastifyReply, lang: Language, status: number, body: string) {
  const t = TEXT[lang];
  return sendSandboxPage(reply, {
    status,
    // No CSP of its own: the shop's document headers apply.
    csp: null,
    headers: [['referrer-policy', 'no-referrer']],
    lang,
    title: `${t.title ?? ''} (Sandbox)`,
    style: STYLE,
    badge: `<header><b>Lumière·Vita ${escapeHtml(t.title ?? '')}</b><span class="badge">SANDBOX</span></header>`,
    body,
    footer: escapeHtml(t.sandbox ?? '')
  });
}
