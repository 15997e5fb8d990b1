import type { Address, AddressInput } from '@mall/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../shared/api/api-client';
import { MEMBER_QUERY_ROOT } from '../../../shared/session/account-api';

/**
 * The member's address book (SPEC §7 /member/v1/users/address). The dialogs show every refusal themselves
 * (field messages, ADR_AlertText4/5/9 alerts), so no call goes through the global error dialogs. Kept
 * under the ['member', …] key: logout drops it.
 */
const own = { dispatchErrors: false } as const;
const BASE = '/member/v1/users/address';

export const addressKeys = {
  all: [MEMBER_QUERY_ROOT, 'address'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  detail: (id: number) => [...addressKeys.all, 'detail', id] as const
};

/** GET …/address: the default first, then newest first. */
export function addressListQueryOptions() {
  return queryOptions({
    queryKey: addressKeys.list(),
    queryFn: ({ signal }) => apiData<Address[]>(BASE, { ...own, signal }),
    // Checkout and my page both edit it; read it fresh each time a dialog opens.
    staleTime: 0
  });
}

/** GET …/address/{id}: the address the edit dialog starts from. */
export function addressQueryOptions(id: number) {
  return queryOptions({
    queryKey: addressKeys.detail(id),
    queryFn: ({ signal }) => apiData<Address>(`${BASE}/${id}`, { ...own, signal }),
    staleTime: 0
  });
}

type SaveAddressVariables = { id?: number | undefined; body: AddressInput };

/** POST (add) or PUT (edit) …/address; the list is read again afterwards (the default may have moved). */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveAddressVariables) =>
      id === undefined
        ? apiData<Address>(BASE, { ...own, method: 'POST', body })
        : apiData<Address>(`${BASE}/${id}`, { ...own, method: 'PUT', body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(addressKeys.detail(saved.userAddressId), saved);
      await queryClient.invalidateQueries({ queryKey: addressKeys.list() });
    }
  });
}

/** DELETE …/address/{id} (the server refuses the last one and fixed-term ones: ADR_AlertText4/5). */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>(`${BASE}/${id}`, { ...own, method: 'DELETE' }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: addressKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: addressKeys.list() });
    }
  });
}

/** PUT /member/v1/users/changeDefault/{id}: one default at a time, so every address may have changed. */
export function useMakeDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<unknown>(`/member/v1/users/changeDefault/${id}`, { ...own, method: 'PUT', body: {} }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: addressKeys.all });
    }
  });
}
