import type { CouponTerms, Language } from '@mall/domain';
import type { Executor } from '../../db/client.ts';

/**
 * What the order module asks of coupons and points (docs/decisions/034). Implemented by
 * benefits.service.ts; the order module receives it as a dependency (modules talk through services).
 * Methods taking `tx` run inside the caller's transaction, so stock, coupon and points move together or not at all.
 * Refusals are DomainErrors: COUPON_NOT_APPLICABLE (data.reason: NOT_OWNED | USED | EXPIRED | MIN_AMOUNT |
 * NO_ELIGIBLE_PRODUCT) and POINT_USE_INVALID (data.max).
 */
export type CouponForOrder = { memberCouponId: number; couponName: string; terms: CouponTerms };

export interface OrderBenefits {
  /** The member's ISSUED, unexpired coupon with its terms, else COUPON_NOT_APPLICABLE (NOT_OWNED, USED or EXPIRED). */
  couponForOrder(
    userSeqNo: number,
    memberCouponId: number,
    language: Language,
    tx?: Executor
  ): Promise<CouponForOrder>;
  /** ISSUED → USED for this order, guarded; a coupon already used (a racing order) → COUPON_NOT_APPLICABLE USED. */
  useCoupon(tx: Executor, userSeqNo: number, memberCouponId: number, orderId: number): Promise<void>;
  /** USED by this order → ISSUED again (a cancelled order), or EXPIRED when past its expiry. Idempotent. */
  restoreCoupon(tx: Executor, memberCouponId: number, orderId: number): Promise<void>;
  /** Current balance (0 for a member without a row). */
  pointBalance(userSeqNo: number, tx?: Executor): Promise<number>;
  /** A USE row and a guarded balance decrement; more than the balance → POINT_USE_INVALID (data.max = balance). */
  spendPoints(tx: Executor, userSeqNo: number, amount: number, orderId: number): Promise<void>;
  /** An EARN row for the order, once (a second call credits nothing and answers 0); returns what was credited. */
  earnPoints(tx: Executor, userSeqNo: number, amount: number, orderId: number): Promise<number>;
  /**
   * A cancelled order: returns the points it used (REVERSE of USE, +) and takes back those it earned (REVERSE of
   * EARN, −, at most the balance so it never goes negative). Idempotent. `unpaid`: the order was never placed, its
   * hold is given back (docs/decisions/062); the member's history says so instead of "cancelled".
   */
  /**
   * A refunded return (docs/decisions/071): `back` of the order's used points credited (REVERSE of USE, +) and
   * `takeBack` of the points its goods earned debited (REVERSE of EARN, −, at most the balance). Once per return.
   */
  returnPoints(
    tx: Executor,
    userSeqNo: number,
    orderId: number,
    returnId: number,
    amounts: { back: number; takeBack: number }
  ): Promise<void>;
  reverseOrderPoints(
    tx: Executor,
    userSeqNo: number,
    orderId: number,
    reason?: 'cancel' | 'unpaid'
  ): Promise<void>;
}
