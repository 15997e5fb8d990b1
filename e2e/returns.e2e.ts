import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  agreeAndPay,
  buyNow,
  expectSuccess,
  expectSummaryReady,
  giveAddress,
  guestBuyNow,
  inPaymentWindow
} from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { registerCustomer, uniqueBirth } from './identity.ts';
import { deskCall, fulfil, staffSignIn } from './staff.ts';

/**
 * The life of an order after payment (issue 16, docs/decisions/071): staff ship it, the customer follows the
 * parcel, it is delivered, the customer returns part of it with a photo, staff approve and record the collection,
 * the card is refunded in part by the job and the customer is told. A guest does the same by lookup. At the phone
 * width (e2e/widths.ts), the desk too: it signs in once (a code is good once) and keeps the console open for both.
 */
test.describe.configure({ mode: 'serial' });

const products = {
  member: { id: 1049, name: '비타가든 가르시니아 컷 112정 (4주분)' },
  guest: { id: 1056, name: '한빛랩 프로폴리스 잇몸 치약 120g×3' }
} as const;

let desk: Page;
const main = (page: Page) => page.locator('main');
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#b85c5c' } })
    .png()
    .toBuffer();

test.beforeAll(async ({ browser }) => {
  desk = await staffSignIn(browser, 'desk2', 375);
});
test.afterAll(async () => {
  await desk?.context().close();
});

/** Step 1 to 3 of a return from the order detail: one unit of the first line, the reason, photos, agree. */
async function requestReturn(page: Page, reason: 'DEFECT' | 'CHANGE_OF_MIND', withPhoto: boolean) {
  await main(page).getByTestId('order-return-request').click();
  await expect(page).toHaveURL(/\/return\/step1\/TP\d{12}$/);
  await main(page).getByTestId('return-line-check').first().check();
  await expect(main(page).getByTestId('return-quantity')).toHaveText('1');
  await main(page).getByTestId(`return-reason-${reason}`).check();
  await main(page).getByTestId('return-reason-text').fill('상자가 찌그러져 있었어요');
  await main(page).getByTestId('return-next').click();
  await expect(page).toHaveURL(/\/return\/step2\/TP\d{12}$/);
  if (withPhoto)
    await main(page)
      .getByTestId('return-photo-input')
      .setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: await photo() });
  if (withPhoto) await expect(main(page).getByTestId('return-photo')).toHaveCount(1);
  await main(page).getByTestId('return-next').click();
  await expect(page).toHaveURL(/\/return\/step3\/TP\d{12}$/);
  await expect(main(page).getByTestId('return-refund-cash')).toContainText('원');
  await main(page).getByTestId('return-agree').check();
  await main(page).getByTestId('return-submit').click();
}

