import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { passwordToken, signUpCustomer, uniqueLoginId } from './signup-steps.ts';

/** The postcode widget script the API names (sandbox or Kakao): aborting it makes the dialog fall back. */
const POSTCODE_SCRIPT = '**/postcode.v2.js';

/** My page → the address entry (SPEC §2 has no address route: a dialog, ADR 033). */
async function openAddressBook(page: Page, entry = /배송지 관리/): Promise<Locator> {
  await page.goto('/mypage');
  await page.locator('main').getByRole('button', { name: entry }).click();
  const dialog = page.getByTestId('address-list-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

const card = (list: Locator, name: string) =>
  list.getByTestId('address-card').filter({ has: list.page().getByRole('heading', { name, exact: true }) });

/** The one alert dialog on screen: checks its text and closes it. */
async function expectAlert(page: Page, text: string) {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(text);
  await alert.getByRole('button').click();
  await expect(alert).toHaveCount(0);
}

/** Opens the address search from the form and takes the first road-address hit for `keyword`. */
async function findAddress(page: Page, form: Locator, keyword: string, via: 'widget' | 'list') {
  await form.getByTestId('address-search-open').click();
  const search = page.getByTestId('address-search-dialog');
  if (via === 'widget') {
    const widget = search.getByTestId('postcode-widget');
    await widget.getByRole('searchbox', { name: '주소 검색어' }).fill(keyword);
    await widget.getByRole('searchbox', { name: '주소 검색어' }).press('Enter');
    await widget.locator('button.sbx-row[data-type="R"]').first().click();
  } else {
    await expect(search.getByTestId('postcode-widget')).toHaveCount(0);
    await search.getByRole('searchbox').fill(keyword);
    await search.getByRole('searchbox').press('Enter');
    await search.getByTestId('address-search-row').first().click();
  }
  await expect(search).toHaveCount(0);
}

test.describe('address book (my page)', () => {
  test('a new member adds addresses through the address search, edits one, makes one default, keeps the last one and is refused an 11th', async ({
    page,
    request,
    loginAs
  }, testInfo) => {
    test.setTimeout(150_000);
    // Both ways of finding an address, one per project: the postcode widget on desktop; on the phone its
    // script fails (aborted) and the dialog falls back to our own search list over GET /api/address.
    const via = testInfo.project.name === 'desktop' ? 'widget' : 'list';
    if (via === 'list') await page.route(POSTCODE_SCRIPT, (route) => route.abort());
    // A fresh member per run and project: both projects run at once against one product.
    const member = await signUpCustomer(page, request, { loginId: uniqueLoginId(testInfo, 'adr') });
    await loginAs(member.loginId, member.password);

    const list = await openAddressBook(page);
    await expect(list.getByTestId('address-empty')).toBeVisible();
    await list.getByTestId('address-add').click();
    const form = page.getByTestId('address-form-dialog');
    await form.getByLabel('배송지명').fill('집');
    await form.getByLabel('성', { exact: true }).fill('홍');
    await form.getByLabel('이름', { exact: true }).fill('길동');
    await form.getByLabel('휴대폰 번호').fill('010-1234-5678');
    await form.getByRole('button', { name: '저장' }).click();
    await expect(form).toContainText('주소 검색으로 주소를 입력해 주세요.');

    await findAddress(page, form, '테헤란로 152', via);
    await expect(form.getByLabel('기본 주소')).toHaveValue(/테헤란로 152/);
    await expect(form.getByLabel('우편번호')).toHaveValue('06236');
    await expect(form).not.toContainText('주소 검색으로 주소를 입력해 주세요.');
    await form.getByLabel('상세 주소').fill('12층');
    await form.getByRole('button', { name: '저장' }).click();
    await expect(form).toHaveCount(0);

    // The first address is the default; the last one left cannot be deleted.
    const home = card(list, '집');
    await expect(home.getByTestId('address-default-badge')).toHaveText('기본배송지');
    await expect(home).toContainText('010-1234-5678');
    await expect(home).toContainText('(06236)');
    await home.getByRole('button', { name: '삭제' }).click();
    await expectAlert(page, '마지막 배송지는 삭제할 수 없습니다.');

    await home.getByRole('button', { name: '수정' }).click();
    await expect(form.getByLabel('배송지명')).toHaveValue('집');
    await form.getByLabel('상세 주소').fill('15층 1501호');
    await form.getByRole('button', { name: '저장' }).click();
    await expect(form).toHaveCount(0);
    await expect(home).toContainText('15층 1501호');

    await list.getByTestId('address-add').click();
    await form.getByLabel('배송지명').fill('회사');
    await form.getByLabel('성', { exact: true }).fill('홍');
    await form.getByLabel('이름', { exact: true }).fill('길동');
    await form.getByLabel('휴대폰 번호').fill('01012345678');
    await findAddress(page, form, '세종대로 209', via);
    await form.getByRole('button', { name: '저장' }).click();
    await expect(form).toHaveCount(0);
    const office = card(list, '회사');
    await expect(office.getByTestId('address-default-badge')).toHaveCount(0);
    await office.getByRole('button', { name: '기본배송지로 설정' }).click();
    await expect(list.getByTestId('address-card-name').first()).toHaveText('회사');
    await expect(office.getByTestId('address-default-badge')).toBeVisible();
    await expect(home.getByTestId('address-default-badge')).toHaveCount(0);

    // Eight more through the API (the form is covered above), then the 11th is refused on the page and by the server.
    const token = await passwordToken(request, member.loginId, member.password);
    for (let n = 3; n <= 10; n++) {
      const response = await request.post('/api/member/v1/users/address', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          addressName: `배송지${n}`,
          lastName: '홍',
          firstName: '길동',
          mobileNumber: '01012345678',
          zipcode: '06236',
          address1: '서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)',
          address2: `${n}층`
        }
      });
      expect(response.status()).toBe(200);
    }
    await list.getByRole('button', { name: '닫기' }).click();
    await page
      .locator('main')
      .getByRole('button', { name: /배송지 관리/ })
      .click();
    await expect(list.getByTestId('address-card')).toHaveCount(10);
    await expect(list).toContainText('(10/10)');
    await list.getByTestId('address-add').click();
    await expectAlert(page, '배송지는 최대 10개까지 등록할 수 있습니다.');
    await expect(page.getByTestId('address-form-dialog')).toHaveCount(0);
    const eleventh = await request.post('/api/member/v1/users/address', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        addressName: '열한번째',
        lastName: '홍',
        firstName: '길동',
        mobileNumber: '01012345678',
        zipcode: '06236',
        address1: '서울특별시 강남구 테헤란로 152'
      }
    });
    expect(eleventh.status()).toBe(409);
    expect(((await eleventh.json()) as { code: string }).code).toBe('ADR_AlertText9');
  });
});

