import { randomInt } from 'node:crypto';
import {
  DomainError,
  isActivePlannerStatus,
  isOldEnoughToJoin,
  isSameVerifiedName,
  TERMS,
  type RegisterBody,
  type UserType
} from '@mall/domain';
import type {
  IdentityVerificationOwner,
  IdentityVerificationService
} from '../identity-verification/identity-verification.service.ts';
import type { Database } from '../../db/client.ts';
import { hashSecret } from '../../lib/password.ts';
import { createEmailVerificationRepository } from '../email-verification/email-verification.repository.ts';
import { hashProof } from '../email-verification/email-verification.service.ts';
import { createMemberRepository, type MemberRepository, type UserRow } from './member.repository.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { withTermsVersions } from '../terms/terms-agreements.ts';

/** Planners' member numbers start with 1, customers' with 2 (SPEC §6 reads the first digit). */
export function newMemberNumber(userType: UserType): string {
  const prefix = userType === 'SOLE_PROPRIETORSHIP' ? '1' : '2';
  return prefix + String(randomInt(0, 1_000_000_000)).padStart(9, '0');
}

/**
 * One account per person, also across a withdrawal: a withdrawn account keeps the person's CI hash until
 * its rejoin date (SPEC §8 9002 shows that date); after it the hash is released so the person can join.
 * An active account keeps it and the unique constraint answers IDENTITY_ALREADY_REGISTERED.
 */
async function releaseWithdrawnIdentity(members: MemberRepository, ciHash: string, at: Date): Promise<void> {
  const holder = await members.findByCiHash(ciHash);
  if (!holder || holder.status !== 'WITHDRAWN') return;
  if (holder.rejoinPossibleAt && holder.rejoinPossibleAt > at) {
    throw new DomainError('9002', { rejoinDate: holder.rejoinPossibleAt.toISOString() });
  }
  await members.releaseCiHash(holder.userSeqNo);
}

