import type { QueryClient } from '@tanstack/react-query';
import { paymentConfigQueryOptions } from '../payment/payment-config';
import { loadTossPayments } from '../payment/toss-loader';
import { savedCardPaths } from './saved-card-paths';

/**
 * Opens the provider's card registration (자동결제 billing auth, INTEGRATIONS §1.12) for the member's customerKey.
 * The page leaves for the provider, which comes back to `/billing/success` (customerKey, authKey) or
 * `/billing/fail` (code, message); both then go on to `returnTo`, a same-site path (the saved cards by default,
 * the order page when checkout registers a card). Rejects when the SDK could not open the window or the customer
 * closed its layer (the SDK's `code`, e.g. USER_CANCEL).
 */
export async function openBillingWindow(
  queryClient: QueryClient,
  input: { customerKey: string; returnTo: string; customerName?: string | undefined }
): Promise<void> {
  const settings = await queryClient.fetchQuery(paymentConfigQueryOptions());
  const TossPayments = await loadTossPayments(settings.sdkSrc);
  const origin = window.location.origin;
  await TossPayments(settings.clientKey)
    .payment({ customerKey: input.customerKey })
    .requestBillingAuth({
      method: 'CARD',
      successUrl: `${origin}${savedCardPaths.billingSuccess(input.returnTo)}`,
      failUrl: `${origin}${savedCardPaths.billingFail(input.returnTo)}`,
      ...(input.customerName ? { customerName: input.customerName } : {})
    });
}
