/** Member vocabulary and rules without zod (see catalogue-rules.ts for why). */

/** SPEC §1 roles: customer, customer without referrer, planner. */
export const USER_TYPES = ['BEAUTY_CONSUMER', 'NON_REF_CUSTOMER', 'SOLE_PROPRIETORSHIP'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ACCOUNT_STATUSES = ['ACTIVATED', 'LOCK_LOGIN_PASSWORD_FAIL', 'WITHDRAWN'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * Wrong passwords in a row (logins and password re-checks together) before the account locks for
 * LOGIN_LOCK_MINUTES; a mailed unlock link or a password reset lifts it sooner (docs/decisions/041).
 */
export const LOGIN_FAIL_LIMIT = 5;
/** How long a wrong-password lock lasts: a stranger's guesses cannot keep the owner out for longer. */
export const LOGIN_LOCK_MINUTES = 15;
/** The mailed unlock link works this long, once. */
export const UNLOCK_LINK_TTL_MINUTES = 60;
/** Wrong passwords one client address may spend on one account (or unknown id) per UTC day. */
export const LOGIN_FAILS_PER_CLIENT_ACCOUNT_PER_DAY = 10;
/**
 * Wrong passwords one client address may spend on all accounts together per hour (against spraying and
 * mass locking). Generous: many people can share one address (mobile carriers' NAT, offices).
 */
export const LOGIN_FAILS_PER_CLIENT_PER_HOUR = 100;

/** SPEC §4: ACTIVATED and LOCK_LOGIN_PASSWORD_FAIL count as an existing active planner. */
export function isActivePlannerStatus(status: AccountStatus): boolean {
  return status === 'ACTIVATED' || status === 'LOCK_LOGIN_PASSWORD_FAIL';
}

/**
 * SPEC §6's member-only flag for SP and BP (docs/decisions/026): a planner whose account is active. SP and
 * BP are a planner's sales and business points, so customers and guests never see them.
 */
export function seesMemberPrices(
  member: { userType: UserType; status: AccountStatus } | null | undefined
): boolean {
  return member?.userType === 'SOLE_PROPRIETORSHIP' && isActivePlannerStatus(member.status);
}

/** SPEC §3: the full name is the last name then the first name (Korean order, no space for Hangul). */
export function fullName(lastName: string, firstName: string): string {
  const hangul = /^[\uac00-\ud7a3]+$/;
  return hangul.test(lastName) && hangul.test(firstName)
    ? `${lastName}${firstName}`
    : `${lastName} ${firstName}`.trim();
}

/** SPEC §5: mobile numbers are shown 3-4-4 (010-1234-5678); shorter numbers 3-3-4. */
export function formatMobile(digits: string): string {
  const clean = digits.replace(/\D/g, '');
  if (clean.length === 11) return `${clean.slice(0, 3)}-${clean.slice(3, 7)}-${clean.slice(7)}`;
  if (clean.length === 10) return `${clean.slice(0, 3)}-${clean.slice(3, 6)}-${clean.slice(6)}`;
  return clean;
}

/**
 * A required password change (Me.requiredPasswordChangeDate, YYYY-MM-DD) is due from that day on.
 * `today` is the calendar day where the member is (YYYY-MM-DD), so the rule stays pure.
 */
export function isPasswordChangeDue(requiredDate: string | null | undefined, today: string): boolean {
  return typeof requiredDate === 'string' && requiredDate.length >= 10 && requiredDate.slice(0, 10) <= today;
}
