import type { ReturnDetail, ReturnListItem, ReturnPage, ReturnSubmit } from '@mall/domain';
import { apiData } from '../../../shared/api/api-client';
import { MEMBER_QUERY_ROOT } from '../../../shared/session/account-api';
import { returnFormData, type ReturnClient } from './return-client';

/** The screens show every return refusal where it happened (SPEC §8's global codes aside, none apply here). */
const own = { dispatchErrors: false } as const;
const order = (orderNumber: string) => encodeURIComponent(orderNumber);

export const memberReturnRoot = [MEMBER_QUERY_ROOT, 'returns'] as const;

/** The member's return calls (docs/decisions/071): under /order/v1/return with the Bearer token. */
export const memberReturnClient: ReturnClient = {
  kind: 'member',
  keyRoot: memberReturnRoot,
  validate: (orderNumber, signal) =>
    apiData(`/order/v1/return/validate/${order(orderNumber)}`, { ...own, signal }),
  estimate: (orderNumber, body, signal) =>
    apiData(`/order/v1/return/estimate/${order(orderNumber)}`, { ...own, method: 'POST', body, signal }),
  submit: (orderNumber, request, photos) => {
    const body: ReturnSubmit = { ...request, orderNumber, agreed: true };
    return apiData<ReturnDetail>('/order/v1/return', {
      ...own,
      method: 'POST',
      multipart: returnFormData(body, photos)
    });
  },
  ofOrder: (orderNumber, signal) =>
    apiData<{ list: ReturnListItem[] }>(`/order/v1/return/list/${order(orderNumber)}`, {
      ...own,
      signal
    }).then((answer) => answer.list),
  detail: (returnId, signal) => apiData(`/order/v1/return/detail/${returnId}`, { ...own, signal }),
  cancel: (returnId) => apiData(`/order/v1/return/request/cancel/${returnId}`, { ...own, method: 'DELETE' })
};

/** GET /order/v1/return?page&type: the member's returns, newest first, RETURN_LIST_PAGE_SIZE a page. */
export function fetchReturnPage(type: 'normal' | 'autoship', page: number, signal?: AbortSignal) {
  return apiData<ReturnPage>('/order/v1/return', { ...own, signal, query: { page, type } });
}
