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
  await main(page).getByRole('button', { name: '바로 구매' }).click();
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
