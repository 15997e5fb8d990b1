import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../shared/api/query-client';
import { fail, installFakeApi, ok, type FakeCall } from '../shared/testing/fake-api';
import { categoriesFixture, productDetail, productSummary } from '../shared/testing/fixtures';
import { DialogHost } from '../shared/ui/dialog-host';
import { useLocation } from 'react-router';
import { appRoutes } from './more-routes';
import { createRoutes, type AppRoute } from './routes';

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login-probe">{`${location.pathname}${location.search}`}</p>;
}
/** The real table with a probe in front of the login screen (shows where the guard sent the user). */
const withLogin: AppRoute[] = [{ path: '/login', screen: async () => LoginProbe }, ...appRoutes];

function page(list = [productSummary()], totalSize = list.length) {
  return {
    list,
    pageNumber: 1,
    pageSize: 8,
    totalPageNumber: Math.max(1, Math.ceil(totalSize / 8)),
    totalSize
  };
}

function fakeCatalogue() {
  return installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/product/v1/public/products': (call: FakeCall) =>
      ok(
        page(
          [
            productSummary({
              productId: call.url.searchParams.get('searchOrderType') === 'NEWEST' ? 2002 : 1001
            })
          ],
          20
        )
      ),
    'GET /api/product/v1/public/products/1001': () =>
      ok(
        productDetail({
          optionYn: 'Y',
          options: [
            {
              productOptionId: 1,
              optionValue: '30ml',
              optionImageUrl: null,
              salesStatus: { code: 'ON_SALE' },
              soldOutMessage: null
            },
            {
              productOptionId: 2,
              optionValue: '50ml',
              optionImageUrl: null,
              salesStatus: { code: 'SOLD_OUT' },
              soldOutMessage: null
            }
          ]
        })
      ),
    'GET /api/product/v1/public/products/404': () => fail(404, 'PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다')
  });
}

function renderApp(path: string, routes: readonly AppRoute[] = appRoutes) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient, routes), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <DialogHost />
    </QueryClientProvider>
  );
  return { router };
}

