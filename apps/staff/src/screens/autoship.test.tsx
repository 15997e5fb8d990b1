import type {
  DeskAutoshipChargeRow,
  DeskAutoshipCycle,
  DeskAutoshipDetail,
  DeskAutoshipRow,
  StaffPermission
} from '@mall/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_KEY } from '../api';
import { Layout } from '../components/layout';
import { AutoshipScreen } from './autoship';
import { AutoshipChargesScreen } from './autoship-charges';
import { AutoshipDetailScreen } from './autoship-detail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MEMBER = { userSeqNo: 41, loginId: 'minjun88', name: '이민준' };
const CARD = { cardCompanyName: '신한카드', cardNumber: '4330********123*', deleted: false };

const HELD: DeskAutoshipRow = {
  autoshipId: 5,
  status: 'HELD',
  cycle: { kind: 'WEEKS', weeks: 4 },
  nextChargeDay: null,
  member: MEMBER,
  card: CARD,
  firstProductName: '루미에르 비타 콜라겐 탄력 크림 50ml',
  lineCount: 2,
  lastCharge: { cycleIndex: 2, chargeDay: '2027-05-05', status: 'FAILED', tries: 3 },
  createdAt: '2027-03-01T01:00:00.000Z'
};
const ACTIVE: DeskAutoshipRow = {
  ...HELD,
  autoshipId: 6,
  status: 'ACTIVE',
  cycle: { kind: 'MONTHLY', dayOfMonth: 15 },
  nextChargeDay: '2027-06-15',
  member: { userSeqNo: 42, loginId: 'haneul', name: '김하늘' },
  firstProductName: '비타 선크림',
  lineCount: 1,
  lastCharge: null
};

const FAILED_CYCLE: DeskAutoshipCycle = {
  chargeId: 90,
  cycleIndex: 2,
  chargeDay: '2027-05-05',
  status: 'FAILED',
  tries: 3,
  firstTriedAt: '2027-05-05T00:00:00.000Z',
  nextTryAt: null,
  failureCode: 'REJECT_CARD_COMPANY',
  orderId: 300,
  orderNumber: 'TP270507000300',
  amount: 43_000,
  skippedProductIds: [],
  settledAt: '2027-05-07T00:00:00.000Z'
};
const FAILED_CHARGE: DeskAutoshipChargeRow = {
  ...FAILED_CYCLE,
  autoshipId: 5,
  subscriptionStatus: 'HELD',
  member: MEMBER,
  card: CARD
};

const DETAIL: DeskAutoshipDetail = {
  ...HELD,
  firstChargeDay: '2027-03-10',
  cancelledAt: null,
  lines: [
    {
      productId: 1,
      productOptionId: 11,
      productName: '루미에르 비타 콜라겐 탄력 크림 50ml',
      optionValue: '21호',
      quantity: 2
    },
    { productId: 2, productOptionId: null, productName: '비타 선크림', optionValue: null, quantity: 1 }
  ],
  address: {
    addressName: '집',
    receiverName: '김하늘',
    mobileNumber: '01012345678',
    zipcode: '06236',
    address1: '서울특별시 강남구 테헤란로 152',
    address2: '12층',
    fromBook: true
  },
  charges: [
    FAILED_CYCLE,
    {
      ...FAILED_CYCLE,
      chargeId: 80,
      cycleIndex: 1,
      chargeDay: '2027-04-07',
      status: 'CHARGED',
      tries: 0,
      failureCode: null,
      orderId: 250,
      orderNumber: 'TP270407000250',
      amount: 41_000,
      skippedProductIds: [2]
    }
  ]
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

/** A screen in the console's frame against a scripted API; answers the URLs it was asked. */
function renderAt(
  path: string,
  answer: (url: string) => Answer,
  permissions: StaffPermission[] = ['orders.read', 'returns.manage', 'autoship.read']
) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const result = url.endsWith('/me') ? { body: { data: PROFILE(permissions) } } : answer(url);
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
          { path: 'autoship', element: <AutoshipScreen /> },
          { path: 'autoship/charges', element: <AutoshipChargesScreen /> },
          { path: 'autoship/:autoshipId', element: <AutoshipDetailScreen /> }
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
  return urls;
}

const page = <T,>(list: T[], counts: Record<string, number>) => ({
  body: { data: { list, pageNumber: 1, totalPageNumber: 1, totalSize: list.length, counts } }
});

