import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  Navigate,
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject
} from 'react-router';
import { categoryListLoader, productDetailLoader } from '../features/catalogue/routes/loaders';
import { loginLoader } from '../features/auth/routes/login-loader';
import { homeLoader } from '../features/home/routes/home-loader';
import { myPageLoader } from '../features/mypage/routes/my-page-loader';
import { snsLoader, userInfoLoader } from '../features/mypage/routes/account-loaders';
import type { AccountScreenName } from '../features/mypage/routes/account-screens';
import { signupStepLoader } from '../features/signup/routes/signup-loader';
import type { SignupScreenName } from '../features/signup/routes/signup-screens';
import type { ConversionScreenName } from '../features/conversion/routes/conversion-screens';
import type { OrderScreenName } from '../features/order/routes/order-screens';
import { searchLoader } from '../features/search/routes/search-loader';
import { recoveryLoader } from '../features/recovery/routes/recovery-loader';
import { prefetchShellData } from './shell/shell-loader';
import { paths, routePatterns } from '../shared/config/paths';
import { loadNamespace } from '../shared/i18n/i18n';
import { applyGuard } from './guards/apply-guard';
import type { Guard } from './guards/evaluate-guard';
import { AppLoading } from './shell/app-loading';
import { AppShell } from './shell/app-shell';
import { RootErrorBoundary, RouteErrorBoundary } from './shell/route-error-boundary';

/**
 * THE route table (SPEC §2). Each screen is its own lazy chunk; its loader is imported statically so the
 * data requests start at navigation, in parallel with the chunk. Guards are data, applied in one place
 * (applyGuard) before the loader runs.
 */
export type AppRoute = {
  path: string | 'index';
  guard?: Guard;
  loader?: (queryClient: QueryClient) => LoaderFunction;
  screen?: () => Promise<ComponentType>;
  redirectTo?: string;
};

/** The login screen (one chunk and the accounts texts, fetched together). */
const loginScreen = () =>
  Promise.all([import('../features/auth/routes/login-route'), loadNamespace('accounts')]).then(
    ([m]) => m.LoginRoute
  );

/** A sign-up screen: the wizard's one chunk (see signup-screens.ts), fetched with the accounts texts. */
const signupScreen = (name: SignupScreenName) => () =>
  Promise.all([import('../features/signup/routes/signup-screens'), loadNamespace('accounts')]).then(
    ([m]) => m[name]
  );

/** A recovery screen (/findAccount, /resetPassword): one chunk holding both, fetched with the accounts texts. */
const recoveryScreen = (name: 'FindAccountRoute' | 'ResetPasswordRoute' | 'UnlockRoute') => () =>
  Promise.all([import('../features/recovery/routes/recovery-screens'), loadNamespace('accounts')]).then(
    ([m]) => m[name]
  );

/**
 * Addresses the spec defines whose screens are not built yet: one translated "coming soon" screen with a
 * way home, so links there (cart, customer centre, terms) never silently land on Home.
 * Listed one by one: any other unknown path still goes Home (SPEC §2).
 */
export const comingSoonPaths: readonly string[] = [
  paths.customerCenter(),
  paths.termsOfUse(),
  paths.privacyPolicy()
];

/**
 * The company-story entries (category root 9999999999: values, history, R&D, news, ESG pages) lead Home
 * until the content pages are built (not yet). Listed explicitly so the intent
 * survives a change of the catch-all.
 */
export const companyStoryPaths: readonly string[] = ['/about/*', '/update/news', '/esg/*'];
/** A planner-conversion screen: the wizard's one chunk, fetched with the accounts texts. */
const conversionScreen = (name: ConversionScreenName) => () =>
  Promise.all([import('../features/conversion/routes/conversion-screens'), loadNamespace('accounts')]).then(
    ([m]) => m[name]
  );

/** The verification popup's landing page (one small chunk with the accounts texts). */
const certResultScreen = () =>
  Promise.all([import('../shared/identity/cert-result-route'), loadNamespace('accounts')]).then(
    ([m]) => m.CertResultRoute
  );

/** Account migration: one chunk for both screens, fetched with the accounts texts. */
const migrateScreen = (name: 'MigrateRoute' | 'MigrateCompleteRoute') => () =>
  Promise.all([import('../features/migrate/routes/migrate-screens'), loadNamespace('accounts')]).then(
    ([m]) => m[name]
  );

/** A checkout screen: one chunk for checkout, guest info and the success pages, with the order texts. */
const orderScreen = (name: OrderScreenName) => () =>
  Promise.all([import('../features/order/routes/order-screens'), loadNamespace('order')]).then(
    ([m]) => m[name]
  );

/** An order screen (history, detail, guest lookup): one chunk, fetched with the orders texts. */
const ordersScreen = (name: 'OrderListRoute' | 'OrderDetailRoute' | 'GuestLookupRoute') => () =>
  Promise.all([import('../features/orders/routes/orders-screens'), loadNamespace('orders')]).then(
    ([m]) => m[name]
  );

const comingSoonScreen = () =>
  import('../features/coming-soon/routes/coming-soon-route').then((m) => m.ComingSoonRoute);

/** A my-page account screen: one chunk for all of them (see account-screens.ts), with the accounts texts. */
const accountScreen = (name: AccountScreenName) => () =>
  Promise.all([import('../features/mypage/routes/account-screens'), loadNamespace('accounts')]).then(
    ([m]) => m[name]
  );

/**
 * My-page addresses whose screens are not built yet, already behind their guards (SPEC §6): the
 * coming-soon screen for now, so a planner-only link refuses customers today.
 */
