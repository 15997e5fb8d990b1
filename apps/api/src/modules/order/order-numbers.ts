import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { salesOrders } from './order.table.ts';

/**
 * Stored order numbers ('AP…') of order ids: what other modules (coupons and points, docs/decisions/037) may
 * know of an order without reading its table.
 */
export function createOrderNumberLookup(db: Executor) {
  return async (orderIds: readonly number[]): Promise<Map<number, string>> => {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select({ id: salesOrders.id, orderNumber: salesOrders.orderNumber })
      .from(salesOrders)
      .where(inArray(salesOrders.id, [...new Set(orderIds)]));
    return new Map(rows.map((row) => [row.id, row.orderNumber]));
  };
}
