import { expect, type Page } from '@playwright/test';
import { E2E_PORT } from './env.ts';

/** localStorage key of "do not show today" (apps/web STORAGE_KEYS.noticeHiddenUntil). */
export const NOTICE_HIDDEN_KEY = 'mall.noticeHiddenUntil';

/**
 * The storage every journey starts with (playwright.config.ts): the Home notice popup is hidden as if
 * "do not show today" had been ticked, so it never covers what other journeys click. home.e2e.ts opts out.
 */
export const noticeHiddenState = {
  cookies: [],
  origins: [
    {
      origin: `http://127.0.0.1:${E2E_PORT}`,
      localStorage: [{ name: NOTICE_HIDDEN_KEY, value: String(Date.now() + 365 * 24 * 60 * 60 * 1000) }]
    }
  ]
};

/** Closes the notice popup if it is open (a journey that starts without noticeHiddenState). */
export async function closeNoticePopup(page: Page) {
  const dialog = page.getByTestId('notice-popup');
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('button', { name: /닫기|Close|關閉/ })
    .last()
    .click();
  await expect(dialog).toHaveCount(0);
}
