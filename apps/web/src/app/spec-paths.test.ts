import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './more-routes';
import { catchAllRoute, type AppRoute } from './routes';

/**
 * Every address of SPEC §2's table, with a sample value for each parameter. An address the table does not
 * route falls to the catch-all, which sends the visitor Home: the placeholder this walk fails on (issue 20).
 */
const SPEC_PATHS = [
  '/',
  ...['/login', '/login/1000000001', '/boAccess/login', '/ssoLogin'],
  ...['selectType', 'complete', 'selectReferrer', 'enterInformation', 'agreeTerms'].map(
    (s) => `/signup/${s}`
  ),
  '/signupReject/3f1c2a9e-6d1b-4a57-9c2f-0b8e7d6a5c41',
  ...['/signup/naver/signupResult', '/signup/naver/signupNaverModal', '/signup/apple/signupAppleModal'],
  ...['/findAccount', '/resetPassword'],
  ...['/product/skin-care', '/product/detail/1001', '/search', '/cart'],
  ...['/mypage', '/mypage/changePassWord', '/mypage/checkPassword'],
  ...['certificate', 'enterInformation', 'agreeTerms', 'complete'].map(
    (s) => `/mypage/conversionToPlanner/${s}`
  ),
  ...['/mypage/checkPlannerDocument', '/mypage/allowanceInfo'],
  ...[
    '/mypage/userInfo',
    '/mypage/sns',
    '/mypage/refundAccount',
    '/mypage/withdrawal',
    '/mypage/autoshipCard'
  ],
  ...['/mypage/coupon', '/mypage/point'],
  ...['/mypage/orderList', '/mypage/orderDetail', '/mypage/returnList', '/mypage/returnDetail'],
  ...['/mypage/personalMall', '/mypage/personalmall', '/mypage/easybag', '/mypage/easybag/7'],
  ...['/mypage/easybag/add/1', '/mypage/easybag/add/2', '/mypage/easybag/add/3'],
  ...['/return/step1/41', '/return/step2/41', '/return/step3/41'],
  ...['/order', '/order/guest', '/order/nonuser/info', '/order/success', '/order/guest/success'],
  '/beauty-planner',
  ...['/autoship', '/autoship/detail/12', '/autoship/init', '/autoship/result'],
  ...['/billing/success', '/billing/fail'],
  ...['/update', '/update/notice', '/update/event', '/update/news'],
  ...['/update/notice/5', '/update/event/5', '/update/news/5'],
  ...['/use_terms', '/privacy_policy', '/check/planner'],
  ...['/customer', '/customer/faq', '/customer/guide', '/customer/resource', '/customer/certificate'],
  ...['/customer/partnership', '/customer/center', '/customer/center/search'],
  ...['/customer/inquiry', '/customer/inquiry/list', '/customer/inquiry/detail/9'],
  ...['/migrate', '/migrate/complete'],
  ...['/diveIn', '/diveIn/1000000001'],
  ...['/feedback', '/feedback/3', '/feedback/search', '/feedback/write'],
  ...['/feedback/resetpw', '/feedback/resetpw/confirm'],
  ...['business', 'ci', 'contribution', 'ev', 'history', 'location', 'rnd'].map((s) => `/about/${s}`),
  ...['compliance', 'customer', 'ethics', 'fair', 'safety', 'rightway', 'rightway/2'].map((s) => `/esg/${s}`),
  ...['/notification/commerce', '/notification/rbo'],
  ...['/guide', '/guideItem', '/sample'],
  ...['/cert/success', '/cert/error', '/cardcert/result']
];

const table = appRoutes.map((route) => ({
  route,
  ...(route.path === 'index' ? { index: true as const } : { path: route.path })
}));

/** The route an address lands on, following the table's own redirects (an alias of another address). */
function landing(pathname: string, seen: string[] = []): AppRoute | undefined {
  const route = matchRoutes(table, pathname)?.at(-1)?.route.route;
  if (!route || route === catchAllRoute || route.redirectTo === undefined || seen.includes(pathname))
    return route;
  return landing(route.redirectTo, [...seen, pathname]);
}

describe('SPEC §2 addresses', () => {
  it.each(SPEC_PATHS)('%s opens a screen of its own', (pathname) => {
    const route = landing(pathname);
    expect(route, `${pathname} is not in the route table`).toBeDefined();
    expect(route, `${pathname} falls to the catch-all (sent Home)`).not.toBe(catchAllRoute);
    expect(route?.screen, `${pathname} has no screen`).toBeTypeOf('function');
  });

  it('sends an address it does not know Home, so the walk above can tell', () => {
    expect(landing('/no/such/screen')).toBe(catchAllRoute);
  });
});
