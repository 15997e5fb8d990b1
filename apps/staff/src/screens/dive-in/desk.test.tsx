import type { DiveInOwn, DiveInStatus, StaffPermission } from '@mall/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ME_KEY } from '../../api';
import { setLanguage } from '../../i18n';
import { Layout } from '../../components/layout';
import { DiveInDeskScreen } from './list';

const VIDEO: DiveInOwn = {
  diveInId: 12,
  userNumber: '1000000001',
  nickName: 'glowbyhana',
  userName: { firstName: '하나' },
  thumbnailImageUrl: '/media/dive-in/poster12.jpg',
  videoUrl: '/media/dive-in/video12.mp4',
  durationSeconds: 8,
  viewCount: 0,
  formatViewCount: '0',
  content: '아침 루틴에 세럼 한 방울',
  tag: { code: 'SKINCARE', text: '스킨케어' },
  productCount: 3,
  createdAt: '2026-11-25T03:00:00.000Z',
  status: 'PENDING',
  reviewNote: null,
  products: [
    { productId: 1003, name: '비타 글로우 세럼 30ml', thumbnailUrl: '/media/products/1003-0.svg' },
    { productId: 1001, name: '녹차 약산성 클렌징 폼 150ml', thumbnailUrl: '/media/products/1001-0.svg' },
    { productId: 1014, name: '판매 중지된 토너', thumbnailUrl: null }
  ]
};

const BRAND: DiveInOwn = {
  ...VIDEO,
  diveInId: 13,
  userNumber: null,
  nickName: '루미에르 비타',
  userName: { firstName: '' },
  content: '브랜드 영상',
  status: 'APPROVED'
};

const PROFILE = (permissions: StaffPermission[]) => ({
  staffId: 4,
  loginId: 'content1',
  name: '한서연',
  department: '콘텐츠팀',
  roles: [],
  permissions
});

type Answer = { status?: number; body: unknown };
type Call = { url: string; method: string; body: unknown };

/** The desk against a scripted API: `answer` gets each call but the profile's and says what to return. */
function renderDesk(
  path: string,
  answer: (call: Call) => Answer,
  permissions: StaffPermission[] = ['content.manage', 'feedback.moderate']
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined
      };
      calls.push(call);
      const result = url.endsWith('/me') ? { body: { data: PROFILE(permissions) } } : answer(call);
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
          { path: 'dive-in', element: <DiveInDeskScreen /> }
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

const page = (...list: DiveInOwn[]) => ({ body: { data: { list, pageNumber: 1, totalPageNumber: 1 } } });
const reads = (calls: Call[]) => calls.filter((call) => call.url.startsWith('/api/staff/v1/dive-in?'));
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

/** Opens the video's panel and answers its dialog. */
async function openPanel(id: number) {
  const user = userEvent.setup();
  await user.click((await screen.findAllByRole('button', { name: `영상 #${id} 검토` }))[0]!);
  return { user, dialog: within(screen.getByRole('dialog')) };
}

