import type { Language, NoticePopup } from '@mall/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { useLanguage } from '../../../shared/i18n/i18n';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { contentKeys } from '../api/query-keys';

/** GET /api/etc/v1/public/main/popup: the notice popups in display now for this session (guest or member, ADR 057). */
export function getNoticePopups(language: Language, signal?: AbortSignal): Promise<NoticePopup[]> {
  return apiData<NoticePopup[]>('/etc/v1/public/main/popup', { language, signal, dispatchErrors: false });
}

export type PopupViewer = 'guest' | 'member';

export function noticePopupsQueryOptions(language: Language, viewer: PopupViewer) {
  return queryOptions({
    // The answer depends on the session: a login or logout asks again.
    queryKey: contentKeys.popups(language, viewer),
    queryFn: ({ signal }) => getNoticePopups(language, signal)
  });
}

/** Not requested at navigation: a hook in Home asks once Home has rendered, and only when not hidden today. */
export function useNoticePopups(enabled: boolean) {
  const language = useLanguage();
  const viewer: PopupViewer = isLoggedIn(useSession()) ? 'member' : 'guest';
  return useQuery({ ...noticePopupsQueryOptions(language, viewer), enabled });
}