test('a member follows the parcel, returns one unit with a photo, and is refunded on the card', async ({
  page,
  request,
  loginAs
}, testInfo) => {
  test.setTimeout(180_000);
  const loginId = `rt${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`;
  const password = 'return2026pass!';
  await registerCustomer(request, {
    loginId,
    password,
    lastName: '윤',
    firstName: '서하',
    person: { name: '윤서하', birth: uniqueBirth(loginId), mobile: `010${String(Date.now()).slice(-8)}` }
  });
  await giveAddress(request, loginId, password);
  await loginAs(loginId, password);
  await buyNow(page, products.member, 2);
  const amount = await expectSummaryReady(page);
  await agreeAndPay(page);
  await inPaymentWindow(page, amount);
  const orderNumber = await expectSuccess(page, '/order/success');

  // Staff ship it; the carrier's first scans reach the customer's order detail.
  const parcel = await fulfil(desk, orderNumber, '6123-4567-2468');
  await page.goto(`/mypage/orderDetail?orderNumber=${orderNumber}`);
  await expect(main(page).getByTestId('order-status')).toHaveText('배송중');
  await expect(async () => {
    await page.reload();
    await expect(main(page).getByTestId('parcel-timeline')).toContainText('운송장 등록', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await page.screenshot({ path: testInfo.outputPath('parcel.png'), fullPage: true });
  await parcel.deliver();
  await page.reload();
  await expect(main(page).getByTestId('order-status')).toHaveText('배송완료');

  await requestReturn(page, 'DEFECT', true);
  await expect(page).toHaveURL(/\/mypage\/returnDetail\?returnId=\d+$/);
  await expect(main(page).getByTestId('return-status')).toHaveText('반품신청');
  const returnId = new URL(page.url()).searchParams.get('returnId')!;
  await page.screenshot({ path: testInfo.outputPath('return-requested.png'), fullPage: true });

  // The desk sees the photo, approves and records the collection in the console.
  await desk.goto(`/staff/returns/${returnId}`);
  const thumbnail = desk.getByTestId('return-photos').locator('img');
  await expect(thumbnail).toHaveCount(1);
  // Loaded from the staff photo route (the session cookie, same origin), not a broken image.
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await desk.getByRole('button', { name: '반품 승인' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: '반품 승인' }).click();
  await expect(desk.getByTestId('return-status')).toHaveText('반품승인');
  await desk.getByRole('button', { name: '회수 완료' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: '회수 완료' }).click();
  await expect(desk.getByTestId('return-status')).toHaveText('회수완료');
  await desk.screenshot({ path: testInfo.outputPath('desk-return.png'), fullPage: true });

  // The refund job pays within seconds: the card in part, the status and a notice for the customer.
  await expect(async () => {
    await page.reload();
    await expect(main(page).getByTestId('return-status')).toHaveText('환불완료', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(main(page).getByTestId('return-refund-cash')).toContainText('원');
  await page.screenshot({ path: testInfo.outputPath('return-refunded.png'), fullPage: true });
  // The notice is written by its own job, a tick after the refund.
  await page.goto('/notification/commerce');
  await expect(async () => {
    await page.reload();
    await expect(main(page)).toContainText('반품 환불이 완료되었습니다', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(main(page)).toContainText('반품이 승인되었습니다');
});

test('a guest returns by lookup, and is refunded less the return delivery', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const guest = {
    lastName: '한',
    firstName: '결',
    mobileNumber: `010${String(Date.now()).slice(-8)}`,
    password: 'guest-return-26'
  };
  const orderNumber = await guestBuyNow(page, products.guest, guest);
  const parcel = await fulfil(desk, orderNumber, '6123-4567-1357');
  await parcel.deliver();

  await page.goto('/order/guest/lookup');
  await main(page).getByTestId('guest-method-password').click();
  await main(page).getByTestId('guest-orderNumber').fill(orderNumber);
  await main(page).getByTestId('guest-password').fill(guest.password);
  await main(page).getByTestId('guest-lookup-submit').click();
  await expect(main(page).getByTestId('order-status')).toHaveText('배송완료');

  await requestReturn(page, 'CHANGE_OF_MIND', false);
  await expect(page).toHaveURL(/\/order\/guest\/returnDetail\?returnId=\d+$/);
  await expect(main(page).getByTestId('return-status')).toHaveText('반품신청');
  const returnId = Number(new URL(page.url()).searchParams.get('returnId'));
  await page.screenshot({ path: testInfo.outputPath('guest-return.png'), fullPage: true });

  await deskCall(desk, 'POST', `/api/staff/v1/returns/${returnId}/moves`, { event: 'approve' });
  await deskCall(desk, 'POST', `/api/staff/v1/returns/${returnId}/moves`, { event: 'collect' });
  await expect
    .poll(
      async () =>
        (await deskCall<{ status: string }>(desk, 'GET', `/api/staff/v1/returns/${returnId}`)).status,
      { timeout: 60_000 }
    )
    .toBe('REFUNDED');
  // The guest, still on the return (the credentials kept in this tab only), goes back to the order and sees it
  // refunded, then leaves a refund account in the orderer's own name for anything a card cannot take back.
  await main(page).getByRole('link', { name: '주문 상세 보기' }).click();
  await expect(main(page).getByTestId('order-returns')).toContainText('환불완료');
  await page.screenshot({ path: testInfo.outputPath('guest-refunded.png'), fullPage: true });
});