describe('the dive-in desk', () => {
  it('lists a queue: poster, caption, maker or brand, tag, products, date and state, with the tabs', async () => {
    const calls = renderDesk('/dive-in', () => page(VIDEO, BRAND));
    const table = within(await screen.findByTestId('dive-in-table'));
    expect(reads(calls).map((call) => call.url)).toEqual([
      '/api/staff/v1/dive-in?status=PENDING&pageNumber=1'
    ]);
    expect(screen.getByRole('button', { name: '검토 대기' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '숨김' }).getAttribute('aria-pressed')).toBe('false');
    const [, first, second] = table.getAllByRole('row');
    const planner = within(first!);
    expect(planner.getByText('아침 루틴에 세럼 한 방울')).toBeTruthy();
    expect(planner.getByText('glowbyhana')).toBeTruthy();
    expect(planner.getByText('1000000001')).toBeTruthy();
    expect(planner.getByText('스킨케어')).toBeTruthy();
    expect(planner.getByText('3개')).toBeTruthy();
    expect(planner.getByText('2026-11-25 12:00')).toBeTruthy();
    expect(planner.getByTestId('dive-in-state').textContent).toBe('검토 대기');
    expect(first!.querySelector('img')?.getAttribute('src')).toBe('/media/dive-in/poster12.jpg');
    expect(within(second!).getByText('브랜드')).toBeTruthy();
    expect(within(second!).getByText('루미에르 비타')).toBeTruthy();
    // Content staff find the desk in the menu.
    expect(screen.getByRole('link', { name: '영상 검토' }).getAttribute('href')).toBe('/dive-in');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '숨김' }));
    await waitFor(() =>
      expect(reads(calls).at(-1)?.url).toBe('/api/staff/v1/dive-in?status=HIDDEN&pageNumber=1')
    );
  });

  it('is not offered to staff without content.manage', async () => {
    renderDesk('/orders', () => page(VIDEO), ['orders.read']);
    expect(await screen.findByText('orders')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '영상 검토' })).toBeNull();
  });

  it('plays the video, lists its tagged products and approves it: the body sent, the panel closed', async () => {
    let waiting = [VIDEO];
    const calls = renderDesk('/dive-in', (call) => {
      if (call.method === 'POST') {
        waiting = [];
        return { body: { data: { ...VIDEO, status: 'APPROVED' } } };
      }
      return page(...waiting);
    });
    const { user, dialog } = await openPanel(12);
    const video = dialog.getByTestId('dive-in-video');
    expect(video.getAttribute('src')).toBe('/media/dive-in/video12.mp4');
    expect(video.getAttribute('poster')).toBe('/media/dive-in/poster12.jpg');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(dialog.getByTestId('dive-in-caption').textContent).toBe('아침 루틴에 세럼 한 방울');
    expect(dialog.getByText('#스킨케어')).toBeTruthy();
    // What the desk approves: every tagged product, in the video's order, with its picture, name and number.
    expect(dialog.getByRole('heading', { name: '태그한 상품 3개' })).toBeTruthy();
    const products = within(dialog.getByTestId('dive-in-products')).getAllByRole('listitem');
    expect(products.map((item) => item.textContent)).toEqual([
      '비타 글로우 세럼 30ml #1003',
      '녹차 약산성 클렌징 폼 150ml #1001',
      '판매 중지된 토너 #1014'
    ]);
    expect(products.map((item) => item.querySelector('img')?.getAttribute('src') ?? null)).toEqual([
      '/media/products/1003-0.svg',
      '/media/products/1001-0.svg',
      null
    ]);

    await user.click(dialog.getByRole('button', { name: '승인' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      '영상 #12: 승인했습니다. 피드에 노출됩니다.'
    );
    expect(posts(calls)).toEqual([
      { url: '/api/staff/v1/dive-in/12/review', method: 'POST', body: { move: 'APPROVE' } }
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('이 상태의 영상이 없습니다.')).toBeTruthy();
    expect(reads(calls).length).toBe(2);
  });

  it('counts the views in the console’s language, whatever language the answer was worded in', async () => {
    renderDesk('/dive-in', () => page({ ...VIDEO, viewCount: 12_840, formatViewCount: '1.2만' }));
    const { dialog } = await openPanel(12);
    expect(dialog.getByText('1.2만')).toBeTruthy();
    try {
      act(() => setLanguage('en-US'));
      expect(dialog.getByText('12.8K')).toBeTruthy();
      expect(dialog.queryByText('1.2만')).toBeNull();
    } finally {
      act(() => setLanguage('ko-KR'));
    }
  });

  it('refuses a rejection without a reason before sending, then sends the reason on one line', async () => {
    const calls = renderDesk('/dive-in', (call) =>
      call.method === 'POST'
        ? { body: { data: { ...VIDEO, status: 'REJECTED', reviewNote: 'x' } } }
        : page(VIDEO)
    );
    const { user, dialog } = await openPanel(12);
    await user.click(dialog.getByRole('button', { name: '반려' }));
    expect(dialog.getByRole('alert').textContent).toBe('반려 사유를 입력해 주세요.');
    await user.type(dialog.getByLabelText('반려 사유'), '   ');
    await user.click(dialog.getByRole('button', { name: '반려' }));
    expect(dialog.getByRole('alert').textContent).toBe('반려 사유를 입력해 주세요.');
    expect(posts(calls)).toEqual([]);

    await user.type(dialog.getByLabelText('반려 사유'), '상품과 관계없는{Enter}영상입니다');
    await user.click(dialog.getByRole('button', { name: '반려' }));
    expect((await screen.findByRole('status')).textContent).toBe('영상 #12: 반려했습니다.');
    expect(posts(calls).map((call) => call.body)).toEqual([
      { move: 'REJECT', note: '상품과 관계없는 영상입니다' }
    ]);
  });

  it('offers only the moves the video’s state allows', async () => {
    const expectMoves = async (status: DiveInStatus, offered: string[], absent: string[]) => {
      renderDesk(`/dive-in?status=${status}`, () => page({ ...VIDEO, status, reviewNote: '흐림' }));
      const { dialog } = await openPanel(12);
      for (const name of offered) expect(dialog.getByRole('button', { name })).toBeTruthy();
      for (const name of absent) expect(dialog.queryByRole('button', { name })).toBeNull();
      return dialog;
    };
    await expectMoves('PENDING', ['승인', '반려'], ['숨기기', '다시 보이기']);
    cleanup();
    const approved = await expectMoves('APPROVED', ['숨기기'], ['승인', '반려']);
    expect(approved.queryByLabelText('반려 사유')).toBeNull();
    cleanup();
    await expectMoves('HIDDEN', ['다시 보이기'], ['승인', '반려', '숨기기']);
    cleanup();
    const rejected = await expectMoves('REJECTED', [], ['승인', '반려', '숨기기', '다시 보이기']);
    expect(rejected.queryByTestId('dive-in-moves')).toBeNull();
    expect(rejected.getByTestId('dive-in-note').textContent).toBe('흐림');
  });

  it('shows the API’s refusal in the panel and reads the queue again', async () => {
    const calls = renderDesk('/dive-in?status=APPROVED', (call) =>
      call.method === 'POST'
        ? {
            status: 409,
            body: {
              status: 409,
              code: 'DIVE_IN_MOVE_REFUSED',
              message: '영상 상태가 바뀌었습니다. 목록을 새로 고친 뒤 다시 시도해 주세요.'
            }
          }
        : page({ ...VIDEO, status: 'APPROVED' })
    );
    const { user, dialog } = await openPanel(12);
    await user.click(dialog.getByRole('button', { name: '숨기기' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      '영상 상태가 바뀌었습니다. 목록을 새로 고친 뒤 다시 시도해 주세요.'
    );
    expect(posts(calls).map((call) => call.body)).toEqual([{ move: 'HIDE' }]);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(reads(calls).length).toBe(2));
  });
});
