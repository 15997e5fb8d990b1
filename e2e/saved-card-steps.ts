import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Steps journeys share with saved cards (saved-cards.e2e.ts, autoship.e2e.ts): the shuffled pad, the billing window. */

/** Presses the pad's digit buttons ("숫자 3"); the order of the keys is shuffled, their names are not. */
export async function typeDigits(dialog: Locator, digits: string) {
  for (const digit of digits)
    await dialog.getByRole('button', { name: `숫자 ${digit}`, exact: true }).click();
}

/** Six digits on the open pad, then its 다음 or 확인 button. */
export async function padStep(page: Page, digits: string, button: '다음' | '확인') {
  const dialog = page.getByRole('dialog');
  await typeDigits(dialog, digits);
  await expect(dialog.getByTestId('pin-dots')).toHaveAttribute('data-filled', '6');
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

/** From the saved-cards screen: the sandbox billing window (first test card), then the new card's password twice. */
export async function saveCard(page: Page, password: string, cardCompanyIndex = 0) {
  const main = page.locator('main');
  await page.goto('/mypage/autoshipCard');
  await main.getByRole('button', { name: '카드 등록' }).click();
  await expect(page).toHaveURL(/\/__sandbox\/toss\/billing\?/);
  await page.getByLabel('카드사').selectOption({ index: cardCompanyIndex });
  await page.getByRole('button', { name: '카드 등록하기' }).click();
  await expect(page).toHaveURL(/\/mypage\/autoshipCard\?billing=success/);
  await padStep(page, password, '다음');
  await padStep(page, password, '확인');
  await expect(page.getByRole('dialog')).toBeHidden();
}
