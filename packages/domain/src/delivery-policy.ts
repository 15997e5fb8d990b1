import { DELIVERY_FEE, FREE_DELIVERY_THRESHOLD } from './cart-rules.ts';

/**
 * The delivery, exchange and return terms every product page states (전자상거래법 제13조, 제17조, 제18조),
 * defined once so the page, the return screens and the order rules say the same numbers.
 */
export const DELIVERY_POLICY = {
  /** Paid by the shopper below the free-delivery line (docs/decisions/030). */
  fee: DELIVERY_FEE,
  freeThreshold: FREE_DELIVERY_THRESHOLD,
  /** Business days from payment to dispatch, and from dispatch to delivery, as the shop promises them. */
  dispatchBusinessDays: 1,
  deliveryBusinessDays: { min: 1, max: 3 }
} as const;

export const RETURN_POLICY = {
  /** 청약철회: within 7 days of receipt, no reason needed (전자상거래법 제17조 제1항). */
  withdrawalDays: 7,
  /** Goods unlike their description or the contract: 3 months from receipt, 30 days from finding out (제17조 제3항). */
  mismatchMonths: 3,
  mismatchDaysFromDiscovery: 30,
  /** A change of mind costs the delivery both ways; the shop pays when the goods are at fault (제18조 제9항). */
  changeOfMindFeeOneWay: DELIVERY_FEE,
  changeOfMindFeeBothWays: DELIVERY_FEE * 2,
  /** Refund within 3 business days of the goods coming back (제18조 제2항). */
  refundBusinessDays: 3
} as const;

/**
 * When a return is refused (전자상거래법 제17조 제2항, 1–5): lost or damaged by the shopper (not by opening
 * to check), value much reduced by use or consumption, value lost with time so it cannot be resold, a
 * copyable item's packaging opened, goods made to the shopper's order.
 */
export const RETURN_REFUSAL_CASES = [
  'DAMAGED_BY_BUYER',
  'USED_OR_CONSUMED',
  'RESALE_IMPOSSIBLE_WITH_TIME',
  'COPYABLE_PACKAGING_OPENED',
  'MADE_TO_ORDER'
] as const;
export type ReturnRefusalCase = (typeof RETURN_REFUSAL_CASES)[number];
