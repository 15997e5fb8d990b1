import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { ProductDetail, ProductPage } from '@mall/domain';
import { escapeRegExp } from './language.ts';

const productLinks = (page: Page) => page.locator('main a[href^="/product/detail/"]');

test.describe('a guest browses Home -> category -> product', () => {
  test('follows a category from Home, pages the list and opens a product', async ({ page, isMobile }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
    await expect(productLinks(page).first()).toBeVisible();

    // Category entry points on Home lead to the list of that category.
    await page.locator('main a[href="/product/skin-care"]').first().click();
    await expect(page).toHaveURL(/\/product\/skin-care$/);
    await expect(page.getByRole('heading', { level: 1, name: '스킨케어' })).toBeVisible();
    await expect(productLinks(page)).toHaveCount(8);

    // Page 2 of the list is in the URL and shows other products.
    const firstPage = await productLinks(page).evaluateAll((links) =>
      links.map((a) => a.getAttribute('href'))
    );
    await page
      .getByRole('navigation', { name: /페이지/ })
      .getByRole('link', { name: '2 페이지' })
      .click();
    await expect(page).toHaveURL(/pageNumber=2/);
    // The list may show page 1 for a moment after the address changes: wait for the new cards.
    await expect.poll(() => productLinks(page).first().getAttribute('href')).not.toBe(firstPage[0]);
    const secondPage = await productLinks(page).evaluateAll((links) =>
      links.map((a) => a.getAttribute('href'))
    );
    expect(secondPage.some((href) => firstPage.includes(href))).toBe(false);

    // The autoship filter: back to page 1 with only autoship products, and it stays in the page links.
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/product/v1/public/products?') && r.url().includes('autoShipYn=Y')
    );
    const toggle = page.getByRole('checkbox', { name: '정기배송 가능 상품만' });
    await expect(toggle).not.toBeChecked();
    await page.getByText('정기배송 가능 상품만').click();
    await expect(page).toHaveURL(/\/product\/skin-care\?autoShipYn=Y$/);
    await expect(toggle).toBeChecked();
    const answer = ((await (await filtered).json()) as { data: ProductPage }).data;
    expect(answer.pageNumber).toBe(1);
    expect(answer.totalSize).toBeGreaterThan(0);
    expect(answer.list.every((p) => p.autoShipYn === 'Y')).toBe(true);
    await expect
      .poll(() => productLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      .toEqual(answer.list.map((p) => `/product/detail/${p.productId}`));
    await expect(page.getByText(`총 ${answer.totalSize}개`)).toBeVisible();
    if (answer.totalPageNumber > 1) {
      await expect(page.getByRole('link', { name: '2 페이지' })).toHaveAttribute('href', /autoShipYn=Y/);
    }
    await page.getByText('정기배송 가능 상품만').click();
    await expect(page).toHaveURL(/\/product\/skin-care$/);
    await expect(productLinks(page)).toHaveCount(8);

    // The detail page shows the product with its price in won.
    await productLinks(page).first().click();
    await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText('원');
    if (isMobile) await expect(page.getByRole('navigation', { name: /하단|bottom/i })).toBeVisible();
  });

  test('restores the list scroll position when coming back from a product', async ({ page }) => {
    await page.goto('/product/skin-care');
    const last = productLinks(page).last();
    await last.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    await last.click();
    await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/product\/skin-care$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });

  test('shows a sold-out option disabled with its custom message', async ({ page, request }) => {
    const list = (await (await request.get('/api/product/v1/public/products?pageSize=100')).json()) as {
      data: ProductPage;
    };
    let target: ProductDetail | undefined;
    for (const item of list.data.list.filter((p) => p.optionYn === 'Y' && p.salesStatus.code === 'ON_SALE')) {
      const detail = (
        (await (await request.get(`/api/product/v1/public/products/${item.productId}`)).json()) as {
          data: ProductDetail;
        }
      ).data;
      if (
        detail.optionUi === 'BUTTON' &&
        detail.options.some((o) => o.salesStatus.code === 'SOLD_OUT' && o.soldOutMessage)
      ) {
        target = detail;
        break;
      }
    }
    expect(target, 'the seed has a button-style product with a custom sold-out message').toBeDefined();
    const soldOut = target!.options.find((o) => o.salesStatus.code === 'SOLD_OUT' && o.soldOutMessage)!;
    await page.goto(`/product/detail/${target!.productId}`);
    await expect(page.getByRole('heading', { level: 1, name: target!.productName })).toBeVisible();
    // The option's own button (named first by the option), not the restock request that names it after the action.
    const option = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(soldOut.optionValue)}`) });
    await expect(option).toBeDisabled();
    await expect(page.locator('main')).toContainText(soldOut.soldOutMessage!);
  });

  test('an unknown product shows a not-found screen with a way home', async ({ page }) => {
    await page.goto('/product/detail/999999');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/찾을 수 없/);
    await page.locator('main').getByRole('link', { name: /홈/ }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the company-story entries open their own pages, not Home', async ({ page }) => {
    for (const path of ['/about/history', '/update/news', '/esg/compliance']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  test('the autoship filter fits next to the sort at 375, 768 and 1280', async ({ page }, testInfo) => {
    const shots = process.env.E2E_SHOTS ?? 'test-results/shots';
    // One load, three widths: the layout answers to the viewport, and three cold loads of a
    // product list overran the test's time on a slow CI machine.
    await page.goto('/product/skin-care?autoShipYn=Y');
    const label = page.getByText('정기배송 가능 상품만');
    const sort = page.getByRole('combobox', { name: '정렬' });
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(label).toBeVisible();
      await expect(sort).toBeVisible();
      const [a, b] = [await label.boundingBox(), await sort.boundingBox()];
      expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x);
      expect(b!.x + b!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${shots}/autoship-filter-${width}-${testInfo.project.name}.png` });
    }
  });

  test('an unknown path goes Home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page).toHaveURL(/\/$/);
    await expect(productLinks(page).first()).toBeVisible();
  });

  test('the side menu lists the category tree with the company-story branch', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) {
      await page.getByTestId('open-side-menu').click();
    } else {
      // Desktop shows the categories in the header; the full tree is one click away there too.
      await expect(page.getByRole('banner').getByRole('link', { name: '스킨케어' }).first()).toBeVisible();
      await page
        .getByRole('banner')
        .getByRole('button', { name: /전체 카테고리|전체 메뉴/ })
        .first()
        .click();
    }
    const menu = page.getByTestId('side-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: '연혁' })).toHaveAttribute('href', '/about/history');
    // Top categories unfold to their children.
    await menu.getByRole('button', { name: '스킨케어' }).click();
    await menu.getByRole('link', { name: '세럼/에센스' }).click();
    await expect(page).toHaveURL(/\/product\/skin-care-serum$/);
    await expect(page.getByRole('heading', { level: 1, name: '세럼/에센스' })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});
