import dayjs from 'dayjs';
import { DomainError, isPasswordChangeDue, maskLoginId, PASSWORD_CHANGE_DELAY_DAYS, type Language } from '@mall/domain';
import { hashSecret, verifySecret } from '../../lib/password.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import type { MemberRepository, UserRow } from './member.repository.ts';

/** Account recovery by a mailed code, and a member's own password. */
export function createAccountService(deps: {
  members: MemberRepository;
  verification: VerificationService;
  auth: Pick<AuthService, 'endSessions'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

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
      return deps.verification.sendEmailCode(email, 'FIND_ACCOUNT', language);
    },

    async verifyRecoveryCode(email: string, code: string) {
      const row = await memberByEmail(email);
      const { verificationToken } = await deps.verification.checkEmailCode(email, 'FIND_ACCOUNT', code);
      return { maskedLoginId: maskLoginId(row.loginId), joinDate: dayjs(row.joinDatetime).format('YYYY-MM-DD'), verificationToken };
    },

    /** Sets a new password with the recovery proof, lifts a lock and ends every session. */
    async resetPassword(email: string, verificationToken: string, password: string) {
      const row = await memberByEmail(email);
      if (!(await deps.verification.consumeProof(email, 'FIND_ACCOUNT', verificationToken))) {
        throw new DomainError('EMAIL_NOT_VERIFIED');
      }
      await deps.members.setPassword(row.userSeqNo, await hashSecret(password), { unlock: true });
      await deps.auth.endSessions(row.userSeqNo);
    },

    /** SPEC §2 password re-check in front of the member's own data pages. */
    async verifyPassword(userSeqNo: number, password: string) {
      const row = await memberById(userSeqNo);
      if (!(await verifySecret(password, row.passwordHash))) throw new DomainError('PASSWORD_MISMATCH');
      return { verified: true as const };
    },

    /** Changes the password; the member's other sessions end, this one stays. */
    async changePassword(userSeqNo: number, familyId: string, currentPassword: string, password: string) {
      const row = await memberById(userSeqNo);
      if (!(await verifySecret(currentPassword, row.passwordHash))) throw new DomainError('PASSWORD_MISMATCH');
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
