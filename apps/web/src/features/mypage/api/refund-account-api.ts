import type { Language, RefundAccount } from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { MEMBER_QUERY_ROOT } from '../../../shared/session/account-api';

/**
 * The refund account's calls (SPEC §7, docs/decisions/070); the screen shows every refusal itself. The bank list
 * is shared with the guest's refund account (shared/refund-account/bank-list.ts), the holder check with a planner's
 * allowance account (shared/refund-account/bank-check.ts, which the form calls).
 */
const own = { dispatchErrors: false } as const;

export const refundAccountKeys = {
  account: (userSeqNo: number, language: Language) =>
    [MEMBER_QUERY_ROOT, 'refund-account', userSeqNo, language] as const
};

export function refundAccountQueryOptions(userSeqNo: number, language: Language) {
  return queryOptions({
    queryKey: refundAccountKeys.account(userSeqNo, language),
    queryFn: ({ signal }) =>
      apiData<{ account: RefundAccount | null }>(`/member/v1/users/${userSeqNo}/refund-bank-account`, {
        ...own,
        language,
        signal
      }),
    retry: false
  });
}

/** Registers the checked account, or changes the one the member has to it. */
export function saveRefundAccount(
  userSeqNo: number,
  current: RefundAccount | null,
  verificationId: string
): Promise<{ account: RefundAccount }> {
  const path = `/member/v1/users/${userSeqNo}/refund-bank-account`;
  return apiData(current ? `${path}/${current.userRefundBankAccountId}` : path, {
    ...own,
    method: current ? 'PATCH' : 'POST',
    body: { verificationId, agreeRefundTerms: true }
  });
}
