import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { MailMessage, MailProvider } from './mail-provider.ts';
import { sandboxMails } from './sandbox-mail.table.ts';
import { escapeHtml } from '../../lib/html.ts';
import { sandboxPageHtml } from '../sandbox-page.ts';
import { noStore } from '../../http/route-kit.ts';

export function createSandboxMailProvider(db: Executor): MailProvider {
  return {
    name: 'sandbox',
    async send(message: MailMessage) {
      await db
        .insert(sandboxMails)
        .values({ recipient: message.to.toLowerCase(), subject: message.subject, body: message.text });
    }
  };
}

/**
 * The sandbox mailbox page (`/__sandbox/mail?to=...`): newest first, so a person testing sign-up or
 * account recovery can read the code. Registered only while the sandbox provider is configured.
 */
export function sandboxMailboxRoutes(db: Executor): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: { to?: string; format?: string } }>('/__sandbox/mail', async (request, reply) => {
      const to =
        typeof request.query.to === 'string' ? request.query.to.trim().toLowerCase().slice(0, 254) : '';
      // One recipient at a time: the box never lists everybody's mail.
      const rows = to
        ? await db
            .select()
            .from(sandboxMails)
            .where(eq(sandboxMails.recipient, to))
            .orderBy(desc(sandboxMails.sentAt), desc(sandboxMails.id))
            .limit(50)
        : [];
      noStore(reply);
      if (request.query.format === 'json') {
        return { data: rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() })) };
      }
      return reply.type('text/html; charset=utf-8').send(mailboxPage(to, rows));
    });
  };
}

const MAILBOX_STYLE = [
  '*{box-sizing:border-box}',
  'body{margin:0;font:15px/1.55 system-ui,-apple-system,"Apple SD Gothic Neo","Malgun Gothic",sans-serif;color:#1f1a24;background:#f7f3f8}',
  'main{max-width:720px;margin:0 auto;padding:20px 16px 48px}',
  'h1{font-size:20px;margin:0 0 4px}',
  '.lead{margin:0 0 16px;color:#6b6272;font-size:13.5px}',
  '.badge{display:inline-block;margin-left:6px;padding:2px 8px;border-radius:999px;background:#fde7d9;color:#9a3d12;font-size:12px;font-weight:600;vertical-align:middle}',
  'form{display:flex;gap:8px;margin-bottom:16px}',
  'input{flex:1;min-width:0;height:44px;padding:0 12px;border:1px solid #d9cfdd;border-radius:10px;font:inherit;background:#fff}',
  'button,.refresh{height:44px;padding:0 16px;border:0;border-radius:10px;background:#5b2a6e;color:#fff;font:inherit;font-weight:600;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center}',
  'article{background:#fff;border:1px solid #eadff0;border-radius:14px;padding:14px 16px;margin:0 0 12px}',
  'article h2{font-size:15px;margin:0 0 2px;word-break:keep-all;overflow-wrap:anywhere}',
  'article small{color:#6b6272;font-size:12.5px;overflow-wrap:anywhere}',
  '.code{margin:12px 0 4px;font:700 30px/1.2 ui-monospace,SFMono-Regular,Menlo,monospace;letter-spacing:.18em;color:#5b2a6e;user-select:all}',
  'pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:8px 0 0;color:#3b3340}',
  '.empty{color:#6b6272;background:#fff;border:1px dashed #d9cfdd;border-radius:14px;padding:16px}',
  '.bar{display:flex;justify-content:space-between;align-items:center;gap:8px;margin:0 0 10px;color:#6b6272;font-size:13px}',
  '.refresh{height:36px;padding:0 12px;background:#efe6f3;color:#5b2a6e}'
].join('');

type MailRow = typeof sandboxMails.$inferSelect;

/** The mailbox as a small page that reads well on a phone: newest first, the code of each mail large. */
function mailboxPage(to: string, rows: MailRow[]): string {
  const items = rows
    .map((row) => {
      const code = /\b(\d{6})\b/.exec(row.body)?.[1];
      const sent = row.sentAt.toISOString().replace('T', ' ').slice(0, 19);
      return (
        `<article><h2>${escapeHtml(row.subject)}</h2><small>${escapeHtml(row.recipient)} · ${sent} UTC</small>` +
        (code ? `<div class="code" data-testid="mail-code" aria-label="code ${code}">${code}</div>` : '') +
        `<pre>${escapeHtml(row.body)}</pre></article>`
      );
    })
    .join('');
  const refresh = to ? `<a class="refresh" href="?to=${encodeURIComponent(to)}">새로고침 · Refresh</a>` : '';
  const list = to
    ? `<div class="bar"><span>${rows.length} · ${escapeHtml(to)}</span>${refresh}</div>${items || '<p class="empty">아직 받은 메일이 없습니다. · No mail yet.</p>'}`
    : '<p class="empty">가입·계정 찾기에 입력한 이메일 주소를 넣어 주세요. · Enter the address you used.</p>';
  return sandboxPageHtml({
    title: 'Sandbox mailbox',
    style: MAILBOX_STYLE,
    body:
      `<h1>샌드박스 메일함 <span class="badge">TEST</span></h1>` +
      `<p class="lead">쇼핑몰이 보냈을 메일입니다. 실제로 발송되지 않았습니다.<br>Mail the shop would have sent. Nothing here left this machine.</p>` +
      `<form method="get"><input name="to" type="email" inputmode="email" autocomplete="email" aria-label="email" placeholder="name@example.com" value="${escapeHtml(to)}"><button>보기 · Show</button></form>` +
      list
  });
}
