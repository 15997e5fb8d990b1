import type { FavoriteCard } from '@mall/domain';
import { describe, expect, it } from 'vitest';
import { pickedCard, usableCards } from './saved-card-choice';

const card = (id: number, overrides: Partial<FavoriteCard> = {}): FavoriteCard => ({
  userFavoriteCardsId: id,
  cardCompanyCode: '41',
  cardCompanyName: '신한카드',
  cardNumber: '43301234****123*',
  cardType: '신용',
  fixedTermYn: 'N',
  hasOrderPassword: true,
  failCount: 0,
  orderPasswordLocked: false,
  registeredAt: '2026-11-20T00:00:00Z',
  ...overrides
});

describe('usableCards', () => {
  it.each([
    ['no password', { hasOrderPassword: false }, []],
    ['locked', { orderPasswordLocked: true, failCount: 5 }, []],
    ['wrong tries below the lock', { failCount: 4 }, [1]],
    ['set and unlocked', {}, [1]]
  ] as const)('%s', (_, overrides, ids) => {
    expect(usableCards([card(1, overrides)]).map((c) => c.userFavoriteCardsId)).toEqual(ids);
  });

  it('puts the autoship card first and keeps the rest in the list order', () => {
    const cards = [card(3), card(2, { fixedTermYn: 'Y' }), card(1)];
    const usable = usableCards(cards);
    expect(usable.map((c) => c.userFavoriteCardsId)).toEqual([2, 3, 1]);
    // Invariant: nothing usable is lost or added by the ordering.
    expect(new Set(usable)).toEqual(new Set(cards));
  });
});

describe('pickedCard', () => {
  const cards = [card(2, { fixedTermYn: 'Y' }), card(3)];
  it.each([
    ['the window', { kind: 'window' } as const, cards, null],
    ['saved without a card yet: the first (autoship)', { kind: 'saved', cardId: null } as const, cards, 2],
    ['the card picked', { kind: 'saved', cardId: 3 } as const, cards, 3],
    ['a card no longer usable: the first', { kind: 'saved', cardId: 9 } as const, cards, 2],
    ['saved with no usable card left: the window', { kind: 'saved', cardId: 3 } as const, [], null]
  ])('%s', (_, pick, list, id) => {
    expect(pickedCard(pick, list)?.userFavoriteCardsId ?? null).toBe(id);
  });
});
