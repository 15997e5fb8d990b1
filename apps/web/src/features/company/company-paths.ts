import { SITE_PAGE_PATHS, type SitePageSlug } from '@mall/domain';

/**
 * The pages' storefront paths come from the domain's closed list (SITE_PAGE_PATHS) rather than shared paths.ts,
 * which is on Home's first load (docs/decisions/078); the member code's article pages are built here.
 */
export const companyPaths = {
  page: (slug: SitePageSlug) => SITE_PAGE_PATHS[slug],
  rightwayArticle: (id: number) => `${SITE_PAGE_PATHS['esg-rightway']}/${id}`
};

/** The sub-navigation's groups: about, ESG, guides (the order of the company-story menu where it has them). */
export const COMPANY_GROUPS = {
  about: [
    'about-business',
    'about-history',
    'about-rnd',
    'about-ci',
    'about-contribution',
    'about-ev',
    'about-location'
  ],
  esg: ['esg-fair', 'esg-ethics', 'esg-customer', 'esg-safety', 'esg-rightway', 'esg-compliance'],
  guide: ['guide', 'guide-item', 'sample']
} as const satisfies Record<string, readonly SitePageSlug[]>;
export type CompanyGroup = keyof typeof COMPANY_GROUPS;

export function groupOf(slug: SitePageSlug): CompanyGroup {
  return (Object.keys(COMPANY_GROUPS) as CompanyGroup[]).find((group) =>
    (COMPANY_GROUPS[group] as readonly SitePageSlug[]).includes(slug)
  )!;
}

/** The page a storefront path shows (the route table gives every page its own path). */
export function slugOfPath(pathname: string): SitePageSlug | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const found = (Object.keys(SITE_PAGE_PATHS) as SitePageSlug[]).find(
    (slug) => SITE_PAGE_PATHS[slug] === clean
  );
  return found ?? null;
}
