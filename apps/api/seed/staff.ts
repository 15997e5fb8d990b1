import { sql } from 'drizzle-orm';
import type { StaffRole } from '@mall/domain';
import type { Database } from '../src/db/client.ts';
import { hashSecret } from '../src/lib/password.ts';
import { staffUsers } from '../src/db/schema.ts';
import type { SecretBox } from '../src/modules/staff/staff.service.ts';

/**
 * The demo staff (README): enrolled with fixed TOTP secrets so the demo and the journeys can sign in;
 * `npm run staff:otp -- <login>` prints a demo account's current code. A real shop's staff enrol their own.
 */
export const DEMO_STAFF_PASSWORD = 'staff1234!';
export const DEMO_STAFF: readonly {
  loginId: string;
  name: string;
  department: string;
  roles: StaffRole[];
  totpSecret: string;
}[] = [
  {
    loginId: 'desk1',
    name: '이도윤',
    department: '물류팀',
    roles: ['ORDER_DESK'],
    totpSecret: 'DESKDEMOSECRETAAAAAAAAAAAAAAAAAA'
  },
  {
    loginId: 'cs1',
    name: '정하은',
    department: '고객지원팀',
    roles: ['CS'],
    totpSecret: 'CSDEMOSECRETBBBBBBBBBBBBBBBBBBBB'
  },
  {
    loginId: 'admin1',
    name: '최민준',
    department: '운영팀',
    roles: ['ADMIN'],
    totpSecret: 'ADMINDEMOSECRETCCCCCCCCCCCCCCCCC'
  }
];

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