const guardedComingSoon: ReadonlyArray<{ path: string; guard: Guard }> = [
  { path: routePatterns.refundAccount, guard: 'passwordChecked' },
  { path: routePatterns.personalMall, guard: 'planner' },
  { path: routePatterns.personalMallLower, guard: 'planner' },
  { path: routePatterns.easyBag, guard: 'planner' },
  { path: routePatterns.easyBagDetail, guard: 'planner' },
  { path: routePatterns.easyBagAdd, guard: 'planner' },
  { path: routePatterns.checkPlannerDocument, guard: 'login' },
  { path: routePatterns.allowanceInfo, guard: 'login' }
];

/** The coupon and point pages: one chunk with the compensation texts. */
const compensationScreen = (name: 'CouponRoute' | 'PointRoute') => () =>
  Promise.all([
    import('../features/compensation/routes/compensation-screens'),
    loadNamespace('compensation')
  ]).then(([m]) => m[name]);

export const appRoutes: readonly AppRoute[] = [
  {
    path: 'index',
    loader: homeLoader,
    screen: () => import('../features/home/routes/home-route').then((m) => m.HomeRoute)
  },
  {
    path: routePatterns.productDetail,
    loader: productDetailLoader,
    screen: () =>
      Promise.all([
        import('../features/catalogue/routes/product-detail-route'),
        loadNamespace('product'),
        loadNamespace('cart')
      ]).then(([m]) => m.ProductDetailRoute)
  },
  {
    path: routePatterns.productList,
    loader: categoryListLoader,
    screen: () => import('../features/catalogue/routes/category-route').then((m) => m.CategoryRoute)
  },
  {
    path: routePatterns.search,
    loader: searchLoader,
    screen: () => import('../features/search/routes/search-route').then((m) => m.SearchRoute)
  },
  // SPEC §2 /cart?type=normal|autoship: guests and members, no guard. The loader is its own small
  // chunk fetched with the screen's (Home's first load stays within budget, docs/decisions/032).
  {
    path: routePatterns.cart,
    loader: (queryClient) => async (args) =>
      (await import('../features/cart/routes/cart-loader')).cartLoader(queryClient)(args),
    screen: () =>
      Promise.all([import('../features/cart/routes/cart-route'), loadNamespace('cart')]).then(
        ([m]) => m.CartRoute
      )
  },
  // SPEC §2 checkout (docs/decisions/034): the cart and buy-now hand their lines over in sessionStorage
  // (shared/storage/order-data.ts); the provider's window comes back to /order or /order/guest.
  { path: routePatterns.order, guard: 'login', screen: orderScreen('MemberCheckoutRoute') },
  { path: routePatterns.orderSuccess, guard: 'login', screen: orderScreen('OrderSuccessRoute') },
  { path: routePatterns.guestOrder, screen: orderScreen('GuestCheckoutRoute') },
  { path: routePatterns.guestOrderInfo, screen: orderScreen('NonUserInfoRoute') },
  { path: routePatterns.guestOrderSuccess, screen: orderScreen('GuestOrderSuccessRoute') },
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
  ...guardedComingSoon.map(({ path, guard }) => ({ path, guard, screen: comingSoonScreen })),
  // SPEC §2 order history and detail, and the guest lookup (ours: /order/guest/lookup).
  { path: routePatterns.orderList, guard: 'login', screen: ordersScreen('OrderListRoute') },
  { path: routePatterns.orderDetail, guard: 'login', screen: ordersScreen('OrderDetailRoute') },
  { path: routePatterns.guestOrderLookup, screen: ordersScreen('GuestLookupRoute') },
  // SPEC §2/§7 coupons and points (docs/decisions/037).
  { path: routePatterns.coupon, guard: 'login', screen: compensationScreen('CouponRoute') },
  { path: routePatterns.point, guard: 'login', screen: compensationScreen('PointRoute') },
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
    screen: conversionScreen(screen)
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
  ...comingSoonPaths.map((path) => ({ path, screen: comingSoonScreen })),
  ...companyStoryPaths.map((path) => ({ path, redirectTo: paths.home() })),
  // SPEC §2: unknown paths go Home.
  { path: '*', redirectTo: paths.home() }
];

function routeLoader(route: AppRoute, queryClient: QueryClient): LoaderFunction | undefined {
  const { redirectTo, guard } = route;
  if (redirectTo !== undefined) return () => redirect(redirectTo);
  const data = route.loader?.(queryClient);
  if (!guard && !data) return undefined;
  return async (args: LoaderFunctionArgs) => {
    const refused = await applyGuard(guard, args.request);
    if (refused) return refused;
    return data ? data(args) : null;
  };
}

export function toRouteObject(route: AppRoute, queryClient: QueryClient): RouteObject {
  const { redirectTo } = route;
  const common = {
    loader: routeLoader(route, queryClient),
    errorElement: <RouteErrorBoundary />,
    handle: { guard: route.guard },
    lazy: route.screen ? { Component: route.screen } : undefined,
    // The loader redirects first; the element only covers a render without loaders.
    element: redirectTo !== undefined ? <Navigate to={redirectTo} replace /> : undefined
  };
  return route.path === 'index' ? { index: true, ...common } : { path: route.path, ...common };
}

export function createRoutes(
  queryClient: QueryClient,
  routes: readonly AppRoute[] = appRoutes
): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <AppShell />,
      HydrateFallback: AppLoading,
      errorElement: <RootErrorBoundary />,
      loader: () => prefetchShellData(queryClient),
      // Only the shell's own data; children revalidate themselves.
      shouldRevalidate: () => false,
      children: routes.map((route) => toRouteObject(route, queryClient))
    }
  ];
}
