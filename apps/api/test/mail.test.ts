import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../src/config.ts';
import { createSmtpMailProvider } from '../src/providers/mail/smtp-mail.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember, nextAddress } from './members.ts';

/** A tiny SMTP server on 127.0.0.1 (no network beyond this machine) that keeps what it receives. */
type Received = { from: string; to: string[]; raw: string; user: string | null };
const received: Received[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') return callback(null, { user: 'mailer' });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce'))
        return callback(Object.assign(new Error(`550 no mailbox ${address.address}`), { responseCode: 550 }));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : null
        });
        callback();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The decoded body of a received message (nodemailer may quote-print or base64 non-ASCII text). */
function bodyOf(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head ?? ''))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head ?? '')) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

describe('SMTP mail adapter', () => {
  it('sends through the configured server with the from address and authentication', async () => {
    const config = loadConfig({
      MAIL_PROVIDER: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_USER: 'mailer',
      SMTP_PASS: 's3cret',
      MAIL_FROM: 'Lumière Vita <no-reply@lumiere.test>'
    });
    expect(config.mail).toMatchObject({ provider: 'smtp', host: '127.0.0.1', port, secure: false });
    const provider = createSmtpMailProvider(config.mail as Extract<typeof config.mail, { provider: 'smtp' }>);
    try {
      await provider.send({
        to: 'reader@example.com',
        subject: '[Lumière Vita] 인증번호',
        text: '인증번호는 123456 입니다.'
      });
    } finally {
      provider.close();
    }
    const mail = received.at(-1)!;
    expect(mail).toMatchObject({ from: 'no-reply@lumiere.test', to: ['reader@example.com'], user: 'mailer' });
    expect(bodyOf(mail.raw)).toContain('인증번호는 123456 입니다.');
  });

  it('a refused recipient becomes SERVICE_UNAVAILABLE and the log names neither the address nor the text', async () => {
    const warnings: unknown[] = [];
    const config = loadConfig({
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'no-reply@lumiere.test'
    });
    const provider = createSmtpMailProvider(
      config.mail as Extract<typeof config.mail, { provider: 'smtp' }>,
      { warn: (obj) => warnings.push(obj) }
    );
    try {
      await expect(
        provider.send({ to: 'bounce-me@example.com', subject: 'code', text: 'secret 654321' })
      ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      provider.close();
    }
    expect(warnings).toHaveLength(1);
    const logged = JSON.stringify(warnings);
    expect(logged).toContain('550');
    expect(logged).not.toContain('bounce-me');
    expect(logged).not.toContain('654321');
  });

  it('config: smtp needs a server and a from address; production refuses the sandbox, accepts smtp', () => {
    const problemsOf = (env: Record<string, string>): string => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems.join('\n');
      }
    };
    const missing = problemsOf({ MAIL_PROVIDER: 'smtp', SMTP_PASS: 'hunter22' });
    expect(missing).toContain('SMTP_URL');
    expect(missing).toContain('MAIL_FROM');
    expect(missing).not.toContain('hunter22');
    expect(problemsOf({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'http://x', MAIL_FROM: 'a@b.c' })).toContain(
      'SMTP_URL'
    );
    expect(loadConfig({}).mail).toEqual({ provider: 'sandbox' });
    expect(problemsOf({ APP_MODE: 'production' })).toContain('MAIL_PROVIDER');
    const withSmtp = problemsOf({
      APP_MODE: 'production',
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtps://u:p@mail.example.com',
      MAIL_FROM: 'a@b.c'
    });
    expect(withSmtp).toContain('IDENTITY_PROVIDER');
    expect(withSmtp).not.toContain('MAIL_PROVIDER');
  });
});

describe('the app with MAIL_PROVIDER=smtp', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      seed: false,
      env: { MAIL_PROVIDER: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'no-reply@lumiere.test' }
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('mails the recovery code over SMTP; the sandbox mailbox is not served', async () => {
    const target = await createMember(ctx);
    const before = received.length;
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/v1/public/users/findAccount/send',
      payload: { email: target.email },
      headers: { 'accept-language': 'en-US' },
      remoteAddress: nextAddress()
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(received.length).toBe(before + 1);
    const mail = received.at(-1)!;
    expect(mail.to).toEqual([target.email]);
    const code = /\b(\d{6})\b/.exec(bodyOf(mail.raw))?.[1];
    expect(code).toBeDefined();
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/v2/public/users/findAccount/verify',
      payload: { email: target.email, authNumber: code },
      remoteAddress: nextAddress()
    });
    expect(verified.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/__sandbox/mail?to=${target.email}` })).statusCode
    ).not.toBe(200);
  });
});

describe('GET /__sandbox/mail (the default sandbox)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("[200] one recipient's mail, newest first, the code large and the text escaped", async () => {
    const target = await createMember(ctx, { email: 'boxreader@example.com' });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/v1/public/users/findAccount/send',
      payload: { email: target.email },
      remoteAddress: nextAddress()
    });
    expect(sent.statusCode).toBe(200);
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/__sandbox/mail?to=${encodeURIComponent(target.email!.toUpperCase())}`
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('name="viewport"');
    const json = await ctx.app.inject({
      method: 'GET',
      url: `/__sandbox/mail?format=json&to=${encodeURIComponent(target.email!)}`
    });
    const code = /\b(\d{6})\b/.exec(json.json().data[0].body)![1]!;
    expect(page.body).toContain(
      `<div class="code" data-testid="mail-code" aria-label="code ${code}">${code}</div>`
    );
    const other = await ctx.app.inject({ method: 'GET', url: '/__sandbox/mail?to=%3Cscript%3E@example.com' });
    expect(other.body).not.toContain('<script>');
    expect(other.body).toContain('No mail yet');
  });
});
