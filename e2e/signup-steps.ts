import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { mailedCode, uniqueBirth, verifyInSandboxPopup } from './identity.ts';

export { mailedCode };

/** A login id no other run or project uses (both projects share one product; reruns must not collide). */
export function uniqueLoginId(testInfo: TestInfo, tag = ''): string {
  return `e2e${testInfo.project.name.slice(0, 1)}${tag}${Date.now().toString(36)}`;
}

export type SignedUp = { loginId: string; email: string; password: string; memberNumber: string };

/**
 * THE sign-up steps as a person takes them (customer with a referrer): type, referrer lookup, terms,
 * information with the mailed code, complete. Every journey that needs a fresh member comes through
 * here, so a new step (an identity popup, ...) is added in one place. Ends on /signup/complete.
 */
export async function signUpCustomer(
  page: Page,
  request: APIRequestContext,
  options: {
    loginId: string;
    password?: string;
    referrer?: string;
    mobile?: string;
    /** The page is already on /signup/selectType (a link or the mall's drawer led there). */
    fromCurrentPage?: boolean;
    /** The referrer step opens with `referrer` filled in and looked up (a sign-up or shopping link). */
    referrerPrefilled?: boolean;
  }
): Promise<SignedUp> {
  const { loginId, password = 'bloom2025!', referrer = '1000000001', mobile = '01012345678' } = options;
  const email = `${loginId}@example.com`;
  const main = page.locator('main');
  const next = () => main.getByRole('button', { name: '다음' }).click();

  if (!options.fromCurrentPage) await page.goto('/signup/selectType');
  await main.getByRole('radio', { name: /일반 회원 \(추천인 있음\)/ }).check();
  await next();

  await expect(page).toHaveURL(/\/signup\/selectReferrer$/);
  if (options.referrerPrefilled) {
    await expect(main.getByLabel('추천인 회원번호')).toHaveValue(referrer);
  } else {
    await main.getByLabel('추천인 회원번호').fill(referrer);
    await main.getByRole('button', { name: '조회' }).click();
  }
  await expect(main.getByTestId('signup-referrer-found')).toContainText(`(${referrer})`);
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
    mobile
  });
  await expect(main.getByTestId('idv-status')).toHaveText('본인확인이 완료되었습니다.');
  await expect(main.getByLabel('성', { exact: true })).toHaveValue('홍');
  await expect(main.getByLabel('이름', { exact: true })).toHaveValue('길동');
  await expect(main.getByLabel('휴대폰 번호')).toHaveValue(
    `${mobile.slice(0, 3)}-${mobile.slice(3, 7)}-${mobile.slice(7)}`
  );
  await main.getByRole('button', { name: '가입하기' }).click();

  await expect(page).toHaveURL(/\/signup\/complete$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('회원가입이 완료되었습니다');
  const memberNumber = main.getByTestId('signup-complete-memberNumber');
  await expect(memberNumber).toHaveText(/^2\d{9}$/);
  return { loginId, email, password, memberNumber: (await memberNumber.textContent())! };
}

/** The login form on /login (or any login route), as a person fills it. */
export async function fillLogin(page: Page, id: string, password: string, { autoLogin = false } = {}) {
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  await main.getByLabel('아이디 또는 회원번호').fill(id);
  await main.getByLabel('비밀번호', { exact: true }).fill(password);
  if (autoLogin) await main.getByRole('checkbox', { name: '자동 로그인' }).check();
  await main.getByRole('button', { name: '로그인', exact: true }).click();
}

const clientAuth = `Basic ${Buffer.from('mall-web:').toString('base64')}`;

/** A password login through the API (SPEC §7 /oauth/token), for a journey's setup: the access token. */
export async function passwordToken(
  request: APIRequestContext,
  username: string,
  password: string
): Promise<string> {
  const response = await request.post('/api/oauth/token', {
    headers: { Authorization: clientAuth },
    form: { grant_type: 'password', username, password, auto_login: 'N' }
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}
