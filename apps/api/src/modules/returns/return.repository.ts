import { and, asc, count, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  QUANTITY_HOLDING_RETURN_STATUSES,
  returnMove,
  type CartType,
  type ReturnEvent,
  type ReturnStatus
} from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { orderPayments, salesOrderLines, salesOrders } from '../order/order.table.ts';
import {
  returnLines,
  returnPhotos,
  returnRefunds,
  returnRefundSteps,
  returnRequests
} from './return.table.ts';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type ReturnRefundRow = typeof returnRefunds.$inferSelect;
export type ReturnListRow = {
  ret: ReturnRow;
  orderNumber: string;
  cartType: CartType;
  /** The refund as computed when it was paid (null before). */
  paid: ReturnRefundRow['figures'] | null;
};
export type ReturnLineView = {
  returnId: number;
  orderLineId: number;
  quantity: number;
  productName: string;
  optionValue: string | null;
  imageUrl: string;
  price: number;
};

const holding = inArray(returnRequests.status, [...QUANTITY_HOLDING_RETURN_STATUSES]);
const listColumns = {
  ret: returnRequests,
  orderNumber: salesOrders.orderNumber,
  cartType: salesOrders.cartType,
  paid: returnRefunds.figures
};
const deskColumns = {
  ...listColumns,
  ordererName: salesOrders.ordererName,
  guest: sql<boolean>`${salesOrders.userSeqNo} IS NULL`
};

