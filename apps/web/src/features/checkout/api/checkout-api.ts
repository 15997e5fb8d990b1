import {
  IDEMPOTENCY_KEY_HEADER,
  type AvailableCoupon,
  type CartLineInput,
  type GuestOrderInitRequest,
  type Language,
  type OrderInitAnswer,
  type OrderInitRequest,
  type OrderSheet,
  type OrderSheetRequest,
  type OrderSummary,
  type PaymentAbandonRequest,
  type PaymentConfirmAnswer,
  type PaymentConfirmRequest,
  type SavedCardPaymentRequest
} from '@mall/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';

/**
 * The checkout's calls (docs/decisions/034). Every one passes `dispatchErrors: false`: the screen decides
 * what the customer sees, handing the SPEC §8 codes (4308/4309/4340/4341) to the global table itself
 * (lib/checkout-errors.ts) and showing the rest next to what caused them.
 */
export const checkoutKeys = {
  all: ['order'] as const,
  sheet: (sheetId: string, language: Language) => [...checkoutKeys.all, 'sheet', sheetId, language] as const,
  summary: (sheetId: string, couponId: number | null, points: number, language: Language) =>
    [...checkoutKeys.all, 'summary', sheetId, couponId, points, language] as const,
  guestSummary: (lines: readonly CartLineInput[], language: Language) =>
    [...checkoutKeys.all, 'guest-summary', lines, language] as const,
  coupons: (sheetId: string, language: Language) =>
    [...checkoutKeys.all, 'coupons', sheetId, language] as const
};

const quiet = { dispatchErrors: false } as const;

/** POST /order/v1/sales/sheet: the chosen lines as a sheet (24 h). */
export const createSheet = (request: OrderSheetRequest) =>
  apiData<OrderSheet>('/order/v1/sales/sheet', { method: 'POST', body: request, ...quiet });

export function sheetQueryOptions(sheetId: string, language: Language) {
  return queryOptions({
    queryKey: checkoutKeys.sheet(sheetId, language),
    queryFn: ({ signal }) =>
      apiData<OrderSheet>(`/order/v1/sales/sheet/${sheetId}`, { signal, language, ...quiet })
  });
}

/** POST /order/v1/sales/order-summary: the server's price for the chosen coupon and points. */
export function summaryQueryOptions(
  sheetId: string,
  couponId: number | null,
  points: number,
  language: Language
) {
  return queryOptions({
    queryKey: checkoutKeys.summary(sheetId, couponId, points, language),
    queryFn: ({ signal }) =>
      apiData<OrderSummary>('/order/v1/sales/order-summary', {
        method: 'POST',
        body: { sheetId, memberCouponId: couponId, pointUsed: points },
        signal,
        language,
        ...quiet
      }),
    placeholderData: keepPreviousData,
    staleTime: 0
  });
}

/** POST /order/v1/public/guest-order/order-summary: a guest's lines priced (no coupon, no points). */
export function guestSummaryQueryOptions(lines: readonly CartLineInput[], language: Language) {
  return queryOptions({
    queryKey: checkoutKeys.guestSummary(lines, language),
    queryFn: ({ signal }) =>
      apiData<OrderSummary>('/order/v1/public/guest-order/order-summary', {
        method: 'POST',
        body: { lines },
        signal,
        language,
        ...quiet
      }),
    staleTime: 0
  });
}

/** GET /compensation/coupon/v1/coupons/get-available?sheetId=: applicable ones first. */
export function availableCouponsQueryOptions(sheetId: string, language: Language) {
  return queryOptions({
    queryKey: checkoutKeys.coupons(sheetId, language),
    queryFn: ({ signal }) =>
      apiData<{ coupons: AvailableCoupon[] }>('/compensation/coupon/v1/coupons/get-available', {
        query: { sheetId },
        signal,
        language,
        ...quiet
      }),
    select: (answer) =>
      [...answer.coupons].sort(
        (a, b) => Number(b.applicable) - Number(a.applicable) || b.discount - a.discount
      )
  });
}

const idempotent = (key: string) => ({ headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

export const initOrder = (request: OrderInitRequest, key: string) =>
  apiData<OrderInitAnswer>('/order/v1/sales/init', {
    method: 'POST',
    body: request,
    ...idempotent(key),
    ...quiet
  });

export const initGuestOrder = (request: GuestOrderInitRequest, key: string) =>
  apiData<OrderInitAnswer>('/order/v1/public/guest-order/init', {
    method: 'POST',
    body: request,
    ...idempotent(key),
    ...quiet
  });

/** The success return: `confirm-<orderId>` so a reload of the return page replays the first answer. */
export const confirmPayment = (request: PaymentConfirmRequest) =>
  apiData<PaymentConfirmAnswer>('/order/v1/public/payments/confirm', {
    method: 'POST',
    body: request,
    ...idempotent(`confirm-${request.orderId}`),
    ...quiet
  });

/**
 * A step paid with a saved card and its card password (member only), answered as the window's confirm. One key per
 * entry: the server keeps each answer for its key, a wrong password's too, and the next entry is another body.
 */
export const payWithSavedCard = (request: SavedCardPaymentRequest, key: string) =>
  apiData<PaymentConfirmAnswer>('/order/v1/sales/payments/saved-card', {
    method: 'POST',
    body: request,
    ...idempotent(key),
    ...quiet
  });

export const abandonPayment = (request: PaymentAbandonRequest) =>
  apiData<{ orderNumber: string; status: string; refundedSteps: number }>(
    '/order/v1/public/payments/abandon',
    {
      method: 'POST',
      body: request,
      ...idempotent(`abandon-${request.orderId}`),
      ...quiet
    }
  );
