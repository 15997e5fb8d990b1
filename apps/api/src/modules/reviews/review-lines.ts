import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productReviews } from './reviews.table.ts';

/**
 * Which order lines have a review, shown or hidden (the order screens say "written" instead of offering to write;
 * docs/decisions/090): read here so no other module reads the review tables.
 */
export async function reviewedOrderLineIds(
  exec: Executor,
  orderLineIds: readonly number[]
): Promise<Set<number>> {
  if (orderLineIds.length === 0) return new Set();
  const rows = await exec
    .select({ orderLineId: productReviews.orderLineId })
    .from(productReviews)
    .where(inArray(productReviews.orderLineId, [...orderLineIds]));
  return new Set(rows.map((row) => row.orderLineId));
}
