import { expect, test, type Page } from '@playwright/test';
import { closeNoticePopup, NOTICE_HIDDEN_KEY } from './notice.ts';

// These journeys are about the notice popup: start without the "hidden" storage the others get.
test.use({ storageState: { cookies: [], origins: [] } });

const DAY_MS = 24 * 60 * 60 * 1000;

const firstBanner = {
  'ko-KR': '맑은 빛을 채우는 봄 루틴',
  'en-US': 'A spring routine for clear, glowing skin',
  'zh-TW': '為肌膚注入清透光采的春日保養'
} as const;

/** The 1-based slide the carousel's dots call current. */
async function currentSlide(page: Page) {
  const dots = page
    .getByRole('region', { name: /메인 배너|Featured|主打橫幅/ })
    .getByRole('button', { name: /번째 배너 보기|Show banner|則橫幅/ });
  await expect(dots.first()).toBeVisible();
  const states = await dots.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-current')));
  return states.indexOf('true') + 1;
}

for (const language of ['ko-KR', 'en-US', 'zh-TW'] as const) {
  test(`Home in ${language} shows localised banners, the GNB banner and the notice popup`, async ({
    page
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('mall.language', JSON.stringify(lang)), language);
    await page.goto('/');
    await expect(page.getByTestId('notice-popup')).toBeVisible();
    await closeNoticePopup(page);
    await expect(page.getByRole('heading', { level: 2, name: firstBanner[language] })).toBeVisible();
    const first = page.getByRole('img', { name: /.+/ }).and(page.locator('img[fetchpriority="high"]'));
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(page.getByTestId('gnb-banner')).toBeVisible();
  });
}

test('the main banner advances by itself after 5 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await closeNoticePopup(page);
  await page.mouse.move(0, 0);
  expect(await currentSlide(page)).toBe(1);
  await page.clock.runFor(5_100);
  await expect.poll(() => currentSlide(page)).toBe(2);
  await expect(page.getByRole('heading', { level: 2, name: '하루를 바꾸는 데일리 웰니스' })).toBeInViewport();
});

test('a swipe (native scroll-snap) and the arrow keys move the banner', async ({ page }) => {
  await page.goto('/');
  await closeNoticePopup(page);
  const track = page.getByTestId('banner-track');
  // A finger swipe is a horizontal scroll of the snap track; the carousel follows what is shown.
  await track.evaluate((el) => el.scrollTo({ left: el.clientWidth * 2 }));
  await expect.poll(() => currentSlide(page)).toBe(3);
  await track.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentSlide(page)).toBe(4);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentSlide(page)).toBe(1);
});

test('"do not show today" hides the notice popup until the same time tomorrow', async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: '설 연휴 배송 안내' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('설 연휴 배송 일정 안내');
  // The IMAGE popup (second) links to sign-up in the same tab.
  await dialog.getByRole('button', { name: '2번째 공지 보기' }).click();
  await expect(page.getByRole('link', { name: '신규 회원 웰컴 기프트' })).toHaveAttribute(
    'href',
    '/signup/selectType'
  );

  await page.getByRole('checkbox', { name: '오늘 하루 보지 않기' }).check();
  await page.getByTestId('notice-popup').getByRole('button', { name: '닫기' }).last().click();
  await expect(page.getByTestId('notice-popup')).toHaveCount(0);
  const until = Number(await page.evaluate((key) => localStorage.getItem(key), NOTICE_HIDDEN_KEY));
  expect(until - start).toBeGreaterThanOrEqual(DAY_MS);
  expect(until - start).toBeLessThan(DAY_MS + 60_000);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: firstBanner['ko-KR'] })).toBeVisible();
  await expect(page.locator('#home-best a').first()).toBeVisible();
  await expect(page.getByTestId('notice-popup')).toHaveCount(0);

  // The next day, past the stored time, it is back.
  await page.clock.setSystemTime(until + 60_000);
  await page.reload();
  await expect(page.getByRole('dialog', { name: '설 연휴 배송 안내' })).toBeVisible();
});

test('the GNB banner closes for the rest of the session', async ({ page }) => {
  await page.goto('/');
  await closeNoticePopup(page);
  const gnb = page.getByTestId('gnb-banner');
  await expect(gnb.getByRole('img', { name: '웰니스 위크 최대 30% 할인 — 지금 확인하기' })).toBeVisible();
  await gnb.getByRole('button', { name: '이벤트 배너 닫기' }).click();
  await expect(gnb).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: firstBanner['ko-KR'] })).toBeVisible();
  await expect(page.getByTestId('gnb-banner')).toHaveCount(0);
});
