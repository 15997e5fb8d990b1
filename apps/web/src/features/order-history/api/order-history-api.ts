import {
  IDEMPOTENCY_KEY_HEADER,
  type DeliveryAddressInput,
  type GuestOrderCredentials,
  type OrderDetail,
  type OrderHistoryPage,
  type OrderListItem
} from '@mall/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, buildUrl, refreshAccessToken } from '../../../shared/api/api-client';
import { newIdempotencyKey } from '../../../shared/lib/idempotency-key';
import { apiErrorFromBody } from '../../../shared/api/api-error';
import { tokenStore } from '../../../shared/api/token-store';
import { getLanguage } from '../../../shared/i18n/i18n';
import { invalidateOrderViews, MEMBER_QUERY_ROOT } from '../../../shared/session/account-api';

/**
 * Order history, detail, cancel and guest lookup (apps/api/src/modules/order/README.md). Member data lives
 * under the ['member', …] key, so logout drops it; guest answers are never cached (credentials stay in memory).
 */
export type HistoryQuery = {
  fromDate: string;
  toDate: string;
  type: 'normal' | 'autoship';
  pageNumber: number;
};

export const orderKeys = {
  all: [MEMBER_QUERY_ROOT, 'orders'] as const,
  history: (query: HistoryQuery) => [...orderKeys.all, 'history', query] as const,
  detail: (orderNumber: string) => [...orderKeys.all, 'detail', orderNumber] as const
};

/** The screen shows 5001 and field refusals next to the period itself. */
const own = { dispatchErrors: false } as const;

export function historyQueryOptions(query: HistoryQuery) {
  return queryOptions({
    queryKey: orderKeys.history(query),
    queryFn: ({ signal }) =>
      apiData<OrderHistoryPage>('/order/v1/sales/history', {
        ...own,
        signal,
        query: { ...query, pageSize: 10 }
      }),
    staleTime: 30_000
  });
}

export function orderDetailQueryOptions(orderNumber: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderNumber),
    queryFn: ({ signal }) =>
      apiData<OrderDetail>(`/order/v1/sales/detail/${encodeURIComponent(orderNumber)}`, { ...own, signal }),
    staleTime: 0
  });
}

/** POST cancel/{id}: the answer is the cancelled order, which replaces the cached detail. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNumber, reason }: { orderNumber: string; reason: string }) =>
      apiData<OrderDetail>(`/order/v1/sales/cancel/${encodeURIComponent(orderNumber)}`, {
        ...own,
        method: 'POST',
        body: { reason },
        headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() }
      }),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderKeys.detail(order.orderNumber), order);
      queryClient.setQueryData(orderKeys.detail(order.displayOrderNumber), order);
      // The history, my page's counts and the refunded points and coupons; the detail is the answer itself.
      await invalidateOrderViews(queryClient, [
        orderKeys.detail(order.orderNumber),
        orderKeys.detail(order.displayOrderNumber)
      ]);
    }
  });
}

/**
 * POST earn-point: credits a shipped or delivered order's points once (the server refuses earlier ones, which could
 * still be cancelled after the points were spent), then the detail is read again.
 */
export function useEarnPoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNumber: string) =>
      apiData<{ earned: number; balance: number }>('/order/v1/sales/earn-point', {
        ...own,
        method: 'POST',
        body: { orderNumber }
      }),
    onSuccess: async () => {
      // The detail and the point balance on my page and the point screen.
      await invalidateOrderViews(queryClient);
    }
  });
}

const ADDRESS_CHANGE = '/order/v1/public/sales/update/order-delivery-address';

/**
 * The delivery address of the member's order, before it ships (ORDER_ADDRESS_NOT_CHANGEABLE after): the answer is
 * the order, which replaces the cached detail.
 */
export function useChangeDeliveryAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: {
      orderNumber: string;
      userAddressId: number | null;
      address: DeliveryAddressInput;
    }) => apiData<OrderDetail>(ADDRESS_CHANGE, { ...own, method: 'POST', body: change }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.orderNumber), order);
      queryClient.setQueryData(orderKeys.detail(order.displayOrderNumber), order);
    }
  });
}

export const guestOrderApi = {
  changeAddress: (credentials: GuestOrderCredentials, address: DeliveryAddressInput) =>
    apiData<OrderDetail>(ADDRESS_CHANGE, { ...own, method: 'POST', body: { credentials, address } }),
  history: (credentials: GuestOrderCredentials) =>
    apiData<{ list: OrderListItem[] }>('/order/v1/public/guest-order/history', {
      ...own,
      method: 'POST',
      body: credentials
    }),
  detail: (credentials: GuestOrderCredentials) =>
    apiData<OrderDetail>('/order/v1/public/guest-order/detail', {
      ...own,
      method: 'POST',
      body: credentials
    }),
  cancel: (credentials: GuestOrderCredentials, reason: string) =>
    apiData<OrderDetail>('/order/v1/public/guest-order/cancel', {
      ...own,
      method: 'POST',
      body: { credentials, reason },
      headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() }
    })
};

/**
 * The 주문 계약서 PDF as a download: fetched with the member's token (or the guest's credentials in the body),
 * then saved through an object URL, so the token never goes into a link.
 */
export async function downloadContract(
  order: Pick<OrderDetail, 'orderNumber' | 'displayOrderNumber'>,
  guest: GuestOrderCredentials | null
) {
  const send = () => {
    const headers = new Headers({ 'Accept-Language': getLanguage(), Accept: 'application/pdf' });
    const token = tokenStore.get();
    if (token && !guest) headers.set('Authorization', `Bearer ${token}`);
    if (guest) {
      headers.set('Content-Type', 'application/json');
      return fetch(buildUrl('/order/v1/public/guest-order/contract'), {
        method: 'POST',
        headers,
        body: JSON.stringify(guest)
      });
    }
    return fetch(buildUrl(`/order/v1/sales/contract/${encodeURIComponent(order.orderNumber)}`), {
      headers,
      credentials: 'same-origin'
    });
  };
  let response = await send();
  if (response.status === 403 && !guest) {
    await refreshAccessToken();
    response = await send();
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw apiErrorFromBody(response.status, body, response.headers.get('x-request-id'));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `contract-${order.displayOrderNumber}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
