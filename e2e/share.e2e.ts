import { expect, test } from './fixtures.ts';

type Summary = { productId: number; productName: string };

test("a shared product link previews in the asker's language; the page keeps one <title> after start-up", async ({
  page,
  request
}) => {
  const english = { 'accept-language': 'en-US' };
  const list = await request.get('/api/product/v1/public/products?pageSize=1', { headers: english });
  const [product] = ((await list.json()) as { data: { list: Summary[] } }).data.list;
  expect(product).toBeDefined();
  const url = `/product/detail/${product!.productId}`;

  const shared = await request.get(url, { headers: english });
  expect(shared.status()).toBe(200);
  const html = await shared.text();
  const ogTitle = /<meta data-server-meta property="og:title" content="([^"]*)" \/>/.exec(html)?.[1];
  // The English name, as the server escapes it (the seed's names have no markup, only "&" and quotes).
  const escaped = `${product!.productName} | Lumière Vita`
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
  expect(ogTitle).toBe(escaped);
  expect(html).toContain('<meta data-server-meta property="og:locale" content="en_US" />');
  expect(html).toMatch(
    /<meta data-server-meta property="og:image" content="https?:\/\/[^"]+\/media\/products\//
  );

  // In the browser the storefront's own title replaces the server's: one <title>, the screen's.
  await page.goto(url);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page).toHaveTitle(/ \| 루미에르 비타$/);
  expect(await page.locator('head title').count()).toBe(1);
});
