import type { PaymentClientConfig } from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../api/api-client';

/**
 * GET /order/v1/public/payments/config: the provider's SDK script and client key, for checkout's payment window
 * and the saved cards' billing window. The screen that opens a window shows its own failure.
 */
export function paymentConfigQueryOptions() {
  return queryOptions({
    queryKey: ['order', 'payment-config'] as const,
    queryFn: ({ signal }) =>
      apiData<PaymentClientConfig>('/order/v1/public/payments/config', { signal, dispatchErrors: false }),
    staleTime: Infinity
  });
}
