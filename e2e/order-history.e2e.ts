import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD } from './login.ts';
import { passwordToken } from './signup-steps.ts';

/** Order history, detail and guest lookup against the demo orders (apps/api/seed/orders.ts). */
const GUEST = { name: '최게스트', mobileNumber: '01056781234', password: 'guest1234' };

/**
 * The seeded guest order's number: 'TP' + its Seoul date (two days and a few hours before the seed ran) +
 * 990009. The seed ran moments ago, so one of two dates; the API says which.
 */
async function guestOrderNumber(request: APIRequestContext): Promise<string> {
  for (const hoursBack of [48 + 6, 48 + 6 + 24, 48 + 6 - 24]) {
    const ymd = new Date(Date.now() + 9 * 3_600_000 - hoursBack * 3_600_000)
      .toISOString()
      .slice(2, 10)
      .replaceAll('-', '');
    const orderNumber = `TP${ymd}990009`;
    const response = await request.post('/api/order/v1/public/guest-order/history', {
      data: { orderNumber, password: GUEST.password }
    });
    if (response.status() === 200) return orderNumber;
  }
  throw new Error('the seeded guest order was not found');
}

test.describe('orders: a member', () => {
  // Order times are Korea time whatever the browser's zone: this browser is in Los Angeles.
  test.use({ member: 'customer1', timezoneId: 'America/Los_Angeles' });

  test('customer1 sees the seeded orders of six months, narrows the period, and opens a shipped order', async ({
    page
  }) => {
    await page.goto('/mypage');
    await page.locator('main').getByTestId('mypage-menu-orderList').click();
    await expect(page).toHaveURL(/\/mypage\/orderList$/);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: '주문/배송 조회' })).toBeVisible();
    await expect(main.getByTestId('order-total')).toHaveText('총 7건');
    const statuses = await main.getByTestId('order-card').getByTestId('order-status').allTextContents();
    // 결제완료 orders may have been cancelled by the cancel journey running alongside.
    for (const status of ['상품준비중', '배송중', '배송완료', '취소완료']) expect(statuses).toContain(status);
    expect(
      statuses.every((status) =>
        ['결제완료', '상품준비중', '배송중', '배송완료', '취소완료'].includes(status)
      )
    ).toBe(true);

    await main.getByRole('link', { name: '1개월' }).click();
    await expect(page).toHaveURL(/months=1/);
    await expect(main.getByTestId('order-total')).toHaveText('총 4건');

    const shipping = main
      .getByTestId('order-card')
      .filter({ has: page.getByTestId('order-status').getByText('배송중', { exact: true }) });
    await shipping.getByRole('link', { name: /상세보기/ }).click();
    await expect(page).toHaveURL(/\/mypage\/orderDetail\?orderNumber=TP\d{12}$/);
    await expect(main.getByTestId('order-number')).toHaveText(/^TP\d{12}$/);
    await expect(main.getByTestId('order-status')).toHaveText('배송중');
    await expect(main.getByTestId('order-tracking')).toHaveText(/^6\d{11}$/);
    await expect(main.getByRole('link', { name: '영수증' })).toHaveAttribute(
      'href',
      /\/api\/order\/v1\/public\/sales\/salesReceipt\/TP\d{12}\/tsbx[\w-]{24}$/
    );
    await expect(main.getByTestId('order-cancel')).toHaveCount(0);

    // The contract PDF downloads with the order number in its name.
    const download = page.waitForEvent('download');
    await main.getByTestId('order-contract').click();
    expect((await download).suggestedFilename()).toMatch(/^contract-TP\d{12}\.pdf$/);

    await main.getByRole('link', { name: '주문 목록으로' }).click();
    await main.getByRole('link', { name: '정기배송 주문' }).click();
    await expect(main.getByTestId('order-total')).toHaveText('총 1건');
  });

  test('customer1 cancels a paid order and sees it cancelled with the refund', async ({ page }) => {
    // One of the two seeded 결제완료 orders (numbers ending 990001 and 990002).
    await page.goto('/mypage/orderList?months=1');
    const main = page.locator('main');
    const tail = '990002';
    const card = main
      .getByTestId('order-card')
      .filter({ has: page.getByTestId('order-card-number').getByText(new RegExp(`${tail}$`)) });
    await card.getByRole('link', { name: /상세보기/ }).click();
    await expect(page).toHaveURL(new RegExp(`/mypage/orderDetail\\?orderNumber=TP\\d{6}${tail}$`));
    await expect(main.getByTestId('order-number')).toHaveText(new RegExp(`${tail}$`));
    await expect(main.getByTestId('order-status')).toHaveText('결제완료');
    // The time the receipt writes (Seoul), not Los Angeles'.
    const shown = (await main.getByTestId('order-number').textContent())!.trim();
    const token = await passwordToken(page.request, 'customer1', DEMO_PASSWORD);
    const answer = await page.request.get(`/api/order/v1/sales/detail/${shown}`, {
      headers: { Authorization: `Bearer ${token}` }
    });
    const { orderedAt } = ((await answer.json()) as { data: { orderedAt: string } }).data;
    const seoul = new Date(Date.parse(orderedAt) + 9 * 3_600_000).toISOString();
    await expect(main.getByText(`주문일시 ${seoul.slice(0, 10)} ${seoul.slice(11, 16)}`)).toBeVisible();
    await main.getByTestId('order-cancel').click();
    const dialog = page.getByTestId('order-cancel-dialog');
    // The warning is read whole, never clamped.
    const warning = dialog.getByText(/취소한 주문은 되돌릴 수 없습니다\.$/);
    await expect(warning).toBeVisible();
    expect(await warning.evaluate((p) => p.scrollHeight - p.clientHeight)).toBeLessThanOrEqual(1);
    await dialog.getByLabel('취소 사유 (선택)').fill('단순 변심');
    await dialog.getByTestId('order-cancel-confirm').click();
    await expect(main.getByTestId('order-notice')).toHaveText(
      '주문이 취소되었습니다. 결제 금액은 카드사를 통해 환불됩니다.'
    );
    await expect(main.getByTestId('order-status')).toHaveText('취소완료');
    await expect(main.getByTestId('order-refunded')).toContainText('환불 완료');
    await expect(main.getByTestId('order-payment-status')).toHaveText('환불완료');
    await expect(main.getByTestId('order-cancel')).toHaveCount(0);
    // A cancelled order earns nothing: no points "to be earned".
    await expect(main.getByText('적립 예정')).toHaveCount(0);
    // The list says so too.
    await main.getByRole('link', { name: '주문 목록으로' }).click();
    await expect(
      main
        .getByTestId('order-card')
        .getByTestId('order-status')
        .getByText('취소완료', { exact: true })
        .first()
    ).toBeVisible();
  });
});

