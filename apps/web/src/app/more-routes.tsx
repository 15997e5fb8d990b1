import { paths, routePatterns } from '../shared/config/paths';
import { loadNamespace } from '../shared/i18n/i18n';
import {
  accountScreen,
  becomePlannerScreen,
  benefitsScreen,
  notificationScreen,
  certResultScreen,
  checkoutScreen,
  loginLoader,
  loginScreen,
  migrateScreen,
  myPageLoader,
  orderHistoryScreen,
  recoveryLoader,
  recoveryScreen,
  returnRoutes,
  savedCardAndAutoshipRoutes,
  signupScreen,
  signupStepLoader,
  snsLoader,
  userInfoLoader
} from './more-route-parts';
import { contentRoutes } from './content-routes';
import { shopperListRoutes } from './shopper-list-routes';
import { reviewRoutes } from './review-routes';
import {
  diveInStudioRoutes,
  easyBagRoutes,
  personalMallRoutes,
  plannerDocumentRoutes
} from './planner-routes';
import { catchAllRoute, entryRoutes, type AppRoute } from './routes';

/*
 * The route table's second half (SPEC §2): every screen but the entry pages (routes.tsx). The router
 * fetches it with the first navigation that needs it, on a first visit to one of these addresses too
 * (React Router's patchRoutesOnNavigation, docs/decisions/061): Home's first load does not carry it.
 */

