import type { DeskInquiryDetail, DeskInquiryList, DeskInquiryQuery } from '@mall/domain';
import { call } from '../api';

/** The inquiries desk's calls (docs/decisions/080): lists and the one inquiry are refreshed after an answer. */
export const INQUIRIES_KEY = ['staff', 'inquiries'] as const;
export const inquiryKey = (id: number) => [...INQUIRIES_KEY, 'one', id] as const;

const BASE = '/api/staff/v1/inquiries';

export const inquiriesApi = {
  list: (query: DeskInquiryQuery) => {
    const params = new URLSearchParams({ page: String(query.page) });
    if (query.state) params.set('state', query.state);
    if (query.category) params.set('category', query.category);
    if (query.search) params.set('search', query.search);
    return call<DeskInquiryList>('GET', `${BASE}?${params}`);
  },
  one: (id: number) => call<DeskInquiryDetail>('GET', `${BASE}/${id}`),
  answer: (id: number, answer: string, first: boolean) =>
    call<DeskInquiryDetail>(first ? 'POST' : 'PUT', `${BASE}/${id}/answer`, { answer })
};
