import { expect, test } from './fixtures.ts';
import type { ProductPage } from '@mall/domain';

const SHOTS = process.env.E2E_SHOTS ?? 'test-results/shots';

// Seeded: "오리엘 제주 화산송이 클레이 워시오프 팩" (id 1014) is paused (PAUSE) while its packaging changes.
const PAUSED_ID = 1014;

test.describe('a product opened from search checks its sale state first (SPEC §4)', () => {
  test('a paused product shows the stop-selling message, stays on the list and the card shows it stopped', async ({
    page
  }, testInfo) => {
    // The list was loaded before the product was paused: its first answer still says ON_SALE (a stale
    // list, as the browser may keep a guest answer for a minute). Only that first answer is rewritten.
    let rewritten = false;
    await page.route('**/api/product/v1/public/products/search?**', async (route) => {
      if (rewritten) return route.fallback();
      rewritten = true;
      const response = await route.fetch();
      const body = (await response.json()) as { data: ProductPage };
      for (const product of body.data.list)
        if (product.productId === PAUSED_ID) product.salesStatus = { code: 'ON_SALE' };
      await route.fulfill({ response, json: body });
    });
    // What the storefront asks of the browser cache for each search request (page.route above turns the
    // browser cache off, so the request headers cannot tell).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as { searchCacheModes?: string[] }).searchCacheModes = seen;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (String(input).includes('/products/search?')) seen.push(init?.cache ?? 'default');
        return original(input, init);
      };
    });
    await page.goto(`/search?keyword=${encodeURIComponent('화산송이')}`);
    const card = page.locator(`main a[href="/product/detail/${PAUSED_ID}"]`);
    const article = page
      .locator('main article')
      .filter({ has: page.locator(`a[href="/product/detail/${PAUSED_ID}"]`) });
    await expect(article).toHaveCount(1);
    await expect(card).toBeVisible();
    await expect(article.getByText('판매중지', { exact: true })).toHaveCount(0);
    const checked = page.waitForResponse(
      (r) => r.url().endsWith('/sales/check/product-status') && r.request().method() === 'POST'
    );
    // The stopped product's click refreshes the search results (e2e/search.e2e.ts has the other search journeys).
    const refreshed = page.waitForResponse(
      (r) => r.url().includes('/product/v1/public/products/search?') && r.request().method() === 'GET'
    );
    await card.click();
    expect(
      ((await (await checked).json()) as { data: { productInfo: { result: string }[] } }).data.productInfo[0]
        ?.result
    ).toBe('STOP_SELLING');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('판매가 중지된 상품입니다.');
    const refetch = await refreshed;
    // Revalidated with the server, not answered from the browser's HTTP cache (fetch cache mode no-cache).
    expect(await page.evaluate(() => (window as { searchCacheModes?: string[] }).searchCacheModes)).toEqual([
      'default',
      'no-cache'
    ]);
    expect(
      ((await refetch.json()) as { data: ProductPage }).data.list.find((p) => p.productId === PAUSED_ID)
        ?.salesStatus.code
    ).toBe('PAUSE');
    await expect(page).toHaveURL(/\/search\?keyword=/);
    await page.screenshot({ path: `${SHOTS}/stop-selling-${testInfo.project.name}.png` });
    await dialog.getByRole('button').first().click();
    await expect(dialog).toBeHidden();
    // The card now shows its stopped state, and is still a real link to the detail for a new tab.
    await expect(article.getByText('판매중지', { exact: true })).toBeVisible();
    await expect(card).toHaveAttribute('href', `/product/detail/${PAUSED_ID}`);
  });

  test('a product on sale opens its detail, with a recommended row below', async ({
    page,
    request,
    isMobile
  }, testInfo) => {
    const keyword = '세럼';
    const found = (await (
      await request.get(
        `/api/product/v1/public/products?textSearchBy=PRODUCT_NAME&textSearchValue=${encodeURIComponent(keyword)}`
      )
    ).json()) as { data: ProductPage };
    const target = found.data.list.find((p) => p.salesStatus.code === 'ON_SALE');
    expect(target, 'the seed has a serum on sale').toBeDefined();
    await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`);
    await page.locator(`main a[href="/product/detail/${target!.productId}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/product/detail/${target!.productId}$`));
    await expect(page.getByRole('heading', { level: 1, name: target!.productName })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    const row = page.getByTestId('recommended-products');
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('heading', { name: '함께 보면 좋은 상품' })).toBeVisible();
    const visible = row.locator(':scope > ul > li:visible');
    await expect(visible.first()).toBeVisible();
    const count = await visible.count();
    expect(count).toBeLessThanOrEqual(isMobile ? 4 : 8);
    await expect(row.locator(`a[href="/product/detail/${target!.productId}"]`)).toHaveCount(0);
    await row
      .locator('h2')
      .evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 180));
    await page.screenshot({ path: `${SHOTS}/recommended-${testInfo.project.name}.png` });
  });
});
