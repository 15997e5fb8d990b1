import { expect, test } from './fixtures.ts';
import { maintenanceURL } from './env.ts';

test('the maintenance page covers the app and its hidden area closes it', async ({ page }) => {
  await page.goto(`${maintenanceURL}/product/skin-care`);
  const notice = page.getByTestId('maintenance-page');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { level: 1 })).toBeVisible();
  // The shop underneath is not reachable while the page is up.
  await expect(page.getByRole('heading', { level: 1, name: '스킨케어' })).toHaveCount(0);

  const zone = page.getByTestId('maintenance-close-zone');
  for (let i = 0; i < 5; i += 1) await zone.click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '스킨케어' })).toBeVisible();
});
