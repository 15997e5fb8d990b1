import type { ProductRestockAlerts, RestockAlertPage } from '@mall/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../shared/api/api-client';
import { getLanguage } from '../../../shared/i18n/i18n';
import { shopperListKeys } from './keys';

const BASE = '/product/v1/users/restock-alerts';
const own = { dispatchErrors: false } as const;

/** The member's waiting alerts on one product (which of its options are asked about). */
export function productAlertsQueryOptions(userSeqNo: number, productId: number) {
  return queryOptions({
    queryKey: shopperListKeys.productAlerts(userSeqNo, productId),
    queryFn: ({ signal }) => apiData<ProductRestockAlerts>(`${BASE}/product/${productId}`, { ...own, signal })
  });
}

export function alertsQueryOptions(userSeqNo: number, page: number) {
  const language = getLanguage();
  return queryOptions({
    queryKey: shopperListKeys.alerts(userSeqNo, page, language),
    queryFn: ({ signal }) => apiData<RestockAlertPage>(BASE, { ...own, query: { page }, language, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000
  });
}

/** Ask and cancel: then the member's alert lists are read again. */
export function useRestockActions(userSeqNo: number) {
  const queryClient = useQueryClient();
  const onSettled = () =>
    queryClient.invalidateQueries({ queryKey: ['shopper-lists', userSeqNo, 'restock'] });
  return {
    ask: useMutation({
      mutationFn: (body: { productId: number; productOptionId: number | null }) =>
        apiData<{ alertId: number }>(BASE, { ...own, method: 'POST', body }),
      onSettled
    }),
    cancel: useMutation({
      mutationFn: (alertId: number) => apiRequest<null>(`${BASE}/${alertId}`, { ...own, method: 'DELETE' }),
      onSettled
    })
  };
}
