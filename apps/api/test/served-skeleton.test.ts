import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MainHome, ProductPage } from '@mall/domain';
import { createTestContext, type TestContext } from './context.ts';

/** index.html as the storefront's build writes it: the skeleton's place marked in #root (vite.config.ts). */
const INDEX = `<!doctype html>
<html lang="ko-KR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Lumière Vita" />
    <title>루미에르 비타 | Lumière Vita</title>
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"><!--app-skeleton--></div>
  </body>
</html>
`;
const slot = '<!--lcp:<img src="__LCP_SRC__" data-wide="__LCP_SRC_WIDE__" fetchpriority="high" />-->';
const SKELETONS = {
  home: `<header>HEADER</header><main><p role="status">__LOADING__</p><div class="banner">${slot}</div></main>`,
  product: `<header>HEADER</header><main><p role="status">__LOADING__</p><div class="gallery">${slot}</div></main>`,
  category: '<header>HEADER</header><main class="list">__LOADING__</main>',
  search: '<header>HEADER</header><main class="search">__LOADING__</main>',
  page: '<header>HEADER</header><main class="page">__LOADING__</main>'
};

let ctx: TestContext;
let product: { productId: number; imageUrl: string };
let banner: { mobileImageUrl: string; pcImageUrl: string };

beforeAll(async () => {
  ctx = await createTestContext({
    withWeb: true,
    webFiles: { 'index.html': INDEX, 'skeletons.json': JSON.stringify(SKELETONS) }
  });
  const list = (
    await ctx.app.inject({ method: 'GET', url: '/api/product/v1/public/products?pageSize=1' })
  ).json<{ data: ProductPage }>().data.list[0]!;
  product = { productId: list.productId, imageUrl: list.imageUrl };
  const home = (await ctx.app.inject({ method: 'GET', url: '/api/etc/v1/public/main/home' })).json<{
    data: MainHome;
  }>().data;
  banner = home.banners[0]!;
});
afterAll(async () => {
  await ctx.close();
});

async function html(url: string, language = 'ko-KR') {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** Everything before the first script: what the browser can paint and fetch before any JavaScript runs. */
const beforeScripts = (page: string) => page.slice(0, page.indexOf('<script'));

describe('the served page paints before its JavaScript (ADR 059)', () => {
  it("Home: header and skeleton in #root, the first banner's image in it and preloaded per width", async () => {
    expect(banner.mobileImageUrl).not.toBe(banner.pcImageUrl);
    const page = await html('/');
    expect(page).toContain(
      `<div id="root"><header>HEADER</header><main><p role="status">불러오는 중입니다…</p><div class="banner"><img src="${banner.mobileImageUrl}" data-wide="${banner.pcImageUrl}" fetchpriority="high" /></div></main></div>`
    );
    const head = beforeScripts(page);
    expect(head).toContain(
      `<link rel="preload" as="image" href="${banner.mobileImageUrl}" fetchpriority="high" media="(max-width: 767.98px)" />`
    );
    expect(head).toContain(
      `<link rel="preload" as="image" href="${banner.pcImageUrl}" fetchpriority="high" media="(min-width: 768px)" />`
    );
    // The encoding is declared before anything else.
    expect(page.indexOf('<meta charset="UTF-8" />')).toBeLessThan(page.indexOf('rel="preload"'));
  });

  it("a product: the gallery's skeleton holds the product's main image, preloaded; words in the visitor's language", async () => {
    const page = await html(`/product/detail/${product.productId}`, 'en-US');
    expect(page).toContain('<p role="status">Loading…</p>');
    expect(page).toContain(
      `<div class="gallery"><img src="${product.imageUrl}" data-wide="${product.imageUrl}"`
    );
    expect(beforeScripts(page)).toContain(
      `<link rel="preload" as="image" href="${product.imageUrl}" fetchpriority="high" />`
    );
    expect(page).not.toContain('<!--lcp:');
    expect(page).not.toContain('__LCP_SRC');
  });

  it('category, search and other pages get their own skeleton, without an image to preload', async () => {
    const tree = (await ctx.app.inject({ method: 'GET', url: '/api/product/v1/public/categories' })).json<{
      data: { categoryUrl: string }[];
    }>().data;
    expect(await html(`/product/${tree[0]!.categoryUrl}`, 'zh-TW')).toContain(
      '<div id="root"><header>HEADER</header><main class="list">載入中…</main></div>'
    );
    expect(await html('/search?keyword=%ED%81%AC%EB%A6%BC')).toContain('<main class="search">');
    const other = await html('/cart');
    expect(other).toContain('<main class="page">불러오는 중입니다…</main>');
    expect(other).not.toContain('rel="preload"');
    // Without a preview the file's own title stays.
    expect(other).toContain('<title>루미에르 비타 | Lumière Vita</title>');
  });
});
