import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { guestBuyNow } from './checkout-steps.ts';
import { loginByApi } from './login.ts';
import { noticeHiddenState } from './notice.ts';

/**
 * The dive-in feed (issue 20, docs/decisions/084), a guest at both widths (a sheet on the phone, a dialog on the
 * desktop): the feed opens on the newest video, the keys and the wheel move one video at a time with only the one on
 * screen playing, a video's product bag opens over the feed (its address says so: ?diveInId), a product goes into the
 * guest cart through the add-to-cart drawer, and closing the bag leaves the feed where it was.
 */
// The seed's videos, newest first (apps/api/seed/dive-ins.ts), and a product of the second one's bag.
const FIRST = '약산성 녹차 폼으로 아침 세안 30초 루틴';
const SECOND = '비타C 미스트 + 잡티 앰플, 칙칙한 날의 광채 레이어링';
const THIRD = '무기자차 vs 수분 선에센스, 나에게 맞는 선케어 고르기';
const MIST = { id: 1004, name: '루미에르 비타 비타C 브라이트닝 미스트 120ml' };
const GUEST_CART_KEY = 'mall.guestCart';

const active = (page: Page) => page.locator('[data-testid="dive-in-video"][data-active="true"]');

async function expectOnScreen(page: Page, caption: string) {
  await expect(active(page)).toContainText(caption);
  // Only that one plays (or tries to: a headless browser may still be buffering); every other one is paused.
  await expect
    .poll(() =>
      page.$$eval('[data-testid="dive-in-video"] video', (videos) =>
        videos.map((video) => !(video as HTMLVideoElement).paused)
      )
    )
    .toEqual(
      await page.$$eval('[data-testid="dive-in-video"]', (slides) =>
        slides.map((slide) => slide.getAttribute('data-active') === 'true')
      )
    );
}

test('a guest scrolls the dive-in feed, opens a video’s products and adds one to the cart', async ({
  page
}) => {
  await page.goto('/diveIn');
  await expect(page.getByRole('heading', { level: 1, name: '다이브인' })).toBeVisible();
  await expect(page.getByRole('button', { name: '스킨케어' })).toBeVisible();
  await expectOnScreen(page, FIRST);
  await expect(active(page).locator('video')).toHaveJSProperty('muted', true);

  await page.keyboard.press('ArrowDown');
  await expectOnScreen(page, SECOND);
  const feed = page.getByTestId('dive-in-feed');
  await feed.hover();
  await page.mouse.wheel(0, 400);
  await expectOnScreen(page, THIRD);
  await page.keyboard.press('ArrowUp');
  await expectOnScreen(page, SECOND);

  await active(page).getByRole('button', { name: '상품 3개 보기' }).click();
  const bag = page.getByRole('dialog', { name: '영상 속 상품' });
  await expect(bag).toBeVisible();
  await expect(page).toHaveURL(/\/diveIn\?diveInId=\d+$/);
  await expect(bag.getByTestId('dive-in-bag-item')).toHaveCount(3);
  const mist = bag.getByTestId('dive-in-bag-item').filter({ hasText: MIST.name });
  await expect(mist.getByRole('link', { name: MIST.name })).toHaveAttribute(
    'href',
    `/product/detail/${MIST.id}`
  );
  // The feed behind it stops.
  await expect
    .poll(() =>
      page.$$eval('[data-testid="dive-in-video"] video', (videos) =>
        videos.every((video) => (video as HTMLVideoElement).paused)
      )
    )
    .toBe(true);

  await mist.getByRole('button', { name: `${MIST.name} 장바구니에 담기` }).click();
  const drawer = page.getByRole('dialog', { name: '장바구니 담기' });
  await drawer.getByTestId('quick-add-submit').click();
  const added = page.getByRole('dialog', { name: '장바구니에 담았습니다' });
  await expect(added).toBeVisible();
  const cart = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[],
    GUEST_CART_KEY
  );
  expect(cart).toEqual([expect.objectContaining({ productId: MIST.id, quantity: 1 })]);
  await page.keyboard.press('Escape');
  await expect(added).toHaveCount(0);

  // Closing the bag goes back to the feed, on the same video.
  await bag.getByRole('button', { name: '닫기' }).click();
  await expect(bag).toHaveCount(0);
  await expect(page).toHaveURL(/\/diveIn$/);
  await expectOnScreen(page, SECOND);
});

// planner1 (apps/api/seed/members.ts): the maker of the seed's first video, whose bag holds the foam.
const PLANNER = { number: '1000000001', nickname: '블룸서연' };
const FOAM = { id: 1001, name: '다미 보타니크 녹차 약산성 클렌징 폼 150ml' };

/** planner1's credited orders this month, as their personal mall page shows them. */
async function creditedOrders(planner: Page): Promise<number> {
  await planner.goto('/mypage/personalMall');
  const figure = planner.locator('main').getByTestId('mall-figure-orders');
  await expect(figure).toHaveText(/\d+건/);
  return Number((await figure.textContent())?.replace(/[^0-9]/g, ''));
}

async function plannerPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    storageState: noticeHiddenState,
    viewport: page.viewportSize(),
    locale: 'ko-KR'
  });
  const planner = await context.newPage();
  await loginByApi(planner, 'planner1');
  return planner;
}

test('a guest buys from a planner’s video and the sale is credited to that planner', async ({
  page,
  browser
}) => {
  test.setTimeout(150_000);
  const planner = await plannerPage(browser, page);
  const before = await creditedOrders(planner);

  await page.goto(`/diveIn/${PLANNER.number}`);
  await expect(page.getByRole('heading', { level: 1, name: `${PLANNER.nickname}의 다이브인` })).toBeVisible();
  await expectOnScreen(page, FIRST);
  await active(page).getByRole('button', { name: '상품 2개 보기' }).click();
  const bag = page.getByRole('dialog', { name: '영상 속 상품' });
  await bag.getByRole('link', { name: FOAM.name }).click();
  await expect(page).toHaveURL(new RegExp(`/product/detail/${FOAM.id}$`));

  // The video's planner rides with the guest to the payment (the shop-referrer cookie the bag set).
  await guestBuyNow(page, FOAM, {
    lastName: '윤',
    firstName: '다인',
    mobileNumber: `010${String(Date.now()).slice(-8)}`,
    password: 'dive-in-buyer-26'
  });

  // Other journeys credit planner1 too: this order adds at least one.
  await expect.poll(() => creditedOrders(planner), { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 1);
  await planner.context().close();
});
