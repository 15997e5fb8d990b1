import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillLogin, signUpCustomer, uniqueLoginId } from './signup-steps.ts';
import { visit } from './visit.ts';

/**
 * No storefront screen trips the Content Security Policy (docs/decisions/043): every route a shopper reaches,
 * as a guest, as a member with orders, with items in the cart at checkout, and through the sign-up steps with
 * the identity popup. Any `securitypolicyviolation` event in any page of the context, a console error about the
 * policy, or a console complaint about the Permissions-Policy header fails it. One width (the desktop project; the phone project ignores this file), one context,
 * sequential visits. Customer1 is only read (the cart journeys count its cart); the checkout uses a new member.
 */
const DEMO_PASSWORD = 'demo1234!';
const CREAM = { id: 1009, name: '루미에르 비타 콜라겐 탄력 크림 50ml' };

const main = (page: Page) => page.locator('main');

/** Collects what the policy blocked, in every page and popup of the context, from the first script on. */
async function recordViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('__cspViolation', ({ page }, text: string) => {
    seen.push(`${new URL(page.url()).pathname}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
        void report(
          `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`
        );
      },
      true
    );
  });
  context.on('console', (message) => {
    const text = message.text();
    // A blocked resource is an error; a Permissions-Policy feature or list Chromium cannot read, a warning.
    if (
      (message.type() === 'error' && /Content Security Policy/i.test(text)) ||
      (['error', 'warning'].includes(message.type()) && /Permissions-Policy/i.test(text))
    )
      seen.push(`${message.page()?.url() ?? '?'} console: ${text}`);
  });
  return seen;
}

/** Opens a screen and lets its lazy chunks and first requests finish. */
async function login(page: Page, loginId: string, password: string) {
  await page.goto('/login');
  await fillLogin(page, loginId, password);
  await expect(page).not.toHaveURL(/\/login/);
}

async function addToCart(page: Page, product: { id: number; name: string }) {
  await visit(page, `/product/detail/${product.id}`);
  await expect(main(page).getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await main(page).getByRole('button', { name: '장바구니', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '장바구니에 담았습니다' })).toBeVisible();
}

test('no storefront screen trips the Content Security Policy', async ({
  page,
  context,
  request
}, testInfo) => {
  test.setTimeout(150_000);
  const violations = await recordViolations(context);

  // The recorder itself: a script from a host the policy does not list is reported.
  await visit(page, '/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://blocked.invalid/probe.js';
    document.head.append(script);
  });
  await expect.poll(() => violations.some((v) => v.includes('blocked.invalid'))).toBe(true);
  violations.length = 0;

  // A guest: catalogue, search, empty cart, login, recovery, lookup and the other public screens.
  for (const path of [
    '/',
    '/product/skin-care',
    `/product/detail/${CREAM.id}`,
    '/search?keyword=%ED%81%AC%EB%A6%BC',
    '/cart',
    '/login',
    '/findAccount',
    '/resetPassword',
    '/order/guest/lookup',
    '/check/planner',
    '/migrate',
    '/customer',
    // The staff console's sign-in (its own app under /staff, docs/decisions/067).
    '/staff/login'
  ])
    await visit(page, path);

  // A member with orders (read only): my page, order list and detail, coupons, points, account screens.
  await login(page, 'customer1', DEMO_PASSWORD);
  for (const path of [
    '/mypage',
    '/mypage/coupon',
    '/mypage/point',
    '/mypage/orderList',
    '/mypage/orderList?type=autoship',
    '/mypage/autoshipCard'
  ])
    await visit(page, path);
  await visit(page, '/mypage/orderList');
  await main(page)
    .getByRole('link', { name: /상세보기/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/mypage\/orderDetail\?orderNumber=/);
  await page.waitForLoadState('networkidle');
  await visit(page, '/mypage/checkPassword?redirect=%2Fmypage%2FuserInfo');
  await main(page).getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
  await main(page).getByRole('button', { name: '확인', exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/userInfo$/);
  await page.waitForLoadState('networkidle');
  for (const path of ['/mypage/sns', '/mypage/changePassWord', '/mypage/withdrawal']) await visit(page, path);
  await context.clearCookies();

  // A guest with a cart: the guest checkout screens.
  await addToCart(page, CREAM);
  for (const path of ['/cart', '/order/guest', '/order/nonuser/info']) await visit(page, path);

  // The sign-up steps with the identity popup, then the new member's checkout with the line in the cart.
  const member = await signUpCustomer(page, request, { loginId: uniqueLoginId(testInfo, 'csp') });
  await login(page, member.loginId, member.password);
  await visit(page, '/cart');
  await expect(page.getByTestId('cart-line').filter({ hasText: CREAM.name })).toBeVisible();
  await page.getByTestId('cart-order').click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(main(page).getByText(CREAM.name).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
});