/** The returns' queries (docs/decisions/071); the service holds the rules. Build one on a transaction to write in it. */
export function createReturnRepository(db: Executor) {
  return {
    /** The order row, locked: every return write of one order runs one at a time behind it. */
    async lockOrder(orderId: number) {
      const [row] = await db.select().from(salesOrders).where(eq(salesOrders.id, orderId)).for('update');
      return row;
    },

    orderLines: (orderId: number) =>
      db
        .select()
        .from(salesOrderLines)
        .where(eq(salesOrderLines.orderId, orderId))
        .orderBy(asc(salesOrderLines.id)),

    /** Units of each line of the order held by returns that keep their quantity. */
    async heldQuantities(orderId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ lineId: returnLines.orderLineId, n: sql<string>`sum(${returnLines.quantity})` })
        .from(returnLines)
        .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
        .where(and(eq(returnRequests.orderId, orderId), holding))
        .groupBy(returnLines.orderLineId);
      return new Map(rows.map((row) => [row.lineId, Number(row.n)]));
    },

    /** Units of each line whose refund earlier returns computed, and what they gave back (not `exceptReturnId`). */
    async earlierRefunds(orderId: number, exceptReturnId: number) {
      const quantities = await db
        .select({ lineId: returnLines.orderLineId, n: sql<string>`sum(${returnLines.quantity})` })
        .from(returnLines)
        .innerJoin(returnRefunds, eq(returnRefunds.returnId, returnLines.returnId))
        .where(and(eq(returnRefunds.orderId, orderId), ne(returnRefunds.returnId, exceptReturnId)))
        .groupBy(returnLines.orderLineId);
      const [totals] = await db
        .select({
          cash: sql<string>`coalesce(sum(${returnRefunds.cashRefund}), 0)`,
          points: sql<string>`coalesce(sum(${returnRefunds.pointsBack}), 0)`
        })
        .from(returnRefunds)
        .where(and(eq(returnRefunds.orderId, orderId), ne(returnRefunds.returnId, exceptReturnId)));
      return {
        quantities: new Map(quantities.map((row) => [row.lineId, Number(row.n)])),
        cash: Number(totals?.cash ?? 0),
        points: Number(totals?.points ?? 0)
      };
    },

    /** The order's charged steps with what return refunds already allotted to each (cancelled or not yet). */
    async chargedSteps(orderId: number) {
      const allotted = db
        .select({
          paymentId: returnRefundSteps.paymentId,
          amount: sql<string>`sum(${returnRefundSteps.amount})`.as('allotted')
        })
        .from(returnRefundSteps)
        .innerJoin(returnRefunds, eq(returnRefunds.returnId, returnRefundSteps.returnId))
        .where(eq(returnRefunds.orderId, orderId))
        .groupBy(returnRefundSteps.paymentId)
        .as('allotted');
      const rows = await db
        .select({ payment: orderPayments, allotted: allotted.amount })
        .from(orderPayments)
        .leftJoin(allotted, eq(allotted.paymentId, orderPayments.id))
        .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'DONE')))
        .orderBy(asc(orderPayments.step));
      return rows.map((row) => ({ ...row.payment, allotted: Number(row.allotted ?? 0) }));
    },

    async insert(
      values: typeof returnRequests.$inferInsert,
      lines: { orderLineId: number; quantity: number }[]
    ): Promise<ReturnRow> {
      const [row] = await db.insert(returnRequests).values(values).returning();
      if (!row) throw new Error('return insert returned no row');
      await db.insert(returnLines).values(lines.map((line) => ({ ...line, returnId: row.id })));
      return row;
    },

    async insertPhotos(returnId: number, photos: { fileName: string; bytes: number }[]): Promise<void> {
      if (photos.length === 0) return;
      await db.insert(returnPhotos).values(photos.map((photo, seq) => ({ ...photo, returnId, seq })));
    },

    async byId(returnId: number): Promise<ReturnListRow | undefined> {
      const [row] = await db
        .select(listColumns)
        .from(returnRequests)
        .innerJoin(salesOrders, eq(salesOrders.id, returnRequests.orderId))
        .leftJoin(returnRefunds, eq(returnRefunds.returnId, returnRequests.id))
        .where(eq(returnRequests.id, returnId))
        .limit(1);
      return row;
    },

    /** The lines of the returns named, with the order line's product as ordered. */
    async linesOf(returnIds: number[]): Promise<ReturnLineView[]> {
      if (returnIds.length === 0) return [];
      return db
        .select({
          returnId: returnLines.returnId,
          orderLineId: returnLines.orderLineId,
          quantity: returnLines.quantity,
          productName: salesOrderLines.productName,
          optionValue: salesOrderLines.optionValue,
          imageUrl: salesOrderLines.imageUrl,
          price: salesOrderLines.price
        })
        .from(returnLines)
        .innerJoin(salesOrderLines, eq(salesOrderLines.id, returnLines.orderLineId))
        .where(inArray(returnLines.returnId, returnIds))
        .orderBy(asc(returnLines.returnId), asc(returnLines.orderLineId));
    },

    photo: async (returnId: number, seq: number) => {
      const [row] = await db
        .select()
        .from(returnPhotos)
        .where(and(eq(returnPhotos.returnId, returnId), eq(returnPhotos.seq, seq)))
        .limit(1);
      return row;
    },

    /** A member's returns of one cart type, newest first, with the total. */
    async memberPage(userSeqNo: number, type: CartType, page: number, size: number) {
      const where = and(eq(returnRequests.userSeqNo, userSeqNo), eq(salesOrders.cartType, type));
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(returnRequests)
          .innerJoin(salesOrders, eq(salesOrders.id, returnRequests.orderId))
          .leftJoin(returnRefunds, eq(returnRefunds.returnId, returnRequests.id))
          .where(where)
          .orderBy(desc(returnRequests.requestedAt), desc(returnRequests.id))
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ n: count() })
          .from(returnRequests)
          .innerJoin(salesOrders, eq(salesOrders.id, returnRequests.orderId))
          .where(where)
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    ofOrder: (orderId: number) =>
      db
        .select(listColumns)
        .from(returnRequests)
        .innerJoin(salesOrders, eq(salesOrders.id, returnRequests.orderId))
        .leftJoin(returnRefunds, eq(returnRefunds.returnId, returnRequests.id))
        .where(eq(returnRequests.orderId, orderId))
        .orderBy(desc(returnRequests.requestedAt), desc(returnRequests.id)),

    /** The desk's page of one state: the oldest first (the queue's order), with the total. */
    async deskPage(status: ReturnStatus, page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select(deskColumns)
          .from(returnRequests)
          .innerJoin(salesOrders, eq(salesOrders.id, returnRequests.orderId))
          .leftJoin(returnRefunds, eq(returnRefunds.returnId, returnRequests.id))
          .where(eq(returnRequests.status, status))
          .orderBy(asc(returnRequests.requestedAt), asc(returnRequests.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(returnRequests).where(eq(returnRequests.status, status))
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async deskRow(returnId: number) {
      const [row] = await db
        .select(deskColumns)
        .from(returnRequests)
        .innerJoin(salesOrders, eq(salesOrders.id, returnRequests.orderId))
        .leftJoin(returnRefunds, eq(returnRefunds.returnId, returnRequests.id))
        .where(eq(returnRequests.id, returnId))
        .limit(1);
      return row;
    },

    async counts(statuses: readonly ReturnStatus[]): Promise<Partial<Record<ReturnStatus, number>>> {
      const rows = await db
        .select({ status: returnRequests.status, n: count() })
        .from(returnRequests)
        .where(inArray(returnRequests.status, [...statuses]))
        .groupBy(returnRequests.status);
      return Object.fromEntries(statuses.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]));
    },

    /** The return's state, its row locked for a move that records what it was. */
    async lockStatus(returnId: number): Promise<ReturnStatus | undefined> {
      const [row] = await db
        .select({ status: returnRequests.status })
        .from(returnRequests)
        .where(eq(returnRequests.id, returnId))
        .for('update');
      return row?.status;
    },

    /** The guarded move of the return lifecycle table: null when the return is not in a state `event` starts from. */
    async move(
      returnId: number,
      event: ReturnEvent,
      set: Partial<typeof returnRequests.$inferInsert>
    ): Promise<ReturnRow | null> {
      const { from, to } = returnMove(event);
      const [row] = await db
        .update(returnRequests)
        .set({ ...set, status: to, updatedAt: sql`now()` })
        .where(and(eq(returnRequests.id, returnId), inArray(returnRequests.status, from)))
        .returning();
      return row ?? null;
    },

    refundOf: async (returnId: number) => {
      const [row] = await db
        .select()
        .from(returnRefunds)
        .where(eq(returnRefunds.returnId, returnId))
        .limit(1);
      return row;
    },

    async insertRefund(
      values: typeof returnRefunds.$inferInsert,
      steps: { paymentId: number; step: number; amount: number }[]
    ): Promise<void> {
      await db.insert(returnRefunds).values(values);
      if (steps.length > 0)
        await db
          .insert(returnRefundSteps)
          .values(steps.map((step) => ({ ...step, returnId: values.returnId })));
    },

    /** The refund's card parts still to cancel, with the step's paymentKey. */
    pendingSteps: (returnId: number) =>
      db
        .select({
          step: returnRefundSteps.step,
          amount: returnRefundSteps.amount,
          paymentId: returnRefundSteps.paymentId,
          paymentKey: orderPayments.paymentKey,
          paymentOrderId: orderPayments.paymentOrderId
        })
        .from(returnRefundSteps)
        .innerJoin(orderPayments, eq(orderPayments.id, returnRefundSteps.paymentId))
        .where(and(eq(returnRefundSteps.returnId, returnId), isNull(returnRefundSteps.cancelledAt)))
        .orderBy(desc(returnRefundSteps.step)),

    /**
     * Takes the payment for one partial cancel until `until` (another refund of it waits): answers its balance as
     * recorded, or null while someone else holds it.
     */
    async claimPayment(paymentId: number, now: Date, until: Date): Promise<number | null> {
      const [row] = await db
        .update(orderPayments)
        .set({ refundClaimedUntil: until })
        .where(
          and(
            eq(orderPayments.id, paymentId),
            or(isNull(orderPayments.refundClaimedUntil), lt(orderPayments.refundClaimedUntil, now))
          )
        )
        .returning({ amount: orderPayments.amount, refunded: orderPayments.refundedAmount });
      return row ? row.amount - row.refunded : null;
    },

    async releasePayment(paymentId: number): Promise<void> {
      await db.update(orderPayments).set({ refundClaimedUntil: null }).where(eq(orderPayments.id, paymentId));
    },

    /** One part cancelled at the provider: stamped once, and added to the step's refunded amount once. */
    async stepCancelled(returnId: number, step: number, paymentId: number, amount: number, at: Date) {
      const stamped = await db
        .update(returnRefundSteps)
        .set({ cancelledAt: at })
        .where(
          and(
            eq(returnRefundSteps.returnId, returnId),
            eq(returnRefundSteps.step, step),
            isNull(returnRefundSteps.cancelledAt)
          )
        )
        .returning({ step: returnRefundSteps.step });
      if (stamped.length === 0) return;
      await db
        .update(orderPayments)
        .set({
          refundedAmount: sql`${orderPayments.refundedAmount} + ${amount}`,
          refundClaimedUntil: null,
          updatedAt: at
        })
        .where(eq(orderPayments.id, paymentId));
    },

    /** The order's points to earn made smaller by what returned units would have earned (not yet credited). */
    async reduceEarnPoint(orderId: number, by: number): Promise<void> {
      if (by <= 0) return;
      await db
        .update(salesOrders)
        .set({ earnPoint: sql`greatest(${salesOrders.earnPoint} - ${by}, 0)` })
        .where(and(eq(salesOrders.id, orderId), isNull(salesOrders.pointEarnedAt)));
    }
  };
}

export type ReturnRepository = ReturnType<typeof createReturnRepository>;
