import type { Language } from '@mall/domain';
import type { DatabaseHandle } from '../../db/client.ts';
import { boardPreviews } from '../board/board-previews.ts';
import { createBoardService } from '../board/board.service.ts';
import { sitePagesPreviews } from '../site-pages/site-pages-previews.ts';
import { createSitePages } from '../site-pages/site-pages.service.ts';
import type { ShellPage } from './share.service.ts';

/** A page for sitemap.xml: its path, when it last changed, how often it tends to. */
export type SitemapEntry = { path: string; lastmod: Date | null; changefreq: 'daily' | 'weekly' | 'monthly' };

/**
 * The previews and sitemap pages of one kind of content page (issue 19): the share service asks each source in
 * turn for a path it does not own itself; the first that answers a page wins. A source answers null for paths that
 * are not its own, a 404 page for its own paths that name nothing live.
 */
export type ContentPreviewSource = {
  page(pathname: string, language: Language): Promise<ShellPage | null>;
  sitemap(): Promise<SitemapEntry[]>;
};

/** Every content page source: each content module adds its own here (one line). */
export function contentPreviewSources(database: DatabaseHandle): ContentPreviewSource[] {
  return [
    // Issue 19 — updates: notices, events and news.
    boardPreviews(createBoardService({ db: database.db })),
    // Issue 19 — site pages: company, ESG and guide pages.
    sitePagesPreviews(createSitePages({ db: database.db, map: null }))
  ];
}
