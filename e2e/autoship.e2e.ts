import { giveAddress } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { registerCustomer, uniqueBirth } from './identity.ts';
import { saveCard, typeDigits } from './saved-card-steps.ts';
import { passwordToken } from './signup-steps.ts';

/**
 * Autoship (issue 17, docs/decisions/074): a member with two saved cards subscribes the autoship cart's line every
 * four weeks from a chosen day (the card password as consent), sees it confirmed and listed, skips the next
 * delivery and changes the subscription's card (its password again).
 */
const JELLY = { id: 1047, name: '비타가든 히알루론산 세라마이드 이너뷰티 젤리 14포' };

/** A Seoul calendar day `days` after today, as the date input takes it. */
function seoulDay(days: number): string {
  const now = new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000);
  return now.toISOString().slice(0, 10);
}

test('a member subscribes to autoship, skips the next delivery and changes the card', async ({
  page,
  loginAs
}, testInfo) => {
  test.setTimeout(150_000);
  const loginId = `as${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`;
  const password = 'autoship2026!';
  const person = {
    name: '서다온',
    birth: uniqueBirth(loginId),
    mobile: `010${String(Date.now()).slice(-8)}`
  };
  await registerCustomer(page.request, { loginId, password, lastName: '서', firstName: '다온', person });
  await giveAddress(page.request, loginId, password);
  // The line in the autoship cart (the cart's own journeys cover adding it from a product page).
  const token = await passwordToken(page.request, loginId, password);
  const added = await page.request.post('/api/order/v1/autoship/cart', {
    headers: { Authorization: `Bearer ${token}` },
    data: [{ productId: JELLY.id, quantity: 2 }]
  });
  expect(added.status()).toBe(200);
  await loginAs(loginId, password);
  const main = page.locator('main');

  // Two saved cards, each with its password.
  await saveCard(page, '314159', 0);
  await saveCard(page, '271828', 1);

  // The autoship cart → 정기배송 신청: every four weeks from the chosen day, the older card.
  await page.goto('/cart?type=autoship');
  await expect(main.getByTestId('cart-lines')).toContainText(JELLY.name);
  // The page's button (on a phone, the sticky bar's twin).
  await page.locator('button:visible', { hasText: '정기배송 신청하기' }).first().click();
  await expect(page).toHaveURL(/\/autoship\/init$/);
  await expect(main.getByTestId('autoship-line')).toContainText(JELLY.name);
  await main.getByRole('radio', { name: '4주마다' }).check();
  const firstDay = seoulDay(3);
  await main.getByRole('textbox', { name: '첫 결제일' }).fill(firstDay);
  const cards = main.getByTestId('autoship-init-cards').getByRole('radio');
  await expect(cards).toHaveCount(2);
  await cards.last().check();
  await main.getByRole('checkbox', { name: /정기결제에 동의합니다/ }).check();
  await main.getByTestId('autoship-init-submit').click();
  const entry = page.getByRole('dialog');
  await expect(entry).toContainText('카드 비밀번호 6자리');
  await typeDigits(entry, '271828');
  await expect(entry.getByTestId('card-password-entry-notice')).toContainText('(1/5)');
  await typeDigits(entry, '314159');

  // Confirmed, then listed.
  await expect(page).toHaveURL(/\/autoship\/result\?id=\d+$/);
  await expect(main.getByTestId('autoship-result')).toContainText(firstDay);
  await main.getByTestId('autoship-result-detail').click();
  await expect(page).toHaveURL(/\/autoship\/detail\/\d+$/);
  const detail = main.getByTestId('autoship-detail');
  await expect(detail).toContainText(firstDay);
  await expect(main.getByTestId('autoship-status')).toHaveText('진행 중');

  // Skip the next delivery: the next charge moves four weeks on.
  await main.getByTestId('autoship-skip').click();
  await page.getByRole('alertdialog').getByRole('button', { name: '건너뛰기' }).click();
  await expect(main.getByTestId('autoship-notice')).toHaveText('다음 회차를 건너뛰었습니다.');
  await expect(detail).toContainText(seoulDay(3 + 28));

  // Change the card: the other saved card, with its own password.
  const before = await main.getByTestId('autoship-card-number').textContent();
  await main.getByTestId('autoship-change-card').click();
  const change = page.getByRole('dialog');
  const others = change.getByTestId('autoship-card-change-cards').getByRole('radio');
  await expect(others).toHaveCount(1);
  await others.first().check();
  await change.getByTestId('autoship-card-next').click();
  const password2 = page.getByRole('dialog');
  await typeDigits(password2, '271828');
  await expect(main.getByTestId('autoship-notice')).toHaveText('결제 카드를 변경했습니다.');
  await expect(main.getByTestId('autoship-card-number')).not.toHaveText(before ?? '');

  // The list shows it.
  await page.goto('/autoship');
  await expect(main.getByTestId('autoship-row')).toHaveCount(1);
  await expect(main.getByTestId('autoship-row-products')).toContainText(JELLY.name);
});
