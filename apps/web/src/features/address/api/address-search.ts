import { ADDRESS_SEARCH_PAGE_SIZE, type AddressSearchAnswer, type AddressWidget } from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../shared/api/api-client';

/**
 * The address search (SPEC §7 GET /address, INTEGRATIONS §4): our own list over the road-address API, and
 * which postcode widget script to embed instead (GET /address/widget, null when the widget is off).
 */
const own = { dispatchErrors: false } as const;

const addressSearchKeys = {
  all: ['address-search'] as const,
  page: (keyword: string, currentPage: number) => [...addressSearchKeys.all, keyword, currentPage] as const,
  widget: () => [...addressSearchKeys.all, 'widget'] as const
};

/** One page of 10; the answer keeps the provider's shape (`results.common` + `results.juso`), not `{data}`. */
export function addressSearchQueryOptions(keyword: string, currentPage: number) {
  return queryOptions({
    queryKey: addressSearchKeys.page(keyword, currentPage),
    queryFn: ({ signal }) =>
      apiRequest<AddressSearchAnswer>('/address', {
        ...own,
        signal,
        query: { keyword, currentPage, countPerPage: ADDRESS_SEARCH_PAGE_SIZE }
      }),
    // Paging keeps the previous page of the same keyword on screen until the next one is there.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === keyword ? previous : undefined
  });
}

export function postcodeWidgetQueryOptions() {
  return queryOptions({
    queryKey: addressSearchKeys.widget(),
    queryFn: ({ signal }) => apiData<AddressWidget>('/address/widget', { ...own, signal }),
    staleTime: Infinity
  });
}
