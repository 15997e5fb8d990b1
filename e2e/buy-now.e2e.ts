import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { loginByApi } from './login.ts';

/**
 * Buy now (docs/decisions/056): straight to checkout with just the product, never through a cart. On phones
 * the journey buys from the sticky bar that takes over once the page's own buttons have scrolled away; on the
 * desktop there is no such bar. Both projects run at once, so each picks its own products and member; nothing
 * is paid, and cart.e2e.ts's members only ever see their carts unchanged by this journey.
 */
const PRODUCTS = {
  phone: {
    guest: { id: 1066, name: 'Aqua Dew 수분 크림 젤 100ml' },
    member: { id: 1065, name: '루미에르 비타 딥 수분크림 80ml' },
    login: 'customer1'
  },
  desktop: {
    guest: { id: 1003, name: '한빛랩 시카 진정 토너 300ml' },
    member: { id: 1027, name: '다미 보타니크 알로에 쉐이빙 젤 200ml' },
    login: 'customer2'
  }
} as const;

const main = (page: Page) => page.locator('main');

/** Down to the delivery terms at the top of the screen: the page's own buttons are well above it by then. */
const scrollPastButtons = (page: Page) =>
  page.getByTestId('delivery-return-notice').evaluate((el) => el.scrollIntoView({ block: 'start' }));

/** Opens the product and presses 바로 구매: from the phone's sticky bar after scrolling, else the page's own. */
async function buyNow(page: Page, product: { id: number; name: string }, phone: boolean) {
  await page.goto(`/product/detail/${product.id}`);
  // The first screens after the servers start wait on the build's chunks on a loaded machine.
  await expect(main(page).getByRole('heading', { level: 1, name: product.name })).toBeVisible({
    timeout: 30_000
  });
  const bar = page.getByTestId('sticky-buy-bar');
  await expect(bar).toHaveCount(0);
  const notice = page.getByTestId('goods-notice');
  await expect(notice).toContainText('상품정보제공고시');
  await scrollPastButtons(page);
  if (!phone) {
    await expect(bar).toHaveCount(0);
    await main(page).getByTestId('buy-now').click();
    return;
  }
  // Until the lazy footer and the recommendations arrive, the page may be too short to scroll the buttons
  // away (1,785 px against 2,184 measured at 375 × 812): scroll again until the page has grown.
  await expect(async () => {
    await scrollPastButtons(page);
    await expect(bar).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('sticky-buy-bar-total')).toHaveText(/원$/);
  // Back up to the page's own buttons: the bar goes away.
  await main(page).getByTestId('buy-buttons').scrollIntoViewIfNeeded();
  await expect(bar).toHaveCount(0);
  await scrollPastButtons(page);
  await bar.getByRole('button', { name: '바로 구매' }).click();
}

test.describe('buy now', () => {
  // Two servers, a build and the other journeys share two cores: the screens are waited for, not timed.
  test.describe.configure({ timeout: 90_000 });
  test('a guest goes through the orderer details to checkout with the product, and the cart stays empty', async ({
    page
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const { guest: product } = PRODUCTS[phone ? 'phone' : 'desktop'];
    await buyNow(page, product, phone);
    await expect(page).toHaveURL(/\/order\/nonuser\/info$/);
    await main(page).getByTestId('nonuser-name').fill('박지수');
    await main(page).getByTestId('nonuser-mobileNumber').fill('01098765432');
    await main(page).getByTestId('nonuser-email').fill('jisoo@example.com');
    await main(page).getByTestId('nonuser-agree').check();
    await main(page).getByTestId('nonuser-next').click();
    await expect(page).toHaveURL(/\/order\/guest$/);
    await expect(main(page).getByTestId('order-line')).toHaveCount(1);
    await expect(main(page).getByTestId('order-line')).toContainText(product.name);

    await page.goto('/cart');
    await expect(main(page).getByTestId('cart-empty')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('mall.guestCart') ?? '[]')).toBe('[]');
  });

  test('a member gets a checkout of just the product, and the cart does not gain it', async ({
    page
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const { member: product, login } = PRODUCTS[phone ? 'phone' : 'desktop'];
    await loginByApi(page, login);
    const sheet = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/order/v1/sales/sheet')
    );
    await buyNow(page, product, phone);
    await expect(page).toHaveURL(/\/order$/);
    expect((await sheet).postDataJSON()).toEqual({
      source: 'DIRECT',
      cartType: 'normal',
      lines: [{ productId: product.id, productOptionId: null, quantity: 1 }]
    });
    await expect(main(page).getByTestId('order-line')).toHaveCount(1);
    await expect(main(page).getByTestId('order-line')).toContainText(product.name);

    await page.goto('/cart');
    await expect(
      main(page).getByTestId('cart-empty').or(main(page).getByTestId('cart-line').first())
    ).toBeVisible();
    await expect(main(page).getByTestId('cart-line').filter({ hasText: product.name })).toHaveCount(0);
  });
});
