/**
 * Build-time and fixed configuration of the storefront. The only module that reads `import.meta.env`.
 */
export const API_BASE = '/api';

/** Identifies this client to the gateway (`x-client-id`) and in the token call's Basic auth. */
export const WEB_CLIENT_ID = 'mall-web';

/**
 * Company facts shown in the footer; the translated parts (names, address) live in the catalogues, and the legal
 * facts (business number, privacy officer, escrow) come from the server's configuration (shared/legal, ADR 093).
 */
export const COMPANY = {
  customerCenterPhone: '1588-0000',
  email: 'care@lumiere-vita.example',
  foundedYear: 2025
} as const;

/** Browser storage keys, all in one place. */
export const STORAGE_KEYS = {
  language: 'mall.language',
  guestCart: 'mall.guestCart',
  maintenanceDismissed: 'mall.maintenanceDismissed',
  /** When the page last reloaded itself after a failed chunk load (epoch ms), to reload at most once per 10 s. */
  chunkReloadAt: 'mall.chunkReloadAt',
  /** The login id the user asked to remember (never a password or a token). */
  savedLoginId: 'mall.savedLoginId',
  /** Not a secret: 'persistent' (localStorage, auto-login) or 'session' (sessionStorage) says a refresh cookie may exist. */
  sessionHint: 'mall.sessionHint',
  /** sessionStorage: the member number (userSeqNo) that passed /mypage/checkPassword in this tab; cleared on logout. */
  passwordChecked: 'mall.passwordChecked',
  /** Not a secret: epoch ms until which the Home notice popup stays hidden ("do not show today": next KST midnight). */
  noticeHiddenUntil: 'mall.noticeHiddenUntil',
  /** sessionStorage: the shopper closed the Home notice popup in this tab (it does not come back on every Home visit). */
  noticeClosed: 'mall.noticeClosed',
  /** sessionStorage: the id of the GNB banner the shopper closed in this tab. */
  gnbBannerClosed: 'mall.gnbBannerClosed',
  /** sessionStorage (SPEC §3 "order data"): the normal-cart lines the shopper is about to order, for checkout. */
  orderData: 'mall.orderData',
  /** sessionStorage (SPEC §3 "subscription order data"): the same for the autoship cart. */
  subscriptionOrderData: 'mall.subscriptionOrderData',
  /** sessionStorage (SPEC §3 "paymentInfo"): checkout's payment state (features/checkout; SPEC §8 4341 clears it). */
  paymentInfo: 'mall.paymentInfo',
  /** sessionStorage: where SPEC §8 4340/4341 send the customer back to (the cart the order came from). */
  paymentReturnRoute: 'mall.paymentReturnRoute',
  /** sessionStorage (SPEC §3 "paymentResult"): the placed order the success page shows. */
  paymentResult: 'mall.paymentResult',
  /** sessionStorage (SPEC §3 "nonUserInfo"): the guest orderer's name, mobile and email (never the password). */
  nonUserInfo: 'mall.nonUserInfo'
} as const;