export const moreRoutes: readonly AppRoute[] = [
  // SPEC §2 checkout (docs/decisions/034): the cart and buy-now hand their lines over in sessionStorage
  // (shared/storage/order-data.ts); the provider's window comes back to /order or /order/guest.
  { path: routePatterns.order, guard: 'login', screen: checkoutScreen('MemberCheckoutRoute') },
  { path: routePatterns.orderSuccess, guard: 'login', screen: checkoutScreen('OrderSuccessRoute') },
  { path: routePatterns.guestOrder, screen: checkoutScreen('GuestCheckoutRoute') },
  { path: routePatterns.guestOrderInfo, screen: checkoutScreen('NonUserInfoRoute') },
  { path: routePatterns.guestOrderSuccess, screen: checkoutScreen('GuestOrderSuccessRoute') },
  // SPEC §2: three addresses, one login screen; a logged-in user is sent on by the loader.
  { path: routePatterns.login, loader: loginLoader, screen: loginScreen },
  { path: routePatterns.boAccessLogin, loader: loginLoader, screen: loginScreen },
  { path: routePatterns.ssoLogin, loader: loginLoader, screen: loginScreen },
  {
    path: routePatterns.myPage,
    guard: 'login',
    loader: myPageLoader,
    screen: () =>
      Promise.all([import('../features/mypage/routes/my-page-route'), loadNamespace('accounts')]).then(
        ([m]) => m.MyPageRoute
      )
  },
  // SPEC §2/§6 my-page account screens: the re-check first, then the member's own data pages.
  { path: routePatterns.checkPassword, guard: 'login', screen: accountScreen('CheckPasswordRoute') },
  {
    path: routePatterns.changePassword,
    guard: 'login',
    loader: myPageLoader,
    screen: accountScreen('ChangePasswordRoute')
  },
  {
    path: routePatterns.userInfo,
    guard: 'passwordChecked',
    loader: userInfoLoader,
    screen: accountScreen('UserInfoRoute')
  },
  { path: routePatterns.sns, guard: 'passwordChecked', loader: snsLoader, screen: accountScreen('SnsRoute') },
  { path: routePatterns.withdrawal, guard: 'passwordChecked', screen: accountScreen('WithdrawalRoute') },
  // SPEC §2 the refund account (docs/decisions/070).
  {
    path: routePatterns.refundAccount,
    guard: 'passwordChecked',
    screen: accountScreen('RefundAccountRoute')
  },
  ...savedCardAndAutoshipRoutes,
  ...personalMallRoutes,
  ...easyBagRoutes,
  ...diveInStudioRoutes,
  ...plannerDocumentRoutes,
  // SPEC §2 order history and detail, and the guest lookup (ours: /order/guest/lookup).
  { path: routePatterns.orderList, guard: 'login', screen: orderHistoryScreen('OrderListRoute') },
  { path: routePatterns.orderDetail, guard: 'login', screen: orderHistoryScreen('OrderDetailRoute') },
  { path: routePatterns.guestOrderLookup, screen: orderHistoryScreen('GuestLookupRoute') },
  ...returnRoutes,
  // SPEC §2/§7 coupons and points (docs/decisions/037).
  { path: routePatterns.coupon, guard: 'login', screen: benefitsScreen('CouponRoute') },
  { path: routePatterns.point, guard: 'login', screen: benefitsScreen('PointRoute') },
  ...shopperListRoutes,
  // SPEC §2 the notification centre (docs/decisions/069).
  { path: routePatterns.notification, guard: 'login', screen: notificationScreen },
  // SPEC §2 sign-up wizard: a step opens only when recorded as visited (or with ?forcePush); members go Home.
  {
    path: paths.signupStep('selectType'),
    guard: 'signupStep',
    loader: signupStepLoader('selectType'),
    screen: signupScreen('SelectTypeRoute')
  },
  {
    path: paths.signupStep('selectReferrer'),
    guard: 'signupStep',
    loader: signupStepLoader('selectReferrer'),
    screen: signupScreen('SelectReferrerRoute')
  },
  {
    path: paths.signupStep('agreeTerms'),
    guard: 'signupStep',
    loader: signupStepLoader('agreeTerms'),
    screen: signupScreen('AgreeTermsRoute')
  },
  {
    path: paths.signupStep('enterInformation'),
    guard: 'signupStep',
    loader: signupStepLoader('enterInformation'),
    screen: signupScreen('EnterInformationRoute')
  },
  {
    path: paths.signupStep('complete'),
    guard: 'signupStep',
    loader: signupStepLoader('complete'),
    screen: signupScreen('CompleteRoute')
  },
  // SPEC §2 account recovery, for guests (members go to my page).
  { path: routePatterns.findAccount, loader: recoveryLoader, screen: recoveryScreen('FindAccountRoute') },
  { path: routePatterns.resetPassword, loader: recoveryLoader, screen: recoveryScreen('ResetPasswordRoute') },
  // The mailed unlock link (docs/decisions/041); before /login/:userNumber? by being the more specific path.
  { path: routePatterns.unlockLogin, screen: recoveryScreen('UnlockRoute') },
  // SPEC §2 conversion to planner: customers only, a step opens only when recorded as visited.
  ...(
    [
      ['certificate', 'CertificateRoute'],
      ['enterInformation', 'ConversionInformationRoute'],
      ['agreeTerms', 'ConversionAgreeTermsRoute'],
      ['complete', 'ConversionCompleteRoute']
    ] as const
  ).map(([step, screen]) => ({
    path: paths.conversionStep(step),
    guard: 'conversionStep' as const,
    screen: becomePlannerScreen(screen)
  })),
  // SPEC §2 identity verification landing pages (the popup's tab fallback, docs/decisions/017).
  ...[paths.certSuccess(), paths.certError(), paths.cardCertResult()].map((path) => ({
    path,
    screen: certResultScreen
  })),
  {
    path: '/signupReject/:uuid',
    screen: signupScreen('SignupRejectRoute')
  },
  // SPEC §2/§4 planner check.
  {
    path: routePatterns.plannerCheck,
    screen: () =>
      Promise.all([import('../features/office/routes/planner-check-route'), loadNamespace('accounts')]).then(
        ([m]) => m.PlannerCheckRoute
      )
  },
  // SPEC §2 account migration.
  { path: routePatterns.migrate, screen: migrateScreen('MigrateRoute') },
  { path: routePatterns.migrateComplete, screen: migrateScreen('MigrateCompleteRoute') },
  // SPEC §2 social sign-up screens (docs/decisions/013): entry points, so no wizard-step guard.
  { path: paths.signupNaverResult(), screen: signupScreen('NaverSignupResultRoute') },
  { path: paths.signupNaverModal(), screen: signupScreen('SignupNaverModalRoute') },
  { path: paths.signupAppleModal(), screen: signupScreen('SignupAppleModalRoute') },
  ...contentRoutes,
  ...reviewRoutes
];

/** The whole table, entry pages and the rest, as the router has it once patched (tests render it at once). */
export const appRoutes: readonly AppRoute[] = [...entryRoutes, ...moreRoutes, catchAllRoute];
