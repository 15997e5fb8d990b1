import type { Cart, CartLine, Category, Me, ProductDetail, ProductSummary } from '@mall/domain';

export const categoriesFixture: Category[] = [
  {
    categoryId: 1,
    categoryName: '스킨케어',
    parentId: null,
    categoryUrl: 'skin-care',
    level: 1,
    path: '1',
    imageUrl: '/media/categories/skin-care.svg',
    children: [
      {
        categoryId: 11,
        categoryName: '세럼',
        parentId: 1,
        categoryUrl: 'skin-care-serum',
        level: 2,
        path: '1>11',
        imageUrl: null,
        children: []
      },
      {
        categoryId: 12,
        categoryName: '크림',
        parentId: 1,
        categoryUrl: 'skin-care-cream',
        level: 2,
        path: '1>12',
        imageUrl: null,
        children: []
      }
    ]
  },
  {
    categoryId: 2,
    categoryName: '웰니스',
    parentId: null,
    categoryUrl: 'wellness',
    level: 1,
    path: '2',
    imageUrl: null,
    children: []
  },
  {
    categoryId: 9999999999,
    categoryName: '회사 이야기',
    parentId: null,
    categoryUrl: 'company-story',
    level: 1,
    path: '9999999999',
    imageUrl: null,
    children: [
      {
        categoryId: 99991,
        categoryName: '연혁',
        parentId: 9999999999,
        categoryUrl: '/about/history',
        level: 2,
        path: '9999999999>99991',
        imageUrl: null,
        children: []
      }
    ]
  }
];

export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    productId: 1001,
    productName: '비타 글로우 세럼',
    productSummary: '맑은 윤기를 채우는 비타민 세럼',
    imageUrl: '/media/products/1001-0.svg',
    brand: 'Lumière Vita',
    priceOriginal: 48000,
    price: 38400,
    spOriginal: null,
    bpOriginal: null,
    point: 384,
    salesStatus: { code: 'ON_SALE' },
    soldOutMessage: null,
    tags: ['BEST', 'NEW'],
    optionYn: 'N',
    autoShipYn: 'N',
    salesAmount: 120,
    ...overrides
  };
}

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...productSummary(),
    productOptionId: null,
    optionUi: 'BUTTON',
    options: [],
    images: ['/media/products/1001-0.svg', '/media/products/1001-1.svg'],
    description: ['첫 번째 문단', '두 번째 문단'],
    buyPeriodYn: 'N',
    orderQuantityLimitYn: 'N',
    maxQuantityLimit: null,
    applyCouponYn: 'Y',
    categories: [{ categoryId: 11, categoryName: '세럼', categoryUrl: 'skin-care-serum' }],
    notice: null,
    ...overrides
  };
}

/** customer1 of the demo seed, as /member/v1/users/me answers. */
export const meFixture: Me = {
  userSeqNo: 2,
  userNumber: '2000000001',
  loginId: 'customer1',
  userType: 'BEAUTY_CONSUMER',
  status: 'ACTIVATED',
  email: 'customer1@example.com',
  mobileNumber: '01023456789',
  requiredPasswordChangeDate: null,
  rank: 'MEMBER',
  referralUserNumber: '1000000001',
  referralName: '김서연',
  lastName: '이',
  firstName: '민준',
  fullName: '이민준',
  joinDatetime: '2025-05-20T00:00:00.000Z',
  beautyPlannerDatetime: null,
  isForeign: false,
  centerName: null,
  acceptId: 'acc-2'
};

/** A cart line as GET /order/v1/cart answers it (an available one-option-less serum unless told otherwise). */
export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    cartId: 1,
    productId: 1001,
    productOptionId: null,
    quantity: 1,
    productName: '비타 글로우 세럼',
    imageUrl: '/media/products/1001-0.svg',
    brand: 'Lumière Vita',
    optionValue: null,
    priceOriginal: 48000,
    price: 38400,
    spOriginal: null,
    bpOriginal: null,
    point: 384,
    salesStatus: { code: 'ON_SALE' },
    soldOutMessage: null,
    available: true,
    unavailableReason: null,
    maxQuantity: 100,
    optionYn: 'N',
    optionUi: 'BUTTON',
    options: [],
    autoShipYn: 'N',
    buyPeriodYn: 'N',
    orderQuantityLimitYn: 'N',
    ...overrides
  };
}

export function cartFixture(lines: CartLine[], overrides: Partial<Cart> = {}): Cart {
  return { cartType: 'normal', lines, totalCartCount: lines.length, ...overrides };
}
