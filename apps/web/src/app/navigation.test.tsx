import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../shared/i18n/i18n';
import { installFakeApi, ok } from '../shared/testing/fake-api';
import { categoriesFixture, productDetail, productSummary } from '../shared/testing/fixtures';
import { renderApp } from '../shared/testing/render-app';

const page = { list: [productSummary()], pageNumber: 1, pageSize: 8, totalPageNumber: 1, totalSize: 1 };

function fakeCatalogue() {
  return installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/product/v1/public/products': () => ok(page),
    'GET /api/product/v1/public/products/1001': () => ok(productDetail()),
    'GET /api/product/v1/public/products/search': () =>
      ok({ ...page, keyword: '세럼', correctedKeyword: null })
  });
}

const main = () => document.getElementById('main');

describe('document titles', () => {
  it('each route sets its translated title: Home, product (its name), category (its name), search', async () => {
    fakeCatalogue();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 2, name: '베스트' });
    await waitFor(() => expect(document.title).toBe('루미에르 비타 | Lumière Vita'));

    await act(() => router.navigate('/product/detail/1001'));
    await screen.findByRole('heading', { level: 1, name: '비타 글로우 세럼' });
    expect(document.title).toBe('비타 글로우 세럼 | 루미에르 비타');

    await act(() => router.navigate('/product/skin-care-serum'));
    await screen.findByRole('heading', { level: 1, name: '세럼' });
    expect(document.title).toBe('세럼 | 루미에르 비타');

    await act(() => router.navigate('/search?keyword=세럼'));
    await screen.findByRole('heading', { level: 1, name: '상품 검색' });
    expect(document.title).toBe('‘세럼’ 검색 결과 | 루미에르 비타');

    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { level: 2, name: '베스트' });
    expect(document.title).toBe('루미에르 비타 | Lumière Vita');
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });

  it('follows the language', async () => {
    fakeCatalogue();
    renderApp('/product/detail/1001');
    await screen.findByRole('heading', { level: 1, name: '비타 글로우 세럼' });
    await act(() => changeLanguage('zh-TW'));
    await waitFor(() => expect(document.title).toBe('비타 글로우 세럼 | 露米耶維他'));
  });
});

describe('focus after navigation', () => {
  it('stays put on the first load and moves to the main landmark after a client-side navigation', async () => {
    const user = userEvent.setup();
    fakeCatalogue();
    renderApp('/');
    await screen.findByRole('heading', { level: 2, name: '베스트' });
    expect(document.activeElement).not.toBe(main());

    const link = screen.getAllByRole('link', { name: /비타 글로우 세럼/ })[0] as HTMLElement;
    link.focus();
    await user.click(link);
    await screen.findByRole('heading', { level: 1, name: '비타 글로우 세럼' });
    await waitFor(() => expect(document.activeElement).toBe(main()));
  });

  it('does not move for a change of the query on the same page (sort, page)', async () => {
    fakeCatalogue();
    const { router } = renderApp('/product/skin-care-serum');
    await screen.findByRole('heading', { level: 1, name: '세럼' });
    const sort = screen.getByRole('combobox', { name: '정렬' });
    sort.focus();
    await act(() => router.navigate('/product/skin-care-serum?searchOrderType=NEWEST'));
    expect(document.activeElement).toBe(sort);
  });
});

describe('unknown addresses', () => {
  it('an address the spec does not define goes Home', async () => {
    fakeCatalogue();
    const { router } = renderApp('/nowhere/at-all');
    await screen.findByRole('heading', { level: 2, name: '베스트' });
    expect(router.state.location.pathname).toBe('/');
  });
});
