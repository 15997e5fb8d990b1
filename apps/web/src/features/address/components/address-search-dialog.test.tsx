import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { renderWithProviders } from '../../../shared/testing/render';
import type { PostcodeOptions } from '../lib/postcode-loader';
import { POSTCODE_SCRIPT_ID } from '../lib/postcode-loader';
import { postcodeAddress, searchAnswer } from '../testing/address-fixtures';
import { AddressSearchDialog } from './address-search-dialog';

const globals = window as unknown as { kakao?: unknown };

beforeAll(async () => {
  await loadNamespace('address');
});

afterEach(() => {
  delete globals.kakao;
  document.querySelectorAll('script').forEach((script) => script.remove());
});

function open(options: { scriptUrl?: string | null; search?: (call: FakeCall) => unknown } = {}) {
  const { calls } = installFakeApi({
    'GET /api/address/widget': () => ok({ postcodeScriptUrl: options.scriptUrl ?? null }),
    'GET /api/address': (call) => ({
      body: options.search ? options.search(call) : searchAnswer(3)
    })
  });
  const onPick = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<AddressSearchDialog onPick={onPick} onClose={onClose} />);
  return { calls, onPick, onClose };
}

async function search(keyword: string) {
  const user = userEvent.setup();
  const box = await screen.findByRole('searchbox', { name: '검색어' });
  await user.clear(box);
  // Enter submits (SPEC: keyword field).
  await user.type(box, `${keyword}{Enter}`);
  return user;
}

const searchCalls = (calls: FakeCall[]) => calls.filter((call) => call.url.pathname === '/api/address');

describe('our own search list (no widget script)', () => {
  it('searches on Enter, 10 a page, shows road, jibun and postcode, and a row fills the form', async () => {
    const { calls, onPick } = open({ search: () => searchAnswer(3) });
    const user = await search('테헤란로');
    const rows = await screen.findAllByTestId('address-search-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('서울특별시 강남구 테헤란로 1 (역삼동)');
    expect(rows[0]?.textContent).toContain('서울특별시 강남구 역삼동 701');
    expect(rows[0]?.textContent).toContain('06201');
    const query = searchCalls(calls)[0]?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({
      keyword: '테헤란로',
      currentPage: '1',
      countPerPage: '10'
    });
    await user.click(rows[1] as HTMLElement);
    expect(onPick).toHaveBeenCalledWith({
      zipcode: '06202',
      address1: '서울특별시 강남구 테헤란로 2 (역삼동)',
      state: '서울특별시',
      city: '강남구'
    });
  });

  it('pages with at most 5 page links and asks for the chosen page', async () => {
    const { calls } = open({
      search: (call) => searchAnswer(95, Number(call.url.searchParams.get('currentPage')))
    });
    const user = await search('역삼동');
    const nav = await screen.findByRole('navigation', { name: '페이지 이동' });
    const numbers = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    expect(numbers).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(nav).getByRole('button', { name: '다음 페이지 목록' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('address-search-row')[0]?.textContent).toContain('테헤란로 51 ')
    );
    expect(searchCalls(calls).at(-1)?.url.searchParams.get('currentPage')).toBe('6');
    expect(screen.getByRole('button', { name: '6 페이지' }).getAttribute('aria-current')).toBe('page');
    // The last block holds pages 6-10 of 10.
    expect(screen.queryByRole('button', { name: '다음 페이지 목록' })).toBeNull();
  });

  it.each([
    [0, '0', '검색 결과가 없습니다', 0],
    [101, '0', '검색 결과가 100건을 넘습니다', 10],
    [5001, '0', '검색 결과가 너무 많습니다', 0],
    [0, 'E0008', '두 글자 이상', 0],
    [0, 'E0009', '숫자만으로는', 0],
    [0, 'E0013', '검색할 수 없는 검색어', 0],
    [0, '-999', '서비스를 일시적으로 이용할 수 없습니다', 0]
  ])('%s hits with errorCode %s: message “%s”, %s rows', async (total, code, text, rowCount) => {
    open({ search: () => searchAnswer(total, 1, code) });
    await search('가나');
    expect((await screen.findByTestId('address-search-message')).textContent).toContain(text);
    expect(screen.queryAllByTestId('address-search-row')).toHaveLength(rowCount);
  });

  it('says so when the search call fails', async () => {
    installFakeApi({
      'GET /api/address/widget': () => ok({ postcodeScriptUrl: null }),
      'GET /api/address': () => ({
        status: 503,
        body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'x' }
      })
    });
    renderWithProviders(<AddressSearchDialog onPick={vi.fn()} onClose={vi.fn()} />);
    await search('테헤란로');
    expect((await screen.findByRole('alert')).textContent).toContain('주소를 검색하지 못했습니다');
  });
});

describe('the postcode widget', () => {
  it('embeds window.kakao.Postcode and fills the form from its completion (road address + 참고항목)', async () => {
    const embed = vi.fn();
    let options: PostcodeOptions = {};
    globals.kakao = {
      Postcode: class {
        constructor(given: PostcodeOptions) {
          options = given;
        }
        embed = embed;
      }
    };
    const { onPick, onClose } = open({ scriptUrl: '/__sandbox/postcode/postcode.v2.js' });
    const region = await screen.findByRole('region', { name: '우편번호 검색' });
    expect(embed).toHaveBeenCalledWith(region, { autoClose: true });
    expect(screen.queryByRole('searchbox')).toBeNull();
    const done = postcodeAddress({
      zonecode: '06578',
      roadAddress: '서울 서초구 반포대로 275',
      jibunAddress: '서울 서초구 반포동 1-1',
      buildingName: '래미안퍼스티지',
      apartment: 'Y',
      bname: '반포동',
      sido: '서울',
      sigungu: '서초구'
    });
    options.oncomplete?.(done);
    expect(onPick).toHaveBeenCalledWith({
      zipcode: '06578',
      address1: '서울 서초구 반포대로 275 (반포동, 래미안퍼스티지)',
      state: '서울',
      city: '서초구'
    });
    options.onclose?.('COMPLETE_CLOSE');
    expect(onClose).not.toHaveBeenCalled();
    options.onclose?.('FORCE_CLOSE');
    expect(onClose).toHaveBeenCalled();
  });

  it('falls back to our own list when the script fails to load', async () => {
    open({ scriptUrl: '/__sandbox/postcode/postcode.v2.js' });
    expect(await screen.findByText('주소 검색을 불러오는 중입니다…')).toBeTruthy();
    await waitFor(() => expect(document.getElementById(POSTCODE_SCRIPT_ID)).not.toBeNull());
    document.getElementById(POSTCODE_SCRIPT_ID)?.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('searchbox', { name: '검색어' })).toBeTruthy();
    expect(screen.queryByTestId('postcode-widget')).toBeNull();
  });

  it('falls back to our own list when the widget call fails', async () => {
    installFakeApi({ 'GET /api/address': () => ({ body: searchAnswer(1) }) });
    renderWithProviders(<AddressSearchDialog onPick={vi.fn()} onClose={vi.fn()} />);
    expect(await screen.findByRole('searchbox', { name: '검색어' })).toBeTruthy();
  });
});
