import type { ProductStatusItem, ProductSummary } from '@mall/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture, productDetail, productSummary } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { dialogs } from '../../../shared/ui/dialog-store';

const onSale = productSummary({ productId: 1001, productName: '비타 글로우 세럼' });
const paused = productSummary({ productId: 1002, productName: '멈춘 크림' });

function statusItem(productId: number, result: ProductStatusItem['result']): ProductStatusItem {
  return {
    productId,
    productOptionId: null,
    productStatus: result === 'STOP_SELLING' ? 'PAUSE' : 'ON_SALE',
    optionStatus: null,
    purchasable: result === 'AVAILABLE',
    result
  };
}

/**
 * Search results for "세럼" with both products; once refreshed the paused one is answered PAUSE (lists keep
 * paused products, dimmed). `holdRefetch` keeps the refetch's answer back until `release()`.
 */
function openSearch({ holdRefetch = false } = {}) {
  let listCalls = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const api = installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/product/v1/public/products/search': async () => {
      listCalls += 1;
      const first = listCalls === 1;
      if (!first && holdRefetch) await held;
      const list: ProductSummary[] = first
        ? [onSale, paused]
        : [onSale, { ...paused, productName: '멈춘 크림 (새로 받음)', salesStatus: { code: 'PAUSE' } }];
      return ok({
        list,
        pageNumber: 1,
        pageSize: 8,
        totalPageNumber: 1,
        totalSize: list.length,
        keyword: '세럼',
        correctedKeyword: null
      });
    },
    'POST /api/order/v1/public/sales/check/product-status': (call) => {
      const { productInfo } = JSON.parse(String(call.body)) as { productInfo: { productId: number }[] };
      const id = productInfo[0]!.productId;
      return ok({ productInfo: [statusItem(id, id === paused.productId ? 'STOP_SELLING' : 'AVAILABLE')] });
    },
    'GET /api/product/v1/public/products/1001': () => ok(productDetail()),
    'POST /api/product/v1/public/products/recommendProductList': () => ok([])
  });
  const app = renderApp('/search?keyword=%EC%84%B8%EB%9F%BC');
  return { ...app, api, listCalls: () => listCalls, release };
}

const statusCalls = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((call) => call.url.pathname.endsWith('/sales/check/product-status'));

afterEach(() => dialogs.reset());

describe('product click in a list checks the sale status first (SPEC §4)', () => {
  it('a stopped product: the stopSelling message, the list is refetched, no navigation', async () => {
    const { api, router, listCalls } = openSearch();
    const link = await screen.findByRole('link', { name: '멈춘 크림' });
    expect(link.getAttribute('href')).toBe('/product/detail/1002');
    fireEvent.click(link);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('판매가 중지된 상품입니다. 상품 목록을 새로 불러왔습니다.')).toBeTruthy();
    expect(JSON.parse(String(statusCalls(api)[0]?.body))).toEqual({ productInfo: [{ productId: 1002 }] });
    expect(router.state.location.pathname).toBe('/search');
    await waitFor(() => expect(listCalls()).toBe(2));
    fireEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await screen.findByRole('link', { name: /^멈춘 크림 \(새로 받음\)/ });
    // The refetch revalidates with the server: the browser may hold the public answer for a minute.
    const searches = api.calls.filter((call) => call.url.pathname.endsWith('/products/search'));
    expect(searches.map((call) => call.cache)).toEqual([undefined, 'no-cache']);
  });

  it('a stopped product: its card shows the stopped state at once, before the refetch answers', async () => {
    const { release, listCalls } = openSearch({ holdRefetch: true });
    const link = await screen.findByRole('link', { name: '멈춘 크림' });
    const card = link.closest('article') as HTMLElement;
    expect(within(card).queryByText('판매중지')).toBeNull();
    fireEvent.click(link);
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(within(card).getByText('판매중지')).toBeTruthy();
    const other = screen
      .getByRole('link', { name: '비타 글로우 세럼', hidden: true })
      .closest('article') as HTMLElement;
    expect(within(other).queryByText('판매중지')).toBeNull();
    release();
    await screen.findByRole('link', { name: /^멈춘 크림 \(새로 받음\)/, hidden: true });
  });

  it('a product on sale: navigates to its detail after the check', async () => {
    const { api, router } = openSearch();
    fireEvent.click(await screen.findByRole('link', { name: '비타 글로우 세럼' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/detail/1001'));
    await screen.findByRole('heading', { level: 1, name: '비타 글로우 세럼' });
    expect(statusCalls(api)).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }]
  ])(
    'a %s+click is left to the browser (new tab/window): no check, no in-app navigation',
    async (_name, init) => {
      const { api, router } = openSearch();
      const link = await screen.findByRole('link', { name: '멈춘 크림' });
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      link.dispatchEvent(event);
      expect(statusCalls(api)).toHaveLength(0);
      expect(router.state.location.pathname).toBe('/search');
    }
  );

  it('a middle click is left to the browser', async () => {
    const { api, router } = openSearch();
    const link = await screen.findByRole('link', { name: '비타 글로우 세럼' });
    fireEvent.click(link, { button: 1 });
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    expect(statusCalls(api)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/search');
  });

  it('a failed check still opens the detail (it shows the state itself)', async () => {
    const api = installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'GET /api/product/v1/public/products/search': () =>
        ok({
          list: [onSale],
          pageNumber: 1,
          pageSize: 8,
          totalPageNumber: 1,
          totalSize: 1,
          keyword: 'vita',
          correctedKeyword: null
        }),
      'POST /api/order/v1/public/sales/check/product-status': () => ({
        status: 500,
        body: { status: 500, code: 'INTERNAL' }
      }),
      'GET /api/product/v1/public/products/1001': () => ok(productDetail()),
      'POST /api/product/v1/public/products/recommendProductList': () => ok([])
    });
    const { router } = renderApp('/search?keyword=vita');
    fireEvent.click(await screen.findByRole('link', { name: '비타 글로우 세럼' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/detail/1001'));
    expect(api.calls.some((call) => call.url.pathname.endsWith('/product-status'))).toBe(true);
  });
});
