import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../shared/api/query-client';
import { installFakeApi, ok } from '../shared/testing/fake-api';
import { categoriesFixture, productSummary } from '../shared/testing/fixtures';
import { createAppRouter, type AppRouter } from './router';

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
    const router = openAt('/privacy_policy');
    expect(
      await screen.findByRole('heading', { level: 1, name: '개인정보처리방침 페이지는 준비 중입니다' })
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/privacy_policy');
  });

  it('from Home, a navigation to such a screen patches the rest in and opens it', async () => {
    const router = openAt('/');
    await screen.findByRole('heading', { level: 2, name: '베스트' });
    await act(() => router.navigate('/use_terms'));
    expect(
      await screen.findByRole('heading', { level: 1, name: '이용약관 페이지는 준비 중입니다' })
    ).toBeTruthy();
    // Still one table: the same screen again, and an entry page, without a second patch.
    await act(() => router.navigate('/customer'));
    expect(router.state.location.pathname).toBe('/customer');
    expect(router.routes[0]!.children!.filter((route) => route.path === '/customer')).toHaveLength(1);
  });

  it('an unknown address still goes Home once the whole table is known', async () => {
    const router = openAt('/update/other');
    await screen.findByRole('heading', { level: 2, name: '베스트' });
    expect(router.state.location.pathname).toBe('/');
  });
});