test.describe('orders: a member without orders', () => {
  test.use({ member: 'customer2' });

  test('a range over 366 days is refused on the screen', async ({ page }) => {
    await page.goto('/mypage/orderList');
    const main = page.locator('main');
    await expect(main.getByTestId('order-empty')).toBeVisible();
    await main.getByTestId('order-from').fill('2024-01-01');
    await main.getByTestId('order-to').fill('2026-01-01');
    await main.getByTestId('order-search').click();
    await expect(main.getByRole('alert')).toHaveText('조회 기간은 최대 366일까지 선택할 수 있습니다.');
  });
});

test.describe('orders: a guest', () => {
  test('wrong credentials get the one message; the right ones show the order', async ({ page, request }) => {
    const orderNumber = await guestOrderNumber(request);
    await page.goto('/login');
    await page.locator('main').getByTestId('login-guest-order').click();
    await expect(page).toHaveURL(/\/order\/guest\/lookup$/);
    const main = page.locator('main');
    await main.getByTestId('guest-orderNumber').fill(orderNumber);
    await main.getByTestId('guest-name').fill(GUEST.name);
    await main.getByTestId('guest-mobileNumber').fill('01000000000');
    await main.getByTestId('guest-lookup-submit').click();
    await expect(main.getByTestId('guest-lookup-failure')).toHaveText(
      '입력하신 정보와 일치하는 주문이 없습니다.'
    );

    await main.getByTestId('guest-method-password').click();
    await main.getByTestId('guest-password').fill('wrong-pass');
    await main.getByTestId('guest-lookup-submit').click();
    await expect(main.getByTestId('guest-lookup-failure')).toHaveText(
      '입력하신 정보와 일치하는 주문이 없습니다.'
    );

    await main.getByTestId('guest-method-name').click();
    await main.getByTestId('guest-mobileNumber').fill(GUEST.mobileNumber);
    await main.getByTestId('guest-lookup-submit').click();
    await expect(main.getByTestId('order-number')).toHaveText(orderNumber);
    await expect(main.getByTestId('order-status')).toHaveText('결제완료');
    await expect(main.getByTestId('order-cancel')).toBeVisible();
  });
});
