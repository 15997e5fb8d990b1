import { expect, test } from './fixtures.ts';
import { signUpCustomer, uniqueLoginId } from './signup-steps.ts';

test.describe('sign-up wizard', () => {
  test('a guest signs up as a customer with a referrer, then logs in and sees my page', async ({
    page,
    request
  }, testInfo) => {
    // Five screens, a mailed code, the identity popup, then login and my page: some 60 steps, each a
    // render and often a request (a password hash at login); on a loaded 2-core CI machine past 30 s.
    test.slow();
    const loginId = uniqueLoginId(testInfo);
    const password = 'bloom2025!';
    const main = page.locator('main');
    const { memberNumber: number } = await signUpCustomer(page, request, { loginId, password });
    await expect(main.getByTestId('signup-complete-loginId')).toHaveText(loginId.toLowerCase());
    // Nothing secret was kept in the browser.
    const stored = JSON.stringify((await page.context().storageState()).origins);
    expect(stored).not.toContain(password);

    // The wizard is over: its earlier steps send back to complete.
    await page.goto('/signup/enterInformation');
    await expect(page).toHaveURL(/\/signup\/complete$/);

    await main.getByRole('link', { name: '로그인하기' }).click();
    await expect(main.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await main.getByLabel('아이디 또는 회원번호').fill(loginId);
    await main.getByLabel('비밀번호', { exact: true }).fill(password);
    await main.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/mypage');
    await expect(page.getByTestId('mypage-name')).toContainText('홍길동');
    await expect(page.getByTestId('mypage-member-number')).toHaveText(number);
    await expect(page.getByTestId('mypage-referrer')).toContainText('1000000001');

    // A member opening sign-up is sent Home.
    await page.goto('/signup/selectType');
    await expect(page).toHaveURL(/\/$/);
  });
});
