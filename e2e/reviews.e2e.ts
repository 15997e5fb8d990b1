import { expect, type Page } from '@playwright/test';
import reviewsEn from '../apps/web/src/shared/i18n/locales/reviews.en-US.ts';
import reviewsKo from '../apps/web/src/shared/i18n/locales/reviews.ko-KR.ts';
import { accessibilityViolations } from './accessibility.ts';
import { test } from './fixtures.ts';
import { fill, openInLanguage, pattern } from './language.ts';

/**
 * Reviews with a beauty profile (issue 21 item 1, docs/decisions/090), customer1 at both widths: she keeps a beauty
 * profile on my page, opens "write a review" on a delivered order line that has none yet (the seed reviews two of
 * her lines and leaves the others), writes one with a photo, then on the product page filters by her skin type and
 * finds it with her profile. The phone reads the shop in English, the desktop in Korean (the wishlist journey takes
 * Traditional Chinese); the texts come from the storefront's own catalogues. Each screen it passes is checked with
 * axe as it stands (no serious or critical violation).
 */
const IN = {
  phone: { language: 'en-US', texts: reviewsEn, review: 'Light and fresh on my combination skin' },
  desktop: { language: 'ko-KR', texts: reviewsKo, review: '복합성 피부에 산뜻하게 잘 맞아요' }
} as const;

// A valid 1 × 1 PNG: the API decodes every photo (a file that only starts like one is refused).
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
);

/** The first delivered line whose write form opens (not reviewed yet), from the order list's entries. */
async function openWritableLine(page: Page) {
  await page.goto('/mypage/orderList?months=6');
  await expect(page.getByTestId('order-line-review').first()).toBeVisible();
  const hrefs = await page
    .getByTestId('order-line-review')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    await page.goto(href);
    const form = page.getByTestId('review-write-form');
    await expect(form.or(page.getByTestId('review-write-ending'))).toBeVisible();
    if (await form.isVisible()) return;
  }
  throw new Error('no delivered line of customer1 is left to review');
}

test.describe('reviews', () => {
  test.use({ member: 'customer1' });

  test('a member sets a beauty profile, reviews a delivered line with a photo and finds it by skin type', async ({
    page
  }, info) => {
    // A long journey (profile, the order list, the write form, my reviews, the product page) on a shared machine.
    test.slow();
    const { language, texts, review } = IN[info.project.name as keyof typeof IN];
    await openInLanguage(page, language);
    const text = `${review} (${info.project.name})`;
    await page.goto('/mypage/beautyProfile');
    const profile = page.getByTestId('beauty-profile-form');
    await profile.getByText(texts.skinType.COMBINATION, { exact: true }).click();
    await profile.getByText(texts.skinTone.MEDIUM, { exact: true }).click();
    await page.getByTestId('beauty-profile-save').click();
    await expect(page.getByRole('status')).toHaveText(texts.profile.saved);
    expect(await accessibilityViolations(page)).toEqual([]);

    await openWritableLine(page);
    const form = page.getByTestId('review-write-form');
    await expect(form.getByTestId('review-write-profile')).toContainText(
      `${texts.skinType.COMBINATION} · ${texts.skinTone.MEDIUM}`
    );
    const product = (await form.locator('p.font-semibold').first().textContent())?.trim() ?? '';
    await form
      .getByRole('radio', { name: fill(texts.write.ratingValue, { rating: 4 }) })
      .check({ force: true });
    await form.getByTestId('review-text').fill(text);
    await form
      .getByTestId('review-photo-input')
      .setInputFiles({ name: 'swatch.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(form.getByRole('img', { name: fill(texts.write.photoAlt, { index: 1 }) })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await form.getByTestId('review-submit').click();
    await expect(page.getByTestId('review-write-ending')).toContainText(
      fill(texts.write.done, { points: 300 })
    );

    await page.getByRole('link', { name: texts.write.toMine }).click();
    const mine = page.getByTestId('my-review').filter({ hasText: text });
    await expect(mine).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await mine.getByRole('link', { name: product }).click();
    const section = page.getByTestId('product-reviews');
    await expect(section).toBeVisible();
    await section.getByTestId('review-filter-COMBINATION').click();
    const card = section.getByTestId('review-card').filter({ hasText: text });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('review-profile')).toContainText(texts.skinType.COMBINATION);
    await expect(card.getByRole('img', { name: pattern(texts.review.photoAlt, { index: 1 }) })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await section.getByTestId('review-filter-OILY').click();
    await expect(section.getByTestId('review-card').filter({ hasText: text })).toHaveCount(0);
  });
});
