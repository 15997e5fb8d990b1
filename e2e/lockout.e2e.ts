import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerCustomer, uniqueBirth } from './identity.ts';

const clientAuth = `Basic ${Buffer.from('mall-web:').toString('base64')}`;

/** The unlock link as the owner reads it: the sandbox mailbox page, in a second tab. */
async function unlockLinkInMailbox(page: Page, email: string): Promise<string> {
  const mailbox = await page.context().newPage();
  let link: string | undefined;
  await expect(async () => {
    await mailbox.goto(`/__sandbox/mail?to=${encodeURIComponent(email)}`);
    link = /https?:\/\/\S+\/login\/unlock\?token=[\w-]+/.exec(
      (await mailbox.locator('body').textContent()) ?? ''
    )?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  await mailbox.close();
  return link!;
}

test.describe('wrong-password lockout (docs/decisions/041)', () => {
  test('a stranger locks an account; the owner sees until when, unlocks from the mail and logs in', async ({
    page,
    request
  }, testInfo) => {
    test.slow();
    const loginId = `lk${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`;
    const password = 'ownpass2024!';
    await registerCustomer(request, {
      loginId,
      password,
      lastName: '한',
      firstName: '지민',
      person: { name: '한지민', birth: uniqueBirth(loginId), mobile: `010${String(Date.now()).slice(-8)}` }
    });

    // The stranger: five wrong guesses through the API.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await request.post('/api/oauth/token', {
        headers: { Authorization: clientAuth },
        form: { grant_type: 'password', username: loginId, password: `guess${attempt}abc`, auto_login: 'N' }
      });
      expect((await answer.json()).code).toBe(attempt < 5 ? '1101' : '1102');
    }

    // The owner, with the right password: locked for a while, not until a reset.
    const main = page.locator('main');
    await page.goto('/login');
    await main.getByLabel('아이디 또는 회원번호').fill(loginId);
    await main.getByLabel('비밀번호', { exact: true }).fill(password);
    await main.getByRole('button', { name: '로그인', exact: true }).click();
    const error = page.getByTestId('login-error');
    await expect(error).toContainText('까지 로그인이 제한됩니다');
    await expect(error).toContainText('잠금 해제 링크를 보냈습니다');

    const link = new URL(await unlockLinkInMailbox(page, `${loginId}@example.com`));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('로그인 잠금 해제');
    await expect(page).toHaveURL(/\/login\/unlock$/);
    await main.getByRole('button', { name: '잠금 해제하기' }).click();
    await expect(page.getByTestId('unlock-done')).toContainText('잠금이 해제되었습니다');
    await main.getByRole('link', { name: '로그인하기' }).click();

    await main.getByLabel('아이디 또는 회원번호').fill(loginId);
    await main.getByLabel('비밀번호', { exact: true }).fill(password);
    await main.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown id reads exactly like a wrong password', async ({ page }) => {
    const main = page.locator('main');
    await page.goto('/login');
    await main.getByLabel('아이디 또는 회원번호').fill(`nobody${Date.now().toString(36)}`);
    await main.getByLabel('비밀번호', { exact: true }).fill('whatever123!');
    await main.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByTestId('login-error')).toContainText(
      '아이디 또는 비밀번호가 일치하지 않습니다 (1/5)'
    );
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByTestId('login-error').getByRole('link', { name: '회원가입하기' })).toHaveCount(0);
  });
});
