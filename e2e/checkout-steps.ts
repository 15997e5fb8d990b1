import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { passwordToken } from './signup-steps.ts';

/** Checkout steps journeys share (checkout.e2e.ts, staff-desk.e2e.ts): buy now, pay in the Toss sandbox window. */
const main = (page: Page) => page.locator('main');
const won = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

/** Product page → quantity → 바로 구매 → the member checkout with just that line. */
export async function buyNow(page: Page, product: { id: number; name: string }, quantity = 1) {
  await page.goto(`/product/detail/${product.id}`);
  await expect(main(page).getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  if (quantity > 1) {
    const field = main(page).getByRole('textbox', { name: '수량' });
    await field.fill(String(quantity));
    await expect(field).toHaveValue(String(quantity));
  }
  // The page's own button: on a phone, a page scrolled down also shows the sticky bar's 바로 구매.
  await main(page).getByTestId('buy-now').click();
}

/** A saved default address for a member who has none (journey setup through the address book API). */
export async function giveAddress(request: APIRequestContext, loginId: string, password: string) {
  const token = await passwordToken(request, loginId, password);
  const response = await request.post('/api/member/v1/users/address', {
    headers: { Authorization: `Bearer ${token}`, 'x-client-id': 'mall-web' },
    data: {
      addressName: '집',
      lastName: '홍',
      firstName: '길동',
      mobileNumber: '01012345678',
      phoneCode: '82',
      zipcode: '06236',
      address1: '서울특별시 강남구 테헤란로 152',
      address2: '12층',
      state: '서울특별시',
      city: '강남구',
      addressDescription: '',
      defaultValue: true
    }
  });
  expect(response.status()).toBeLessThan(300);
}

export async function expectSummaryReady(page: Page): Promise<number> {
  const amount = main(page).getByTestId('summary-amount');
  await expect(amount).toHaveText(/원$/);
  await expect(main(page).getByTestId('order-pay')).toBeEnabled();
  return won(await amount.textContent());
}

export async function agreeAndPay(page: Page) {
  await main(page).getByTestId('order-agree-all').check();
  await main(page).getByTestId('order-pay').click();
}

/** The sandbox's hosted window (INTEGRATIONS §1): the amount, then 승인 / 카드사 거절 / 취소. */
export async function inPaymentWindow(
  page: Page,
  amount: number,
  outcome: 'approve' | 'reject' | 'cancel' = 'approve'
) {
  await expect(page).toHaveURL(/\/__sandbox\/toss\//);
  await expect(page.getByRole('heading', { name: '결제하기' })).toBeVisible();
  const pay = page.getByRole('button', { name: `${amount.toLocaleString('ko-KR')}원 결제하기` });
  await expect(pay).toBeVisible();
  if (outcome === 'cancel') {
    await page.getByRole('button', { name: '취소' }).click();
    return;
  }
  if (outcome === 'reject') await page.getByLabel('카드사 거절 (REJECT_CARD_COMPANY)').check();
  await pay.click();
}

export async function expectSuccess(page: Page, path: '/order/success' | '/order/guest/success') {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}\\?orderNumber=TP\\d{12}$`));
  const number = main(page).getByTestId('order-success-number');
  await expect(number).toHaveText(/^TP\d{12}$/);
  return (await number.textContent()) ?? '';
}

/**
 * A guest buys one product now: orderer details, an address found in the shop's own search list (the postcode
 * widget's script is aborted), a lookup password, then pays in the sandbox window. Answers the order number.
 */
export async function guestBuyNow(
  page: Page,
  product: { id: number; name: string },
  guest: { lastName: string; firstName: string; mobileNumber: string; password: string }
): Promise<string> {
  await page.route('**/postcode.v2.js', (route) => route.abort());
  await buyNow(page, product);
  await expect(page).toHaveURL(/\/order\/nonuser\/info$/);
  await main(page).getByTestId('nonuser-name').fill(`${guest.lastName}${guest.firstName}`);
  await main(page).getByTestId('nonuser-mobileNumber').fill(guest.mobileNumber);
  await main(page).getByTestId('nonuser-email').fill('guest-returns@example.com');
  await main(page).getByTestId('nonuser-agree').check();
  await main(page).getByTestId('nonuser-next').click();
  await expect(page).toHaveURL(/\/order\/guest$/);
  const amount = await expectSummaryReady(page);
  await main(page).getByTestId('order-address-edit').click();
  const form = page.getByTestId('address-form-dialog');
  await form.getByLabel('배송지명').fill('집');
  await form.getByLabel('성', { exact: true }).fill(guest.lastName);
  await form.getByLabel('이름', { exact: true }).fill(guest.firstName);
  await form.getByLabel('휴대폰 번호').fill(guest.mobileNumber);
  await form.getByTestId('address-search-open').click();
  const search = page.getByTestId('address-search-dialog');
  await search.getByRole('searchbox').fill('테헤란로 152');
  await search.getByRole('searchbox').press('Enter');
  await search.getByTestId('address-search-row').first().click();
  await form.getByLabel('상세 주소').fill('3층');
  await form.getByRole('button', { name: '이 주소 사용' }).click();
  await expect(form).toHaveCount(0);
  await main(page).getByTestId('order-guest-password-input').fill(guest.password);
  await main(page).getByTestId('order-guest-password-confirm').fill(guest.password);
  await agreeAndPay(page);
  await inPaymentWindow(page, amount);
  return expectSuccess(page, '/order/guest/success');
}
