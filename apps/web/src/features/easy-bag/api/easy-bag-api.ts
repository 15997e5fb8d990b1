import type { EasyBag, EasyBagList, EasyBagSave, Language, ProductPage, PublicEasyBag } from '@mall/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { MEMBER_QUERY_ROOT } from '../../../shared/session/account-api';

/**
 * Easy bag calls (docs/decisions/075 "Easy bag calls"): the planner's own under /personal/v1/users/{id}/easy-bags,
 * the public bag of /beauty-planner, and the product list of the bags' products (exposureBagYn=Y). Every call
 * handles its own errors (lib/bag-errors.ts); the owner's sit under the ['member', …] key (logout drops them).
 */
const quiet = { dispatchErrors: false } as const;
const ownerBase = (userSeqNo: number) => `/personal/v1/users/${userSeqNo}/easy-bags`;

export const easyBagKeys = {
  all: [MEMBER_QUERY_ROOT, 'easy-bags'] as const,
  list: (userSeqNo: number) => [...easyBagKeys.all, 'list', userSeqNo] as const,
  detail: (userSeqNo: number, bagId: string, language: Language) =>
    [...easyBagKeys.all, 'detail', userSeqNo, bagId, language] as const,
  publicBag: (bagId: string, language: Language) => ['easy-bag', 'public', bagId, language] as const,
  products: (language: Language, params: BagProductParams) =>
    ['easy-bag', 'products', language, params] as const
};

export function bagListQueryOptions(userSeqNo: number) {
  return queryOptions({
    queryKey: easyBagKeys.list(userSeqNo),
    queryFn: ({ signal }) => apiData<EasyBagList>(ownerBase(userSeqNo), { signal, ...quiet }),
    staleTime: 0
  });
}

export function bagDetailQueryOptions(userSeqNo: number, bagId: string, language: Language) {
  return queryOptions({
    queryKey: easyBagKeys.detail(userSeqNo, bagId, language),
    queryFn: ({ signal }) =>
      apiData<EasyBag>(`${ownerBase(userSeqNo)}/${encodeURIComponent(bagId)}`, {
        signal,
        language,
        ...quiet
      }),
    staleTime: 0
  });
}

/** GET /personal/v1/public/easy-bags/{bagId}: priced now, so read afresh on each visit. */
export function publicBagQueryOptions(bagId: string, language: Language) {
  return queryOptions({
    queryKey: easyBagKeys.publicBag(bagId, language),
    queryFn: ({ signal }) =>
      apiData<PublicEasyBag>(`/personal/v1/public/easy-bags/${encodeURIComponent(bagId)}`, {
        signal,
        language,
        ...quiet
      }),
    staleTime: 0
  });
}

export type BagProductParams = { categoryId?: number; keyword?: string; pageNumber: number };
export const BAG_PRODUCT_PAGE_SIZE = 12;

/** GET /product/v1/public/products?exposureBagYn=Y (SPEC §7): the products a planner may put in a bag. */
export function bagProductsQueryOptions(language: Language, params: BagProductParams) {
  return queryOptions({
    queryKey: easyBagKeys.products(language, params),
    queryFn: ({ signal }) =>
      apiData<ProductPage>('/product/v1/public/products', {
        signal,
        language,
        ...quiet,
        query: {
          exposureBagYn: 'Y',
          categoryId: params.categoryId,
          pageNumber: params.pageNumber,
          pageSize: BAG_PRODUCT_PAGE_SIZE,
          textSearchBy: params.keyword ? 'PRODUCT_NAME' : undefined,
          textSearchValue: params.keyword
        }
      }),
    placeholderData: keepPreviousData
  });
}

/** POST (new) or PUT (bagId) the whole bag; the list and the bag are read again afterwards. */
export function useSaveBag(userSeqNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bagId, body }: { bagId: string | null; body: EasyBagSave }) =>
      apiData<EasyBag>(
        bagId ? `${ownerBase(userSeqNo)}/${encodeURIComponent(bagId)}` : ownerBase(userSeqNo),
        {
          ...quiet,
          method: bagId ? 'PUT' : 'POST',
          body
        }
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: easyBagKeys.all })
  });
}

export function useDeleteBag(userSeqNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bagId: string) =>
      apiData<EasyBagList>(`${ownerBase(userSeqNo)}/${encodeURIComponent(bagId)}`, {
        ...quiet,
        method: 'DELETE'
      }),
    onSuccess: (list) => {
      queryClient.setQueryData(easyBagKeys.list(userSeqNo), list);
      return queryClient.invalidateQueries({ queryKey: easyBagKeys.all });
    }
  });
}
