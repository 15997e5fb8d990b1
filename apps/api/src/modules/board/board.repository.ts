import { and, asc, desc, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BoardEventState, BoardKind, BoardPublishState } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { staffUsers } from '../staff/staff.table.ts';
import { boardPosts } from './board.table.ts';

export type BoardPostRow = typeof boardPosts.$inferSelect;
export type BoardPostInsert = typeof boardPosts.$inferInsert;

const count = sql<number>`count(*)`.mapWith(Number);

/** `%word%` with LIKE's own wildcards taken literally. */
const containing = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Live at `now`: published, its window begun and not ended (docs/decisions/076). */
export function liveAt(now: Date): SQL {
  return and(
    eq(boardPosts.status, 'PUBLISHED'),
    lte(boardPosts.publishAt, now),
    or(isNull(boardPosts.unpublishAt), gt(boardPosts.unpublishAt, now))
  )!;
}

function eventStateAt(state: BoardEventState, now: Date): SQL {
  if (state === 'upcoming') return gt(boardPosts.eventStartAt, now);
  if (state === 'ended') return lte(boardPosts.eventEndAt, now);
  return and(
    or(isNull(boardPosts.eventStartAt), lte(boardPosts.eventStartAt, now)),
    or(isNull(boardPosts.eventEndAt), gt(boardPosts.eventEndAt, now)),
    or(isNotNull(boardPosts.eventStartAt), isNotNull(boardPosts.eventEndAt))
  )!;
}

function publishStateAt(state: BoardPublishState, now: Date): SQL {
  const published = eq(boardPosts.status, 'PUBLISHED');
  if (state === 'DRAFT') return eq(boardPosts.status, 'DRAFT');
  if (state === 'SCHEDULED') return and(published, gt(boardPosts.publishAt, now))!;
  if (state === 'EXPIRED') return and(published, lte(boardPosts.unpublishAt, now))!;
  return liveAt(now);
}

const searchFor = (keyword: string | undefined) =>
  keyword ? ilike(boardPosts.searchText, containing(keyword)) : undefined;

/** Queries of board posts; the service decides what is live and who may write. */
export function createBoardRepository(db: Executor) {
  return {
    /** One page of live posts of a kind: pinned first, then the newest published. */
    async livePage(
      filter: { kind: BoardKind; keyword?: string | undefined; state?: BoardEventState | undefined },
      page: number,
      pageSize: number,
      now: Date
    ): Promise<{ rows: BoardPostRow[]; total: number }> {
      const where = and(
        eq(boardPosts.kind, filter.kind),
        liveAt(now),
        searchFor(filter.keyword),
        filter.state ? eventStateAt(filter.state, now) : undefined
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(boardPosts)
          .where(where)
          .orderBy(desc(boardPosts.pinned), desc(boardPosts.publishAt), desc(boardPosts.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count }).from(boardPosts).where(where)
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async liveOne(kind: BoardKind, id: number, now: Date): Promise<BoardPostRow | null> {
      const [row] = await db
        .select()
        .from(boardPosts)
        .where(and(eq(boardPosts.id, id), eq(boardPosts.kind, kind), liveAt(now)))
        .limit(1);
      return row ?? null;
    },

    /** The live posts just older and just newer than `post` (by publish time, then id) of its kind. */
    async neighbours(
      post: BoardPostRow,
      now: Date
    ): Promise<{ previous: BoardPostRow | null; next: BoardPostRow | null }> {
      const at = post.publishAt!;
      const base = and(eq(boardPosts.kind, post.kind), liveAt(now));
      const older = or(
        sql`${boardPosts.publishAt} < ${at}`,
        and(eq(boardPosts.publishAt, at), sql`${boardPosts.id} < ${post.id}`)
      );
      const newer = or(
        sql`${boardPosts.publishAt} > ${at}`,
        and(eq(boardPosts.publishAt, at), sql`${boardPosts.id} > ${post.id}`)
      );
      const [[previous], [next]] = await Promise.all([
        db
          .select()
          .from(boardPosts)
          .where(and(base, older))
          .orderBy(desc(boardPosts.publishAt), desc(boardPosts.id))
          .limit(1),
        db
          .select()
          .from(boardPosts)
          .where(and(base, newer))
          .orderBy(asc(boardPosts.publishAt), asc(boardPosts.id))
          .limit(1)
      ]);
      return { previous: previous ?? null, next: next ?? null };
    },

    /** Every live post (the sitemap): id, kind and when it last changed. */
    async liveAll(now: Date, limit = 5000) {
      return db
        .select({ id: boardPosts.id, kind: boardPosts.kind, updatedAt: boardPosts.updatedAt })
        .from(boardPosts)
        .where(liveAt(now))
        .orderBy(desc(boardPosts.publishAt))
        .limit(limit);
    },

    /** Staff's list: every post, newest change first, with the login of its last writer. */
    async deskPage(
      filter: {
        kind?: BoardKind | undefined;
        state?: BoardPublishState | undefined;
        keyword?: string | undefined;
      },
      page: number,
      pageSize: number,
      now: Date
    ) {
      const where = and(
        filter.kind ? eq(boardPosts.kind, filter.kind) : undefined,
        filter.state ? publishStateAt(filter.state, now) : undefined,
        searchFor(filter.keyword)
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select({ post: boardPosts, updatedBy: staffUsers.loginId })
          .from(boardPosts)
          .leftJoin(staffUsers, eq(staffUsers.id, boardPosts.updatedBy))
          .where(where)
          .orderBy(desc(boardPosts.updatedAt), desc(boardPosts.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count }).from(boardPosts).where(where)
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async one(id: number) {
      const [row] = await db
        .select({ post: boardPosts, updatedBy: staffUsers.loginId })
        .from(boardPosts)
        .leftJoin(staffUsers, eq(staffUsers.id, boardPosts.updatedBy))
        .where(eq(boardPosts.id, id))
        .limit(1);
      return row ?? null;
    },

    async insert(values: BoardPostInsert): Promise<BoardPostRow> {
      const [row] = await db.insert(boardPosts).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<BoardPostInsert>): Promise<BoardPostRow | null> {
      const [row] = await db.update(boardPosts).set(values).where(eq(boardPosts.id, id)).returning();
      return row ?? null;
    },

    async remove(id: number): Promise<BoardPostRow | null> {
      const [row] = await db.delete(boardPosts).where(eq(boardPosts.id, id)).returning();
      return row ?? null;
    }
  };
}

export type BoardRepository = ReturnType<typeof createBoardRepository>;
