import { eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { salesOrderLines, salesOrders } from './order.table.ts';

/** One order line with what a review asks of its order: whose it is, its state, the product as it was bought. */
export type OrderLineFacts = {
  orderLineId: number;
  orderId: number;
  orderNumber: string;
  userSeqNo: number | null;
  orderStatus: OrderStatus;
  ordererName: string;
  productId: number | null;
  productName: string;
  optionValue: string | null;
  imageUrl: string;
};

/**
 * The order module's answer about order lines for other modules (the reviews module, docs/decisions/090): read
 * here so no other module reads the order tables. `exec` may be the caller's transaction.
 */
export function createOrderLineFacts(db: Executor) {
  const select = (exec: Executor) =>
    exec
      .select({
        orderLineId: salesOrderLines.id,
        orderId: salesOrders.id,
        orderNumber: salesOrders.orderNumber,
        userSeqNo: salesOrders.userSeqNo,
        orderStatus: salesOrders.status,
        ordererName: salesOrders.ordererName,
        productId: salesOrderLines.productId,
        productName: salesOrderLines.productName,
        optionValue: salesOrderLines.optionValue,
        imageUrl: salesOrderLines.imageUrl
      })
      .from(salesOrderLines)
      .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId));
  return {
    async line(orderLineId: number, exec: Executor = db): Promise<OrderLineFacts | null> {
      const [row] = await select(exec).where(eq(salesOrderLines.id, orderLineId));
      return row ?? null;
    },
    /** Several lines at once (one query), keyed by line id. */
    async lines(orderLineIds: readonly number[], exec: Executor = db): Promise<Map<number, OrderLineFacts>> {
      if (orderLineIds.length === 0) return new Map();
      const rows = await select(exec).where(inArray(salesOrderLines.id, [...orderLineIds]));
      return new Map(rows.map((row) => [row.orderLineId, row]));
    }
  };
}

export type OrderLineLookup = ReturnType<typeof createOrderLineFacts>;
