import { withQuery } from '../config/paths';

/**
 * The return screens' addresses (SPEC §2) and their route patterns: beside paths.ts rather than in it, because
 * paths.ts is on Home's first load (the `app` chunk, ADR 061) and only lazy screens link to returns.
 */
export const returnPaths = {
  /** The return of a delivered order, in three steps (the order number as the spec's `salesOrderId`). */
  step: (step: 1 | 2 | 3, orderNumber: string) => `/return/step${step}/${encodeURIComponent(orderNumber)}`,
  /** The member's returns (`?type=autoship` for returns of autoship orders, `?page=`). */
  list: (type: 'normal' | 'autoship' = 'normal', page?: number) =>
    withQuery('/mypage/returnList', {
      type: type === 'autoship' ? 'autoship' : undefined,
      page: page && page > 1 ? page : undefined
    }),
  detail: (returnId: number) => withQuery('/mypage/returnDetail', { returnId }),
  /** A guest's return (ours, beside the guest lookup): the lookup's credentials are held in memory only. */
  guestDetail: (returnId: number) => withQuery('/order/guest/returnDetail', { returnId })
} as const;

export const returnRoutePatterns = {
  step1: '/return/step1/:orderNumber',
  step2: '/return/step2/:orderNumber',
  step3: '/return/step3/:orderNumber',
  list: '/mypage/returnList',
  detail: '/mypage/returnDetail',
  guestDetail: '/order/guest/returnDetail'
} as const;
