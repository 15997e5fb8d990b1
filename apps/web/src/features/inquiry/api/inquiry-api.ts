import type { InquiryDetail, InquiryPage, InquiryWrite, OrderHistoryPage } from '@mall/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../shared/api/api-client';
import { seoulDate } from '@mall/domain';
import { MEMBER_QUERY_ROOT } from '../../../shared/session/account-api';

/** Every refusal is shown where it happened (the form keeps what was typed). */
const own = { dispatchErrors: false } as const;
const BASE = '/etc/v1/inquiries';

/** Member data under ['member', …]: logout drops it. */
export const inquiryKeys = {
  all: [MEMBER_QUERY_ROOT, 'inquiries'] as const,
  page: (page: number) => [...inquiryKeys.all, 'page', page] as const,
  detail: (id: number) => [...inquiryKeys.all, 'detail', id] as const,
  orders: () => [...inquiryKeys.all, 'orders'] as const
};

export const inquiryPageQuery = (page: number) =>
  queryOptions({
    queryKey: inquiryKeys.page(page),
    queryFn: ({ signal }) => apiData<InquiryPage>(BASE, { ...own, signal, query: { page } })
  });

export const inquiryDetailQuery = (id: number) =>
  queryOptions({
    queryKey: inquiryKeys.detail(id),
    queryFn: ({ signal }) => apiData<InquiryDetail>(`${BASE}/${id}`, { ...own, signal })
  });

/** The member's orders of the last 3 months, for the optional order picker. */
export const recentOrdersQuery = () =>
  queryOptions({
    queryKey: inquiryKeys.orders(),
    queryFn: ({ signal }) => {
      const today = Date.now();
      return apiData<OrderHistoryPage>('/order/v1/sales/history', {
        ...own,
        signal,
        query: {
          fromDate: seoulDate(new Date(today - 92 * 86_400_000)),
          toDate: seoulDate(new Date(today)),
          type: 'normal',
          pageNumber: 1,
          pageSize: 50
        }
      }).then((page) => page.list);
    },
    staleTime: 60_000
  });

/** The form the write takes: the fields as a JSON part, then the photos. */
export function inquiryFormData(body: InquiryWrite, photos: readonly File[]): FormData {
  const form = new FormData();
  form.append('request', JSON.stringify(body));
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}

export function useWriteInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, photos }: { body: InquiryWrite; photos: readonly File[] }) =>
      apiData<InquiryDetail>(BASE, { ...own, method: 'POST', multipart: inquiryFormData(body, photos) }),
    onSuccess: async (detail) => {
      client.setQueryData(inquiryKeys.detail(detail.inquiryId), detail);
      await client.invalidateQueries({ queryKey: [...inquiryKeys.all, 'page'] });
    }
  });
}

export function useEditInquiry(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InquiryWrite) =>
      apiData<InquiryDetail>(`${BASE}/${id}`, { ...own, method: 'PUT', body }),
    onSuccess: async (detail) => {
      client.setQueryData(inquiryKeys.detail(id), detail);
      await client.invalidateQueries({ queryKey: [...inquiryKeys.all, 'page'] });
    }
  });
}

export function useDeleteInquiry(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>(`${BASE}/${id}`, { ...own, method: 'DELETE' }),
    onSuccess: async () => {
      client.removeQueries({ queryKey: inquiryKeys.detail(id) });
      await client.invalidateQueries({ queryKey: [...inquiryKeys.all, 'page'] });
    }
  });
}
