import { expect, test } from './fixtures.ts';

/**
 * The customer centre (issue 19, docs/decisions/079) at the phone width, as a guest: the hub's top questions, a FAQ search
 * opened as an accordion, the centre finder by region and keyword, and a partnership application with a PDF (a
 * wrong file type refused before sending).
 */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'
);

test('a guest searches the FAQ, finds a centre and sends a partnership application with a PDF', async ({
  page
}, testInfo) => {
  // Three screens and an upload in one journey: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const main = page.locator('main');
  await page.goto('/customer');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('고객센터');
  await expect(main.getByTestId('hub-top-faq').getByTestId('faq-item')).toHaveCount(5);

  // FAQ search from the hub: the results page, one question opened.
  await main.getByTestId('hub-search-input').fill('환불');
  await main.getByTestId('hub-search-submit').click();
  await expect(page).toHaveURL(/\/customer\/faq\?keyword=/);
  const item = main.getByTestId('faq-list').getByTestId('faq-item').first();
  await item.locator('summary').click();
  await expect(item.locator('.rich-html')).toContainText('환불');

  // Centre finder: a region, then a keyword.
  await page.goto('/customer/center');
  await main.getByTestId('centre-region').selectOption('BUSAN');
  await expect(page).toHaveURL(/\/customer\/center\/search\?region=BUSAN/);
  await expect(main.getByTestId('centre-item')).toHaveCount(2);
  await main.getByTestId('centre-search-input').fill('해운대');
  await main.getByTestId('centre-search-submit').click();
  await expect(main.getByTestId('centre-item')).toHaveCount(1);
  await expect(main.getByTestId('centre-item')).toContainText('051-740-0105');

  // Partnership: an .exe refused in the form, then a PDF sent.
  await page.goto('/customer/partnership');
  const tag = testInfo.project.name;
  await main.getByLabel('회사명', { exact: true }).fill(`맑은숲 ${tag}`);
  await main.getByLabel('담당자명', { exact: true }).fill('김하늘');
  await main.getByLabel('이메일', { exact: true }).fill(`partner-${tag}-${Date.now()}@example.com`);
  await main.getByLabel('연락처', { exact: true }).fill('01012345678');
  await main.getByLabel('제휴 분야', { exact: true }).selectOption('SUPPLY');
  await main.getByLabel('제안 내용', { exact: true }).fill('천연 원료 공급 제휴를 제안드립니다.');
  const input = main.getByTestId('partnership-file-input');
  await input.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ')
  });
  await expect(main.getByTestId('partnership-files-error')).toContainText('PDF, XLS, XLSX, JPG, PNG');
  await input.setInputFiles({ name: 'company-profile.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(main.getByTestId('partnership-files')).toContainText('company-profile.pdf');
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: '제휴 문의 보내기' }).click();
  await expect(main.getByTestId('partnership-done')).toContainText('접수되었습니다');
});
