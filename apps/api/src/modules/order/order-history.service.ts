import {
  DomainError,
  LISTED_ORDER_STATUSES,
  displayOrderNumber,
  MAX_ORDER_PERIOD_DAYS,
  canMove,
  DEFAULT_ORDER_PERIOD_MONTHS,
  orderPeriod,
  periodDays,
  type GuestOrderCredentials,
  type Language,
  type MyPageSummary,
  type OrderDetail,
  type OrderHistoryPage,
  type OrderHistoryQuery,
  type OrderListItem
} from '@mall/domain';
import type { Database, Executor } from '../../db/client.ts';
import { verifyDecoy, verifySecret } from '../../lib/password.ts';
import { seoulClock, seoulDayStart } from '../../lib/seoul.ts';
import { PaymentProviderError, type PaymentProvider } from '../../providers/payment/payment-provider.ts';
import type { OrderBenefits } from '../benefits/benefits.contract.ts';
import type { ProductService } from '../product/product.service.ts';
import { buildOrderDetail, listItem, type OrderLineRow, type OrderRow } from './order-detail.ts';
import { createOrderHistoryRepository } from './order-history.repository.ts';

export type OrderHistoryDeps = {
  db: Database;
  /** What cancelling needs from the catalogue: stock back. */
  catalogue: Pick<ProductService, 'returnStock'>;
  /** The payment provider (providers/index.ts); null where none is configured: refunds then answer PAYMENT_PROVIDER_ERROR. */
  payments: PaymentProvider | null;
  /** Coupons and points (benefits module); null until it is wired: orders needing it cannot be cancelled. */
  benefits: OrderBenefits | null;
  /** Called after a cancel put a sold-out product back on sale (the catalogue cache's bump). */
  catalogueChanged?: () => Promise<unknown>;
  /** How many coupons the member can use now (the benefits service's); my page's summary shows it. */
  usableCouponCount?: (userSeqNo: number) => Promise<number>;
  /** After a cancel finished with its refunds (the notice and mail of the refund). */
  cancelled?: (orderId: number, refundedAmount: number) => Promise<void>;
  /** Which of these lines have a review (the reviews module's answer); none when not wired. */
  reviewedLines?: (exec: Executor, orderLineIds: readonly number[]) => Promise<Set<number>>;
};

