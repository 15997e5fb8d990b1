import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { staffSignIn } from './staff.ts';

/**
 * The Home content desk (issue 19 item 6, docs/decisions/082): staff at a desk add a main banner with uploaded PC
 * and mobile images and a guests' notice popup through the console; a shopper opening Home on a phone in a fresh
 * browser sees both. The rows come last in Home's order and are deleted at the end, so other Home journeys keep the seed's
 * first slides and popups (the popup is for guests only: a member's popups stay the seed's).
 */

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

test('staff add a banner with uploaded images and a popup; a shopper sees both on Home', async ({
  browser
}) => {
  test.setTimeout(90_000);
  const tag = `${Date.now() % 100000}`;
  const bannerTitle = `겨울 선물 기획전 ${tag}`;
  const popupTitle = `연말 배송 안내 ${tag}`;
  const desk = await staffSignIn(browser, 'content1', 1280);

  // The banner: Korean and English texts, both images uploaded through the image fields.
  await desk.goto('/staff/home-content/main-banners/new');
  await expect(desk.getByRole('heading', { level: 1 })).toContainText('새 콘텐츠');
  await desk.getByRole('textbox', { name: /^제목/ }).fill(bannerTitle);
  await desk.getByRole('textbox', { name: /^부제/ }).fill('따뜻한 마음을 전하는 선물');
  await desk.getByRole('textbox', { name: /^이미지 대체 텍스트/ }).fill('겨울 선물 상자');
  await desk
    .getByRole('tablist', { name: '제목' })
    .getByRole('tab', { name: /English/ })
    .click();
  await desk.getByRole('textbox', { name: /^제목/ }).fill(`Winter gifts ${tag}`);
  await desk
    .getByLabel(/PC 이미지.*이미지 선택/)
    .setInputFiles({ name: 'pc.png', mimeType: 'image/png', buffer: await picture(1440, 560, '#c9a27e') });
  await desk
    .getByLabel(/모바일 이미지.*이미지 선택/)
    .setInputFiles({ name: 'm.png', mimeType: 'image/png', buffer: await picture(750, 760, '#8e6c88') });
  await expect(desk.getByRole('group', { name: /PC 이미지/ }).locator('img')).toHaveAttribute(
    'src',
    /^\/media\/editorial\/.+\.jpg$/
  );
  await expect(desk.getByRole('group', { name: /모바일 이미지/ }).locator('img')).toHaveAttribute(
    'src',
    /^\/media\/editorial\/.+\.jpg$/
  );
  // The preview draws the draft at both proportions, in the chosen language.
  await expect(desk.getByTestId('preview-phone')).toContainText(bannerTitle);
  await desk.getByLabel('링크', { exact: true }).fill('/product/skin-care');
  await desk.getByLabel('정렬 순서', { exact: true }).fill('900');
  await desk.getByRole('button', { name: '저장' }).click();
  await expect(desk).toHaveURL(/\/staff\/home-content\/main-banners$/);
  const bannerRow = desk.getByRole('listitem').filter({ hasText: bannerTitle });
  await expect(bannerRow).toContainText('노출 중');

  // The popup: guests only, HTML written in the console.
  await desk.goto('/staff/home-content/notice-popups/new');
  await desk.getByLabel('보여 줄 대상').selectOption('GUEST');
  await desk.getByRole('textbox', { name: /^제목/ }).fill(popupTitle);
  await desk.getByRole('textbox', { name: /^내용/ }).fill('<p>12월 31일 주문은 1월 2일에 보내 드립니다.</p>');
  await desk.getByLabel('정렬 순서', { exact: true }).fill('900');
  await desk.getByRole('button', { name: '저장' }).click();
  await expect(desk.getByRole('listitem').filter({ hasText: popupTitle })).toContainText('노출 중');

  // A shopper who has never visited: the banner among the slides, the popup among the notices.
  const shopper = await (
    await browser.newContext({
      viewport: { width: 375, height: 800 },
      storageState: { cookies: [], origins: [] }
    })
  ).newPage();
  await shopper.goto('/');
  const slide = shopper.getByTestId('banner-track').getByRole('link').filter({ hasText: bannerTitle });
  await expect(slide).toHaveCount(1);
  await expect(slide.locator('img')).toHaveAttribute('src', /^\/media\/editorial\/.+\.jpg$/);
  const dialog = shopper.getByTestId('notice-popup');
  await expect(dialog).toBeVisible();
  // The pointer on the popup stops its autoplay: the slide stays where the steps put it.
  await dialog.hover();
  for (let step = 0; step < 6; step += 1) {
    if ((await dialog.getByRole('heading', { level: 2 }).textContent()) === popupTitle) break;
    await dialog.getByRole('button', { name: '다음 공지' }).click();
  }
  await expect(shopper.getByRole('dialog', { name: popupTitle })).toContainText('1월 2일에 보내 드립니다');

  // Clean up through the desk (each delete is audited and bumps the content version).
  for (const [kind, title] of [
    ['main-banners', bannerTitle],
    ['notice-popups', popupTitle]
  ] as const) {
    await desk.goto(`/staff/home-content/${kind}`);
    await desk.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: '삭제' }).click();
    await desk.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
    await expect(desk.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  }
});
