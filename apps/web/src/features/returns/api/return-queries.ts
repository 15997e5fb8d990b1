import type { ReturnDetail, ReturnEstimateBody, ReturnListItem } from '@mall/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchReturnPage, memberReturnRoot } from './member-return-api';
import type { ReturnClient } from './return-client';

/** Query keys per client (member or guest root), one factory for every return answer. */
export const returnKeys = {
  validate: (client: ReturnClient, orderNumber: string) =>
    [...client.keyRoot, 'validate', orderNumber] as const,
  estimate: (client: ReturnClient, orderNumber: string, body: ReturnEstimateBody) =>
    [...client.keyRoot, 'estimate', orderNumber, body] as const,
  ofOrder: (client: ReturnClient, orderNumber: string) => [...client.keyRoot, 'order', orderNumber] as const,
  detail: (client: ReturnClient, returnId: number) => [...client.keyRoot, 'detail', returnId] as const,
  page: (type: 'normal' | 'autoship', page: number) => [...memberReturnRoot, 'page', { type, page }] as const
};

/** Guest answers are not kept once no screen shows them (the credentials stay in memory only). */
const lifetime = (client: ReturnClient) => (client.kind === 'guest' ? { gcTime: 0 } : {});

export const validateQueryOptions = (client: ReturnClient, orderNumber: string) =>
  queryOptions({
    queryKey: returnKeys.validate(client, orderNumber),
    queryFn: ({ signal }) => client.validate(orderNumber, signal),
    staleTime: 0,
    ...lifetime(client)
  });

export const estimateQueryOptions = (client: ReturnClient, orderNumber: string, body: ReturnEstimateBody) =>
  queryOptions({
    queryKey: returnKeys.estimate(client, orderNumber, body),
    queryFn: ({ signal }) => client.estimate(orderNumber, body, signal),
    staleTime: 0,
    ...lifetime(client)
  });

export const orderReturnsQueryOptions = (client: ReturnClient, orderNumber: string) =>
  queryOptions({
    queryKey: returnKeys.ofOrder(client, orderNumber),
    queryFn: ({ signal }) => client.ofOrder(orderNumber, signal),
    staleTime: 0,
    ...lifetime(client)
  });

export const returnDetailQueryOptions = (client: ReturnClient, returnId: number) =>
  queryOptions({
    queryKey: returnKeys.detail(client, returnId),
    queryFn: ({ signal }) => client.detail(returnId, signal),
    staleTime: 0,
    ...lifetime(client)
  });

export const returnPageQueryOptions = (type: 'normal' | 'autoship', page: number) =>
  queryOptions({
    queryKey: returnKeys.page(type, page),
    queryFn: ({ signal }) => fetchReturnPage(type, page, signal),
    staleTime: 30_000
  });

/** After a return is made or withdrawn: its detail is the answer; the lists and what is left to return move. */
async function afterWrite(
  queryClient: ReturnType<typeof useQueryClient>,
  client: ReturnClient,
  answer: ReturnDetail | ReturnListItem
) {
  queryClient.setQueryData(returnKeys.detail(client, answer.returnId), answer);
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      client.keyRoot.every((part, index) => queryKey[index] === part) &&
      !(
        queryKey[client.keyRoot.length] === 'detail' &&
        queryKey[client.keyRoot.length + 1] === answer.returnId
      )
  });
}

export function useSubmitReturn(client: ReturnClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<ReturnClient['submit']>) => client.submit(...input),
    onSuccess: (answer) => afterWrite(queryClient, client, answer)
  });
}

export function useCancelReturn(client: ReturnClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (returnId: number) => client.cancel(returnId),
    onSuccess: (answer) => afterWrite(queryClient, client, answer)
  });
}
