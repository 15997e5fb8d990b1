import { canMove, DomainError, reservationAfter, type ErrorCode } from '@mall/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { removeOrderedLines } from '../cart/cart.service.ts';
import type { OrderBenefits } from '../benefits/benefits.contract.ts';
import type { ProductService } from '../product/product.service.ts';
import type { PaymentProvider, ProviderPayment } from '../../providers/payment/payment-provider.ts';
import { TOSS_TIMEOUT_MS } from '../../providers/payment/toss-payments.ts';
import {
  createOrderRepository,
  type ApprovedPayment,
  type OrderLineRow,
  type OrderRow
} from './order.repository.ts';
import type { StockItem } from '../product/product-stock.ts';

/** An order after a placement, with its lines when the placement read them. */
export type Placement = { order: OrderRow; lines: OrderLineRow[] | null };

export type SettlementDeps = {
  db: Database;
  catalogue: Pick<ProductService, 'takeStock' | 'returnStock'>;
  benefits: OrderBenefits;
  payments: PaymentProvider;
  /** Called after a hold or a placement sold something out, or a release put it back (app.catalogue.bump). */
  bumpCatalogue: () => Promise<unknown>;
  /** Called after a placement took ordered lines out of a member's cart (the cart's kept answers, ADR 065). */
  cartChanged?: (userSeqNo: number) => Promise<void>;
  /** After an order was placed (its notice and mail, queued as a durable job). */
  placed?: (orderId: number) => Promise<void>;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'> | undefined;
  now?: () => Date;
};

/**
 * A confirm still CONFIRMING this long after its claim may be asked about at the provider (docs/decisions/044): a
 * live confirm answers in a second or three, so one older than this is slow or its process died. Asking about a
 * live one is harmless: the approval and the placement are guarded moves, whoever makes them first.
 */
export const CONFIRM_ASK_AFTER_MS = 10_000;

/**
 * After this long a confirm's claim (CONFIRMING) is over wherever it ran: the provider call gives up at the
 * adapter's time-out (TOSS_TIMEOUT_MS, 30 s), and 5 s more write what it learnt. An attempt still CONFIRMING
 * then, and not charged at the provider, was left by a crash: it may go back to READY (docs/decisions/044).
 */
export const CONFIRM_LEASE_MS = TOSS_TIMEOUT_MS + 5_000;

/** Why the placing transaction refused (its work rolled back): 4308 stock, 4309 coupon or points, 4340 sheet used. */
class PlacementRefusal extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly data?: Record<string, unknown>
  ) {
    super(code);
  }
}

/** The provider's approval as the attempt keeps it. */
export function approvedFacts(payment: ProviderPayment): ApprovedPayment {
  return {
    paymentKey: payment.paymentKey,
    method: payment.method,
    card: payment.card,
    receiptUrl: payment.receiptUrl,
    approvedAt: payment.approvedAt ? new Date(payment.approvedAt) : null
  };
}

/**
 * Placing paid orders and refunding failed ones (docs/decisions/034): shared by the payment confirm and the
 * recovery job, so both do exactly the same thing.
 */
