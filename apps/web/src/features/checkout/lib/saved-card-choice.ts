import type { FavoriteCard } from '@mall/domain';

/**
 * The saved cards a member can pay with at checkout: a card password set and not locked (a locked one is reset on
 * the saved cards screen first). The autoship card first, then the list's own order (newest first).
 */
export function usableCards(cards: readonly FavoriteCard[]): FavoriteCard[] {
  const usable = cards.filter((card) => card.hasOrderPassword && !card.orderPasswordLocked);
  return [
    ...usable.filter((card) => card.fixedTermYn === 'Y'),
    ...usable.filter((card) => card.fixedTermYn !== 'Y')
  ];
}

/** What the member picked in the payment section: the provider's window, or a saved card (the first by default). */
export type PayMethodPick = { kind: 'window' } | { kind: 'saved'; cardId: number | null };

/** The card a pick pays with, among the usable ones now; null pays in the window. */
export function pickedCard(pick: PayMethodPick, cards: readonly FavoriteCard[]): FavoriteCard | null {
  if (pick.kind === 'window') return null;
  return cards.find((card) => card.userFavoriteCardsId === pick.cardId) ?? cards[0] ?? null;
}
