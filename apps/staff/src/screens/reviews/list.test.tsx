import type { OwnReview } from '@mall/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewsDeskScreen } from './list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REVIEW: OwnReview = {
  reviewId: 9,
  productId: 1002,
  rating: 1,
  text: '욕설이 담긴 리뷰',
  photos: [],
  reviewer: '이**',
  optionValue: null,
  skinType: 'DRY',
  skinTone: null,
  skinConcerns: [],
  helpfulCount: 0,
  votedHelpful: false,
  mine: true,
  createdAt: '2026-11-25T03:00:00.000Z',
  productName: '딥 클렌징 오일',
  imageUrl: '',
  orderLineId: 3,
  status: 'VISIBLE',
  hiddenReason: null,
  pointsGranted: 100,
  pointsReversed: false
};

function renderDesk() {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const data = url.includes('/moves')
        ? { ...REVIEW, status: 'HIDDEN', hiddenReason: '욕설' }
        : { list: [REVIEW], pageNumber: 1, totalPageNumber: 1 };
      return new Response(JSON.stringify({ data }), {
        status: 200,
        headers: { 'content-type': 'application/json' }
      });
    })
  );
  const router = createMemoryRouter([{ path: '/reviews', element: <ReviewsDeskScreen /> }], {
    initialEntries: ['/reviews']
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return calls;
}

describe('the review desk', () => {
  it('lists showing reviews; hiding needs a reason and sends it', async () => {
    const calls = renderDesk();
    const row = await screen.findByTestId('review-row');
    expect(row.textContent).toContain('욕설이 담긴 리뷰');
    // The desk is told before it hides that the review's points go back to the ledger.
    expect(row.textContent).toContain('숨기면 이 리뷰로 적립된 100P를 회수합니다.');
    await userEvent.click(within(row).getByRole('button', { name: '숨기기' }));
    expect(within(row).getByText('숨김 사유를 입력해 주세요.')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/moves'))).toBe(false);
    await userEvent.type(within(row).getByLabelText('숨김 사유'), '욕설');
    await userEvent.click(within(row).getByRole('button', { name: '숨기기' }));
    await waitFor(() => expect(screen.getByText('리뷰를 숨겼습니다.')).toBeTruthy());
    const sent = calls.find((call) => call.url.includes('/moves'))!;
    expect(sent.url).toContain('/api/staff/v1/reviews/9/moves');
    expect(JSON.parse(String(sent.init.body))).toEqual({ move: 'HIDE', reason: '욕설' });
  });
});
