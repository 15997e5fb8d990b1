import type { DeskReturnDetail, DeskReturnRow, StaffPermission } from '@mall/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ME_KEY } from '../api';
import { Layout } from '../components/layout';
import { ReturnDetailScreen } from './return-detail';
import { ReturnsScreen } from './returns';

const ROW: DeskReturnRow = {
  returnId: 12,
  orderId: 7,
  orderNumber: 'TP261126000007',
  status: 'COLLECTED',
  reason: 'DEFECT',
  requestedAt: '2026-11-20T03:00:00.000Z',
  ordererName: '이민준',
  guest: true,
  firstProductName: '루미에르 비타 콜라겐 탄력 크림 50ml',
  lineCount: 2,
  quantity: 3,
  cashRefund: 45_000,
  pointsBack: 2_000,
  collectedAt: '2026-11-23T05:00:00.000Z',
  // The end of Thursday 26 November in Seoul (exclusive): due on the 26th.
  refundDueBy: '2026-11-26T15:00:00.000Z',
  refundOverdue: true
};

const DETAIL: DeskReturnDetail = {
  ...ROW,
  status: 'REQUESTED',
  collectedAt: null,
  refundDueBy: null,
  refundOverdue: false,
  reasonText: '펌프가 눌리지 않아요',
  lines: [
    {
      salesOrderLineId: 31,
      productName: '루미에르 비타 콜라겐 탄력 크림 50ml',
      optionValue: null,
      imageUrl: '',
      price: 23_000,
      quantity: 2
    }
  ],
  pickup: {
    receiverName: '이민준',
    mobileNumber: '01012345678',
    zipcode: '06236',
    address1: '서울특별시 강남구 테헤란로 123',
    address2: '4층'
  },
  photos: ['/api/staff/v1/returns/12/photos/1'],
  refund: {
    goods: 46_000,
    couponShare: 1_000,
    deliveryFeeRefunded: 0,
    shippingDeducted: 0,
    cashRefund: 43_000,
    pointsBack: 2_000,
    pointsEarnedTakenBack: 460
  },
  approvedAt: null,
  rejectedAt: null,
  rejectReason: null,
  refundedAt: null,
  cancelledAt: null,
  refundError: null,
  events: ['approve', 'reject']
};

const PROFILE = (permissions: StaffPermission[]) => ({
  staffId: 1,
  loginId: 'x',
  name: '정하은',
  department: '고객지원팀',
  roles: [],
  permissions
});

type Answer = { status?: number; body: unknown };

/** A screen against a scripted API: `answer` gets each call (URL, method, parsed body) and says what to return. */
function renderAt(
  path: string,
  answer: (url: string, method: string, body: unknown) => Answer,
  permissions: StaffPermission[] = ['orders.read', 'returns.manage']
) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ url, method, body });
      const result = url.endsWith('/me')
        ? { body: { data: PROFILE(permissions) } }
        : answer(url, method, body);
      return new Response(JSON.stringify(result.body), { status: result.status ?? 200 });
    })
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { path: 'orders', element: <p>orders</p> },
          { path: 'orders/:id', element: <p>order detail</p> },
          { path: 'returns', element: <ReturnsScreen /> },
          { path: 'returns/:returnId', element: <ReturnDetailScreen /> }
        ]
      }
    ],
    { initialEntries: [path] }
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_KEY, PROFILE(permissions));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return calls;
}

const LIST = {
  list: [ROW],
  pageNumber: 1,
  totalPageNumber: 1,
  totalSize: 1,
  counts: { REQUESTED: 2, APPROVED: 0, COLLECTED: 1 }
};

