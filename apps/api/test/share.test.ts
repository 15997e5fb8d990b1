import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Category, ProductDetail, ProductPage } from '@mall/domain';
import { products } from '../src/modules/product/product.table.ts';
import { createTestContext, type TestContext } from './context.ts';

let ctx: TestContext;
let product: { productId: number; imageUrl: string };
let category: { slug: string; categoryId: number };
let trickyId: number;

const TRICKY = { ko: '<script>alert("x")</script> 세럼 \'특가\' & more', en: 'Serum "Best" <b>', zh: '精華' };

/** The path serves a real PNG of the preview size (the seed rasterised it). */
async function expectPng(pathname: string) {
  const response = await ctx.app.inject({ method: 'GET', url: pathname });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  const body = response.rawPayload;
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  // IHDR: width and height, big-endian, at bytes 16 and 20.
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([600, 600]);
}

beforeAll(async () => {
  ctx = await createTestContext({ withWeb: true, env: { PUBLIC_ORIGIN: 'https://shop.example.com/' } });
  const page = (
    await ctx.app.inject({ method: 'GET', url: '/api/product/v1/public/products?pageSize=1' })
  ).json<{
    data: ProductPage;
  }>();
  product = { productId: page.data.list[0]!.productId, imageUrl: page.data.list[0]!.imageUrl };
  const tree = (await ctx.app.inject({ method: 'GET', url: '/api/product/v1/public/categories' })).json<{
    data: Category[];
  }>();
  category = { slug: tree.data[0]!.categoryUrl, categoryId: tree.data[0]!.categoryId };
  const [row] = await ctx.database.db
    .insert(products)
    .values({
      brand: 'Lumière Vita',
      name: { 'ko-KR': TRICKY.ko, 'en-US': TRICKY.en, 'zh-TW': TRICKY.zh },
      summary: { 'ko-KR': '요약 "인용" <i>', 'en-US': 'Summary', 'zh-TW': '摘要' },
      description: [],
      priceOriginal: 10000,
      price: 9000,
      sp: 0,
      bp: 0,
      point: 0,
      salesStatus: 'PAUSE',
      imageUrls: ['/media/products/x".svg']
    })
    .returning({ id: products.id });
  trickyId = row!.id;
});
afterAll(async () => {
  await ctx.close();
});

async function page(url: string, language?: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'GET',
    url,
    headers: { ...(language ? { 'accept-language': language } : {}), ...headers }
  });
}

