import { and, asc, eq, gt, isNull, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  categoryBanners,
  contentVersion,
  gnbBanners,
  mainBanners,
  mainEvents,
  mainVideos,
  noticePopups
} from './content.table.ts';

export type MainBannerRow = typeof mainBanners.$inferSelect;
export type GnbBannerRow = typeof gnbBanners.$inferSelect;
export type MainEventRow = typeof mainEvents.$inferSelect;
export type CategoryBannerRow = typeof categoryBanners.$inferSelect;
export type MainVideoRow = typeof mainVideos.$inferSelect;
export type NoticePopupRow = typeof noticePopups.$inferSelect;

type Displayable = {
  display: AnyColumn;
  startAt: AnyColumn;
  endAt: AnyColumn;
  sortOrder: AnyColumn;
  id: AnyColumn;
};

/**
 * Rows in display whose period overlaps [from, until]: not ended at `from`, started by `until`. The service
 * caches them and keeps only those inside their period at each request (see content.service.ts).
 */
function overlapping(t: Displayable, from: Date, until: Date) {
  return and(
    eq(t.display, true),
    or(isNull(t.endAt), gt(t.endAt, from)),
    or(isNull(t.startAt), lte(t.startAt, until))
  );
}

const inOrder = (t: Displayable) => [asc(t.sortOrder), asc(t.id)];

export type HomeRows = {
  banners: MainBannerRow[];
  gnbBanners: GnbBannerRow[];
  events: MainEventRow[];
  categoryBanners: CategoryBannerRow[];
  videos: MainVideoRow[];
};

export function createContentRepository(db: Executor) {
  return {
    async homeRows(from: Date, until: Date): Promise<HomeRows> {
      const [banners, gnb, events, category, videos] = await Promise.all([
        db
          .select()
          .from(mainBanners)
          .where(overlapping(mainBanners, from, until))
          .orderBy(...inOrder(mainBanners)),
        db
          .select()
          .from(gnbBanners)
          .where(and(overlapping(gnbBanners, from, until), isNull(gnbBanners.categoryId)))
          .orderBy(...inOrder(gnbBanners)),
        db
          .select()
          .from(mainEvents)
          .where(overlapping(mainEvents, from, until))
          .orderBy(...inOrder(mainEvents)),
        db
          .select()
          .from(categoryBanners)
          .where(overlapping(categoryBanners, from, until))
          .orderBy(...inOrder(categoryBanners)),
        db
          .select()
          .from(mainVideos)
          .where(overlapping(mainVideos, from, until))
          .orderBy(...inOrder(mainVideos))
      ]);
      return { banners, gnbBanners: gnb, events, categoryBanners: category, videos };
    },

    /** GNB banners of one category, or the site-wide ones (category null). */
    gnbRows(categoryId: number | null, from: Date, until: Date): Promise<GnbBannerRow[]> {
      return db
        .select()
        .from(gnbBanners)
        .where(
          and(
            overlapping(gnbBanners, from, until),
            categoryId === null ? isNull(gnbBanners.categoryId) : eq(gnbBanners.categoryId, categoryId)
          )
        )
        .orderBy(...inOrder(gnbBanners));
    },

    popupRows(from: Date, until: Date): Promise<NoticePopupRow[]> {
      return db
        .select()
        .from(noticePopups)
        .where(overlapping(noticePopups, from, until))
        .orderBy(...inOrder(noticePopups));
    }
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

/** The content version the cache keys by (0 before the first bump). */
export async function readContentVersion(db: Executor): Promise<number> {
  const [row] = await db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Bumps the content version and answers the new number. Any content write (the seed today, admin writes
 * later) must call this — or ContentCache.bump, which also tells Redis — in or after its transaction.
 */
export async function bumpContentVersion(db: Executor): Promise<number> {
  const [row] = await db
    .insert(contentVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: contentVersion.id, set: { version: sql`${contentVersion.version} + 1` } })
    .returning({ version: contentVersion.version });
  return row!.version;
}
