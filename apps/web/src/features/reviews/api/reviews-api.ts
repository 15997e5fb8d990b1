import type {
  BeautyProfile,
  HelpfulAnswer,
  OwnReview,
  OwnReviewPage,
  ReviewableLine,
  ReviewPage,
  ReviewSummary,
  ReviewWrite,
  SkinType
} from '@mall/domain';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { MEMBER_QUERY_ROOT } from '../../../shared/session/account-api';

/** Every refusal is shown where it happened (the form keeps what was typed). */
const own = { dispatchErrors: false } as const;
const productBase = (productId: number) => `/product/v1/public/products/${productId}/reviews`;

/** The product page's reads (anyone's), and the member's own under ['member', …]: logout drops them. */
export const reviewKeys = {
  product: (productId: number) => ['reviews', 'product', productId] as const,
  summary: (productId: number) => [...reviewKeys.product(productId), 'summary'] as const,
  page: (productId: number, skinType: SkinType | null, member: boolean) =>
    [...reviewKeys.product(productId), 'list', skinType ?? 'ALL', member] as const,
  member: [MEMBER_QUERY_ROOT, 'reviews'] as const,
  profile: () => [...reviewKeys.member, 'profile'] as const,
  line: (orderLineId: number) => [...reviewKeys.member, 'line', orderLineId] as const,
  mine: (page: number) => [...reviewKeys.member, 'mine', page] as const
};

export const reviewSummaryQuery = (productId: number) =>
  queryOptions({
    queryKey: reviewKeys.summary(productId),
    queryFn: ({ signal }) => apiData<ReviewSummary>(`${productBase(productId)}/summary`, { ...own, signal })
  });

/** Pages of a product's reviews (photo ones first), one skin type's or all; "more" reads the next page. */
export const reviewPagesQuery = (productId: number, skinType: SkinType | null, member: boolean) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.page(productId, skinType, member),
    initialPageParam: 1,
    queryFn: ({ signal, pageParam }) =>
      apiData<ReviewPage>(productBase(productId), {
        ...own,
        signal,
        query: { pageNumber: pageParam, skinType: skinType ?? undefined }
      }),
    getNextPageParam: (last) => (last.pageNumber < last.totalPageNumber ? last.pageNumber + 1 : undefined)
  });

export const beautyProfileQuery = () =>
  queryOptions({
    queryKey: reviewKeys.profile(),
    queryFn: ({ signal }) => apiData<BeautyProfile>('/etc/v1/users/beauty-profile', { ...own, signal })
  });

export const reviewableLineQuery = (orderLineId: number) =>
  queryOptions({
    queryKey: reviewKeys.line(orderLineId),
    queryFn: ({ signal }) =>
      apiData<ReviewableLine>(`/etc/v1/reviews/lines/${orderLineId}`, { ...own, signal }),
    staleTime: 0
  });

export const myReviewsQuery = (page: number) =>
  queryOptions({
    queryKey: reviewKeys.mine(page),
    queryFn: ({ signal }) =>
      apiData<OwnReviewPage>('/etc/v1/reviews/mine', { ...own, signal, query: { pageNumber: page } }),
    staleTime: 0
  });

export function useSaveBeautyProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: BeautyProfile) =>
      apiData<BeautyProfile>('/etc/v1/users/beauty-profile', { ...own, method: 'PUT', body: profile }),
    onSuccess: (saved) => client.setQueryData(reviewKeys.profile(), saved)
  });
}

/** The write: the fields as a JSON part, then the photos. */
export function reviewFormData(body: ReviewWrite, photos: readonly File[]): FormData {
  const form = new FormData();
  form.append('request', JSON.stringify(body));
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}

export function useWriteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, photos }: { body: ReviewWrite; photos: readonly File[] }) =>
      apiData<OwnReview>('/etc/v1/reviews', {
        ...own,
        method: 'POST',
        multipart: reviewFormData(body, photos)
      }),
    onSuccess: async (review) => {
      await Promise.all([
        // Not the line itself: the form on screen would turn into "written already" before saying it is done.
        client.invalidateQueries({ queryKey: [...reviewKeys.member, 'mine'] }),
        client.invalidateQueries({ queryKey: reviewKeys.product(review.productId) })
      ]);
    }
  });
}

export function useHelpfulVote(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) =>
      apiData<HelpfulAnswer>(`/etc/v1/reviews/${reviewId}/helpful`, { ...own, method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...reviewKeys.product(productId), 'list'] })
  });
}
