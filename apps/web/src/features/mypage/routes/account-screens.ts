/**
 * The my-page account screens as ONE lazy chunk (like signup-screens.ts): a member who re-checks the
 * password goes on to the data pages, and one dynamic entry keeps the storefront's shared modules
 * grouped as they are for Home.
 */
export { CheckPasswordRoute } from './check-password-route';
export { ChangePasswordRoute } from './change-password-route';
export { UserInfoRoute } from './user-info-route';
export { SnsRoute } from './sns-route';
export { WithdrawalRoute } from './withdrawal-route';
export { RefundAccountRoute } from './refund-account-route';

export type AccountScreenName =
  | 'CheckPasswordRoute'
  | 'ChangePasswordRoute'
  | 'UserInfoRoute'
  | 'SnsRoute'
  | 'WithdrawalRoute'
  | 'RefundAccountRoute';
