import type { StaffPermission } from '@mall/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_KEY } from '../api';
import { OrdersScreen } from './orders';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROW = {
  orderId: 7,
  orderNumber: 'TP261126000007',
  status: 'PLACED',
  placedAt: '2026-11-26T03:00:00.000Z',
  ordererName: '이민준',
  guest: false,
  receiverName: '이민준',
  firstProductName: '루미에르 비타 콜라겐 탄력 크림 50ml',
  lineCount: 2,
  quantity: 3,
  amount: 69_200,
  courier: null,
  trackingNumber: null,
  shippedAt: null,
  deliveredAt: null
};

/** The desk against a scripted API: the signed-in staff member has `permissions`. */
function renderDesk(permissions: StaffPermission[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = url.endsWith('/me')
        ? { staffId: 1, loginId: 'x', name: '정하은', department: '고객지원팀', roles: [], permissions }
        : {
            list: [ROW],
            pageNumber: 1,
            totalPageNumber: 1,
            totalSize: 1,
            counts: { PLACED: 1, PREPARING: 0 }
          };
      return new Response(JSON.stringify({ data }), { status: 200 });
    })
  );
  const router = createMemoryRouter([{ path: '/orders', element: <OrdersScreen /> }], {
    initialEntries: ['/orders?status=PLACED']
  });
  // The profile is known before the desk renders (as after sign-in): what it hides is decided, not pending.
  const queryClient = new QueryClient();
  queryClient.setQueryData(ME_KEY, {
    staffId: 1,
    loginId: 'x',
    name: '정하은',
    department: '고객지원팀',
    roles: [],
    permissions
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

describe('the order desk', () => {
  it('offers the bulk move to staff who may fulfil, with the queue counts', async () => {
    renderDesk(['orders.read', 'orders.fulfil']);
    expect(await screen.findByRole('button', { name: '상품준비중으로 변경' })).toBeTruthy();
    expect((await screen.findByRole('button', { name: /^결제완료\s*1$/ })).getAttribute('aria-pressed')).toBe(
      'true'
    );
    // Finished states are not counted: no badge.
    expect(screen.getByRole('button', { name: '배송완료' })).toBeTruthy();
    expect(screen.getAllByText('루미에르 비타 콜라겐 탄력 크림 50ml 외 1건').length).toBeGreaterThan(0);
  });

  it('shows customer service the orders without the moves they may not make', async () => {
    renderDesk(['orders.read', 'returns.manage']);
    expect((await screen.findAllByText('TP261126000007')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '상품준비중으로 변경' })).toBeNull();
  });
});
