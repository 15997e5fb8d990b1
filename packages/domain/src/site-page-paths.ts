/**
 * The company, ESG and guide pages' addresses (docs/decisions/078), apart from their schemas (site-pages.ts): the
 * storefront's route table imports these, and should not load zod with them.
 */

/** Every page: its slug (the API's name for it) and its storefront path (SPEC §2). */
export const SITE_PAGE_PATHS = {
  'about-business': '/about/business',
  'about-ci': '/about/ci',
  'about-contribution': '/about/contribution',
  'about-ev': '/about/ev',
  'about-history': '/about/history',
  'about-location': '/about/location',
  'about-rnd': '/about/rnd',
  'esg-compliance': '/esg/compliance',
  'esg-customer': '/esg/customer',
  'esg-ethics': '/esg/ethics',
  'esg-fair': '/esg/fair',
  'esg-safety': '/esg/safety',
  'esg-rightway': '/esg/rightway',
  guide: '/guide',
  'guide-item': '/guideItem',
  sample: '/sample'
} as const;
export type SitePageSlug = keyof typeof SITE_PAGE_PATHS;
export const SITE_PAGE_SLUGS = Object.keys(SITE_PAGE_PATHS) as SitePageSlug[];
/** The page holding the member ethics code, whose articles open at /esg/rightway/{id}. */
export const RIGHTWAY_SLUG: SitePageSlug = 'esg-rightway';

export function isSitePageSlug(value: string): value is SitePageSlug {
  return Object.hasOwn(SITE_PAGE_PATHS, value);
}
