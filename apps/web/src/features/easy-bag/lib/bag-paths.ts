import { easyBagLink } from '@mall/domain';

/**
 * The easy bag screens' addresses (SPEC §2 `/mypage/easybag`, `/{bagId}`, `/add/1..3`, `/beauty-planner`): kept
 * in this feature, not shared/config/paths.ts, which is on Home's first load (only these lazy screens link here).
 */
export const bagPaths = {
  list: () => '/mypage/easybag',
  detail: (bagId: string) => `/mypage/easybag/${encodeURIComponent(bagId)}`,
  add: (step: 1 | 2 | 3) => `/mypage/easybag/add/${step}`,
  /** The public order page of a bag (the link a planner sends). */
  order: (bagId: string) => easyBagLink(bagId)
} as const;

/** The link to send: absolute on this shop's origin. */
export const shareableLink = (bagId: string, origin: string = window.location.origin) =>
  `${origin}${bagPaths.order(bagId)}`;
