import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { AccountScreenName } from '../features/mypage/routes/account-screens';
import type { AutoshipScreenName } from '../features/autoship/routes/autoship-screens';
import type { SignupStep } from '../features/signup/lib/signup-session';
import type { SignupScreenName } from '../features/signup/routes/signup-screens';
import type { BecomePlannerScreenName } from '../features/become-planner/routes/become-planner-screens';
import type { CheckoutScreenName } from '../features/checkout/routes/checkout-screens';
import type { ReturnsScreenName } from '../features/returns/routes/returns-screens';
import { loadNamespace } from '../shared/i18n/i18n';
import { autoshipRoutePatterns } from '../shared/order/autoship-paths';
import { returnRoutePatterns } from '../shared/order/return-paths';
import { savedCardRoutePatterns } from '../shared/saved-cards/saved-card-paths';
import type { AppRoute } from './routes';

/*
 * The screens and loaders of the route table's second half (more-routes.tsx): each fetched at navigation,
 * a screen's chunk together with the texts it needs.
 */

/**
 * A loader of a screen other than Home, fetched at navigation with (not before) its data: the login,
 * sign-up, recovery and my-page loaders stay out of Home's first load (docs/decisions/060).
 */
const lazyLoader =
  <M>(load: () => Promise<M>, pick: (module: M, queryClient: QueryClient) => LoaderFunction) =>
  (queryClient: QueryClient): LoaderFunction =>
  async (args) =>
    pick(await load(), queryClient)(args);

export const loginLoader = lazyLoader(
  () => import('../features/auth/routes/login-loader'),
  (m, queryClient) => m.loginLoader(queryClient)
);
export const myPageLoader = lazyLoader(
  () => import('../features/mypage/routes/my-page-loader'),
  (m, queryClient) => m.myPageLoader(queryClient)
);
const accountLoaders = () => import('../features/mypage/routes/account-loaders');
export const userInfoLoader = lazyLoader(accountLoaders, (m, queryClient) => m.userInfoLoader(queryClient));
export const snsLoader = lazyLoader(accountLoaders, (m, queryClient) => m.snsLoader(queryClient));
export const signupStepLoader = (step: SignupStep) =>
  lazyLoader(
    () => import('../features/signup/routes/signup-loader'),
    (m) => m.signupStepLoader(step)()
  );
export const recoveryLoader = lazyLoader(
  () => import('../features/recovery/routes/recovery-loader'),
  (m) => m.recoveryLoader()
);

/** The login screen (one chunk and the accounts texts, fetched together). */
export const loginScreen = () =>
  Promise.all([import('../features/auth/routes/login-route'), loadNamespace('accounts')]).then(
    ([m]) => m.LoginRoute
  );

/** A sign-up screen: the wizard's one chunk (see signup-screens.ts), fetched with the accounts texts. */
export const signupScreen = (name: SignupScreenName) => () =>
  Promise.all([import('../features/signup/routes/signup-screens'), loadNamespace('accounts')]).then(
    ([m]) => m[name]
  );

/** A recovery screen (/findAccount, /resetPassword): one chunk holding both, fetched with the accounts texts. */
export const recoveryScreen = (name: 'FindAccountRoute' | 'ResetPasswordRoute' | 'UnlockRoute') => () =>
  Promise.all([import('../features/recovery/routes/recovery-screens'), loadNamespace('accounts')]).then(
    ([m]) => m[name]
  );

/** A planner-conversion screen: the wizard's one chunk, fetched with the accounts texts. */
export const becomePlannerScreen = (name: BecomePlannerScreenName) => () =>
  Promise.all([
    import('../features/become-planner/routes/become-planner-screens'),
    loadNamespace('accounts')
  ]).then(([m]) => m[name]);

/** The verification popup's landing page (one small chunk with the accounts texts). */
export const certResultScreen = () =>
  Promise.all([import('../shared/identity-verification/cert-result-route'), loadNamespace('accounts')]).then(
    ([m]) => m.CertResultRoute
  );

/** Account migration: one chunk for both screens, fetched with the accounts texts. */
export const migrateScreen = (name: 'MigrateRoute' | 'MigrateCompleteRoute') => () =>
  Promise.all([import('../features/migrate/routes/migrate-screens'), loadNamespace('accounts')]).then(
    ([m]) => m[name]
  );

/** A checkout screen: one chunk for checkout, guest info and the success pages, with the checkout texts. */
export const checkoutScreen = (name: CheckoutScreenName) => () =>
  Promise.all([import('../features/checkout/routes/checkout-screens'), loadNamespace('checkout')]).then(
    ([m]) => m[name]
  );

