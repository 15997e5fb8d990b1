import type { NotificationCheck } from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../api/api-client';
import { notificationKeys } from './notification-keys';

/** The header dot (SPEC §3 commerce/rbo unread flags): read once a minute at most, and after any centre action. */
export const notificationCheckQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.check(),
    queryFn: ({ signal }) =>
      apiData<NotificationCheck>('/etc/etc/v1/noti-center/check', { signal, dispatchErrors: false }),
    staleTime: 60_000
  });
