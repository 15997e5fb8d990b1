import type { BankListItem, Language } from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../api/api-client';

/** The banks a refund may go to (SPEC §3), in the asker's language: the same for members and guests. */
export const bankKeys = {
  list: (language: Language) => ['banks', language] as const
};

export function bankListQueryOptions(language: Language) {
  return queryOptions({
    queryKey: bankKeys.list(language),
    queryFn: ({ signal }) => apiData<BankListItem[]>('/member/bank/v1/public/banks', { language, signal }),
    staleTime: 60 * 60_000
  });
}
