import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@mall/domain';
import { escapeHtml } from '../../lib/html.ts';
import { previewImage, type PreviewImage } from '../../lib/raster-image.ts';
import type { ProductService } from '../product/product.service.ts';
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

export type ShellPage = { status: 200 | 404; meta: PageMeta | null };

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

export function createShareService(products: ProductService) {
  return {
    /**
     * The preview of a deep link: Home, a category page or a product page. Unknown products and
     * categories are 404 (the SPA still boots and shows its not-found screen); other paths are the
     * plain shell with 200 (the SPA decides). One indexed query at most.
     */
    async page(pathname: string, language: Language): Promise<ShellPage> {
      const texts = SHARE_TEXTS[language];
      if (pathname === '/') {
        return {
          status: 200,
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
        return { status: 404, meta: null };
      const productMatch = PRODUCT_PATH.exec(pathname);
      if (productMatch || pathname.startsWith('/product/detail/')) {
        const id = productMatch ? Number(productMatch[1]) : NaN;
        const product =
          Number.isSafeInteger(id) && id > 0 ? await products.productPreview(id, language) : null;
        if (!product) return { status: 404, meta: null };
        return {
          status: 200,
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
          return { status: 404, meta: null };
        }
        const category = await products.categoryPreview(slug, language);
        if (!category) return { status: 404, meta: null };
        return {
          status: 200,
          meta: {
            title: texts.pageTitle(category.name),
            description: texts.categoryDescription(category.name),
            path: `/product/${encodeURIComponent(category.slug)}`,
            image: previewImage(category.imageUrl),
            type: 'website'
          }
        };
      }
      return { status: 200, meta: null };
    }
  };
}

export type ShareService = ReturnType<typeof createShareService>;

/** Marks every tag the server writes, so the storefront can drop them once it renders its own (see README). */
export const SERVER_META_ATTRIBUTE = 'data-server-meta';

/**
 * index.html split once at start-up: the page's own <title> and description are taken out and put back
 * per request, with the visitor's language in <html lang>. Without a preview (other paths, unknown ids)
 * and for a shell without <head> the file is served as it is.
 */
export type ShellTemplate = {
  render(language: Language, meta: PageMeta | null, origin: string | null): string;
};

export function parseShell(html: string): ShellTemplate {
  const headEnd = html.search(/<\/head>/i);
  const htmlTag = /<html\b[^>]*>/i.exec(html);
  if (headEnd < 0 || !htmlTag || htmlTag.index > headEnd) return { render: () => html };
  const openTag = htmlTag[0].replace(/\s+lang="[^"]*"/i, '').replace(/>$/, '');
  const head = html
    .slice(htmlTag.index + htmlTag[0].length, headEnd)
    .replace(/[ \t]*<title>[\s\S]*?<\/title>\s*?\n?/i, '')
    .replace(/[ \t]*<meta\s+name="description"[^>]*>\s*?\n?/i, '');
  const before = html.slice(0, htmlTag.index);
  const after = html.slice(headEnd);
  return {
    render(language, meta, origin) {
      if (!meta) return html;
      const tags = metaTags(language, meta, origin);
      return `${before}${openTag} lang="${language}">${head}${tags.map((tag) => `    ${tag}\n`).join('')}  ${after}`;
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
