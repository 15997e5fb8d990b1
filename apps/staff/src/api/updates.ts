import type {
  BoardDeskList,
  BoardDeskPost,
  BoardDeskQuery,
  BoardPostBody,
  BoardPublishBody
} from '@mall/domain';
import { call } from '../api';

/** The updates desk's queries (docs/decisions/076): refreshed after every write. */
export const UPDATES_KEY = ['staff', 'board'] as const;

const BASE = '/api/staff/v1/board';

type DeskFilter = Partial<Pick<BoardDeskQuery, 'kind' | 'state' | 'keyword'>> & { page: number };

function listUrl(filter: DeskFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return `${BASE}?${params.toString()}`;
}

export const updatesApi = {
  list: (filter: DeskFilter) => call<BoardDeskList>('GET', listUrl(filter)),
  post: (id: number) => call<BoardDeskPost>('GET', `${BASE}/${id}`),
  create: (body: BoardPostBody) => call<BoardDeskPost>('POST', BASE, body),
  update: (id: number, body: BoardPostBody) => call<BoardDeskPost>('PUT', `${BASE}/${id}`, body),
  publish: (id: number, body: BoardPublishBody) => call<BoardDeskPost>('POST', `${BASE}/${id}/publish`, body),
  unpublish: (id: number) => call<BoardDeskPost>('POST', `${BASE}/${id}/unpublish`, {}),
  remove: (id: number) => call<void>('DELETE', `${BASE}/${id}`)
};
