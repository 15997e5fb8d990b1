import nodemailer from 'nodemailer';
import { DomainError } from '@mall/domain';
import type { MailConfig } from '../../config.ts';
import type { MailMessage, MailProvider } from './mail-provider.ts';

type SmtpConfig = Extract<MailConfig, { provider: 'smtp' }>;

/** What may be logged about a failed send: the error kind and the server's reply code, never text. */
export type SmtpFailure = { code: string | null; responseCode: number | null };

function failureOf(error: unknown): SmtpFailure {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return {
    code: typeof e.code === 'string' ? e.code : null,
    responseCode: typeof e.responseCode === 'number' ? e.responseCode : null
  };
}

/**
 * The real mail adapter (docs/decisions/020): plain SMTP through nodemailer, one pooled transport per
 * process. nodemailer's own logger stays off: its debug output would contain addresses and codes.
 */
export function createSmtpMailProvider(
  config: SmtpConfig,
  log?: { warn(obj: object, msg: string): void }
): MailProvider & { close(): void } {
  const transport = nodemailer.createTransport(
    config.url
      ? { url: config.url, pool: true, logger: false, debug: false }
      : {
          host: config.host ?? 'localhost',
          port: config.port,
          secure: config.secure,
          pool: true,
          logger: false,
          debug: false,
          ...(config.user ? { auth: { user: config.user, pass: config.pass ?? '' } } : {})
        }
  );
  return {
    name: 'smtp',
    async send(message: MailMessage) {
      try {
        await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text
        });
      } catch (error) {
        const failure = failureOf(error);
        // Server replies often quote the recipient: only the kind and the reply code are kept.
        log?.warn({ mail: failure }, 'SMTP send failed');
        throw new DomainError('SERVICE_UNAVAILABLE');
      }
    },
    close() {
      transport.close();
    }
  };
}
