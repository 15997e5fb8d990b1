import type { CartType, Language } from '@mall/domain';
import type { CatalogueViewer } from '../session/viewer';

/**
 * Query keys of the carts. Every key starts with `cart`, so one invalidation after any cart change reaches
 * the lines, the badge and the suggestions. Names and prices come per language and per asker (SP/BP).
 */
export type GuestLineIdentity = readonly [cartId: number, productId: number, productOptionId: number | null];

export const cartKeys = {
  all: ['cart'] as const,
  lines: (language: Language, viewer: CatalogueViewer, cartType: CartType) =>
    [...cartKeys.all, 'lines', language, viewer, cartType] as const,
  badge: (viewer: CatalogueViewer) => [...cartKeys.all, 'badge', viewer] as const,
  /** The guest's lines by identity only: a quantity change is local and needs no new answer. */
  guest: (language: Language, identities: readonly GuestLineIdentity[]) =>
    [...cartKeys.all, 'guest', language, identities] as const,
  suggestions: (language: Language, viewer: CatalogueViewer, kind: SuggestionKind, cartType: CartType) =>
    [...cartKeys.all, 'suggestions', language, viewer, kind, cartType] as const
};

export type SuggestionKind = 'empty' | 'purchased' | 'products';
