import type { CartType } from '@mall/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { paths } from '../../../shared/config/paths';
import { invalidateOrderViews } from '../../../shared/session/account-api';
import { removeStored } from '../../../shared/storage/browser-storage';
import { removeGuestLines } from '../../../shared/storage/guest-cart-writes';
import { latestOrderData } from '../lib/checkout-state';
import { clearPaymentInfo, writePaymentResult, type PaymentResult } from '../lib/payment-state';

/** Ends a placed order: the payment state and the hand-off go, the result is kept for the success page. */
export function useFinishCheckout(guest: boolean, cartType: CartType): (result: PaymentResult) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (result: PaymentResult) => {
      clearPaymentInfo();
      // The ordered lines leave the guest's browser cart (a member's leave the server cart at placement);
      // a buy-now order never was in a cart.
      const data = latestOrderData();
      if (guest && data?.guest && data.source === 'CART')
        removeGuestLines(data.lines.map((line) => line.cartId));
      removeStored(
        'session',
        cartType === 'autoship' ? STORAGE_KEYS.subscriptionOrderData : STORAGE_KEYS.orderData
      );
      writePaymentResult(result);
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      if (!guest) void invalidateOrderViews(queryClient);
      const success = guest
        ? paths.guestOrderSuccess(result.displayOrderNumber)
        : paths.orderSuccess(result.displayOrderNumber);
      void navigate(success, { replace: true });
    },
    [guest, cartType, queryClient, navigate]
  );
}
