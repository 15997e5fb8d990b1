import type { OrderSheetRequest } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import type { OrderData } from '../../../shared/storage/order-data';
import { useLanguage } from '../../../shared/i18n/i18n';
import {
  availableCouponsQueryOptions,
  createSheet,
  guestSummaryQueryOptions,
  sheetQueryOptions,
  summaryQueryOptions
} from '../api/checkout-api';
import { checkoutErrorMessage } from '../lib/checkout-errors';
import { latestOrderData } from '../lib/checkout-state';
import type { CheckoutChoices, PaymentInfo } from '../lib/payment-state';

const POINTS_DEBOUNCE_MS = 400;

/** The cart's chosen lines by id (CART), or buy-now's product as it is (DIRECT, docs/decisions/056). */
function sheetRequestOf(data: OrderData): OrderSheetRequest {
  if (data.source === 'DIRECT')
    return {
      source: 'DIRECT',
      cartType: data.cartType,
      lines: data.lines,
      ...(data.easyBagId ? { easyBagId: data.easyBagId } : {})
    };
  return { source: 'CART', cartType: data.cartType, cartIds: data.lines.map((line) => line.cartId) };
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

type PricingInput = {
  guest: boolean;
  info: PaymentInfo;
  /** False while the provider's return is confirmed: placing the order uses the sheet up (4340 to a late read). */
  idle: boolean;
  returning: boolean;
  update: (change: (current: PaymentInfo) => PaymentInfo) => void;
  setChoices: (next: Partial<CheckoutChoices>) => void;
};

/**
 * What the order costs: the member's sheet (made once from the order data; its id is kept so a reload reuses it),
 * the coupons it allows, and the server's summary for the chosen coupon and (debounced) points — or the guest's
 * summary of the browser-cart lines. A coupon or point amount the server refuses drops back to what it allows.
 */
export function useCheckoutPricing({ guest, info, idle, returning, update, setChoices }: PricingInput) {
  const language = useLanguage();
  const { sheetId, choices } = info;
  const [couponProblem, setCouponProblem] = useState<string | null>(null);

  const orderData = useMemo(() => latestOrderData(), []);
  const created = useQuery({
    queryKey: ['order', 'create-sheet', orderData?.createdAt ?? ''],
    queryFn: () => createSheet(sheetRequestOf(orderData!)),
    enabled: !guest && sheetId === null && orderData !== null && !returning,
    staleTime: Infinity,
    gcTime: Infinity
  });
  const createdSheetId = created.data?.sheetId;
  useEffect(() => {
    if (createdSheetId === undefined) return;
    update((current) => (current.sheetId === null ? { ...current, sheetId: createdSheetId } : current));
  }, [createdSheetId, update]);

  const memberReady = idle && !guest && sheetId !== null;
  const sheet = useQuery({ ...sheetQueryOptions(sheetId ?? '', language), enabled: memberReady });
  const coupons = useQuery({
    ...availableCouponsQueryOptions(sheetId ?? '', language),
    enabled: memberReady
  });
  const points = useDebounced(choices.pointUsed, POINTS_DEBOUNCE_MS);
  const memberSummary = useQuery({
    ...summaryQueryOptions(sheetId ?? '', choices.memberCouponId, points, language),
    enabled: memberReady
  });
  const guestSummary = useQuery({
    ...guestSummaryQueryOptions(info.guestLines, language),
    enabled: idle && guest && info.guestLines.length > 0
  });
  const summaryQuery = guest ? guestSummary : memberSummary;

  const summaryError = memberSummary.error;
  useEffect(() => {
    if (!(summaryError instanceof ApiError)) return;
    if (summaryError.code === 'COUPON_NOT_APPLICABLE') {
      setCouponProblem(checkoutErrorMessage(summaryError));
      setChoices({ memberCouponId: null });
    } else if (summaryError.code === 'POINT_USE_INVALID') {
      const max = typeof summaryError.data?.max === 'number' ? summaryError.data.max : 0;
      update((current) => ({
        ...current,
        choices: { ...current.choices, pointUsed: Math.min(current.choices.pointUsed, max) }
      }));
    } else {
      checkoutErrorMessage(summaryError);
    }
  }, [summaryError, setChoices, update]);

  const sheetError = created.error ?? sheet.error;
  useEffect(() => {
    if (sheetError) checkoutErrorMessage(sheetError);
  }, [sheetError]);

  return {
    summary: summaryQuery.data,
    /** The summary answers the choices on screen (no request under way, the points settled). */
    summaryCurrent:
      !summaryQuery.isPlaceholderData && !summaryQuery.isFetching && points === choices.pointUsed,
    refetchSummary: summaryQuery.refetch,
    /** The member's sheet cannot be had (failed, or there was never order data for it). */
    sheetMissing: !guest && (sheetError !== null || (orderData === null && sheetId === null)),
    sheetFailed: sheetError !== null,
    guestFailed: guest && guestSummary.error !== null,
    sheetPointBalance: sheet.data?.pointBalance,
    coupons: coupons.data ?? [],
    couponsLoading: coupons.isPending,
    couponProblem,
    setCouponProblem
  };
}
