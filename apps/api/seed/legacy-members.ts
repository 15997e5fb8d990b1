import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { legacyMembers } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { legacyPasswordHash, newLegacySalt } from '../src/modules/migration/legacy-password.ts';

/** Old-mall accounts for the account-migration demo (docs/decisions/016), printed at start-up. */
export const LEGACY_DEMO_PASSWORD = 'oldmall2019!';

/** A stable 43-character migrate id per demo account, as if mailed to the member. */
export const demoMigrateId = (legacyLoginId: string) =>
  createHash('sha256').update(`demo-migrate-id:${legacyLoginId}`).digest('base64url');

export const LEGACY_DEMO_MEMBERS = [
  {
    legacyLoginId: 'hanna.kim',
    note: 'customer; referrer planner1; keeps number 2100000001',
    lastName: '김',
    firstName: '한나',
    email: 'hanna.kim@example.com',
    mobileNumber: '01045678901',
    legacyMemberNumber: '2100000001',
    userType: 'BEAUTY_CONSUMER',
    referralUserNumber: '1000000001'
  },
  {
    legacyLoginId: 'minho_lee',
    note: 'customer; referrer planner1; keeps number 2100000002',
    lastName: '이',
    firstName: '민호',
    email: 'minho.lee@example.com',
    mobileNumber: '01056789012',
    legacyMemberNumber: '2100000002',
    userType: 'BEAUTY_CONSUMER',
    referralUserNumber: '1000000001'
  },
  {
    legacyLoginId: 'yujin.choi',
    note: 'planner; keeps number 1100000001',
    lastName: '최',
    firstName: '유진',
    email: 'yujin.choi@example.com',
    mobileNumber: '01067890123',
    legacyMemberNumber: '1100000001',
    userType: 'SOLE_PROPRIETORSHIP',
    referralUserNumber: null
  },
  {
    legacyLoginId: 'jisoo-park',
    note: 'customer; number taken here (new one), referrer unknown (comes over without one)',
    lastName: '박',
    firstName: '지수',
    email: 'jisoo.park@example.com',
    mobileNumber: '01078901234',
    legacyMemberNumber: '2000000001',
    userType: 'BEAUTY_CONSUMER',
    referralUserNumber: '1999999999'
  }
] as const;

const LEGACY_LOCK = 72707016;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Adds the demo legacy accounts to an empty legacy table; never touches existing rows. */
export async function seedLegacyMembersIfEmpty(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LEGACY_LOCK})`);
    const [existing] = await tx.select({ id: legacyMembers.id }).from(legacyMembers).limit(1);
    if (existing) return false;
    await tx.insert(legacyMembers).values(
      LEGACY_DEMO_MEMBERS.map((member) => {
        const salt = newLegacySalt();
        return {
          legacyLoginId: member.legacyLoginId,
          passwordSalt: salt,
          passwordHash: legacyPasswordHash(salt, LEGACY_DEMO_PASSWORD),
          lastName: member.lastName,
          firstName: member.firstName,
          email: member.email,
          mobileNumber: member.mobileNumber,
          legacyMemberNumber: member.legacyMemberNumber,
          userType: member.userType,
          referralUserNumber: member.referralUserNumber,
          joinedAt: new Date('2019-04-01T00:00:00Z'),
          migrateIdHash: sha256(demoMigrateId(member.legacyLoginId)),
          migrateIdExpiresAt: new Date(now.getTime() + YEAR_MS)
        };
      })
    );
    return true;
  });
}
