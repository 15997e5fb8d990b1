import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { staffSignIn } from './staff.ts';

/**
 * Notices, events and news (issue 19 item 1, docs/decisions/076) at each width: a content desk writes a notice and
 * an event with an uploaded picture and publishes them; a shopper in a fresh browser reaches the board from the
 * side menu's company-story "news" entry, finds both by search and opens them — in Korean on the desktop, in English
 * on the phone. The posts are deleted at the end, so other journeys see the seed's board.
 */

// Both content desks (content1, admin1) hold content.manage; the widths run at once, so each has its own.
const DESK: Record<string, string> = { desktop: 'content1', phone: 'admin1' };

/** Signs in; a code already used by another journey this step is refused, so the next step's code is tried. */

const picture = () =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: '#d9b48f' } })
    .png()
    .toBuffer();

/** A Seoul datetime-local value `days` from now. */
const seoulInput = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 16);

async function writePost(
  desk: Page,
  post: { kind: string; ko: string; en: string; body: string; event?: boolean }
): Promise<number> {
  await desk.goto('/staff/updates/new');
  await desk.getByRole('combobox', { name: /^종류/ }).selectOption(post.kind);
  await desk.getByRole('textbox', { name: /^제목/ }).fill(post.ko);
  await desk
    .getByRole('tablist', { name: /^제목/ })
    .getByRole('tab', { name: /English/ })
    .click();
  await desk.getByRole('textbox', { name: /^제목/ }).fill(post.en);
  await desk.getByRole('textbox', { name: /^본문/ }).fill(post.body);
  await desk
    .getByLabel(/대표 이미지.*이미지 선택/)
    .setInputFiles({ name: 'post.png', mimeType: 'image/png', buffer: await picture() });
  await expect(desk.getByRole('group', { name: /대표 이미지/ }).locator('img')).toHaveAttribute(
    'src',
    /^\/media\/editorial\/.+\.jpg$/
  );
  if (post.event) {
    await desk.getByLabel('이벤트 시작 (서울 시간)').fill(seoulInput(-1));
    await desk.getByLabel('이벤트 종료 (서울 시간)').fill(seoulInput(7));
  }
  // The preview draws the draft in the chosen language.
  await expect(desk.getByTestId('post-preview')).toContainText(post.ko);
  await desk.getByTestId('save-post').click();
  await expect(desk).toHaveURL(/\/staff\/updates\/\d+$/);
  const id = Number(/(\d+)$/.exec(desk.url())![1]);
  await desk.getByTestId('publish').click();
  await expect(desk.getByTestId('publish-state').first()).toHaveText('게시 중');
  return id;
}

test('staff publish a notice and an event with a picture; a shopper finds them from the menu', async ({
  browser
}, testInfo) => {
  test.setTimeout(150_000);
  const phone = testInfo.project.name === 'phone';
  const width = phone ? 375 : 1280;
  const tag = `u${testInfo.project.name}${Date.now() % 100000}`;
  const desk = await staffSignIn(browser, DESK[testInfo.project.name]!, width);
  const notice = { ko: `배송 지연 안내 ${tag}`, en: `Delivery delay ${tag}` };
  const event = { ko: `겨울 보습 이벤트 ${tag}`, en: `Winter moisture event ${tag}` };
  const noticeId = await writePost(desk, {
    kind: 'NOTICE',
    ...notice,
    body: '<p>눈으로 배송이 하루 늦어집니다.</p><script>alert(1)</script>'
  });
  const eventId = await writePost(desk, {
    kind: 'EVENT',
    ...event,
    body: '<p>보습 크림 <strong>1+1</strong></p>',
    event: true
  });

  const shopper = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await shopper.goto('/');
  if (phone) {
    await shopper.getByTestId('language-menu').click();
    await shopper.getByTestId('language-option-en-US').click();
  }
  const t = phone
    ? { news: 'News', notices: 'Notices', events: 'Events', search: 'Search', running: 'On now' }
    : { news: '뉴스', notices: '공지사항', events: '이벤트', search: '검색', running: '진행 중' };
  // The side menu: the header's menu button on phones, the category bar's "all menu" on desktops.
  await (
    phone
      ? shopper.getByTestId('open-side-menu')
      : shopper.getByRole('banner').getByRole('button', { name: '전체 메뉴', exact: true })
  ).click();
  await shopper.getByTestId('side-menu').getByRole('link', { name: t.news, exact: true }).click();
  await expect(shopper).toHaveURL(/\/update\/news$/);
  await expect(shopper.getByTestId('updates-list')).toBeVisible();

  const tabs = shopper.getByTestId('updates-tabs');
  // The search is a navigation: wait for its list (the one post found) before clicking, or the click may land
  // where the unsearched list had the row a moment before.
  const search = async (words: string) => {
    await shopper.getByTestId('board-search').getByRole('searchbox').fill(words);
    await shopper.getByTestId('board-search').getByRole('button', { name: t.search }).click();
    await expect(shopper).toHaveURL(new RegExp(`keyword=${words}`));
    await expect(shopper.getByTestId('board-item')).toHaveCount(1);
  };
  await tabs.getByRole('link', { name: t.notices }).click();
  await search(tag);
  const noticeRow = shopper.getByTestId('board-item').filter({ hasText: phone ? notice.en : notice.ko });
  await expect(noticeRow).toHaveCount(1);
  await noticeRow.getByRole('link').click();
  await expect(shopper).toHaveURL(new RegExp(`/update/notice/${noticeId}$`));
  const detail = shopper.getByTestId('update-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(phone ? notice.en : notice.ko);
  await expect(detail).toContainText('눈으로 배송이 하루 늦어집니다.');
  await expect(detail.locator('script')).toHaveCount(0);
  await detail.getByTestId('back-to-list').click();

  await tabs.getByRole('link', { name: t.events }).click();
  await search(tag);
  const eventRow = shopper.getByTestId('board-item').filter({ hasText: phone ? event.en : event.ko });
  await expect(eventRow.getByTestId('event-state')).toHaveText(t.running);
  await expect(eventRow.locator('img')).toHaveAttribute('src', /^\/media\/editorial\/.+\.jpg$/);
  await eventRow.getByRole('link').click();
  await expect(shopper).toHaveURL(new RegExp(`/update/event/${eventId}$`));
  await expect(detail.getByTestId('event-period')).toBeVisible();
  await expect(detail.locator('strong')).toHaveText('1+1');

  // Clean up: both posts deleted through the desk.
  for (const id of [noticeId, eventId]) {
    await desk.goto(`/staff/updates/${id}`);
    await desk.getByRole('button', { name: '삭제', exact: true }).click();
    await desk.getByRole('dialog').getByRole('button', { name: '삭제', exact: true }).click();
    await expect(desk).toHaveURL(/\/staff\/updates$/);
  }
});
