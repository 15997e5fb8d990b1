import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The first paint (ADR 059): what the served HTML shows before any JavaScript, and that the page the
 * storefront then renders does not move (CLS at most 0.05, Lighthouse's "good" is 0.1).
 */

async function firstProductId(page: Page): Promise<number> {
  const answer = await page.request.get('/api/product/v1/public/products?pageSize=1');
  const body = (await answer.json()) as { data: { list: { productId: number }[] } };
  return body.data.list[0]!.productId;
}

test.describe('before any JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("Home paints the header, the first banner's image and the skeleton", async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('header').getByText('Lumière·Vita')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('불러오는 중입니다…');
    const banner = page.locator('#root img[fetchpriority="high"]');
    await expect(banner).toBeVisible();
    // Painted, not only present: the preloaded image has arrived and been decoded.
    await expect
      .poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(2);
  });

  test("a product page paints its main image in the gallery's place, preloaded", async ({ page }) => {
    const id = await firstProductId(page);
    await page.goto(`/product/detail/${id}`);
    const image = page.locator('#root img[fetchpriority="high"]');
    await expect(image).toBeVisible();
    const src = await image.getAttribute('src');
    await expect(page.locator(`head link[rel="preload"][href="${src}"]`)).toHaveCount(1);
    const box = await image.boundingBox();
    // The gallery's square.
    expect(Math.abs(box!.width - box!.height)).toBeLessThan(2);
  });
});

/** The sum of layout shifts not caused by input, from the page's start (buffered). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The observer's buffered entries arrive in its first callback, before the next frames.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      })
  );
}

test.describe('no layout shift', () => {
  test('Home: the sections above Best hold their place (CLS <= 0.05)', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#home-best').getByRole('listitem').first()).toBeVisible();
    await expect(page.locator('#home-new').getByRole('listitem').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  });

  test('a product and a category page (CLS <= 0.05)', async ({ page }) => {
    const id = await firstProductId(page);
    await page.goto(`/product/detail/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);

    await page.goto('/search?keyword=%ED%81%AC%EB%A6%BC');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  });
});
