import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../../features/catalogue/api/get-categories';
import { getLanguage } from '../../shared/i18n/i18n';

/**
 * The header and side menu need the category tree. A failure here must not take the page down
 * (prefetch keeps the error in the cache; the menu simply stays empty and a later visit retries).
 */
export async function prefetchShellData(queryClient: QueryClient): Promise<null> {
  await queryClient.prefetchQuery(categoriesQueryOptions(getLanguage()));
  return null;
}
