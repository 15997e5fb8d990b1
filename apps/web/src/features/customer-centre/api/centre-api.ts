import type {
  CentreDocument,
  CentrePage,
  CentreRegion,
  FaqCategory,
  FaqItem,
  FaqPage,
  Guide,
  Language,
  PartnershipAnswer,
  PartnershipInput
} from '@mall/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiData, buildUrl } from '../../../shared/api/api-client';
import { tokenStore } from '../../../shared/api/token-store';
import { WEB_CLIENT_ID } from '../../../shared/config/app-config';

const BASE = '/etc/v1/public';
/** The screens show their own messages. */
const own = { dispatchErrors: false } as const;
/** Storefront lists show 10 a page (SPEC §9). */
export const CENTRE_WEB_PAGE_SIZE = 10;

export type FaqFilter = { categoryId?: number | undefined; keyword?: string | undefined; page: number };
export type CentreFilter = { region?: CentreRegion | undefined; keyword?: string | undefined; page: number };

export const centreKeys = {
  all: ['customer-centre'] as const,
  of: (...parts: unknown[]) => [...centreKeys.all, ...parts] as const
};

const read = <T>(
  key: readonly unknown[],
  path: string,
  language: Language,
  query?: Record<string, string | number | undefined>
) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => apiData<T>(path, { ...own, query, language, signal }),
    staleTime: 60_000
  });

export const faqCategoriesQuery = (language: Language) =>
  read<FaqCategory[]>(centreKeys.of('faq-categories', language), `${BASE}/faq/categories`, language);
export const topFaqQuery = (language: Language) =>
  read<FaqItem[]>(centreKeys.of('faq-top', language), `${BASE}/faq/top`, language);
export const faqPageQuery = (filter: FaqFilter, language: Language) => ({
  ...read<FaqPage>(centreKeys.of('faq', filter, language), `${BASE}/faq`, language, {
    categoryId: filter.categoryId,
    keyword: filter.keyword,
    page: filter.page,
    size: CENTRE_WEB_PAGE_SIZE
  }),
  placeholderData: keepPreviousData
});
export const guidesQuery = (language: Language) =>
  read<Guide[]>(centreKeys.of('guides', language), `${BASE}/guides`, language);
export const resourcesQuery = (language: Language) =>
  read<CentreDocument[]>(centreKeys.of('resources', language), `${BASE}/resources`, language);
export const certificatesQuery = (language: Language) =>
  read<CentreDocument[]>(centreKeys.of('certificates', language), '/etc/v1/certificates', language);
export const centresQuery = (filter: CentreFilter, language: Language) => ({
  ...read<CentrePage>(centreKeys.of('centres', filter, language), `${BASE}/centers`, language, {
    region: filter.region,
    keyword: filter.keyword,
    page: filter.page,
    size: CENTRE_WEB_PAGE_SIZE
  }),
  placeholderData: keepPreviousData
});

/** A resource's file: our own server answers it with its name (a plain link downloads it). */
export const resourceFileUrl = (documentId: number) => buildUrl(`${BASE}/resources/${documentId}/file`);

/** A certificate needs the member's token: fetched, then saved under its name from a blob. */
export async function downloadCertificate(document: CentreDocument): Promise<void> {
  const token = tokenStore.get();
  const response = await fetch(buildUrl(`/etc/v1/certificates/${document.documentId}/file`), {
    headers: { 'x-client-id': WEB_CLIENT_ID, ...(token ? { authorization: `Bearer ${token}` } : {}) }
  });
  if (!response.ok) throw new Error(`download ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(window.document.createElement('a'), { href: url, download: document.fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The partnership application: the JSON `request` first, then up to three files. */
export function sendPartnership(body: PartnershipInput, files: readonly File[]): Promise<PartnershipAnswer> {
  const form = new FormData();
  form.append('request', JSON.stringify(body));
  for (const file of files) form.append('files', file, file.name);
  return apiData<PartnershipAnswer>(`${BASE}/partnership`, { ...own, method: 'POST', multipart: form });
}
