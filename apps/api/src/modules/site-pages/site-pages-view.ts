import {
  LANGUAGES,
  pickFilledText,
  SITE_PAGE_PATHS,
  type Language,
  type PublicSitePage,
  type PublicSitePageBlock,
  type SitePageBlock,
  type SitePageContent,
  type SitePageSlug
} from '@mall/domain';
import { sanitizeRichHtml } from '../content/content-html.ts';
import type { MapProvider } from '../../providers/map/map-provider.ts';

/** The map picture of a location block, served by our own route (docs/decisions/078). */
export const mapPicturePath = (slug: SitePageSlug, block: { id: number; lat: number; lng: number }) =>
  `/api/etc/v1/public/pages/${slug}/map/${block.id}?at=${block.lat},${block.lng}`;

/** One block in the asked language, its HTML sanitised (what staff wrote is kept as written). */
function blockView(
  slug: SitePageSlug,
  block: SitePageBlock,
  language: Language,
  map: MapProvider | null
): PublicSitePageBlock {
  const pick = (text: Parameters<typeof pickFilledText>[0]) => pickFilledText(text, language);
  const html = (text: Parameters<typeof pickFilledText>[0]) => sanitizeRichHtml(pick(text));
  switch (block.kind) {
    case 'text':
      return { id: block.id, kind: 'text', title: pick(block.title), html: html(block.html) };
    case 'image':
      return {
        id: block.id,
        kind: 'image',
        url: block.url,
        alt: pick(block.alt),
        caption: pick(block.caption)
      };
    case 'milestone':
      return { ...block, text: pick(block.text) };
    case 'card':
      return { ...block, title: pick(block.title), html: html(block.html) };
    case 'color':
      return { ...block, name: pick(block.name), note: pick(block.note) };
    case 'article':
      return { ...block, title: pick(block.title), html: html(block.html) };
    case 'location': {
      const name = pick(block.name);
      const picture = mapPicturePath(slug, block);
      return {
        ...block,
        name,
        address: pick(block.address),
        addresses: LANGUAGES.filter((lang) => block.address[lang]).map((lang) => ({
          language: lang,
          text: block.address[lang] ?? ''
        })),
        hours: pick(block.hours),
        subway: pick(block.subway),
        bus: pick(block.bus),
        car: pick(block.car),
        map: map
          ? {
              imageUrl: picture,
              openUrl: map.openUrl({ lat: block.lat, lng: block.lng, name }) ?? `${picture}&size=large`
            }
          : null
      };
    }
  }
}

/** A page as shoppers (or a staff preview) read it. */
export function pageView(
  slug: SitePageSlug,
  content: SitePageContent,
  publishedAt: Date | null,
  language: Language,
  map: MapProvider | null
): PublicSitePage {
  return {
    slug,
    path: SITE_PAGE_PATHS[slug],
    title: pickFilledText(content.title, language),
    lead: pickFilledText(content.lead, language),
    heroImageUrl: content.heroImageUrl,
    blocks: content.blocks.map((block) => blockView(slug, block, language, map)),
    publishedAt: publishedAt?.toISOString() ?? null
  };
}

/** New blocks (id 0) get ids no block of the page ever had in either copy: article links stay stable. */
export function withBlockIds(
  content: SitePageContent,
  ...known: (SitePageContent | null)[]
): SitePageContent {
  let next = Math.max(0, ...[content, ...known].flatMap((c) => c?.blocks.map((b) => b.id) ?? [])) + 1;
  return {
    ...content,
    blocks: content.blocks.map((block) => (block.id === 0 ? { ...block, id: next++ } : block))
  };
}