describe('autoship subscriptions on the console', () => {
  it('lists every state by default with the live states’ counts, member, cycle, card and last charge', async () => {
    const urls = renderAt('/autoship', (url) =>
      url.includes('status=HELD')
        ? page([HELD], { ACTIVE: 1, PAUSED: 0, HELD: 1 })
        : page([ACTIVE, HELD], { ACTIVE: 1, PAUSED: 0, HELD: 1 })
    );
    expect((await screen.findByRole('button', { name: /^결제보류\s*1$/ })).getAttribute('aria-pressed')).toBe(
      'false'
    );
    expect(screen.getByRole('button', { name: '전체' }).getAttribute('aria-pressed')).toBe('true');
    // Cancelled subscriptions only grow: no badge.
    expect(screen.getByRole('button', { name: '해지' })).toBeTruthy();
    expect(urls).toContain('/api/staff/v1/autoship/subscriptions?page=1');

    const table = within(screen.getByTestId('autoship-table'));
    expect(table.getByRole('link', { name: '정기배송 #5' }).getAttribute('href')).toBe('/autoship/5');
    const held = table.getByRole('link', { name: '정기배송 #5' }).closest('tr')!;
    expect(held.textContent).toContain('결제보류');
    expect(held.textContent).toContain('이민준');
    expect(held.textContent).toContain('minjun88');
    expect(held.textContent).toContain('4주마다');
    expect(held.textContent).toContain('신한카드');
    expect(held.textContent).toContain('4330********123*');
    expect(held.textContent).toContain('루미에르 비타 콜라겐 탄력 크림 50ml 외 1건');
    expect(within(held).getByTestId('last-charge').textContent).toBe('2027-05-05결제실패거절 3회');
    const active = table.getByRole('link', { name: '정기배송 #6' }).closest('tr')!;
    expect(active.textContent).toContain('매월 15일');
    expect(active.textContent).toContain('2027-06-15');

    await userEvent.setup().click(screen.getByRole('button', { name: /^결제보류\s*1$/ }));
    expect(await screen.findByRole('button', { name: /^결제보류\s*1$/, pressed: true })).toBeTruthy();
    expect(urls).toContain('/api/staff/v1/autoship/subscriptions?status=HELD&page=1');
    // The navigation offers autoship to staff who may read it.
    expect(screen.getByRole('link', { name: '정기배송' }).getAttribute('href')).toBe('/autoship');
  });

  it('hides autoship from staff without autoship.read', async () => {
    renderAt('/orders', () => page([], {}), ['orders.read']);
    expect(await screen.findByText('orders')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '정기배송' })).toBeNull();
  });
});

describe('failed charges on the console', () => {
  it('lists failed charges first, with the code, tries and subscription; the other queue on its tab', async () => {
    const urls = renderAt('/autoship/charges', (url) =>
      url.includes('status=PENDING')
        ? page([{ ...FAILED_CHARGE, status: 'PENDING', tries: 1, nextTryAt: '2027-05-06T00:00:00.000Z' }], {
            FAILED: 1,
            PENDING: 1
          })
        : page([FAILED_CHARGE], { FAILED: 1, PENDING: 1 })
    );
    expect(
      (await screen.findByRole('button', { name: /^결제 실패\s*1$/ })).getAttribute('aria-pressed')
    ).toBe('true');
    expect(urls).toContain('/api/staff/v1/autoship/charges?status=FAILED&page=1');
    expect(screen.getByRole('link', { name: '결제 실패' }).getAttribute('aria-current')).toBe('page');
    const table = within(screen.getByTestId('charges-table'));
    const row = table.getByRole('link', { name: '정기배송 #5' }).closest('tr')!;
    expect(row.textContent).toContain('결제보류');
    expect(row.textContent).toContain('3회차');
    expect(row.textContent).toContain('REJECT_CARD_COMPANY');
    expect(row.textContent).toContain('43,000원');
    expect(row.textContent).toContain('minjun88');

    await userEvent.setup().click(screen.getByRole('button', { name: /^진행·재시도 중\s*1$/ }));
    const retrying = within(await screen.findByTestId('charges-table'));
    expect((await retrying.findByText('2027-05-06 09:00')).closest('tr')?.textContent).toContain('3회차');
    expect(urls).toContain('/api/staff/v1/autoship/charges?status=PENDING&page=1');
  });
});

describe('one subscription on the console', () => {
  it('shows lines, address, schedule and every cycle; only a charged cycle’s order opens on the desk', async () => {
    const urls = renderAt('/autoship/5', () => ({ body: { data: DETAIL } }));
    expect((await screen.findByTestId('autoship-status')).textContent).toBe('결제보류');
    expect(urls).toContain('/api/staff/v1/autoship/subscriptions/5');
    expect(screen.getByTestId('autoship-lines').textContent).toContain('21호');
    expect(screen.getByText(/서울특별시 강남구 테헤란로 152/).textContent).toContain('12층');
    expect(screen.getByTestId('autoship-schedule').textContent).toContain('2027-03-10');
    expect(screen.queryByText(/주소록에서 삭제한/)).toBeNull();

    const cycles = within(screen.getByTestId('autoship-charges')).getAllByRole('row').slice(1);
    expect(cycles.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      '3회차',
      '2회차'
    ]);
    expect(cycles[0]!.textContent).toContain('REJECT_CARD_COMPANY');
    expect(within(cycles[0]!).queryByRole('link')).toBeNull();
    expect(cycles[0]!.textContent).toContain('TP270507000300');
    expect(within(cycles[1]!).getByRole('link', { name: 'TP270407000250' }).getAttribute('href')).toBe(
      '/orders/250'
    );
    expect(cycles[1]!.textContent).toContain('품절 제외 1개');
  });

  it('says when the address shown is the copy, and when the subscription is not found', async () => {
    renderAt('/autoship/5', () => ({
      body: { data: { ...DETAIL, address: { ...DETAIL.address, fromBook: false }, charges: [] } }
    }));
    expect(await screen.findByText(/주소록에서 삭제한 배송지/)).toBeTruthy();
    expect(screen.getByText('아직 결제일이 된 회차가 없습니다.')).toBeTruthy();
    cleanup();

    renderAt('/autoship/99', () => ({ status: 404, body: { code: 'AUTOSHIP_NOT_FOUND', message: '' } }));
    expect((await screen.findByRole('alert')).textContent).toBe('정기배송을 찾을 수 없습니다.');
  });
});