describe('route table', () => {
  it('Home requests categories, Best and New together and renders both grids', async () => {
    const api = fakeCatalogue();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: '베스트' })).toBeTruthy();
    const productCalls = api.calls.filter((c) => c.url.pathname === '/api/product/v1/public/products');
    expect(productCalls.map((c) => c.url.searchParams.get('searchOrderType')).sort()).toEqual([
      'BEST',
      'NEWEST'
    ]);
    expect(productCalls.every((c) => c.url.searchParams.get('pageSize') === '8')).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: '신상품' })).toBeTruthy();
  });

  it('the category list resolves the slug, keeps page and sort from the URL, and falls back on bad values', async () => {
    const api = fakeCatalogue();
    renderApp('/product/skin-care-serum?pageNumber=2&searchOrderType=BOGUS');
    expect(await screen.findByRole('heading', { level: 1, name: '세럼' })).toBeTruthy();
    const call = api.calls.find((c) => c.url.pathname === '/api/product/v1/public/products');
    expect(call?.url.searchParams.get('categoryId')).toBe('11');
    expect(call?.url.searchParams.get('pageNumber')).toBe('2');
    expect(call?.url.searchParams.get('searchOrderType')).toBe('RECOMMEND');
    const crumbs = screen.getByRole('navigation', { name: '현재 위치' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((a) => a.textContent)
    ).toEqual(['홈', '스킨케어']);
    expect(screen.getByRole('link', { name: '2 페이지' }).getAttribute('aria-current')).toBe('page');
  });

  it('the autoship toggle filters the list from the URL, starts again at page 1 and keeps the filter in page links', async () => {
    const user = userEvent.setup();
    const api = fakeCatalogue();
    const { router } = renderApp('/product/skin-care-serum?pageNumber=2&searchOrderType=NEWEST');
    await screen.findByRole('heading', { level: 1, name: '세럼' });
    const toggle = screen.getByRole('checkbox', { name: '정기배송 가능 상품만' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(api.calls.every((c) => !c.url.searchParams.has('autoShipYn'))).toBe(true);

    await user.click(toggle);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/product/skin-care-serum?searchOrderType=NEWEST&autoShipYn=Y'
      )
    );
    await waitFor(() => {
      const last = api.calls.filter((c) => c.url.pathname === '/api/product/v1/public/products').at(-1);
      expect(last?.url.searchParams.get('autoShipYn')).toBe('Y');
      expect(last?.url.searchParams.get('pageNumber')).toBe('1');
    });
    // The router's location moves before React commits the suspended transition: wait for the screen itself.
    await waitFor(() => {
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '정기배송 가능 상품만' }).checked).toBe(
        true
      );
      expect(screen.getByRole('link', { name: '2 페이지' }).getAttribute('href')).toBe(
        '/product/skin-care-serum?pageNumber=2&searchOrderType=NEWEST&autoShipYn=Y'
      );
    });

    // The sort keeps the filter; unticking drops it.
    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), 'BEST');
    await waitFor(() => expect(router.state.location.search).toBe('?searchOrderType=BEST&autoShipYn=Y'));
    await waitFor(() =>
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: '정렬' }).value).toBe('BEST')
    );
    await user.click(screen.getByRole('checkbox', { name: '정기배송 가능 상품만' }));
    await waitFor(() => expect(router.state.location.search).toBe('?searchOrderType=BEST'));
  });

  it('an unknown category slug shows the translated not-found screen with a way home', async () => {
    fakeCatalogue();
    renderApp('/product/no-such-category');
    expect(await screen.findByRole('heading', { name: '카테고리를 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
  });

  it('the detail page shows options with the sold-out one disabled', async () => {
    fakeCatalogue();
    renderApp('/product/detail/1001');
    expect(await screen.findByRole('heading', { level: 1, name: '비타 글로우 세럼' })).toBeTruthy();
    // The option's own button is named first by the option; the restock request leads with its action.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^50ml\s*일시품절$/ }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^30ml/ }).disabled).toBe(false);
    expect(await screen.findByRole('button', { name: '재입고 알림 신청 · 50ml' })).toBeTruthy();
  });

  it('an unknown product id shows the product not-found screen', async () => {
    fakeCatalogue();
    renderApp('/product/detail/404');
    expect(await screen.findByRole('heading', { name: '상품을 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toBeTruthy();
  });

  it('unknown paths redirect Home', async () => {
    fakeCatalogue();
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 2, name: '베스트' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it("a guest opening a 'login' route gets the confirm; cancel goes Home", async () => {
    const user = userEvent.setup();
    fakeCatalogue();
    const { router } = renderApp('/mypage');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('로그인 후 이용해 주세요.');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(await screen.findByRole('heading', { level: 2, name: '베스트' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a guest opening a login-only page first sees the frame (header, footer) with the prompt in it, not a blank page', async () => {
    const user = userEvent.setup();
    fakeCatalogue();
    const { router } = renderApp('/mypage/coupon?tab=active', withLogin);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('로그인 후 이용해 주세요.');
    // The shell is there behind the dialog: the header, the footer, the page's place with the same prompt.
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('contentinfo')).toBeDefined();
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: '로그인이 필요한 페이지입니다' })
    ).toBeDefined();
    expect(within(main).getByTestId('login-required-login').getAttribute('href')).toBe(
      '/login?redirect=%2Fmypage%2Fcoupon%3Ftab%3Dactive'
    );
    await user.click(within(dialog).getByRole('button', { name: '로그인하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fmypage%2Fcoupon%3Ftab%3Dactive');
  });

  it("a guest choosing 'log in' is sent to login with the way back", async () => {
    const user = userEvent.setup();
    fakeCatalogue();
    const { router } = renderApp('/', withLogin);
    await screen.findByRole('heading', { level: 2, name: '베스트' });
    void router.navigate('/mypage?tab=coupon');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '로그인하기' }));
    expect((await screen.findByTestId('login-probe')).textContent).toBe(
      '/login?redirect=%2Fmypage%3Ftab%3Dcoupon'
    );
  });
});
