/** The checkout screens as one lazy chunk (they share the payment state, the sections and the texts). */
export { GuestCheckoutRoute, MemberCheckoutRoute } from './checkout-route';
export { NonUserInfoRoute } from './nonuser-info-route';
export { GuestOrderSuccessRoute, OrderSuccessRoute } from './success-route';
export type CheckoutScreenName =
  | 'MemberCheckoutRoute'
  | 'GuestCheckoutRoute'
  | 'NonUserInfoRoute'
  | 'OrderSuccessRoute'
  | 'GuestOrderSuccessRoute';
