import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@mall/domain';
import { escapeHtml } from '../../lib/html.ts';
import { previewImage, type PreviewImage } from '../../lib/raster-image.ts';
import type { ProductService } from '../product/product.service.ts';
import type { ContentPreviewSource } from './content-previews.ts';
import { OG_LOCALE, SHARE_TEXTS } from './share.texts.ts';

/** The tags of one page's preview (plain text; escaped when written). */
export type PageMeta = {
  title: string;
  description: string;
  /** Path of the page (canonical, og:url). */
  path: string;
  /** A /media path or an absolute URL, the PNG twin of a generated SVG (raster-image.ts); null: no og:image. */
  image: PreviewImage | null;
  type: 'website' | 'product';
  /** Selling price in won, for product pages. */
  price?: number;
  available?: boolean;
};

/** The served skeleton's shape, as the storefront's build names them (apps/web/src/app/skeleton). */
export type SkeletonKind = 'home' | 'category' | 'product' | 'search' | 'page';

/** The page's largest image (its LCP), preloaded and painted in the skeleton; `wide` from 768 px. */
export type LcpImage = { src: string; wide?: string };

export type ShellPage = {
  status: 200 | 404;
  meta: PageMeta | null;
  skeleton: SkeletonKind;
  lcp?: LcpImage | null;
};

/** Home's first main banner, from the content service's cached Home read. */
export type HomeContentSource = {
  home(language: Language): Promise<{ banners: { mobileImageUrl: string; pcImageUrl: string }[] }>;
};

/**
 * A host a request may name: a DNS name, an IPv4 address or a bracketed IPv6 address, with an optional
 * port. Anything else (spaces, quotes, user info, paths) is not an origin we write into a page.
 */
const SANE_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/;

/**
 * The origin absolute links are built on (docs/decisions/021): PUBLIC_ORIGIN when configured; otherwise
 * the request's protocol and host (Fastify takes X-Forwarded-Proto/-Host only from TRUST_PROXY proxies)
 * when the host is sane; otherwise null, and the page goes without absolute-URL tags.
 */
export function originOf(request: FastifyRequest, publicOrigin: string | null): string | null {
  if (publicOrigin) return publicOrigin;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = (request.host ?? '').toLowerCase();
  if (host.length === 0 || host.length > 260 || !SANE_HOST.test(host)) return null;
  return `${protocol}://${host}`;
}

export const absolute = (origin: string, pathOrUrl: string): string =>
  /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/** A summary trimmed to what previews show (about two lines). */