/** An order screen (history, detail, guest lookup): one chunk, fetched with the order-history texts. */
export const orderHistoryScreen = (name: 'OrderListRoute' | 'OrderDetailRoute' | 'GuestLookupRoute') => () =>
  Promise.all([
    import('../features/order-history/routes/order-history-screens'),
    loadNamespace('order-history')
  ]).then(([m]) => m[name]);

/** A return screen (the three steps, the list, the detail): one chunk, with the order texts (`returns.*`). */
export const returnsScreen = (name: ReturnsScreenName) => () =>
  Promise.all([import('../features/returns/routes/returns-screens'), loadNamespace('order-history')]).then(
    ([m]) => m[name]
  );

/** SPEC §2 returns (docs/decisions/071): the steps for a member, or the guest holding that order's lookup pass. */
export const returnRoutes: readonly AppRoute[] = [
  { path: returnRoutePatterns.step1, guard: 'memberOrGuestOrder', screen: returnsScreen('ReturnStep1Route') },
  { path: returnRoutePatterns.step2, guard: 'memberOrGuestOrder', screen: returnsScreen('ReturnStep2Route') },
  { path: returnRoutePatterns.step3, guard: 'memberOrGuestOrder', screen: returnsScreen('ReturnStep3Route') },
  { path: returnRoutePatterns.list, guard: 'login', screen: returnsScreen('ReturnListRoute') },
  { path: returnRoutePatterns.detail, guard: 'login', screen: returnsScreen('ReturnDetailRoute') },
  { path: returnRoutePatterns.guestDetail, screen: returnsScreen('GuestReturnDetailRoute') }
];

/** A my-page account screen: one chunk for all of them (see account-screens.ts), with the accounts texts. */
export const accountScreen = (name: AccountScreenName) => () =>
  Promise.all([import('../features/mypage/routes/account-screens'), loadNamespace('accounts')]).then(
    ([m]) => m[name]
  );

/** The coupon and point pages: one chunk with the benefits texts. */
export const notificationScreen = () =>
  Promise.all([
    import('../features/notification/routes/notification-screens'),
    loadNamespace('notification')
  ]).then(([m]) => m.NotificationRoute);

export const benefitsScreen = (name: 'CouponRoute' | 'PointRoute') => () =>
  Promise.all([import('../features/benefits/routes/benefits-screens'), loadNamespace('benefits')]).then(
    ([m]) => m[name]
  );

/** The saved cards and the billing window's return pages: one chunk, with the accounts texts (`savedCards.*`). */
const savedCardsScreen = (name: 'SavedCardsRoute' | 'BillingSuccessRoute' | 'BillingFailRoute') => () =>
  Promise.all([import('../features/saved-cards/routes/saved-cards-screens'), loadNamespace('accounts')]).then(
    ([m]) => m[name]
  );

/** The autoship screens (list, detail, the form, its result): one chunk, with the checkout texts (`autoship.*`). */
const autoshipScreen = (name: AutoshipScreenName) => () =>
  Promise.all([import('../features/autoship/routes/autoship-screens'), loadNamespace('checkout')]).then(
    ([m]) => m[name]
  );

/**
 * SPEC §2 saved cards and the billing window's return pages (docs/decisions/073), and the autoship subscriptions
 * (docs/decisions/074): the autoship cart hands its chosen lines to /autoship/init in sessionStorage
 * (shared/storage/order-data.ts "subscription order data"). All need a login.
 */
export const savedCardAndAutoshipRoutes: readonly AppRoute[] = [
  { path: savedCardRoutePatterns.list, guard: 'login', screen: savedCardsScreen('SavedCardsRoute') },
  {
    path: savedCardRoutePatterns.billingSuccess,
    guard: 'login',
    screen: savedCardsScreen('BillingSuccessRoute')
  },
  { path: savedCardRoutePatterns.billingFail, guard: 'login', screen: savedCardsScreen('BillingFailRoute') },
  { path: autoshipRoutePatterns.list, guard: 'login', screen: autoshipScreen('AutoshipListRoute') },
  { path: autoshipRoutePatterns.detail, guard: 'login', screen: autoshipScreen('AutoshipDetailRoute') },
  { path: autoshipRoutePatterns.init, guard: 'login', screen: autoshipScreen('AutoshipInitRoute') },
  { path: autoshipRoutePatterns.result, guard: 'login', screen: autoshipScreen('AutoshipResultRoute') }
];
