import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  DESK_WORK_QUEUES,
  DESK_PAGE_SIZE,
  orderMove,
  storedOrderNumber,
  type DeskOrderQuery,
  type DeskOrderStatus,
  type OrderEvent,
  type OrderStatus
} from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { salesOrderLines, salesOrders } from '../order/order.table.ts';
import { parcelEvents } from './parcel.table.ts';

export type DeskOrder = typeof salesOrders.$inferSelect;

/** Work queues oldest first; finished orders newest first. */
const OLDEST_FIRST: readonly OrderStatus[] = ['PLACED', 'PREPARING', 'CANCEL_REQUESTED'];

function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const number = storedOrderNumber(q);
  if (number) return eq(salesOrders.orderNumber, number);
  const like = `%${escapeLike(q)}%`;
  const digits = q.replace(/\D/g, '');
  return or(
    ilike(salesOrders.ordererName, like),
    ilike(sql`${salesOrders.receiverLastName} || ${salesOrders.receiverFirstName}`, like),
    ...(digits.length >= 4 ? [ilike(salesOrders.ordererMobile, `%${digits}%`)] : [])
  );
}

export function createDeskRepository(db: Executor) {
  return {
    async page(query: DeskOrderQuery): Promise<{ orders: DeskOrder[]; total: number }> {
      const where = and(eq(salesOrders.status, query.status), searchOf(query.q));
      const order = OLDEST_FIRST.includes(query.status)
        ? [asc(salesOrders.placedAt), asc(salesOrders.id)]
        : [desc(salesOrders.placedAt), desc(salesOrders.id)];
      const [orders, [count]] = await Promise.all([
        db
          .select()
          .from(salesOrders)
          .where(where)
          .orderBy(...order)
          .limit(DESK_PAGE_SIZE)
          .offset((query.page - 1) * DESK_PAGE_SIZE),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(salesOrders)
          .where(where)
      ]);
      return { orders, total: count?.n ?? 0 };
    },

    /** How many orders wait in each work queue (the finished states are not counted: they only grow). */
    async counts(): Promise<Partial<Record<DeskOrderStatus, number>>> {
      const rows = await db
        .select({ status: salesOrders.status, n: sql<number>`count(*)`.mapWith(Number) })
        .from(salesOrders)
        .where(inArray(salesOrders.status, [...DESK_WORK_QUEUES]))
        .groupBy(salesOrders.status);
      const counts: Partial<Record<DeskOrderStatus, number>> = Object.fromEntries(
        DESK_WORK_QUEUES.map((status) => [status, 0])
      );
      for (const row of rows) counts[row.status as DeskOrderStatus] = row.n;
      return counts;
    },

    async lines(orderIds: number[]) {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(salesOrderLines)
        .where(inArray(salesOrderLines.orderId, orderIds))
        .orderBy(asc(salesOrderLines.orderId), asc(salesOrderLines.id));
    },

    async byId(id: number): Promise<DeskOrder | undefined> {
      const [row] = await db.select().from(salesOrders).where(eq(salesOrders.id, id)).limit(1);
      return row;
    },

    async statuses(ids: number[]): Promise<Map<number, OrderStatus>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: salesOrders.id, status: salesOrders.status })
        .from(salesOrders)
        .where(inArray(salesOrders.id, ids));
      return new Map(rows.map((row) => [row.id, row.status]));
    },

    /**
     * One guarded move of many orders (ARCHITECTURE §7): only those still in a from-state of the event move, so
     * two desks moving the same orders cannot both win; the moved ones come back.
     */
    async moveMany(ids: number[], event: OrderEvent, now: Date, extra: Partial<DeskOrder> = {}) {
      const { from, to } = orderMove(event);
      return db
        .update(salesOrders)
        .set({ ...extra, status: to, updatedAt: now })
        .where(and(inArray(salesOrders.id, ids), inArray(salesOrders.status, from)))
        .returning({ id: salesOrders.id, orderNumber: salesOrders.orderNumber, status: salesOrders.status });
    },

    /** Hands one order to a courier: PREPARING → SHIPPING with its carrier and tracking number, guarded. */
    async ship(orderNumber: string, courier: string, trackingNumber: string, now: Date) {
      const { from, to } = orderMove('ship');
      const [row] = await db
        .update(salesOrders)
        .set({ status: to, courier, trackingNumber, shippedAt: now, updatedAt: now })
        .where(and(eq(salesOrders.orderNumber, orderNumber), inArray(salesOrders.status, from)))
        .returning({ id: salesOrders.id, orderNumber: salesOrders.orderNumber });
      return row ?? null;
    },

    /**
     * Corrects the carrier and number of a parcel on its way (SHIPPING only): the old number's scans are
     * dropped with it. Answers the order's previous carrier and number, or null when it is not shipping.
     */
    async correctTracking(orderId: number, courier: string, trackingNumber: string, now: Date) {
      const [before] = await db
        .select({ courier: salesOrders.courier, trackingNumber: salesOrders.trackingNumber })
        .from(salesOrders)
        .where(and(eq(salesOrders.id, orderId), eq(salesOrders.status, 'SHIPPING')))
        .for('update')
        .limit(1);
      if (!before) return null;
      await db
        .update(salesOrders)
        .set({ courier, trackingNumber, updatedAt: now })
        .where(eq(salesOrders.id, orderId));
      await db.delete(parcelEvents).where(eq(parcelEvents.orderId, orderId));
      return before;
    },

    async existsByNumber(orderNumber: string): Promise<boolean> {
      const [row] = await db
        .select({ id: salesOrders.id })
        .from(salesOrders)
        .where(eq(salesOrders.orderNumber, orderNumber))
        .limit(1);
      return row !== undefined;
    },

    /** What the orders in PREPARING (or the given ones among them) need from the shelves, by product and option. */
    async picking(orderIds: number[] | null) {
      const where = and(
        eq(salesOrders.status, 'PREPARING'),
        orderIds ? inArray(salesOrders.id, orderIds) : undefined
      );
      const [lines, [count]] = await Promise.all([
        db
          .select({
            productId: salesOrderLines.productId,
            productName: sql<string>`min(${salesOrderLines.productName})`,
            optionValue: salesOrderLines.optionValue,
            quantity: sql<number>`sum(${salesOrderLines.quantity})`.mapWith(Number),
            orderCount: sql<number>`count(DISTINCT ${salesOrderLines.orderId})`.mapWith(Number)
          })
          .from(salesOrderLines)
          .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
          .where(where)
          .groupBy(salesOrderLines.productId, salesOrderLines.optionValue)
          .orderBy(asc(sql`min(${salesOrderLines.productName})`), asc(salesOrderLines.optionValue)),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(salesOrders)
          .where(where)
      ]);
      return { orderCount: count?.n ?? 0, lines };
    }
  };
}

export type DeskRepository = ReturnType<typeof createDeskRepository>;
