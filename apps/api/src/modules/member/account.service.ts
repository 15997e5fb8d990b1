import dayjs from 'dayjs';
import {
  DomainError,
  isPasswordChangeDue,
  maskLoginId,
  PASSWORD_CHANGE_DELAY_DAYS,
  RESET_PROOF_TTL_SECONDS,
  verifiedPersonMatches,
  type Language
} from '@mall/domain';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { hashSecret } from '../../lib/password.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { LoginClient, LockoutService } from '../auth/lockout.service.ts';
import type { PasswordChecks } from './password-check.ts';
import type {
  IdentityVerificationOwner,
  IdentityVerificationService
} from '../identity-verification/identity-verification.service.ts';
import type { EmailVerificationService } from '../email-verification/email-verification.service.ts';
import type { MemberRepository, UserRow } from './member.repository.ts';
import type { RecoveryRepository } from './recovery.repository.ts';

export type ResetProof =
  | { method: 'EMAIL'; email: string; verificationToken: string }
  | { method: 'IDENTITY'; verificationToken: string };

/** Account recovery by a mailed code or by identity verification, and a member's own password. */
export function createAccountService(deps: {
  members: MemberRepository;
  recovery: RecoveryRepository;
  emailVerification: EmailVerificationService;
  identityVerification: Pick<IdentityVerificationService, 'consumeVerification'>;
  auth: Pick<AuthService, 'endSessions'>;
  lockout: Pick<LockoutService, 'checkPassword' | 'release'>;
  /** Where a passed re-check is recorded for the login (docs/decisions/070). */
  passwordChecks: Pick<PasswordChecks, 'record'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  const found = (row: UserRow, verificationToken: string) => ({
    maskedLoginId: maskLoginId(row.loginId),
    joinDate: dayjs(row.joinDatetime).format('YYYY-MM-DD'),
    verificationToken
  });

  /** A single-use proof bound to the member; only its hash is kept. */
  async function issueResetProof(row: UserRow, certificationRequestId: string): Promise<string> {
    const token = randomToken();
    const at = now();
    await deps.recovery.insertProof({
      userSeqNo: row.userSeqNo,
      proofHash: sha256(token),
      certificationRequestId,
      expiresAt: new Date(at.getTime() + RESET_PROOF_TTL_SECONDS * 1000),
      createdAt: at
    });
    return token;
  }

  /** The members the verified person is (docs/decisions/019); 1100 when none. */
  async function membersOfPerson(requestId: string, owner: IdentityVerificationOwner) {
    const person = await deps.identityVerification.consumeVerification(requestId, 'FIND_ACCOUNT', owner);
    const byMobile = person.mobileNumber ? await deps.recovery.membersByMobile(person.mobileNumber) : [];
    const byPerson = await deps.members.findByCiHash(person.ciHash);
    const rows = byPerson && byPerson.status !== 'WITHDRAWN' ? [byPerson, ...byMobile] : byMobile;
    const matches = rows
      .filter((row, index) => rows.findIndex((other) => other.userSeqNo === row.userSeqNo) === index)
      .filter((row) => verifiedPersonMatches(person, row));
    if (matches.length === 0) throw new DomainError('1100');
    return { person, matches };
  }

  async function memberByEmail(email: string): Promise<UserRow> {
    const row = await deps.members.findByEmail(email);
    // SPEC §8 1100: no matching member -> the storefront offers sign-up.
    if (!row || row.status === 'WITHDRAWN') throw new DomainError('1100');
    return row;
  }

  async function memberById(userSeqNo: number): Promise<UserRow> {
    const row = await deps.members.findById(userSeqNo);
    if (!row || row.status === 'WITHDRAWN') throw new DomainError('UNAUTHORIZED');
    return row;
  }

  return {
    async sendRecoveryCode(email: string, language: Language) {
      await memberByEmail(email);
      return deps.emailVerification.sendEmailCode(email, 'FIND_ACCOUNT', language);
    },

    async verifyRecoveryCode(email: string, code: string) {
      const row = await memberByEmail(email);
      const { verificationToken } = await deps.emailVerification.checkEmailCode(email, 'FIND_ACCOUNT', code);
      return found(row, verificationToken);
    },

    /**
     * Spends a FIND_ACCOUNT identity verification: every account of that person (usually one), each
     * with its own reset proof. The verification is spent even when nobody matches (no second try).
     */
    async findAccountsByIdentity(requestId: string, owner: IdentityVerificationOwner) {
      const { person, matches } = await membersOfPerson(requestId, owner);
      const accounts = [];
      for (const row of matches) accounts.push(found(row, await issueResetProof(row, person.requestId)));
      return { accounts };
    },

    /**
     * SPEC resetPasswordFindUserId: the person names the login id (or member number) to reset and proves
     * who they are; the proof is issued only when the verified person is that member. Any mismatch is
     * 1100, so the call does not tell whether the id exists.
     */
    async resetPasswordFindUserId(loginName: string, requestId: string, owner: IdentityVerificationOwner) {
      const { person, matches } = await membersOfPerson(requestId, owner);
      const target = await deps.members.findByLoginName(loginName);
      const row = target ? matches.find((match) => match.userSeqNo === target.userSeqNo) : undefined;
      if (!row) throw new DomainError('1100');
      return found(row, await issueResetProof(row, person.requestId));
    },

    /** Sets a new password with a recovery proof (either method), lifts a lock and ends every session. */
    async resetPassword(proof: ResetProof, password: string) {
      let row: UserRow;
      if (proof.method === 'EMAIL') {
        row = await memberByEmail(proof.email);
        if (
          !(await deps.emailVerification.consumeProof(proof.email, 'FIND_ACCOUNT', proof.verificationToken))
        ) {
          throw new DomainError('EMAIL_NOT_VERIFIED');
        }
      } else {
        const userSeqNo = await deps.recovery.consumeProof(sha256(proof.verificationToken), now());
        const member = userSeqNo === null ? undefined : await deps.members.findById(userSeqNo);
        if (!member || member.status === 'WITHDRAWN') throw new DomainError('RESET_PROOF_INVALID');
        row = member;
      }
      await deps.members.setPassword(row.userSeqNo, await hashSecret(password), { unlock: true });
      await deps.lockout.release(row.userSeqNo);
      await deps.recovery.retireProofs(row.userSeqNo, now());
      await deps.auth.endSessions(row.userSeqNo);
    },

    /**
     * SPEC §2 password re-check in front of the member's own data pages. Wrong answers count toward the
     * login lock and a lock refuses it (docs/decisions/041).
     */
    async verifyPassword(userSeqNo: number, familyId: string, password: string, client: LoginClient) {
      const row = await memberById(userSeqNo);
      await deps.lockout.checkPassword(row, password, client);
      await deps.passwordChecks.record(userSeqNo, familyId, now());
      return { verified: true as const };
    },

    /** Changes the password; the member's other sessions end, this one stays. */
    async changePassword(
      userSeqNo: number,
      familyId: string,
      currentPassword: string,
      password: string,
      client: LoginClient
    ) {
      const row = await memberById(userSeqNo);
      await deps.lockout.checkPassword(row, currentPassword, client);
      await deps.members.setPassword(userSeqNo, await hashSecret(password), { unlock: false });
      await deps.auth.endSessions(userSeqNo, familyId);
    },

    /** "Change later": a due change moves 90 days on from today; nothing due, nothing to put off. */
    async delayPasswordChange(userSeqNo: number) {
      const row = await memberById(userSeqNo);
      const today = dayjs(now());
      if (!isPasswordChangeDue(row.requiredPasswordChangeDate, today.format('YYYY-MM-DD'))) {
        throw new DomainError('PASSWORD_CHANGE_NOT_DUE');
      }
      const date = today.add(PASSWORD_CHANGE_DELAY_DAYS, 'day').format('YYYY-MM-DD');
      await deps.members.setRequiredPasswordChangeDate(userSeqNo, date);
      return { requiredPasswordChangeDate: date };
    }
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
