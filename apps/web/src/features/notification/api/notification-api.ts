import type { Language, NotificationPage } from '@mall/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../shared/api/api-client';
import { notificationKeys } from '../../../shared/notification/notification-keys';

/** The centre's two lists (SPEC §2 /notification/{category}). */
export type NotificationTab = 'commerce' | 'rbo';
const CATEGORY: Record<NotificationTab, 'COMMERCE' | 'RBO'> = { commerce: 'COMMERCE', rbo: 'RBO' };
const BASE = '/etc/etc/v1/noti-center';
// The screen shows its own messages; a 401 still goes through the session's handling.
const own = { dispatchErrors: false } as const;

/** Five notices a page, newest first, worded in the asked language (so the language is part of the key). */
export function notificationPageQueryOptions(tab: NotificationTab, page: number, language: Language) {
  return queryOptions({
    queryKey: notificationKeys.page(tab, page, language),
    queryFn: ({ signal }) =>
      apiData<NotificationPage>(`${BASE}/list`, {
        ...own,
        query: { category: CATEGORY[tab], page },
        language,
        signal
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000
  });
}

/** Read one, read all, delete one, delete all: then the lists and the header dot are read again. */
export function useNotificationActions(tab: NotificationTab) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const call = (
    method: 'POST' | 'DELETE',
    path: string,
    options: { body?: unknown; query?: { category: string } }
  ) => apiRequest<null>(`${BASE}${path}`, { ...own, method, ...options });
  const options = { onSettled: refresh };
  return {
    read: useMutation({
      mutationFn: (id: number) => call('POST', '/read', { body: { notiCenterId: id } }),
      ...options
    }),
    readAll: useMutation({
      mutationFn: () => call('POST', '/read/all', { body: { category: CATEGORY[tab] } }),
      ...options
    }),
    remove: useMutation({ mutationFn: (id: number) => call('DELETE', `/${id}`, {}), ...options }),
    removeAll: useMutation({
      mutationFn: () => call('DELETE', '/all', { query: { category: CATEGORY[tab] } }),
      ...options
    })
  };
}
