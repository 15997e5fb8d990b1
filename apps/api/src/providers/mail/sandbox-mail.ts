import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { MailMessage, MailProvider } from './mail-provider.ts';
import { sandboxMails } from './sandbox-mail.table.ts';
import { escapeHtml } from '../../lib/html.ts';

export function createSandboxMailProvider(db: Executor): MailProvider {
  return {
    name: 'sandbox',
    async send(message: MailMessage) {
      await db.insert(sandboxMails).values({ recipient: message.to.toLowerCase(), subject: message.subject, body: message.text });
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
      const to = typeof request.query.to === 'string' ? request.query.to.trim().toLowerCase().slice(0, 254) : '';
      // One recipient at a time: the box never lists everybody's mail.
      const rows = to
        ? await db
            .select()
            .from(sandboxMails)
            .where(eq(sandboxMails.recipient, to))
            .orderBy(desc(sandboxMails.sentAt), desc(sandboxMails.id))
            .limit(50)
        : [];
      reply.header('cache-control', 'no-store');
      if (request.query.format === 'json') {
        return { data: rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() })) };
      }
      const items = rows
        .map(
          (row) =>
            `<article><header><strong>${escapeHtml(row.subject)}</strong><br><small>to ${escapeHtml(row.recipient)} · ${row.sentAt.toISOString()}</small></header><pre>${escapeHtml(row.body)}</pre></article>`
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox mailbox</title><style>body{font:15px system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#1f1a24}article{border:1px solid #e6dfe9;border-radius:12px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font:inherit}form{display:flex;gap:.5rem}input{flex:1;padding:.5rem}</style></head><body><h1>Sandbox mailbox</h1><p>Mail the shop would have sent. Nothing here left this machine.</p><form method="get"><input name="to" type="email" placeholder="recipient" value="${escapeHtml(to)}"><button>Show</button></form>${to ? items || '<p>No mail yet.</p>' : '<p>Enter the address you used.</p>'}</body></html>`
        );
    });
  };
}
