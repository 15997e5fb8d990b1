import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  agreeAndPay,
  buyNow,
  expectSuccess,
  expectSummaryReady,
  giveAddress,
  inPaymentWindow
} from './checkout-steps.ts';
import { loginByApi } from './login.ts';
import { noticeHiddenState } from './notice.ts';
import { signUpCustomer, uniqueLoginId } from './signup-steps.ts';

/**
 * The planner's personal mall (issue 18, docs/decisions/075): planner1 edits the mall with a picture, copies the
 * shopping link and shares it through the messenger; a guest opens that link, sees the banner with the mall's
 * name, opens the drawer, signs up with planner1 filled in at the referrer step and buys.
 */
const PLANNER = { number: '1000000001' };
const MALL_NAME = '하늘 뷰티 살롱';
const SITE_URL = 'haneulsalon';
const AMPOULE = { id: 1006, name: '한빛랩 나이아신아마이드 10 잡티 앰플 30ml' };

/** A small valid PNG (RGB, filled), made here: the server reads its bytes and re-encodes it. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0))
  ]);
}

async function editMall(page: Page, projectName: string) {
  const main = page.locator('main');
  await main.getByRole('button', { name: '개인몰 편집' }).click();
  const form = page.getByTestId('mall-edit-form');
  await form.getByLabel('개인몰 이름').fill(MALL_NAME);
  await form.getByLabel('소개 문구 1').fill(`${projectName} 루틴을 함께 찾아요`);
  // A changed address must pass its duplicate check before the save goes out (tried with an address no one keeps).
  await form.getByLabel('개인몰 주소').fill(`${SITE_URL}x`);
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByText('개인몰 주소 중복 확인을 해 주세요.')).toBeVisible();
  await form.getByLabel('개인몰 주소').fill(SITE_URL);
  const check = form.getByTestId('mall-siteUrl-check');
  await check.click();
  await expect(check).toHaveText('중복 확인');
  await expect(form.getByTestId('mall-siteUrl-error')).toHaveCount(0);
  await form.getByLabel('프로필 이미지', { exact: true }).setInputFiles({
    name: 'profile.png',
    mimeType: 'image/png',
    buffer: png(64, 64, [91, 42, 134])
  });
  await expect(form.getByTestId('mall-image-profile-name')).toHaveText('profile.png');
  await form.getByRole('button', { name: '저장' }).click();
  const saved = page.getByRole('alertdialog');
  await expect(saved).toContainText('개인몰을 저장했습니다.');
  await saved.getByRole('button', { name: '확인' }).click();
  await expect(form).toHaveCount(0);
}

test('a planner edits the mall and shares the shopping link; a guest sees the mall, signs up with that planner and buys', async ({
  page,
  context,
  browser,
  baseURL
}, testInfo) => {
  test.setTimeout(150_000);
  await loginByApi(page, 'planner1');
  await page.goto('/mypage/personalMall');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: '개인몰' })).toBeVisible();
  await editMall(page, testInfo.project.name);
  await expect(main.getByTestId('mall-title')).toHaveText(MALL_NAME);
  await expect(main.getByTestId('mall-profile-image')).toHaveAttribute('src', /\/media\/personal\//);

  // The shopping link: copied to the clipboard (ALT_CopySuccess) as the screen shows it.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const link = (await main.getByTestId('mall-link-shopping-url').textContent())?.trim() ?? '';
  expect(link).toBe(`${baseURL}/?referrer=${SITE_URL}`);
  await main.getByRole('button', { name: '쇼핑 링크 복사' }).click();
  const copied = page.getByRole('alertdialog');
  await expect(copied).toContainText('링크가 복사되었습니다.');
  await copied.getByRole('button', { name: '확인' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // Its QR code downloads from the public path.
  const qr = await page.request.get(
    `/api/member/v1/public/qrcode/download?qrcodeFileName=${PLANNER.number}-shopping.svg`
  );
  expect(qr.status()).toBe(200);
  expect(qr.headers()['content-type']).toContain('image/svg+xml');
  // Shared through the messenger: the sandbox sharer shows the mall's card leading to the shopping link.
  await main.getByRole('button', { name: '쇼핑 링크 공유' }).click();
  const messenger = page.getByTestId('share-messenger');
  await expect(messenger).toBeEnabled();
  const [popup] = await Promise.all([page.waitForEvent('popup'), messenger.click()]);
  const card = popup.getByTestId('feed-card');
  await expect(card).toContainText(MALL_NAME);
  await expect(card.getByRole('link').first()).toHaveAttribute('href', link);
  await popup.close();
  await page.keyboard.press('Escape');

  // A guest opens the link: the banner, the drawer, then sign-up with the planner filled in.
  const guestContext = await browser.newContext({ storageState: noticeHiddenState });
  const guest = await guestContext.newPage();
  await guest.goto(link);
  const banner = guest.getByTestId('personal-mall-banner');
  await expect(banner.getByTestId('personal-mall-banner-title')).toHaveText(MALL_NAME);
  await banner.getByTestId('personal-mall-banner-open').click();
  const drawer = guest.getByTestId('personal-mall-drawer');
  await expect(drawer.getByTestId('mall-title')).toHaveText(MALL_NAME);
  await expect(drawer.getByTestId('personal-mall-drawer-link')).toHaveText(link);
  await drawer.getByTestId('personal-mall-drawer-signup').click();

  await expect(guest).toHaveURL(/\/signup\/selectType$/);
  // The whole sign-up, with planner1 already filled in at the referrer step (from the shopping link's cookie).
  const member = await signUpCustomer(guest, guestContext.request, {
    loginId: uniqueLoginId(testInfo, 'pm'),
    referrer: PLANNER.number,
    fromCurrentPage: true,
    referrerPrefilled: true
  });
  expect(member.memberNumber).toMatch(/^2\d{9}$/);
  // The new member, planner1's customer, buys: the order is theirs and credited to planner1 (API tests check it).
  await giveAddress(guestContext.request, member.loginId, member.password);
  await loginByApi(guest, member.loginId, member.password);
  await buyNow(guest, AMPOULE);
  await expect(guest).toHaveURL(/\/order$/);
  const amount = await expectSummaryReady(guest);
  await agreeAndPay(guest);
  await inPaymentWindow(guest, amount);
  await expectSuccess(guest, '/order/success');
  await guestContext.close();
});

test('the sign-up link opens the wizard with its planner at the referrer step', async ({ page }) => {
  await page.goto(`/signup/selectType?referrer=${PLANNER.number}`);
  const main = page.locator('main');
  await main.getByRole('radio', { name: /일반 회원 \(추천인 있음\)/ }).check();
  await main.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/signup\/selectReferrer$/);
  await expect(main.getByLabel('추천인 회원번호')).toHaveValue(PLANNER.number);
  await expect(main.getByTestId('signup-referrer-found')).toContainText(`(${PLANNER.number})`);
});
