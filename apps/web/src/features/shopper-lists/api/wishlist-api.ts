import type { WishedIds, WishlistPage } from '@mall/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../shared/api/api-client';
import { getLanguage } from '../../../shared/i18n/i18n';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { shopperListKeys } from './keys';

const BASE = '/product/v1/users/wishlist';
const own = { dispatchErrors: false } as const;

/** The member's wished ids: one small private call beside the catalogue's shared cached answers (ADR 091). */
export function wishedIdsQueryOptions(userSeqNo: number) {
  return queryOptions({
    queryKey: shopperListKeys.wishedIds(userSeqNo),
    queryFn: ({ signal }) => apiData<WishedIds>(`${BASE}/ids`, { ...own, signal }),
    select: (data) => new Set(data.productIds)
  });
}

/** The asker's member number, or null for a guest. */
export function useMemberSeqNo(): number | null {
  const session = useSession();
  return isLoggedIn(session) ? session.user.userSeqNo : null;
}

/** Whether each product is wished: empty for guests (no call is made). */
export function useWishedIds(): Set<number> {
  const member = useMemberSeqNo();
  const query = useQuery({ ...wishedIdsQueryOptions(member ?? 0), enabled: member !== null });
  return member === null ? new Set() : (query.data ?? new Set());
}

export function wishlistQueryOptions(userSeqNo: number, page: number) {
  const language = getLanguage();
  return queryOptions({
    queryKey: shopperListKeys.wishlist(userSeqNo, page, language),
    queryFn: ({ signal }) => apiData<WishlistPage>(BASE, { ...own, query: { page }, language, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000
  });
}

/** Wish or unwish; the ids answer at once (optimistic), then every list of the member is read again. */
export function useWishToggle(userSeqNo: number) {
  const queryClient = useQueryClient();
  const idsKey = shopperListKeys.wishedIds(userSeqNo);
  return useMutation({
    mutationFn: ({ productId, wished }: { productId: number; wished: boolean }) =>
      apiRequest<null>(`${BASE}/${productId}`, { ...own, method: wished ? 'PUT' : 'DELETE' }),
    onMutate: async ({ productId, wished }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const before = queryClient.getQueryData<WishedIds>(idsKey);
      const ids = (before?.productIds ?? []).filter((id) => id !== productId);
      queryClient.setQueryData<WishedIds>(idsKey, { productIds: wished ? [productId, ...ids] : ids });
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(idsKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['shopper-lists', userSeqNo] })
  });
}
