import { expect, test } from './fixtures.ts';
import { loginByApi } from './login.ts';
import { closeNoticePopup } from './notice.ts';

// These journeys are about the popup: they start without the "do not show today" every other journey has.
test.use({ storageState: { cookies: [], origins: [] } });

const WELCOME = '신규 회원 웰컴 기프트';
const NOTICE = '택배 휴무일 배송 안내';

test('a guest sees the welcome gift, a member does not (the API answers per session)', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByTestId('notice-popup');
  await expect(dialog).toBeVisible();
  // Two popups: the notice and the guests' welcome gift, with a way to move between them.
  await expect(dialog.getByRole('button', { name: /2/ })).toHaveCount(1);
  await expect(dialog.locator(`img[alt="${WELCOME}"]`)).toHaveCount(1);

  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await loginByApi(page, 'customer1');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog', { name: NOTICE })).toBeVisible();
  await expect(dialog.locator(`img[alt="${WELCOME}"]`)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /2/ })).toHaveCount(0);
});

test('the seeded notice names days ahead of today, never a past month', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: NOTICE });
  const dayOff = new Intl.DateTimeFormat('ko-KR', {
    month: 'long',
    day: 'numeric',
    weekday: 'short',
    timeZone: 'Asia/Seoul'
  }).format(new Date(Date.now() + 10 * 24 * 60 * 60 * 1000));
  await expect(dialog).toContainText(`${dayOff}은 택배사 휴무일로 배송이 쉬어 갑니다.`);
});

test('closed once, it stays closed for the session: reloads and Home visits', async ({ page, context }) => {
  // Five Home loads and a second tab: more than the default half minute on a busy machine.
  test.setTimeout(60_000);
  await page.goto('/');
  await closeNoticePopup(page);
  await page.reload();
  await expect(page.locator('#home-best a').first()).toBeVisible();
  await expect(page.getByTestId('notice-popup')).toHaveCount(0);
  await page.goto('/cart');
  await page.goto('/');
  await expect(page.locator('#home-best a').first()).toBeVisible();
  await expect(page.getByTestId('notice-popup')).toHaveCount(0);

  // A new session (another tab starts its own sessionStorage) shows it again.
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByTestId('notice-popup')).toBeVisible();
});

test('Escape closes it and focus goes back to where it was', async ({ page }) => {
  // Hold the popup answer until the shopper has put the focus somewhere.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/etc/v1/public/main/popup', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const logo = page.locator('header a[href="/"]').first();
  await logo.focus();
  release();
  const dialog = page.getByTestId('notice-popup');
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(logo).toBeFocused();
});

test('the popup is as tall as its notice: no empty area under it', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: NOTICE });
  await expect(dialog).toBeVisible();
  const gap = await dialog.evaluate((element) => {
    const html = element.querySelector('.notice-html')!;
    const slide = html.parentElement!;
    return slide.getBoundingClientRect().bottom - html.getBoundingClientRect().bottom;
  });
  expect(gap).toBeLessThanOrEqual(1);
  expect((await dialog.boundingBox())!.height).toBeLessThan(665);
});
