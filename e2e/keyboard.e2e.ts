import type { Page } from '@playwright/test';
import { expectSummaryReady, expectSuccess, giveAddress } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { uniqueBirth } from './identity.ts';
import { chooseOption, chooseRadio, press, tabTo, tick, typeInto } from './keyboard.ts';
import { mailedCode, uniqueLoginId } from './signup-steps.ts';

/**
 * Without a mouse (issue 21, WCAG 2.1.1): a new customer signs up through every step and the identity popup, logs
 * in, and buys a product through the card window, using only Tab, Enter, the space bar and the arrow keys. Each
 * control is reached by Tab from where the focus was and shows its focus ring. One width: the desktop, where
 * keyboards are.
 */
const CREAM = { id: 1009, name: '루미에르 비타 콜라겐 탄력 크림 50ml' };
const main = (page: Page) => page.locator('main');

test('a new customer signs up, logs in and pays with the keyboard alone', async ({
  page,
  request
}, testInfo) => {
  test.setTimeout(180_000);
  const loginId = uniqueLoginId(testInfo, 'kb');
  const password = 'bloom2025!';
  const next = main(page).getByRole('button', { name: '다음' });

  await page.goto('/signup/selectType');
  await chooseRadio(
    page,
    main(page).getByRole('radio'),
    main(page).getByRole('radio', { name: /일반 회원 \(추천인 있음\)/ })
  );
  await press(page, next);

  await expect(page).toHaveURL(/\/signup\/selectReferrer$/);
  await typeInto(page, main(page).getByLabel('추천인 회원번호'), '1000000001');
  await press(page, main(page).getByRole('button', { name: '조회' }));
  await expect(main(page).getByTestId('signup-referrer-found')).toContainText('(1000000001)');
  await press(page, next);

  await expect(page).toHaveURL(/\/signup\/agreeTerms$/);
  await tick(page, main(page).getByRole('checkbox', { name: /전체 동의/ }));
  await press(page, next);

  await expect(page).toHaveURL(/\/signup\/enterInformation$/);
  await typeInto(page, main(page).getByLabel('아이디', { exact: true }), loginId);
  await press(page, main(page).getByRole('button', { name: '중복 확인' }));
  await expect(main(page).getByText('사용할 수 있는 아이디입니다.')).toBeVisible();
  await typeInto(page, main(page).getByLabel('비밀번호', { exact: true }), password);
  await typeInto(page, main(page).getByLabel('비밀번호 확인', { exact: true }), password);
  await typeInto(page, main(page).getByLabel('이메일 아이디'), loginId);
  await chooseOption(page, main(page).getByLabel('이메일 도메인 선택'), 'direct');
  await typeInto(page, main(page).getByLabel('이메일 도메인 직접 입력'), 'example.com');
  await press(page, main(page).getByRole('button', { name: '인증번호 받기' }));
  await expect(main(page).getByTestId('signup-code-timer')).toContainText(/[45]:\d\d/);
  await typeInto(
    page,
    main(page).getByLabel('인증번호', { exact: true }),
    await mailedCode(request, `${loginId}@example.com`)
  );
  await press(page, main(page).getByRole('button', { name: '확인', exact: true }));
  await expect(main(page).getByText('이메일 인증이 완료되었습니다.')).toBeVisible();

  // 휴대폰 본인확인: the sandbox popup, by keyboard as well; the focus comes back to the page after it closes.
  const opened = page.waitForEvent('popup');
  await press(page, main(page).getByRole('button', { name: '휴대폰 본인확인' }));
  const popup = await opened;
  await expect(popup.getByRole('heading', { level: 1 })).toContainText('휴대폰 본인확인');
  await chooseOption(popup, popup.getByLabel('통신사'), 'KT');
  await press(popup, popup.locator('summary'));
  await typeInto(popup, popup.getByPlaceholder('이름 Name'), '홍길동');
  await typeInto(popup, popup.getByPlaceholder('생년월일 YYYYMMDD'), uniqueBirth(loginId));
  await typeInto(popup, popup.getByPlaceholder('휴대폰 Mobile'), '01012345678');
  const closed = popup.waitForEvent('close');
  await press(popup, popup.getByRole('button', { name: /인증 완료/ }));
  await closed;
  await expect(main(page).getByTestId('idv-status')).toHaveText('본인확인이 완료되었습니다.');
  await press(page, main(page).getByRole('button', { name: '가입하기' }));
  await expect(page).toHaveURL(/\/signup\/complete$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('회원가입이 완료되었습니다');

  // Log in from the form: the password field's Enter sends it.
  await giveAddress(request, loginId, password);
  await page.goto('/login');
  await typeInto(page, main(page).getByLabel('아이디 또는 회원번호'), loginId);
  await typeInto(page, main(page).getByLabel('비밀번호', { exact: true }), password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);

  // Buy now, agree, pay in the card window, land on the order number.
  await page.goto(`/product/detail/${CREAM.id}`);
  await expect(main(page).getByRole('heading', { level: 1, name: CREAM.name })).toBeVisible();
  await press(page, main(page).getByTestId('buy-now'));
  await expect(page).toHaveURL(/\/order$/);
  const amount = await expectSummaryReady(page);
  await tick(page, main(page).getByTestId('order-agree-all'));
  await press(page, main(page).getByTestId('order-pay'));
  await expect(page).toHaveURL(/\/__sandbox\/toss\//);
  await press(page, page.getByRole('button', { name: `${amount.toLocaleString('ko-KR')}원 결제하기` }));
  await expectSuccess(page, '/order/success');
  await tabTo(page, main(page).getByTestId('order-success-detail'));
});
