import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DiveInSort, DiveInStatus, LocalizedText } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { users } from '../member/member.table.ts';
import { personalMalls } from '../personal/personal.table.ts';
import { products } from '../product/product.table.ts';
import { diveInProducts, diveIns, diveInTags, diveInViews } from './dive-in.table.ts';

export type DiveInTagRow = typeof diveInTags.$inferSelect;
export type DiveInBagRow = { productId: number; exposureEndAt: Date | null };

/** A feed row with what the answer shows of its maker, tag and bag. */
export type DiveInFeedRow = {
  id: number;
  content: typeof diveIns.$inferSelect.content;
  videoUrl: string;
  posterUrl: string;
  durationMs: number;
  viewCount: number;
  createdAt: Date;
  tagCode: string;
  tagName: typeof diveInTags.$inferSelect.name;
  ownerUserNumber: string | null;
  ownerFirstName: string | null;
  ownerNickname: string | null;
  productCount: number;
};

/** A tagged product as its maker or the desk sees it: whatever its sale state or exposure in the video. */
export type DiveInTaggedRow = {
  productId: number;
  name: typeof products.$inferSelect.name;
  thumbnailUrl: string | null;
};

/** A row as its maker or the desk sees it, whatever its state, with its tagged products in their order. */
export type DiveInOwnRow = DiveInFeedRow & {
  status: DiveInStatus;
  reviewNote: string | null;
  products: DiveInTaggedRow[];
};

/** What an upload writes besides its products. */
export type NewDiveIn = {
  ownerUserSeqNo: number | null;
  tagCode: string;
  content: LocalizedText;
  videoUrl: string;
  posterUrl: string;
  durationMs: number;
  status: DiveInStatus;
};

export type FeedFilter = { tagCode?: string | undefined; ownerUserNumber?: string | undefined };

const feedColumns = {
  id: diveIns.id,
  content: diveIns.content,
  videoUrl: diveIns.videoUrl,
  posterUrl: diveIns.posterUrl,
  durationMs: diveIns.durationMs,
  viewCount: diveIns.viewCount,
  createdAt: diveIns.createdAt,
  tagCode: diveIns.tagCode,
  tagName: diveInTags.name,
  ownerUserNumber: users.userNumber,
  ownerFirstName: users.firstName,
  ownerNickname: personalMalls.nickname,
  productCount: sql<number>`(SELECT count(*)::int FROM ${diveInProducts} WHERE ${diveInProducts.diveInId} = ${diveIns.id})`
};

const ownColumns = { ...feedColumns, status: diveIns.status, reviewNote: diveIns.reviewNote };

/** Shown now: approved and inside its exposure window (open bounds allowed). */
function showing(now: Date): SQL {
  return and(
    eq(diveIns.status, 'APPROVED'),
    or(isNull(diveIns.exposureStartAt), lte(diveIns.exposureStartAt, now)),
    or(isNull(diveIns.exposureEndAt), gt(diveIns.exposureEndAt, now))
  )!;
}

