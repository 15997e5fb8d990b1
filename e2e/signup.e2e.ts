import { expect, test } from '@playwright/test';
import { mailedCode, uniqueBirth, verifyInSandboxPopup } from './identity.ts';

test.describe('sign-up wizard', () => {
  test('a guest signs up as a customer with a referrer, then logs in and sees my page', async ({
    page,
    request
  }, testInfo) => {
    // Two popups' worth of steps on a shared, busy machine.
    test.setTimeout(60_000);
    // Unique per project and run: both projects share one product, and reruns must not collide.
    const loginId = `e2e${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`;
    const email = `${loginId}@example.com`;
    const password = 'bloom2025!';
    const main = page.locator('main');
    const next = () => main.getByRole('button', { name: '다음' }).click();

    await page.goto('/signup/selectType');
    await main.getByRole('radio', { name: /일반 회원 \(추천인 있음\)/ }).check();
    await next();

    await expect(page).toHaveURL(/\/signup\/selectReferrer$/);
    await main.getByLabel('추천인 회원번호').fill('1000000001');
    await main.getByRole('button', { name: '조회' }).click();
    await expect(main.getByTestId('signup-referrer-found')).toContainText('김서연 (1000000001)');
    await next();

    await expect(page).toHaveURL(/\/signup\/agreeTerms$/);
    await main.getByRole('checkbox', { name: /전체 동의/ }).check();
    await next();

    await expect(page).toHaveURL(/\/signup\/enterInformation$/);
    await main.getByLabel('아이디', { exact: true }).fill(loginId);
    await main.getByRole('button', { name: '중복 확인' }).click();
    await expect(main.getByText('사용할 수 있는 아이디입니다.')).toBeVisible();
    await main.getByLabel('비밀번호', { exact: true }).fill(password);
    await main.getByLabel('비밀번호 확인', { exact: true }).fill(password);
    await main.getByLabel('성', { exact: true }).fill('홍');
    await main.getByLabel('이름', { exact: true }).fill('길동');
    await main.getByLabel('이메일 아이디').fill(loginId);
    await main.getByLabel('이메일 도메인 선택').selectOption('direct');
    await main.getByLabel('이메일 도메인 직접 입력').fill('example.com');
    await main.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(main.getByTestId('signup-code-timer')).toContainText(/[45]:\d\d/);
    await main.getByLabel('인증번호', { exact: true }).fill(await mailedCode(request, email));
    await main.getByRole('button', { name: '확인', exact: true }).click();
    await expect(main.getByText('이메일 인증이 완료되었습니다.')).toBeVisible();
    // Submitting without identity verification is refused on the page.
    await main.getByRole('button', { name: '가입하기' }).click();
    await expect(main.getByTestId('signup-identity-error')).toHaveText('본인확인을 먼저 진행해 주세요.');
    // 휴대폰 본인확인 in the sandbox popup (a new person per run): name and mobile come from it.
    await verifyInSandboxPopup(page, main.getByRole('button', { name: '휴대폰 본인확인' }), {
      name: '홍길동',
      birth: uniqueBirth(loginId),
      mobile: '01012345678'
    });
    await expect(main.getByTestId('idv-status')).toHaveText('본인확인이 완료되었습니다.');
    await expect(main.getByLabel('성', { exact: true })).toHaveValue('홍');
    await expect(main.getByLabel('이름', { exact: true })).toHaveValue('길동');
    await expect(main.getByLabel('휴대폰 번호')).toHaveValue('010-1234-5678');
    await main.getByRole('button', { name: '가입하기' }).click();

    await expect(page).toHaveURL(/\/signup\/complete$/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('회원가입이 완료되었습니다');
    const memberNumber = main.getByTestId('signup-complete-memberNumber');
    await expect(memberNumber).toHaveText(/^2\d{9}$/);
    const number = (await memberNumber.textContent())!;
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
