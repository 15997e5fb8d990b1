import type { AppSettings } from '@mall/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';

export const settingsKeys = { all: ['settings'] as const };

/** GET /api/etc/v1/public/settings. Errors are not shown to the user: without settings the shop simply opens. */
export function getSettings(signal?: AbortSignal): Promise<AppSettings> {
  return apiData<AppSettings>('/etc/v1/public/settings', { signal, dispatchErrors: false });
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.all, queryFn: ({ signal }) => getSettings(signal) });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
