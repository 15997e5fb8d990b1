import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { signUpCustomer, uniqueLoginId } from './signup-steps.ts';
import { staffSignIn } from './staff.ts';

/**
 * 1:1 inquiries (issue 19, docs/decisions/080) at each width: a fresh member writes an inquiry with a photo, staff
 * answer it in the console, and the member is noticed and reads the answer with its time.
 */
let desk: Page;
const main = (page: Page) => page.locator('main');

test.beforeAll(async ({ browser }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  desk = await staffSignIn(browser, phone ? 'cs1' : 'admin1', phone ? 375 : 1280);
});
test.afterAll(async () => {
  await desk?.context().close();
});

test('a member asks with a photo, staff answer, the member is noticed and reads the answer', async ({
  page,
  request,
  loginAs
}, testInfo) => {
  test.setTimeout(150_000);
  const member = await signUpCustomer(page, request, { loginId: uniqueLoginId(testInfo, 'inq') });
  await loginAs(member.loginId, member.password);
  const title = `세럼 사용 순서 ${member.loginId}`;
  const photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#c8a2c8' } })
    .png()
    .toBuffer();

  await page.goto('/customer/inquiry');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('1:1 문의');
  // The client refuses an empty form by its fields, as the server would.
  await main(page).getByTestId('inquiry-submit').click();
  await expect(main(page).getByText('문의 유형을 선택해 주세요.')).toBeVisible();
  await main(page).getByTestId('inquiry-category').selectOption('PRODUCT');
  await main(page).getByTestId('inquiry-title').fill(title);
  await main(page)
    .getByTestId('inquiry-body')
    .fill('토너 다음에 세럼을 쓰면 되나요?\n크림 전에 쓰는지도 궁금해요.');
  await main(page)
    .getByTestId('inquiry-photo-input')
    .setInputFiles({ name: 'skin.png', mimeType: 'image/png', buffer: photo });
  await expect(main(page).getByTestId('inquiry-photo')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('inquiry-form.png'), fullPage: true });
  await main(page).getByTestId('inquiry-submit').click();

  await expect(page).toHaveURL(/\/customer\/inquiry\/detail\/\d+$/);
  const detail = main(page).getByTestId('inquiry-detail');
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(detail.getByTestId('inquiry-state')).toHaveText('답변 대기');
  const image = detail.getByTestId('inquiry-photo-image');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(main(page).getByTestId('inquiry-answer')).toContainText('답변을 준비하고 있습니다');

  // Staff find it in the queue, see the photo, and answer in plain text.
  await desk.goto(`/staff/inquiries?state=RECEIVED&search=${encodeURIComponent(member.loginId)}`);
  await desk
    .getByTestId('inquiry-desk-rows')
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await expect(desk.getByTestId('inquiry-desk-body')).toContainText('토너 다음에');
  const thumbnail = desk.getByTestId('inquiry-desk-photos').locator('img');
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await desk
    .getByTestId('inquiry-answer-input')
    .fill('안녕하세요, 고객님.\n\n토너 다음, 크림 전에 세럼을 사용해 주세요.');
  await desk.getByTestId('inquiry-answer-save').click();
  await expect(desk.getByRole('status')).toHaveText('답변을 등록했습니다. 회원에게 알림과 메일을 보냅니다.');
  await desk.screenshot({ path: testInfo.outputPath('desk-inquiry.png'), fullPage: true });

  // The notice is written by its job a tick later; it links to the inquiry.
  await page.goto('/notification/commerce');
  await expect(async () => {
    await page.reload();
    await expect(main(page)).toContainText('1:1 문의에 답변이 등록되었습니다', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await main(page)
    .getByRole('link', { name: /1:1 문의에 답변이 등록되었습니다/ })
    .click();
  await expect(page).toHaveURL(/\/customer\/inquiry\/detail\/\d+$/);
  const answer = main(page).getByTestId('inquiry-answer');
  await expect(answer).toContainText('토너 다음, 크림 전에 세럼을 사용해 주세요.');
  await expect(answer.getByTestId('inquiry-answered-at')).toContainText('답변일');
  await expect(main(page).getByTestId('inquiry-state')).toHaveText('답변 완료');
  await expect(main(page).getByTestId('inquiry-edit')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('inquiry-answered.png'), fullPage: true });
});
