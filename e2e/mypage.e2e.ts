import { expect, test } from './fixtures.ts';
import { fillLogin, signUpCustomer, uniqueLoginId } from './signup-steps.ts';

test.describe('my page: account', () => {
  test('a new customer with auto-login stays logged in across a browser restart, then changes the password', async ({
    page,
    request,
    browser
  }, testInfo) => {
    test.setTimeout(90_000);
    const member = await signUpCustomer(page, request, { loginId: uniqueLoginId(testInfo, 'p') });

    await page.goto('/login');
    await fillLogin(page, member.loginId, member.password, { autoLogin: true });
    await expect(page).toHaveURL(/\/$/);

    // "Close the browser": keep what survives a restart (storage, persistent cookies), drop session cookies.
    const state = await page.context().storageState();
    const survivors = { ...state, cookies: state.cookies.filter((cookie) => cookie.expires > 0) };
    expect(survivors.cookies.map((cookie) => cookie.name)).toContain('mall_rt');
    await page.context().close();

    const reopened = await browser.newContext({ storageState: survivors });
    const next = await reopened.newPage();
    const main = next.locator('main');
    await next.goto('/mypage');
    await expect(next.getByRole('alertdialog')).toHaveCount(0);
    await expect(next.getByTestId('mypage-member-number')).toHaveText(member.memberNumber);

    await main.getByTestId('mypage-menu-changePassword').click();
    await expect(next).toHaveURL(/\/mypage\/changePassWord$/);
    const newPassword = 'petal2026?';
    await main.getByLabel('현재 비밀번호', { exact: true }).fill(member.password);
    await main.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
    await main.getByLabel('새 비밀번호 확인', { exact: true }).fill(newPassword);
    await main.getByRole('button', { name: '비밀번호 변경' }).click();
    const done = next.getByRole('alertdialog');
    await expect(done).toContainText('비밀번호가 변경되었습니다.');
    await done.getByRole('button').click();
    await expect(next).toHaveURL(/\/mypage$/);

    // This session stayed; log out and in again with the new password (the old one no longer works).
    await main.getByRole('button', { name: '로그아웃' }).click();
    await expect(next).toHaveURL(/\/$/);
    await next.goto('/login');
    await fillLogin(next, member.loginId, member.password);
    await expect(main.getByTestId('login-error')).toBeVisible();
    await main.getByLabel('비밀번호', { exact: true }).fill(newPassword);
    await main.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(next).toHaveURL(/\/$/);
    await next.goto('/mypage');
    await expect(next.getByTestId('mypage-member-number')).toHaveText(member.memberNumber);
    await reopened.close();
  });

  test('a member opening my info re-checks the password first, then changes the mobile number', async ({
    page,
    request
  }, testInfo) => {
    test.setTimeout(90_000);
    const member = await signUpCustomer(page, request, { loginId: uniqueLoginId(testInfo, 'u') });
    const main = page.locator('main');
    await page.goto('/mypage/userInfo');
    await page.getByRole('alertdialog').getByRole('button', { name: '로그인하기' }).click();
    await fillLogin(page, member.loginId, member.password);

    await expect(page).toHaveURL(/\/mypage\/checkPassword\?redirect=%2Fmypage%2FuserInfo$/);
    await main.getByLabel('비밀번호', { exact: true }).fill('not-mine-42');
    await main.getByRole('button', { name: '확인', exact: true }).click();
    // A wrong re-check counts toward the login lock and says so (n/5).
    await expect(main.getByText('비밀번호가 일치하지 않습니다 (1/5).')).toBeVisible();
    await main.getByLabel('비밀번호', { exact: true }).fill(member.password);
    await main.getByRole('button', { name: '확인', exact: true }).click();

    await expect(page).toHaveURL(/\/mypage\/userInfo$/);
    await expect(main.getByTestId('userinfo-login-id')).toHaveText(member.loginId);
    const mobile = main.getByLabel('휴대폰 번호');
    await expect(mobile).toHaveValue('010-1234-5678');
    await mobile.fill('01098765432');
    await main.getByRole('button', { name: '저장하기' }).click();
    await expect(main.getByTestId('userinfo-success')).toHaveText('회원정보가 수정되었습니다.');
    await expect(mobile).toHaveValue('010-9876-5432');

    // Saved on the server: a reload (the re-check holds for this tab) shows the new number.
    await page.reload();
    await expect(main.getByLabel('휴대폰 번호')).toHaveValue('010-9876-5432');
  });

  test.describe('as customer1', () => {
    test.use({ member: 'customer1' });

    test('a customer opening a planner page is told it is for planners and goes Home', async ({ page }) => {
      await page.goto('/mypage/personalMall');
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('플래너 회원만 이용할 수 있습니다.');
      await dialog.getByRole('button').click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
});
