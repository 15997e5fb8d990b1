import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerCustomer, uniqueBirth, verifyInSandboxPopup } from './identity.ts';

/** The shell's mall/office toggle: in the header from 1024 px, in the side menu below. */
/** The office side of the mall toggle: in the header on desktop, in the side menu below 1024 px. */
async function officeToggle(page: Page) {
  const width = page.viewportSize()?.width ?? 1280;
  if (width >= 1024) return page.locator('header').getByTestId('mall-toggle-office');
  await page.getByTestId('open-side-menu').click();
  return page.getByTestId('side-menu').getByTestId('mall-toggle-office');
}

test.describe('conversion to planner', () => {
  test('a customer verifies in the sandbox popup, confirms details, agrees and becomes a planner', async ({
    page,
    loginAs
  }, testInfo) => {
    // Two popups' worth of steps on a shared, busy machine.
    test.setTimeout(60_000);
    const loginId = `cv${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`;
    const password = 'bloom2025!';
    const person = { name: '최유나', birth: uniqueBirth(loginId), mobile: '01024681357' };
    // A fresh customer with a referrer (this page's browser context holds the verification cookie).
    await registerCustomer(page.request, { loginId, password, lastName: '최', firstName: '유나', person });

    const main = page.locator('main');
    await loginAs(loginId, password);

    // The office side of the toggle tells a customer what it is, then leads to the conversion.
    await (await officeToggle(page)).click();
    const explainer = page.getByRole('alertdialog');
    await expect(explainer).toContainText('마이오피스는 플래너 전용 공간입니다');
    await explainer.getByRole('button', { name: '플래너 전환하기' }).click();
    await expect(page).toHaveURL(/\/mypage\/conversionToPlanner\/certificate$/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('본인확인을 해 주세요');
    // Steps not reached yet are not open.
    await page.goto('/mypage/conversionToPlanner/agreeTerms');
    await expect(page).toHaveURL(/\/certificate$/);

    await verifyInSandboxPopup(page, main.getByRole('button', { name: '휴대폰 본인확인' }), person);
    await expect(page).toHaveURL(/\/mypage\/conversionToPlanner\/enterInformation$/);
    await expect(main.getByTestId('conversion-name')).toHaveText('최유나');
    await expect(main.getByLabel('휴대폰 번호')).toHaveValue('010-2468-1357');
    await main.getByRole('button', { name: '다음' }).click();

    await expect(page).toHaveURL(/\/mypage\/conversionToPlanner\/agreeTerms$/);
    await main.getByRole('checkbox', { name: '모두 동의합니다' }).check();
    await main.getByRole('button', { name: '플래너로 전환하기' }).click();

    await expect(page).toHaveURL(/\/mypage\/conversionToPlanner\/complete$/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('플래너 전환이 완료되었습니다');
    const number = (await main.getByTestId('conversion-complete-number').textContent())!;
    expect(number).toMatch(/^1\d{9}$/);

    // The session now says planner.
    await page.goto('/mypage');
    await expect(page.getByTestId('mypage-member-type')).toHaveText('플래너 회원');
    await expect(page.getByTestId('mypage-member-number')).toHaveText(number);
    // The toggle no longer leads to the conversion: it hands the new planner to the back office.
    await page.goto('/');
    const office = await officeToggle(page);
    await expect(office).not.toHaveAttribute('href', /conversionToPlanner/);
    await office.click();
    await expect(page).toHaveURL(/\/__sandbox\/backoffice$/);
    await expect(page.getByTestId('backoffice-signed-in')).toContainText(`(${number})`);
    // And the conversion is closed to planners.
    await page.goto('/mypage/conversionToPlanner/certificate');
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
      '일반 회원만 이용할 수 있습니다.'
    );
  });
});
