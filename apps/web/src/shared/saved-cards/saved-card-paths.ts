import { withQuery } from '../config/paths';

/**
 * The saved cards' addresses (SPEC §2 `/mypage/autoshipCard`, `/billing/success`, `/billing/fail`) and their route
 * patterns: beside paths.ts rather than in it, because paths.ts is on Home's first load (the `app` chunk, ADR 061)
 * and only lazy screens link here.
 */
export const savedCardPaths = {
  /** The member's saved cards; the default return page of the billing window and of the card-password flow. */
  list: () => '/mypage/autoshipCard',
  /** Where the billing window comes back to (with customerKey and authKey), then on to `redirect`. */
  billingSuccess: (redirect: string) => withQuery('/billing/success', { redirect }),
  /** Where the billing window comes back to when it failed or was cancelled (with code and message). */
  billingFail: (redirect: string) => withQuery('/billing/fail', { redirect })
} as const;

export const savedCardRoutePatterns = {
  list: '/mypage/autoshipCard',
  billingSuccess: '/billing/success',
  billingFail: '/billing/fail'
} as const;
