import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ADDRESS_CHANGEABLE_STATUSES, LISTED_ORDER_STATUSES } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { OrderRow } from './order-detail.ts';
import { salesOrders } from './order.table.ts';

/** What a delivery address change writes: the order's copy of the receiver and the address. */
export type AddressColumns = Pick<
  OrderRow,
  | 'receiverLastName'
  | 'receiverFirstName'
  | 'receiverMobile'
  | 'zipcode'
  | 'address1'
  | 'address2'
  | 'addressDescription'
  | 'userAddressId'
>;

/** Orders that count against a member's quantity limits: every one but those that never were or stopped being sales. */
const NOT_BOUGHT = ['FAILED', 'CANCELLED'] as const;

/** The queries of the order calls (order-calls.service.ts); build one on a transaction to run inside it. */
export function createOrderCallsRepository(db: Executor) {
  return {
    /**
     * The address change as ONE guarded statement: it writes only while the order is paid or preparing and has no
     * tracking number, so a desk shipping the order at the same moment either ships the new address (it came
     * first) or makes this miss (its row lock makes this wait, then the re-checked WHERE fails). Null: refused.
     */
    async changeAddress(orderId: number, address: AddressColumns, now: Date): Promise<OrderRow | null> {
      const [row] = await db
        .update(salesOrders)
        .set({ ...address, updatedAt: now })
        .where(
          and(
            eq(salesOrders.id, orderId),
            inArray(salesOrders.status, [...ADDRESS_CHANGEABLE_STATUSES]),
            or(isNull(salesOrders.trackingNumber), eq(salesOrders.trackingNumber, ''))
          )
        )
        .returning();
      return row ?? null;
    },

    /**
     * Which of the member's listed orders (pending and failed ones never count) `orderId` is, oldest first (ties by
     * id), and how many there are: one query on sales_order_user_idx's rows of the member.
     */
    async sequence(userSeqNo: number, orderId: number): Promise<{ sequence: number; total: number }> {
      const listed = sql.join(
        LISTED_ORDER_STATUSES.map((status) => sql`${status}`),
        sql`, `
      );
      const result = await db.execute(sql`
        SELECT
          count(*) FILTER (WHERE (o.created_at, o.id) <= (t.created_at, t.id)) AS sequence,
          count(*) AS total
        FROM sales_order o, (SELECT created_at, id FROM sales_order WHERE id = ${orderId}) t
        WHERE o.user_seq_no = ${userSeqNo} AND o.status IN (${listed})`);
      const [row] = rowsOf<{ sequence: string | number; total: string | number }>(result);
      return { sequence: Number(row?.sequence ?? 0), total: Number(row?.total ?? 0) };
    },

    /** Pieces of each product in the member's orders that are not failed or cancelled (pending ones included). */
    async purchasedQuantities(
      userSeqNo: number,
      productIds: readonly number[]
    ): Promise<Map<number, number>> {
      if (productIds.length === 0) return new Map();
      const ids = sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `
      );
      const notBought = sql.join(
        NOT_BOUGHT.map((status) => sql`${status}`),
        sql`, `
      );
      const result = await db.execute(sql`
        SELECT l.product_id, sum(l.quantity) AS quantity
        FROM sales_order o JOIN sales_order_line l ON l.order_id = o.id
        WHERE o.user_seq_no = ${userSeqNo} AND o.status NOT IN (${notBought}) AND l.product_id IN (${ids})
        GROUP BY l.product_id`);
      return new Map(
        rowsOf<{ product_id: string | number; quantity: string | number }>(result).map((row) => [
          Number(row.product_id),
          Number(row.quantity)
        ])
      );
    },

    /**
     * Serialises one member's orders of limited products until the transaction ends: two inits at once cannot both
     * count the other's lines as not there yet (several API processes share the database's lock, not a memory one).
     */
    async lockMemberPurchases(userSeqNo: number): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`purchase-limit:${userSeqNo}`}))`);
    }
  };
}
