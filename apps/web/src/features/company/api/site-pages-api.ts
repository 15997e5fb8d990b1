import type { Language, PublicSitePage, RightwayArticle, SitePageSlug } from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';

const BASE = '/etc/v1/public/pages';
// The screens show their own "not found" and retry: no dispatcher dialog.
const own = { dispatchErrors: false } as const;

export const sitePageKeys = {
  all: ['site-pages'] as const,
  page: (slug: SitePageSlug, language: Language) => [...sitePageKeys.all, 'page', slug, language] as const,
  article: (id: number, language: Language) => [...sitePageKeys.all, 'rightway', id, language] as const
};

/** GET /api/etc/v1/public/pages/{slug}: a published company, ESG or guide page in the asked language. */
export function sitePageQueryOptions(slug: SitePageSlug, language: Language) {
  return queryOptions({
    queryKey: sitePageKeys.page(slug, language),
    queryFn: ({ signal }) => apiData<PublicSitePage>(`${BASE}/${slug}`, { ...own, language, signal }),
    staleTime: 60_000
  });
}

/** GET /api/etc/v1/public/pages/rightway/{id}: one article of the member code with its neighbours. */
export function rightwayArticleQueryOptions(id: number, language: Language) {
  return queryOptions({
    queryKey: sitePageKeys.article(id, language),
    queryFn: ({ signal }) => apiData<RightwayArticle>(`${BASE}/rightway/${id}`, { ...own, language, signal }),
    staleTime: 60_000
  });
}
