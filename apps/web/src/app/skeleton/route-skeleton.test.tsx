import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, ok } from '../../shared/testing/fake-api';
import { categoriesFixture, productDetail, productSummary } from '../../shared/testing/fixtures';
import { renderApp } from '../../shared/testing/render-app';

const page = { list: [productSummary()], pageNumber: 1, pageSize: 8, totalPageNumber: 1, totalSize: 1 };

describe("navigation shows the next screen's skeleton (ADR 059)", () => {
  it('while the product loads: the product skeleton in the main area, the current screen hidden', async () => {
    let answer: (() => void) | undefined;
    installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'GET /api/product/v1/public/products': () => ok(page),
      'GET /api/product/v1/public/products/1001': () =>
        new Promise((resolve) => {
          answer = () => resolve(ok(productDetail()));
        })
    });
    const { router } = renderApp('/product/skin-care-serum');
    const heading = await screen.findByRole('heading', { level: 1, name: '세럼' });
    expect(screen.queryByTestId('route-skeleton')).toBeNull();

    act(() => {
      void router.navigate('/product/detail/1001');
    });
    const skeleton = await screen.findByTestId('route-skeleton');
    expect(skeleton.querySelector('[role="status"]')?.textContent).toBe('불러오는 중입니다…');
    // The gallery's square box of the product screen, not the list's grid.
    expect(skeleton.querySelector('.aspect-square.rounded-2xl')).not.toBeNull();
    expect(heading.closest('[hidden]')).not.toBeNull();

    answer?.();
    await screen.findByRole('heading', { level: 1, name: '비타 글로우 세럼' });
    await waitFor(() => expect(screen.queryByTestId('route-skeleton')).toBeNull());
  });

  it('keeps the screen in view when only the query changes (sorting a list)', async () => {
    installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      // The re-sorted page never answers: the navigation stays loading.
      'GET /api/product/v1/public/products': (call) =>
        call.url.searchParams.get('searchOrderType') === 'NEWEST' ? new Promise(() => undefined) : ok(page)
    });
    const { router } = renderApp('/product/skin-care-serum');
    const heading = await screen.findByRole('heading', { level: 1, name: '세럼' });
    act(() => {
      void router.navigate('/product/skin-care-serum?searchOrderType=NEWEST');
    });
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    expect(screen.queryByTestId('route-skeleton')).toBeNull();
    expect(heading.closest('[hidden]')).toBeNull();
  });
});
