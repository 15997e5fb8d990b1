/**
 * Home content vocabulary and timings (SPEC §3, §4, §9), zod-free so the storefront's Home chunk can use
 * them without the schema library.
 */
export const POPUP_CONTENT_TYPES = ['CONTENT', 'IMAGE'] as const;
export type PopupContentType = (typeof POPUP_CONTENT_TYPES)[number];

/**
 * Who a notice popup is for (docs/decisions/057): everyone, guests only (e.g. the welcome gift, an invitation
 * to sign up) or logged-in members only. The API filters by the asker's session.
 */
export const POPUP_AUDIENCES = ['ALL', 'GUEST', 'MEMBER'] as const;
export type PopupAudience = (typeof POPUP_AUDIENCES)[number];

/** BLANK opens a new tab (with rel="noopener"), SELF the same tab. */
export const LINK_TARGETS = ['BLANK', 'SELF'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

export const CATEGORY_BANNER_POSITIONS = ['TOP', 'BOTTOM'] as const;
export type CategoryBannerPosition = (typeof CATEGORY_BANNER_POSITIONS)[number];

/**
 * Main banner artwork sizes (what the content team uploads), so the first slide — Home's LCP image — is
 * sized before it loads: a wide picture from 768 px up, a portrait-ish one on phones.
 */
export const MAIN_BANNER_PC_SIZE = { width: 1440, height: 560 } as const;
export const MAIN_BANNER_MOBILE_SIZE = { width: 750, height: 760 } as const;

/** SPEC §9: the main banner advances every 5 s. */
export const BANNER_AUTOPLAY_MS = 5000;
/** SPEC §9: the notice popup advances every 4000 ms. */
export const NOTICE_AUTOPLAY_MS = 4000;
/** SPEC §9: "do not show today" hides the notice popup for one day. */
export const NOTICE_HIDE_MS = 24 * 60 * 60 * 1000;

/**
 * An item is shown while `start <= now < end`; a missing bound is open. Both the API (its in-memory pass
 * over cached rows) and tests use this one rule.
 */
export function isInPeriod(period: { startAt: string | null; endAt: string | null }, now: number): boolean {
  if (period.startAt !== null && Date.parse(period.startAt) > now) return false;
  if (period.endAt !== null && Date.parse(period.endAt) <= now) return false;
  return true;
}

/**
 * The first moment after `now` at which any item's `isInPeriod` answer changes (a start or an end still to
 * come), or Infinity: until then, what is in period stays what it is now.
 */
export function nextPeriodChange(
  items: readonly { startAt: string | null; endAt: string | null }[],
  now: number
): number {
  let next = Infinity;
  for (const item of items) {
    for (const bound of [item.startAt, item.endAt]) {
      if (bound === null) continue;
      const at = Date.parse(bound);
      if (at > now && at < next) next = at;
    }
  }
  return next;
}
