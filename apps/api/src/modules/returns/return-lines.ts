import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { returnLines, returnRefunds } from './return.table.ts';

/**
 * Which order lines a return has refunded (its figures settled), for other modules (the reviews module,
 * docs/decisions/090): read here so no other module reads the return tables.
 */
export async function refundedOrderLineIds(
  exec: Executor,
  orderLineIds: readonly number[]
): Promise<Set<number>> {
  if (orderLineIds.length === 0) return new Set();
  const rows = await exec
    .selectDistinct({ orderLineId: returnLines.orderLineId })
    .from(returnLines)
    .innerJoin(returnRefunds, eq(returnRefunds.returnId, returnLines.returnId))
    .where(inArray(returnLines.orderLineId, [...orderLineIds]));
  return new Set(rows.map((row) => row.orderLineId));
}
