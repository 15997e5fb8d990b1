import { agreeAndPay, buyNow, expectSuccess, expectSummaryReady, giveAddress } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { registerCustomer, uniqueBirth, verifyInSandboxPopup } from './identity.ts';
import { padStep, typeDigits } from './saved-card-steps.ts';

/**
 * Saved cards (issue 17, docs/decisions/073): a member registers a card in the provider's billing window, sets
 * its card password on the shuffled pad, mistypes the current one five times (n/5, then locked) and resets it
 * after identity verification.
 */
test('a member saves a card, sets its password, locks it with five wrong entries and resets it', async ({
  page,
  loginAs
}, testInfo) => {
  test.setTimeout(120_000);
  const loginId = `sc${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`;
  const password = 'cards2026pass!';
  const person = {
    name: '윤서진',
    birth: uniqueBirth(loginId),
    mobile: `010${String(Date.now()).slice(-8)}`
  };
  await registerCustomer(page.request, { loginId, password, lastName: '윤', firstName: '서진', person });
  await loginAs(loginId, password);
  const main = page.locator('main');

  // The my-page menu leads to the saved cards; none yet.
  await page.goto('/mypage');
  await page.getByRole('link', { name: '결제 카드 관리' }).first().click();
  await expect(page).toHaveURL(/\/mypage\/autoshipCard$/);
  await expect(main.getByTestId('saved-cards-empty')).toBeVisible();

  // The provider's billing window (the sandbox), then back through /billing/success.
  await main.getByRole('button', { name: '카드 등록' }).click();
  await expect(page).toHaveURL(/\/__sandbox\/toss\/billing\?/);
  await page.getByLabel('카드사').selectOption({ index: 2 });
  await page.getByRole('button', { name: '카드 등록하기' }).click();
  await expect(page).toHaveURL(/\/mypage\/autoshipCard\?billing=success/);

  // The pad opens for the new card: a mismatch asks again, then the password is set.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: '카드 비밀번호 설정' })).toBeVisible();
  const firstOrder = await dialog.getByTestId('pin-keypad').innerText();
  await padStep(page, '246813', '다음');
  await padStep(page, '246811', '확인');
  await expect(dialog.getByTestId('card-password-pad-notice')).toHaveText('동일한 비밀번호를 입력해 주세요.');
  await expect(dialog.getByTestId('card-password-pad-step')).toHaveText(
    '확인을 위해 한 번 더 입력해 주세요.'
  );
  // Clear and backspace: a slip is corrected before the sixth digit.
  await typeDigits(dialog, '24');
  await dialog.getByRole('button', { name: '전체삭제' }).click();
  await typeDigits(dialog, '2468139');
  await dialog.getByRole('button', { name: '한 자리 지우기' }).click();
  await typeDigits(dialog, '3');
  await dialog.getByRole('button', { name: '확인', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByTestId('saved-card-password')).toHaveText('설정됨');
  await expect(main.getByTestId('saved-card-number')).toHaveText(/^\d{4}-\d{4}-\*{4}-\d{3}\*$/);
  await expect(main.getByTestId('saved-cards-count')).toHaveText('등록된 카드 1/5장');

  // Mark it as the autoship card.
  await main.getByRole('button', { name: '정기배송 카드로 지정' }).click();
  await expect(main.getByTestId('saved-card-autoship')).toBeVisible();

  // Five wrong current passwords: n/5 each time, then locked.
  await main.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(dialog.getByRole('heading', { name: '카드 비밀번호 변경' })).toBeVisible();
  // The keypad is shuffled anew for every opening.
  expect(await dialog.getByTestId('pin-keypad').innerText()).not.toBe(firstOrder);
  // The current password is checked with the new one (old, new, again), as the server changes it in one call.
  const tryChange = async () => {
    await expect(dialog.getByTestId('card-password-pad-step')).toHaveText(
      '현재 카드 비밀번호 6자리를 입력해 주세요.'
    );
    await padStep(page, '000000', '다음');
    await padStep(page, '111111', '다음');
    await padStep(page, '111111', '확인');
  };
  for (let wrong = 1; wrong <= 4; wrong += 1) {
    await tryChange();
    await expect(dialog.getByTestId('card-password-pad-notice')).toContainText(`(${wrong}/5)`);
  }
  await tryChange();
  await expect(dialog).toBeHidden();
  await expect(main.getByTestId('saved-card-password')).toHaveText('잠김 (5/5)');

  // Reset: identity verification first, then the new password twice.
  await main.getByRole('button', { name: '비밀번호 재설정' }).click();
  await expect(dialog.getByTestId('card-password-pad-step')).toHaveText(
    '카드 비밀번호를 재설정하려면 먼저 본인확인을 해 주세요.'
  );
  await verifyInSandboxPopup(page, dialog.getByRole('button', { name: '휴대폰 본인확인' }), person);
  await padStep(page, '975312', '다음');
  await padStep(page, '975312', '확인');
  await expect(dialog).toBeHidden();
  await expect(main.getByTestId('saved-card-password')).toHaveText('설정됨');

  // The digits are in no storage of the page.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  for (const digits of ['246813', '975312']) expect(stored).not.toContain(digits);
});

const PERFUME = { id: 1059, name: '루미에르비타 솔리드 퍼퓸 스틱 화이트티' };

test('a member pays an order with a saved card and its card password', async ({
  page,
  loginAs
}, testInfo) => {
  test.setTimeout(120_000);
  const loginId = `sp${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`;
  const password = 'cards2026pass!';
  const person = {
    name: '문하늘',
    birth: uniqueBirth(loginId),
    mobile: `010${String(Date.now()).slice(-8)}`
  };
  await registerCustomer(page.request, { loginId, password, lastName: '문', firstName: '하늘', person });
  await giveAddress(page.request, loginId, password);
  await loginAs(loginId, password);
  const main = page.locator('main');

  // A saved card with its password.
  await page.goto('/mypage/autoshipCard');
  await main.getByRole('button', { name: '카드 등록' }).click();
  await expect(page).toHaveURL(/\/__sandbox\/toss\/billing\?/);
  await page.getByRole('button', { name: '카드 등록하기' }).click();
  await expect(page).toHaveURL(/\/mypage\/autoshipCard\?billing=success/);
  await padStep(page, '580246', '다음');
  await padStep(page, '580246', '확인');
  await expect(main.getByTestId('saved-card-password')).toHaveText('설정됨');

  // Buy now, pay with the saved card: a wrong password shows 1/5, the right one places the order.
  await buyNow(page, PERFUME);
  await expect(page).toHaveURL(/\/order$/);
  const amount = await expectSummaryReady(page);
  await main.getByTestId('order-pay-method-saved').check();
  await expect(main.getByTestId('order-saved-cards')).toBeVisible();
  await agreeAndPay(page);
  const entry = page.getByRole('dialog');
  await expect(entry).toContainText(`${amount.toLocaleString('ko-KR')}원`);
  await typeDigits(entry, '111111');
  await expect(entry.getByTestId('card-password-entry-notice')).toContainText('(1/5)');
  await typeDigits(entry, '580246');
  const orderNumber = await expectSuccess(page, '/order/success');
  await expect(main.getByTestId('order-success-line')).toContainText(PERFUME.name);
  // The order shows the card it was paid with.
  await page.goto(`/mypage/orderDetail?orderNumber=${orderNumber}`);
  await expect(main).toContainText(/신한 \d{4}-/);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('580246');
});
