import type { CentreRegion } from '@mall/domain';

/** The customer centre's addresses (SPEC §2 /customer…), kept out of the shell's paths (Home's budget). */
export const centrePaths = {
  hub: '/customer',
  faq: (filter: { categoryId?: number | undefined; keyword?: string | undefined; page?: number } = {}) =>
    withQuery('/customer/faq', {
      category: filter.categoryId,
      keyword: filter.keyword || undefined,
      page: filter.page && filter.page > 1 ? filter.page : undefined
    }),
  guide: '/customer/guide',
  resource: '/customer/resource',
  certificate: '/customer/certificate',
  partnership: '/customer/partnership',
  center: '/customer/center',
  centerSearch: (
    filter: { region?: CentreRegion | undefined; keyword?: string | undefined; page?: number } = {}
  ) =>
    withQuery('/customer/center/search', {
      region: filter.region,
      keyword: filter.keyword || undefined,
      page: filter.page && filter.page > 1 ? filter.page : undefined
    }),
  inquiry: '/customer/inquiry'
};

function withQuery(path: string, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** A page number from the query (1 when absent or not a number). */
export const pageParam = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/** A file size as people read it. */
export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
