import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { orderMove, type OrderEvent, type OrderStatus, type PaymentAttemptStatus } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import {
  orderPayments,
  orderSheets,
  salesOrderLines,
  salesOrders,
  salesOrderNumberSeq,
  type PaymentCardFacts
} from './order.table.ts';
import { rowsOf } from '../../db/rows.ts';
import { seoulClock } from '../../lib/seoul.ts';

export type SheetRow = typeof orderSheets.$inferSelect;
export type OrderRow = typeof salesOrders.$inferSelect;
export type NewOrder = typeof salesOrders.$inferInsert;
export type OrderLineRow = typeof salesOrderLines.$inferSelect;
export type NewOrderLine = Omit<typeof salesOrderLines.$inferInsert, 'orderId'>;
export type PaymentRow = typeof orderPayments.$inferSelect;

/** What the provider told us of an approved payment. */
export type ApprovedPayment = {
  paymentKey: string;
  method: string | null;
  card: PaymentCardFacts | null;
  receiptUrl: string | null;
  approvedAt: Date | null;
};

/** 'AP' + YYMMDD in Asia/Seoul (UTC+9, no daylight saving) + the sequence's 6 digits. */
export function orderNumberOf(now: Date, sequence: number): string {
  const seoul = seoulClock(now);
  return `AP${seoul.slice(2, 4)}${seoul.slice(5, 7)}${seoul.slice(8, 10)}${String(sequence).padStart(6, '0')}`;
}

/** One guarded lifecycle move of an order (the order history's cancel uses it too); answers whether it won. */
export async function moveOrderBy(
  db: Executor,
  id: number,
  event: OrderEvent,
  now: Date,
  extra: Partial<NewOrder> = {}
): Promise<boolean> {
  const { from, to } = orderMove(event);
  const rows = await db
    .update(salesOrders)
    .set({ ...extra, status: to, updatedAt: now })
    .where(and(eq(salesOrders.id, id), inArray(salesOrders.status, from)))
    .returning({ id: salesOrders.id });
  return rows.length > 0;
}

