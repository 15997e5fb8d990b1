import { RIGHTWAY_SLUG, SITE_PAGE_PATHS, type Language } from '@mall/domain';
import { previewImage, type PreviewImage } from '../../lib/raster-image.ts';
import type { ContentPreviewSource } from '../share/content-previews.ts';
import { clip, type ShellPage } from '../share/share.service.ts';
import { SHARE_TEXTS } from '../share/share.texts.ts';
import type { SitePages } from './site-pages.service.ts';

const NOT_FOUND: ShellPage = { status: 404, meta: null, skeleton: 'page' };
const ARTICLE_PATH = new RegExp(`^${SITE_PAGE_PATHS[RIGHTWAY_SLUG]}/([0-9]{1,7})/?$`);
/** The seed's generated heroes have a PNG twin (1200×630 drawn at 600 wide): messengers draw no SVG. */
const SEEDED_HERO = /^\/media\/pages\/hero-[\w-]+\.svg$/;

function heroPreview(url: string | null): PreviewImage | null {
  if (url && SEEDED_HERO.test(url))
    return { url: url.replace(/\.svg$/, '.png'), type: 'image/png', width: 600, height: 315 };
  return previewImage(url);
}

/**
 * Previews of the company, ESG and guide pages and of the member code's articles (docs/decisions/078): the
 * published page's own title, lead and hero; every published page and article is in the sitemap.
 */
export function sitePagesPreviews(pages: SitePages): ContentPreviewSource {
  const bySlugPath = new Map<string, string>(
    Object.entries(SITE_PAGE_PATHS).map(([slug, path]) => [path, slug])
  );
  const pageOf = async (slug: string, language: Language) => {
    try {
      return await pages.page(slug, language);
    } catch {
      return null;
    }
  };
  return {
    async page(pathname, language) {
      const clean = pathname.replace(/\/+$/, '') || '/';
      const slug = bySlugPath.get(clean);
      const article = ARTICLE_PATH.exec(clean);
      if (!slug && !article) return null;
      const page = await pageOf(slug ?? RIGHTWAY_SLUG, language);
      if (!page) return NOT_FOUND;
      if (slug)
        return {
          status: 200,
          skeleton: 'page',
          meta: {
            title: SHARE_TEXTS[language].pageTitle(page.title),
            description: clip(page.lead || page.title),
            path: page.path,
            image: heroPreview(page.heroImageUrl),
            type: 'website'
          }
        };
      const found = page.blocks.find((block) => block.kind === 'article' && block.id === Number(article![1]));
      if (found?.kind !== 'article') return NOT_FOUND;
      return {
        status: 200,
        skeleton: 'page',
        meta: {
          title: SHARE_TEXTS[language].pageTitle(`${found.title} · ${page.title}`),
          description: clip(
            found.html
              .replace(/<[^>]*>/g, ' ')
              .replace(/\s+/g, ' ')
              .trim() || page.lead
          ),
          path: clean,
          image: heroPreview(page.heroImageUrl),
          type: 'website'
        }
      };
    },

    async sitemap() {
      const published = await pages.publishedPages('ko-KR');
      return published.flatMap((page) => [
        { path: page.path, lastmod: page.lastmod, changefreq: 'monthly' as const },
        ...page.blocks.flatMap((block) =>
          block.kind === 'article'
            ? [{ path: `${page.path}/${block.id}`, lastmod: page.lastmod, changefreq: 'monthly' as const }]
            : []
        )
      ]);
    }
  };
}
