import type { DiveInOwn } from '@mall/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DiveInDeskScreen } from './list';
import { DiveInUploadScreen } from './upload';

const MADE: DiveInOwn = {
  diveInId: 21,
  userNumber: null,
  nickName: '루미에르 비타',
  userName: { firstName: '' },
  thumbnailImageUrl: '/media/dive-in/p21.jpg',
  videoUrl: '/media/dive-in/v21.mp4',
  durationSeconds: 12,
  viewCount: 0,
  formatViewCount: '0',
  content: '겨울 보습 루틴',
  tag: { code: 'SKINCARE', text: '스킨케어' },
  productCount: 1,
  createdAt: '2026-11-28T01:00:00.000Z',
  status: 'APPROVED',
  reviewNote: null,
  products: [{ productId: 7, name: '비타 세럼', thumbnailUrl: '/img/7.jpg' }]
};

type Call = { url: string; method: string; body: BodyInit | null | undefined };

function renderUpload() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body });
      const data = url.includes('/category/list')
        ? [
            { code: 'SKINCARE', text: '스킨케어' },
            { code: 'MAKEUP', text: '메이크업' }
          ]
        : url.includes('/suggest')
          ? {
              list: [{ productId: 7, productName: '비타 세럼', imageUrl: '/img/7.jpg' }],
              correctedKeyword: null
            }
          : init.method === 'POST'
            ? MADE
            : { list: [], pageNumber: 1, totalPageNumber: 1 };
      return new Response(JSON.stringify({ data }), { status: init.method === 'POST' ? 201 : 200 });
    })
  );
  const router = createMemoryRouter(
    [
      { path: '/dive-in', element: <DiveInDeskScreen /> },
      { path: '/dive-in/new', element: <DiveInUploadScreen /> }
    ],
    { initialEntries: ['/dive-in/new'] }
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return { calls, router };
}

const uploads = (calls: Call[]) => calls.filter((call) => call.method === 'POST');
const mp4 = (name = 'brand.mp4', bytes = 2048) => {
  const file = new File([new Uint8Array(16)], name, { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

describe('the brand video upload', () => {
  it('refuses a file that is not MP4 or is over 100 MB, and an incomplete form, before sending', async () => {
    const { calls } = renderUpload();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: '올리기' }));
    expect(screen.getByText('영상 파일을 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('태그를 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('내용을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('상품을 하나 이상 추가해 주세요.')).toBeTruthy();
    expect(screen.getByText('표시된 항목을 확인해 주세요.')).toBeTruthy();

    const input = screen.getByLabelText('영상 파일');
    await user.upload(input, new File(['x'], 'clip.mov', { type: 'video/quicktime' }));
    expect(screen.getAllByRole('alert')[0]?.textContent).toBe('MP4 영상만 올릴 수 있습니다.');
    await user.upload(input, mp4('big.mp4', 100 * 1024 * 1024 + 1));
    expect(screen.getAllByRole('alert')[0]?.textContent).toBe('영상은 100MB 이하만 올릴 수 있습니다.');
    await user.click(screen.getByRole('button', { name: '올리기' }));
    expect(uploads(calls)).toEqual([]);
  });

  it('sends the API’s multipart form and opens the new video on the desk', async () => {
    const { calls, router } = renderUpload();
    const user = userEvent.setup();
    const video = mp4();
    await user.upload(await screen.findByLabelText('영상 파일'), video);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText(/^태그/), 'SKINCARE');
    await user.type(screen.getByLabelText(/^내용/), '겨울 보습{Enter}루틴');
    await user.type(screen.getByLabelText('상품 이름'), '세럼{Enter}');
    await user.click(await screen.findByRole('button', { name: '비타 세럼 추가' }));
    expect(screen.getByRole('button', { name: '비타 세럼 추가' })).toHaveProperty('disabled', true);
    expect(within(screen.getByTestId('dive-in-chosen')).getByText('비타 세럼')).toBeTruthy();
    expect(uploads(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: '올리기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dive-in'));
    const [sent] = uploads(calls);
    expect(sent?.url).toBe('/api/staff/v1/dive-in');
    const form = sent?.body as FormData;
    expect(JSON.parse(String(form.get('request')))).toEqual({
      tagCode: 'SKINCARE',
      content: '겨울 보습 루틴',
      productIds: [7]
    });
    expect((form.get('video') as File).name).toBe('brand.mp4');
    expect(router.state.location.search).toBe('?status=APPROVED&page=1');
    const notice = await screen.findByText('영상 #21을 올렸습니다. 피드에 바로 노출됩니다.');
    expect(notice.getAttribute('role')).toBe('status');
    // The new video opens in the review panel, where the brand's video can be hidden.
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('button', { name: '숨기기' })).toBeTruthy();
    expect(dialog.getByTestId('dive-in-products').textContent).toBe('비타 세럼 #7');
  });
});
