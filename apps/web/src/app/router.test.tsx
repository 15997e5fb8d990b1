import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { matchRoutes, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../shared/api/query-client';
import { installFakeApi, ok } from '../shared/testing/fake-api';
import { categoriesFixture, productSummary } from '../shared/testing/fixtures';
import { routePatterns } from '../shared/config/paths';
import { moreRoutes } from './more-routes';
import { createAppRouter, type AppRouter } from './router';
import { entryRoutes } from './routes';

const page = { list: [productSummary()], pageNumber: 1, pageSize: 8, totalPageNumber: 1, totalSize: 1 };

let router: AppRouter | null = null;
afterEach(() => {
  router?.dispose();
  router = null;
  window.history.replaceState(null, '', '/');
});

/** The storefront's own router, as main.tsx makes it: the entry pages first, the rest patched in. */
function openAt(path: string) {
  installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/product/v1/public/products': () => ok(page)
  });
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  router = createAppRouter(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return router;
}

describe('the app router (two halves of the route table)', () => {
  it('a first visit to a screen outside the entry pages opens it, not Home', async () => {
    const router = openAt('/findAccount');
    expect(await screen.findByRole('heading', { level: 1, name: '아이디 찾기' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/findAccount');
  });

  it('from Home, a navigation to such a screen patches the rest in and opens it', async () => {
    const router = openAt('/');
    await screen.findByRole('heading', { level: 2, name: '베스트' });
    await act(() => router.navigate('/findAccount'));
    expect(await screen.findByRole('heading', { level: 1, name: '아이디 찾기' })).toBeTruthy();
    // Still one table: another screen of the second half, without a second patch.
    await act(() => router.navigate('/resetPassword'));
    expect(router.state.location.pathname).toBe('/resetPassword');
    expect(router.routes[0]!.children!.filter((route) => route.path === '/findAccount')).toHaveLength(1);
  });

  it('an unknown address still goes Home once the whole table is known', async () => {
    const router = openAt('/nowhere/at-all');
    await screen.findByRole('heading', { level: 2, name: '베스트' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('no address of the second half is taken by an entry route (so those need not wait for it)', () => {
    const entryPatterns = entryRoutes
      .filter((route) => route.path !== 'index')
      .map((route) => ({ path: route.path }));
    const addresses = moreRoutes.map((route) => route.path.replace(/:\w+\??/g, 'x1').replace(/\*$/, 'x1'));
    expect(addresses.length).toBeGreaterThan(40);
    const taken = addresses.filter((address) => matchRoutes(entryPatterns, address) !== null);
    expect(taken).toEqual([]);
  });

  it('a first visit to a category does not fetch the second half, and the next screen still opens', async () => {
    const router = openAt('/product/skin-care');
    await screen.findAllByText(productSummary().productName);
    expect(router.routes[0]!.children!.some((route) => route.path === routePatterns.login)).toBe(false);
    await act(() => router.navigate('/findAccount'));
    expect(await screen.findByRole('heading', { level: 1, name: '아이디 찾기' })).toBeTruthy();
  });
});