export function createSettlement(deps: SettlementDeps) {
  const { db, catalogue, benefits, payments } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Refunds every charged (DONE) attempt of a FAILED order (never placed), and fails the READY ones; cancelling a
   * placed order is the order history's own step. A READY attempt may still have been charged (a confirm whose
   * answer was lost went back to READY), so the provider is asked first: a DONE payment of it is recorded and
   * refunded; when the provider cannot be asked the attempt stays READY and the recovery job asks again. A refund
   * the provider does not take now stays DONE: the recovery job tries again (the same idempotency key
   * `cancel-<paymentKey>`, so the provider refunds once). Answers how many steps are refunded.
   */
  async function refundPayments(orderId: number, reason: string): Promise<number> {
    const repository = createOrderRepository(db);
    const order = await repository.order(orderId);
    if (order?.status !== 'FAILED') return 0;
    for (let payment of await repository.payments(orderId)) {
      if (payment.status === 'READY') {
        let found: ProviderPayment | null;
        try {
          found = await payments.findByOrderId(payment.paymentOrderId);
        } catch (error) {
          deps.log?.error(
            { err: error, orderId, step: payment.step },
            'provider not asked about a READY step; the recovery job retries'
          );
          continue;
        }
        if (found?.status !== 'DONE') {
          await repository.moveAttempt(payment.id, ['READY'], 'FAILED', now(), {
            failureCode: order.failureCode ?? 'ORDER_FAILED'
          });
          continue;
        }
        await repository.approve(payment.id, approvedFacts(found), now());
        payment = (await repository.attempt(payment.id))!;
      }
      if (payment.status === 'DONE' && payment.paymentKey) {
        try {
          await payments.cancel(
            payment.paymentKey,
            { cancelReason: reason.slice(0, 200) },
            `cancel-${payment.paymentKey}`
          );
          await repository.moveAttempt(payment.id, ['DONE'], 'CANCELED', now(), { cancelledAt: now() });
        } catch (error) {
          deps.log?.error(
            { err: error, orderId, step: payment.step },
            'refund not accepted; the recovery job retries'
          );
        }
      }
    }
    return (await repository.payments(orderId)).filter((payment) => payment.status === 'CANCELED').length;
  }

  /**
   * Takes what a new pending order holds (docs/decisions/062), inside the transaction that writes it: its stock
   * (guarded decrements: two buyers, even in two processes, never hold the same last item) and a member's points.
   * A refusal rolls the order back: 4308 with data.productIds for stock, POINT_USE_INVALID with data.max for
   * points. Answers whether it sold something out (bump the catalogue after committing).
   */
  async function reserve(
    tx: Executor,
    order: Pick<OrderRow, 'id' | 'userSeqNo' | 'pointUsed'>,
    items: readonly StockItem[]
  ): Promise<{ soldOut: boolean }> {
    const stock = await catalogue.takeStock(tx, items);
    if (!stock.ok) throw new DomainError('4308', { productIds: stock.productIds });
    // The benefits service's guarded spend refuses more than the balance (POINT_USE_INVALID with data.max).
    if (order.userSeqNo !== null && order.pointUsed > 0)
      await benefits.spendPoints(tx, order.userSeqNo, order.pointUsed, order.id);
    return { soldOut: stock.soldOut };
  }

  /** Gives back what a failing order held, in the transaction that fails it: its stock and its points. */
  async function release(tx: Executor, order: OrderRow): Promise<{ restocked: boolean }> {
    const lines = await createOrderRepository(tx).lines(order.id);
    const { restocked } = await catalogue.returnStock(
      tx,
      lines.flatMap((line) =>
        line.productId === null
          ? []
          : [{ productId: line.productId, productOptionId: line.productOptionId, quantity: line.quantity }]
      )
    );
    if (order.userSeqNo !== null && order.pointUsed > 0)
      await benefits.reverseOrderPoints(tx, order.userSeqNo, order.id, 'unpaid');
    return { restocked };
  }

  /**
   * A pending order fails (the first failure code is kept), gives back what it held in the same transaction, and
   * its charged steps are refunded. A placed order is never touched: answers false when the order is not FAILED
   * afterwards.
   */
  async function failAndRefund(orderId: number, code: string, reason = 'Order not placed'): Promise<boolean> {
    const at = now();
    const { failed, restocked } = await db.transaction(async (tx) => {
      const repository = createOrderRepository(tx);
      const order = await repository.orderForUpdate(orderId);
      // Failed before (a repeated abandon): its refunds are still finished below.
      if (!order || !canMove(order.status, 'fail'))
        return { failed: order?.status === 'FAILED', restocked: false };
      const reservation = reservationAfter(order.reservation, 'fail');
      await repository.moveOrder(orderId, 'fail', at, {
        failedAt: at,
        failureCode: code,
        ...(reservation ? { reservation } : {})
      });
      return { failed: true, ...(reservation ? await release(tx, order) : { restocked: false }) };
    });
    if (restocked) await bump();
    if (!failed) return false;
    await refundPayments(orderId, reason);
    return true;
  }

  /**
   * Places a pending order whose every step is DONE, in ONE transaction: guarded stock decrements, the coupon
   * used, points spent, cart lines removed, the sheet marked used, PLACED. When a guard refuses, everything rolls
   * back, the order fails and every step is refunded: 4308 (data.productIds) for stock, 4309 for the coupon or
   * points, 4340 for a sheet another order already used. Other errors (the database gone) leave the order
   * pending and paid for the recovery job. Answers the order as it is afterwards, with its lines when they were
   * read to place it.
   */
  async function place(known: OrderRow): Promise<Placement> {
    const orderId = known.id;
    let soldOut = false;
    // The member whose cart lost the ordered lines, told once the placement committed.
    let cartOf: number | null = null;
    let placement: Placement | null = null;
    const at = now();
    // Known before: a pending order's reservation, owner, sheet and coupon do not change until it moves.
    const held = known.reservation === 'HELD';
    const reservation = reservationAfter(known.reservation, 'place');
    try {
      if (held && known.userSeqNo === null && known.sheetId === null) {
        // A held guest order: the guarded move is all of its placement.
        const order = await createOrderRepository(db).placeWhenPaid(orderId, at, reservation);
        placement = order && { order, lines: null };
      } else {
        placement = await db.transaction(async (tx) => {
          const repository = createOrderRepository(tx);
          // The move comes first: its row lock makes a concurrent placer wait and then miss; a refusal below
          // rolls it back.
          const order = await repository.placeWhenPaid(orderId, at, reservation);
          if (!order) return null;
          // A held guest order needs nothing of its lines to be placed.
          const lines = !held || order.userSeqNo !== null ? await repository.lines(orderId) : null;
          // An order from before holds (docs/decisions/062) takes its stock and points now; a held one has them.
          if (!held) {
            const gone = lines!.filter((line) => line.productId === null);
            if (gone.length > 0) throw new PlacementRefusal('4308', { productIds: [] });
            const stock = await catalogue.takeStock(
              tx,
              lines!.map((line) => ({
                productId: line.productId!,
                productOptionId: line.productOptionId,
                quantity: line.quantity
              }))
            );
            if (!stock.ok) throw new PlacementRefusal('4308', { productIds: stock.productIds });
            soldOut = stock.soldOut;
          }
          if (order.userSeqNo !== null) {
            const member = order.userSeqNo;
            if (order.memberCouponId !== null) {
              await refusedAs('4309', () => benefits.useCoupon(tx, member, order.memberCouponId!, orderId));
            }
            if (order.pointUsed > 0 && !held)
              await refusedAs('4309', () => benefits.spendPoints(tx, member, order.pointUsed, orderId));
            const cartIds = lines!.flatMap((line) => (line.cartId === null ? [] : [line.cartId]));
            await removeOrderedLines(tx, { userSeqNo: member, cartType: order.cartType }, cartIds);
            cartOf = cartIds.length > 0 ? member : null;
          }
          if (order.sheetId !== null && !(await repository.useSheet(order.sheetId, orderId)))
            throw new PlacementRefusal('4340');
          return { order, lines };
        });
      }
    } catch (error) {
      if (!(error instanceof PlacementRefusal)) throw error;
      await failAndRefund(orderId, error.code, placementReason(error.code));
      throw new DomainError(error.code, error.data);
    }
    if (soldOut) await bump();
    if (placement && cartOf !== null) await deps.cartChanged?.(cartOf);
    if (placement) await deps.placed?.(placement.order.id);
    return placement ?? { order: (await createOrderRepository(db).order(orderId))!, lines: null };
  }

  async function bump(): Promise<void> {
    await deps
      .bumpCatalogue()
      .catch((error: unknown) => deps.log?.warn({ err: error }, 'catalogue bump failed'));
  }

  return { reserve, place, failAndRefund, refundPayments, bump };
}

export type Settlement = ReturnType<typeof createSettlement>;

/** A coupon or points refusal of the benefits service becomes the placement's refusal (the caller rolls back). */
async function refusedAs(code: ErrorCode, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (
      error instanceof DomainError &&
      (error.code === 'COUPON_NOT_APPLICABLE' || error.code === 'POINT_USE_INVALID')
    ) {
      throw new PlacementRefusal(code, { reason: error.code, ...(error.data ?? {}) });
    }
    // A balance CHECK (point_balance >= 0) or the one-live-order-per-coupon index refused the row itself.
    const cause = causeCode(error);
    if (cause === '23514' || cause === '23505') throw new PlacementRefusal(code, { reason: 'CONFLICT' });
    throw error;
  }
}

/** The database's SQLSTATE of an error (the driver's own, or the one it wraps). */
function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string }; code?: string }).cause ?? (error as { code?: string });
  return cause.code;
}

function placementReason(code: ErrorCode): string {
  if (code === '4308') return 'Sold out before the order was placed';
  if (code === '4309') return 'Coupon or points no longer usable';
  return 'Order already placed from this sheet';
}
