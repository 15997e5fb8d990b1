import type { CartSuggestions, CartType, Language } from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import type { CatalogueViewer } from '../../../shared/session/viewer';
import { cartKeys, type SuggestionKind } from '../../../shared/cart/query-keys';

const suggestionPath = (
  kind: SuggestionKind,
  cartType: CartType
): { path: string; query?: Record<string, string> } => {
  switch (kind) {
    case 'empty':
      return {
        path:
          cartType === 'autoship'
            ? '/order/v1/public/cart/empty-cart/autoship'
            : '/order/v1/public/cart/empty-cart'
      };
    case 'purchased':
      return { path: '/order/v1/cart/suggest-purchased-products' };
    case 'products':
      return { path: '/order/v1/cart/suggest-products', query: { cartType } };
  }
};

/** The empty cart's product suggestions: public best sellers for guests; bought-before and related for members. */
export function suggestionsQueryOptions(
  language: Language,
  viewer: CatalogueViewer,
  kind: SuggestionKind,
  cartType: CartType
) {
  const { path, query } = suggestionPath(kind, cartType);
  return queryOptions({
    queryKey: cartKeys.suggestions(language, viewer, kind, cartType),
    queryFn: ({ signal }) =>
      apiData<CartSuggestions>(path, { signal, language, query, dispatchErrors: false }),
    select: (answer) => answer.list
  });
}

/** Which suggestion lists the empty cart shows. */
export const suggestionKinds = (member: boolean): SuggestionKind[] =>
  member ? ['purchased', 'products'] : ['empty'];
