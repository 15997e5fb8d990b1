import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { hashSecret } from '../src/lib/password.ts';
import { addresses, users } from '../src/db/schema.ts';
import { demoAddresses } from './addresses.ts';

/** The demo logins printed at start-up and listed in the README. */
export const DEMO_PASSWORD = 'demo1234!';
export const DEMO_MEMBERS = [
  { loginId: 'planner1', role: 'planner (SOLE_PROPRIETORSHIP)' },
  { loginId: 'customer1', role: 'customer with a referrer (BEAUTY_CONSUMER)' },
  { loginId: 'customer2', role: 'customer without a referrer (NON_REF_CUSTOMER)' }
] as const;

const MEMBER_LOCK = 72707003;

/** Adds the demo members to a database that has none; never touches existing members. */
export async function seedDemoMembersIfEmpty(db: Database): Promise<boolean> {
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MEMBER_LOCK})`);
    const [existing] = await tx.select({ id: users.userSeqNo }).from(users).limit(1);
    if (existing) return false;
    const inserted = await tx
      .insert(users)
      .values([
        {
          userNumber: '1000000001',
          loginId: 'planner1',
          email: 'planner1@example.com',
          passwordHash,
          userType: 'SOLE_PROPRIETORSHIP',
          lastName: '김',
          firstName: '서연',
          mobileNumber: '01012345678',
          rank: 'PLANNER',
          centerName: '강남 센터',
          beautyPlannerDatetime: new Date('2024-03-01T00:00:00Z'),
          joinDatetime: new Date('2023-11-02T00:00:00Z')
        },
        {
          userNumber: '2000000001',
          loginId: 'customer1',
          email: 'customer1@example.com',
          passwordHash,
          userType: 'BEAUTY_CONSUMER',
          lastName: '이',
          firstName: '민준',
          mobileNumber: '01023456789',
          referralUserNumber: '1000000001',
          joinDatetime: new Date('2025-05-20T00:00:00Z')
        },
        {
          userNumber: '2000000002',
          loginId: 'customer2',
          email: 'customer2@example.com',
          passwordHash,
          userType: 'NON_REF_CUSTOMER',
          lastName: '박',
          firstName: '지우',
          mobileNumber: '01034567890',
          joinDatetime: new Date('2026-01-15T00:00:00Z')
        }
      ])
      .returning({ userSeqNo: users.userSeqNo, loginId: users.loginId });
    const rows = demoAddresses(new Map(inserted.map((member) => [member.loginId, member.userSeqNo])));
    if (rows.length > 0) await tx.insert(addresses).values(rows);
    return true;
  });
}

/** A demo member's userSeqNo (within a seed's transaction), or null when the demo members were not seeded. */
export async function demoMemberId(
  db: Database,
  loginId: (typeof DEMO_MEMBERS)[number]['loginId']
): Promise<number | null> {
  const [member] = await db
    .select({ id: users.userSeqNo })
    .from(users)
    .where(eq(users.loginId, loginId))
    .limit(1);
  return member?.id ?? null;
}
