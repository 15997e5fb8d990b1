import {
  DomainError,
  STAFF_LOCK_MS,
  STAFF_LOGIN_ATTEMPTS,
  STAFF_SESSION_IDLE_MS,
  STAFF_SESSION_MAX_MS,
  permissionsOf,
  type StaffProfile,
  type StaffTokenAnswer
} from '@mall/domain';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { verifyDecoy, verifySecret } from '../../lib/password.ts';
import type { SecretBox } from '../../lib/field-encryption.ts';
import { matchTotp, newTotpSecret, otpauthUri } from '../../lib/totp.ts';
import type { AuditEntry, StaffRepository, StaffRow } from './staff.repository.ts';

/** Who is asking on a staff route, as their session found them. */
export type StaffPrincipal = StaffProfile & { sessionId: string };

/** A session is touched at most once a minute: the idle clock needs no write per request. */
const TOUCH_EVERY_MS = 60_000;
const ISSUER = 'Lumière Vita Staff';

function profileOf(row: StaffRow): StaffProfile {
  return {
    staffId: row.id,
    loginId: row.loginId,
    name: row.name,
    department: row.department,
    roles: row.roles,
    permissions: permissionsOf(row.roles)
  };
}

/**
 * Staff sign-in (docs/decisions/067): password, then a TOTP code; an account without a second factor gets a
 * secret to enrol first and cannot sign in without it. Five wrong passwords or codes in a row lock the account
 * for 15 minutes. Every attempt is in the audit log.
 */
export function createStaffService({
  repository,
  box,
  now = () => new Date()
}: {
  repository: StaffRepository;
  box: SecretBox;
  now?: () => Date;
}) {
  const audit = (entry: AuditEntry | AuditEntry[]) => repository.audit(entry);

  /**
   * Every refusal is the same answer, known account or not, locked or not (ADR 067): nothing tells an attacker
   * which login ids exist. The audit log keeps the reason.
   */
  async function refuse(
    row: StaffRow | null,
    address: string,
    reason: string,
    attempt: number | null
  ): Promise<never> {
    if (row && attempt !== null && attempt >= STAFF_LOGIN_ATTEMPTS)
      await repository.lock(row.id, new Date(now().getTime() + STAFF_LOCK_MS));
    await audit({ staffId: row?.id ?? null, action: 'auth.signin.refused', after: { reason }, address });
    throw new DomainError('STAFF_LOGIN_FAILED');
  }

  async function startSession(row: StaffRow, address: string) {
    const token = randomToken();
    const at = now();
    await repository.insertSession({
      staffId: row.id,
      tokenHash: sha256(token),
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + STAFF_SESSION_MAX_MS)
    });
    await audit({ staffId: row.id, action: 'auth.signin', address });
    return {
      answer: { status: 'SIGNED_IN', staff: profileOf(row), expiresIn: STAFF_SESSION_MAX_MS / 1000 } as const,
      token
    };
  }

  return {
    async signIn(
      input: { username: string; password: string; otp?: string | undefined },
      address: string
    ): Promise<{ answer: StaffTokenAnswer; token: string | null }> {
      const row = await repository.byLoginId(input.username);
      if (!row || row.disabledAt) {
        await verifyDecoy(input.password);
        await audit({
          staffId: null,
          action: 'auth.signin.unknown',
          targetId: input.username.slice(0, 40),
          address
        });
        throw new DomainError('STAFF_LOGIN_FAILED');
      }
      // The attempt is taken first; a locked account (or one past its attempts) is refused after the same scrypt.
      const attempt = await repository.takeAttempt(row.id, now());
      const passwordRight = await verifySecret(input.password, row.passwordHash);
      if (attempt === null) return refuse(row, address, 'locked', null);
      if (attempt > STAFF_LOGIN_ATTEMPTS) return refuse(row, address, 'attempts', attempt);
      if (!passwordRight) return refuse(row, address, 'password', attempt);

      if (!row.totpSecret) {
        // First sign-in: a secret to enrol, confirmed by its first code.
        if (input.otp && row.totpPendingSecret) {
          const pending = box.open(row.totpPendingSecret);
          const step = matchTotp(pending, input.otp, now(), null);
          if (step === null) return refuse(row, address, 'enrolment-code', attempt);
          const enrolled = await repository.useStep(row.id, step, {
            totpSecret: row.totpPendingSecret,
            totpPendingSecret: null
          });
          if (!enrolled) return refuse(row, address, 'enrolment-replay', attempt);
          await audit({ staffId: row.id, action: 'auth.totp.enrolled', address });
          return startSession(row, address);
        }
        const secret = newTotpSecret();
        await repository.update(row.id, { totpPendingSecret: box.seal(secret) });
        await audit({ staffId: row.id, action: 'auth.totp.issued', address });
        return {
          answer: { status: 'ENROL_TOTP', secret, otpauthUri: otpauthUri(secret, row.loginId, ISSUER) },
          token: null
        };
      }
      if (!input.otp) {
        await audit({ staffId: row.id, action: 'auth.signin.code-asked', address });
        throw new DomainError('STAFF_OTP_REQUIRED');
      }
      const step = matchTotp(box.open(row.totpSecret), input.otp, now(), row.totpUsedStep);
      if (step === null || !(await repository.useStep(row.id, step)))
        return refuse(row, address, 'code', attempt);
      return startSession(row, address);
    },

    /** The session behind a cookie token, or null (unknown, revoked, idle too long, past 12 hours, disabled). */
    async session(token: string | undefined): Promise<StaffPrincipal | null> {
      if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const at = now();
      const found = await repository.liveSession(sha256(token), at);
      if (!found) return null;
      const idle = at.getTime() - found.session.lastSeenAt.getTime();
      if (idle > STAFF_SESSION_IDLE_MS) return null;
      if (idle > TOUCH_EVERY_MS) await repository.touchSession(found.session.id, at);
      return { ...profileOf(found.staff), sessionId: found.session.id };
    },

    async signOut(token: string | undefined, address: string): Promise<void> {
      if (!token) return;
      const staffId = await repository.revokeSession(sha256(token), now());
      if (staffId !== null) await audit({ staffId, action: 'auth.signout', address });
    }
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
