import {
  DomainError,
  isSitePageSlug,
  pickFilledText,
  RIGHTWAY_SLUG,
  SITE_PAGE_PATHS,
  type DeskSitePage,
  type DeskSitePagePublishBody,
  type DeskSitePageSaveBody,
  type DeskSitePageSummary,
  type Language,
  type PublicSitePage,
  type RightwayArticle,
  type SitePageSlug
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import type { MapPicture, MapProvider, MapSize } from '../../providers/map/map-provider.ts';
import { createStaffRepository, type AuditEntry } from '../staff/staff.repository.ts';
import { auditEntry, type StaffAsker } from '../staff/staff-audit.ts';
import { pageView, withBlockIds } from './site-pages-view.ts';
import { createSitePagesRepository, type SitePageRow } from './site-pages.repository.ts';

const slugOf = (slug: string): SitePageSlug => {
  if (!isSitePageSlug(slug)) throw new DomainError('SITE_PAGE_NOT_FOUND');
  return slug;
};

function summaryOf(row: SitePageRow): DeskSitePageSummary {
  return {
    slug: row.slug,
    path: SITE_PAGE_PATHS[row.slug],
    title: row.draft.title['ko-KR'],
    version: row.version,
    hasDraftChanges: JSON.stringify(row.draft) !== JSON.stringify(row.published),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString()
  };
}

/**
 * Company, ESG and guide pages (docs/decisions/078). Shoppers read the published copy, localised and sanitised;
 * staff with `content.manage` edit the draft (a guarded save naming its version) and publish it. Every staff
 * write is in the audit log with the page before and after.
 */
export function createSitePages({
  db,
  map,
  now = () => new Date()
}: {
  db: Database;
  map: MapProvider | null;
  now?: () => Date;
}) {
  const repository = createSitePagesRepository(db);
  const pictures = new Map<string, MapPicture>();

  async function row(slug: string): Promise<SitePageRow> {
    const found = await repository.bySlug(slugOf(slug));
    if (!found) throw new DomainError('SITE_PAGE_NOT_FOUND');
    return found;
  }

  async function published(
    slug: string
  ): Promise<SitePageRow & { published: NonNullable<SitePageRow['published']> }> {
    const found = await row(slug);
    if (!found.published) throw new DomainError('SITE_PAGE_NOT_FOUND');
    return found as SitePageRow & { published: NonNullable<SitePageRow['published']> };
  }

  const entry = (asker: StaffAsker, action: string, slug: string, rest: Partial<AuditEntry>): AuditEntry =>
    auditEntry(asker, action, { targetType: 'site_page', targetId: slug, ...rest });

  return {
    async page(slug: string, language: Language): Promise<PublicSitePage> {
      const found = await published(slug);
      return pageView(found.slug, found.published, found.publishedAt, language, map);
    },

    /** An article of the member ethics code with its neighbours, from the published page. */
    async rightwayArticle(id: number, language: Language): Promise<RightwayArticle> {
      const found = await published(RIGHTWAY_SLUG);
      const articles = found.published.blocks.flatMap((block) => (block.kind === 'article' ? [block] : []));
      const index = articles.findIndex((article) => article.id === id);
      const article = articles[index];
      if (!article) throw new DomainError('SITE_PAGE_NOT_FOUND');
      const link = (other: (typeof articles)[number] | undefined) =>
        other ? { id: other.id, number: other.number, title: pickFilledText(other.title, language) } : null;
      const view = pageView(found.slug, { ...found.published, blocks: [article] }, null, language, null);
      const shown = view.blocks[0];
      return {
        id: article.id,
        number: article.number,
        title: pickFilledText(article.title, language),
        html: shown?.kind === 'article' ? shown.html : '',
        pageTitle: view.title,
        previous: link(articles[index - 1]),
        next: link(articles[index + 1])
      };
    },

    /** The map picture of a published location block; pictures are kept in memory (a few pages, a few sizes). */
    async mapPicture(slug: string, blockId: number, size: MapSize): Promise<MapPicture> {
      if (!map) throw new DomainError('SITE_PAGE_NOT_FOUND');
      const found = await published(slug);
      const block = found.published.blocks.find((b) => b.id === blockId);
      if (block?.kind !== 'location') throw new DomainError('SITE_PAGE_NOT_FOUND');
      const place = { lat: block.lat, lng: block.lng, name: pickFilledText(block.name, 'ko-KR') };
      const key = `${place.lat},${place.lng},${place.name},${size}`;
      const kept = pictures.get(key);
      if (kept) return kept;
      const picture = await map.picture(place, size);
      if (pictures.size >= 32) pictures.delete(pictures.keys().next().value!);
      pictures.set(key, picture);
      return picture;
    },

    /** Published pages for the sitemap and link previews. */
    async publishedPages(language: Language): Promise<(PublicSitePage & { lastmod: Date | null })[]> {
      const rows = await repository.published();
      return rows.flatMap((r) =>
        r.published
          ? [{ ...pageView(r.slug, r.published, r.publishedAt, language, null), lastmod: r.publishedAt }]
          : []
      );
    },

    desk: {
      async list(): Promise<DeskSitePageSummary[]> {
        const rows = await repository.all();
        const order = Object.keys(SITE_PAGE_PATHS);
        return rows.map(summaryOf).sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
      },

      async detail(slug: string): Promise<DeskSitePage> {
        const found = await row(slug);
        return { ...summaryOf(found), draft: found.draft };
      },

      async preview(slug: string, language: Language): Promise<PublicSitePage> {
        const found = await row(slug);
        return pageView(found.slug, found.draft, found.publishedAt, language, map);
      },

      async save(slug: string, body: DeskSitePageSaveBody, asker: StaffAsker): Promise<DeskSitePage> {
        const found = await row(slug);
        const draft = withBlockIds(body.content, found.draft, found.published);
        return db.transaction(async (tx) => {
          const saved = await createSitePagesRepository(tx).saveDraft(found.slug, body.version, draft, {
            staffId: asker.staff.staffId,
            at: now()
          });
          if (!saved) throw new DomainError('SITE_PAGE_CONFLICT');
          await createStaffRepository(tx).audit(
            entry(asker, 'site-pages.save', found.slug, {
              before: { version: found.version, draft: found.draft },
              after: { version: saved.version, draft: saved.draft }
            })
          );
          return { ...summaryOf(saved), draft: saved.draft };
        });
      },

      async publish(slug: string, body: DeskSitePagePublishBody, asker: StaffAsker): Promise<DeskSitePage> {
        const found = await row(slug);
        return db.transaction(async (tx) => {
          const done = await createSitePagesRepository(tx).publish(found.slug, body.version, {
            staffId: asker.staff.staffId,
            at: now()
          });
          if (!done) throw new DomainError('SITE_PAGE_CONFLICT');
          await createStaffRepository(tx).audit(
            entry(asker, 'site-pages.publish', found.slug, {
              before: { version: found.version, publishedAt: found.publishedAt, published: found.published },
              after: { version: done.version, publishedAt: done.publishedAt, published: done.published }
            })
          );
          return { ...summaryOf(done), draft: done.draft };
        });
      }
    }
  };
}

export type SitePages = ReturnType<typeof createSitePages>;
