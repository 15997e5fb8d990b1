import type { Page } from '@playwright/test';
import {
  agreeAndPay,
  buyNow,
  expectSuccess,
  expectSummaryReady,
  giveAddress,
  inPaymentWindow
} from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { registerCustomer, uniqueBirth } from './identity.ts';
import { staffSignIn } from './staff.ts';

/**
 * The order desk (issue 16, docs/decisions/067): a customer pays; staff sign in with password and authenticator
 * code, prepare the order, hand it to a courier and mark it delivered; the customer follows it in the order
 * detail. Each project signs in as its own demo staff member (a code is good once).
 */
const SPONGE = { id: 1053, name: '마음홈 셀룰로오스 스펀지 수세미 5매' };

/** A queue's button: its name, then the count of orders waiting in it, if any. */
const queue = (desk: Page, name: string) =>
  desk.getByRole('button', { name: new RegExp(`^${name}\\s*\\d*$`) });

/** Finds the order in one queue by its number and ticks it. */
async function pick(desk: Page, tab: string, orderNumber: string) {
  await queue(desk, tab).click();
  await desk.getByRole('searchbox').fill(orderNumber);
  await desk.getByRole('button', { name: '검색' }).click();
  await desk.getByRole('checkbox', { name: `${orderNumber} 선택` }).check();
}

test('staff prepare, ship and deliver a paid order; the customer follows it', async ({
  page,
  request,
  loginAs,
  browser
}, testInfo) => {
  test.setTimeout(150_000);
  const loginId = `sd${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`;
  const password = 'desk2026pass!';
  await registerCustomer(request, {
    loginId,
    password,
    lastName: '문',
    firstName: '가람',
    person: { name: '문가람', birth: uniqueBirth(loginId), mobile: `010${String(Date.now()).slice(-8)}` }
  });
  await giveAddress(request, loginId, password);
  await loginAs(loginId, password);
  await buyNow(page, SPONGE);
  const amount = await expectSummaryReady(page);
  await agreeAndPay(page);
  await inPaymentWindow(page, amount);
  const orderNumber = await expectSuccess(page, '/order/success');

  const desk = await staffSignIn(browser, 'desk1', 1280);
  await pick(desk, '결제완료', orderNumber);
  await desk.getByRole('button', { name: '상품준비중으로 변경' }).click();
  await expect(desk.getByRole('status')).toHaveText('1건을 처리했습니다.');

  await queue(desk, '상품준비중').click();
  await desk.getByRole('searchbox').fill(orderNumber);
  await desk.getByRole('button', { name: '검색' }).click();
  await desk.getByRole('button', { name: '송장 입력' }).filter({ visible: true }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel('택배사').selectOption('CJ');
  await dialog.getByLabel('송장번호').fill('12');
  await dialog.getByRole('button', { name: '배송중으로 변경' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('택배사 또는 송장번호 형식이 올바르지 않습니다.');
  await dialog.getByLabel('송장번호').fill('6123-4567-8901');
  await dialog.getByRole('button', { name: '배송중으로 변경' }).click();
  await expect(dialog).toBeHidden();
  await desk.screenshot({ path: testInfo.outputPath('desk-preparing.png'), fullPage: true });

  const main = page.locator('main');
  await page.goto(`/mypage/orderDetail?orderNumber=${orderNumber}`);
  await expect(main.getByTestId('order-status')).toHaveText('배송중');
  await expect(main.getByTestId('order-tracking')).toHaveText('612345678901');
  await expect(main.getByTestId('order-track-parcel')).toHaveText('CJ대한통운 배송 조회');
  await expect(main.getByTestId('order-track-parcel')).toHaveAttribute('href', /612345678901$/);
  await expect(main.getByTestId('order-cancel')).toHaveCount(0);

  // A mistyped number is corrected on the order: the customer sees the new one.
  await queue(desk, '배송중').click();
  await desk.getByRole('searchbox').fill(orderNumber);
  await desk.getByRole('button', { name: '검색' }).click();
  await desk.getByRole('link', { name: orderNumber }).filter({ visible: true }).click();
  await desk.getByRole('button', { name: '송장 수정' }).click();
  await desk.getByRole('dialog').getByLabel('송장번호').fill('6123-4567-0002');
  await desk.getByRole('dialog').getByRole('button', { name: '수정하고 다시 조회' }).click();
  await expect(desk.getByTestId('order-tracking')).toContainText('612345670002');
  await page.reload();
  await expect(main.getByTestId('order-tracking')).toHaveText('612345670002');
  await desk.goto('/staff/orders');

  await pick(desk, '배송중', orderNumber);
  await desk.getByRole('button', { name: '배송완료로 변경' }).click();
  await expect(desk.getByRole('status')).toHaveText('1건을 처리했습니다.');
  await queue(desk, '배송완료').click();
  await desk.getByRole('link', { name: orderNumber }).filter({ visible: true }).click();
  await expect(desk.getByTestId('order-status')).toHaveText('배송완료');
  await expect(desk.getByTestId('order-times')).toContainText('상품준비');
  await expect(desk.getByTestId('order-times')).toContainText('배송완료');

  await page.reload();
  await expect(main.getByTestId('order-status')).toHaveText('배송완료');
  await desk.context().close();
});
