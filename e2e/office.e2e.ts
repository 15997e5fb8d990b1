import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const LEGACY_PASSWORD = 'oldmall2019!';
/** Screenshots of the new screens, to look at (not compared). */
const SHOTS = process.env.OFFICE_SHOTS_DIR ?? 'test-results/office-shots';

async function logIn(page: Page, id: string, password: string) {
  await page.goto('/login');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  await main.getByLabel('아이디 또는 회원번호').fill(id);
  await main.getByLabel('비밀번호', { exact: true }).fill(password);
  await main.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The office side of the mall toggle: the header's at >= 1024 px, the side menu's below. */
async function pressOfficeToggle(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByTestId('open-side-menu').click();
    await page.getByTestId('side-menu').getByTestId('mall-toggle-office').click();
  } else {
    await page.locator('header').getByTestId('mall-toggle-office').click();
  }
}

test.describe('mall <-> back office (docs/decisions/015)', () => {
  test.describe('as planner1', () => {
    test.use({ member: 'planner1' });

    test('a planner presses the office toggle, is signed in to the sandbox back office, and comes back signed in', async ({
      page,
      isMobile
    }, testInfo) => {
      await page.goto('/');
      const handoffs: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/__sandbox/backoffice')) handoffs.push(request.url());
      });
      if (isMobile) await page.getByTestId('bottom-nav-office').click();
      else await pressOfficeToggle(page, false);

      await expect(page).toHaveURL(/\/__sandbox\/backoffice$/);
      await expect(page.getByTestId('backoffice-signed-in')).toHaveText(
        '김서연 (1000000001) 님으로 백오피스에 로그인했습니다.'
      );
      await expect(page.getByTestId('backoffice-lang')).toHaveText('ko-KR');
      // Only a one-time code ever travelled in a URL: no token, and the code left the address bar.
      expect(handoffs[0]).toMatch(/\?code=[A-Za-z0-9_-]{43}&lang=ko-KR&type=SOLE_PROPRIETORSHIP$/);
      for (const url of [...handoffs, page.url()]) expect(url).not.toMatch(/token|eyJ/i);
      await page.screenshot({ path: `${SHOTS}/backoffice-${testInfo.project.name}.png`, fullPage: true });

      await page.getByRole('button', { name: '쇼핑몰로 돌아가기' }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/mypage');
      await expect(page.getByTestId('mypage-member-number')).toHaveText('1000000001');
    });
  });

  test.describe('as customer2', () => {
    test.use({ member: 'customer2' });

    test('a customer without referrer is refused (ALT_RejectMyOffice) and stays', async ({
      page,
      isMobile
    }) => {
      await page.goto('/');
      await expect(page.getByTestId('bottom-nav-office')).toHaveCount(0);
      await pressOfficeToggle(page, isMobile);
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('추천인이 없는 회원은 마이오피스를 이용할 수 없습니다.');
      await dialog.getByRole('button', { name: '확인' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test('a used /ssoLogin code falls back to the login form with a message', async ({ page }) => {
    await page.goto(`/ssoLogin?code=${'A'.repeat(43)}`);
    await expect(page.getByTestId('sso-error')).toContainText('로그인 코드가 올바르지 않습니다.');
    await expect(page).toHaveURL(/\/ssoLogin\?ssoError=HANDOFF_CODE_INVALID$/);
  });
});

test.describe('planner check (SPEC §4)', () => {
  test('an active planner by number and name', async ({ page }, testInfo) => {
    await page.goto('/check/planner');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: '플래너 확인' })).toBeVisible();
    await main.getByRole('button', { name: '확인하기' }).click();
    await expect(main.getByText('플래너 회원번호를 입력해 주세요.')).toBeVisible();
    await main.getByLabel('플래너 회원번호').fill('1000000001');
    await main.getByLabel('플래너 이름').fill('김서연');
    await main.getByRole('button', { name: '확인하기' }).click();
    await expect(page.getByTestId('planner-check-result')).toContainText('활동 중인 플래너입니다.');
    await page.screenshot({ path: `${SHOTS}/planner-check-${testInfo.project.name}.png`, fullPage: true });
  });
});

test.describe('account migration (docs/decisions/016)', () => {
  test('a legacy member moves the account and logs in with the new id', async ({ page }, testInfo) => {
    // Two forms, a password hashed twice and a login: longer than one screen's 30 s on a loaded machine.
    test.setTimeout(60_000);
    // One old account per project: both run against the same product at once, and a move is one-way.
    const [legacyId, newId, number] =
      testInfo.project.name === 'phone'
        ? ['minho_lee', 'minho2026', '2100000002']
        : ['hanna.kim', 'hanna2026', '2100000001'];
    await page.goto('/migrate');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: '기존 회원 계정 이전' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/migrate-find-${testInfo.project.name}.png`, fullPage: true });
    await main.getByLabel('기존 아이디').fill(legacyId);
    await main.getByLabel('기존 비밀번호').fill(LEGACY_PASSWORD);
    await main.getByRole('button', { name: '기존 계정 찾기' }).click();
    await expect(page.getByTestId('migrate-profile')).toContainText(number);

    await main.getByLabel('새 아이디').fill(newId);
    await main.getByRole('button', { name: '중복 확인' }).click();
    await expect(main.getByText('사용할 수 있는 아이디입니다.')).toBeVisible();
    await main.getByLabel('새 비밀번호', { exact: true }).fill('Newmall123!');
    await main.getByLabel('새 비밀번호 확인').fill('Newmall123!');
    await main.getByRole('checkbox', { name: '필수 약관에 모두 동의' }).check();
    await page.screenshot({ path: `${SHOTS}/migrate-create-${testInfo.project.name}.png`, fullPage: true });
    await main.getByRole('button', { name: '계정 이전하기' }).click();

    await expect(page).toHaveURL(/\/migrate\/complete$/);
    await expect(page.getByTestId('migrate-complete-memberNumber')).toHaveText(number);
    await expect(page.getByTestId('migrate-complete-loginId')).toHaveText(newId);
    await page.screenshot({ path: `${SHOTS}/migrate-complete-${testInfo.project.name}.png`, fullPage: true });
    await main.getByRole('link', { name: '로그인하기' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, newId, 'Newmall123!');
    await page.goto('/mypage');
    await expect(page.getByTestId('mypage-member-number')).toHaveText(number);
  });
});
