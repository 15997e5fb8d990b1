import { expect, test } from './fixtures.ts';

test('switching language re-renders the page in English and Traditional Chinese and is remembered', async ({
  page
}) => {
  await page.goto('/product/skin-care');
  await expect(page.getByRole('heading', { level: 1, name: '스킨케어' })).toBeVisible();

  const apiLanguages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/product/'))
      apiLanguages.push(request.headers()['accept-language'] ?? '');
  });

  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-option-en-US').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1, name: 'Skin Care' })).toBeVisible();
  await expect(page.locator('main a[href^="/product/detail/"]').first()).toContainText(/[A-Za-z]/);
  expect(apiLanguages).toContain('en-US');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1, name: 'Skin Care' })).toBeVisible();

  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-option-zh-TW').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.getByRole('heading', { level: 1, name: '保養' })).toBeVisible();
  await expect(page.locator('footer')).toContainText(/[\u4e00-\u9fff]/);
  expect(apiLanguages).toContain('zh-TW');
});
