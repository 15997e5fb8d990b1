import type { ProductSummary, RecentViews } from '@mall/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiData, apiRequest } from '../../../shared/api/api-client';
import { getLanguage } from '../../../shared/i18n/i18n';
import { clearLocalRecent, readLocalRecent, recordLocalRecent, removeLocalRecent } from '../lib/local-recent';
import { shopperListKeys } from './keys';
import { useMemberSeqNo } from './wishlist-api';

const BASE = '/product/v1/users/recent-views';
const own = { dispatchErrors: false } as const;

/**
 * A guest's local list merged into the member's (docs/decisions/091): sent once, then cleared locally. Runs before
 * the member's first read or record after logging in (the product page or my page), so Home's first load carries
 * none of it; a failed merge keeps the local list for the next try.
 */
let merging: Promise<void> | null = null;
export function mergeLocalRecent(): Promise<void> {
  const local = readLocalRecent();
  if (local.length === 0) return Promise.resolve();
  merging ??= apiRequest<null>(`${BASE}/merge`, { ...own, method: 'POST', body: { productIds: local } })
    .then(() => clearLocalRecent())
    .finally(() => {
      merging = null;
    });
  return merging;
}

/** The list as cards: the member's from the server, a guest's local ids as cards (paused ones left out). */
export function recentQueryOptions(userSeqNo: number | null) {
  const language = getLanguage();
  return queryOptions({
    queryKey: shopperListKeys.recent(userSeqNo ?? 'guest', language),
    queryFn: async ({ signal }): Promise<ProductSummary[]> => {
      if (userSeqNo === null) {
        const ids = readLocalRecent();
        if (ids.length === 0) return [];
        const answer = await apiData<{ list: ProductSummary[] }>('/product/v1/public/recent-products', {
          ...own,
          query: { productIds: ids.join(',') },
          language,
          signal
        });
        return answer.list;
      }
      await mergeLocalRecent();
      const answer = await apiData<RecentViews>(BASE, { ...own, language, signal });
      return answer.list.map((item) => item.product);
    },
    staleTime: 0
  });
}

/** Records a product page visit: locally for guests, on the server for members (after any pending merge). */
export function useRecordProductView(productId: number) {
  const member = useMemberSeqNo();
  useEffect(() => {
    if (member === null) {
      recordLocalRecent(productId);
      return;
    }
    void mergeLocalRecent()
      .then(() => apiRequest<null>(BASE, { ...own, method: 'POST', body: { productId } }))
      .catch(() => undefined);
  }, [productId, member]);
}

export function useRemoveRecent(userSeqNo: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId: number) => {
      if (userSeqNo === null) removeLocalRecent(productId);
      else await apiRequest<null>(`${BASE}/${productId}`, { ...own, method: 'DELETE' });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ['shopper-lists', userSeqNo ?? 'guest', 'recent'] })
  });
}
