import type { DeskFeedbackDetail } from '@mall/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackDetailScreen } from './detail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const POST: DeskFeedbackDetail = {
  feedbackId: 5,
  category: 'PRODUCT',
  title: '선크림 문의',
  visibility: 'PRIVATE',
  writerName: '이하늘',
  guest: true,
  answered: false,
  hidden: false,
  createdAt: '2026-11-25T03:00:00.000Z',
  body: '트러블이 생겼어요.',
  updatedAt: null,
  userSeqNo: null,
  email: 'haneul@example.com',
  mobileNumber: null,
  hiddenReason: null,
  hiddenAt: null,
  reply: null
};

function renderDetail(answer: (url: string, init: RequestInit) => unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ data: answer(url, init) }), {
        status: 200,
        headers: { 'content-type': 'application/json' }
      });
    })
  );
  const router = createMemoryRouter([{ path: '/feedback/:feedbackId', element: <FeedbackDetailScreen /> }], {
    initialEntries: ['/feedback/5']
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return calls;
}

describe('the feedback desk post', () => {
  it('shows the writer’s contact; hiding needs a reason; a reply is sent and shown sanitised', async () => {
    const calls = renderDetail((url, init) => {
      if (url.endsWith('/visibility'))
        return { ...POST, hidden: true, hiddenReason: '광고', hiddenAt: '2026-11-26T00:00:00.000Z' };
      if (url.endsWith('/reply'))
        return {
          ...POST,
          answered: true,
          reply: {
            html: JSON.parse(String(init.body)).html,
            sanitized: '<p>감사합니다</p>',
            repliedAt: '2026-11-26T00:00:00.000Z',
            repliedBy: '상담원'
          }
        };
      return POST;
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/haneul@example\.com/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '숨기기' }));
    expect(await screen.findByText('숨기는 이유를 입력해 주세요.')).toBeTruthy();
    expect(calls.filter((call) => call.init?.method === 'PUT')).toHaveLength(0);
    await user.type(screen.getByLabelText('숨기는 이유'), '광고');
    await user.click(screen.getByRole('button', { name: '숨기기' }));
    expect(await screen.findByTestId('feedback-hidden-reason')).toHaveProperty(
      'textContent',
      expect.stringContaining('광고')
    );
    const hide = calls.find((call) => call.url.endsWith('/visibility'))!;
    expect(JSON.parse(String(hide.init.body))).toEqual({ hidden: true, reason: '광고' });

    await user.type(screen.getByLabelText('답변'), '<p>감사합니다<script>x</script></p>');
    await user.click(screen.getByRole('button', { name: '답변 저장' }));
    await waitFor(() => expect(screen.getByTestId('feedback-replied').textContent).toContain('상담원'));
    expect(document.querySelector('script')).toBeNull();
  });
});
