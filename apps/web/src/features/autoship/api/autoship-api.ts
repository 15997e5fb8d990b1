import {
  IDEMPOTENCY_KEY_HEADER,
  type AutoshipChangeBody,
  type AutoshipDetail,
  type AutoshipInitBody,
  type AutoshipSummary,
  type Language
} from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { MEMBER_QUERY_ROOT } from '../../../shared/session/account-api';

/**
 * The member's autoship subscriptions (`/order/v1/autoship/subscriptions`, docs/decisions/074). Every call handles
 * its own errors (`lib/autoship-errors.ts` hands SPEC §8's global codes to the dispatcher): the screen shows the
 * rest where it happened. Under the ['member', …] key (logout drops it); product names come per language.
 */
const BASE = '/order/v1/autoship/subscriptions';
const quiet = { dispatchErrors: false } as const;

export const autoshipKeys = {
  all: [MEMBER_QUERY_ROOT, 'autoship'] as const,
  list: (language: Language) => [...autoshipKeys.all, 'list', language] as const,
  detail: (autoshipId: number, language: Language) =>
    [...autoshipKeys.all, 'detail', autoshipId, language] as const
};

export function autoshipListQueryOptions(language: Language) {
  return queryOptions({
    queryKey: autoshipKeys.list(language),
    queryFn: ({ signal }) => apiData<AutoshipSummary[]>(BASE, { signal, language, ...quiet }),
    // The scheduler moves subscriptions on its own (a charge, a hold): read afresh on each visit.
    staleTime: 0
  });
}

export function autoshipDetailQueryOptions(autoshipId: number, language: Language) {
  return queryOptions({
    queryKey: autoshipKeys.detail(autoshipId, language),
    queryFn: ({ signal }) => apiData<AutoshipDetail>(`${BASE}/${autoshipId}`, { signal, language, ...quiet }),
    staleTime: 0
  });
}

/**
 * POST …/subscriptions with the card password (checked by the server as one of its five tries). One
 * Idempotency-Key per entry, as checkout's saved-card payment: the server keeps each answer for its key, a wrong
 * password's too, and the next entry is another body.
 */
export const initAutoship = (body: AutoshipInitBody, key: string) =>
  apiData<AutoshipDetail>(BASE, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    ...quiet
  });

/** PATCH …/{id}: any of lines, cycle, next day, address, card (with its card password). */
export const changeAutoship = (autoshipId: number, body: AutoshipChangeBody) =>
  apiData<AutoshipDetail>(`${BASE}/${autoshipId}`, { method: 'PATCH', body, ...quiet });

export type AutoshipMove = 'skip' | 'pause' | 'resume' | 'cancel';

/** POST …/{id}/skip|pause|resume|cancel. */
export const moveAutoship = (autoshipId: number, move: AutoshipMove) =>
  apiData<AutoshipDetail>(`${BASE}/${autoshipId}/${move}`, { method: 'POST', ...quiet });