export function clip(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

const PRODUCT_PATH = /^\/product\/detail\/([0-9]{1,15})\/?$/;
const CATEGORY_PATH = /^\/product\/([^/]{1,200})\/?$/;

const SEARCH_PATH = /^\/search\/?$/;

export function createShareService(
  products: ProductService,
  content: HomeContentSource,
  /** Content pages' previews (issue 19): asked in turn for the paths above do not own. */
  contentPages: readonly ContentPreviewSource[] = []
) {
  return {
    /**
     * The preview of a deep link: Home, a category page or a product page. Unknown products and
     * categories are 404 (the SPA still boots and shows its not-found screen); other paths are the
     * plain shell with 200 (the SPA decides). One indexed query at most.
     */
    async page(pathname: string, language: Language): Promise<ShellPage> {
      const texts = SHARE_TEXTS[language];
      if (pathname === '/') {
        // A content failure costs the preload, never the page or its preview.
        const first = (await content.home(language).catch(() => null))?.banners[0];
        return {
          status: 200,
          skeleton: 'home',
          lcp: first ? { src: first.mobileImageUrl, wide: first.pcImageUrl } : null,
          meta: {
            title: texts.homeTitle,
            description: texts.homeDescription,
            path: '/',
            image: null,
            type: 'website'
          }
        };
      }
      if (pathname === '/product/detail' || pathname === '/product/detail/')
        return { status: 404, meta: null, skeleton: 'page' };
      const productMatch = PRODUCT_PATH.exec(pathname);
      if (productMatch || pathname.startsWith('/product/detail/')) {
        const id = productMatch ? Number(productMatch[1]) : NaN;
        const product =
          Number.isSafeInteger(id) && id > 0 ? await products.productPreview(id, language) : null;
        if (!product) return { status: 404, meta: null, skeleton: 'page' };
        return {
          status: 200,
          skeleton: 'product',
          lcp: product.imageUrl ? { src: product.imageUrl } : null,
          meta: {
            title: texts.pageTitle(product.name),
            description: clip(product.summary || product.name),
            path: `/product/detail/${product.productId}`,
            image: previewImage(product.imageUrl),
            type: 'product',
            price: product.price,
            available: product.available
          }
        };
      }
      const categoryMatch = CATEGORY_PATH.exec(pathname);
      if (categoryMatch) {
        let slug: string;
        try {
          slug = decodeURIComponent(categoryMatch[1]!);
        } catch {
          return { status: 404, meta: null, skeleton: 'page' };
        }
        const category = await products.categoryPreview(slug, language);
        if (!category) return { status: 404, meta: null, skeleton: 'page' };
        return {
          status: 200,
          skeleton: 'category',
          meta: {
            title: texts.pageTitle(category.name),
            description: texts.categoryDescription(category.name),
            path: `/product/${encodeURIComponent(category.slug)}`,
            image: previewImage(category.imageUrl),
            type: 'website'
          }
        };
      }
      for (const source of contentPages) {
        const found = await source.page(pathname, language);
        if (found) return found;
      }
      return { status: 200, meta: null, skeleton: SEARCH_PATH.test(pathname) ? 'search' : 'page' };
    }
  };
}

export type ShareService = ReturnType<typeof createShareService>;

/** Marks every tag the server writes, so the storefront can drop them once it renders its own (see README). */
export const SERVER_META_ATTRIBUTE = 'data-server-meta';

/**
 * index.html split once at start-up: the page's own <title> and description are taken out and put back
 * per request, with the visitor's language in <html lang>. Without a preview (other paths, unknown ids)
 * and for a shell without <head> the file's head is served as it is. Either way the build's skeleton of
 * the page (ADR 059) goes where index.html marks it in #root, and a known largest image is preloaded.
 */
export type ShellTemplate = {
  render(language: Language, page: Omit<ShellPage, 'status'>, origin: string | null): string;
};

/** Where the build's index.html wants the served skeleton (apps/web/vite.config.ts). */
export const SKELETON_MARKER = '<!--app-skeleton-->';
const LOADING_TOKEN = '__LOADING__';
const LCP_SLOT = /<!--lcp:([\s\S]*?)-->/;

export type Skeletons = Partial<Record<SkeletonKind, string>>;

/** The skeleton with the visitor's words and the page's image in; empty when the build wrote none. */
function fillSkeleton(skeletons: Skeletons, language: Language, page: Omit<ShellPage, 'status'>): string {
  const skeleton = skeletons[page.skeleton] ?? skeletons.page ?? '';
  const lcp = page.lcp;
  return skeleton
    .replaceAll(LOADING_TOKEN, escapeHtml(SHARE_TEXTS[language].loading))
    .replace(LCP_SLOT, (_match, element: string) =>
      lcp
        ? element
            .replaceAll('__LCP_SRC_WIDE__', escapeHtml(lcp.wide ?? lcp.src))
            .replaceAll('__LCP_SRC__', escapeHtml(lcp.src))
        : ''
    );
}

/** High-priority preloads of the largest image, found before any script runs (one per art-directed width). */
function preloadTags(lcp: LcpImage | null | undefined): string[] {
  if (!lcp) return [];
  const link = (href: string, media?: string) =>
    `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high"${media ? ` media="${media}"` : ''} />`;
  return lcp.wide
    ? [link(lcp.src, '(max-width: 767.98px)'), link(lcp.wide, '(min-width: 768px)')]
    : [link(lcp.src)];
}

export function parseShell(html: string, skeletons: Skeletons = {}): ShellTemplate {
  const headEnd = html.search(/<\/head>/i);
  const htmlTag = /<html\b[^>]*>/i.exec(html);
  if (headEnd < 0 || !htmlTag || htmlTag.index > headEnd) return { render: () => html };
  const openTag = htmlTag[0].replace(/\s+lang="[^"]*"/i, '').replace(/>$/, '');
  const headStart = htmlTag.index + htmlTag[0].length;
  const plainHead = html.slice(headStart, headEnd);
  const head = plainHead
    .replace(/[ \t]*<title>[\s\S]*?<\/title>\s*?\n?/i, '')
    .replace(/[ \t]*<meta\s+name="description"[^>]*>\s*?\n?/i, '');
  const before = html.slice(0, htmlTag.index);
  const after = html.slice(headEnd);
  // The preloads go right after <meta charset> (the parser must see the encoding first), before the scripts.
  const charsetEnd = (text: string) => {
    const match = /<meta\s+charset[^>]*>\s*?\n?/i.exec(text);
    return match ? match.index + match[0].length : 0;
  };
  return {
    render(language, page, origin) {
      const body = after.replace(SKELETON_MARKER, () => fillSkeleton(skeletons, language, page));
      const preloads = preloadTags(page.lcp)
        .map((tag) => `    ${tag}\n`)
        .join('');
      if (!page.meta) {
        const at = charsetEnd(plainHead);
        return `${before}${htmlTag[0]}${plainHead.slice(0, at)}${preloads}${plainHead.slice(at)}${body}`;
      }
      const tags = metaTags(language, page.meta, origin);
      const at = charsetEnd(head);
      return `${before}${openTag} lang="${language}">${head.slice(0, at)}${preloads}${head.slice(at)}${tags.map((tag) => `    ${tag}\n`).join('')}  ${body}`;
    }
  };
}

function metaTags(language: Language, meta: PageMeta, origin: string | null): string[] {
  const e = escapeHtml;
  const mark = SERVER_META_ATTRIBUTE;
  const texts = SHARE_TEXTS[language];
  const property = (name: string, content: string) =>
    `<meta ${mark} property="${name}" content="${e(content)}" />`;
  const named = (name: string, content: string) => `<meta ${mark} name="${name}" content="${e(content)}" />`;
  const tags = [
    `<title ${mark}>${e(meta.title)}</title>`,
    named('description', meta.description),
    property('og:site_name', texts.siteName),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:locale', OG_LOCALE[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      property('og:locale:alternate', OG_LOCALE[other])
    )
  ];
  if (origin) {
    const url = absolute(origin, meta.path);
    tags.push(`<link ${mark} rel="canonical" href="${e(url)}" />`, property('og:url', url));
    if (meta.image) {
      const image = meta.image;
      tags.push(property('og:image', absolute(origin, image.url)));
      if (image.type) tags.push(property('og:image:type', image.type));
      if (image.width && image.height) {
        tags.push(
          property('og:image:width', String(image.width)),
          property('og:image:height', String(image.height))
        );
      }
      tags.push(property('og:image:alt', meta.title));
    }
  }
  if (meta.type === 'product' && meta.price !== undefined) {
    tags.push(
      property('product:price:amount', String(meta.price)),
      property('product:price:currency', 'KRW')
    );
    tags.push(property('product:availability', meta.available ? 'in stock' : 'out of stock'));
  }
  tags.push(
    named('twitter:card', origin && meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description)
  );
  if (origin && meta.image) tags.push(named('twitter:image', absolute(origin, meta.image.url)));
  return tags;
}