/** The dive-in tables: the feed's reads and the one guarded view count. */
export function createDiveInRepository(db: Executor) {
  /** Videos with their tag, maker and personal mall joined (the feed's reads and the maker's and desk's alike). */
  const own = () =>
    db
      .select(ownColumns)
      .from(diveIns)
      .innerJoin(diveInTags, eq(diveInTags.code, diveIns.tagCode))
      .leftJoin(users, eq(users.userSeqNo, diveIns.ownerUserSeqNo))
      .leftJoin(personalMalls, eq(personalMalls.userSeqNo, diveIns.ownerUserSeqNo));

  /**
   * The tagged products of a whole list of videos in one query (never one per video), each video's in their
   * order, paused products and ended exposures included: the desk approves what the video shows.
   */
  async function withProducts(rows: Omit<DiveInOwnRow, 'products'>[]): Promise<DiveInOwnRow[]> {
    if (rows.length === 0) return [];
    const tagged = await db
      .select({
        diveInId: diveInProducts.diveInId,
        productId: products.id,
        name: products.name,
        thumbnailUrl: sql<string | null>`(${products.imageUrls})[1]`
      })
      .from(diveInProducts)
      .innerJoin(products, eq(products.id, diveInProducts.productId))
      .where(
        inArray(
          diveInProducts.diveInId,
          rows.map((row) => row.id)
        )
      )
      .orderBy(asc(diveInProducts.diveInId), asc(diveInProducts.position));
    const byVideo = new Map<number, DiveInTaggedRow[]>();
    for (const { diveInId, ...product } of tagged) {
      const list = byVideo.get(diveInId) ?? [];
      list.push(product);
      byVideo.set(diveInId, list);
    }
    return rows.map((row) => ({ ...row, products: byVideo.get(row.id) ?? [] }));
  }

  return {
    tags(): Promise<DiveInTagRow[]> {
      return db.select().from(diveInTags).orderBy(asc(diveInTags.sortOrder), asc(diveInTags.code));
    },

    /** One page of what shows now, newest or most viewed first, with the whole count for the page total. */
    async page(
      filter: FeedFilter,
      sort: DiveInSort,
      paging: { offset: number; limit: number },
      now: Date
    ): Promise<{ rows: DiveInFeedRow[]; total: number }> {
      const where = and(
        showing(now),
        filter.tagCode ? eq(diveIns.tagCode, filter.tagCode) : undefined,
        filter.ownerUserNumber ? eq(users.userNumber, filter.ownerUserNumber) : undefined
      );
      const order =
        sort === 'POPULAR'
          ? [desc(diveIns.viewCount), desc(diveIns.id)]
          : [desc(diveIns.createdAt), desc(diveIns.id)];
      const [rows, [count]] = await Promise.all([
        own()
          .where(where)
          .orderBy(...order)
          .limit(paging.limit)
          .offset(paging.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(diveIns)
          .leftJoin(users, eq(users.userSeqNo, diveIns.ownerUserSeqNo))
          .where(where)
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** A video that shows now, or undefined. */
    async showingById(id: number, now: Date): Promise<DiveInFeedRow | undefined> {
      const [row] = await own()
        .where(and(eq(diveIns.id, id), showing(now)))
        .limit(1);
      return row;
    },

    /** The products tagged in a video, in their order. */
    bag(diveInId: number): Promise<DiveInBagRow[]> {
      return db
        .select({ productId: diveInProducts.productId, exposureEndAt: diveInProducts.exposureEndAt })
        .from(diveInProducts)
        .where(eq(diveInProducts.diveInId, diveInId))
        .orderBy(asc(diveInProducts.position));
    },

    /**
     * Counts a view of a showing video once per viewer and Korean day, in one statement: the view row is
     * inserted unless there, and the count moves by what was inserted. Answers the count, or undefined when the
     * video does not show.
     */
    async countView(id: number, viewer: string, day: string, now: Date): Promise<number | undefined> {
      const result = await db.execute<{ view_count: string | number }>(sql`
        WITH target AS (
          SELECT ${diveIns.id} AS id FROM ${diveIns} WHERE ${and(eq(diveIns.id, id), showing(now))}
        ), inserted AS (
          INSERT INTO ${diveInViews} (dive_in_id, viewer, day)
          SELECT id, ${viewer}, ${day}::date FROM target
          ON CONFLICT DO NOTHING
          RETURNING 1
        )
        UPDATE ${diveIns} SET view_count = view_count + (SELECT count(*) FROM inserted)
        WHERE id = (SELECT id FROM target)
        RETURNING view_count`);
      const [row] = rowsOf<{ view_count: string | number }>(result);
      return row ? Number(row.view_count) : undefined;
    },

    async tagExists(code: string): Promise<boolean> {
      const [row] = await db
        .select({ code: diveInTags.code })
        .from(diveInTags)
        .where(eq(diveInTags.code, code));
      return row !== undefined;
    },

    /** Writes a video and its products together; answers its id. */
    async insert(video: NewDiveIn, productIds: number[], at: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(diveIns)
          .values({ ...video, createdAt: at, reviewedAt: video.status === 'APPROVED' ? at : null })
          .returning({ id: diveIns.id });
        await tx
          .insert(diveInProducts)
          .values(productIds.map((productId, position) => ({ diveInId: row!.id, position, productId })));
        return row!.id;
      });
    },

    /** Any video by id, whatever its state (the desk, its maker). */
    async byId(id: number): Promise<DiveInOwnRow | undefined> {
      const [row] = await withProducts(await own().where(eq(diveIns.id, id)).limit(1));
      return row;
    },

    /** A maker's videos, newest first, whatever their state. */
    async ownedBy(ownerUserSeqNo: number): Promise<DiveInOwnRow[]> {
      return withProducts(
        await own()
          .where(eq(diveIns.ownerUserSeqNo, ownerUserSeqNo))
          .orderBy(desc(diveIns.createdAt), desc(diveIns.id))
      );
    },

    /**
     * The desk's list of one state: the waiting queue oldest first (first come, first reviewed), the others newest
     * first (what was just approved, hidden or refused is what the desk looks for).
     */
    async byStatus(
      status: DiveInStatus,
      paging: { offset: number; limit: number }
    ): Promise<{ rows: DiveInOwnRow[]; total: number }> {
      const order =
        status === 'PENDING'
          ? [asc(diveIns.createdAt), asc(diveIns.id)]
          : [desc(diveIns.createdAt), desc(diveIns.id)];
      const [rows, [count]] = await Promise.all([
        own()
          .where(eq(diveIns.status, status))
          .orderBy(...order)
          .limit(paging.limit)
          .offset(paging.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(diveIns)
          .where(eq(diveIns.status, status))
      ]);
      return { rows: await withProducts(rows), total: count?.total ?? 0 };
    },

    /** Moves a video from `from` to `to` in one guarded statement; false when it was not in `from`. */
    async move(
      id: number,
      from: DiveInStatus,
      to: DiveInStatus,
      note: string | null,
      at: Date
    ): Promise<boolean> {
      const moved = await db
        .update(diveIns)
        .set({ status: to, reviewNote: note, reviewedAt: at })
        .where(and(eq(diveIns.id, id), eq(diveIns.status, from)))
        .returning({ id: diveIns.id });
      return moved.length > 0;
    },

    /** Deletes a maker's own video; answers its files to remove, or undefined when it is not theirs. */
    async deleteOwned(id: number, ownerUserSeqNo: number) {
      const [row] = await db
        .delete(diveIns)
        .where(and(eq(diveIns.id, id), eq(diveIns.ownerUserSeqNo, ownerUserSeqNo)))
        .returning({ videoUrl: diveIns.videoUrl, posterUrl: diveIns.posterUrl });
      return row;
    },

    /** Forgets who viewed before `day` (the dedupe only needs today's rows). */
    async sweepViews(before: string): Promise<number> {
      const gone = await db
        .delete(diveInViews)
        .where(sql`${diveInViews.day} < ${before}::date`)
        .returning({ diveInId: diveInViews.diveInId });
      return gone.length;
    }
  };
}

export type DiveInRepository = ReturnType<typeof createDiveInRepository>;
