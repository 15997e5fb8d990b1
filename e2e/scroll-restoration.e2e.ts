import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// SPEC §2: back from a product detail to the product list, search results or Home restores the scroll
// position; a fresh navigation starts at the top.
const productLinks = (scope: Page | Locator) => scope.locator('a[href^="/product/detail/"]');
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls so the card sits a third of the way down the viewport (clear of the sticky header). */
async function scrollCardIntoView(page: Page, card: Locator): Promise<number> {
  await card.evaluate((element) => {
    const top = element.getBoundingClientRect().top + window.scrollY - window.innerHeight / 3;
    window.scrollTo({ top, behavior: 'instant' });
  });
  // Images above may still be decoding: wait until the position stops moving.
  let previous = -1;
  await expect
    .poll(async () => {
      const now = await scrollY(page);
      const settled = now === previous;
      previous = now;
      return settled;
    })
    .toBe(true);
  return previous;
}

/**
 * Opens the card, goes back and checks the position of the moment of the click comes back and stays.
 * The position is read when the click happens (Playwright may nudge the page to reach the card).
 */
async function openAndComeBack(page: Page, card: Locator, listUrl: RegExp) {
  await page.evaluate(() => {
    window.addEventListener(
      'click',
      () => ((window as unknown as { yAtClick: number }).yAtClick = Math.round(window.scrollY)),
      {
        capture: true,
        once: true
      }
    );
  });
  await card.click();
  await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scrolled = await page.evaluate(() => (window as unknown as { yAtClick: number }).yAtClick);
  expect(scrolled).toBeGreaterThan(300);
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(scrolled - 4);
  expect(Math.abs((await scrollY(page)) - scrolled)).toBeLessThanOrEqual(4);
  // Nothing rendered late (a second fetch, an image without a size) moves the page afterwards.
  await page.waitForTimeout(500);
  expect(Math.abs((await scrollY(page)) - scrolled)).toBeLessThanOrEqual(4);
}

test.describe('scroll position on return', () => {
  test('a category list comes back where it was; its page links start at the top', async ({ page }) => {
    await page.goto('/product/skin-care');
    const cards = productLinks(page.locator('main'));
    await expect(cards).toHaveCount(8);
    const lower = cards.nth(6);
    await scrollCardIntoView(page, lower);
    await openAndComeBack(page, lower, /\/product\/skin-care$/);

    // Page 2 is another list: it opens at the top, not at page 1's position.
    const next = page.getByRole('navigation', { name: /페이지/ }).getByRole('link', { name: '2 페이지' });
    await next.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await next.click();
    await expect(page).toHaveURL(/pageNumber=2/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('Home comes back at its New section', async ({ page }) => {
    await page.goto('/');
    const newSection = page.locator('#home-new');
    const card = productLinks(newSection).nth(2);
    await expect(card).toBeVisible();
    expect(await scrollCardIntoView(page, card)).toBeGreaterThan(600);
    await openAndComeBack(page, card, /\/$/);
  });

  test('search results come back where they were', async ({ page }) => {
    await page.goto(`/search?keyword=${encodeURIComponent('크림')}`);
    const cards = productLinks(page.locator('main'));
    await expect(cards.nth(5)).toBeVisible();
    const card = cards.last();
    await scrollCardIntoView(page, card);
    await openAndComeBack(page, card, /\/search\?keyword=/);
  });

  test('a category link followed from a scrolled page opens the list at the top', async ({
    page,
    isMobile
  }) => {
    await page.goto('/');
    await scrollCardIntoView(page, productLinks(page.locator('#home-new')).first());
    expect(await scrollY(page)).toBeGreaterThan(600);
    // Links that stay on screen while scrolled: the side menu from the bottom bar on phones, the sticky
    // header's category bar on desktops.
    if (isMobile) {
      await page
        .getByRole('navigation', { name: '하단 메뉴' })
        .getByRole('button', { name: '카테고리' })
        .click();
      const menu = page.getByRole('dialog');
      await menu.getByRole('button', { name: '스킨케어' }).click();
      await menu.locator('a[href="/product/skin-care"]').click();
    } else {
      await page.locator('header a[href="/product/skin-care"]').click();
    }
    await expect(page).toHaveURL(/\/product\/skin-care$/);
    await expect(productLinks(page.locator('main')).first()).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('a page opened fresh after another fresh page starts at the top (a shared link, a redirect back)', async ({
    page
  }) => {
    await page.goto('/');
    await scrollCardIntoView(page, productLinks(page.locator('#home-new')).first());
    expect(await scrollY(page)).toBeGreaterThan(600);
    await page.goto('/product/skin-care');
    await expect(productLinks(page.locator('main')).first()).toBeVisible();
    // The list is tall enough to be scrolled (once the rest of the page, the footer, is there): only the
    // restoration could move it.
    await expect
      .poll(() => page.evaluate(() => document.body.scrollHeight - window.innerHeight))
      .toBeGreaterThan(600);
    await page.waitForTimeout(500);
    expect(await scrollY(page)).toBe(0);
  });
});
