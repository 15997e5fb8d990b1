import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { RECENT_VIEWS_MAX } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { pageAndTotal, rowsOf } from '../../db/rows.ts';
import { recentViews, restockAlerts, wishlistItems } from './shopper-lists.table.ts';

/** The wishlist's and recently viewed lists' queries, each on one member's rows (docs/decisions/091). */
export function createShopperListsRepository(db: Executor) {
  return {
    async wishedIds(userSeqNo: number): Promise<number[]> {
      const rows = await db
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.userSeqNo, userSeqNo))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
      return rows.map((row) => row.productId);
    },

    async wishedPage(userSeqNo: number, limit: number, offset: number) {
      return pageAndTotal(
        db
          .select({ productId: wishlistItems.productId, createdAt: wishlistItems.createdAt })
          .from(wishlistItems)
          .where(eq(wishlistItems.userSeqNo, userSeqNo))
          .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userSeqNo, userSeqNo))
      );
    },

    async wishedCount(userSeqNo: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(wishlistItems)
        .where(eq(wishlistItems.userSeqNo, userSeqNo));
      return row?.n ?? 0;
    },

    /** Adds once: a product already wished keeps its first date. */
    async wish(userSeqNo: number, productId: number): Promise<void> {
      await db.insert(wishlistItems).values({ userSeqNo, productId }).onConflictDoNothing();
    },

    async unwish(userSeqNo: number, productId: number): Promise<boolean> {
      const rows = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userSeqNo, userSeqNo), eq(wishlistItems.productId, productId)))
        .returning({ productId: wishlistItems.productId });
      return rows.length > 0;
    },

    async recent(userSeqNo: number) {
      return db
        .select({ productId: recentViews.productId, viewedAt: recentViews.viewedAt })
        .from(recentViews)
        .where(eq(recentViews.userSeqNo, userSeqNo))
        .orderBy(desc(recentViews.viewedAt), desc(recentViews.productId))
        .limit(RECENT_VIEWS_MAX);
    },

    /**
     * Records views newest first (one, or a guest's list at login): the first id is now, each next one a
     * millisecond older, so the order given is the order kept; then only the newest 50 stay.
     */
    async view(userSeqNo: number, productIds: readonly number[]): Promise<void> {
      if (productIds.length === 0) return;
      await db.execute(sql`
        INSERT INTO recent_view (user_seq_no, product_id, viewed_at)
        SELECT ${userSeqNo}, v.product_id, now() - (v.ord * interval '1 millisecond')
          FROM unnest(${sql.raw(`ARRAY[${productIds.map(Number).join(',')}]::bigint[]`)})
               WITH ORDINALITY AS v(product_id, ord)
         WHERE EXISTS (SELECT 1 FROM product p WHERE p.id = v.product_id)
        ON CONFLICT (user_seq_no, product_id) DO UPDATE SET viewed_at = excluded.viewed_at`);
      await db.execute(sql`
        DELETE FROM recent_view
         WHERE user_seq_no = ${userSeqNo}
           AND product_id NOT IN (
             SELECT product_id FROM recent_view WHERE user_seq_no = ${userSeqNo}
              ORDER BY viewed_at DESC, product_id DESC LIMIT ${RECENT_VIEWS_MAX})`);
    },

    async forget(userSeqNo: number, productId: number): Promise<boolean> {
      const rows = await db
        .delete(recentViews)
        .where(and(eq(recentViews.userSeqNo, userSeqNo), eq(recentViews.productId, productId)))
        .returning({ productId: recentViews.productId });
      return rows.length > 0;
    },

    // ── Restock alerts ──────────────────────────────────────────────────────────────────────────────────────

    async waitingOn(userSeqNo: number, productId: number) {
      return db
        .select({ alertId: restockAlerts.id, productOptionId: restockAlerts.productOptionId })
        .from(restockAlerts)
        .where(
          and(
            eq(restockAlerts.userSeqNo, userSeqNo),
            eq(restockAlerts.productId, productId),
            isNull(restockAlerts.notifiedAt)
          )
        );
    },

    /** Adds a waiting alert; answers null when one already waits (the partial unique index). */
    async ask(row: typeof restockAlerts.$inferInsert): Promise<number | null> {
      const [inserted] = await db
        .insert(restockAlerts)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: restockAlerts.id });
      return inserted?.id ?? null;
    },

    async cancel(userSeqNo: number, alertId: number): Promise<boolean> {
      const rows = await db
        .delete(restockAlerts)
        .where(
          and(
            eq(restockAlerts.id, alertId),
            eq(restockAlerts.userSeqNo, userSeqNo),
            isNull(restockAlerts.notifiedAt)
          )
        )
        .returning({ id: restockAlerts.id });
      return rows.length > 0;
    },

    async alertsPage(userSeqNo: number, limit: number, offset: number) {
      return pageAndTotal(
        db
          .select()
          .from(restockAlerts)
          .where(eq(restockAlerts.userSeqNo, userSeqNo))
          .orderBy(desc(restockAlerts.createdAt), desc(restockAlerts.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(restockAlerts).where(eq(restockAlerts.userSeqNo, userSeqNo))
      );
    },

    async alertById(alertId: number) {
      const [row] = await db.select().from(restockAlerts).where(eq(restockAlerts.id, alertId)).limit(1);
      return row;
    },

    /**
     * Claims the waiting alerts that stock can now meet (one product's, or every product's for the sweep): one
     * guarded update sets `notified_at` only where it is still null, so of two runners racing (several API
     * processes) each alert goes to exactly one, and stock coming back twice finds nothing left to claim. Rows
     * another runner holds are skipped, not waited for. Answers the claimed ids.
     */
    async claimMet(productId: number | null, limit: number): Promise<number[]> {
      const result = await db.execute<{ id: number }>(sql`
        UPDATE restock_alert a SET notified_at = now()
         WHERE a.id IN (
           SELECT w.id FROM restock_alert w
             JOIN product p ON p.id = w.product_id
             LEFT JOIN product_option o ON o.id = w.product_option_id
            WHERE w.notified_at IS NULL
              ${productId === null ? sql`` : sql`AND w.product_id = ${productId}`}
              AND (
                (w.product_option_id IS NULL AND p.stock > 0 AND p.sales_status IN ('ON_SALE', 'ALMOST_SOLD_OUT'))
                OR (w.product_option_id IS NOT NULL AND p.sales_status <> 'PAUSE' AND o.stock > 0
                    AND o.sales_status IN ('ON_SALE', 'ALMOST_SOLD_OUT'))
              )
            ORDER BY w.id
            LIMIT ${limit}
            FOR UPDATE OF w SKIP LOCKED)
           AND a.notified_at IS NULL
     RETURNING a.id`);
      return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
    },

    async alertIdsIn(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(restockAlerts).where(inArray(restockAlerts.id, ids));
    }
  };
}

export type ShopperListsRepository = ReturnType<typeof createShopperListsRepository>;
