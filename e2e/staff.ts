import type { Browser, Page } from '@playwright/test';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../apps/api/seed/staff-accounts.ts';
import { totpAt, totpStep } from '../apps/api/src/lib/totp.ts';
import { expect } from './fixtures.ts';

/**
 * A demo staff member signed in to the console in a browser of its own, at `width`: password, then the
 * authenticator code. A code is good once per account: when a journey running at once used this step's code for the
 * same account, the console refuses it, and the next step's code (at most 30 s later) is tried.
 */
export async function staffSignIn(browser: Browser, loginId: string, width: number): Promise<Page> {
  const staff = DEMO_STAFF.find((candidate) => candidate.loginId === loginId)!;
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const who = page.getByTestId('staff-who');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.goto('/staff/');
    await expect(page).toHaveURL(/\/staff\/login$/);
    await page.getByLabel('아이디').fill(loginId);
    await page.getByLabel('비밀번호').fill(DEMO_STAFF_PASSWORD);
    await page.getByRole('button', { name: '로그인' }).click();
    const step = totpStep(new Date());
    await page.getByLabel('인증 코드 (6자리)').fill(totpAt(staff.totpSecret, step));
    await page.getByRole('button', { name: '로그인' }).click();
    const signedIn = await who.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false
    );
    if (signedIn) {
      await expect(who).toHaveText(`${staff.name} · ${staff.department}`);
      return page;
    }
    await page.waitForTimeout(Math.max(0, (step + 1) * 30_000 - Date.now()) + 500);
  }
  throw new Error(`${loginId} could not sign in`);
}

/** A desk call from the signed-in console's own session (its cookie, its origin), answering `data`. */
export async function deskCall<T>(
  desk: Page,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown
): Promise<T> {
  const origin = new URL(desk.url()).origin;
  const response = await desk.request.fetch(path, {
    method,
    headers: { origin, 'content-type': 'application/json' },
    ...(data === undefined ? {} : { data })
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Moves a paid order through the desk by its API: prepare, ship with a CJ number, and (when asked) deliver. */
export async function fulfil(desk: Page, orderNumber: string, trackingNumber: string) {
  const list = await deskCall<{ list: { orderId: number }[] }>(
    desk,
    'GET',
    `/api/staff/v1/orders?status=PLACED&q=${orderNumber}`
  );
  const orderId = list.list[0]!.orderId;
  await deskCall(desk, 'POST', '/api/staff/v1/orders/moves', { event: 'prepare', orderIds: [orderId] });
  await deskCall(desk, 'POST', '/api/staff/v1/orders/shipments', {
    shipments: [{ orderNumber, courier: 'CJ', trackingNumber }]
  });
  return {
    deliver: () =>
      deskCall(desk, 'POST', '/api/staff/v1/orders/moves', { event: 'deliver', orderIds: [orderId] })
  };
}
