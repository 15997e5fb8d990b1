import type { UserType } from './member-rules.ts';

/** Hand-off vocabulary and the toggle rule without zod (see catalogue-rules.ts for why). */
export const HANDOFF_PURPOSES = ['MALL_TO_OFFICE', 'OFFICE_TO_MALL'] as const;
export type HandoffPurpose = (typeof HANDOFF_PURPOSES)[number];
export const HANDOFF_CODE_TTL_SECONDS = 60;

/** The storefront is a public client; the back office is confidential (its secret comes from config). */
export const WEB_CLIENT_ID = 'mall-web';
export const OFFICE_CLIENT_ID = 'mall-office';
/** Who must redeem a code of each purpose. */
export const HANDOFF_REDEEMER: Record<HandoffPurpose, string> = {
  MALL_TO_OFFICE: OFFICE_CLIENT_ID,
  OFFICE_TO_MALL: WEB_CLIENT_ID
};

/**
 * SPEC §4/§6: what the office side of the mall toggle does for whom. Guests go to sign-up type selection,
 * customers to planner conversion, customers without a referrer are refused (ALT_RejectMyOffice),
 * planners are handed off to the back office.
 */
export type OfficeAction = 'signup' | 'conversion' | 'reject' | 'handoff';
export function officeAction(userType: UserType | null): OfficeAction {
  if (userType === null) return 'signup';
  if (userType === 'SOLE_PROPRIETORSHIP') return 'handoff';
  if (userType === 'NON_REF_CUSTOMER') return 'reject';
  return 'conversion';
}
