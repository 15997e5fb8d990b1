import { createHmac } from 'node:crypto';
import {
  DomainError,
  LOGIN_FAIL_LIMIT,
  LOGIN_FAILS_PER_CLIENT_ACCOUNT_PER_DAY,
  LOGIN_FAILS_PER_CLIENT_PER_HOUR,
  LOGIN_LOCK_MINUTES,
  MEMBER_NUMBER_PATTERN,
  UNLOCK_LINK_TTL_MINUTES,
  type Language
} from '@mall/domain';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { verifyDecoy, verifySecret } from '../../lib/password.ts';
import type { MailProvider } from '../../providers/mail/mail-provider.ts';
import type { MemberRepository, UserRow } from '../member/member.repository.ts';
import type { CountedFailure, LockoutRepository } from './lockout.repository.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Who is trying: the client address (per-client throttling), the language and origin of a mailed link. */
export type LoginClient = {
  /** Absent for calls that are not a client's own (then only the account's count applies). */
  address?: string;
  language: Language;
  /** The origin the client asked; unlock links use it only without PUBLIC_ORIGIN (demo, development). */
  origin: string | null;
};

const UNLOCK_MAIL: Record<
  Language,
  { subject: string; body: (link: string, lockMinutes: number, linkMinutes: number) => string }
> = {
  'ko-KR': {
    subject: '[루미에르 비타] 로그인 잠금 해제 안내',
    body: (link, lockMinutes, linkMinutes) =>
      `비밀번호가 여러 번 틀려 로그인이 ${lockMinutes}분 동안 잠겼습니다.\n` +
      `본인이라면 아래 링크로 지금 바로 잠금을 해제할 수 있습니다 (${linkMinutes}분 동안, 한 번만 사용 가능).\n${link}\n` +
      '본인이 시도하지 않았다면 비밀번호를 변경해 주세요. 잠금은 시간이 지나면 자동으로 풀립니다.'
  },
  'en-US': {
    subject: '[Lumière Vita] Unlock your login',
    body: (link, lockMinutes, linkMinutes) =>
      `After several wrong passwords, logging in to your account is locked for ${lockMinutes} minutes.\n` +
      `If this was you, this link unlocks it right away (valid for ${linkMinutes} minutes, once).\n${link}\n` +
      'If it was not you, consider changing your password. The lock ends by itself when the time is up.'
  },
  'zh-TW': {
    subject: '[Lumière Vita] 解除登入鎖定',
    body: (link, lockMinutes, linkMinutes) =>
      `由於密碼多次輸入錯誤，您的帳號已暫停登入 ${lockMinutes} 分鐘。\n` +
      `若是您本人，可透過以下連結立即解除鎖定（${linkMinutes} 分鐘內有效，僅能使用一次）。\n${link}\n` +
      '若非您本人操作，建議變更密碼。鎖定時間結束後會自動解除。'
  }
};

/**
 * Wrong-password lockout (docs/decisions/041): five wrong passwords in a row, at login or at a password
 * re-check, lock the account for LOGIN_LOCK_MINUTES; the owner is mailed a one-time unlock link. Unknown
 * login names are counted and locked the same way, so the answers do not tell whether a member exists.
 * Each client address may spend only so many wrong passwords per hour, and per account per day.
 */
