import { expect, test } from './fixtures.ts';

/**
 * Terms as versioned documents (docs/decisions/077), at 375 and 1280 px: the footer opens the terms, an earlier
 * version is chosen by its date, the policy tab and another language follow; the sign-up step opens the text in
 * effect in the terms modal.
 */
test('the footer opens the terms in effect, its articles by anchor and an earlier version by date', async ({
  page
}) => {
  await page.goto('/');
  await page.getByTestId('site-footer').getByRole('link', { name: '이용약관' }).click();
  await expect(page).toHaveURL(/\/use_terms$/);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 2, name: '이용약관' })).toBeVisible();
  const versions = main.getByTestId('terms-version-select');
  await expect(versions.locator('option')).toHaveCount(2);
  await expect(versions.locator('option').first()).toContainText('(현행)');
  await expect(main.getByTestId('terms-text')).toContainText('정기배송');
  // The table of contents links each article by its anchor.
  await main.getByRole('navigation', { name: '목차' }).getByRole('link', { name: /제6조/ }).click();
  await expect(page).toHaveURL(/#article-6$/);

  await versions.selectOption({ index: 1 });
  await expect(page).toHaveURL(/\/use_terms\?version=1$/);
  await expect(main.getByRole('note')).toContainText('이전 버전');
  await expect(main.getByTestId('terms-text')).not.toContainText('정기배송');
});

test('the privacy policy tab and another language follow', async ({ page }) => {
  await page.goto('/use_terms?version=1');
  const main = page.locator('main');
  await main.getByTestId('terms-tabs').getByRole('link', { name: '개인정보처리방침' }).click();
  await expect(page).toHaveURL(/\/privacy_policy$/);
  await expect(main.getByRole('heading', { level: 2, name: '개인정보처리방침' })).toBeVisible();

  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-option-en-US').click();
  await expect(main.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeVisible();
  await expect(main.getByTestId('terms-version-select').locator('option').first()).toContainText('(current)');
});

test('the sign-up terms step opens the terms in effect in the terms modal', async ({ page }) => {
  await page.goto('/signup/selectType');
  const main = page.locator('main');
  await main.getByRole('radio', { name: /추천인 없음/ }).check();
  await main.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/signup\/agreeTerms$/);
  await main.getByRole('button', { name: '이용약관 동의 보기' }).click();
  const modal = page.getByTestId('terms-modal');
  await expect(modal.getByRole('heading', { name: '이용약관 동의' })).toBeVisible();
  await expect(modal.getByTestId('terms-text')).toContainText('(현행)');
  await expect(modal.getByTestId('terms-text')).toHaveAttribute('data-version', '2');
  await modal.getByRole('button', { name: '닫기' }).click();
  await expect(modal).toBeHidden();
});
