import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  agreeAndPay,
  expectSuccess,
  expectSummaryReady,
  giveAddress,
  inPaymentWindow
} from './checkout-steps.ts';
import { loginByApi } from './login.ts';
import { noticeHiddenState } from './notice.ts';
import { passwordToken, signUpCustomer, uniqueLoginId } from './signup-steps.ts';

/**
 * Easy bags (issue 18 item 4, docs/decisions/075): planner1 builds a bag in three steps (products from the
 * bag-able list, quantities, name and note, review), adds one more product on the bag's page and copies its link; a new customer of planner1's opens /beauty-planner with it,
 * sees the sold-out line left out, changes a quantity and pays in the Toss sandbox window; a guest does the same
 * with planner1's seeded bag. Each project makes its own bag, so the two runs never share one.
 */
const SHAVING_GEL = {
  id: 1027,
  name: '다미 보타니크 알로에 쉐이빙 젤 200ml',
  price: 16_000,
  search: '쉐이빙'
};
const PERFUME = { id: 1059, name: '루미에르비타 솔리드 퍼퓸 스틱 화이트티', price: 24_000, search: '솔리드' };
/** Sold out in the seed: the bag keeps it, the order page leaves it out. */
const SUN_ESSENCE = { id: 1012, name: '다미 보타니크 워터리 선 에센스', search: '워터리' };
const POSTCODE_SCRIPT = '**/postcode.v2.js';

const main = (page: Page) => page.locator('main');
const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** Screenshots for review (E2E_SHOTS=<folder>); none otherwise. */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (dir)
    await page.screenshot({
      path: `${dir}/easy-bag-${name}-${page.viewportSize()?.width ?? 0}.png`,
      fullPage: true
    });
}

/** Another person's browser at the same width (a fresh context: no cookie, no storage of the planner's). */
async function otherBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, locale } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, storageState: noticeHiddenState });
  return context.newPage();
}

async function pick(page: Page, product: { id: number; search: string }) {
  const search = main(page).getByTestId('bag-pick-search');
  await search.fill(product.search);
  await search.press('Enter');
  await main(page).getByTestId(`bag-pick-${product.id}`).click();
  await expect(main(page).getByTestId(`bag-pick-${product.id}`)).toHaveText('담김 ✓');
}

/** /beauty-planner: the sold-out line is shown, greyed and left out; one more of the shaving gel. */
async function adjustBag(page: Page, link: string) {
  await page.goto(link);
  await expect(main(page).getByTestId('order-bag-line')).toHaveCount(3);
  const soldOut = main(page).getByTestId('order-bag-line').filter({ hasText: SUN_ESSENCE.name });
  await expect(soldOut).toHaveAttribute('data-state', 'SOLD_OUT');
  await expect(soldOut.getByTestId('order-bag-line-reason')).toContainText('주문에서 제외됩니다');
  await expect(soldOut.getByRole('checkbox')).toHaveCount(0);
  await expect(main(page).getByTestId('bag-left-out')).toHaveText('주문할 수 없는 상품 1개는 제외됩니다.');
}

