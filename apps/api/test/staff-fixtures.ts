import type { StaffRole } from '@mall/domain';
import { fieldSecrets, STAFF_TOTP_PURPOSE } from '../src/areas/secrets.ts';
import { secretBox } from '../src/lib/field-encryption.ts';
import { hashSecret } from '../src/lib/password.ts';
import { newTotpSecret, totpAt, totpStep } from '../src/lib/totp.ts';
import { staffUsers } from '../src/modules/staff/staff.table.ts';
import type { TestContext } from './context.ts';

export const STAFF_CLIENT = `Basic ${Buffer.from('mall-staff:').toString('base64')}`;
export const STAFF_PASSWORD = 'Staff-pass-1';

let serial = 0;

/** A staff member straight into the table, enrolled with a known TOTP secret unless `enrolled: false`. */
export async function createStaff(
  ctx: TestContext,
  { roles = ['ORDER_DESK'] as StaffRole[], enrolled = true } = {}
): Promise<{ id: number; loginId: string; secret: string }> {
  serial += 1;
  const loginId = `staff${serial}`;
  const secret = newTotpSecret();
  const box = secretBox(await fieldSecrets(ctx.config, ctx.database), STAFF_TOTP_PURPOSE);
  const [row] = await ctx.database.db
    .insert(staffUsers)
    .values({
      loginId,
      name: `직원${serial}`,
      department: '물류팀',
      roles,
      passwordHash: await hashSecret(STAFF_PASSWORD),
      totpSecret: enrolled ? box.seal(secret) : null
    })
    .returning({ id: staffUsers.id });
  return { id: row!.id, loginId, secret };
}

/** The code of the current step (offset 1: the next step's, still accepted, for a second sign-in). */
export const codeOf = (secret: string, offset = 0) => totpAt(secret, totpStep(new Date()) + offset);

export function staffToken(ctx: TestContext, body: Record<string, unknown>, client = STAFF_CLIENT) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/staff/oauth/token',
    headers: { authorization: client },
    payload: { grant_type: 'password', ...body }
  });
}

/** Signs in and answers the session cookie (`mall_staff=…`) to send back. */
export async function staffCookie(ctx: TestContext, staff: { loginId: string; secret: string }, offset = 0) {
  const response = await staffToken(ctx, {
    username: staff.loginId,
    password: STAFF_PASSWORD,
    otp: codeOf(staff.secret, offset)
  });
  if (response.statusCode !== 200) throw new Error(`staff sign-in failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'mall_staff');
  if (!cookie) throw new Error('no staff cookie');
  return `mall_staff=${cookie.value}`;
}

/** A desk signed in with the given roles. */
export async function signedInStaff(ctx: TestContext, roles: StaffRole[] = ['ORDER_DESK']) {
  const staff = await createStaff(ctx, { roles });
  return { ...staff, cookie: await staffCookie(ctx, staff) };
}
