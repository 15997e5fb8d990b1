/**
 * Prints the current authenticator code of a demo staff login (README: the staff console), so the demo can be
 * tried without putting its published secrets in a phone app. Real staff enrol their own secret at first sign-in;
 * this knows only the demo secrets and reads no database.
 */
import { DEMO_STAFF } from '../apps/api/seed/staff-accounts.ts';
import { totpAt, totpStep } from '../apps/api/src/lib/totp.ts';

const loginId = process.argv[2] ?? '';
const staff = DEMO_STAFF.find((candidate) => candidate.loginId === loginId);
if (!staff) {
  process.stderr.write(`usage: npm run staff:otp -- <${DEMO_STAFF.map((s) => s.loginId).join('|')}>\n`);
  process.exit(1);
}
const now = new Date();
const secondsLeft = 30 - (Math.floor(now.getTime() / 1000) % 30);
process.stdout.write(
  `${totpAt(staff.totpSecret, totpStep(now))}  (${staff.loginId}, valid ${secondsLeft} s more)\n`
);
