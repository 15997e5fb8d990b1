import { expect, test } from './fixtures.ts';
import { registerCustomer, uniqueBirth } from './identity.ts';

/**
 * The refund account (issue 16 item 6, docs/decisions/070): a member re-checks the password, the bank confirms the
 * holder (the sandbox: a wrong name is refused), and the account is registered and shown masked.
 */
test('a member registers a refund account after the bank confirms the holder', async ({
  page,
  request,
  loginAs
}, testInfo) => {
  test.setTimeout(90_000);
  const loginId = `ra${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`;
  const password = 'refund2026pass!';
  await registerCustomer(request, {
    loginId,
    password,
    lastName: '한',
    firstName: '결',
    person: { name: '한결', birth: uniqueBirth(loginId), mobile: `010${String(Date.now()).slice(-8)}` }
  });
  await loginAs(loginId, password);
  const main = page.locator('main');
  await page.goto('/mypage/refundAccount');
  await expect(page).toHaveURL(/\/mypage\/checkPassword\?redirect=/);
  await main.locator('input[type=password]').fill(password);
  await main.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/mypage\/refundAccount$/);
  await expect(main.getByTestId('refund-current')).toHaveText('등록된 환불 계좌가 없습니다.');

  await main.getByLabel('은행').selectOption('088');
  await main.getByLabel('계좌번호').fill('110-123-451111');
  await main.getByLabel('예금주').fill('한결');
  await main.getByRole('button', { name: '계좌 확인' }).click();
  await expect(main.getByTestId('refund-check-message')).toHaveText(
    '예금주명이 일치하지 않습니다. 계좌의 예금주명을 확인해 주세요.'
  );
  await main.getByLabel('계좌번호').fill('110-123-456789');
  await main.getByLabel('예금주').fill('홍길동');
  await main.getByRole('button', { name: '계좌 확인' }).click();
  await expect(main.getByText('예금주가 확인되었습니다.')).toBeVisible();
  await main.getByLabel('환불 계좌 이용 약관에 동의합니다. (필수)').check();
  await main.getByRole('button', { name: '환불 계좌 등록' }).click();
  await expect(main.getByTestId('refund-saved')).toHaveText('환불 계좌가 저장되었습니다.');
  await expect(main.getByTestId('refund-current')).toHaveText('신한은행 110******789 · 홍길동');
  await expect(main.getByRole('button', { name: '환불 계좌 변경' })).toBeVisible();
  // The full number is in no storage of the page.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('110123456789');
});
