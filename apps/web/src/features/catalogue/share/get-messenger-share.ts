import type { Language, MessengerShare } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { useLanguage } from '../../../shared/i18n/i18n';

/**
 * GET /api/share/v1/messenger/products/{id}: the messenger's share page for the product (its feed is built by
 * the server, docs/decisions/026), or null when no messenger is configured. Asked when the modal opens so the
 * click can open the popup at once (a popup opened after an await is blocked).
 */
export function getMessengerShare(
  language: Language,
  productId: number,
  signal?: AbortSignal
): Promise<MessengerShare> {
  return apiData<MessengerShare>(`/share/v1/messenger/products/${productId}`, {
    language,
    signal,
    dispatchErrors: false
  });
}

export function useMessengerShare(productId: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['share', 'messenger', language, productId],
    queryFn: ({ signal }) => getMessengerShare(language, productId ?? 0, signal),
    enabled: productId !== null
  });
}
