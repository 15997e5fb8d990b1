import type { DiveIn, DiveInDetail, DiveInOwn, DiveInPage, DiveInProduct, DiveInTag } from '@mall/domain';

/** Dive-in answers for web tests, in the shapes of packages/domain/src/dive-in.ts. */
export const tagsFixture: DiveInTag[] = [
  { code: 'SKINCARE', text: '스킨케어' },
  { code: 'MAKEUP', text: '메이크업' }
];

export function diveIn(diveInId: number, overrides: Partial<DiveIn> = {}): DiveIn {
  return {
    diveInId,
    userNumber: '3000000001',
    nickName: `planner${diveInId}`,
    userName: { firstName: '서연' },
    thumbnailImageUrl: `/media/dive-in/${diveInId}.jpg`,
    videoUrl: `/media/dive-in/${diveInId}.mp4`,
    durationSeconds: 15,
    viewCount: 12345,
    formatViewCount: '1.2만',
    content: `영상 ${diveInId}의 설명`,
    tag: { code: 'SKINCARE', text: '스킨케어' },
    productCount: 2,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides
  };
}

export function feedPage(ids: number[], pageNumber: number, totalPageNumber: number): DiveInPage {
  return { list: ids.map((id) => diveIn(id)), pageNumber, totalPageNumber };
}

export function bagProduct(productId: number, overrides: Partial<DiveInProduct> = {}): DiveInProduct {
  return {
    productId,
    name: `상품 ${productId}`,
    thumbnailUrl: `/media/products/${productId}-0.svg`,
    priceOriginal: 30000,
    salesAmount: 30000,
    sp: null,
    bp: null,
    pointForCustomer: 300,
    salesStatus: { code: 'ON_SALE' },
    optionYn: 'N',
    exposureEndDatetime: null,
    almostEnding: false,
    ...overrides
  };
}

export function detailFixture(diveInId: number, productBag: DiveInProduct[]): DiveInDetail {
  return { ...diveIn(diveInId), productCount: productBag.length, productBag };
}

/** One of a planner's own videos (GET …/dive-in/mine), pending review unless told otherwise, with its two products. */
export function ownVideo(diveInId: number, overrides: Partial<DiveInOwn> = {}): DiveInOwn {
  const products = [101, 102].map((productId) => ({
    productId,
    name: `상품 ${productId}`,
    thumbnailUrl: `/media/products/${productId}-0.svg`
  }));
  return { ...diveIn(diveInId), status: 'PENDING', reviewNote: null, products, ...overrides };
}
