import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { HomeContentKind } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { categories } from '../product/product.table.ts';
import {
  categoryBanners,
  gnbBanners,
  mainBanners,
  mainEvents,
  mainVideos,
  noticePopups
} from './content.table.ts';

/** Each Home content kind's table (docs/decisions/082). */
export const DESK_TABLES = {
  'main-banners': mainBanners,
  'gnb-banners': gnbBanners,
  'main-events': mainEvents,
  'category-banners': categoryBanners,
  'main-videos': mainVideos,
  'notice-popups': noticePopups
} as const;

export type DeskRowOf<K extends HomeContentKind> = (typeof DESK_TABLES)[K]['$inferSelect'];
export type AnyDeskRow = DeskRowOf<HomeContentKind>;
/** A row's columns as written by the desk (the body's keys are the tables' column keys). */
export type DeskValues = Record<string, unknown> & { startAt: Date | null; endAt: Date | null };

/**
 * Every content table has `id` and the `displayed()` columns (content.table.ts); queries over "any kind" are written
 * against one of them, so Drizzle types them once. The kind picks the real table at run time.
 */
const tableOf = (kind: HomeContentKind) => DESK_TABLES[kind] as unknown as typeof mainBanners;

/** The desk's reads and writes of Home content rows: every row of a kind, whatever its display or period. */
export function createContentDeskRepository(db: Executor) {
  return {
    /** The kind's rows in Home's order (sort order, then id), at most `limit`, and how many there are. */
    async list(kind: HomeContentKind, limit: number): Promise<{ rows: AnyDeskRow[]; total: number }> {
      const t = tableOf(kind);
      const [rows, [total]] = await Promise.all([
        db.select().from(t).orderBy(asc(t.sortOrder), asc(t.id)).limit(limit),
        db.select({ n: count() }).from(t)
      ]);
      return { rows: rows, total: total?.n ?? 0 };
    },

    async count(kind: HomeContentKind): Promise<number> {
      const t = tableOf(kind);
      const [row] = await db.select({ n: count() }).from(t);
      return row?.n ?? 0;
    },

    /** One row; `lock` holds it until the transaction ends (an edit's "before" is the row it replaces). */
    async byId(kind: HomeContentKind, id: number, lock = false): Promise<AnyDeskRow | undefined> {
      const t = tableOf(kind);
      const query = db.select().from(t).where(eq(t.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async insert(kind: HomeContentKind, values: DeskValues): Promise<AnyDeskRow> {
      const t = tableOf(kind);
      const [row] = await db
        .insert(t)
        .values(values as never)
        .returning();
      return row as AnyDeskRow;
    },

    async update(kind: HomeContentKind, id: number, values: Partial<DeskValues>): Promise<AnyDeskRow> {
      const t = tableOf(kind);
      const [row] = await db
        .update(t)
        .set(values as never)
        .where(eq(t.id, id))
        .returning();
      return row as AnyDeskRow;
    },

    async remove(kind: HomeContentKind, id: number): Promise<AnyDeskRow | undefined> {
      const t = tableOf(kind);
      const [row] = await db.delete(t).where(eq(t.id, id)).returning();
      return row;
    },

    /** The kind's ids and orders, locked for a reorder. */
    async orders(kind: HomeContentKind): Promise<{ id: number; sortOrder: number }[]> {
      const t = tableOf(kind);
      return db
        .select({ id: t.id, sortOrder: t.sortOrder })
        .from(t)
        .orderBy(asc(t.sortOrder), asc(t.id))
        .for('update');
    },

    /** Sort orders 10, 20, 30… in the given order, in one statement. */
    async reorder(kind: HomeContentKind, ids: number[]): Promise<void> {
      const t = tableOf(kind);
      const cases = sql.join(
        ids.map((id, index) => sql`WHEN ${id}::bigint THEN ${(index + 1) * 10}::integer`),
        sql` `
      );
      await db
        .update(t)
        .set({ sortOrder: sql`CASE ${t.id} ${cases} END` })
        .where(inArray(t.id, ids));
    },

    async categoryExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      return row !== undefined;
    }
  };
}

export type ContentDeskRepository = ReturnType<typeof createContentDeskRepository>;
