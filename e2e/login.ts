import { expect, type Page } from '@playwright/test';

/** The seeded demo accounts' password (apps/api/seed/members.ts). */
export const DEMO_PASSWORD = 'demo1234!';
/** Where the storefront keeps "a refresh cookie may exist" (apps/web STORAGE_KEYS.sessionHint). */
const SESSION_HINT_KEY = 'mall.sessionHint';
const clientAuth = `Basic ${Buffer.from('mall-web:').toString('base64')}`;

/**
 * Logs `loginId` in without the login screen: the `loginAs` fixture of fixtures.ts, for a member a journey
 * made itself (seeded members come signed in through its `member` option). A password grant through the browser
 * context's own request client stores the httpOnly refresh cookie `mall_rt` in the context, as the login
 * screen's call would; the session hint in the tab's sessionStorage (what a login without auto-login writes)
 * makes the storefront restore the session at start-up. Ends on Home with the member restored.
 */
export async function loginByApi(page: Page, loginId: string, password = DEMO_PASSWORD) {
  const response = await page.context().request.post('/api/oauth/token', {
    headers: { Authorization: clientAuth },
    form: { grant_type: 'password', username: loginId, password, auto_login: 'N' }
  });
  expect(response.status(), `password login of ${loginId}`).toBe(200);
  // A same-origin answer that boots no app: the tab's storage for the origin is writable from it.
  await page.goto('/api/etc/v1/public/health-check');
  await page.evaluate((key) => sessionStorage.setItem(key, JSON.stringify('session')), SESSION_HINT_KEY);
  const restored = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/member/v1/users/me') && answer.ok()
  );
  await page.goto('/');
  await restored;
}
