import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { easyBagLines, easyBags } from './personal.table.ts';

export type EasyBagRow = typeof easyBags.$inferSelect;
export type EasyBagLineRow = typeof easyBagLines.$inferSelect;
export type NewBagLine = { productId: number; productOptionId: number | null; quantity: number };

/** Easy bags and their lines: queries only (the service owns the rules and the transaction). */
export function createEasyBagRepository(db: Executor) {
  return {
    /** A live (not deleted) bag by id, whoever owns it. */
    async liveBag(bagId: string): Promise<EasyBagRow | undefined> {
      const [row] = await db
        .select()
        .from(easyBags)
        .where(and(eq(easyBags.id, bagId), isNull(easyBags.deletedAt)))
        .limit(1);
      return row;
    },

    async lines(bagId: string): Promise<EasyBagLineRow[]> {
      return db
        .select()
        .from(easyBagLines)
        .where(eq(easyBagLines.bagId, bagId))
        .orderBy(asc(easyBagLines.position));
    },

    /** A planner's live bags, newest first, each with its number of lines. */
    async ownedBags(userSeqNo: number): Promise<(EasyBagRow & { lineCount: number })[]> {
      const rows = await db
        .select({ bag: easyBags, lineCount: count(easyBagLines.position) })
        .from(easyBags)
        .leftJoin(easyBagLines, eq(easyBagLines.bagId, easyBags.id))
        .where(and(eq(easyBags.userSeqNo, userSeqNo), isNull(easyBags.deletedAt)))
        .groupBy(easyBags.id)
        .orderBy(desc(easyBags.createdAt), asc(easyBags.id));
      return rows.map((row) => ({ ...row.bag, lineCount: Number(row.lineCount) }));
    },

    /** The products in a planner's live bags, each once (the catalogue list's userId, SPEC §7). */
    async productIdsOf(userSeqNo: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ productId: easyBagLines.productId })
        .from(easyBagLines)
        .innerJoin(easyBags, eq(easyBags.id, easyBagLines.bagId))
        .where(and(eq(easyBags.userSeqNo, userSeqNo), isNull(easyBags.deletedAt)));
      return rows.map((row) => row.productId);
    },

    /**
     * Serialises a planner's bag writes until the transaction ends, so two concurrent creates cannot both pass
     * the limit (the lock is the planner's, not a table's).
     */
    async lockOwner(userSeqNo: number): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`easy_bag:${userSeqNo}`}, 0))`);
    },

    async liveCount(userSeqNo: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(easyBags)
        .where(and(eq(easyBags.userSeqNo, userSeqNo), isNull(easyBags.deletedAt)));
      return Number(row?.n ?? 0);
    },

    async insertBag(values: typeof easyBags.$inferInsert): Promise<EasyBagRow> {
      const [row] = await db.insert(easyBags).values(values).returning();
      return row!;
    },

    async updateBag(
      bagId: string,
      values: { name: string; note: string; updatedAt: Date }
    ): Promise<EasyBagRow | undefined> {
      const [row] = await db
        .update(easyBags)
        .set(values)
        .where(and(eq(easyBags.id, bagId), isNull(easyBags.deletedAt)))
        .returning();
      return row;
    },

    /** The bag's lines replaced by these, in this order. */
    async replaceLines(bagId: string, lines: readonly NewBagLine[]): Promise<void> {
      await db.delete(easyBagLines).where(eq(easyBagLines.bagId, bagId));
      if (lines.length === 0) return;
      await db.insert(easyBagLines).values(lines.map((line, position) => ({ bagId, position, ...line })));
    },

    /** Marks a live bag deleted (its row stays for the orders that name it); false when there was none. */
    async softDelete(bagId: string, userSeqNo: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(easyBags)
        .set({ deletedAt: at, updatedAt: at })
        .where(and(eq(easyBags.id, bagId), eq(easyBags.userSeqNo, userSeqNo), isNull(easyBags.deletedAt)))
        .returning({ id: easyBags.id });
      return rows.length > 0;
    }
  };
}

export type EasyBagRepository = ReturnType<typeof createEasyBagRepository>;
