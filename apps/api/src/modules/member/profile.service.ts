import {
  DomainError,
  REJOIN_AFTER_DAYS,
  type UserInfo,
  type WithdrawalBody
} from '@mall/domain';
import { verifySecret } from '../../lib/password.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import type { MemberRepository, UserRow } from './member.repository.ts';
import type { MemberService } from './member.service.ts';
import { uniqueViolation } from '../../db/errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;


/** A member's own data: user info, marketing consents, withdrawal and conversion to planner. */
export function createProfileService(deps: {
  members: MemberRepository;
  memberService: MemberService;
  verification: VerificationService;
  auth: Pick<AuthService, 'endSessions'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function self(userSeqNo: number): Promise<UserRow> {
    const row = await deps.members.findById(userSeqNo);
    if (!row || row.status === 'WITHDRAWN') throw new DomainError('UNAUTHORIZED');
    return row;
  }

  async function info(userSeqNo: number): Promise<UserInfo> {
    const me = await deps.memberService.me(userSeqNo);
    const agreements = await deps.members.agreements(userSeqNo);
    return {
      ...me,
      marketingEmail: agreements.get('MARKETING_EMAIL') === true,
      marketingSms: agreements.get('MARKETING_SMS') === true
    };
  }

  return {
    /** /mypage/userInfo: the member with the marketing consents. */
    info,

    /**
     * Contact details and consents. A new email needs its proof and the current password, and ends the
     * member's other sessions: whoever holds the address can reset the password.
     */
    async update(
      userSeqNo: number,
      familyId: string,
      changes: {
        mobileNumber?: string;
        email?: string;
        emailVerificationToken?: string;
        currentPassword?: string;
        marketingEmail?: boolean;
        marketingSms?: boolean;
      }
    ): Promise<UserInfo> {
      const row = await self(userSeqNo);
      const email = changes.email && changes.email !== row.email ? changes.email : undefined;
      if (email && !(await verifySecret(changes.currentPassword ?? '', row.passwordHash))) {
        throw new DomainError('PASSWORD_MISMATCH');
      }
      if (email && !(await deps.verification.consumeProof(email, 'CHANGE_EMAIL', changes.emailVerificationToken ?? ''))) {
        throw new DomainError('EMAIL_NOT_VERIFIED');
      }
      const contact = {
        ...(changes.mobileNumber ? { mobileNumber: changes.mobileNumber } : {}),
        ...(email ? { email } : {})
      };
      try {
        // Consents alone change no column of the member row (an empty SET is not SQL).
        if (Object.keys(contact).length > 0) await deps.members.update(userSeqNo, contact);
      } catch (error) {
        if (uniqueViolation(error) === 'member_user_email_uq') throw new DomainError('EMAIL_TAKEN');
        throw error;
      }
      const consents = [
        ...(changes.marketingEmail === undefined ? [] : [{ termsCode: 'MARKETING_EMAIL', agreed: changes.marketingEmail }]),
        ...(changes.marketingSms === undefined ? [] : [{ termsCode: 'MARKETING_SMS', agreed: changes.marketingSms }])
      ];
      await deps.members.recordAgreements(userSeqNo, consents, now());
      if (email) await deps.auth.endSessions(userSeqNo, familyId);
      return info(userSeqNo);
    },

    /**
     * Withdrawal: the password again, contact details erased, sessions ended, rejoin after 30 days. The
     * reason and the optional free text are kept for the shop's records (no contact details in them).
     */
    async withdraw(userSeqNo: number, body: WithdrawalBody) {
      const row = await self(userSeqNo);
      if (!(await verifySecret(body.password, row.passwordHash))) throw new DomainError('PASSWORD_MISMATCH');
      const at = now();
      const rejoinPossibleAt = new Date(at.getTime() + REJOIN_AFTER_DAYS * DAY_MS);
      await deps.members.update(userSeqNo, {
        status: 'WITHDRAWN',
        withdrawnAt: at,
        rejoinPossibleAt,
        withdrawalReason: body.reason,
        withdrawalDetail: body.detail ? body.detail : null,
        email: null,
        mobileNumber: null
      });
      await deps.auth.endSessions(userSeqNo);
      return { rejoinPossibleDate: rejoinPossibleAt.toISOString().slice(0, 10) };
    },

    /** SPEC §6: customers with a referrer only; the account becomes a planner's. */
    async convertToPlanner(userSeqNo: number, agreements: Record<string, boolean | undefined>) {
      const row = await self(userSeqNo);
      if (row.userType === 'NON_REF_CUSTOMER') throw new DomainError('ALT_RejectRefCustomer');
      if (row.userType !== 'BEAUTY_CONSUMER') throw new DomainError('ALT_CustomerOnly');
      const at = now();
      await deps.members.update(userSeqNo, { userType: 'SOLE_PROPRIETORSHIP', beautyPlannerDatetime: at, rank: 'PLANNER' });
      await deps.members.recordAgreements(
        userSeqNo,
        Object.entries(agreements).map(([termsCode, agreed]) => ({ termsCode, agreed: agreed === true })),
        at
      );
      return { userType: 'SOLE_PROPRIETORSHIP' as const, beautyPlannerDatetime: at.toISOString() };
    }
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
