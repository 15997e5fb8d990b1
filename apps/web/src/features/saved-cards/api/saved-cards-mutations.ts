import type { FavoriteCard, FavoriteCardRegisterBody } from '@mall/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../shared/api/api-client';
import { savedCardKeys } from '../../../shared/saved-cards/saved-cards-api';

/**
 * The saved cards' writes (SPEC §7 Cards, docs/decisions/073); the screens show every refusal themselves
 * (FAVORITE_CARD_IN_USE, FAVORITE_CARD_LIMIT, BILLING_AUTH_FAILED…). Each write reads the list again.
 */
const own = { dispatchErrors: false } as const;

/** POST /member/v1/{id}/favorite-cards: what the billing window came back with (a repeat answers the same card). */
export function registerCard(
  userSeqNo: number,
  body: FavoriteCardRegisterBody
): Promise<{ card: FavoriteCard }> {
  return apiData(`/member/v1/${userSeqNo}/favorite-cards`, { ...own, method: 'POST', body });
}

/** DELETE …/favorite-cards/{cardId}; 409 FAVORITE_CARD_IN_USE for the card a live subscription uses. */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) =>
      apiRequest<unknown>(`/member/v1/users/favorite-cards/${cardId}`, { ...own, method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCardKeys.all })
  });
}

/** PUT …/updateFixedTerm-v2?fixedTermYn=Y: the autoship card (one per member: the mark moves). */
export function useMarkAutoshipCard(userSeqNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) =>
      apiData<{ card: FavoriteCard }>(
        `/member/v1/users/favorite-cards/${userSeqNo}/favorite-cards/${cardId}/updateFixedTerm-v2`,
        { ...own, method: 'PUT', query: { fixedTermYn: 'Y' } }
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCardKeys.all })
  });
}
