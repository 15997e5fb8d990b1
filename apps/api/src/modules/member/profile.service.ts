import {
  DomainError,
  isSameVerifiedName,
  REJOIN_AFTER_DAYS,
  type ConversionBody,
  type ConversionResult,
  type UserInfo,
  type WithdrawalBody
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import type { IdentityVerificationService } from '../identity-verification/identity-verification.service.ts';
import { createMemberRepository } from './member.repository.ts';
import { newMemberNumber } from './signup.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { LoginClient, LockoutService } from '../auth/lockout.service.ts';
import type { EmailVerificationService } from '../email-verification/email-verification.service.ts';
import type { MemberRepository, UserRow } from './member.repository.ts';
import type { MemberService } from './member.service.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { withTermsVersions } from '../terms/terms-agreements.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A member's own data: user info, marketing consents, withdrawal and conversion to planner. */
export function createProfileService(deps: {
  db: Database;
  members: MemberRepository;
  /** Spends the PLANNER_CONVERSION identity verification inside the conversion transaction. */
  identityVerification: Pick<IdentityVerificationService, 'consumeVerification'>;
  memberService: MemberService;
  emailVerification: EmailVerificationService;
  auth: Pick<AuthService, 'endSessions' | 'accountChanged'>;
  /** Password confirmations count toward the login lock (docs/decisions/041). */
  lockout: Pick<LockoutService, 'checkPassword'>;
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
      },
      client: LoginClient
    ): Promise<UserInfo> {
      const row = await self(userSeqNo);
      const email = changes.email && changes.email !== row.email ? changes.email : undefined;
      if (email) await deps.lockout.checkPassword(row, changes.currentPassword ?? '', client);
      if (
        email &&
        !(await deps.emailVerification.consumeProof(
          email,
          'CHANGE_EMAIL',
          changes.emailVerificationToken ?? ''
        ))
      ) {
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
        ...(changes.marketingEmail === undefined
          ? []
          : [{ termsCode: 'MARKETING_EMAIL', agreed: changes.marketingEmail }]),
        ...(changes.marketingSms === undefined
          ? []
          : [{ termsCode: 'MARKETING_SMS', agreed: changes.marketingSms }])
      ];
      const at = now();
      await deps.members.recordAgreements(userSeqNo, await withTermsVersions(deps.db, consents, at), at);
      if (email) await deps.auth.endSessions(userSeqNo, familyId);
      return info(userSeqNo);
    },

    /**
     * Withdrawal: the password again, contact details erased, sessions ended, rejoin after 30 days. The
     * reason and the optional free text are kept for the shop's records (no contact details in them).
     */
    async withdraw(userSeqNo: number, body: WithdrawalBody, client: LoginClient) {
      const row = await self(userSeqNo);
      await deps.lockout.checkPassword(row, body.password, client);
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
        // The CI hash stays until the rejoin date: sign-up refuses the same person before it (9002) and
        // releases it after (docs/decisions/018).
      });
      await deps.auth.endSessions(userSeqNo);
      return { rejoinPossibleDate: rejoinPossibleAt.toISOString().slice(0, 10) };
    },

    /**
     * SPEC §6: customers with a referrer only; the account becomes a planner's (docs/decisions/018). In
     * one transaction: spends the member's PLANNER_CONVERSION verification (the verified person must be
     * this member: same name, and the same CI hash when the account has one), gives a planner member
     * number (starts with 1; the old one is kept as previousUserNumber), stores the confirmed mobile
     * number and records the planner consents with their time. A refusal spends nothing.
     */
    async convertToPlanner(userSeqNo: number, body: ConversionBody): Promise<ConversionResult> {
      const row = await self(userSeqNo);
      if (row.userType === 'NON_REF_CUSTOMER') throw new DomainError('ALT_RejectRefCustomer');
      if (row.userType !== 'BEAUTY_CONSUMER') throw new DomainError('ALT_CustomerOnly');
      const at = now();
      const converted = await deps.db.transaction(async (tx) => {
        const person = await deps.identityVerification.consumeVerification(
          body.certificationRequestId,
          'PLANNER_CONVERSION',
          { userSeqNo, browserKey: null },
          tx
        );
        if (
          !isSameVerifiedName(person.name, row.lastName, row.firstName) ||
          (row.ciHash && row.ciHash !== person.ciHash)
        ) {
          throw new DomainError('CERT_IDENTITY_MISMATCH', { field: 'name' });
        }
        const members = createMemberRepository(tx);
        // Only a customer still: a concurrent conversion of the same account finds it converted.
        const current = await members.findById(userSeqNo);
        if (!current || current.userType !== 'BEAUTY_CONSUMER') throw new DomainError('ALT_CustomerOnly');
        let userNumber: string | null = null;
        for (let attempt = 0; attempt < 5 && !userNumber; attempt += 1) {
          const candidate = newMemberNumber('SOLE_PROPRIETORSHIP');
          try {
            // A savepoint per attempt: a colliding member number retries without losing the transaction.
            await tx.transaction(async (savepoint) =>
              createMemberRepository(savepoint).update(userSeqNo, {
                userType: 'SOLE_PROPRIETORSHIP',
                beautyPlannerDatetime: at,
                rank: 'PLANNER',
                userNumber: candidate,
                previousUserNumber: current.userNumber,
                mobileNumber: body.mobileNumber,
                ciHash: person.ciHash,
                identityVerifiedAt: person.verifiedAt
              })
            );
            userNumber = candidate;
          } catch (error) {
            const constraint = uniqueViolation(error);
            if (constraint === 'member_user_ci_hash_uq') throw new DomainError('IDENTITY_ALREADY_REGISTERED');
            if (constraint !== 'member_user_number_uq') throw error;
          }
        }
        if (!userNumber) throw new Error('no free member number after 5 tries');
        await members.recordAgreements(
          userSeqNo,
          await withTermsVersions(
            tx,
            Object.entries(body.agreements).map(([termsCode, agreed]) => ({
              termsCode,
              agreed: agreed === true
            })),
            at
          ),
          at
        );
        return {
          userType: 'SOLE_PROPRIETORSHIP' as const,
          beautyPlannerDatetime: at.toISOString(),
          userNumber,
          previousUserNumber: current.userNumber
        };
      });
      // A planner now: SP/BP from the next request on, not when the login check's answer runs out.
      await deps.auth.accountChanged();
      return converted;
    }
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