test.describe('easy bags', () => {
  test.use({ member: 'planner1' });

  test('planner1 builds a bag in three steps and copies its link; a new customer orders it at /beauty-planner', async ({
    page,
    browser
  }, testInfo) => {
    test.setTimeout(120_000);
    const desktop = testInfo.project.name !== 'phone';
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    if (desktop) {
      // SPEC §1: the header's create link, for planners.
      await page.getByTestId('header-easy-bag').click();
    } else {
      await page.goto('/mypage/easybag');
      await main(page).getByTestId('bag-new').click();
    }
    await expect(page).toHaveURL(/\/mypage\/easybag\/add\/1$/);
    await pick(page, SHAVING_GEL);
    await pick(page, SUN_ESSENCE);
    await expect(main(page).getByTestId('bag-pick-count')).toHaveText('담은 상품 2/20');
    await shot(page, 'step1');
    await main(page).getByTestId('bag-next').click();

    await expect(page).toHaveURL(/\/add\/2$/);
    await expect(main(page).getByTestId('bag-line')).toHaveCount(2);
    // Step 2 marks the sold-out pick as step 1 and the bag's page do.
    await expect(main(page).getByTestId('bag-line').filter({ hasText: SUN_ESSENCE.name })).toContainText(
      '품절'
    );
    const name = `여행 세트 ${testInfo.project.name}`;
    await main(page).getByTestId('bag-name').fill(name);
    await main(page).getByTestId('bag-note').fill('여행 가방에 쏙 들어가는 크기예요.\n하루 두 번 쓰세요.');
    await shot(page, 'step2');
    await main(page).getByTestId('bag-next').click();

    await expect(page).toHaveURL(/\/add\/3$/);
    await expect(main(page).getByTestId('bag-review-name')).toHaveText(name);
    await shot(page, 'step3');
    await main(page).getByTestId('bag-save').click();
    await expect(page).toHaveURL(/\/mypage\/easybag\/[A-Za-z0-9_-]{22}\?created=1$/);
    await expect(main(page).getByTestId('bag-title')).toHaveText(name);
    // The saved bag takes one more product through the same picker, in a modal (a bottom sheet on a phone).
    await main(page).getByTestId('bag-add-products').click();
    await pick(page, PERFUME);
    await expect(main(page).getByTestId('bag-pick-count')).toHaveText('담은 상품 3/20');
    await main(page).getByTestId('bag-add-done').click();
    await expect(main(page).getByTestId('bag-line')).toHaveCount(3);
    await main(page).getByTestId('bag-update').click();
    await expect(
      main(page).getByRole('status').filter({ hasText: '변경 내용을 저장했습니다.' })
    ).toBeVisible();
    await main(page).getByTestId('bag-copy').click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('링크가 복사되었습니다.');
    await alert.getByRole('button').click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/beauty-planner\?bagId=[A-Za-z0-9_-]{22}$/);
    await page.goto('/mypage/easybag');
    await expect(main(page).getByTestId('bag-row').filter({ hasText: name })).toContainText('상품 3개');
    await shot(page, 'list');

    // A new customer of planner1's (customer1's order list is counted by order-history.e2e.ts).
    const customer = await otherBrowser(browser, testInfo);
    const buyer = await signUpCustomer(customer, customer.context().request, {
      loginId: uniqueLoginId(testInfo, 'bag')
    });
    await giveAddress(customer.context().request, buyer.loginId, buyer.password);
    await loginByApi(customer, buyer.loginId, buyer.password);
    await adjustBag(customer, link);
    await expect(main(customer).getByTestId('bag-planner')).toHaveText('김서연 플래너의 추천 이지백');
    const gel = main(customer).getByTestId('order-bag-line').filter({ hasText: SHAVING_GEL.name });
    await gel.getByRole('button', { name: `${SHAVING_GEL.name} 수량 늘리기` }).click();
    await expect(gel.getByRole('spinbutton')).toHaveValue('2');
    await expect(main(customer).getByTestId('bag-order-total')).toHaveText(
      won(2 * SHAVING_GEL.price + PERFUME.price)
    );
    await shot(customer, 'beauty-planner');
    await main(customer).getByTestId('bag-order').click();

    await expect(customer).toHaveURL(/\/order$/);
    await expect(main(customer).getByTestId('order-line')).toHaveCount(2);
    const amount = await expectSummaryReady(customer);
    expect(amount).toBe(2 * SHAVING_GEL.price + PERFUME.price);
    await agreeAndPay(customer);
    await inPaymentWindow(customer, amount);
    const number = await expectSuccess(customer, '/order/success');

    // The order exists with the bag's orderable lines as chosen.
    const token = await passwordToken(customer.context().request, buyer.loginId, buyer.password);
    const detail = await customer.context().request.get(`/api/order/v1/sales/detail/${number}`, {
      headers: { Authorization: `Bearer ${token}` }
    });
    expect(detail.status()).toBe(200);
    const lines = ((await detail.json()) as { data: { lines: { productId: number; quantity: number }[] } })
      .data.lines;
    expect(lines.map((line) => [line.productId, line.quantity]).sort()).toEqual([
      [SHAVING_GEL.id, 2],
      [PERFUME.id, 1]
    ]);
    await customer.context().close();
  });

  test("a guest orders planner1's seeded bag at /beauty-planner: the sold-out line left out", async ({
    page,
    browser
  }, testInfo) => {
    test.setTimeout(120_000);
    const token = await passwordToken(page.context().request, 'planner1', 'demo1234!');
    const headers = { Authorization: `Bearer ${token}` };
    const me = await page.context().request.get('/api/member/v1/users/me', { headers });
    const { userSeqNo } = ((await me.json()) as { data: { userSeqNo: number } }).data;
    const bags = await page
      .context()
      .request.get(`/api/personal/v1/users/${userSeqNo}/easy-bags`, { headers });
    const seeded = (
      (await bags.json()) as { data: { list: { name: string; link: string }[] } }
    ).data.list.find((bag) => bag.name === '데일리 선케어 세트');
    expect(seeded, "planner1's seeded bag").toBeDefined();

    const guest = await otherBrowser(browser, testInfo);
    await guest.route(POSTCODE_SCRIPT, (route) => route.abort());
    await adjustBag(guest, seeded!.link);
    const sunscreen = main(guest).getByTestId('order-bag-line').nth(1);
    await sunscreen.getByRole('button', { name: /수량 늘리기$/ }).click();
    await expect(sunscreen.getByRole('spinbutton')).toHaveValue('3');
    await main(guest).getByTestId('bag-order').click();

    await expect(guest).toHaveURL(/\/order\/nonuser\/info$/);
    await main(guest).getByTestId('nonuser-name').fill('박이지');
    await main(guest).getByTestId('nonuser-mobileNumber').fill('01098761234');
    await main(guest).getByTestId('nonuser-email').fill('easybag@example.com');
    await main(guest).getByTestId('nonuser-agree').check();
    await main(guest).getByTestId('nonuser-next').click();
    await expect(guest).toHaveURL(/\/order\/guest$/);
    await expect(main(guest).getByTestId('order-line')).toHaveCount(2);
    const amount = await expectSummaryReady(guest);

    await main(guest).getByTestId('order-address-edit').click();
    const form = guest.getByTestId('address-form-dialog');
    await form.getByLabel('배송지명').fill('집');
    await form.getByLabel('성', { exact: true }).fill('박');
    await form.getByLabel('이름', { exact: true }).fill('이지');
    await form.getByLabel('휴대폰 번호').fill('01098761234');
    await form.getByTestId('address-search-open').click();
    const search = guest.getByTestId('address-search-dialog');
    await search.getByRole('searchbox').fill('테헤란로 152');
    await search.getByRole('searchbox').press('Enter');
    await search.getByTestId('address-search-row').first().click();
    await form.getByLabel('상세 주소').fill('5층');
    await form.getByRole('button', { name: '이 주소 사용' }).click();
    await expect(form).toHaveCount(0);
    await main(guest).getByTestId('order-guest-password-input').fill('bag-Guest12!');
    await main(guest).getByTestId('order-guest-password-confirm').fill('bag-Guest12!');
    await agreeAndPay(guest);
    await inPaymentWindow(guest, amount);
    await expectSuccess(guest, '/order/guest/success');
    await guest.context().close();
  });
});
