import type { ReturnDetail, ReturnListItem, ReturnRefund, ReturnValidation } from '@mall/domain';

/** Answers of the return calls as the contract (packages/domain/src/return.ts) shapes them. */
export const validation = (overrides: Partial<ReturnValidation> = {}): ReturnValidation => ({
  orderNumber: 'AP261120000001',
  displayOrderNumber: 'TP261120000001',
  deliveredAt: '2026-11-22T03:00:00.000Z',
  refusal: null,
  deadlines: {
    CHANGE_OF_MIND: '2099-11-29T15:00:00.000Z',
    DEFECT: '2100-02-22T15:00:00.000Z',
    WRONG_ITEM: '2100-02-22T15:00:00.000Z'
  },
  lines: [
    {
      salesOrderLineId: 11,
      productName: '녹차 클렌징 폼',
      optionValue: null,
      imageUrl: '/media/a.svg',
      price: 19_200,
      orderedQuantity: 2,
      returnableQuantity: 2
    },
    {
      salesOrderLineId: 12,
      productName: '수분 크림',
      optionValue: '50ml',
      imageUrl: '/media/b.svg',
      price: 32_000,
      orderedQuantity: 1,
      returnableQuantity: 0
    }
  ],
  pickup: {
    receiverName: '이민준',
    mobileNumber: '01023456789',
    zipcode: '48094',
    address1: '부산광역시 해운대구 마린시티2로 33',
    address2: '103동 2504호'
  },
  ...overrides
});

export const refund = (overrides: Partial<ReturnRefund> = {}): ReturnRefund => ({
  goods: 19_200,
  couponShare: 0,
  deliveryFeeRefunded: 0,
  shippingDeducted: 0,
  cashRefund: 19_200,
  pointsBack: 0,
  pointsEarnedTakenBack: 192,
  ...overrides
});

export const returnItem = (overrides: Partial<ReturnListItem> = {}): ReturnListItem => ({
  returnId: 7,
  cartType: 'normal',
  orderNumber: 'AP261120000001',
  displayOrderNumber: 'TP261120000001',
  status: 'REQUESTED',
  reason: 'DEFECT',
  requestedAt: '2026-11-23T03:00:00.000Z',
  lines: [
    {
      salesOrderLineId: 11,
      productName: '녹차 클렌징 폼',
      optionValue: null,
      imageUrl: '/media/a.svg',
      price: 19_200,
      quantity: 1
    }
  ],
  refund: refund(),
  ...overrides
});

export const returnDetail = (overrides: Partial<ReturnDetail> = {}): ReturnDetail => ({
  ...returnItem(),
  reasonText: '뚜껑이 깨져 있었어요',
  pickup: validation().pickup,
  photos: [],
  approvedAt: null,
  collectedAt: null,
  refundedAt: null,
  rejectedAt: null,
  rejectReason: null,
  cancelledAt: null,
  cancellable: true,
  ...overrides
});
