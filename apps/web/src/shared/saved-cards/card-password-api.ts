import type { OrderPasswordState } from '@mall/domain';
import { apiData } from '../api/api-client';

/**
 * The card password's calls (SPEC §7 Cards, docs/decisions/073). Plain functions, not mutations: the digits go
 * into the request body and nowhere else (no mutation cache, no query key, no log). Every screen shows its own
 * refusals (`CARD_PASSWORD_MISMATCH` with `data.failCount`, `CARD_PASSWORD_LOCKED`).
 */
const own = { dispatchErrors: false } as const;
const base = (userSeqNo: number) => `/member/v1/users/${userSeqNo}`;

/** GET order-password-v2/{cardId}: set or not, wrong entries, locked. */
export function fetchCardPasswordState(
  userSeqNo: number,
  cardId: number,
  signal?: AbortSignal
): Promise<OrderPasswordState> {
  return apiData(`${base(userSeqNo)}/order-password-v2/${cardId}`, { ...own, ...(signal ? { signal } : {}) });
}

/** POST order-password-v2/match: 200 with `match: false` for a wrong entry; 403 CARD_PASSWORD_LOCKED after five. */
export function matchCardPassword(userSeqNo: number, cardId: number, password: string) {
  return apiData<OrderPasswordState>(`${base(userSeqNo)}/order-password-v2/match`, {
    ...own,
    method: 'POST',
    body: { userFavoriteCardsId: cardId, orderPassword: password }
  });
}

/** addCard: POST order-password, a new card's first password. */
export function setCardPassword(userSeqNo: number, cardId: number, password: string) {
  return apiData<OrderPasswordState>(`${base(userSeqNo)}/order-password`, {
    ...own,
    method: 'POST',
    body: { userFavoriteCardsId: cardId, orderPassword: password }
  });
}

/** chngePasswd: PUT order-password-v2/change; a wrong old one is 400 CARD_PASSWORD_MISMATCH (data.failCount). */
export function changeCardPassword(
  userSeqNo: number,
  cardId: number,
  oldPassword: string,
  newPassword: string
) {
  return apiData<OrderPasswordState>(`${base(userSeqNo)}/order-password-v2/change`, {
    ...own,
    method: 'PUT',
    body: { userFavoriteCardsId: cardId, oldOrderPassword: oldPassword, newOrderPassword: newPassword }
  });
}

/** resetPasswd: PUT order-password/reset after an identity verification of purpose CARD_PASSWORD_RESET. */
export function resetCardPassword(
  userSeqNo: number,
  cardId: number,
  newPassword: string,
  certificationRequestId: string
) {
  return apiData<OrderPasswordState>(`${base(userSeqNo)}/order-password/reset`, {
    ...own,
    method: 'PUT',
    body: { userFavoriteCardsId: cardId, newOrderPassword: newPassword, certificationRequestId }
  });
}
