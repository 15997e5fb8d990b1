import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  DomainError,
  MAIL_CODE_MAX_ATTEMPTS,
  MAIL_CODE_TRIES_PER_DAY,
  MAIL_CODES_PER_DAY,
  MAIL_CODE_RESEND_SECONDS,
  MAIL_CODE_TTL_SECONDS,
  VERIFICATION_TOKEN_TTL_SECONDS,
  type Language,
  type MailCodePurpose
} from '@mall/domain';
import type { MailProvider } from '../../providers/mail/mail-provider.ts';
import type { EmailVerificationRepository } from './email-verification.repository.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

type Purpose = MailCodePurpose;

const MAIL_COPY: Record<
  Language,
  Record<Purpose, string> & { subject: string; body: (code: string, minutes: number) => string }
> = {
  'ko-KR': {
    subject: '[루미에르 비타] 이메일 인증번호 안내',
    SIGNUP: '회원가입',
    FIND_ACCOUNT: '계정 찾기',
    CHANGE_EMAIL: '이메일 변경',
    body: (code, minutes) =>
      `인증번호는 ${code} 입니다.\n${minutes}분 안에 화면에 입력해 주세요.\n본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.`
  },
  'en-US': {
    subject: '[Lumière Vita] Your email verification code',
    SIGNUP: 'sign-up',
    FIND_ACCOUNT: 'account recovery',
    CHANGE_EMAIL: 'email change',
    body: (code, minutes) =>
      `Your verification code is ${code}.\nEnter it on the screen within ${minutes} minutes.\nIf you did not ask for it, you can ignore this mail.`
  },
  'zh-TW': {
    subject: '[Lumière Vita] 電子郵件驗證碼',
    SIGNUP: '加入會員',
    FIND_ACCOUNT: '找回帳號',
    CHANGE_EMAIL: '變更電子郵件',
    body: (code, minutes) =>
      `您的驗證碼為 ${code}。\n請於 ${minutes} 分鐘內在畫面上輸入。\n若非您本人申請，請忽略此郵件。`
  }
};

const DAY_MS = 24 * 60 * 60 * 1000;

function hashWithSalt(value: string, salt = randomBytes(12).toString('base64url')): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${value}`).digest('base64url')}`;
}

function matches(value: string, stored: string): boolean {
  const [salt] = stored.split('$');
  if (!salt) return false;
  const a = Buffer.from(hashWithSalt(value, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A stable hash for proofs, which are looked up by hash (random 32 bytes need no salt). */
export const hashProof = sha256;

export function createEmailVerificationService(deps: {
  repository: EmailVerificationRepository;
  mail: MailProvider;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  return {
    /** Mails a fresh six-digit code; at most one a minute per address and purpose. */
    async sendEmailCode(
      email: string,
      purpose: Purpose,
      language: Language
    ): Promise<{ expiresInSeconds: number }> {
      const at = now();
      const latest = await deps.repository.latest(purpose, email);
      if (latest && !latest.verifiedAt) {
        const waited = (at.getTime() - latest.createdAt.getTime()) / 1000;
        if (waited < MAIL_CODE_RESEND_SECONDS) {
          throw new DomainError('MAIL_COOLDOWN', {
            retryAfterSeconds: Math.ceil(MAIL_CODE_RESEND_SECONDS - waited)
          });
        }
      }
      const usage = await deps.repository.usageSince(purpose, email, new Date(at.getTime() - DAY_MS));
      if (usage.codes >= MAIL_CODES_PER_DAY) throw new DomainError('MAIL_DAILY_LIMIT');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await deps.repository.insert({
        purpose,
        target: email,
        codeHash: hashWithSalt(code),
        expiresAt: new Date(at.getTime() + MAIL_CODE_TTL_SECONDS * 1000),
        createdAt: at
      });
      const copy = MAIL_COPY[language];
      await deps.mail.send({
        to: email,
        subject: `${copy.subject} (${copy[purpose]})`,
        text: copy.body(code, MAIL_CODE_TTL_SECONDS / 60)
      });
      return { expiresInSeconds: MAIL_CODE_TTL_SECONDS };
    },

    /** Checks the latest code; five tries, then a new code is needed. Answers a single-use proof. */
    async checkEmailCode(email: string, purpose: Purpose, code: string) {
      const at = now();
      const latest = await deps.repository.latest(purpose, email);
      if (!latest || latest.verifiedAt || latest.expiresAt <= at) throw new DomainError('AUTH_CODE_EXPIRED');
      const usage = await deps.repository.usageSince(purpose, email, new Date(at.getTime() - DAY_MS));
      if (usage.attempts >= MAIL_CODE_TRIES_PER_DAY) throw new DomainError('MAIL_DAILY_LIMIT');
      const attempts = await deps.repository.countAttempt(latest.id);
      if (attempts > MAIL_CODE_MAX_ATTEMPTS) throw new DomainError('AUTH_CODE_EXPIRED');
      if (!matches(code, latest.codeHash)) {
        throw new DomainError('AUTH_CODE_MISMATCH', { remaining: MAIL_CODE_MAX_ATTEMPTS - attempts });
      }
      const verificationToken = randomToken();
      const proofExpiresAt = new Date(at.getTime() + VERIFICATION_TOKEN_TTL_SECONDS * 1000);
      if (
        !(await deps.repository.markVerified(latest.id, hashProof(verificationToken), at, proofExpiresAt))
      ) {
        throw new DomainError('AUTH_CODE_EXPIRED');
      }
      return { verificationToken, expiresInSeconds: VERIFICATION_TOKEN_TTL_SECONDS };
    },

    /** Spends a proof; true only once, for the address and purpose it was issued for. */
    consumeProof(email: string, purpose: Purpose, token: string): Promise<boolean> {
      return deps.repository.consumeProof(purpose, email, hashProof(token), now());
    }
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
