import type {
  DiveInDeskPage,
  DiveInOwn,
  DiveInReview,
  DiveInStatus,
  DiveInTag,
  DiveInUpload,
  ProductSuggestAnswer
} from '@mall/domain';
import { call, callForm } from '../api';

/** The dive-in desk's queries (docs/decisions/084, 088): every queue is refreshed after a move or an upload. */
export const DIVE_IN_KEY = ['staff', 'dive-in'] as const;

const BASE = '/api/staff/v1/dive-in';

export const diveInApi = {
  queue: (status: DiveInStatus, page: number) =>
    call<DiveInDeskPage>(
      'GET',
      `${BASE}?${new URLSearchParams({ status, pageNumber: String(page) }).toString()}`
    ),
  review: (id: number, body: DiveInReview) => call<DiveInOwn>('POST', `${BASE}/${id}/review`, body),
  /** A brand video (shows at once): the `request` JSON beside the `video` file. */
  upload: (body: DiveInUpload, video: File) => {
    const form = new FormData();
    form.append('request', JSON.stringify(body));
    form.append('video', video, video.name);
    return callForm<DiveInOwn>('POST', BASE, form);
  },
  /** The feed's tags: the storefront's public answer, in the console's language. */
  tags: () => call<DiveInTag[]>('GET', '/api/etc/v1/users/public/dive-in/category/list'),
  /** Up to eight products by name: the storefront's search suggestions (public, no prices). */
  suggest: (keyword: string) =>
    call<ProductSuggestAnswer>(
      'GET',
      `/api/product/v1/public/products/suggest?${new URLSearchParams({ keyword }).toString()}`
    )
};
