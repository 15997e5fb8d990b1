import type {
  GuestOrderCredentials,
  GuestRefundAccountAnswer,
  GuestRefundAccountBody,
  Language,
  RefundAccount
} from '@mall/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';

/**
 * A guest order's refund account (SPEC §7 non-member refund account): the lookup credentials in every POST body.
 * The answer is kept under ['guest-refund-account', …] and dropped as soon as no screen shows it (the
 * credentials stay in memory only); the section shows every refusal itself.
 */
const own = { dispatchErrors: false } as const;
const path = '/member/v1/public/non-member/refund-bank-account';

export const guestRefundAccountKeys = {
  ofOrder: (orderNumber: string, language: Language) =>
    ['guest-refund-account', orderNumber, language] as const
};

export function guestRefundAccountQueryOptions(
  orderNumber: string,
  credentials: GuestOrderCredentials,
  language: Language
) {
  return queryOptions({
    queryKey: guestRefundAccountKeys.ofOrder(orderNumber, language),
    queryFn: ({ signal }) =>
      apiData<{ account: RefundAccount | null }>(`${path}/detail`, {
        ...own,
        method: 'POST',
        body: { credentials },
        language,
        signal
      }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    // A language switch asks again (bank names are translated by the API); the account stays shown meanwhile.
    placeholderData: (previous) => previous
  });
}

/**
 * Checks the holder with the bank and saves the account for the order in one call; any result but MATCH saves
 * nothing (the answer then names the account kept before, if any). The answer's account replaces the shown one.
 */
export function useSaveGuestRefundAccount(orderNumber: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestRefundAccountBody) =>
      apiData<GuestRefundAccountAnswer>(path, { ...own, method: 'POST', body, language }),
    onSuccess: (answer) => {
      queryClient.setQueryData(guestRefundAccountKeys.ofOrder(orderNumber, language), {
        account: answer.account
      });
    }
  });
}