export function createLockoutService(deps: {
  repository: LockoutRepository;
  members: Pick<MemberRepository, 'findByLoginName' | 'findById'>;
  mail: MailProvider;
  /** Keys the hashes of names, addresses and accounts (an installation secret). */
  hashKey: string;
  /** Wrong passwords per client address and hour (LOGIN_FAILS_PER_CLIENT_PER_HOUR unless a test lowers it). */
  clientFailsPerHour?: number;
  /** PUBLIC_ORIGIN: where unlock links point (a request's Host never does when it is set). */
  publicOrigin: string | null;
  now?: () => Date;
  log?: { error: (object: object, message: string) => void };
}) {
  const now = deps.now ?? (() => new Date());
  const clientFailsPerHour = deps.clientFailsPerHour ?? LOGIN_FAILS_PER_CLIENT_PER_HOUR;
  const keyed = (value: string) => createHmac('sha256', deps.hashKey).update(value).digest('base64url');
  const accountKey = (userSeqNo: number) => keyed(`member|${userSeqNo}`);
  const lockEnd = (at: Date) => new Date(at.getTime() + LOGIN_LOCK_MINUTES * MINUTE_MS);
  const locked = (lockedUntil: Date | null, at: Date) => lockedUntil !== null && lockedUntil > at;
  const lockedError = (lockedUntil: Date) =>
    new DomainError('1102', { limit: LOGIN_FAIL_LIMIT, lockedUntil: lockedUntil.toISOString() });

  /** The windows a client's failure on an account counts in: the address per hour, address+account per UTC day. */
  function windows(address: string, account: string, at: Date) {
    const hourStart = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
    const dayStart = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
    return [
      {
        key: keyed(`address|${address}`),
        windowStart: new Date(hourStart),
        windowEnd: new Date(hourStart + HOUR_MS),
        accountKey: null,
        limit: clientFailsPerHour
      },
      {
        key: keyed(`pair|${address}|${account}`),
        windowStart: new Date(dayStart),
        windowEnd: new Date(dayStart + DAY_MS),
        accountKey: account,
        limit: LOGIN_FAILS_PER_CLIENT_ACCOUNT_PER_DAY
      }
    ];
  }

  /** 429 before any password is checked when this client has spent its wrong passwords. */
  async function assertNotThrottled(address: string | undefined, account: string, at: Date) {
    if (!address) return;
    const named = windows(address, account, at);
    const counts = await deps.repository.throttleCounts(named);
    for (const window of named) {
      const count = counts.get(window.key);
      if (count && count.failures >= window.limit) {
        throw new DomainError('RATE_LIMITED', {
          retryAfterSeconds: Math.max(1, Math.ceil((count.windowEnd.getTime() - at.getTime()) / 1000))
        });
      }
    }
  }

  async function countForClient(address: string | undefined, account: string, at: Date) {
    if (!address) return;
    await deps.repository.countThrottled(
      windows(address, account, at).map(({ limit: _limit, ...window }) => window),
      at
    );
  }

  /** Mails the owner a one-time unlock link, unless one is still live (a re-lock does not flood the mailbox). */
  async function mailUnlockLink(user: UserRow, client: LoginClient, at: Date) {
    const origin = deps.publicOrigin ?? client.origin;
    if (!user.email || !origin || user.status === 'WITHDRAWN') return;
    if (await deps.repository.hasLiveUnlockToken(user.userSeqNo, at)) return;
    const token = randomToken();
    await deps.repository.insertUnlockToken({
      userSeqNo: user.userSeqNo,
      tokenHash: sha256(token),
      expiresAt: new Date(at.getTime() + UNLOCK_LINK_TTL_MINUTES * MINUTE_MS),
      createdAt: at
    });
    const copy = UNLOCK_MAIL[client.language];
    const link = `${origin}/login/unlock?token=${token}`;
    await deps.mail.send({
      to: user.email,
      subject: copy.subject,
      text: copy.body(link, LOGIN_LOCK_MINUTES, UNLOCK_LINK_TTL_MINUTES)
    });
  }

  /**
   * Counts a member's wrong password; at the limit the account locks and the owner is mailed, off the
   * answer's path (its time would tell a member with an address from anyone else).
   */
  async function countMemberFailure(user: UserRow, client: LoginClient, at: Date): Promise<CountedFailure> {
    const counted = await deps.repository.countMemberFailure(
      user.userSeqNo,
      at,
      LOGIN_FAIL_LIMIT,
      lockEnd(at)
    );
    if (!counted) {
      const current = await deps.members.findById(user.userSeqNo);
      throw lockedError(current?.lockedUntil ?? lockEnd(at));
    }
    if (counted.lockedUntil) {
      void mailUnlockLink(user, client, at).catch((error: unknown) => {
        deps.log?.error({ err: error, userSeqNo: user.userSeqNo }, 'unlock mail not sent');
      });
    }
    return counted;
  }

  const normalisedName = (name: string) => (MEMBER_NUMBER_PATTERN.test(name) ? name : name.toLowerCase());

  /**
   * The owner proved the account (unlock link or password reset): the lock and the run end, every client's
   * per-account count of it is forgotten, and live unlock links are spent.
   */
  async function release(userSeqNo: number): Promise<void> {
    await deps.repository.clearMember(userSeqNo);
    await deps.repository.forgetAccountThrottles(accountKey(userSeqNo));
    await deps.repository.retireUnlockTokens(userSeqNo, now());
  }

  return {
    /**
     * The token call's password check: the member, or a refusal that reads the same for an unknown name,
     * a wrong password (1101 with the count) and a lock (1102 with its end), and 429 for a client that has
     * spent its wrong passwords. Every path that checks a password spends one scrypt.
     */
    async checkLogin(username: string, password: string, client: LoginClient): Promise<UserRow> {
      const at = now();
      const name = normalisedName(username.trim());
      const user = await deps.members.findByLoginName(name);
      const nameHash = keyed(`name|${name}`);
      const account = user ? accountKey(user.userSeqNo) : nameHash;
      await assertNotThrottled(client.address, account, at);
      if (user) {
        if (locked(user.lockedUntil, at)) throw lockedError(user.lockedUntil!);
        if (await verifySecret(password, user.passwordHash)) {
          if (user.failedLoginCount > 0 || user.lockedUntil)
            await deps.repository.clearMember(user.userSeqNo);
          if (client.address)
            await deps.repository.forgetThrottle(windows(client.address, account, at)[1]!.key);
          return user;
        }
        const counted = await countMemberFailure(user, client, at);
        await countForClient(client.address, account, at);
        if (counted.lockedUntil) throw lockedError(counted.lockedUntil);
        throw new DomainError('1101', { failCount: counted.failedCount, limit: LOGIN_FAIL_LIMIT });
      }
      const nameLock = await deps.repository.nameLock(nameHash);
      if (locked(nameLock, at)) throw lockedError(nameLock!);
      await verifyDecoy(password);
      const counted = await deps.repository.countNameFailure(nameHash, at, LOGIN_FAIL_LIMIT, lockEnd(at));
      await countForClient(client.address, account, at);
      if (!counted) throw lockedError((await deps.repository.nameLock(nameHash)) ?? lockEnd(at));
      if (counted.lockedUntil) throw lockedError(counted.lockedUntil);
      throw new DomainError('1101', { failCount: counted.failedCount, limit: LOGIN_FAIL_LIMIT });
    },

    /**
     * A signed-in member confirming the password (re-check, password change, email change, withdrawal):
     * refused while locked (1102), a wrong one counts toward the same lock (PASSWORD_MISMATCH with the count,
     * or 1102 when it locked), a right one ends the run.
     */
    async checkPassword(user: UserRow, password: string, client: LoginClient): Promise<void> {
      const at = now();
      if (locked(user.lockedUntil, at)) throw lockedError(user.lockedUntil!);
      if (await verifySecret(password, user.passwordHash)) {
        if (user.failedLoginCount > 0 || user.lockedUntil) await deps.repository.clearMember(user.userSeqNo);
        return;
      }
      const counted = await countMemberFailure(user, client, at);
      if (counted.lockedUntil) throw lockedError(counted.lockedUntil);
      throw new DomainError('PASSWORD_MISMATCH', { failCount: counted.failedCount, limit: LOGIN_FAIL_LIMIT });
    },

    /** The mailed link: lifts the lock at once and ends the run; the link works once. */
    async unlock(token: string): Promise<void> {
      const userSeqNo = await deps.repository.spendUnlockToken(sha256(token), now());
      if (userSeqNo === null) throw new DomainError('UNLOCK_TOKEN_INVALID');
      await release(userSeqNo);
    },

    release
  };
}

export type LockoutService = ReturnType<typeof createLockoutService>;