test.describe('address book with an autoship address', () => {
  test.use({ member: 'planner1' });

  test('a fixed-term (autoship) address cannot be deleted', async ({ page }) => {
    const list = await openAddressBook(page);
    const fixedTerm = card(list, '집');
    await expect(fixedTerm.getByTestId('address-fixed-term-badge')).toHaveText('정기배송');
    await expect(fixedTerm.getByTestId('address-default-badge')).toBeVisible();
    await fixedTerm.getByRole('button', { name: '삭제' }).click();
    await expectAlert(page, '정기배송에 사용 중인 배송지는 삭제할 수 없습니다.');
    await expect(card(list, '집')).toHaveCount(1);
  });
});

async function switchLanguage(page: Page, language: 'en-US' | 'zh-TW') {
  await page.getByTestId('language-menu').click();
  await page.getByTestId(`language-option-${language}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test.describe('address book in English', () => {
  test.use({ member: 'planner1' });

  test('in English the book shows its badges and actions', async ({ page }) => {
    await page.goto('/');
    await switchLanguage(page, 'en-US');
    const list = await openAddressBook(page, /Delivery addresses/);
    await expect(list.getByRole('heading', { name: 'Delivery addresses' })).toBeVisible();
    const fixedTerm = card(list, '집');
    await expect(fixedTerm.getByTestId('address-default-badge')).toHaveText('Default');
    await expect(fixedTerm.getByTestId('address-fixed-term-badge')).toHaveText('Autoship');
    await fixedTerm.getByRole('button', { name: 'Delete' }).click();
    await expectAlert(page, 'An address used for autoship cannot be deleted.');
  });
});

test.describe('address book in Traditional Chinese', () => {
  test.use({ member: 'customer1' });

  test('in Traditional Chinese our own search list explains a refused keyword and lists results', async ({
    page
  }) => {
    await page.route(POSTCODE_SCRIPT, (route) => route.abort());
    await page.goto('/');
    await switchLanguage(page, 'zh-TW');
    const list = await openAddressBook(page, /配送地址管理/);
    await list.getByTestId('address-add').click();
    const form = page.getByTestId('address-form-dialog');
    await expect(form.getByRole('heading', { name: '新增配送地址' })).toBeVisible();
    await form.getByRole('button', { name: '搜尋地址' }).click();
    const search = page.getByTestId('address-search-dialog');
    await search.getByRole('searchbox', { name: '搜尋關鍵字' }).fill('가');
    await search.getByRole('searchbox', { name: '搜尋關鍵字' }).press('Enter');
    await expect(search.getByTestId('address-search-message')).toHaveText('搜尋關鍵字至少需兩個字。');
    await search.getByRole('searchbox', { name: '搜尋關鍵字' }).fill('세종대로');
    await search.getByRole('searchbox', { name: '搜尋關鍵字' }).press('Enter');
    await expect(search.getByTestId('address-search-count')).toHaveText(/^共 \d+ 筆結果$/);
    await expect(search.getByTestId('address-search-row').first()).toContainText('세종대로');
  });
});
