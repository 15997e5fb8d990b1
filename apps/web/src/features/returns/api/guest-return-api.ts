import type { GuestOrderCredentials, GuestReturnSubmit, ReturnDetail, ReturnListItem } from '@mall/domain';
import { apiData } from '../../../shared/api/api-client';
import { returnFormData, type ReturnClient } from './return-client';

const own = { dispatchErrors: false } as const;
const base = '/order/v1/public/guest-order/return';

/**
 * A guest's return calls: the lookup's credentials in every POST body (never in an address), the order they
 * name being the one returned. Answers are kept under ['guest-returns', …] and dropped as soon as unused.
 */
export function guestReturnClient(credentials: GuestOrderCredentials): ReturnClient {
  const post = <T>(path: string, body: object, signal?: AbortSignal) =>
    apiData<T>(`${base}${path}`, { ...own, method: 'POST', body: { credentials, ...body }, signal });
  return {
    kind: 'guest',
    keyRoot: ['guest-returns'],
    validate: (_orderNumber, signal) => post('/validate', {}, signal),
    estimate: (_orderNumber, body, signal) => post('/estimate', body, signal),
    submit: (_orderNumber, request, photos) => {
      const body: GuestReturnSubmit = { ...request, credentials, agreed: true };
      return apiData<ReturnDetail>(base, { ...own, method: 'POST', multipart: returnFormData(body, photos) });
    },
    ofOrder: (_orderNumber, signal) =>
      post<{ list: ReturnListItem[] }>('/list', {}, signal).then((answer) => answer.list),
    detail: (returnId, signal) => post('/detail', { returnId }, signal),
    cancel: (returnId) => post('/request/cancel', { returnId })
  };
}
