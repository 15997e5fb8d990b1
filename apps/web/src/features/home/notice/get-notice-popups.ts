import type { Language, NoticePopup } from '@mall/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { useLanguage } from '../../../shared/i18n/i18n';
import { contentKeys } from '../api/query-keys';

/** GET /api/etc/v1/public/main/popup: the notice popups in display now. */
export function getNoticePopups(language: Language, signal?: AbortSignal): Promise<NoticePopup[]> {
  return apiData<NoticePopup[]>('/etc/v1/public/main/popup', { language, signal, dispatchErrors: false });
}

export function noticePopupsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: contentKeys.popups(language),
    queryFn: ({ signal }) => getNoticePopups(language, signal)
  });
}

/** Not requested at navigation: a hook in Home asks once Home has rendered, and only when not hidden today. */
export function useNoticePopups(enabled: boolean) {
  const language = useLanguage();
  return useQuery({ ...noticePopupsQueryOptions(language), enabled });
}
