import type { Language } from '@mall/domain';
import type { ProductListParams } from './get-products';
import type { RecommendParams } from '../recommended/get-recommended';
import type { CatalogueViewer } from '../../../shared/session/viewer';

/**
 * Query keys of the catalogue. The language is part of every key: names come localised from the API,
 * so switching language must refetch rather than show cached Korean. So is the viewer (guest or which member):
 * members get their own tree endpoint and active planners SP/BP (docs/decisions/026).
 */
export const categoryKeys = {
  all: ['categories'] as const,
  tree: (language: Language, viewer: CatalogueViewer) =>
    [...categoryKeys.all, 'tree', language, viewer] as const
};

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (language: Language, viewer: CatalogueViewer, params: ProductListParams) =>
    [...productKeys.lists(), language, viewer, params] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (language: Language, viewer: CatalogueViewer, productId: number) =>
    [...productKeys.details(), language, viewer, productId] as const,
  recommended: (language: Language, viewer: CatalogueViewer, params: RecommendParams) =>
    [...productKeys.all, 'recommended', language, viewer, params] as const
};