/** The order module's tables: sheets, orders, their lines and payment attempts. Guarded updates answer whether they won. */
export function createOrderRepository(db: Executor) {
  return {
    async insertSheet(values: typeof orderSheets.$inferInsert): Promise<SheetRow> {
      const [row] = await db.insert(orderSheets).values(values).returning();
      return row!;
    },

    async sheet(id: string): Promise<SheetRow | undefined> {
      const [row] = await db.select().from(orderSheets).where(eq(orderSheets.id, id)).limit(1);
      return row;
    },

    /** Marks the sheet used by this order; false when another order already used it. */
    async useSheet(sheetId: string, orderId: number): Promise<boolean> {
      const rows = await db
        .update(orderSheets)
        .set({ usedOrderId: orderId })
        .where(
          and(
            eq(orderSheets.id, sheetId),
            sql`(${orderSheets.usedOrderId} IS NULL OR ${orderSheets.usedOrderId} = ${orderId})`
          )
        )
        .returning({ id: orderSheets.id });
      return rows.length > 0;
    },

    async nextOrderNumber(now: Date): Promise<string> {
      const [row] = await db
        .execute<{ n: string }>(sql`SELECT nextval(${salesOrderNumberSeq.seqName}) AS n`)
        .then(rowsOf<{ n: string }>);
      return orderNumberOf(now, Number(row!.n));
    },

    /** The order, its lines and its payment attempts in one go (inside the caller's transaction). */
    async insertOrder(
      order: NewOrder,
      lines: NewOrderLine[],
      payments: { step: number; paymentOrderId: string; amount: number }[]
    ): Promise<OrderRow> {
      const [row] = await db.insert(salesOrders).values(order).returning();
      await db.insert(salesOrderLines).values(lines.map((line) => ({ ...line, orderId: row!.id })));
      if (payments.length > 0) {
        await db
          .insert(orderPayments)
          .values(payments.map((payment) => ({ ...payment, orderId: row!.id, status: 'READY' as const })));
      }
      return row!;
    },

    async order(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(salesOrders).where(eq(salesOrders.id, id)).limit(1);
      return row;
    },

    async orderForUpdate(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(salesOrders).where(eq(salesOrders.id, id)).for('update');
      return row;
    },

    lines(orderId: number): Promise<OrderLineRow[]> {
      return db
        .select()
        .from(salesOrderLines)
        .where(eq(salesOrderLines.orderId, orderId))
        .orderBy(asc(salesOrderLines.id));
    },

    payments(orderId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.orderId, orderId))
        .orderBy(asc(orderPayments.step));
    },

    async attemptByPaymentOrderId(paymentOrderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.paymentOrderId, paymentOrderId))
        .limit(1);
      return row;
    },

    async attempt(id: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(orderPayments).where(eq(orderPayments.id, id)).limit(1);
      return row;
    },

    /** READY → CONFIRMING while its order is still pending: one confirm at a time. */
    async claimAttempt(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(orderPayments)
        .set({ status: 'CONFIRMING', updatedAt: now })
        .where(
          and(
            eq(orderPayments.id, id),
            eq(orderPayments.status, 'READY'),
            sql`EXISTS (SELECT 1 FROM ${salesOrders} WHERE ${salesOrders.id} = ${orderPayments.orderId} AND ${salesOrders.status} = 'PAYMENT_PENDING')`
          )
        )
        .returning({ id: orderPayments.id });
      return rows.length > 0;
    },

    /** An attempt moves from one of `from` to `to` (guarded); answers whether it did. */
    async moveAttempt(
      id: number,
      from: PaymentAttemptStatus[],
      to: PaymentAttemptStatus,
      now: Date,
      extra: Partial<typeof orderPayments.$inferInsert> = {}
    ): Promise<boolean> {
      const rows = await db
        .update(orderPayments)
        .set({ ...extra, status: to, updatedAt: now })
        .where(and(eq(orderPayments.id, id), inArray(orderPayments.status, from)))
        .returning({ id: orderPayments.id });
      return rows.length > 0;
    },

    /** READY/CONFIRMING → DONE with the provider's facts. */
    approve(id: number, payment: ApprovedPayment, now: Date): Promise<boolean> {
      return this.moveAttempt(id, ['READY', 'CONFIRMING'], 'DONE', now, {
        paymentKey: payment.paymentKey,
        method: payment.method,
        card: payment.card,
        receiptUrl: payment.receiptUrl,
        approvedAt: payment.approvedAt ?? now
      });
    },

    /**
     * The order moves by `event` of the lifecycle table (orderMove: its from-states guard the update, its target is
     * the new status); answers whether it did.
     */
    moveOrder(id: number, event: OrderEvent, now: Date, extra: Partial<NewOrder> = {}): Promise<boolean> {
      return moveOrderBy(db, id, event, now, extra);
    },

    // ── Recovery scans ───────────────────────────────────────────────────────────────────────────────────

    /**
     * Attempts in one of these states not touched since `before` (for CONFIRMING: claimed before it), oldest first
     * (order_payment_status_idx).
     */
    attemptsIn(statuses: PaymentAttemptStatus[], before: Date, limit = 100): Promise<PaymentRow[]> {
      return db
        .select()
        .from(orderPayments)
        .where(and(inArray(orderPayments.status, statuses), lt(orderPayments.updatedAt, before)))
        .orderBy(asc(orderPayments.updatedAt))
        .limit(limit);
    },

    /** Pending orders whose every payment step is DONE: paid, waiting to be placed. */
    paidPendingOrders(limit = 100): Promise<OrderRow[]> {
      return db
        .select()
        .from(salesOrders)
        .where(
          and(
            eq(salesOrders.status, 'PAYMENT_PENDING'),
            sql`EXISTS (SELECT 1 FROM ${orderPayments} WHERE ${orderPayments.orderId} = ${salesOrders.id})`,
            sql`NOT EXISTS (SELECT 1 FROM ${orderPayments} WHERE ${orderPayments.orderId} = ${salesOrders.id} AND ${orderPayments.status} <> 'DONE')`
          )
        )
        .orderBy(asc(salesOrders.id))
        .limit(limit);
    },

    /** Orders in one of these states, oldest first. */
    ordersIn(statuses: OrderStatus[], limit = 100): Promise<OrderRow[]> {
      return db
        .select()
        .from(salesOrders)
        .where(inArray(salesOrders.status, statuses))
        .orderBy(asc(salesOrders.id))
        .limit(limit);
    },

    /**
     * FAILED orders that still have a charged (DONE) attempt, or a READY one the provider could not be asked
     * about: a refund did not finish.
     */
    async ordersWithUnrefundedPayments(limit = 100): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: salesOrders.id })
        .from(salesOrders)
        .innerJoin(orderPayments, eq(orderPayments.orderId, salesOrders.id))
        .where(and(eq(salesOrders.status, 'FAILED'), inArray(orderPayments.status, ['DONE', 'READY'])))
        .limit(limit);
      return rows.map((row) => row.id);
    }
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
