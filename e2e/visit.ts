import { expect, type Page } from '@playwright/test';

/**
 * Waits for the network to fall quiet, so a screen's lazy parts and first requests have finished. With `quietWithin`
 * (ms), a screen that keeps polling or streaming is taken as it is after that long.
 */
export async function settle(page: Page, quietWithin?: number) {
  if (quietWithin === undefined) await page.waitForLoadState('networkidle');
  else await page.waitForLoadState('networkidle', { timeout: quietWithin }).catch(() => undefined);
}

/** Opens `path`, waits for its main, then for it to settle. */
export async function visit(page: Page, path: string, quietWithin?: number) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('main')).toBeVisible();
  await settle(page, quietWithin);
}
