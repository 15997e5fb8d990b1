import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';
import type { ProductService } from '../product/product.service.ts';
import type { ContentPreviewSource, SitemapEntry } from './content-previews.ts';
import { originOf } from './share.service.ts';

/** Paths crawlers are kept out of: the API, member and checkout screens, the sandbox providers. */
const DISALLOWED = ['/api/', '/mypage', '/order', '/cart', '/__sandbox/'];

/** The sitemap is rebuilt at most this often (it is public and costs two catalogue queries). */
const SITEMAP_TTL_MS = 5 * 60 * 1000;

/** `GET /robots.txt` and `GET /sitemap.xml`, at the root, built from the catalogue (docs/decisions/021). */
export function shareRoutes(
  products: ProductService,
  publicOrigin: string | null,
  contentPages: readonly ContentPreviewSource[] = []
) {
  return async (app: FastifyInstance) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
      const origin = originOf(request, publicOrigin);
      const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`)];
      if (origin) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(`${lines.join('\n')}\n`);
    });

    let cached: {
      at: number;
      entries: Awaited<ReturnType<ProductService['sitemapEntries']>>;
      content: SitemapEntry[];
    } | null = null;
    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const origin = originOf(request, publicOrigin);
      // A sitemap needs absolute URLs: without a trustworthy origin there is none to give.
      if (!origin) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
      if (!cached || Date.now() - cached.at > SITEMAP_TTL_MS)
        cached = {
          at: Date.now(),
          entries: await products.sitemapEntries(),
          content: (await Promise.all(contentPages.map((source) => source.sitemap()))).flat()
        };
      const { categorySlugs, products: items } = cached.entries;
      const newest = items.reduce<Date | null>(
        (max, item) => (!max || item.updatedAt > max ? item.updatedAt : max),
        null
      );
      const url = (path: string, lastmod: Date | null, changefreq: string) =>
        [
          '  <url>',
          `    <loc>${escapeHtml(`${origin}${path}`)}</loc>`,
          ...(lastmod ? [`    <lastmod>${lastmod.toISOString()}</lastmod>`] : []),
          `    <changefreq>${changefreq}</changefreq>`,
          '  </url>'
        ].join('\n');
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        url('/', newest, 'daily'),
        ...categorySlugs.map((slug) => url(`/product/${encodeURIComponent(slug)}`, newest, 'daily')),
        ...items.map((item) => url(`/product/detail/${item.productId}`, item.updatedAt, 'weekly')),
        ...cached.content.map((entry) => url(entry.path, entry.lastmod, entry.changefreq)),
        '</urlset>',
        ''
      ].join('\n');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(body);
    });
  };
}
