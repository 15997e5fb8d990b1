import type { Language, MainHome } from '@mall/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { useLanguage } from '../../../shared/i18n/i18n';
import { contentKeys } from './query-keys';

/** GET /api/etc/v1/public/main/home: banners, GNB banner, events, category banners and videos in one answer. */
export function getMainHome(language: Language, signal?: AbortSignal): Promise<MainHome> {
  return apiData<MainHome>('/etc/v1/public/main/home', { language, signal, dispatchErrors: false });
}

export function mainHomeQueryOptions(language: Language) {
  return queryOptions({
    queryKey: contentKeys.home(language),
    queryFn: ({ signal }) => getMainHome(language, signal)
  });
}

export function useMainHome() {
  const language = useLanguage();
  // Keep the previous language's content while the new one loads (no empty carousel flash).
  return useQuery({ ...mainHomeQueryOptions(language), placeholderData: (previous) => previous });
}
