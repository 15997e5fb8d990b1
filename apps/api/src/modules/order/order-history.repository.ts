import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  LISTED_ORDER_STATUSES,
  MY_PAGE_ORDER_STATUSES,
  type MyPageOrderStatus,
  type OrderHistoryQuery,
  type OrderStatus
} from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { seoulDayStart } from '../../lib/seoul.ts';
import { linesByOrder, type OrderRow } from './order-detail.ts';
import { moveOrderBy } from './order.repository.ts';
import { parcelEvents } from '../fulfilment/parcel.table.ts';
import { orderPayments, salesOrders } from './order.table.ts';

const listed = inArray(salesOrders.status, [...LISTED_ORDER_STATUSES]);

/**
 * The order history's queries (lists, lookups, the cancel's guarded moves, earned points, receipts); the service
 * holds the rules. Status moves go through the lifecycle table (moveOrderBy). Build one on a transaction to run
 * its writes inside it.
 */
export function createOrderHistoryRepository(db: Executor) {
  return {
    /** One page of a member's listed orders of one cart type in [fromDate, toDate] (Seoul days), newest first, with the total. */
    async page(
      userSeqNo: number,
      query: OrderHistoryQuery
    ): Promise<{ rows: OrderRow[]; totalSize: number }> {
      const where: SQL | undefined = and(
        eq(salesOrders.userSeqNo, userSeqNo),
        eq(salesOrders.cartType, query.type),
        gte(salesOrders.createdAt, seoulDayStart(query.fromDate)),
        lt(salesOrders.createdAt, seoulDayStart(query.toDate, 1)),
        listed
      );
      // One query for the page with its total (a window count); a second count only past the last page.
      const rows = await db
        .select({ order: salesOrders, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(salesOrders)
        .where(where)
        .orderBy(desc(salesOrders.createdAt), desc(salesOrders.id))
        .limit(query.pageSize)
        .offset((query.pageNumber - 1) * query.pageSize);
      let totalSize = rows[0]?.total ?? 0;
      if (rows.length === 0 && query.pageNumber > 1) {
        const [count] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(salesOrders)
          .where(where);
        totalSize = count?.n ?? 0;
      }
      return { rows: rows.map((row) => row.order), totalSize };
    },

    /**
     * How many of a member's orders since `since` are in each of my page's states: one grouped count, read from
     * the index on (user_seq_no, cart_type, created_at) (both cart types; the member's rows only).
     */
    async statusCounts(userSeqNo: number, since: Date): Promise<Record<MyPageOrderStatus, number>> {
      const rows = await db
        .select({ status: salesOrders.status, n: sql<number>`count(*)`.mapWith(Number) })
        .from(salesOrders)
        .where(
          and(
            eq(salesOrders.userSeqNo, userSeqNo),
            gte(salesOrders.createdAt, since),
            inArray(salesOrders.status, [...MY_PAGE_ORDER_STATUSES])
          )
        )
        .groupBy(salesOrders.status);
      const counts = Object.fromEntries(MY_PAGE_ORDER_STATUSES.map((status) => [status, 0])) as Record<
        MyPageOrderStatus,
        number
      >;
      for (const row of rows) counts[row.status as MyPageOrderStatus] = row.n;
      return counts;
    },

    async byNumber(orderNumber: string): Promise<OrderRow | undefined> {
      const [order] = await db.select().from(salesOrders).where(eq(salesOrders.orderNumber, orderNumber));
      return order;
    },

    async byId(id: number): Promise<OrderRow | undefined> {
      const [order] = await db.select().from(salesOrders).where(eq(salesOrders.id, id));
      return order;
    },

    /** Lines of these orders, by order. */
    lines: (orderIds: readonly number[]) => linesByOrder(db, orderIds),

    payments: (orderId: number) => db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)),

    /** The carrier's scans of a shipped order's parcel, oldest first (kept by the parcel tracking job). */
    parcelEvents: (orderId: number) =>
      db.select().from(parcelEvents).where(eq(parcelEvents.orderId, orderId)).orderBy(asc(parcelEvents.seq)),

    /** The charged (DONE) payments of an order. */
    charged: (orderId: number) =>
      db
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'DONE'))),

    /** requestCancel of the lifecycle (guarded); answers whether it won. */
    requestCancel: (orderId: number, reason: string, now: Date) =>
      moveOrderBy(db, orderId, 'requestCancel', now, { cancelRequestedAt: now, cancelReason: reason }).then(
        (moved) => moved !== null
      ),

    /** finishCancel of the lifecycle (guarded); answers whether it won. */
    finishCancel: (orderId: number, now: Date) =>
      moveOrderBy(db, orderId, 'finishCancel', now, { cancelledAt: now }).then((moved) => moved !== null),

    /** DONE → CANCELED for each refunded payment, at the provider's time. */
    async markRefunded(refunded: { id: number; at: Date }[]): Promise<void> {
      for (const payment of refunded) {
        await db
          .update(orderPayments)
          .set({ status: 'CANCELED', cancelledAt: payment.at, updatedAt: new Date() })
          .where(and(eq(orderPayments.id, payment.id), eq(orderPayments.status, 'DONE')));
      }
    },

    /** Marks the order's points earned once, while it is still in one of `statuses`; answers whether it did. */
    /**
     * Marks the order's points earned, once, while it is in `statuses` and no return of it is open (its units may
     * still come back: docs/decisions/071). Answers the points to credit as the row holds them now (a refunded
     * return lowers them under the same lock), or null when nothing was marked.
     */
    async markPointEarned(
      orderId: number,
      statuses: readonly OrderStatus[],
      now: Date
    ): Promise<number | null> {
      const rows = await db
        .update(salesOrders)
        .set({ pointEarnedAt: now, updatedAt: now })
        .where(
          and(
            eq(salesOrders.id, orderId),
            isNull(salesOrders.pointEarnedAt),
            inArray(salesOrders.status, [...statuses]),
            sql`NOT EXISTS (SELECT 1 FROM return_request r WHERE r.order_id = ${salesOrders.id} AND r.status IN ('REQUESTED', 'APPROVED', 'COLLECTED'))`
          )
        )
        .returning({ earnPoint: salesOrders.earnPoint });
      return rows[0]?.earnPoint ?? null;
    },

    /** A return of the order not finished yet (requested, approved or collected and not refunded). */
    async hasOpenReturn(orderId: number): Promise<boolean> {
      const result = await db.execute(
        sql`SELECT 1 FROM return_request WHERE order_id = ${orderId} AND status IN ('REQUESTED', 'APPROVED', 'COLLECTED') LIMIT 1`
      );
      return rowsOf(result).length > 0;
    },

    /** The order and payment matching both the number and the paymentKey. */
    async paymentOf(orderNumber: string, paymentKey: string) {
      const [row] = await db
        .select({ order: salesOrders, payment: orderPayments })
        .from(orderPayments)
        .innerJoin(salesOrders, eq(salesOrders.id, orderPayments.orderId))
        .where(and(eq(orderPayments.paymentKey, paymentKey), eq(salesOrders.orderNumber, orderNumber)));
      return row;
    },

    /** Products of the member's placed orders, newest order first, each once. */
    async purchasedProductIds(userSeqNo: number, limit: number): Promise<number[]> {
      const rows = await db.execute<{ product_id: number | string }>(sql`
        SELECT l.product_id, max(o.created_at) AS last_at
        FROM sales_order o JOIN sales_order_line l ON l.order_id = o.id
        WHERE o.user_seq_no = ${userSeqNo} AND o.status IN ('PLACED','PREPARING','SHIPPING','DELIVERED') AND l.product_id IS NOT NULL
        GROUP BY l.product_id ORDER BY last_at DESC, l.product_id DESC LIMIT ${limit}`);
      return rowsOf<{ product_id: number | string }>(rows).map((row) => Number(row.product_id));
    }
  };
}

export type OrderHistoryRepository = ReturnType<typeof createOrderHistoryRepository>;
