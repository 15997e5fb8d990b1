import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const SHOTS = process.env.E2E_SHOTS ?? 'test-results/shots';

// Seeded (apps/api/seed/products-c.ts): mixed-script moisture creams.
const DEEP_MOISTURE = { id: 1065, name: '루미에르 비타 딥 수분크림 80ml' };
const AQUA_DEW = { id: 1066, name: 'Aqua Dew 수분 크림 젤 100ml' };

/** The header's search field; on phones the search icon opens its row first. */
async function headerSearch(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByTestId('open-search').click();
  const field = page.getByRole('combobox', { name: '검색' });
  await expect(field).toBeVisible();
  return field;
}

test.describe('search that understands Korean (ADR 024)', () => {
  test('the header suggests as you type (수분 크림) and a suggestion opens its product', async ({
    page,
    isMobile
  }, testInfo) => {
    await page.goto('/');
    const field = await headerSearch(page, isMobile);
    await field.fill('수분 크림');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option')).toHaveCount(2);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('option', { name: DEEP_MOISTURE.name })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/search-suggestions-${testInfo.project.name}.png` });
    const checked = page.waitForResponse((r) => r.url().endsWith('/sales/check/product-status'));
    await listbox.getByRole('option', { name: DEEP_MOISTURE.name }).click();
    await checked;
    await expect(page).toHaveURL(new RegExp(`/product/detail/${DEEP_MOISTURE.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: DEEP_MOISTURE.name })).toBeVisible();
  });

  test('initial consonants (ㅅㅂㅋㄹ) suggest, and the keyboard picks one', async ({ page, isMobile }) => {
    await page.goto('/');
    const field = await headerSearch(page, isMobile);
    await field.fill('ㅅㅂㅋㄹ');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveCount(2);
    await expect(options.filter({ hasText: AQUA_DEW.name })).toBeVisible();
    await field.press('ArrowDown');
    const first = options.first();
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await field.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('a keyword typed on the wrong keyboard layout (zmfla) shows results for 크림 with a note', async ({
    page,
    isMobile
  }, testInfo) => {
    await page.goto('/');
    const field = await headerSearch(page, isMobile);
    await field.fill('zmfla');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=zmfla$/);
    await expect(page.getByTestId('search-corrected')).toHaveText('‘zmfla’ 대신 ‘크림’ 검색 결과입니다.');
    await expect(page.getByRole('heading', { level: 2, name: /‘크림’ 검색 결과/ })).toBeVisible();
    await expect(page.locator(`main a[href="/product/detail/${DEEP_MOISTURE.id}"]`).first()).toBeVisible();
    // The field on the page keeps what was typed.
    await expect(page.getByRole('searchbox', { name: '검색어' })).toHaveValue('zmfla');
    await page.screenshot({ path: `${SHOTS}/search-corrected-${testInfo.project.name}.png` });
  });

  test('search, then a result opens its detail', async ({ page }) => {
    await page.goto(`/search?keyword=${encodeURIComponent('수분크림')}`);
    const card = page.locator(`main a[href="/product/detail/${AQUA_DEW.id}"]`).first();
    await expect(card).toBeVisible();
    await expect(page.getByTestId('search-corrected')).toHaveCount(0);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/product/detail/${AQUA_DEW.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: AQUA_DEW.name })).toBeVisible();
  });

  test('nothing found: hints instead of results', async ({ page }) => {
    await page.goto(`/search?keyword=${encodeURIComponent('없는상품이름')}`);
    await expect(page.getByTestId('search-no-results')).toContainText('초성');
  });
});
