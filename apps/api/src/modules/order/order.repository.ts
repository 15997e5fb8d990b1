import { and, asc, eq, getTableColumns, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  orderMove,
  type OrderEvent,
  type OrderStatus,
  type PaymentAttemptStatus,
  type ReservationStatus
} from '@mall/domain';
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
import { bound, preparedPerHandle } from '../../db/prepared.ts';
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

/** One guarded lifecycle move of an order (the order history's cancel uses it too): the moved row, or null. */
export async function moveOrderBy(
  db: Executor,
  id: number,
  event: OrderEvent,
  now: Date,
  extra: Partial<NewOrder> = {}
): Promise<OrderRow | null> {
  const { from, to } = orderMove(event);
  const [row] = await db
    .update(salesOrders)
    .set({ ...extra, status: to, updatedAt: now })
    .where(and(eq(salesOrders.id, id), inArray(salesOrders.status, from)))
    .returning();
  return row ?? null;
}

/** Every payment step of the order is DONE (one attempt is not DONE: a step still to pay or refunded). */
const everyStepDone = sql`NOT EXISTS (SELECT 1 FROM ${orderPayments} WHERE ${orderPayments.orderId} = ${salesOrders.id} AND ${orderPayments.status} <> 'DONE')`;

/** Every step of the attempt's order before the attempt's own is DONE: the attempt is the step to pay. */
const earlierStepsDone = sql`NOT EXISTS (SELECT 1 FROM ${orderPayments} AS earlier WHERE earlier.order_id = ${orderPayments.orderId} AND earlier.step < ${orderPayments.step} AND earlier.status <> 'DONE')`;

const attemptWithOrderStatement = preparedPerHandle((db) =>
  db
    .select({ attempt: orderPayments, order: salesOrders })
    .from(orderPayments)
    .innerJoin(salesOrders, eq(salesOrders.id, orderPayments.orderId))
    .where(eq(orderPayments.paymentOrderId, sql.placeholder('paymentOrderId')))
    .limit(1)
    .prepare('order_attempt_with_order')
);

/**
 * The confirm's usual statements, built once per handle (query building was a fifth of a confirm's CPU).
 * `owner` is the guest's or a member's version of the claim.
 */
function claimReturnStatement(owner: 'guest' | 'member') {
  return preparedPerHandle((db) =>
    db
      .update(orderPayments)
      .set({ status: 'CONFIRMING', updatedAt: bound('now') })
      .from(salesOrders)
      .where(
        and(
          eq(orderPayments.paymentOrderId, sql.placeholder('paymentOrderId')),
          eq(orderPayments.amount, sql.placeholder('amount')),
          eq(orderPayments.status, 'READY'),
          eq(salesOrders.id, orderPayments.orderId),
          eq(salesOrders.status, 'PAYMENT_PENDING'),
          owner === 'guest'
            ? isNull(salesOrders.userSeqNo)
            : or(isNull(salesOrders.userSeqNo), eq(salesOrders.userSeqNo, sql.placeholder('askerId'))),
          earlierStepsDone
        )
      )
      .returning({ attempt: getTableColumns(orderPayments), order: getTableColumns(salesOrders) })
      .prepare(`order_claim_return_${owner}`)
  );
}
const claimReturnStatements = {
  guest: claimReturnStatement('guest'),
  member: claimReturnStatement('member')
};

const approveStatement = preparedPerHandle((db) =>
  db
    .update(orderPayments)
    .set({
      status: 'DONE',
      updatedAt: bound('now'),
      paymentKey: bound('paymentKey'),
      method: bound('method'),
      card: bound('card'),
      receiptUrl: bound('receiptUrl'),
      approvedAt: bound('approvedAt')
    })
    .where(
      and(eq(orderPayments.id, sql.placeholder('id')), inArray(orderPayments.status, ['READY', 'CONFIRMING']))
    )
    .returning()
    .prepare('order_approve_attempt')
);

const placeHeldStatement = preparedPerHandle((db) => {
  const { from, to } = orderMove('place');
  return db
    .update(salesOrders)
    .set({
      status: to,
      updatedAt: bound('now'),
      placedAt: bound('now'),
      reservation: bound('reservation')
    })
    .where(and(eq(salesOrders.id, sql.placeholder('id')), inArray(salesOrders.status, from), everyStepDone))
    .returning()
    .prepare('order_place_held');
});

