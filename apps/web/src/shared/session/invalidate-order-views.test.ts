import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateOrderViews, meQueryKey, MEMBER_QUERY_ROOT } from './account-api';

describe('invalidateOrderViews', () => {
  it('marks my page, points, coupons and the order history stale, and nothing else', async () => {
    const queryClient = new QueryClient();
    const keys = {
      summary: [MEMBER_QUERY_ROOT, 'myPageSummary', 7],
      points: [MEMBER_QUERY_ROOT, 'benefits', 'point-summary', 7],
      coupons: [MEMBER_QUERY_ROOT, 'benefits', 'coupons', 'active', 1, 'ko-KR'],
      history: [MEMBER_QUERY_ROOT, 'orders', 'history', { pageNumber: 1 }],
      detail: [MEMBER_QUERY_ROOT, 'orders', 'detail', 'AP1'],
      me: meQueryKey(7),
      userInfo: [MEMBER_QUERY_ROOT, 'userInfo', 7],
      catalogue: ['catalogue', 'orders']
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, { cached: true });
    await invalidateOrderViews(queryClient);
    const stale = Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(['summary', 'points', 'coupons', 'history', 'detail']);
  });

  it('leaves the keys just set from an answer as they are', async () => {
    const queryClient = new QueryClient();
    const detail = [MEMBER_QUERY_ROOT, 'orders', 'detail', 'AP1'];
    const history = [MEMBER_QUERY_ROOT, 'orders', 'history', { pageNumber: 1 }];
    queryClient.setQueryData(detail, { cached: true });
    queryClient.setQueryData(history, { cached: true });
    await invalidateOrderViews(queryClient, [detail]);
    expect(queryClient.getQueryState(detail)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(history)?.isInvalidated).toBe(true);
  });
});
