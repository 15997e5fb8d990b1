import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { hashSecret } from '../src/lib/password.ts';
import { staffUsers } from '../src/db/schema.ts';
import type { SecretBox } from '../src/lib/field-encryption.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './staff-accounts.ts';

export { DEMO_STAFF, DEMO_STAFF_PASSWORD };

const STAFF_LOCK = 72707011;

/** Adds the demo staff to a database that has no staff; never touches existing staff. */
export async function seedDemoStaffIfEmpty(db: Database, box: SecretBox): Promise<boolean> {
  const passwordHash = await hashSecret(DEMO_STAFF_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STAFF_LOCK})`);
    const [existing] = await tx.select({ id: staffUsers.id }).from(staffUsers).limit(1);
    if (existing) return false;
    await tx.insert(staffUsers).values(
      DEMO_STAFF.map((staff) => ({
        loginId: staff.loginId,
        name: staff.name,
        department: staff.department,
        roles: staff.roles,
        passwordHash,
        totpSecret: box.seal(staff.totpSecret)
      }))
    );
    return true;
  });
}
