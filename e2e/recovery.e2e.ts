import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerCustomer, uniqueBirth, verifyInSandboxPopup } from './identity.ts';

/** A fresh member per project and run (both projects share one product): signed up through the API. */
async function signUpMember(
  request: APIRequestContext,
  member: { loginId: string; password: string; mobile: string; birth?: string }
) {
  await registerCustomer(request, {
    loginId: member.loginId,
    password: member.password,
    lastName: '한',
    firstName: '지민',
    person: { name: '한지민', birth: member.birth ?? uniqueBirth(member.loginId), mobile: member.mobile }
  });
}

/** The code as a person reads it: the sandbox mailbox page, in a second tab. */
async function readCodeInMailbox(page: Page, email: string): Promise<string> {
  const mailbox = await page.context().newPage();
  await mailbox.goto(`/__sandbox/mail?to=${encodeURIComponent(email)}`);
  const code = mailbox.getByTestId('mail-code').first();
  await expect(code).toHaveText(/^\d{6}$/);
  const text = (await code.textContent())!;
  await mailbox.close();
  return text;
}

test.describe('account recovery', () => {
  test('a guest finds the ID by email, resets the password and logs in with it', async ({
    page,
    request
  }, testInfo) => {
    // Sign-up through the API, two tabs and two logins: a long journey on a shared 2-core machine.
    test.slow();
    const loginId = `rc${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`;
    const email = `${loginId}@example.com`;
    const mobile = `010${String(Date.now()).slice(-8)}`;
    await signUpMember(request, { loginId, password: 'oldpass2024!', mobile });
    const main = page.locator('main');

    await page.goto('/login');
    await main.getByRole('link', { name: '아이디 찾기' }).click();
    await expect(page).toHaveURL(/\/findAccount$/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('아이디 찾기');
    await expect(main.getByRole('tab', { name: '이메일 인증' })).toHaveAttribute('aria-selected', 'true');

    await main.getByLabel('이메일', { exact: true }).fill(email);
    await main.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(main.getByTestId('recovery-code-timer')).toHaveText(/[45]:\d\d/);
    await expect(main.getByRole('button', { name: '인증번호 다시 받기' })).toBeDisabled();
    await main.getByLabel('인증번호', { exact: true }).fill(await readCodeInMailbox(page, email));
    await main.getByRole('button', { name: '확인', exact: true }).click();

    await expect(main.getByTestId('recovery-result')).toBeVisible();
    const masked = `${loginId.slice(0, 2)}${'*'.repeat(loginId.length - 4)}${loginId.slice(-2)}`;
    await expect(main.getByTestId('recovery-masked-id')).toHaveText(masked);
    await expect(main.getByTestId('recovery-join-date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

    await main.getByRole('button', { name: '비밀번호 재설정' }).click();
    await expect(page).toHaveURL(/\/resetPassword$/);
    await expect(main.getByText(`${masked} 계정의 새 비밀번호를 입력해 주세요.`)).toBeVisible();
    const newPassword = 'newbloom2025!';
    await main.getByLabel('새 비밀번호', { exact: true }).fill('short1');
    await expect(
      main.getByRole('list', { name: '비밀번호 조건' }).locator('li[data-met="false"]')
    ).toHaveCount(1);
    await main.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
    await expect(
      main.getByRole('list', { name: '비밀번호 조건' }).locator('li[data-met="true"]')
    ).toHaveCount(3);
    await main.getByLabel('새 비밀번호 확인').fill(newPassword);
    await main.getByRole('button', { name: '비밀번호 변경' }).click();

    const done = page.getByRole('alertdialog');
    await expect(done).toContainText('비밀번호가 재설정되었습니다.');
    await done.getByRole('button').click();
    await expect(page).toHaveURL(/\/login$/);
    // Nothing of the proof or the password was kept in the browser.
    const stored = JSON.stringify((await page.context().storageState()).origins);
    expect(stored).not.toContain(newPassword);

    await expect(main.getByLabel('아이디 또는 회원번호')).toHaveValue('');
    await main.getByLabel('아이디 또는 회원번호').fill(loginId);
    await main.getByLabel('비밀번호', { exact: true }).fill(newPassword);
    await main.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/mypage');
    await expect(page.getByTestId('mypage-name')).toContainText('한지민');

    // A member opening recovery is sent to my page.
    await page.goto('/findAccount');
    await expect(page).toHaveURL(/\/mypage$/);
  });

  test('a guest finds the ID through the mobile identity popup, then resets the password there', async ({
    page,
    request
  }, testInfo) => {
    test.slow();
    const loginId = `ri${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`;
    const mobile = `011${String(Date.now()).slice(-8)}`;
    // One person: the same birth date at sign-up and in the popup (uniqueBirth differs per call).
    const birth = uniqueBirth(loginId);
    await signUpMember(request, { loginId, password: 'oldpass2024!', mobile, birth });
    const main = page.locator('main');

    await page.goto('/findAccount');
    await main.getByRole('tab', { name: '휴대폰 본인확인' }).click();
    await expect(main.getByRole('tab', { name: '휴대폰 본인확인' })).toHaveAttribute('aria-selected', 'true');
    // The sandbox vendor page: verify as the member's person (the same name, birth date and number).
    await verifyInSandboxPopup(page, main.getByTestId('recovery-identity-start'), {
      name: '한지민',
      birth,
      mobile
    });

    await expect(main.getByTestId('recovery-result')).toBeVisible();
    const masked = `${loginId.slice(0, 2)}${'*'.repeat(loginId.length - 4)}${loginId.slice(-2)}`;
    await expect(main.getByTestId('recovery-masked-id')).toHaveText(masked);

    await main.getByRole('button', { name: '비밀번호 재설정' }).click();
    await expect(page).toHaveURL(/\/resetPassword$/);
    const newPassword = 'mobile2025pw!';
    await main.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
    await main.getByLabel('새 비밀번호 확인').fill(newPassword);
    await main.getByRole('button', { name: '비밀번호 변경' }).click();
    await page.getByRole('alertdialog').getByRole('button').click();
    await expect(page).toHaveURL(/\/login$/);
    await main.getByLabel('아이디 또는 회원번호').fill(loginId);
    await main.getByLabel('비밀번호', { exact: true }).fill(newPassword);
    await main.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('opening /resetPassword directly asks for the verification first', async ({ page }) => {
    await page.goto('/resetPassword');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('비밀번호 재설정');
    await expect(main.getByText('비밀번호를 바꾸려면 먼저 본인 인증을 해 주세요.')).toBeVisible();
    await expect(main.getByLabel('이메일', { exact: true })).toBeVisible();
    await expect(main.getByLabel('새 비밀번호', { exact: true })).toHaveCount(0);
  });
});
