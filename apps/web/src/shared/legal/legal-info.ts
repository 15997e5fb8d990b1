import type { LegalInfo } from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../api/api-client';

/**
 * GET /etc/v1/public/legal-info (docs/decisions/093): the shop's legal facts from the server's configuration, for
 * the footer (business number and its FTC link, privacy officer, escrow) and checkout (escrow). The same for
 * everyone and rarely changed: fetched once per visit; a failure shows nothing rather than an error.
 */
export function legalInfoQueryOptions() {
  return queryOptions({
    queryKey: ['etc', 'legal-info'] as const,
    queryFn: ({ signal }) =>
      apiData<LegalInfo>('/etc/v1/public/legal-info', { signal, dispatchErrors: false }),
    staleTime: Infinity
  });
}
