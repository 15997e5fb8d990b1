import { SEARCH_ORDER_TYPES, type SearchOrderType } from '@mall/domain';

export type ListSearchParams = {
  pageNumber: number;
  searchOrderType: SearchOrderType;
  /** 'Y' lists autoship products only; absent lists all (the toggle has no "non-autoship only" state). */
  autoShipYn: 'Y' | undefined;
};

const MAX_PAGE = 100000;

/**
 * Reads page, sort and the autoship filter from the URL. Anything invalid (typed by hand, an old link) quietly becomes the
 * default rather than an error page.
 */
export function parseListSearchParams(search: URLSearchParams): ListSearchParams {
  const rawPage = search.get('pageNumber');
  const page = rawPage !== null && /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 1;
  const rawOrder = search.get('searchOrderType');
  const order = SEARCH_ORDER_TYPES.find((value) => value === rawOrder);
  return {
    pageNumber: page >= 1 && page <= MAX_PAGE ? page : 1,
    searchOrderType: order ?? 'RECOMMEND',
    autoShipYn: search.get('autoShipYn') === 'Y' ? 'Y' : undefined
  };
}
