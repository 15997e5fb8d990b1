import type {
  MemberMemoBody,
  MemberMemoCommentBody,
  MemberMemoList,
  MemberSearchForm,
  MemberSearchPage,
  MemberSummary
} from '@mall/domain';
import { call } from '../api';

/** The member desk's calls (docs/decisions/080): every search and read is audited by the API. */
export const MEMBERS_KEY = ['staff', 'members'] as const;
export const memosKey = (userId: number) => [...MEMBERS_KEY, 'memos', userId] as const;

const BASE = '/api/staff/v1';

export const membersApi = {
  search: (query: MemberSearchForm) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query))
      if (value !== undefined && value !== '') params.set(name, String(value));
    return call<MemberSearchPage>('GET', `${BASE}/members?${params}`);
  },
  summary: (userId: number) => call<MemberSummary>('GET', `${BASE}/members/${userId}`),
  memos: (userId: number) => call<MemberMemoList>('GET', `${BASE}/members/${userId}/memos`),
  addMemo: (body: MemberMemoBody) => call<MemberMemoList>('POST', `${BASE}/membermemo`, body),
  addComment: (body: MemberMemoCommentBody) =>
    call<MemberMemoList>('POST', `${BASE}/membermemo/comment`, body),
  fix: (memoId: number, fixed: boolean) =>
    call<MemberMemoList>('PATCH', `${BASE}/membermemo/${memoId}`, { fixed })
};
