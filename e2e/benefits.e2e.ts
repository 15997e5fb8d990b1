import { expect, test } from './fixtures.ts';

const SHOTS = process.env.E2E_SHOTS ?? 'test-results/shots';

/** Coupons and points of the seeded customer1 (docs/decisions/037): read-only, so both projects share them. */
test.describe('coupons and points (my page)', () => {
  test.use({ member: 'customer1' });

  test('customer1 sees its usable coupons (one ending within a week), the used and expired ones, and its points by period', async ({
    page
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto('/mypage');
    const main = page.locator('main');
    await main.getByTestId('mypage-menu-coupon').click();
    await expect(page).toHaveURL(/\/mypage\/coupon$/);
    await expect(main.getByRole('heading', { level: 1, name: '쿠폰' })).toBeVisible();

    const cards = main.getByTestId('coupon-card');
    await expect(cards).toHaveCount(2);
    // Ending soonest first: the 10% coupon (5 days left), then 5,000 won off from 30,000 won.
    await expect(cards.nth(0).getByTestId('coupon-discount')).toHaveText('10% 할인(최대 10,000원)');
    await expect(cards.nth(0).getByTestId('coupon-d-day')).toHaveText(/^D-[45]$/);
    await expect(cards.nth(1).getByTestId('coupon-discount')).toHaveText('5,000원 할인');
    await expect(cards.nth(1)).toContainText('30,000원 이상 구매 시');
    await expect(cards.nth(1).getByTestId('coupon-validity')).toHaveText(
      /^유효기간\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}$/
    );
    await page.screenshot({
      path: `${SHOTS}/comp-coupon-active-${testInfo.project.name}.png`,
      fullPage: true
    });

    await main.getByRole('link', { name: '사용·만료' }).click();
    await expect(page).toHaveURL(/\/mypage\/coupon\?tab=used$/);
    // Latest event first: the birthday coupon lapsed 10 days ago, the welcome coupon was used 40 days ago.
    await expect(main.getByTestId('coupon-status')).toHaveText(['기간 만료', '사용 완료']);
    await page.screenshot({ path: `${SHOTS}/comp-coupon-used-${testInfo.project.name}.png`, fullPage: true });

    await page.goto('/mypage');
    await main.getByTestId('mypage-menu-point').click();
    await expect(page).toHaveURL(/\/mypage\/point$/);
    await expect(main.getByTestId('point-balance')).toHaveText('12,000P');
    await expect(main.getByTestId('point-expiringSoon')).toHaveText('5,000P');
    // Six months (the default): the welcome grant 180 days ago, the expiry, two event grants.
    const entries = main.getByTestId('point-entry');
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(0).getByTestId('point-amount')).toHaveText('+4,000P');
    await expect(entries.nth(2).getByTestId('point-amount')).toHaveText('−1,000P');
    await expect(entries.nth(2)).toContainText('유효기간 만료');
    await page.screenshot({ path: `${SHOTS}/comp-point-${testInfo.project.name}.png`, fullPage: true });

    await main.getByRole('link', { name: '1개월' }).click();
    await expect(page).toHaveURL(/\/mypage\/point\?months=1$/);
    await expect(entries).toHaveCount(2);
  });
});

test.describe('coupons and points for a guest', () => {
  test('a guest opening the coupon or point page is asked to log in', async ({ page }) => {
    for (const path of ['/mypage/coupon', '/mypage/point']) {
      await page.goto(path);
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('로그인 후 이용해 주세요.');
      await dialog.getByRole('button', { name: '로그인하기' }).click();
      await expect(page).toHaveURL(
        new RegExp(`/login\\?redirect=${encodeURIComponent(path).replace(/%/g, '%')}$`)
      );
    }
  });
});
