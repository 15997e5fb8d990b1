import type { FavoriteCard, FavoriteCardsAnswer, Language } from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../api/api-client';
import { MEMBER_QUERY_ROOT } from '../session/account-api';

/**
 * The member's saved cards (SPEC §7 Cards, docs/decisions/073): the list and the customerKey the billing window
 * needs. Under the ['member', …] key (logout drops it); the issuer's name comes in the asked language.
 */
export const savedCardKeys = {
  all: [MEMBER_QUERY_ROOT, 'favorite-cards'] as const,
  list: (userSeqNo: number, language: Language) =>
    [...savedCardKeys.all, 'list', userSeqNo, language] as const
};

export function savedCardsQueryOptions(userSeqNo: number, language: Language) {
  return queryOptions({
    queryKey: savedCardKeys.list(userSeqNo, language),
    queryFn: ({ signal }) =>
      apiData<FavoriteCardsAnswer>('/member/v1/users/favorite-cards-v2', {
        dispatchErrors: false,
        language,
        signal
      }),
    // A card's password state moves elsewhere too (checkout's wrong entries): read it afresh on each visit.
    staleTime: 0
  });
}

/** "4330-12**-****-123*": the provider's masked number in groups of four, as the card shows it. */
export function maskedCardNumber(cardNumber: string): string {
  const compact = cardNumber.replace(/[\s-]/g, '');
  return /^[0-9*]{12,19}$/.test(compact) ? (compact.match(/.{1,4}/g) ?? [compact]).join('-') : cardNumber;
}

/** The card as one line: issuer (or a plain "카드" when the provider named none) and masked number. */
export function cardLabel(card: FavoriteCard, unknownIssuer: string): string {
  return `${card.cardCompanyName ?? unknownIssuer} ${maskedCardNumber(card.cardNumber)}`;
}
