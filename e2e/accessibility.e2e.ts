import type { Page } from '@playwright/test';
import { accessibilityViolations } from './accessibility.ts';
import { expect, test } from './fixtures.ts';
import { staffSignIn } from './staff.ts';
import { settle, visit } from './visit.ts';

/**
 * Every screen a shopper, a planner and the staff reach has no serious or critical axe violation (WCAG 2.2 AA and
 * axe's best practices; issue 21), at the width of the project, with the sheets that open over them. The reviews and
 * wishlist journeys check each screen they pass in the states they bring about; this sweep walks every screen. Each
 * screen's violations are gathered and reported together, so one run names every screen that needs work.
 */
const main = (page: Page) => page.locator('main');
/** A screen that keeps polling or streaming is checked as it is after this long (ms). */
const QUIET_WITHIN = 2_500;

async function sweep(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await visit(page, path, QUIET_WITHIN);
    found.push(...(await accessibilityViolations(page)));
  }
  return found;
}

const GUEST_SCREENS = [
  '/',
  '/product/skin-care',
  '/product/detail/1009',
  '/search?keyword=%ED%81%AC%EB%A6%BC',
  '/search?keyword=zzzz',
  '/cart',
  '/login',
  '/findAccount',
  '/resetPassword',
  '/order/guest/lookup',
  '/check/planner',
  '/migrate',
  '/signup/selectType',
  '/beauty-planner',
  '/diveIn',
  '/update',
  '/update/notice',
  '/update/event',
  '/update/news',
  '/customer',
  '/customer/faq',
  '/customer/guide',
  '/customer/center',
  '/customer/inquiry',
  '/feedback',
  '/about/business',
  '/esg/ethics',
  '/use_terms',
  '/privacy_policy',
  '/sample'
];

// Three parts, run side by side.
const GUEST_PARTS = [GUEST_SCREENS.slice(0, 10), GUEST_SCREENS.slice(10, 20), GUEST_SCREENS.slice(20)];
for (const [part, paths] of GUEST_PARTS.entries()) {
  test(`a guest: the public screens, part ${part + 1} of ${GUEST_PARTS.length}`, async ({ page }) => {
    test.setTimeout(90_000);
    expect(await sweep(page, paths)).toEqual([]);
  });
}

test('a guest: the cart sheet and the search suggestions open', async ({ page, isMobile }) => {
  const found: string[] = [];
  await page.goto('/product/detail/1009');
  await main(page).getByRole('button', { name: '장바구니', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '장바구니에 담았습니다' })).toBeVisible();
  found.push(...(await accessibilityViolations(page)));

  await page.goto('/');
  // On phones the search icon opens the field's row first.
  if (isMobile) await page.getByTestId('open-search').click();
  await page.getByRole('combobox', { name: '검색' }).fill('크림');
  await expect(page.getByRole('listbox').first()).toBeVisible();
  found.push(...(await accessibilityViolations(page)));

  expect(found).toEqual([]);
});

test.describe('a customer', () => {
  test.use({ member: 'customer1' });
  test('my page and its screens, orders, benefits and notifications', async ({ page }) => {
    test.setTimeout(120_000);
    const found = await sweep(page, [
      '/mypage',
      '/mypage/coupon',
      '/mypage/point',
      '/mypage/orderList',
      '/mypage/orderList?type=autoship',
      '/mypage/returnList',
      '/mypage/autoshipCard',
      '/mypage/sns',
      '/mypage/refundAccount',
      '/mypage/changePassWord',
      '/mypage/withdrawal',
      '/mypage/checkPassword',
      '/customer/inquiry/list',
      '/notification/commerce',
      '/autoship',
      '/cart'
    ]);
    await page.goto('/mypage/orderList');
    await main(page)
      .getByRole('link', { name: /상세보기/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/mypage\/orderDetail\?orderNumber=/);
    await settle(page, QUIET_WITHIN);
    found.push(...(await accessibilityViolations(page)));
    expect(found).toEqual([]);
  });
});

test.describe('a planner', () => {
  test.use({ member: 'planner1' });
  test('the personal mall, easy bags, videos, documents and allowances', async ({ page }) => {
    test.setTimeout(90_000);
    expect(
      await sweep(page, [
        '/mypage',
        '/mypage/personalMall',
        '/mypage/easybag',
        '/mypage/diveIn',
        '/mypage/checkPlannerDocument',
        '/mypage/allowanceInfo',
        '/diveIn/1000000001'
      ])
    ).toEqual([]);
  });
});

for (const language of ['en-US', 'zh-TW'] as const) {
  test(`the shop's main screens in ${language}`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.addInitScript(
      (value) => localStorage.setItem('mall.language', JSON.stringify(value)),
      language
    );
    expect(
      await sweep(page, ['/', '/product/skin-care', '/product/detail/1009', '/cart', '/login', '/customer'])
    ).toEqual([]);
  });
}

test('the staff console: sign-in and the desks', async ({ browser, page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/staff/login');
  await expect(page.getByLabel('아이디')).toBeVisible();
  const found = await accessibilityViolations(page);
  const width = testInfo.project.name === 'phone' ? 375 : 1280;
  const desk = await staffSignIn(browser, 'admin1', width);
  for (const path of [
    'orders',
    'picking',
    'returns',
    'autoship',
    'autoship/charges',
    'planner-documents',
    'members',
    'inquiries',
    'feedback',
    'dive-in',
    'dive-in/new',
    'home-content/main-banners',
    'updates',
    'pages',
    'terms',
    'centre/faq'
  ].map((desk) => `/staff/${desk}`)) {
    await desk.goto(path, { waitUntil: 'domcontentloaded' });
    await settle(desk, QUIET_WITHIN);
    await expect(desk.getByTestId('staff-who')).toBeVisible();
    found.push(...(await accessibilityViolations(desk)));
  }
  await desk.context().close();
  expect(found).toEqual([]);
});
