import {
  DomainError,
  MEMBER_NUMBER_PATTERN,
  MIGRATE_TOKEN_TTL_MINUTES,
  TERMS,
  maskEmail,
  maskLoginId,
  maskMobile,
  maskName,
  type MigrateCompleteBody,
  type MigrateCompleteResult,
  type MigrateInfoResult,
  type UserType
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { hashSecret } from '../../lib/password.ts';
import { createMemberRepository, type UserRow } from '../member/member.repository.ts';
import { newMemberNumber } from '../member/signup.service.ts';
import { verifyLegacyPassword } from './legacy-password.ts';
import {
  createMigrationRepository,
  type LegacyMemberRow,
  type MigrationRepository
} from './migration.repository.ts';

const DECOY_SALT = '00000000000000000000000000000000';
const DECOY_HASH = '0'.repeat(64);

/** A legacy number is kept when it has this mall's form, including the type's first digit (SPEC §6). */
function keepableNumber(legacy: LegacyMemberRow, userType: UserType): string | null {
  const prefix = userType === 'SOLE_PROPRIETORSHIP' ? '1' : '2';
  return MEMBER_NUMBER_PATTERN.test(legacy.legacyMemberNumber) && legacy.legacyMemberNumber.startsWith(prefix)
    ? legacy.legacyMemberNumber
    : null;
}

/**
 * Account migration (SPEC §7, docs/decisions/016): prove the old account, get a single-use migrate
 * token, then create the member here in one transaction that marks the legacy account migrated.
 */
export function createMigrationService(deps: {
  db: Database;
  repository: MigrationRepository;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function issueToken(legacy: LegacyMemberRow, withNumber: boolean): Promise<MigrateInfoResult> {
    if (legacy.migratedAt) throw new DomainError('MIGRATE_ALREADY_DONE');
    const token = randomToken();
    const expiresAt = new Date(now().getTime() + MIGRATE_TOKEN_TTL_MINUTES * 60 * 1000);
    await deps.repository.insertToken({ legacyMemberId: legacy.id, tokenHash: sha256(token), expiresAt });
    return {
      profile: {
        maskedLoginId: maskLoginId(legacy.legacyLoginId),
        maskedName: maskName(`${legacy.lastName}${legacy.firstName}`),
        maskedEmail: legacy.email ? maskEmail(legacy.email) : null,
        maskedMobile: legacy.mobileNumber ? maskMobile(legacy.mobileNumber) : null,
        userType: legacy.userType,
        legacyMemberNumber: withNumber ? legacy.legacyMemberNumber : null
      },
      migrateToken: token,
      expiresAt: expiresAt.toISOString()
    };
  }

  return {
    /** Old login id + old password. Unknown id and wrong password are the same refusal. */
    async infoWithPassword(legacyLoginId: string, password: string): Promise<MigrateInfoResult> {
      const legacy = await deps.repository.findByLoginId(legacyLoginId);
      const matches = verifyLegacyPassword(
        password,
        legacy?.passwordSalt ?? DECOY_SALT,
        legacy?.passwordHash ?? DECOY_HASH
      );
      if (!legacy || !matches) throw new DomainError('MIGRATE_NOT_FOUND');
      return issueToken(legacy, true);
    },

    /** The migrate id mailed to the member: proves the mailbox, not the password; shows less. */
    async infoWithoutPassword(migrateId: string): Promise<MigrateInfoResult> {
      const legacy = await deps.repository.findByMigrateIdHash(sha256(migrateId));
      if (!legacy || !legacy.migrateIdExpiresAt || legacy.migrateIdExpiresAt <= now())
        throw new DomainError('MIGRATE_NOT_FOUND');
      return issueToken(legacy, false);
    },

    /**
     * One transaction: spend the token, mark the legacy account migrated (guarded update), create the
     * member (unique constraints decide the login id; the old number and email are kept when free) and
     * record the consents. Any refusal rolls everything back, so the token stays usable.
     */
    async complete(body: MigrateCompleteBody): Promise<MigrateCompleteResult> {
      const at = now();
      const passwordHash = await hashSecret(body.password);
      return deps.db.transaction(async (tx) => {
        const repository = createMigrationRepository(tx);
        const members = createMemberRepository(tx);
        const tokenHash = sha256(body.migrateToken);
        const token = await repository.spendToken(tokenHash, at);
        if (!token) {
          throw new DomainError(
            (await repository.findToken(tokenHash)) ? 'MIGRATE_TOKEN_USED' : 'MIGRATE_TOKEN_INVALID'
          );
        }
        if (token.expiresAt <= at) throw new DomainError('MIGRATE_TOKEN_EXPIRED');
        const legacy = await repository.markMigrated(token.legacyMemberId, at);
        if (!legacy) throw new DomainError('MIGRATE_ALREADY_DONE');

        // The referrer must be a planner here; a customer whose referrer is not comes over without one.
        const referrer = legacy.referralUserNumber
          ? await members.findByUserNumber(legacy.referralUserNumber)
          : undefined;
        const referralUserNumber = referrer?.userType === 'SOLE_PROPRIETORSHIP' ? referrer.userNumber : null;
        const userType: UserType =
          legacy.userType === 'BEAUTY_CONSUMER' && !referralUserNumber ? 'NON_REF_CUSTOMER' : legacy.userType;

        let userNumber = keepableNumber(legacy, userType) ?? newMemberNumber(userType);
        let email = legacy.email;
        let created: UserRow | undefined;
        for (let attempt = 0; attempt < 6 && !created; attempt += 1) {
          try {
            created = await tx.transaction(async (savepoint) =>
              createMemberRepository(savepoint).insert({
                userNumber,
                loginId: body.loginId.toLowerCase(),
                email,
                passwordHash,
                userType,
                lastName: legacy.lastName,
                firstName: legacy.firstName,
                mobileNumber: legacy.mobileNumber,
                referralUserNumber,
                beautyPlannerDatetime: userType === 'SOLE_PROPRIETORSHIP' ? (legacy.joinedAt ?? at) : null,
                joinDatetime: at
              })
            );
          } catch (error) {
            const constraint = uniqueViolation(error);
            if (constraint === 'member_user_login_id_uq') throw new DomainError('LOGIN_ID_TAKEN');
            // Someone here already uses the old email: the member comes over without one and adds it later.
            else if (constraint === 'member_user_email_uq') email = null;
            else if (constraint === 'member_user_number_uq') userNumber = newMemberNumber(userType);
            else throw error;
          }
        }
        if (!created) throw new Error('no free member number after 6 tries');
        await repository.setMigratedUser(legacy.id, created.userSeqNo);
        await members.recordAgreements(
          created.userSeqNo,
          TERMS.map((terms) => ({ termsCode: terms.code, agreed: body.agreements[terms.code] === true })),
          at
        );
        return {
          userNumber: created.userNumber,
          loginId: created.loginId,
          userType: created.userType,
          keptMemberNumber: created.userNumber === legacy.legacyMemberNumber
        };
      });
    }
  };
}

export type MigrationService = ReturnType<typeof createMigrationService>;
