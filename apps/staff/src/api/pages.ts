import type {
  DeskSitePage,
  DeskSitePageSummary,
  Language,
  PublicSitePage,
  SitePageContent
} from '@mall/domain';
import { call } from '../api';

/** The pages desk's queries (docs/decisions/078): refreshed after every write. */
export const PAGES_KEY = ['staff', 'site-pages'] as const;

const BASE = '/api/staff/v1/site-pages';

export const pagesApi = {
  list: () => call<DeskSitePageSummary[]>('GET', BASE),
  page: (slug: string) => call<DeskSitePage>('GET', `${BASE}/${encodeURIComponent(slug)}`),
  preview: (slug: string, language: Language) =>
    call<PublicSitePage>('GET', `${BASE}/${encodeURIComponent(slug)}/preview?language=${language}`),
  save: (slug: string, version: number, content: SitePageContent) =>
    call<DeskSitePage>('PUT', `${BASE}/${encodeURIComponent(slug)}`, { version, content }),
  publish: (slug: string, version: number) =>
    call<DeskSitePage>('POST', `${BASE}/${encodeURIComponent(slug)}/publish`, { version })
};
