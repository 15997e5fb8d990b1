import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { createJobQueue } from '../jobs/job-queue.ts';

/**
 * The restock check of one product (docs/decisions/092): queued, in the same transaction, wherever stock comes back
 * (a cancelled order's stock put back, the staff's stock count); the restock module's handler claims the product's
 * waiting alerts that can now be met.
 */
export const RESTOCK_CHECK_JOB = 'restock-check';
export const queueRestockCheck = (exec: Executor, productId: number) =>
  createJobQueue(exec).enqueue(RESTOCK_CHECK_JOB, `product:${productId}`, { productId }, new Date());

/** One ordered line's stock movement: the option's stock for optioned lines, else the product's. */
export type StockItem = { productId: number; productOptionId: number | null; quantity: number };

/**
 * The same product/option twice is one movement; sorted so concurrent orders lock rows in one order (no
 * deadlock between two placements taking the same two products in opposite orders).
 */
function merged(items: readonly StockItem[]): StockItem[] {
  const byKey = new Map<string, StockItem>();
  for (const item of items) {
    const key = `${item.productId}:${item.productOptionId ?? ''}`;
    const seen = byKey.get(key);
    byKey.set(key, { ...item, quantity: (seen?.quantity ?? 0) + item.quantity });
  }
  return [...byKey.values()].sort(
    (a, b) => a.productId - b.productId || (a.productOptionId ?? 0) - (b.productOptionId ?? 0)
  );
}

/** The row a line's stock lives in: its option's for an optioned line (of that product), else the product's. */
function stockRow(item: StockItem): { table: SQL; where: SQL } {
  return item.productOptionId !== null
    ? {
        table: sql`product_option`,
        where: sql`id = ${item.productOptionId} AND product_id = ${item.productId}`
      }
    : { table: sql`product`, where: sql`id = ${item.productId}` };
}

/**
 * Takes ordered stock inside the caller's transaction (docs/decisions/034, 036): a guarded decrement per line
 * (`stock = stock - q WHERE stock >= q`), so two orders can never take the same last item and stock never goes
 * negative (the CHECK backs it). A line's row reaching 0 becomes SOLD_OUT (a paused one stays paused).
 * Optioned lines take the option's stock only; the product's own stock and state are left alone (its other
 * options may still sell). Answers the products that had too little; the caller then rolls
 * back. `soldOut` tells the caller to bump the catalogue cache after committing.
 */
export async function takeStock(
  tx: Executor,
  items: readonly StockItem[]
): Promise<{ ok: true; soldOut: boolean } | { ok: false; productIds: number[] }> {
  const short: number[] = [];
  let soldOut = false;
  for (const item of merged(items)) {
    const q = item.quantity;
    const { table, where } = stockRow(item);
    const taken = await tx.execute<{ stock: number }>(sql`
      UPDATE ${table}
         SET stock = stock - ${q},
             sales_status = CASE WHEN stock - ${q} = 0 AND sales_status <> 'PAUSE' THEN 'SOLD_OUT' ELSE sales_status END
       WHERE ${where} AND stock >= ${q}
   RETURNING stock`);
    const row = rowsOf<{ stock: number }>(taken)[0];
    if (!row) {
      short.push(item.productId);
      continue;
    }
    if (Number(row.stock) === 0) soldOut = true;
  }
  return short.length > 0 ? { ok: false, productIds: [...new Set(short)] } : { ok: true, soldOut };
}

/**
 * Puts a cancelled order's stock back inside the caller's transaction (the option's for optioned lines, like
 * takeStock). The simple rule (docs/decisions/036): a
 * SOLD_OUT row that has stock again is ON_SALE again; PAUSE and ALMOST_SOLD_OUT stay as they are. `restocked`
 * tells the caller to bump the catalogue cache after committing.
 */
export async function returnStock(
  tx: Executor,
  items: readonly StockItem[]
): Promise<{ restocked: boolean }> {
  let restocked = false;
  const reopen = sql`CASE WHEN sales_status = 'SOLD_OUT' THEN 'ON_SALE' ELSE sales_status END`;
  for (const item of merged(items)) {
    const { table, where } = stockRow(item);
    const before = await tx.execute<{ sales_status: string }>(
      sql`SELECT sales_status FROM ${table} WHERE ${where} FOR UPDATE`
    );
    if (rowsOf<{ sales_status: string }>(before)[0]?.sales_status === 'SOLD_OUT') {
      restocked = true;
      await queueRestockCheck(tx, item.productId);
    }
    await tx.execute(
      sql`UPDATE ${table} SET stock = stock + ${item.quantity}, sales_status = ${reopen} WHERE ${where}`
    );
  }
  return { restocked };
}

/**
 * The staff's stock count of a product or one of its options (docs/decisions/092), inside the caller's transaction:
 * 0 makes a selling row SOLD_OUT, stock on a SOLD_OUT row makes it ON_SALE again (PAUSE stays). A row that had no
 * stock and now has some queues the product's restock check. Answers the row as it now is, or null when there is
 * no such product or option.
 */
export async function setStock(
  tx: Executor,
  item: { productId: number; productOptionId: number | null; stock: number }
): Promise<{ stock: number; salesStatus: string; before: { stock: number; salesStatus: string } } | null> {
  const { table, where } = stockRow({ ...item, quantity: 0 });
  const found = await tx.execute<{ stock: number; sales_status: string }>(
    sql`SELECT stock, sales_status FROM ${table} WHERE ${where} FOR UPDATE`
  );
  const before = rowsOf<{ stock: number; sales_status: string }>(found)[0];
  if (!before) return null;
  const updated = await tx.execute<{ stock: number; sales_status: string }>(sql`
    UPDATE ${table}
       SET stock = ${item.stock},
           sales_status = CASE
             WHEN ${item.stock} = 0 AND sales_status IN ('ON_SALE', 'ALMOST_SOLD_OUT') THEN 'SOLD_OUT'
             WHEN ${item.stock} > 0 AND sales_status = 'SOLD_OUT' THEN 'ON_SALE'
             ELSE sales_status END
     WHERE ${where}
 RETURNING stock, sales_status`);
  const row = rowsOf<{ stock: number; sales_status: string }>(updated)[0]!;
  if (Number(before.stock) === 0 || before.sales_status === 'SOLD_OUT') {
    if (Number(row.stock) > 0) await queueRestockCheck(tx, item.productId);
  }
  return {
    stock: Number(row.stock),
    salesStatus: row.sales_status,
    before: { stock: Number(before.stock), salesStatus: before.sales_status }
  };
}
