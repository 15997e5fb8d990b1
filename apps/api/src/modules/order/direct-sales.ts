import {
  DomainError,
  displayOrderNumber,
  maskName,
  seoulMonth,
  type DirectSalesPage,
  type DirectSalesQuery,
  type DirectSalesTotal
} from '@mall/domain';
import type { PlannerSalesService } from './planner-sales.ts';

/** The month's bounds: the one named (YYYY-MM, Asia/Seoul), else the one holding `now`. */
export function monthBounds(month: string | undefined, now: Date) {
  return seoulMonth(month ? Date.parse(`${month}-15T12:00:00+09:00`) : now.getTime());
}

/**
 * A planner's direct sales (GET /order/v1/sales/direct and /direct/total, docs/decisions/085): the orders credited
 * to the asking planner (sales_order.referrer_user_number, ADR 075) placed in a Korean month, the same orders the
 * personal mall's month counts. The buyer's name is masked: the planner learns who, not the whole name.
 */
export function createDirectSales(deps: {
  sales: Pick<PlannerSalesService, 'page' | 'credited'>;
  /** The planner's member number (the credit's key). */
  userNumberOf: (userSeqNo: number) => Promise<string | undefined>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  async function plannerNumber(userSeqNo: number): Promise<string> {
    const userNumber = await deps.userNumberOf(userSeqNo);
    if (!userNumber) throw new DomainError('UNAUTHORIZED');
    return userNumber;
  }

  return {
    async page(userSeqNo: number, query: DirectSalesQuery): Promise<DirectSalesPage> {
      const { month, start, end } = monthBounds(query.month, now());
      const userNumber = await plannerNumber(userSeqNo);
      const { rows, totalSize } = await deps.sales.page(
        userNumber,
        start,
        end,
        query.pageNumber,
        query.pageSize
      );
      return {
        month,
        list: rows.map((row) => ({
          orderNumber: row.orderNumber,
          displayOrderNumber: displayOrderNumber(row.orderNumber),
          status: row.status,
          placedAt: row.placedAt.toISOString(),
          buyerName: maskName(row.buyerName),
          itemCount: row.itemCount,
          amount: row.amount,
          sp: row.sp,
          bp: row.bp
        })),
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
        totalPageNumber: Math.ceil(totalSize / query.pageSize),
        totalSize
      };
    },

    async total(userSeqNo: number, monthAsked: string | undefined): Promise<DirectSalesTotal> {
      const { month, start, end } = monthBounds(monthAsked, now());
      const totals = await deps.sales.credited(await plannerNumber(userSeqNo), start, end);
      return { month, ...totals };
    }
  };
}

export type DirectSalesService = ReturnType<typeof createDirectSales>;