describe('the returns desk', () => {
  it('lists one state with the tabs counts, the refund due date and the overdue flag', async () => {
    const calls = renderAt('/returns?status=COLLECTED', () => ({ body: { data: LIST } }));
    expect((await screen.findByRole('button', { name: /^회수완료\s*1$/ })).getAttribute('aria-pressed')).toBe(
      'true'
    );
    expect(screen.getByRole('button', { name: /^반품신청\s*2$/ }).getAttribute('aria-pressed')).toBe('false');
    // Finished states are not counted: no badge.
    expect(screen.getByRole('button', { name: '환불완료' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '반품 #12' })[0]?.getAttribute('href')).toBe('/returns/12');
    expect(screen.getAllByText('루미에르 비타 콜라겐 탄력 크림 50ml 외 1건').length).toBeGreaterThan(0);
    const due = screen.getAllByTestId('refund-due')[0]!;
    expect(due.textContent).toContain('2026-11-26까지');
    expect(due.textContent).toContain('기한 초과');
    expect(calls.some((call) => call.url === '/api/staff/v1/returns?status=COLLECTED&page=1')).toBe(true);
    // The navigation offers the desk to staff who manage returns.
    expect(screen.getByRole('link', { name: '반품' }).getAttribute('href')).toBe('/returns');
  });

  it('hides the returns desk from staff who may not manage returns', async () => {
    renderAt('/orders', () => ({ body: { data: LIST } }), ['orders.read']);
    expect(await screen.findByText('orders')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '반품' })).toBeNull();
  });
});

describe('a return on the desk', () => {
  it('shows the moves the API offers, and none when it offers none', async () => {
    renderAt('/returns/12', () => ({ body: { data: DETAIL } }));
    expect(await screen.findByRole('button', { name: '반품 승인' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '반품 거부' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '회수 완료' })).toBeNull();
    expect(screen.getByRole('link', { name: 'TP261126000007' }).getAttribute('href')).toBe('/orders/7');
    expect(screen.getByRole('button', { name: '사진 1 크게 보기' })).toBeTruthy();
    cleanup();

    renderAt('/returns/12', () => ({ body: { data: { ...DETAIL, status: 'REFUNDED', events: [] } } }));
    expect(await screen.findByTestId('return-status')).toBeTruthy();
    expect(screen.queryByTestId('return-actions')).toBeNull();
  });

  it('asks the reason before rejecting: refuses an empty one, then sends it', async () => {
    let current: DeskReturnDetail = DETAIL;
    const calls = renderAt('/returns/12', (_url, method, body) => {
      if (method === 'POST') {
        current = {
          ...DETAIL,
          status: 'REJECTED',
          rejectReason: (body as { reason: string }).reason,
          events: []
        };
      }
      return { body: { data: method === 'POST' || _url.includes('/returns/12') ? current : LIST } };
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '반품 거부' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: '반품 거부' }));
    expect(dialog.getByRole('alert').textContent).toBe('거부 사유를 입력해 주세요.');
    await user.type(dialog.getByLabelText('거부 사유'), '   ');
    await user.click(dialog.getByRole('button', { name: '반품 거부' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(dialog.getByLabelText('거부 사유'), '사용 흔적이 있어{Enter}재판매가 어렵습니다');
    await user.click(dialog.getByRole('button', { name: '반품 거부' }));
    expect((await screen.findByRole('status')).textContent).toBe('반품을 거부했습니다.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        url: '/api/staff/v1/returns/12/moves',
        method: 'POST',
        body: { event: 'reject', reason: '사용 흔적이 있어 재판매가 어렵습니다' }
      }
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('return-status').textContent).toBe('반품거부');
    expect(screen.queryByTestId('return-actions')).toBeNull();
  });

  it('confirms before approving, and shows a return that changed meanwhile as it is now', async () => {
    let current: DeskReturnDetail = DETAIL;
    const calls = renderAt('/returns/12', (_url, method) => {
      if (method === 'POST') {
        current = { ...DETAIL, status: 'CANCELLED', cancelledAt: '2026-11-21T00:00:00.000Z', events: [] };
        return { status: 409, body: { code: 'RETURN_MOVE_REFUSED', message: '' } };
      }
      return { body: { data: current } };
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '반품 승인' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '반품 승인' }));
    expect((await screen.findByRole('alert')).textContent).toContain('반품 상태가 바뀌어');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { event: 'approve' }
    ]);
    await waitFor(() => expect(screen.getByTestId('return-status').textContent).toBe('반품철회'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
