import type { CartType, SearchOrderType } from '@mall/domain';

/** Every in-app path and link builder. Screens never spell a path themselves. */
type ListQuery = { pageNumber?: number; searchOrderType?: SearchOrderType; autoShipYn?: 'Y' };

export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: () => '/',
  productList: (categoryUrl: string, query: ListQuery = {}) =>
    withQuery(`/product/${encodeURIComponent(categoryUrl)}`, {
      pageNumber: query.pageNumber && query.pageNumber > 1 ? query.pageNumber : undefined,
      searchOrderType:
        query.searchOrderType && query.searchOrderType !== 'RECOMMEND' ? query.searchOrderType : undefined,
      autoShipYn: query.autoShipYn
    }),
  productDetail: (productId: number) => `/product/detail/${productId}`,
  search: (keyword?: string, query: ListQuery = {}) =>
    withQuery('/search', {
      keyword: keyword?.trim() || undefined,
      pageNumber: query.pageNumber && query.pageNumber > 1 ? query.pageNumber : undefined,
      searchOrderType:
        query.searchOrderType && query.searchOrderType !== 'RECOMMEND' ? query.searchOrderType : undefined
    }),
  login: (redirectTo?: string) => withQuery('/login', { redirect: redirectTo }),
  boAccessLogin: () => '/boAccess/login',
  /** The mailed unlock link's page (docs/decisions/041); the token comes only in the mail. */
  unlockLogin: () => '/login/unlock',
  plannerCheck: () => '/check/planner',
  migrate: (migrateId?: string) => withQuery('/migrate', { id: migrateId }),
  migrateComplete: () => '/migrate/complete',
  signupSelectType: () => '/signup/selectType',
  findAccount: () => '/findAccount',
  resetPassword: () => '/resetPassword',
  signupStep: (step: string) => `/signup/${step}`,
  /** SPEC §2 social sign-up screens (docs/decisions/013). */
  signupNaverResult: () => '/signup/naver/signupResult',
  signupNaverModal: () => '/signup/naver/signupNaverModal',
  signupAppleModal: () => '/signup/apple/signupAppleModal',
  /** The API starts a social login with a full-page navigation (not an in-app route). */
  socialAuthorize: (provider: string, redirectTo?: string) =>
    withQuery(`/api/oauth/social/${provider.toLowerCase()}/authorize`, { redirect: redirectTo }),
  conversionStep: (step: string) => `/mypage/conversionToPlanner/${step}`,
  /** Identity verification landing pages (SPEC §2; docs/decisions/017). */
  certSuccess: () => '/cert/success',
  certError: () => '/cert/error',
  cardCertResult: () => '/cardcert/result',
  checkPassword: (redirectTo?: string) => withQuery('/mypage/checkPassword', { redirect: redirectTo }),
  /** SPEC §2 spells it changePassWord; `redirectTo` is where a login that was sent here goes afterwards. */
  changePassword: (redirectTo?: string) => withQuery('/mypage/changePassWord', { redirect: redirectTo }),
  userInfo: () => '/mypage/userInfo',
  sns: () => '/mypage/sns',
  refundAccount: () => '/mypage/refundAccount',
  withdrawal: () => '/mypage/withdrawal',
  personalMall: () => '/mypage/personalMall',
  easyBag: () => '/mypage/easybag',
  /** The planner's own dive-in videos (issue 20, docs/decisions/087). */
  diveInStudio: () => '/mypage/diveIn',
  /** SPEC §2 planner pages (coming soon until built; the planner guard for the personal mall and easy bags). */
  checkPlannerDocument: () => '/mypage/checkPlannerDocument',
  allowanceInfo: () => '/mypage/allowanceInfo',
  coupon: () => '/mypage/coupon',
  notification: (category: 'commerce' | 'rbo' = 'commerce') => `/notification/${category}`,
  point: () => '/mypage/point',
  /** SPEC §2 `/cart?type=normal|autoship`; the normal cart needs no query. */
  cart: (cartType: CartType = 'normal') =>
    withQuery('/cart', { type: cartType === 'autoship' ? 'autoship' : undefined }),
  order: () => '/order',
  guestOrder: () => '/order/guest',
  guestOrderInfo: () => '/order/nonuser/info',
  orderSuccess: (orderNumber: string) => withQuery('/order/success', { orderNumber }),
  guestOrderSuccess: (orderNumber: string) => withQuery('/order/guest/success', { orderNumber }),
  /** Order history (SPEC §2 /mypage/orderList, `?type=autoship` for autoship orders) and one order's detail. */
  orderList: (
    type: 'normal' | 'autoship' = 'normal',
    query: {
      months?: number | undefined;
      fromDate?: string;
      toDate?: string;
      pageNumber?: number | undefined;
    } = {}
  ) =>
    withQuery('/mypage/orderList', {
      type: type === 'autoship' ? 'autoship' : undefined,
      months: query.months,
      fromDate: query.fromDate,
      toDate: query.toDate,
      pageNumber: query.pageNumber && query.pageNumber > 1 ? query.pageNumber : undefined
    }),
  orderDetail: (orderNumber: string) => withQuery('/mypage/orderDetail', { orderNumber }),
  /** Guest order lookup (by number + name + mobile, or number + password). */
  guestOrderLookup: () => '/order/guest/lookup',
  myPage: () => '/mypage',
  customerCenter: () => '/customer',
  termsOfUse: () => '/use_terms',
  privacyPolicy: () => '/privacy_policy'
} as const;

/** Paths as route patterns for the route table. */
export const routePatterns = {
  home: '/',
  productList: '/product/:categoryName',
  productDetail: '/product/detail/:productId',
  search: '/search',
  myPage: '/mypage',
  checkPassword: '/mypage/checkPassword',
  changePassword: '/mypage/changePassWord',
  userInfo: '/mypage/userInfo',
  sns: '/mypage/sns',
  refundAccount: '/mypage/refundAccount',
  withdrawal: '/mypage/withdrawal',
  personalMall: '/mypage/personalMall',
  personalMallLower: '/mypage/personalmall',
  easyBag: '/mypage/easybag',
  easyBagDetail: '/mypage/easybag/:bagId',
  easyBagAdd: '/mypage/easybag/add/:step',
  diveInStudio: '/mypage/diveIn',
  checkPlannerDocument: '/mypage/checkPlannerDocument',
  allowanceInfo: '/mypage/allowanceInfo',
  coupon: '/mypage/coupon',
  notification: '/notification/:category',
  point: '/mypage/point',
  login: '/login/:userNumber?',
  boAccessLogin: '/boAccess/login',
  unlockLogin: '/login/unlock',
  ssoLogin: '/ssoLogin',
  findAccount: '/findAccount',
  resetPassword: '/resetPassword',
  plannerCheck: '/check/planner',
  migrate: '/migrate',
  migrateComplete: '/migrate/complete',
  cart: '/cart',
  order: '/order',
  guestOrder: '/order/guest',
  guestOrderInfo: '/order/nonuser/info',
  orderSuccess: '/order/success',
  guestOrderSuccess: '/order/guest/success',
  orderList: '/mypage/orderList',
  orderDetail: '/mypage/orderDetail',
  guestOrderLookup: '/order/guest/lookup'
} as const;
