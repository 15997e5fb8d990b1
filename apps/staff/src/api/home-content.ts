import type { Category, HomeContentBody, HomeContentKind, HomeContentRow } from '@mall/domain';
import { call } from '../api';

/** The Home content desk's queries (docs/decisions/082): one key per kind, refreshed after every write. */
export const HOME_CONTENT_KEY = ['staff', 'home-content'] as const;

export type HomeContentList<K extends HomeContentKind> = {
  list: HomeContentRow[K][];
  totalSize: number;
  maxSize: number;
};

const base = (kind: HomeContentKind) => `/api/staff/v1/home-content/${kind}`;

export const homeContentApi = {
  list: <K extends HomeContentKind>(kind: K) => call<HomeContentList<K>>('GET', base(kind)),
  row: <K extends HomeContentKind>(kind: K, id: number) =>
    call<HomeContentRow[K]>('GET', `${base(kind)}/${id}`),
  create: <K extends HomeContentKind>(kind: K, body: HomeContentBody[K]) =>
    call<HomeContentRow[K]>('POST', base(kind), body),
  update: <K extends HomeContentKind>(kind: K, id: number, body: HomeContentBody[K]) =>
    call<HomeContentRow[K]>('PUT', `${base(kind)}/${id}`, body),
  remove: (kind: HomeContentKind, id: number) => call<void>('DELETE', `${base(kind)}/${id}`),
  display: (kind: HomeContentKind, id: number, display: boolean) =>
    call<unknown>('POST', `${base(kind)}/${id}/display`, { display }),
  order: (kind: HomeContentKind, ids: number[]) => call<unknown>('PUT', `${base(kind)}/order`, { ids }),
  /** The catalogue's category tree (for GNB banners): the storefront's public answer, in the console's language. */
  categories: () => call<Category[]>('GET', '/api/product/v1/public/categories')
};
