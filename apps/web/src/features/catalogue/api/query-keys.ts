import type { Language } from '@mall/domain';
import type { ProductListParams } from './get-products';
import type { RecommendParams } from '../recommended/get-recommended';

/**
 * Query keys of the catalogue. The language is part of every key: names come localised from the API,
 * so switching language must refetch rather than show cached Korean.
 */
export const categoryKeys = {
  all: ['categories'] as const,
  tree: (language: Language) => [...categoryKeys.all, 'tree', language] as const
};

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (language: Language, params: ProductListParams) =>
    [...productKeys.lists(), language, params] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (language: Language, productId: number) => [...productKeys.details(), language, productId] as const,
  recommended: (language: Language, params: RecommendParams) =>
    [...productKeys.all, 'recommended', language, params] as const
};