const linesStatement = preparedPerHandle((db) =>
  db
    .select()
    .from(salesOrderLines)
    .where(eq(salesOrderLines.orderId, sql.placeholder('orderId')))
    .orderBy(asc(salesOrderLines.id))
    .prepare('order_lines')
);

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
      return linesStatement(db).execute({ orderId });
    },

    payments(orderId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.orderId, orderId))
        .orderBy(asc(orderPayments.step));
    },

    /** A payment attempt with its order, in one statement (a payment return names only the attempt). */
    async attemptWithOrder(
      paymentOrderId: string
    ): Promise<{ attempt: PaymentRow; order: OrderRow } | undefined> {
      const [row] = await attemptWithOrderStatement(db).execute({ paymentOrderId });
      return row;
    },

    async attempt(id: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(orderPayments).where(eq(orderPayments.id, id)).limit(1);
      return row;
    },

    /**
     * The usual confirm's claim in one statement: the attempt this payment return names moves READY → CONFIRMING
     * when the amount is its amount, its order is pending and the asker's (or a guest's), and every earlier step is
     * DONE. The attempt and its order, or undefined when any of that is not so (the caller then finds out which).
     */
    async claimReturn(
      ask: { paymentOrderId: string; amount: number; askerId: number | null },
      now: Date
    ): Promise<{ attempt: PaymentRow; order: OrderRow } | undefined> {
      const [row] =
        ask.askerId === null
          ? await claimReturnStatements.guest(db).execute({ ...ask, now })
          : await claimReturnStatements.member(db).execute({ ...ask, now });
      return row;
    },

    /**
     * READY → CONFIRMING while its order is still pending and every earlier step is DONE (it is the step to pay):
     * one confirm at a time.
     */
    async claimAttempt(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(orderPayments)
        .set({ status: 'CONFIRMING', updatedAt: now })
        .where(
          and(
            eq(orderPayments.id, id),
            eq(orderPayments.status, 'READY'),
            sql`EXISTS (SELECT 1 FROM ${salesOrders} WHERE ${salesOrders.id} = ${orderPayments.orderId} AND ${salesOrders.status} = 'PAYMENT_PENDING')`,
            earlierStepsDone
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

    /** READY/CONFIRMING → DONE with the provider's facts: the approved attempt, or null when it was not so. */
    async approve(id: number, payment: ApprovedPayment, now: Date): Promise<PaymentRow | null> {
      const [row] = await approveStatement(db).execute({
        id,
        now,
        paymentKey: payment.paymentKey,
        method: payment.method,
        card: payment.card,
        receiptUrl: payment.receiptUrl,
        approvedAt: payment.approvedAt ?? now
      });
      return row ?? null;
    },

    /**
     * The order moves by `event` of the lifecycle table (orderMove: its from-states guard the update, its target is
     * the new status); the moved order, or null when it was in none of the from-states.
     */
    moveOrder(
      id: number,
      event: OrderEvent,
      now: Date,
      extra: Partial<NewOrder> = {}
    ): Promise<OrderRow | null> {
      return moveOrderBy(db, id, event, now, extra);
    },

    /**
     * The order is placed (the lifecycle's `place`) when it is pending and every payment step is DONE: the placed
     * order, or null. Inside a transaction this row lock is what makes a concurrent placer wait and then miss.
     */
    async placeWhenPaid(
      id: number,
      now: Date,
      reservation: ReservationStatus | null
    ): Promise<OrderRow | null> {
      if (reservation !== null) {
        const [held] = await placeHeldStatement(db).execute({ id, now, reservation });
        return held ?? null;
      }
      // An order from before holds (docs/decisions/062) keeps its reservation empty.
      const { from, to } = orderMove('place');
      const [row] = await db
        .update(salesOrders)
        .set({ status: to, updatedAt: now, placedAt: now })
        .where(and(eq(salesOrders.id, id), inArray(salesOrders.status, from), everyStepDone))
        .returning();
      return row ?? null;
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
            everyStepDone
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
