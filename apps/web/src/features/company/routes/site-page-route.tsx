import type { SitePageSlug } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useLanguage } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { sitePageQueryOptions } from '../api/site-pages-api';
import { slugOfPath } from '../company-paths';
import { PageBlocks } from '../components/page-blocks';
import { PageFrame } from '../components/page-frame';

function SitePage({ slug }: { slug: SitePageSlug }) {
  const language = useLanguage();
  const query = useQuery(sitePageQueryOptions(slug, language));
  const page = query.data;
  return (
    <PageFrame slug={slug} state={query}>
      {page && (
        <article data-testid="site-page" data-slug={slug}>
          <DocumentTitle page={page.title} />
          <header className="mb-8 overflow-hidden rounded-3xl bg-white shadow-sm md:grid md:grid-cols-[1fr_minmax(0,44%)]">
            <div className="p-6 md:p-10">
              <h1 className="text-2xl font-bold tracking-tight md:text-[32px]">{page.title}</h1>
              {page.lead && (
                <p className="mt-3 text-[15px] leading-relaxed text-muted md:text-base">{page.lead}</p>
              )}
            </div>
            {page.heroImageUrl && (
              <img
                src={page.heroImageUrl}
                alt=""
                width={1200}
                height={630}
                className="aspect-[40/21] w-full object-cover md:h-full"
              />
            )}
          </header>
          <PageBlocks blocks={page.blocks} />
        </article>
      )}
    </PageFrame>
  );
}

/**
 * SPEC §2 /about/*, /esg/*, /guide, /guideItem, /sample: each path its own route, all drawn by this screen from
 * the page published on the desk (docs/decisions/078).
 */
export function SitePageRoute() {
  const slug = slugOfPath(useLocation().pathname);
  // The route table only sends the closed list's paths here.
  return slug ? <SitePage key={slug} slug={slug} /> : null;
}
