import type { MessengerShare, QrCodeKind } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { useLanguage } from '../../../shared/i18n/i18n';
import type { MessengerShareState } from '../../../shared/share/share-sheet';

/**
 * GET /api/share/v1/messenger/personal-malls/{userNumber}?kind=: the messenger's share page for one of a planner's
 * two links (the feed is built by the server from the mall, docs/decisions/075), or null when no messenger is
 * configured. Asked while the share sheet is open, so the click opens the popup at once (a popup opened after an
 * await is blocked).
 */
export function useMallMessengerShare(userNumber: string, kind: QrCodeKind | null): MessengerShareState {
  const language = useLanguage();
  const query = useQuery({
    queryKey: ['share', 'messenger', language, 'personal-mall', userNumber, kind],
    queryFn: ({ signal }) =>
      apiData<MessengerShare>(`/share/v1/messenger/personal-malls/${userNumber}`, {
        language,
        signal,
        query: { kind: kind ?? 'shopping' },
        dispatchErrors: false
      }),
    enabled: kind !== null
  });
  return { pending: query.isPending, shareUrl: query.data?.shareUrl ?? null };
}
