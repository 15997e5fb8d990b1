import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
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
    // The dots only: in zh-TW the arrows (上一則橫幅, 下一則橫幅, shown from 768 px) also say 則橫幅.
    .getByRole('button', { name: /^(\d+번째 배너 보기|Show banner \d+|查看第 \d+ 則橫幅)$/ });
  await expect(dots.first()).toBeVisible();
  const states = await dots.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-current')));
  return states.indexOf('true') + 1;
}

/** The main banners in order (seed content-data.ts), by their 1-based slide. */
const bannerTitles: Record<number, Record<'ko-KR' | 'en-US' | 'zh-TW', string>> = {
  1: firstBanner,
  2: {
    'ko-KR': '하루를 바꾸는 데일리 웰니스',
    'en-US': 'Daily wellness that changes your day',
    'zh-TW': '改變一天的日常保健'
  },
  3: {
    'ko-KR': '당신만의 시그니처 향을 찾아서',
    'en-US': 'Find your signature scent',
    'zh-TW': '尋找專屬於你的招牌香氛'
  },
  4: {
    'ko-KR': '마음을 전하는 선물 세트',
    'en-US': 'Gift sets that say it for you',
    'zh-TW': '傳遞心意的禮盒組'
  }
};
const noticeTitle = {
  'ko-KR': '택배 휴무일 배송 안내',
  'en-US': 'Courier day-off delivery notice',
  'zh-TW': '物流公休日配送公告'
} as const;
const doNotShowToday = {
  'ko-KR': '오늘 하루 보지 않기',
  'en-US': 'Do not show again today',
  'zh-TW': '今天不再顯示'
} as const;

// Each language, on phone and desktop (the two projects): localised banners, the GNB banner, the notice
// popup and its "do not show today", and the banner's autoplay. The page clock keeps it fast.
for (const language of ['ko-KR', 'en-US', 'zh-TW'] as const) {
  test(`Home in ${language}: localised banners that advance by themselves, the GNB banner, the notice popup with "do not show today"`, async ({
    page
  }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.addInitScript((lang) => localStorage.setItem('mall.language', JSON.stringify(lang)), language);
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: noticeTitle[language] })).toBeVisible();
    // The IMAGE popup (second) links to sign-up in the same tab (the dialog's name follows the slide).
    const dialog = page.getByTestId('notice-popup');
    await dialog.getByRole('button', { name: /2/ }).first().click();
    await expect(dialog.locator('a[href="/signup/selectType"]')).toBeVisible();
    await dialog.getByRole('checkbox', { name: doNotShowToday[language] }).check();
    await closeNoticePopup(page);
    const until = Number(await page.evaluate((key) => localStorage.getItem(key), NOTICE_HIDDEN_KEY));
    // Until the next midnight in Korea time (15:00 UTC), whatever the browser's zone.
    expect(new Date(until).toISOString().slice(11)).toBe('15:00:00.000Z');
    expect(until).toBeGreaterThan(start);
    expect(until - start).toBeLessThanOrEqual(DAY_MS);

    await expect(page.getByRole('heading', { level: 2, name: firstBanner[language] })).toBeVisible();
    const first = page.getByRole('img', { name: /.+/ }).and(page.locator('img[fetchpriority="high"]'));
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(page.getByTestId('gnb-banner')).toBeVisible();

    // Autoplay: the next banner within 5 s (the pointer away from the carousel, which pauses it). Time
    // stands still from here, so only runFor moves it (the popup took real time: start from where it is).
    await page.mouse.move(0, 0);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    const shown = await currentSlide(page);
    // The pending 5 s timer fires within this run, its successor only after it.
    await page.clock.runFor(5_000);
    const next = (shown % Object.keys(bannerTitles).length) + 1;
    await expect.poll(() => currentSlide(page)).toBe(next);
    // Time flows again for the track's scroll to settle (its end-of-scroll fallback is a timer).
    await page.clock.resume();
    await expect(
      page.getByRole('heading', { level: 2, name: bannerTitles[next]![language] })
    ).toBeInViewport();

    // Hidden on the next visit today; back the next day, past the stored time.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: firstBanner[language] })).toBeVisible();
    await expect(page.locator('#home-best a').first()).toBeVisible();
    await expect(page.getByTestId('notice-popup')).toHaveCount(0);
    await page.clock.setSystemTime(until + 60_000);
    await page.reload();
    await expect(page.getByRole('dialog', { name: noticeTitle[language] })).toBeVisible();
  });
}

test('a link in the notice HTML opens in-app (no page load) and closes the popup', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByTestId('notice-popup');
  await expect(dialog).toContainText('택배 휴무일 배송 안내');
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await dialog.getByRole('link', { name: '자주 묻는 질문' }).click();
  await expect(page).toHaveURL(/\/customer\/faq$/);
  await expect(page.locator('main').getByTestId('faq-list')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // No page load: the window's state survives.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
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
