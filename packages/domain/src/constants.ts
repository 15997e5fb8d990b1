/** Business constants of SPEC §9, defined once for the API and the storefront. */
export const PRODUCT_PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGINATION_LINKS = 10;
export const CART_MAX_QUANTITY = 100;
/** The quantity spinner's field holds at most this many characters (SPEC §9). */
export const QUANTITY_INPUT_MAX_LENGTH = 3;
export const COUNT_BADGE_CAP = 99;
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const API_TIMEOUT_MS = 30_000;
export const BREAKPOINTS = { md: 768, lg: 1024 } as const;
/** Root of the fixed company-story branch of the category tree (SPEC §2). */
export const COMPANY_STORY_ROOT_ID = 9999999999;
export const DATE_FORMAT = 'YYYY-MM-DD';
export const CURRENCY = 'KRW';
