import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillLogin } from './signup-steps.ts';

/** Seed products (apps/api/seed/products-a.ts) with the states these journeys need. */
const SERUM_WITH_SOLD_OUT_SIZE = 1005; // SELECT options; the 100ml size is sold out with a restock notice
const FOUNDATION_SHADES = 1015; // BUTTON options; shade 13 is sold out without a message
const LIMITED_ESSENCE = 1007; // buy period, at most 2 per order
const DEMO_PASSWORD = 'demo1234!';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('product detail', () => {
  test('sold-out options are disabled and say why (custom or default text)', async ({ page }) => {
    await page.goto(`/product/detail/${SERUM_WITH_SOLD_OUT_SIZE}`);
    await expect(heading(page)).toContainText('히알루론');
    const select = page.getByRole('combobox', { name: '옵션' });
    const soldOut = select.locator('option', { hasText: '100ml 대용량' });
    await expect(soldOut).toBeDisabled();
    await expect(soldOut).toHaveText('100ml 대용량 — 12월 초 재입고 예정');

    await page.goto(`/product/detail/${FOUNDATION_SHADES}`);
    // The shade's own button (named first by the shade), not the restock request that names it after the action.
    const shade = page.getByRole('button', { name: /^13 포슬린/ });
    await expect(shade).toBeDisabled();
    await expect(shade).toContainText('일시품절');
    await expect(page.getByRole('button', { name: /17 라이트 베이지/ })).toBeEnabled();
  });

  test('the quantity stays within the product limit, and the notes say so', async ({ page }) => {
    await page.goto(`/product/detail/${LIMITED_ESSENCE}`);
    await expect(heading(page)).toBeVisible();
    const notes = page.getByRole('region', { name: '구매 안내' });
    await expect(notes).toContainText('구매 기간이 정해진 상품입니다.');
    await expect(notes).toContainText('한 번에 최대 2개까지');
    const field = page.getByRole('textbox', { name: '수량' });
    await field.fill('');
    await field.pressSequentially('9x');
    await expect(field).toHaveValue('2');
    await expect(page.getByRole('button', { name: '수량 늘리기' })).toBeDisabled();
    await page.getByRole('button', { name: '수량 줄이기' }).click();
    await expect(field).toHaveValue('1');
    // A guest cannot buy a quantity-limited product (SPEC §5): the cart journeys (cart.e2e.ts) go on from here.
    await page.getByRole('button', { name: '바로 구매' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      '구매 수량이 제한된 상품은 로그인 후 구매할 수 있습니다.'
    );
  });

  test('copy link puts the product URL on the clipboard and says so', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await page.goto(`/product/detail/${SERUM_WITH_SOLD_OUT_SIZE}`);
    await page.getByRole('button', { name: '공유하기' }).click();
    const modal = page.getByRole('dialog', { name: '공유하기' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: '링크 복사' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('링크가 복사되었습니다.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/product/detail/${SERUM_WITH_SOLD_OUT_SIZE}`
    );
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  });

  test('KakaoTalk share opens the sharer popup with the product card, and sending closes it', async ({
    page,
    request
  }) => {
    await page.goto(`/product/detail/${FOUNDATION_SHADES}`);
    const title = (await heading(page).textContent())!.trim();
    await page.getByRole('button', { name: '공유하기' }).click();
    const messenger = page
      .getByRole('dialog', { name: '공유하기' })
      .getByRole('button', { name: '카카오톡으로 공유하기' });
    await expect(messenger).toBeEnabled();
    const [popup] = await Promise.all([page.waitForEvent('popup'), messenger.click()]);
    const card = popup.getByTestId('feed-card');
    await expect(card).toContainText(title);
    await expect(card.locator('img')).toHaveAttribute('src', /\/media\//);
    await expect(card.getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`/product/detail/${FOUNDATION_SHADES}$`)
    );
    await popup.getByRole('radio', { name: /뷰티 플래너 모임/ }).check();
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: /보내기/ }).click()]);
    const sent = (await (await request.get('/__sandbox/kakao-share/sent')).json()) as {
      data: { chat: string; template: { content: { title: string } } }[];
    };
    expect(
      sent.data.some((entry) => entry.chat === 'friends' && entry.template.content.title === title)
    ).toBe(true);
  });

  test('a planner sees SP and BP; a guest does not', async ({ page }) => {
    await page.goto(`/product/detail/${SERUM_WITH_SOLD_OUT_SIZE}`);
    await expect(heading(page)).toBeVisible();
    await expect(page.getByTestId('member-points')).toHaveCount(0);

    await page.goto(`/login?redirect=${encodeURIComponent(`/product/detail/${SERUM_WITH_SOLD_OUT_SIZE}`)}`);
    await fillLogin(page, 'planner1', DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/product/detail/${SERUM_WITH_SOLD_OUT_SIZE}$`));
    const points = page.getByTestId('member-points').first();
    await expect(points).toContainText('SP');
    await expect(points).toContainText('38,400');
    await expect(points).toContainText('BP');
    await expect(points).toContainText('33,600');
  });
});
