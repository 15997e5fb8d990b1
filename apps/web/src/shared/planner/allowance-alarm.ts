import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../api/api-client';
import { MEMBER_QUERY_ROOT } from '../session/account-api';

/**
 * SPEC §7 allowance-bank-account/alarm: true while the planner has no allowance account. Read by the allowance
 * screen and my page's planner menu (never by Home's first load); saving the account updates it.
 */
export const allowanceAlarmKey = (userSeqNo: number) =>
  [MEMBER_QUERY_ROOT, 'allowance-alarm', userSeqNo] as const;

export function allowanceAlarmQueryOptions(userSeqNo: number) {
  return queryOptions({
    queryKey: allowanceAlarmKey(userSeqNo),
    queryFn: ({ signal }) =>
      apiData<{ alarm: boolean }>('/member/v1/users/allowance-bank-account/alarm', {
        dispatchErrors: false,
        signal
      })
  });
}
