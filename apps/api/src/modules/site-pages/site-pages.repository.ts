import { and, asc, eq, sql } from 'drizzle-orm';
import type { SitePageContent, SitePageSlug } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { sitePage } from './site-page.table.ts';

export type SitePageRow = typeof sitePage.$inferSelect;

/** Queries of the site pages (docs/decisions/078): one row per page, read and written by its primary key. */
export function createSitePagesRepository(db: Executor) {
  return {
    async all(): Promise<SitePageRow[]> {
      return db.select().from(sitePage).orderBy(asc(sitePage.slug));
    },

    async bySlug(slug: SitePageSlug): Promise<SitePageRow | undefined> {
      const [row] = await db.select().from(sitePage).where(eq(sitePage.slug, slug)).limit(1);
      return row;
    },

    /** The published copies only (the sitemap, previews). */
    async published(): Promise<Pick<SitePageRow, 'slug' | 'published' | 'publishedAt'>[]> {
      return db
        .select({ slug: sitePage.slug, published: sitePage.published, publishedAt: sitePage.publishedAt })
        .from(sitePage)
        .where(sql`${sitePage.published} IS NOT NULL`);
    },

    /** A guarded save: only when the row is still at `version` (the first of two editors wins). */
    async saveDraft(
      slug: SitePageSlug,
      version: number,
      draft: SitePageContent,
      by: { staffId: number; at: Date }
    ): Promise<SitePageRow | undefined> {
      const [row] = await db
        .update(sitePage)
        .set({ draft, version: version + 1, updatedAt: by.at, updatedBy: by.staffId })
        .where(and(eq(sitePage.slug, slug), eq(sitePage.version, version)))
        .returning();
      return row;
    },

    /** Copies the draft to the published column, guarded by version like a save. */
    async publish(
      slug: SitePageSlug,
      version: number,
      by: { staffId: number; at: Date }
    ): Promise<SitePageRow | undefined> {
      const [row] = await db
        .update(sitePage)
        .set({
          published: sql`${sitePage.draft}`,
          version: version + 1,
          publishedAt: by.at,
          publishedBy: by.staffId
        })
        .where(and(eq(sitePage.slug, slug), eq(sitePage.version, version)))
        .returning();
      return row;
    },

    async insertMissing(rows: (typeof sitePage.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(sitePage).values(rows).onConflictDoNothing();
    }
  };
}
