import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SitePageContent, SitePageSlug } from '@mall/domain';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per company, ESG or guide page (docs/decisions/078), keyed by its slug from the closed list
 * (`SITE_PAGE_PATHS`). `draft` is what staff edit; `published` is the copy shoppers read (null until the first
 * publish). `version` grows with every save and publish: a save naming an older one is refused.
 */
export const sitePage = pgTable('site_page', {
  slug: text('slug').$type<SitePageSlug>().primaryKey(),
  draft: jsonb('draft').$type<SitePageContent>().notNull(),
  published: jsonb('published').$type<SitePageContent>(),
  version: integer('version').notNull().default(1),
  publishedAt: at('published_at'),
  publishedBy: bigint('published_by', { mode: 'number' }),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' })
});
