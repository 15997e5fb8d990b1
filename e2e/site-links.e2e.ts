import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The link walk (issue 19): every link of the side menu (the shop's categories and the company-story branch), the
 * footer and the floating customer-centre button opens a real page — the address it names (not Home by the
 * catch-all redirect), no "not found" screen, a level-one heading in the main area. Failures are listed together,
 * each with its link, so one missing page does not hide the others.
 */
test.setTimeout(120_000);

/** In-app hrefs of the shell's links as a guest sees them (the side menu opened once). */
async function shellLinks(page: Page): Promise<{ from: string; href: string }[]> {
  await page.goto('/');
  // Phones and tablets open it from the header's button; from 1024 px, from the category bar's "menu" button.
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  await (
    wide ? page.locator('header nav button[aria-controls]') : page.getByTestId('open-side-menu')
  ).click();
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  // The company-story branch comes with the category tree.
  await expect(menu.locator('nav').nth(1)).toBeVisible();
  const collect = (selector: string, from: string) =>
    page.$$eval(
      selector,
      (links, label) => links.map((link) => ({ from: label, href: link.getAttribute('href') ?? '' })),
      from
    );
  const found = [
    ...(await collect('[data-testid="side-menu"] a[href]', 'side menu')),
    ...(await collect('header nav a[href]', 'category bar')),
    ...(await collect('[data-testid="site-footer"] a[href]', 'footer')),
    ...(await collect('aside a[href]', 'floating button'))
  ];
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  const seen = new Set<string>();
  return found.filter(({ href }) => {
    const inApp = href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/');
    if (!inApp || seen.has(href)) return false;
    seen.add(href);
    return true;
  });
}

/**
 * Opens `href` inside the running app (history push + popstate, as a link click does: no page reload, so the walk
 * stays fast) and answers what is wrong with the page it shows, or null. The previous heading is marked first so
 * the check waits for the new screen's own (or for the same element with other words).
 */
async function problemOf(page: Page, href: string): Promise<string | null> {
  const expected = new URL(href, 'http://shop').pathname.replace(/\/+$/, '') || '/';
  const before = await page.evaluate((to) => {
    const previous = document.querySelector('main h1')?.textContent ?? '';
    document.querySelectorAll('main h1').forEach((h1) => h1.setAttribute('data-walked', ''));
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return previous;
  }, href);
  const heading = page.locator('main h1:not([data-walked])').first();
  // Two addresses of one screen (/use_terms, /privacy_policy) keep its heading element and change its words.
  const reused = page
    .locator('main h1[data-walked]')
    .filter({ hasNotText: before || '\u0000' })
    .first();
  try {
    await expect(heading.or(reused).first()).toBeVisible({ timeout: 8_000 });
  } catch {
    const now = new URL(page.url()).pathname;
    if (now !== expected) return `went to ${now} instead`;
    // The same screen under another address with the same heading (the terms' one title): still a real page.
    if (!(await page.locator('main h1').first().isVisible())) return 'no level-one heading in main';
  }
  const now = new URL(page.url()).pathname.replace(/\/+$/, '') || '/';
  if (now !== expected) return `went to ${now} instead`;
  if (await page.locator('#message-screen-title').count())
    return `shows "${await page.locator('#message-screen-title').innerText()}"`;
  return null;
}

test('every link of the side menu, the footer and the floating button opens a real page', async ({
  page
}) => {
  const links = await shellLinks(page);
  // The company-story branch is walked too (root 9999999999): its history and ethics code pages at least.
  expect(links.map((link) => link.href)).toEqual(
    expect.arrayContaining(['/about/history', '/esg/rightway', '/customer'])
  );
  const failures: string[] = [];
  for (const { from, href } of links) {
    const problem = await problemOf(page, href);
    if (problem) failures.push(`${from}: ${href} — ${problem}`);
  }
  test.info().annotations.push({ type: 'walked', description: links.map((link) => link.href).join(' ') });
  expect(failures, `${failures.length} of ${links.length} links`).toEqual([]);
});

test('the company pages: history timeline, location map, the ethics code article and back', async ({
  page
}) => {
  await page.goto('/about/history');
  await expect(page.getByTestId('history-timeline').getByRole('heading', { name: '2009' })).toBeVisible();
  await expect(page.getByTestId('history-timeline').getByRole('heading', { name: '2026' })).toBeVisible();
  await page.getByTestId('company-nav').getByRole('link', { name: '오시는 길' }).click();
  await expect(page).toHaveURL(/\/about\/location$/);
  const map = page.getByTestId('location-map');
  await expect(map).toBeVisible();
  expect(await map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByTestId('location-card')).toContainText('성수이로 118');
  await page.getByTestId('company-nav').getByRole('link', { name: 'ESG 경영' }).click();
  await page.getByTestId('company-nav').getByRole('link', { name: '회원윤리강령' }).click();
  await page.getByTestId('rightway-list').getByRole('link').nth(1).click();
  await expect(page.getByTestId('rightway-article').getByRole('heading', { level: 1 })).toContainText(
    '제2조'
  );
  await page.getByRole('link', { name: /다음 조항/ }).click();
  await expect(page.getByTestId('rightway-article').getByRole('heading', { level: 1 })).toContainText(
    '제3조'
  );
});
