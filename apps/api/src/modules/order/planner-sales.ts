import { and, desc, eq, gte, lt, notInArray, sql, type SQL } from 'drizzle-orm';
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
  // Each order's lines summed beside it (sales_order_line_order_idx): no aggregate over the whole line table.
  const lineSum = (expression: SQL) =>
    sql`(SELECT coalesce(sum(${expression}), 0) FROM ${salesOrderLines} WHERE ${salesOrderLines.orderId} = ${salesOrders.id})`;
  const pieces = lineSum(sql`${salesOrderLines.quantity}`);
  const sp = lineSum(sql`${salesOrderLines.sp} * ${salesOrderLines.quantity}`);
  const bp = lineSum(sql`${salesOrderLines.bp} * ${salesOrderLines.quantity}`);
  const creditedIn = (userNumber: string, from: Date, to: Date) =>
    and(
      eq(salesOrders.referrerUserNumber, userNumber),
      gte(salesOrders.placedAt, from),
      lt(salesOrders.placedAt, to),
      notInArray(salesOrders.status, [...NOT_SALES])
    );
  async function credited(userNumber: string, from: Date, to: Date): Promise<PlannerSales> {
    const [row] = await db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        amount: sql<number>`coalesce(sum(${salesOrders.amount}), 0)`.mapWith(Number),
        sp: sql<number>`coalesce(sum(${sp}), 0)`.mapWith(Number),
        bp: sql<number>`coalesce(sum(${bp}), 0)`.mapWith(Number)
      })
      .from(salesOrders)
      .where(creditedIn(userNumber, from, to));
    return row ?? { count: 0, amount: 0, sp: 0, bp: 0 };
  }

  return {
    /**
     * One page of the orders credited to a planner and placed in [from, to), newest first, with the total (a window
     * count): the planner's direct sales (GET /order/v1/sales/direct). The buyer's name is the order's copy.
     */
    async page(userNumber: string, from: Date, to: Date, pageNumber: number, pageSize: number) {
      const rows = await db
        .select({
          orderNumber: salesOrders.orderNumber,
          status: salesOrders.status,
          placedAt: salesOrders.placedAt,
          buyerName: salesOrders.ordererName,
          amount: salesOrders.amount,
          itemCount: sql<number>`${pieces}`.mapWith(Number),
          sp: sql<number>`${sp}`.mapWith(Number),
          bp: sql<number>`${bp}`.mapWith(Number),
          total: sql<number>`count(*) over ()`.mapWith(Number)
        })
        .from(salesOrders)
        .where(creditedIn(userNumber, from, to))
        .orderBy(desc(salesOrders.placedAt), desc(salesOrders.id))
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize);
      let totalSize = rows[0]?.total ?? 0;
      if (rows.length === 0 && pageNumber > 1) totalSize = (await credited(userNumber, from, to)).count;
      return {
        rows: rows.map((row) => ({ ...row, status: row.status, placedAt: row.placedAt! })),
        totalSize
      };
    },

    credited
  };
}

export type PlannerSalesService = ReturnType<typeof createPlannerSales>;
