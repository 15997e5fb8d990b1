import { and, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { salesOrderLines, salesOrders } from './order.table.ts';

/** What a planner was credited with over a period (docs/decisions/075). */
export type PlannerSales = { count: number; amount: number; sp: number; bp: number };

/** Orders that never became a sale, or stopped being one, count for nobody. */
const NOT_SALES = ['PAYMENT_PENDING', 'FAILED', 'CANCELLED'] as const;

/**
 * The order module's answer to "what was credited to this planner" (the personal mall's monthly figures): orders
 * whose `referrer_user_number` is the planner, placed in [from, to), not pending, failed or cancelled; their count,
 * the amounts paid, and SP/BP as kept on their lines at init (× quantity). One query on sales_order_referrer_idx.
 */
export function createPlannerSales(db: Database) {
  return {
    async credited(userNumber: string, from: Date, to: Date): Promise<PlannerSales> {
      // Each order's lines summed beside it (sales_order_line_order_idx): no aggregate over the whole line table.
      const lineSum = (column: typeof salesOrderLines.sp | typeof salesOrderLines.bp) =>
        sql`(SELECT coalesce(sum(${column} * ${salesOrderLines.quantity}), 0) FROM ${salesOrderLines} WHERE ${salesOrderLines.orderId} = ${salesOrders.id})`;
      const [row] = await db
        .select({
          count: sql<number>`count(*)`.mapWith(Number),
          amount: sql<number>`coalesce(sum(${salesOrders.amount}), 0)`.mapWith(Number),
          sp: sql<number>`coalesce(sum(${lineSum(salesOrderLines.sp)}), 0)`.mapWith(Number),
          bp: sql<number>`coalesce(sum(${lineSum(salesOrderLines.bp)}), 0)`.mapWith(Number)
        })
        .from(salesOrders)
        .where(
          and(
            eq(salesOrders.referrerUserNumber, userNumber),
            gte(salesOrders.placedAt, from),
            lt(salesOrders.placedAt, to),
            notInArray(salesOrders.status, [...NOT_SALES])
          )
        );
      return row ?? { count: 0, amount: 0, sp: 0, bp: 0 };
    }
  };
}

export type PlannerSalesService = ReturnType<typeof createPlannerSales>;
