/**
 * Every refusal the API can give, with its HTTP status. SPEC §8's codes keep their spelling;
 * the upper-case ones are ours. The web translates a code at render time (key `error.<code>`).
 */
export const ERROR_STATUS = {
  // SPEC §8: business conflicts the server explains in its message.
  '4005': 409,
  '6009': 409,
  '4099': 409,
  '6099': 409,
  '1106': 409,
  '5001': 409,
  '1100': 409,
  '4308': 409,
  '4309': 409,
  '4340': 409,
  '4341': 409,
  // SPEC §8: token call failures (9001 no such member, 9002 withdrawn, 1101 wrong password, 1102 locked).
  '9001': 401,
  '9002': 401,
  '1101': 401,
  '1102': 401,
  invalid_token: 401,
  invalid_client: 401,
  'G-4009': 400,
  // Ours.
  VALIDATION_FAILED: 400,
  AUTH_CODE_MISMATCH: 400,
  EMAIL_NOT_VERIFIED: 400,
  /** An identity reset proof that is unknown, used or older than half an hour (docs/decisions/019). */
  RESET_PROOF_INVALID: 400,
  /** A mailed unlock link that is unknown, used or expired (docs/decisions/041). */
  UNLOCK_TOKEN_INVALID: 400,
  LOGIN_ID_TAKEN: 409,
  EMAIL_TAKEN: 409,
  REFERRER_NOT_FOUND: 404,
  MEMBER_NOT_FOUND: 404,
  PASSWORD_MISMATCH: 400,
  /** "Change later" when no password change is due (nothing to put off). */
  PASSWORD_CHANGE_NOT_DUE: 409,
  // Identity verification (docs/decisions/007).
  CERT_REQUEST_NOT_FOUND: 404,
  CERT_NOT_VERIFIED: 409,
  CERT_EXPIRED: 410,
  CERT_ALREADY_USED: 409,
  CERT_PURPOSE_NOT_ALLOWED: 403,
  /** The verified person is not the one the form or the account names (docs/decisions/018). */
  CERT_IDENTITY_MISMATCH: 409,
  /** The identity-verification vendor could not be reached or refused the shop; nothing was started (docs/decisions/040). */
  CERT_PROVIDER_ERROR: 502,
  /** One account per person: the verified person already has one (docs/decisions/018). */
  IDENTITY_ALREADY_REGISTERED: 409,
  /** The verified person is under 14 (개인정보 보호법 제22조의2): the shop takes no such members (docs/decisions/093). */
  SIGNUP_UNDER_AGE: 403,
  // Social login (docs/decisions/010).
  SOCIAL_NOT_LINKED: 401,
  SOCIAL_TOKEN_INVALID: 401,
  SOCIAL_ALREADY_LINKED: 409,
  SOCIAL_LINK_NOT_FOUND: 404,
  SOCIAL_LINK_NOT_ALLOWED: 403,
  // SPEC §6/§8 role refusals, under the keys the storefront shows.
  ALT_CustomerOnly: 403,
  ALT_RejectRefCustomer: 403,
  ALT_PlannerOnly: 403,
  ALT_RejectMyOffice: 403,
  // Back-office hand-off codes (docs/decisions/015).
  HANDOFF_CODE_INVALID: 400,
  HANDOFF_CODE_EXPIRED: 400,
  HANDOFF_CODE_USED: 400,
  HANDOFF_CLIENT_MISMATCH: 403,
  // Account migration (docs/decisions/016).
  MIGRATE_NOT_FOUND: 404,
  MIGRATE_ALREADY_DONE: 409,
  MIGRATE_TOKEN_INVALID: 400,
  MIGRATE_TOKEN_EXPIRED: 410,
  MIGRATE_TOKEN_USED: 409,
  AUTH_CODE_EXPIRED: 400,
  MAIL_COOLDOWN: 429,
  MAIL_DAILY_LIMIT: 429,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  // Cart (docs/decisions/030): the spec's keys where it has one.
  CA_SoldoutAlert: 409,
  /** The product is paused or gone: it cannot go into a cart. */
  CART_PRODUCT_UNAVAILABLE: 409,
  /** The product has options and none (or another product's) was named. */
  CART_OPTION_REQUIRED: 400,
  /** The line would exceed the product's limit (data: maxQuantity, quantityInCart). */
  CART_QUANTITY_LIMIT: 409,
  /** Autoship cart: not an autoship product, or one with a buy period or quantity limit (SPEC §5). */
  CART_AUTOSHIP_NOT_ALLOWED: 409,
  CART_FULL: 409,
  CART_LINE_NOT_FOUND: 404,
  // Address book (SPEC §5): at most 10, the last one and fixed-term ones stay.
  ADR_AlertText9: 409,
  ADR_AlertText4: 409,
  ADR_AlertText5: 409,
  ADDRESS_NOT_FOUND: 404,
  // Checkout, payment and orders (docs/decisions/034). SPEC §8: 4308 the order changed (sold out, price or amount
  // changed: back to /order), 4309 the payment was not accepted, 4340 the sheet or pending order is gone or used,
  // 4341 the payment state no longer matches the server (the storefront clears it).
  /** A coupon that is not the asker's, used, expired, or whose minimum is not met (data.reason). */
  COUPON_NOT_APPLICABLE: 409,
  /** Points not whole won, above the balance or above the amount (data.max). */
  POINT_USE_INVALID: 409,
  /** A two-step split where a step pays less than 100 won (data.min, data.max). */
  PAYMENT_SPLIT_INVALID: 400,
  /** The amount of a payment return differs from the attempt's: refused before the provider is asked. */
  PAYMENT_AMOUNT_MISMATCH: 400,
  ORDER_NOT_FOUND: 404,
  /** Shipped, delivered or already cancelled. */
  ORDER_NOT_CANCELLABLE: 409,
  /** Wrong number, name, mobile or password: one answer for all (no probing). */
  GUEST_ORDER_NOT_FOUND: 404,
  /** The parcel has a tracking number, has shipped, or the order is cancelled: its address stays (issue 20). */
  ORDER_ADDRESS_NOT_CHANGEABLE: 409,
  /**
   * A member's quantity of a limited product across orders not failed or cancelled would pass its maxQuantityLimit
   * (data: productId, maxQuantityLimit, purchasedQuantity).
   */
  ORDER_QUANTITY_LIMIT: 409,
  /** The payment provider could not be reached or failed internally; nothing was charged or it was refunded. */
  PAYMENT_PROVIDER_ERROR: 502,
  IDEMPOTENCY_KEY_INVALID: 400,
  /** The same Idempotency-Key with another body. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The first request with this Idempotency-Key is still running. */
  IDEMPOTENCY_KEY_IN_FLIGHT: 409,
  // The refund bank account (docs/decisions/070).
  /** The page needs the password typed again (within 10 minutes, in this login). */
  PASSWORD_CHECK_REQUIRED: 403,
  /** The holder check named is not this member's, failed, was used or is older than 10 minutes. */
  REFUND_ACCOUNT_CHECK_INVALID: 400,
  /** The member has a refund account: change it instead. */
  REFUND_ACCOUNT_EXISTS: 409,
  /** A guest's refund account must be in the orderer's own name. */
  REFUND_ACCOUNT_NOT_ORDERER: 400,
  // Saved cards and the card password (docs/decisions/073).
  /** No live saved card of the asker's with this id. */
  FAVORITE_CARD_NOT_FOUND: 404,
  /** The member keeps FAVORITE_CARD_LIMIT cards already. */
  FAVORITE_CARD_LIMIT: 409,
  /** The autoship card of a live subscription: change the subscription's card first. */
  FAVORITE_CARD_IN_USE: 409,
  /** The provider refused the card registration's authKey (used, expired or not this member's). */
  BILLING_AUTH_FAILED: 400,
  /** The card has no card password yet: set one first. */
  CARD_PASSWORD_NOT_SET: 409,
  /** Setting a card password the card already has: change or reset it instead. */
  CARD_PASSWORD_ALREADY_SET: 409,
  /** A wrong card password (data.failCount of CARD_PASSWORD_MAX_FAILS). */
  CARD_PASSWORD_MISMATCH: 400,
  /** Five wrong card passwords: locked until reset with identity verification. */
  CARD_PASSWORD_LOCKED: 403,
  // Autoship subscriptions (docs/decisions/074).
  /** No subscription of the asker's with this id. */
  AUTOSHIP_NOT_FOUND: 404,
  /** The subscription's status does not allow the move (data.status, data.action). */
  AUTOSHIP_MOVE_REFUSED: 409,
  /** A cycle is being charged or retried (data.cycleIndex, data.chargeDay): the move waits until it settles. */
  AUTOSHIP_CYCLE_DUE: 409,
  /** The first or next charge day is outside tomorrow..60 days ahead (data.min, data.max). */
  AUTOSHIP_FIRST_DAY_RANGE: 400,
  /** A next charge day on or before the last settled cycle's day (data.after). */
  AUTOSHIP_NEXT_DAY_TOO_EARLY: 400,
  /** The scheduler settled a cycle that is no longer the pending one (settled or renumbered meanwhile). */
  AUTOSHIP_CYCLE_NOT_PENDING: 409,
  /** SPEC §5: the product is not offered for autoship (data.productId). */
  AUTOSHIP_NOT_OFFERED: 409,
  /** SPEC §5: the product is sold in a buy period, which a subscription could outlive (data.productId). */
  AUTOSHIP_BUY_PERIOD: 409,
  /** SPEC §5: the product is limited in quantity per order (data.productId). */
  AUTOSHIP_QUANTITY_LIMIT: 409,
  // The planner's business (docs/decisions/075).
  /** Another mall has this site address (findExistUserSiteUrl). */
  PERSONAL_MALL_SITE_URL_TAKEN: 409,
  /** Another planner has this nickname (findExistUserNickNm). */
  PERSONAL_MALL_NICKNAME_TAKEN: 409,
  /** No easy bag of the asker's (or, at /beauty-planner, no live bag) with this id. */
  EASY_BAG_NOT_FOUND: 404,
  /** The planner keeps EASY_BAG_LIMIT bags already. */
  EASY_BAG_LIMIT: 409,
  /** A product planners may not put in a bag (exposureBagYn N, paused or gone; data.productId). */
  EASY_BAG_PRODUCT_NOT_ALLOWED: 409,
  /** No dive-in video showing with this id (docs/decisions/084). */
  DIVE_IN_NOT_FOUND: 404,
  /** An uploaded video is shorter or longer than allowed (data.min, data.max in seconds). */
  DIVE_IN_VIDEO_DURATION: 400,
  /** A tagged product that cannot be shown in a video (unknown, paused; data.productId). */
  DIVE_IN_PRODUCT_NOT_ALLOWED: 409,
  /** The desk's move does not start from the video's state now (another desk moved it). */
  DIVE_IN_MOVE_REFUSED: 409,
  /** No review showing with this id (docs/decisions/090). */
  REVIEW_NOT_FOUND: 404,
  /** The order line is another member's (or a guest's): only its buyer reviews it. */
  REVIEW_LINE_NOT_YOURS: 403,
  /** The line's order is not delivered (yet): a review is of what was received. */
  REVIEW_NOT_DELIVERED: 409,
  /** The line has its review already: one per order line. */
  REVIEW_ALREADY_WRITTEN: 409,
  /** The line was returned and refunded: nothing left to review. */
  REVIEW_LINE_RETURNED: 409,
  /** A helpful vote on one's own review. */
  REVIEW_OWN_HELPFUL: 403,
  /** A second helpful vote by the same member. */
  REVIEW_HELPFUL_TWICE: 409,
  /** The desk's move does not start from the review's state now (another desk moved it). */
  REVIEW_MOVE_REFUSED: 409,
  /** No planner document of the asker's with this id. */
  PLANNER_DOCUMENT_NOT_FOUND: 404,
  /** An approved document is kept as it is: it cannot be replaced or withdrawn. */
  PLANNER_DOCUMENT_APPROVED: 409,
  /** The desk's review does not start from the document's state now. */
  PLANNER_DOCUMENT_MOVE_REFUSED: 409,
  /** The planner has an allowance account: change it instead. */
  ALLOWANCE_ACCOUNT_EXISTS: 409,
  // The staff console (docs/decisions/067).
  /** Wrong login id, password or code, or a locked account: one answer for all (nothing tells ids apart). */
  STAFF_LOGIN_FAILED: 401,
  /** The password was right; the authenticator code is still to come. */
  STAFF_OTP_REQUIRED: 401,
  /** An order the desk asked to move is no longer in a state the move starts from. */
  ORDER_MOVE_REFUSED: 409,
  /** A tracking number that is not the courier's format, or a courier the shop does not use. */
  TRACKING_NUMBER_INVALID: 400,
  // Returns (docs/decisions/071).
  /** The order is not delivered (yet), so nothing can be sent back. */
  RETURN_ORDER_NOT_DELIVERED: 409,
  /** The return window closed (data.deadline). */
  RETURN_WINDOW_PASSED: 409,
  RETURN_NOTHING_REQUESTED: 400,
  RETURN_LINE_NOT_FOUND: 400,
  RETURN_LINE_DUPLICATE: 400,
  /** More than the line may still send back (data.max), e.g. another return took the units first. */
  RETURN_QUANTITY_INVALID: 409,
  RETURN_NOT_FOUND: 404,
  /** An order's points wait until its open return is finished (returned goods earn nothing). */
  POINT_EARN_RETURN_OPEN: 409,
  /** Only a return not approved yet can be withdrawn. */
  RETURN_NOT_CANCELLABLE: 409,
  /** The desk's move does not start from the return's state now. */
  RETURN_MOVE_REFUSED: 409,
  /** No file, or a file that is not a JPEG or PNG by its content. */
  ALT_FileError: 400,
  /** An image over the limit (data.maxMb). */
  ALT_ImageValidation: 413,
  /** More files than the form takes (data.max). */
  RETURN_PHOTO_TOO_MANY: 400,
  // Issue 19 — updates (notices, events, news): codes of this slice go here.
  BOARD_POST_NOT_FOUND: 404,
  // Issue 19 — terms: codes of this slice go here.
  TERMS_NOT_FOUND: 404,
  TERMS_PUBLISHED_IMMUTABLE: 409,
  TERMS_DRAFT_EXISTS: 409,
  TERMS_EFFECTIVE_AT_INVALID: 400,
  // Issue 19 — site pages: codes of this slice go here.
  SITE_PAGE_NOT_FOUND: 404,
  /** The page changed since the editor loaded it (another staff member saved or published). */
  SITE_PAGE_CONFLICT: 409,
  // Issue 19 — customer centre: codes of this slice go here.
  CENTRE_ITEM_NOT_FOUND: 404,
  CENTRE_CATEGORY_IN_USE: 409,
  // Issue 19 — inquiries and member desk: codes of this slice go here.
  INQUIRY_NOT_FOUND: 404,
  /** The inquiry moved on meanwhile (answered before the writer's edit, deleted before an answer). */
  INQUIRY_MOVE_REFUSED: 409,
  /** SPEC §5: a member memo without content. */
  INQ_AlertMemo: 400,
  /** SPEC §5: a memo comment without content. */
  ALT_InsertContent: 400,
  MEMBER_MEMO_NOT_FOUND: 404,
  // Issue 19 — feedback: codes of this slice go here.
  FEEDBACK_NOT_FOUND: 404,
  /** A private guest post: its password (a grant) is needed to read, edit or delete it. */
  FEEDBACK_PASSWORD_REQUIRED: 403,
  /** A wrong post password (data.failCount, data.limit). */
  FEEDBACK_PASSWORD_WRONG: 400,
  /** Too many wrong passwords for this post: checks wait until data.lockedUntil. */
  FEEDBACK_PASSWORD_LOCKED: 429,
  /** A reset link that is unknown, used or older than 30 minutes. */
  FEEDBACK_RESET_INVALID: 400,
  /** Posts from one address or member must be data.retryAfterSeconds apart. */
  FEEDBACK_TOO_SOON: 429,
  /** The same text was posted within the last day. */
  FEEDBACK_DUPLICATE: 409,
  // Issue 19 — Home content desk and staff uploads: codes of this slice go here.
  /** No Home content row of this kind with this id. */
  CONTENT_ITEM_NOT_FOUND: 404,
  /** The kind already has HOME_CONTENT_MAX_ROWS rows (data.max). */
  CONTENT_DESK_FULL: 409,
  /** A reorder that does not list exactly the kind's rows now (another desk added or removed one). */
  CONTENT_ORDER_STALE: 409,
  // Issue 21 — wishlist, recently viewed and restock alerts (docs/decisions/091, 092).
  /** The product is not in the asker's wishlist (or not theirs). */
  WISHLIST_ITEM_NOT_FOUND: 404,
  /** The wishlist already holds WISHLIST_MAX products (data.max). */
  WISHLIST_FULL: 409,
  /** The product or option is not sold out: there is nothing to wait for. */
  RESTOCK_NOT_SOLD_OUT: 409,
  /** The asker already waits for this product or option (data.alertId). */
  RESTOCK_ALREADY_REQUESTED: 409,
  /** No waiting alert of the asker's with this id. */
  RESTOCK_ALERT_NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  MAINTENANCE: 503,
  SERVICE_UNAVAILABLE: 503
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** A refusal raised by a rule; `data` carries what the message needs (e.g. `{ available: 2 }`). */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly data: Record<string, unknown> | undefined;
  constructor(code: ErrorCode, data?: Record<string, unknown>) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.data = data;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
