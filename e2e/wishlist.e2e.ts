import type { Page } from '@playwright/test';
import { notificationText } from '@mall/domain';
import shellKo from '../apps/web/src/shared/i18n/locales/ko-KR.more.ts';
import shellZh from '../apps/web/src/shared/i18n/locales/zh-TW.more.ts';
import listsKo from '../apps/web/src/shared/i18n/locales/shopper-lists.ko-KR.ts';
import listsZh from '../apps/web/src/shared/i18n/locales/shopper-lists.zh-TW.ts';
import { accessibilityViolations } from './accessibility.ts';
import { expect, test } from './fixtures.ts';
import { openInLanguage } from './language.ts';
import { DEMO_PASSWORD } from './login.ts';
import { staffSignIn } from './staff.ts';

/**
 * The wishlist, recently viewed and restock alerts (issue 21, docs/decisions/091, 092) at each width: a guest views
 * two products and taps a heart (asked to log in), logs in and comes back; recently viewed then holds the guest's
 * views merged into the member's, and the wishlist the product. Then the member asks for a restock alert on a
 * sold-out product, the order desk raises its stock, and the notice arrives in the member's notification centre.
 * The phone reads the shop in Korean, the desktop in Traditional Chinese (the reviews journey takes English); the
 * texts come from the storefront's catalogues and the notices' own wording. Each list screen it passes, the product
 * page with its restock request and the notice are checked with axe as they stand.
 */
const IN = {
  phone: { language: 'ko-KR', shell: shellKo, lists: listsKo },
  desktop: { language: 'zh-TW', shell: shellZh, lists: listsZh }
} as const;
const main = (page: Page) => page.locator('main');

test('a guest’s views and heart carry over at login; a restock alert arrives when stock returns', async ({
  page,
  browser
}, testInfo) => {
  test.setTimeout(150_000);
  const phone = testInfo.project.name === 'phone';
  const { language, shell, lists } = phone ? IN.phone : IN.desktop;
  await openInLanguage(page, language);
  // Each width its own seeded member and sold-out product, so the two projects never share a list.
  const member = phone ? 'customer1' : 'customer2';
  const soldOut = phone ? 1012 : 1042;
  const first = phone ? 1001 : 1004;
  const wished = phone ? 1006 : 1007;

  await page.goto(`/product/detail/${first}`);
  await expect(main(page).getByTestId('wish-heart-detail')).toBeVisible();
  await page.goto(`/product/detail/${wished}`);
  const heart = main(page).getByTestId('wish-heart-detail');
  await heart.click();
  // The shop's login confirm; confirming goes to the login page, which brings the shopper back here.
  await page.getByRole('alertdialog').getByRole('button', { name: shell.guard.moveToLogin }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await main(page).locator('input:not([type=password])').first().fill(member);
  await main(page).locator('input[type=password]').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/detail/${wished}$`));

  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/mypage/recent');
  const recent = main(page).getByTestId('list-product');
  await expect(recent.first()).toHaveAttribute('data-product-id', String(wished));
  await expect(recent.nth(1)).toHaveAttribute('data-product-id', String(first));
  expect(await page.evaluate(() => localStorage.getItem('mall.recentViews'))).toBeNull();
  await page.screenshot({ path: testInfo.outputPath('recent.png'), fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto('/mypage/wishlist');
  await expect(main(page).locator(`[data-testid=list-product][data-product-id="${wished}"]`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('wishlist.png'), fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);

  // Restock: ask on the sold-out product; asking is once (the button now offers to cancel).
  await page.goto(`/product/detail/${soldOut}`);
  const ask = main(page).getByTestId('restock-ask');
  await expect(ask).toHaveAttribute('aria-pressed', 'false');
  await ask.click();
  await page.getByRole('alertdialog').getByRole('button').first().click();
  await expect(ask).toHaveAttribute('aria-pressed', 'true');
  expect(await accessibilityViolations(page)).toEqual([]);

  const desk = await staffSignIn(browser, 'desk1', phone ? 375 : 1280);
  try {
    const raise = (stock: number) =>
      desk.request.put(`/api/staff/v1/products/${soldOut}/stock`, {
        data: { stock },
        headers: { origin: new URL(desk.url()).origin }
      });
    expect((await raise(5)).status()).toBe(200);
    // The notice is written by the jobs worker (a tick every 5 seconds).
    const notice = main(page).getByText(
      notificationText('RESTOCK_AVAILABLE', { orderNumber: '' }, language).title
    );
    // Reloaded until the notice shows (the list loads after the page, so it is waited for, not counted at once).
    await expect(async () => {
      await page.goto('/notification/commerce');
      await expect(notice.first()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000, intervals: [2_000] });
    await expect(notice).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath('notice.png'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto('/mypage/restock');
    await expect(main(page).getByTestId('restock-alert-state').first()).toHaveText(lists.alerts.NOTIFIED);
    expect(await accessibilityViolations(page)).toEqual([]);
    // Sold out again, as the other journeys expect it.
    expect((await raise(0)).status()).toBe(200);
  } finally {
    await desk.context().close();
  }
});