const validDay = (ymd: string) => {
  const time = Date.parse(`${ymd}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === ymd;
};

/** Dates that are not calendar days, or from after to: field refusals (400) before the range rule (5001). */
export function historyRangeProblems(
  query: Pick<OrderHistoryQuery, 'fromDate' | 'toDate'>
): { field: string; code: string }[] {
  const problems: { field: string; code: string }[] = [];
  if (!validDay(query.fromDate)) problems.push({ field: 'fromDate', code: 'VA_DateFormat' });
  if (!validDay(query.toDate)) problems.push({ field: 'toDate', code: 'VA_DateFormat' });
  if (problems.length === 0 && periodDays(query.fromDate, query.toDate) < 1)
    problems.push({ field: 'fromDate', code: 'ORD_PeriodOrder' });
  return problems;
}

/**
 * Orders whose points may be credited: shipped, so no longer cancellable. Earlier, points earned and spent on
 * another order would stay spent when this one is cancelled (a reversal takes at most the balance, ADR 034).
 */
const EARNING_STATUSES = ['SHIPPING', 'DELIVERED'] as const;

/**
 * Order history, detail, cancel with refund, earned points and guest lookup (docs/decisions/034 and 038).
 * Every member read is scoped to the asker; guest orders are found only with their credentials.
 */
export function createOrderHistoryService(deps: OrderHistoryDeps) {
  const { db } = deps;
  const orders = createOrderHistoryRepository(db);

  /** The reviewed lines among a member's delivered orders' (only those offer a review). */
  async function reviewedAmong(orderRows: readonly OrderRow[], lines: Map<number, OrderLineRow[]>) {
    const ids = orderRows
      .filter((order) => order.userSeqNo !== null && order.status === 'DELIVERED')
      .flatMap((order) => (lines.get(order.id) ?? []).map((row) => row.id));
    return deps.reviewedLines && ids.length > 0 ? deps.reviewedLines(db, ids) : new Set<number>();
  }

  async function history(userSeqNo: number, query: OrderHistoryQuery): Promise<OrderHistoryPage> {
    const days = periodDays(query.fromDate, query.toDate);
    if (historyRangeProblems(query).length > 0) throw new DomainError('VALIDATION_FAILED');
    if (days > MAX_ORDER_PERIOD_DAYS) throw new DomainError('5001', { maxDays: MAX_ORDER_PERIOD_DAYS });

    const { rows, totalSize } = await orders.page(userSeqNo, query);
    const lines = await orders.lines(rows.map((order) => order.id));
    const reviewed = await reviewedAmong(rows, lines);
    return {
      list: rows.map((order) => listItem(order, lines.get(order.id) ?? [], reviewed)),
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
      totalPageNumber: Math.ceil(totalSize / query.pageSize),
      totalSize
    };
  }

  const findOrder = orders.byNumber;

  /** The asker's own listed order, else ORDER_NOT_FOUND (another member's, a guest's, pending or failed). */
  async function memberOrder(userSeqNo: number, orderNumber: string): Promise<OrderRow> {
    const order = await findOrder(orderNumber);
    if (
      !order ||
      order.userSeqNo !== userSeqNo ||
      !(LISTED_ORDER_STATUSES as readonly string[]).includes(order.status)
    ) {
      throw new DomainError('ORDER_NOT_FOUND');
    }
    return order;
  }

  async function detailOf(order: OrderRow, language: Language): Promise<OrderDetail> {
    const shipped = order.status === 'SHIPPING' || order.status === 'DELIVERED';
    const [lines, payments, parcel] = await Promise.all([
      orders.lines([order.id]),
      orders.payments(order.id),
      shipped ? orders.parcelEvents(order.id) : []
    ]);
    const reviewed = await reviewedAmong([order], lines);
    return buildOrderDetail(order, lines.get(order.id) ?? [], payments, language, parcel, reviewed);
  }

  /**
   * A guest order by its credentials: number + name + mobile, or number + lookup password. Unknown numbers,
   * member orders and wrong credentials answer the same GUEST_ORDER_NOT_FOUND, after the same password work.
   */
  async function guestOrder(credentials: GuestOrderCredentials): Promise<OrderRow> {
    const order = await findOrder(credentials.orderNumber);
    const guest =
      order &&
      order.userSeqNo === null &&
      order.guestPasswordHash !== null &&
      (LISTED_ORDER_STATUSES as readonly string[]).includes(order.status)
        ? order
        : null;
    let matches: boolean;
    if ('password' in credentials) {
      matches = guest
        ? await verifySecret(credentials.password, guest.guestPasswordHash!)
        : await verifyDecoy(credentials.password);
    } else {
      const digits = (value: string) => value.replace(/\D/g, '');
      // The same scrypt work either way, so timing does not tell a known number from an unknown one.
      await verifyDecoy(credentials.mobileNumber);
      matches =
        guest !== null &&
        guest.ordererName.replace(/\s/g, '') === credentials.name.replace(/\s/g, '') &&
        digits(guest.ordererMobile) === digits(credentials.mobileNumber);
    }
    if (!guest || !matches) throw new DomainError('GUEST_ORDER_NOT_FOUND');
    return guest;
  }

  /**
   * Cancel with refund (ADR 034): CANCEL_REQUESTED by a guarded update, every DONE payment refunded at the
   * provider with the attempt's own idempotency key, then one transaction returns stock, coupon and points and
   * sets CANCELLED. A provider failure leaves CANCEL_REQUESTED for the recovery job (finishCancel) and answers
   * PAYMENT_PROVIDER_ERROR. A CANCEL_REQUESTED order asked again continues where it stopped.
   */
  async function cancel(order: OrderRow, reason: string, language: Language): Promise<OrderDetail> {
    // Cancellable, or a cancel under way that only needs finishing.
    if (!canMove(order.status, 'requestCancel') && !canMove(order.status, 'finishCancel'))
      throw new DomainError('ORDER_NOT_CANCELLABLE');
    const needsCompensation =
      order.userSeqNo !== null &&
      (order.memberCouponId !== null || order.pointUsed > 0 || order.pointEarnedAt !== null);
    if (needsCompensation && !deps.benefits) throw new DomainError('SERVICE_UNAVAILABLE');
    if (!deps.payments) {
      // Without a provider nothing can be refunded: refuse before the order changes state.
      if ((await orders.charged(order.id)).length > 0) throw new DomainError('PAYMENT_PROVIDER_ERROR');
    }
    if (canMove(order.status, 'requestCancel')) {
      if (!(await orders.requestCancel(order.id, reason, new Date()))) {
        const now = await findOrder(order.orderNumber);
        if (now?.status !== 'CANCEL_REQUESTED') throw new DomainError('ORDER_NOT_CANCELLABLE');
      }
    }
    await finishCancel(order.id);
    return detailOf((await findOrder(order.orderNumber))!, language);
  }

  /** Refunds, coupon and point reversal of a CANCEL_REQUESTED order (also the recovery job's step). Idempotent. */
  async function finishCancel(orderId: number): Promise<void> {
    const order = await orders.byId(orderId);
    if (!order || !canMove(order.status, 'finishCancel')) return;
    const charged = await orders.charged(orderId);
    const refunded: { id: number; at: Date }[] = [];
    for (const payment of charged) {
      if (!payment.paymentKey) continue;
      if (!deps.payments) throw new DomainError('PAYMENT_PROVIDER_ERROR');
      try {
        const answer = await deps.payments.cancel(
          payment.paymentKey,
          { cancelReason: order.cancelReason || 'customer cancel' },
          `cancel-${payment.paymentKey}`
        );
        const last = answer.cancels.at(-1);
        refunded.push({ id: payment.id, at: last ? new Date(last.canceledAt) : new Date() });
      } catch (error) {
        // Refunded before (a retry after our own crash, without the provider's idempotency window): done.
        if (error instanceof PaymentProviderError && error.code === 'ALREADY_CANCELED_PAYMENT') {
          refunded.push({ id: payment.id, at: new Date() });
          continue;
        }
        if (refunded.length > 0) await orders.markRefunded(refunded);
        throw new DomainError('PAYMENT_PROVIDER_ERROR');
      }
    }
    const lines = (await orders.lines([orderId])).get(orderId) ?? [];
    const finished = await db.transaction(async (tx) => {
      const inside = createOrderHistoryRepository(tx);
      if (!(await inside.finishCancel(orderId, new Date()))) return null;
      await inside.markRefunded(refunded);
      const stock = await deps.catalogue.returnStock(
        tx,
        lines
          .filter((line) => line.productId !== null)
          .map((line) => ({
            productId: line.productId!,
            productOptionId: line.productOptionId,
            quantity: line.quantity
          }))
      );
      if (order.userSeqNo !== null && deps.benefits) {
        if (order.memberCouponId !== null)
          await deps.benefits.restoreCoupon(tx, order.memberCouponId, orderId);
        await deps.benefits.reverseOrderPoints(tx, order.userSeqNo, orderId);
      }
      return { restocked: stock.restocked };
    });
    if (finished?.restocked) await deps.catalogueChanged?.();
    if (finished) {
      const paid = charged
        .filter((payment) => payment.paymentKey)
        .reduce((sum, payment) => sum + payment.amount, 0);
      await deps.cancelled?.(orderId, paid);
    }
  }

  return {
    history,
    detail: async (userSeqNo: number, orderNumber: string, language: Language) =>
      detailOf(await memberOrder(userSeqNo, orderNumber), language),
    delivery: async (userSeqNo: number, orderNumber: string) => {
      const order = await memberOrder(userSeqNo, orderNumber);
      return {
        orderNumber: order.orderNumber,
        displayOrderNumber: displayOrderNumber(order.orderNumber),
        status: order.status,
        courier: order.courier,
        trackingNumber: order.trackingNumber,
        shippedAt: order.shippedAt?.toISOString() ?? null,
        deliveredAt: order.deliveredAt?.toISOString() ?? null
      };
    },
    /**
     * My page at a glance (docs/decisions/054): order counts per state over the order list's default period
     * ending today in Seoul, the point balance and the usable coupons, read at once.
     */
    async summary(userSeqNo: number, now = new Date()): Promise<MyPageSummary> {
      const months = DEFAULT_ORDER_PERIOD_MONTHS;
      const { fromDate } = orderPeriod(months, seoulClock(now).slice(0, 10));
      const [orderCounts, pointBalance, usableCouponCount] = await Promise.all([
        orders.statusCounts(userSeqNo, seoulDayStart(fromDate)),
        deps.benefits ? deps.benefits.pointBalance(userSeqNo) : Promise.resolve(0),
        deps.usableCouponCount ? deps.usableCouponCount(userSeqNo) : Promise.resolve(0)
      ]);
      return { months, orderCounts, pointBalance, usableCouponCount };
    },
    cancel: async (userSeqNo: number, orderNumber: string, reason: string, language: Language) =>
      cancel(await memberOrder(userSeqNo, orderNumber), reason, language),
    finishCancel,

    /**
     * Credits an order's earned points once (SHIPPING or DELIVERED, the asker's; else ORDER_NOT_FOUND); not while a
     * return of it is open (POINT_EARN_RETURN_OPEN: what comes back earns nothing).
     */
    async earnPoint(userSeqNo: number, orderNumber: string): Promise<{ earned: number; balance: number }> {
      const order = await memberOrder(userSeqNo, orderNumber);
      if (!(EARNING_STATUSES as readonly string[]).includes(order.status))
        throw new DomainError('ORDER_NOT_FOUND');
      const benefits = deps.benefits;
      if (!benefits) throw new DomainError('SERVICE_UNAVAILABLE');
      return db.transaction(async (tx) => {
        // Still earning when marked: a cancel that finished since the read above gets no points.
        const repository = createOrderHistoryRepository(tx);
        const toEarn = await repository.markPointEarned(order.id, EARNING_STATUSES, new Date());
        if (toEarn === null && (await repository.hasOpenReturn(order.id)))
          throw new DomainError('POINT_EARN_RETURN_OPEN');
        const earned =
          toEarn !== null && toEarn > 0 ? await benefits.earnPoints(tx, userSeqNo, toEarn, order.id) : 0;
        return { earned, balance: await benefits.pointBalance(userSeqNo, tx) };
      });
    },

    guestHistory: async (credentials: GuestOrderCredentials): Promise<{ list: OrderListItem[] }> => {
      const order = await guestOrder(credentials);
      const lines = await orders.lines([order.id]);
      return { list: [listItem(order, lines.get(order.id) ?? [])] };
    },
    guestDetail: async (credentials: GuestOrderCredentials, language: Language) =>
      detailOf(await guestOrder(credentials), language),
    guestCancel: async (credentials: GuestOrderCredentials, reason: string, language: Language) =>
      cancel(await guestOrder(credentials), reason, language),
    /** The asker's own listed order, or a guest's by credentials (the returns module's way in). */
    memberOrder,
    guestOrder,
    /** An order row already found (and owned) as its detail. */
    orderDetail: detailOf,
    /** The order and its detail for the contract PDF: a member's own, or a guest's by credentials. */
    memberOrderDetail: async (userSeqNo: number, orderNumber: string, language: Language) =>
      detailOf(await memberOrder(userSeqNo, orderNumber), language),
    guestOrderDetail: async (credentials: GuestOrderCredentials, language: Language) =>
      detailOf(await guestOrder(credentials), language),

    /** The receipt of one charged or refunded payment: both the number and the paymentKey must match. */
    async receipt(orderNumber: string, paymentKey: string) {
      const row = await orders.paymentOf(orderNumber, paymentKey);
      if (!row || (row.payment.status !== 'DONE' && row.payment.status !== 'CANCELED'))
        throw new DomainError('NOT_FOUND');
      const lines = (await orders.lines([row.order.id])).get(row.order.id) ?? [];
      return { order: row.order, payment: row.payment, lines };
    },

    /** Products of the member's placed orders, newest order first, each once (cart suggestions). */
    purchasedProductIds: (userSeqNo: number, limit: number): Promise<number[]> =>
      orders.purchasedProductIds(userSeqNo, limit)
  };
}

export type OrderHistoryService = ReturnType<typeof createOrderHistoryService>;
