import type { FavoriteCard } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { loadNamespace, useLanguage } from '../../../shared/i18n/i18n';
import { savedCardsQueryOptions } from '../../../shared/saved-cards/saved-cards-api';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { pickedCard, usableCards, type PayMethodPick } from '../lib/saved-card-choice';

export type PayMethod = {
  /** A member's checkout: the saved cards are asked for (guests pay in the window only). */
  member: boolean;
  /** The member's cards were read (a failed read offers the window alone, without the "register one" hint). */
  loaded: boolean;
  /** The cards that can pay now, the autoship card first. */
  cards: FavoriteCard[];
  /** The saved card that pays; null pays in the provider's window. */
  card: FavoriteCard | null;
  chooseWindow: () => void;
  chooseSaved: (cardId: number | null) => void;
};

/**
 * How a member pays: the provider's window (the default) or one of the saved cards with a card password. The pick
 * lives in this screen's state only; the cards are read afresh on each visit (their password state moves).
 */
export function usePayMethod(guest: boolean): PayMethod {
  const session = useSession();
  const language = useLanguage();
  const userSeqNo = !guest && isLoggedIn(session) ? session.user.userSeqNo : null;
  const query = useQuery({
    ...savedCardsQueryOptions(userSeqNo ?? 0, language),
    enabled: userSeqNo !== null
  });
  const cards = useMemo(() => usableCards(query.data?.cards ?? []), [query.data]);
  const [pick, setPick] = useState<PayMethodPick>({ kind: 'window' });
  return {
    member: userSeqNo !== null,
    loaded: query.isSuccess,
    cards,
    card: pickedCard(pick, cards),
    chooseWindow: () => setPick({ kind: 'window' }),
    chooseSaved: (cardId) => {
      // The password entry's texts, fetched while the member fills in the rest.
      void loadNamespace('accounts');
      setPick({ kind: 'saved', cardId });
    }
  };
}
