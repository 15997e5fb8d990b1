import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { mailedCode, uniqueBirth, verifyInSandboxPopup } from './identity.ts';

const shots = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string, project: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}-${project}.png`, fullPage: true });
};

test.describe('social login', () => {
  test('a guest signs in with Naver through the sandbox, finishes social sign-up and is logged in', async ({
    page,
    request
  }, testInfo) => {
    // The whole sign-up wizard, an identity popup and a second login: 25-36 s on a busy 2-core machine.
    test.setTimeout(90_000);
    const project = testInfo.project.name;
    const loginId = `nv${project.slice(0, 1)}${Date.now().toString(36)}`;
    const email = `${loginId}@example.com`;
    const main = page.locator('main');

    await page.goto('/login');
    await expect(main.getByRole('link', { name: '카카오로 로그인' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Apple로 로그인' })).toBeVisible();
    await shot(page, 'login', project);
    await main.getByRole('link', { name: '네이버로 로그인' }).click();

    // The Naver sandbox page: pick the persona, type a fresh id and address, agree.
    await expect(page).toHaveURL(/\/__sandbox\/naver\/oauth2\.0\/authorize\?/);
    await shot(page, 'sandbox-naver', project);
    await page.getByRole('radio', { name: /이름·이메일 제공/ }).check();
    await page.locator('summary').click();
    await page.getByLabel('Naver id', { exact: true }).fill(loginId);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: /동의하기/ }).click();

    // Back on the shop: the Naver result page offers to continue the sign-up with the prefill.
    await expect(page).toHaveURL(/\/signup\/naver\/signupResult/);
    await expect(page).not.toHaveURL(/socialToken/);
    const result = page.getByTestId('naver-signup-result');
    await expect(result.getByRole('heading', { level: 1 })).toHaveText('정하늘님, 반갑습니다');
    await expect(result).toContainText(email);
    await shot(page, 'naver-result', project);
    await result.getByRole('button', { name: '회원가입 계속하기' }).click();

    await expect(page).toHaveURL(/\/signup\/selectType$/);
    await expect(main.getByTestId('social-signup-banner')).toContainText('네이버 계정으로 가입하고 있어요');
    await main.getByRole('radio', { name: /일반 회원 \(추천인 없음\)/ }).check();
    await main.getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL(/\/signup\/agreeTerms$/);
    await main.getByRole('checkbox', { name: /전체 동의/ }).check();
    await main.getByRole('button', { name: '다음' }).click();

    await expect(page).toHaveURL(/\/signup\/enterInformation$/);
    await expect(main.getByLabel('성', { exact: true })).toHaveValue('정');
    await expect(main.getByLabel('이름', { exact: true })).toHaveValue('하늘');
    await expect(main.getByLabel('이메일 아이디')).toHaveValue(loginId);
    await shot(page, 'social-enter-information', project);
    await main.getByLabel('아이디', { exact: true }).fill(loginId);
    await main.getByRole('button', { name: '중복 확인' }).click();
    await expect(main.getByText('사용할 수 있는 아이디입니다.')).toBeVisible();
    await main.getByLabel('비밀번호', { exact: true }).fill('bloom2025!');
    await main.getByLabel('비밀번호 확인', { exact: true }).fill('bloom2025!');
    await main.getByRole('button', { name: '인증번호 받기' }).click();
    await main.getByLabel('인증번호', { exact: true }).fill(await mailedCode(request, email));
    await main.getByRole('button', { name: '확인', exact: true }).click();
    await expect(main.getByText('이메일 인증이 완료되었습니다.')).toBeVisible();
    // Sign-up verifies the person (docs/decisions/018); name and mobile come from the popup.
    await verifyInSandboxPopup(page, main.getByRole('button', { name: '휴대폰 본인확인' }), {
      name: '정하늘',
      birth: uniqueBirth(loginId),
      mobile: '01012345678'
    });
    await expect(main.getByTestId('idv-status')).toHaveText('본인확인이 완료되었습니다.');
    await main.getByRole('button', { name: '가입하기' }).click();

    await expect(page).toHaveURL(/\/signup\/complete$/);
    await expect(main.getByTestId('signup-social-status')).toHaveText(
      '네이버 계정이 연결되었고 로그인되었습니다.'
    );
    await shot(page, 'social-complete', project);

    await main.getByRole('link', { name: '마이페이지' }).click();
    await expect(page.getByTestId('mypage-name')).toContainText('정하늘');

    // Logged out, the same Naver account now signs straight in.
    await page.context().clearCookies();
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
    await page.goto('/login');
    await main.getByRole('link', { name: '네이버로 로그인' }).click();
    await page.locator('summary').click();
    await page.getByLabel('Naver id', { exact: true }).fill(loginId);
    await page.getByRole('button', { name: /동의하기/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/mypage');
    await expect(page.getByTestId('mypage-name')).toContainText('정하늘');
  });

  test('Kakao: cancel on the sandbox page shows LOG_KakaoFailed', async ({ page }, testInfo) => {
    await page.goto('/login');
    await page.locator('main').getByRole('link', { name: '카카오로 로그인' }).click();
    await expect(page).toHaveURL(/\/__sandbox\/kakao\/oauth\/authorize\?/);
    await page.getByRole('button', { name: /취소/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('카카오 로그인에 실패했습니다. 잠시 후 다시 시도해 주세요.');
    await shot(page, 'kakao-failed', testInfo.project.name);
  });

  test('screens: Naver and Apple explanation modals and the Apple sandbox', async ({ page }, testInfo) => {
    const project = testInfo.project.name;
    await page.goto('/signup/selectType');
    await page.locator('main').getByRole('link', { name: 'Apple로 가입하기' }).click();
    const modal = page.getByRole('dialog', { name: 'Apple로 가입하기' });
    await expect(modal).toBeVisible();
    await shot(page, 'apple-modal', project);
    await modal.getByRole('link', { name: 'Apple로 계속하기' }).click();
    await expect(page).toHaveURL(/\/__sandbox\/apple\/auth\/authorize\?/);
    await shot(page, 'sandbox-apple', project);
    await page.getByRole('button', { name: /계속/ }).click();
    // Apple posts back (form_post); the shop lands on sign-up with the name Apple gave.
    await expect(page).toHaveURL(/\/signup\/selectType\?social=APPLE$/);
    await expect(page.getByTestId('social-signup-banner')).toContainText('apple.share@example.com');
    await page.goto('/signup/naver/signupNaverModal');
    await expect(page.getByRole('dialog', { name: '네이버로 가입하기' })).toBeVisible();
    await shot(page, 'naver-modal', project);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/signup\/selectType$/);
  });
});
