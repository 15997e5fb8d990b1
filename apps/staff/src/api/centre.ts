import type {
  CentreDocumentKind,
  DeskCentre,
  DeskCentreBody,
  DeskCentreDocument,
  DeskCentreDocumentBody,
  DeskFaq,
  DeskFaqBody,
  DeskFaqCategory,
  DeskFaqCategoryBody,
  DeskGuide,
  DeskGuideBody,
  DeskPartnership,
  DeskPartnershipPage
} from '@mall/domain';
import { ApiError, call } from '../api';
import { currentLanguage } from '../i18n';

/** The centre desk's queries (docs/decisions/079): refreshed after every write. */
export const CENTRE_KEY = ['staff', 'centre'] as const;
const BASE = '/api/staff/v1/centre';

export type Paged<T> = { list: T[]; pageNumber: number; totalPageNumber: number; totalSize: number };

/** One editorial collection's calls: list, create, update, delete. */
function collection<Row, Body>(name: string) {
  return {
    create: (body: Body) => call<Row>('POST', `${BASE}/${name}`, body),
    update: (id: number, body: Body) => call<Row>('PUT', `${BASE}/${name}/${id}`, body),
    remove: (id: number) => call<void>('DELETE', `${BASE}/${name}/${id}`)
  };
}

/** A resource's or certificate's form: the JSON `request` and, when chosen, its file (same-origin multipart). */
async function sendDocument(
  method: 'POST' | 'PUT',
  url: string,
  body: DeskCentreDocumentBody,
  file: File | null
) {
  const form = new FormData();
  form.append('request', JSON.stringify(body));
  if (file) form.append('file', file, file.name);
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'accept-language': currentLanguage() },
    body: form
  });
  const json = (await response.json().catch(() => null)) as {
    data?: DeskCentreDocument;
    code?: string;
    message?: string;
  } | null;
  if (!response.ok)
    throw new ApiError(response.status, json?.code ?? 'INTERNAL_ERROR', json?.message ?? '', undefined);
  return json?.data as DeskCentreDocument;
}

export const centreApi = {
  categories: () => call<DeskFaqCategory[]>('GET', `${BASE}/faq-categories`),
  category: collection<DeskFaqCategory, DeskFaqCategoryBody>('faq-categories'),
  faqs: (categoryId: number | undefined, page: number) =>
    call<Paged<DeskFaq>>('GET', `${BASE}/faqs?page=${page}${categoryId ? `&categoryId=${categoryId}` : ''}`),
  faq: collection<DeskFaq, DeskFaqBody>('faqs'),
  guides: (page: number) => call<Paged<DeskGuide>>('GET', `${BASE}/guides?page=${page}`),
  guide: collection<DeskGuide, DeskGuideBody>('guides'),
  centres: (page: number) => call<Paged<DeskCentre>>('GET', `${BASE}/centers?page=${page}`),
  centre: collection<DeskCentre, DeskCentreBody>('centers'),
  documents: (kind?: CentreDocumentKind) =>
    call<DeskCentreDocument[]>('GET', `${BASE}/documents${kind ? `?kind=${kind}` : ''}`),
  document: {
    create: (body: DeskCentreDocumentBody, file: File | null) =>
      sendDocument('POST', `${BASE}/documents`, body, file),
    update: (id: number, body: DeskCentreDocumentBody, file: File | null) =>
      sendDocument('PUT', `${BASE}/documents/${id}`, body, file),
    remove: (id: number) => call<void>('DELETE', `${BASE}/documents/${id}`)
  },
  documentFileUrl: (id: number) => `${BASE}/documents/${id}/file`,
  partnerships: (page: number) => call<DeskPartnershipPage>('GET', `${BASE}/partnerships?page=${page}`),
  partnership: (id: number) => call<DeskPartnership>('GET', `${BASE}/partnerships/${id}`),
  partnershipFileUrl: (id: number, fileId: number) => `${BASE}/partnerships/${id}/files/${fileId}`
};
