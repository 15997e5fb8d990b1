import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const DEMO_PASSWORD = 'demo1234!';
const clientAuth = `Basic ${Buffer.from('mall-web:').toString('base64')}`;

async function fillLogin(page: Page, id: string, password: string, { autoLogin = false } = {}) {
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  await main.getByLabel('아이디 또는 회원번호').fill(id);
  await main.getByLabel('비밀번호', { exact: true }).fill(password);
  if (autoLogin) await main.getByRole('checkbox', { name: '자동 로그인' }).check();
  await main.getByRole('button', { name: '로그인', exact: true }).click();
}

async function expectMyPageOf(page: Page, name: string, memberNumber: string) {
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByTestId('mypage-name')).toContainText(name);
  await expect(page.getByTestId('mypage-member-number')).toHaveText(memberNumber);
}

/** A correct login through the API resets the member's wrong-password count (reruns start clean). */
async function resetFailCount(request: APIRequestContext, username: string) {
  const response = await request.post('/api/oauth/token', {
    headers: { Authorization: clientAuth },
    form: { grant_type: 'password', username, password: DEMO_PASSWORD, auto_login: 'N' }
  });
  expect(response.status()).toBe(200);
}

test.describe('accounts: login, session, logout', () => {
  test('a guest opening /mypage confirms, logs in and comes back to my page', async ({ page }) => {
    await page.goto('/mypage');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('로그인 후 이용해 주세요.');
    await dialog.getByRole('button', { name: '로그인하기' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmypage$/);
    await fillLogin(page, 'customer1', DEMO_PASSWORD);
    await expectMyPageOf(page, '이민준', '2000000001');
    await expect(page.getByTestId('mypage-referrer')).toContainText('1000000001');
  });

  test('a wrong password is counted in the form (1/5) and only the password is cleared', async ({
    page,
    request
  }, testInfo) => {
    // One user per project: both projects run against the same product at the same time.
    const user = testInfo.project.name === 'phone' ? 'planner1' : 'customer2';
    await resetFailCount(request, user);
    await page.goto('/login');
    await fillLogin(page, user, 'not-the-password1');
    const error = page.getByTestId('login-error');
    await expect(error).toContainText('아이디 또는 비밀번호가 일치하지 않습니다 (1/5)');
    await expect(page.locator('main').getByLabel('아이디 또는 회원번호')).toHaveValue(user);
    await expect(page.locator('main').getByLabel('비밀번호', { exact: true })).toHaveValue('');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await resetFailCount(request, user);
  });

  test('auto-login survives a new browser context with the same storage state', async ({ page, browser }) => {
    await page.goto('/login');
    await fillLogin(page, 'customer1', DEMO_PASSWORD, { autoLogin: true });
    await expect(page).toHaveURL(/\/$/);
    const storageState = await page.context().storageState();
    // Nothing secret in web storage: only the id hint and settings, no tokens.
    const stored = JSON.stringify(storageState.origins);
    expect(stored).toContain('mall.sessionHint');
    expect(stored).not.toMatch(/access_token|refresh_token|eyJ/);
    expect(storageState.cookies.find((c) => c.name === 'mall_rt')?.httpOnly).toBe(true);
    await page.context().close();

    const reopened = await browser.newContext({ storageState });
    const next = await reopened.newPage();
    await next.goto('/mypage');
    await expectMyPageOf(next, '이민준', '2000000001');
    await expect(next.getByRole('alertdialog')).toHaveCount(0);
    await reopened.close();
  });

  test('logout returns Home as a guest', async ({ page, isMobile }) => {
    await page.goto('/login');
    await fillLogin(page, 'customer1', DEMO_PASSWORD, { autoLogin: true });
    await expect(page).toHaveURL(/\/$/);
    if (isMobile) {
      await page.getByTestId('open-side-menu').click();
      const menu = page.getByTestId('side-menu');
      await expect(menu.getByTestId('side-menu-member')).toHaveText('이민준님');
      await menu.getByRole('button', { name: '로그아웃' }).click();
    } else {
      await expect(page.getByTestId('header-member')).toHaveText('이민준님');
      await page.getByTestId('header-mypage').click();
      await expect(page.getByTestId('mypage-name')).toContainText('이민준');
      await page.locator('main').getByRole('button', { name: '로그아웃' }).click();
    }
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#home-best')).toBeVisible();
    // A guest again, also after a reload (the refresh cookie is revoked and the hint is gone).
    await page.reload();
    await page.goto('/mypage');
    await expect(page.getByRole('alertdialog')).toContainText('로그인 후 이용해 주세요.');
  });
});
