import { DEMO_PASSWORD } from './login.ts';
import { expect, test } from './fixtures.ts';

/**
 * A planner's documents and allowance account (issue 18 item 5, docs/decisions/075), as planner1 at a desk:
 * the checklist, an upload of an image and a PDF through the file dialog (a wrong type refused in the dialog),
 * both listed SUBMITTED, one opened decrypted; the allowance account checked with the bank's sandbox and saved.
 */
test.use({ member: 'planner1' });

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF'),
  Buffer.alloc(2048, 1)
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a planner uploads an image and a PDF, sees them in review and opens one', async ({ page }) => {
  const kind = '신분증';
  const testId = 'document-kind-ID_CARD';
  const main = page.locator('main');
  await page.goto('/mypage/checkPlannerDocument');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('플래너 서류');
  const card = main.getByTestId(testId);
  await expect(card.getByRole('heading', { level: 3 })).toContainText(kind);

  await card.getByRole('button', { name: /파일 올리기|다시 올리기/ }).click();
  const dialog = page.getByTestId('document-upload-dialog');
  await expect(dialog.getByRole('heading', { name: `${kind} 올리기` })).toBeVisible();
  // Nothing chosen: ALT_FileError in the dialog, nothing sent.
  await dialog.getByRole('button', { name: '올리기', exact: true }).click();
  await expect(dialog.getByTestId('upload-refusal')).toHaveText('올릴 파일을 선택해 주세요.');
  // A type outside the SPEC's list is refused before sending.
  const input = dialog.getByTestId('document-file-input');
  await input.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ')
  });
  await expect(dialog.getByTestId('upload-refusal')).toContainText('setup.exe: 올릴 수 없는 형식입니다.');
  await dialog.getByRole('button', { name: 'setup.exe 빼기' }).click();
  await input.setInputFiles([
    { name: `front-id.jpg`, mimeType: 'image/jpeg', buffer: JPEG },
    { name: `scan-id.pdf`, mimeType: 'application/pdf', buffer: PDF }
  ]);
  await expect(dialog.getByTestId('chosen-files').getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: '올리기', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByTestId('documents-notice')).toHaveText(
    '2개 파일을 올렸습니다. 검토 후 결과를 알려 드립니다.'
  );
  await expect(card.getByText('검토 중', { exact: true })).toBeVisible();
  await expect(card.getByText(`front-id.jpg`)).toBeVisible();
  await expect(card.getByText(`scan-id.pdf`)).toBeVisible();

  // The owner opens their own file: decrypted with their token, in a new tab.
  const decrypted = page.waitForResponse((answer) => answer.url().includes('/download/decrypt?fileUrl='));
  // The tab gets the decrypted file from an object URL: the token never went into a link. A browser with a PDF
  // viewer shows it there; one without (the headless shell the journeys run in) saves it from that URL. Listened
  // for from the moment the tab opens, since the file follows as soon as it is decrypted.
  const popup = page.waitForEvent('popup').then((tab) => ({
    tab,
    file: Promise.any([
      tab.waitForURL(/^blob:/, { timeout: 15_000 }).then(() => tab.url()),
      tab.waitForEvent('download', { timeout: 15_000 }).then((download) => download.url())
    ])
  }));
  await card.getByRole('button', { name: `scan-id.pdf 열기` }).click();
  const answer = await decrypted;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const { tab, file } = await popup;
  expect(await file).toMatch(/^blob:/);
  await tab.close();
});

test('a planner registers the allowance account checked with the bank; the alarm goes away', async ({
  page
}) => {
  const main = page.locator('main');
  await page.goto('/mypage/checkPassword?redirect=%2Fmypage%2FallowanceInfo');
  await main.locator('input[type=password]').fill(DEMO_PASSWORD);
  await main.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/mypage\/allowanceInfo$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('수당 정보');
  const current = main.getByTestId('allowance-current');
  await expect(current).not.toHaveText('불러오는 중…');
  // The seed's planner1 has no allowance account yet: the screen says so and the alarm shows.
  await expect(current).toHaveText('등록된 수당 계좌가 없습니다.');
  await expect(main.getByTestId('allowance-alarm')).toBeVisible();

  await main.getByLabel('은행').selectOption('088');
  await main.getByLabel('계좌번호').fill('110-123-451111');
  await main.getByLabel('예금주').fill('한결');
  await main.getByRole('button', { name: '계좌 확인' }).click();
  await expect(main.getByTestId('allowance-check-message')).toHaveText(
    '예금주명이 일치하지 않습니다. 계좌의 예금주명을 확인해 주세요.'
  );
  await main.getByLabel('계좌번호').fill('110-123-456789');
  await main.getByLabel('예금주').fill('홍길동');
  await main.getByRole('button', { name: '계좌 확인' }).click();
  await expect(main.getByText('예금주가 확인되었습니다.')).toBeVisible();
  await main.getByLabel('본인 명의 계좌이며 이 계좌로 수당을 받는 데 동의합니다.').check();
  await main.getByRole('button', { name: '수당 계좌 등록' }).click();
  await expect(main.getByTestId('allowance-saved')).toHaveText('수당 계좌를 저장했습니다.');
  await expect(current).toHaveText('신한은행 110******789 · 홍길동');
  await expect(main.getByTestId('allowance-alarm')).toBeHidden();

  // My page's planner menu has no alarm on 수당 정보 any more.
  await page.goto('/mypage');
  const menu = page.getByTestId('mypage-planner-menu');
  await expect(menu.getByRole('link', { name: /수당 정보/ })).toBeVisible();
  await expect(menu.getByTestId('planner-menu-alarm-allowanceInfo')).toHaveCount(0);
});

test.describe('a customer', () => {
  test.use({ member: 'customer1' });

  test('finds a planners-only page on the documents and allowance screens', async ({ page }) => {
    for (const path of ['/mypage/checkPlannerDocument', '/mypage/allowanceInfo']) {
      await page.goto(path);
      await expect(page.getByTestId('planners-only')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('플래너 전용 메뉴입니다');
      await expect(page.getByRole('link', { name: '플래너로 전환하기' })).toBeVisible();
    }
  });
});