/** The content of `<meta property|name="key">` in a page, unescaped enough to compare plain texts. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta data-server-meta (?:property|name)="${key}" content="([^"]*)" />`).exec(
    html
  );
  return match?.[1];
}
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

async function apiProduct(id: number, language: string) {
  const response = await page(`/api/product/v1/public/products/${id}`, language);
  return response.json<{ data: ProductDetail }>().data;
}

describe('shared page previews', () => {
  const suffix = { 'ko-KR': '루미에르 비타', 'en-US': 'Lumière Vita', 'zh-TW': '露米耶維他' } as const;
  const homeTitles = {
    'ko-KR': '루미에르 비타 | Lumière Vita',
    'en-US': 'Lumière Vita | Beauty & Wellness',
    'zh-TW': '露米耶維他 | Lumière Vita'
  };
  const ogLocales = { 'ko-KR': 'ko_KR', 'en-US': 'en_US', 'zh-TW': 'zh_TW' } as const;

  for (const language of ['ko-KR', 'en-US', 'zh-TW'] as const) {
    it(`[200] Home in ${language}: its title, description, canonical, og:locale and lang; the shell's own title is replaced`, async () => {
      const response = await page('/', language);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers.vary).toContain('Accept-Language');
      const html = response.body;
      expect(html).toContain(`<html lang="${language}">`);
      expect(html.match(/<title/g)).toHaveLength(1);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(html).toContain(`<title data-server-meta>${homeTitles[language].replace('&', '&amp;')}</title>`);
      expect(unescape(meta(html, 'og:title')!)).toBe(homeTitles[language]);
      expect(meta(html, 'og:locale')).toBe(ogLocales[language]);
      expect(html.match(/og:locale:alternate/g)).toHaveLength(2);
      expect(meta(html, 'og:url')).toBe('https://shop.example.com/');
      expect(html).toContain('<link data-server-meta rel="canonical" href="https://shop.example.com/" />');
      expect(meta(html, 'twitter:card')).toBe('summary');
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('src="/assets/app-abc123.js"');
    });

    it(`[200] a product in ${language}: the product's own name, summary, image and price`, async () => {
      const detail = await apiProduct(product.productId, language);
      const response = await page(`/product/detail/${product.productId}`, language);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      const title = `${detail.productName} | ${suffix[language]}`;
      expect(unescape(meta(html, 'og:title')!)).toBe(title);
      expect(unescape(meta(html, 'twitter:title')!)).toBe(title);
      expect(unescape(/<title data-server-meta>([^<]*)<\/title>/.exec(html)![1]!)).toBe(title);
      expect(unescape(meta(html, 'og:description')!)).toBe(detail.productSummary);
      expect(unescape(meta(html, 'description')!)).toBe(detail.productSummary);
      expect(meta(html, 'og:type')).toBe('product');
      // Messengers do not draw SVG previews: the PNG twin of the product's first image, with its size.
      const png = product.imageUrl.replace(/\.svg$/, '.png');
      expect(product.imageUrl).toMatch(/\.svg$/);
      expect(meta(html, 'og:image')).toBe(`https://shop.example.com${png}`);
      expect(meta(html, 'twitter:image')).toBe(`https://shop.example.com${png}`);
      expect(meta(html, 'og:image:type')).toBe('image/png');
      expect(meta(html, 'og:image:width')).toBe('600');
      expect(meta(html, 'og:image:height')).toBe('600');
      await expectPng(png);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'og:url')).toBe(`https://shop.example.com/product/detail/${product.productId}`);
      expect(meta(html, 'product:price:amount')).toBe(String(detail.price));
      expect(meta(html, 'og:locale')).toBe(ogLocales[language]);
    });

    it(`[200] a category in ${language}: its name in the title and description`, async () => {
      const tree = (await page(`/api/product/v1/public/categories/${category.categoryId}`, language)).json<{
        data: Category;
      }>();
      const response = await page(`/product/${category.slug}?pageNumber=2`, language);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(unescape(meta(html, 'og:title')!)).toBe(`${tree.data.categoryName} | ${suffix[language]}`);
      expect(unescape(meta(html, 'og:description')!)).toContain(tree.data.categoryName);
      expect(meta(html, 'og:url')).toBe(`https://shop.example.com/product/${category.slug}`);
      expect(tree.data.imageUrl).toMatch(/\.svg$/);
      const png = tree.data.imageUrl!.replace(/\.svg$/, '.png');
      expect(meta(html, 'og:image')).toBe(`https://shop.example.com${png}`);
      expect(meta(html, 'og:image:type')).toBe('image/png');
      await expectPng(png);
    });
  }

  it('falls back to ko-KR without Accept-Language and follows its preferences', async () => {
    expect(meta((await page('/')).body, 'og:locale')).toBe('ko_KR');
    expect(meta((await page('/', 'fr-FR, zh-Hant;q=0.9, en;q=0.5')).body, 'og:locale')).toBe('zh_TW');
    expect(meta((await page('/', 'en')).body, 'og:locale')).toBe('en_US');
  });

  it('escapes names, summaries and image paths from the database', async () => {
    for (const language of ['ko-KR', 'en-US'] as const) {
      const html = (await page(`/product/detail/${trickyId}`, language)).body;
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<b>');
      expect(html).not.toContain('<i>');
      expect(html).not.toContain('x".svg');
      const name = language === 'ko-KR' ? TRICKY.ko : TRICKY.en;
      expect(unescape(meta(html, 'og:title')!)).toBe(`${name} | ${suffix[language]}`);
      // Every attribute closes where it should: each tag we wrote parses to exactly one content value.
      for (const tag of html.match(/<meta data-server-meta[^>]*>/g)!)
        expect(tag).toMatch(/^<meta data-server-meta (property|name)="[^"]+" content="[^"]*" \/>$/);
    }
    const ko = (await page(`/product/detail/${trickyId}`, 'ko-KR')).body;
    expect(ko).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; 세럼 &#39;특가&#39; &amp; more');
    expect(meta(ko, 'og:image')).toBe('https://shop.example.com/media/products/x&quot;.svg');
    // Not a generated image: no PNG twin is claimed, nor a size.
    expect(meta(ko, 'og:image:type')).toBeUndefined();
    expect(meta(ko, 'og:image:width')).toBeUndefined();
    expect(meta(ko, 'product:availability')).toBe('out of stock');
  });

  it('[404] unknown products and categories get the plain shell (the SPA shows its not-found screen)', async () => {
    for (const url of [
      '/product/detail/987654321',
      '/product/detail/abc',
      '/product/detail/0',
      '/product/detail/1%22',
      '/product/no-such-category',
      '/product/company-story'
    ]) {
      const response = await page(url, 'en-US');
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('data-server-meta');
      expect(response.body).toContain('<title>루미에르 비타 | Lumière Vita</title>');
    }
  });

  it('[200] other storefront paths keep the plain shell', async () => {
    const response = await page('/mypage', 'en-US');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('data-server-meta');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('HEAD answers the same status without a body', async () => {
    const known = await ctx.app.inject({ method: 'HEAD', url: `/product/detail/${product.productId}` });
    expect(known.statusCode).toBe(200);
    const unknown = await ctx.app.inject({ method: 'HEAD', url: '/product/detail/987654321' });
    expect(unknown.statusCode).toBe(404);
  });

  it('robots.txt allows the shop and keeps crawlers out of the API, member, checkout and sandbox pages', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.trim().split('\n');
    expect(lines).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /mypage',
      'Disallow: /order',
      'Disallow: /cart',
      'Disallow: /__sandbox/',
      '',
      'Sitemap: https://shop.example.com/sitemap.xml'
    ]);
  });

  it('sitemap.xml lists Home, every product category and every buyable product with lastmod', async () => {
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
      )
    ).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs[0]).toBe('https://shop.example.com/');
    expect(locs).toContain(`https://shop.example.com/product/${category.slug}`);
    expect(locs).toContain(`https://shop.example.com/product/detail/${product.productId}`);
    // The company-story branch is not a catalogue page; a paused product is not for sale.
    expect(locs.some((loc) => loc.includes('company-story') || loc.includes('/about/'))).toBe(false);
    expect(locs).not.toContain(`https://shop.example.com/product/detail/${trickyId}`);

    const tree = (await page('/api/product/v1/public/categories')).json<{ data: Category[] }>();
    const slugs = tree.data
      .filter((c) => c.categoryId !== 9999999999)
      .flatMap((c) => [c.categoryUrl, ...c.children.map((k) => k.categoryUrl)]);
    for (const slug of slugs) expect(locs).toContain(`https://shop.example.com/product/${slug}`);
    const buyable = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.salesStatus, 'ON_SALE'));
    for (const { id } of buyable) expect(locs).toContain(`https://shop.example.com/product/detail/${id}`);
    expect(xml.match(/<url>/g)!.length).toBe(
      xml.match(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/g)!.length
    );
  });
});

describe('origins without PUBLIC_ORIGIN', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestContext({ withWeb: true, seed: false, env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await plain.close();
  });

  it("takes the request's host and the trusted proxy's protocol when the host is sane", async () => {
    const response = await plain.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'Shop.Example.org:8443', 'x-forwarded-proto': 'https' }
    });
    expect(meta(response.body, 'og:url')).toBe('https://shop.example.org:8443/');
    const robots = await plain.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'shop.example.org' }
    });
    expect(robots.body).toContain('Sitemap: http://shop.example.org/sitemap.xml');
  });

  it('never writes an odd Host into the page: the absolute-URL tags are left out instead', async () => {
    for (const host of ['evil.com"><script>x</script>', 'a b', 'user@evil.com', 'evil.com/path']) {
      const response = await plain.app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('evil');
      expect(response.body).not.toContain('og:url');
      expect(response.body).not.toContain('rel="canonical"');
      expect(meta(response.body, 'og:title')).toBeDefined();
      const sitemap = await plain.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host } });
      expect(sitemap.statusCode).toBe(404);
    }
  });
});