export function createSignupService(deps: {
  db: Database;
  members: MemberRepository;
  /** Social sign-up: links the new member to the socialToken's provider account in the same transaction. */
  linkSocial?: (tx: Database, userSeqNo: number, socialToken: string, at: Date) => Promise<void>;
  /** Spends the SIGNUP identity verification inside the registration transaction. */
  identityVerification: Pick<IdentityVerificationService, 'consumeVerification'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function activeReferrer(members: MemberRepository, userNumber: string): Promise<UserRow> {
    const referrer = await members.findByUserNumber(userNumber);
    if (!referrer || referrer.userType !== 'SOLE_PROPRIETORSHIP' || referrer.status !== 'ACTIVATED') {
      throw new DomainError('REFERRER_NOT_FOUND', { userNumber });
    }
    return referrer;
  }

  return {
    emailTaken: (email: string) => deps.members.emailExists(email),
    loginIdTaken: (loginId: string) => deps.members.loginIdExists(loginId),

    /** SPEC §7 recommender lookup: the name behind an active planner's number. */
    async referrer(userNumber: string) {
      const row = await activeReferrer(deps.members, userNumber);
      return { userNumber: row.userNumber, lastName: row.lastName, firstName: row.firstName };
    },

    /** SPEC §4 planner check: a planner with that number and name, active or not. */
    async plannerCheck(userNumber: string, userName: string) {
      const row = await deps.members.findByUserNumber(userNumber);
      const name = userName.replace(/\s+/g, '');
      const matchesName = row && [row.lastName + row.firstName, row.firstName + row.lastName].includes(name);
      if (!row || row.userType !== 'SOLE_PROPRIETORSHIP' || !matchesName)
        throw new DomainError('MEMBER_NOT_FOUND');
      return {
        userId: row.userSeqNo,
        userStatus: row.status,
        result: isActivePlannerStatus(row.status)
          ? ('CHP_ActivePlanner' as const)
          : ('CHP_NonActivePlanner' as const)
      };
    },

    /**
     * Creates the member in one transaction: spends the email proof and the identity verification
     * (this browser's, purpose SIGNUP: the typed name and mobile must be the verified person's), checks
     * the referrer, inserts the member with a fresh ten-digit number and the person's CI hash, and
     * records every consent. Unique constraints, not look-ups, decide duplicates (login id, email, one
     * account per person), so concurrent sign-ups cannot both win; a refusal spends nothing. A person under 14
     * in Korea today is refused (SIGNUP_UNDER_AGE).
     */
    async register(body: RegisterBody, owner: IdentityVerificationOwner) {
      const at = now();
      const passwordHash = await hashSecret(body.password);
      return deps.db.transaction(async (tx) => {
        const members = createMemberRepository(tx);
        const proofs = createEmailVerificationRepository(tx);
        if (!(await proofs.consumeProof('SIGNUP', body.email, hashProof(body.emailVerificationToken), at))) {
          throw new DomainError('EMAIL_NOT_VERIFIED');
        }
        const person = await deps.identityVerification.consumeVerification(
          body.certificationRequestId,
          'SIGNUP',
          owner,
          tx
        );
        // 만 14세 (개인정보 보호법 제22조의2), from the verified birth date on today's Korea date (docs/decisions/093).
        if (!isOldEnoughToJoin(person.birthDate, at)) throw new DomainError('SIGNUP_UNDER_AGE');
        if (!isSameVerifiedName(person.name, body.lastName, body.firstName)) {
          throw new DomainError('CERT_IDENTITY_MISMATCH', { field: 'name' });
        }
        if (person.mobileNumber && person.mobileNumber !== body.mobileNumber) {
          throw new DomainError('CERT_IDENTITY_MISMATCH', { field: 'mobileNumber' });
        }
        await releaseWithdrawnIdentity(members, person.ciHash, at);
        const referralUserNumber =
          body.userType === 'NON_REF_CUSTOMER' || !body.referralUserNumber
            ? null
            : (await activeReferrer(members, body.referralUserNumber)).userNumber;
        let created: UserRow | undefined;
        for (let attempt = 0; attempt < 5 && !created; attempt += 1) {
          try {
            // A savepoint per attempt: a colliding member number retries without losing the transaction.
            created = await tx.transaction(async (savepoint) =>
              createMemberRepository(savepoint).insert({
                userNumber: newMemberNumber(body.userType),
                loginId: body.loginId.toLowerCase(),
                email: body.email,
                passwordHash,
                userType: body.userType,
                lastName: body.lastName,
                firstName: body.firstName,
                mobileNumber: body.mobileNumber,
                referralUserNumber,
                ciHash: person.ciHash,
                identityVerifiedAt: person.verifiedAt,
                beautyPlannerDatetime: body.userType === 'SOLE_PROPRIETORSHIP' ? at : null,
                joinDatetime: at
              })
            );
          } catch (error) {
            const constraint = uniqueViolation(error);
            if (constraint === 'member_user_login_id_uq') throw new DomainError('LOGIN_ID_TAKEN');
            if (constraint === 'member_user_email_uq') throw new DomainError('EMAIL_TAKEN');
            if (constraint === 'member_user_ci_hash_uq') throw new DomainError('IDENTITY_ALREADY_REGISTERED');
            if (constraint !== 'member_user_number_uq') throw error;
          }
        }
        if (!created) throw new Error('no free member number after 5 tries');
        if (body.socialToken) {
          if (!deps.linkSocial) throw new DomainError('SOCIAL_TOKEN_INVALID');
          await deps.linkSocial(tx, created.userSeqNo, body.socialToken, at);
        }
        await members.recordAgreements(
          created.userSeqNo,
          await withTermsVersions(
            tx,
            TERMS.map((terms) => ({ termsCode: terms.code, agreed: body.agreements[terms.code] === true })),
            at
          ),
          at
        );
        return { userSeqNo: created.userSeqNo, userNumber: created.userNumber, loginId: created.loginId };
      });
    }
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
