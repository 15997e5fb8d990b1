import { describe, expect, it } from 'vitest';
import { priceOrder, splitPayment } from './order-rules.ts';
import { computeRefund, type Refund, type RefundInput, type RefundOrderLine } from './refund.ts';
import type { ReturnLineRequest, ReturnReason } from './return-rules.ts';

type Order = Omit<RefundInput, 'requested' | 'reason'>;

const line = (lineId: number, unitPrice: number, quantity: number, extra: Partial<RefundOrderLine> = {}) => ({
  lineId,
  unitPrice,
  quantity,
  pointPerUnit: Math.floor(unitPrice / 100),
  refundedQuantity: 0,
  ...extra
});

/** An order as checkout prices it (priceOrder: delivery fee, coupon, points), paid in one step or split. */
function paidOrder(
  lines: RefundOrderLine[],
  options: { coupon?: number; points?: number; split?: number; credited?: boolean } = {}
): Order {
  const price = priceOrder(
    lines.map((each) => ({
      quantity: each.quantity,
      priceOriginal: each.unitPrice,
      price: each.unitPrice,
      point: each.pointPerUnit,
      couponApplies: each.couponApplies ?? true
    })),
    {
      coupon: options.coupon
        ? { discountType: 'AMOUNT', discountValue: options.coupon, maxDiscount: null, minOrderAmount: 0 }
        : null,
      pointRequested: options.points ?? 0,
      pointBalance: options.points ?? 0
    }
  );
  const steps = options.split ? splitPayment(price.amount, options.split) : [price.amount];
  if (!steps) throw new Error('bad split');
  return {
    lines,
    couponDiscount: price.couponDiscount,
    pointUsed: price.pointUsed,
    deliveryFee: price.deliveryFee,
    pointsCredited: options.credited ?? true,
    payments: steps
      .filter((amount) => amount > 0)
      .map((amount, index) => ({ step: index + 1, amount, refunded: 0 })),
    earlierRefunds: { cash: 0, points: 0 }
  };
}

const all = (order: Order): ReturnLineRequest[] =>
  order.lines.map((each) => ({ lineId: each.lineId, quantity: each.quantity - each.refundedQuantity }));

const small = paidOrder([line(1, 20_000, 1)]); // 20,000 + 3,000 delivery
const three = paidOrder([line(1, 10_000, 3)]); // 30,000 + 3,000 delivery
const couponed = paidOrder([line(1, 30_000, 1), line(2, 20_000, 2)], { coupon: 7_001 }); // free delivery
const pointed = paidOrder([line(1, 40_000, 1), line(2, 20_000, 1)], { points: 6_000 });
const split = paidOrder([line(1, 30_000, 2)], { split: 20_000 }); // 20,000 + 40,000
const halfBack: Order = {
  ...split,
  lines: [line(1, 30_000, 2, { refundedQuantity: 1 })],
  payments: [
    { step: 1, amount: 20_000, refunded: 0 },
    { step: 2, amount: 40_000, refunded: 30_000 }
  ],
  earlierRefunds: { cash: 30_000, points: 0 }
};
const bigAndSmall = paidOrder([line(1, 50_000, 1), line(2, 10_000, 1)]); // 60,000, free delivery
const pointsPaidAll = paidOrder([line(1, 10_000, 1)], { points: 13_000 }); // points paid the delivery too
const mostlyPoints = paidOrder([line(1, 5_000, 1)], { points: 7_000 }); // card paid 1,000
const cheap = paidOrder([line(1, 2_000, 1)]);
const partlyCouponed = paidOrder([line(1, 30_000, 1), line(2, 30_000, 1, { couponApplies: false })], {
  coupon: 3_000
});

const CASES: [string, Order, ReturnLineRequest[], ReturnReason, Partial<Refund>][] = [
  [
    'single line, change of mind: return shipping deducted, paid delivery kept',
    small,
    all(small),
    'CHANGE_OF_MIND',
    {
      goods: 20_000,
      cashShare: 20_000,
      returnShippingFee: 3_000,
      waivedDeliveryFee: 0,
      deliveryFeeRefunded: 0,
      shippingDeducted: 3_000,
      cashRefund: 17_000,
      perStep: [{ step: 1, amount: 17_000 }],
      pointsEarnedTakenBack: 200,
      wholeOrder: true
    }
  ],
  [
    'single line, defect: everything back, the delivery fee too',
    small,
    all(small),
    'DEFECT',
    {
      goods: 20_000,
      deliveryFeeRefunded: 3_000,
      shippingDeducted: 0,
      cashRefund: 23_000,
      perStep: [{ step: 1, amount: 23_000 }],
      wholeOrder: true
    }
  ],
  [
    'partial quantity, change of mind',
    three,
    [{ lineId: 1, quantity: 1 }],
    'CHANGE_OF_MIND',
    {
      goods: 10_000,
      cashShare: 10_000,
      shippingDeducted: 3_000,
      cashRefund: 7_000,
      pointsEarnedTakenBack: 100,
      wholeOrder: false
    }
  ],
  [
    'partial quantity, wrong item: no deduction, delivery fee kept (order not whole)',
    three,
    [{ lineId: 1, quantity: 2 }],
    'WRONG_ITEM',
    { goods: 20_000, shippingDeducted: 0, deliveryFeeRefunded: 0, cashRefund: 20_000 }
  ],
  [
    'coupon over two lines: line 1 carries 3,000 of 7,001',
    couponed,
    [{ lineId: 1, quantity: 1 }],
    'DEFECT',
    { goods: 30_000, couponShare: 3_000, cashShare: 27_000, cashRefund: 27_000 }
  ],
  [
    'coupon over two lines: one unit of line 2 carries 2,001 of its 4,001',
    couponed,
    [{ lineId: 2, quantity: 1 }],
    'DEFECT',
    { goods: 20_000, couponShare: 2_001, cashRefund: 17_999 }
  ],
  [
    'coupon on the lines it applied to only',
    partlyCouponed,
    [{ lineId: 2, quantity: 1 }],
    'DEFECT',
    { goods: 30_000, couponShare: 0, cashRefund: 30_000 }
  ],
  [
    'points used: their share goes back as points',
    pointed,
    [{ lineId: 2, quantity: 1 }],
    'DEFECT',
    { goods: 20_000, pointsShare: 2_000, cashShare: 18_000, pointsBack: 2_000, cashRefund: 18_000 }
  ],
  [
    'points used, change of mind under the free line: both fees out of the cash',
    pointed,
    [{ lineId: 2, quantity: 1 }],
    'CHANGE_OF_MIND',
    {
      returnShippingFee: 3_000,
      waivedDeliveryFee: 3_000,
      shippingDeducted: 6_000,
      pointsBack: 2_000,
      cashRefund: 12_000
    }
  ],
  [
    'change of mind still at the free line: return shipping only',
    bigAndSmall,
    [{ lineId: 2, quantity: 1 }],
    'CHANGE_OF_MIND',
    { waivedDeliveryFee: 0, shippingDeducted: 3_000, cashRefund: 7_000 }
  ],
  [
    'change of mind below the free line: the spared delivery too',
    bigAndSmall,
    [{ lineId: 1, quantity: 1 }],
    'CHANGE_OF_MIND',
    { waivedDeliveryFee: 3_000, shippingDeducted: 6_000, cashRefund: 44_000 }
  ],
  [
    'whole free-delivery order, change of mind: both ways',
    bigAndSmall,
    all(bigAndSmall),
    'CHANGE_OF_MIND',
    { shippingDeducted: 6_000, deliveryFeeRefunded: 0, cashRefund: 54_000, wholeOrder: true }
  ],
  [
    'second return after the first crossed the free line: no spared delivery charged again',
    { ...bigAndSmall, lines: [line(1, 50_000, 1, { refundedQuantity: 1 }), line(2, 10_000, 1)] },
    [{ lineId: 2, quantity: 1 }],
    'CHANGE_OF_MIND',
    { waivedDeliveryFee: 0, shippingDeducted: 3_000, cashRefund: 7_000, wholeOrder: true }
  ],
  [
    'two steps: the later step first',
    split,
    [{ lineId: 1, quantity: 1 }],
    'DEFECT',
    { cashRefund: 30_000, perStep: [{ step: 2, amount: 30_000 }] }
  ],
  [
    'two steps: spills into the earlier step',
    split,
    all(split),
    'DEFECT',
    {
      cashRefund: 60_000,
      perStep: [
        { step: 2, amount: 40_000 },
        { step: 1, amount: 20_000 }
      ]
    }
  ],
  [
    'already-refunded steps: each capped at what it has left',
    halfBack,
    all(halfBack),
    'DEFECT',
    {
      goods: 30_000,
      cashRefund: 30_000,
      perStep: [
        { step: 2, amount: 10_000 },
        { step: 1, amount: 20_000 }
      ],
      wholeOrder: true
    }
  ],
  [
    'whole order paid by points, defect: the delivery fee back as points',
    pointsPaidAll,
    all(pointsPaidAll),
    'DEFECT',
    { deliveryFeeRefunded: 3_000, pointsBack: 13_000, cashRefund: 0, perStep: [] }
  ],
  [
    'deduction bigger than the cash: the rest from the points',
    mostlyPoints,
    all(mostlyPoints),
    'CHANGE_OF_MIND',
    {
      pointsShare: 4_375,
      cashShare: 625,
      shippingDeducted: 3_000,
      shippingUncovered: 0,
      cashRefund: 0,
      pointsBack: 2_000,
      perStep: []
    }
  ],
  [
    'deduction bigger than the refund: never negative, the rest uncovered',
    cheap,
    all(cheap),
    'CHANGE_OF_MIND',
    { shippingDeducted: 2_000, shippingUncovered: 1_000, cashRefund: 0, pointsBack: 0, perStep: [] }
  ],
  [
    'points not yet credited: the later earn shrinks instead',
    paidOrder([line(1, 20_000, 2)], { credited: false }),
    [{ lineId: 1, quantity: 1 }],
    'DEFECT',
    { pointsEarnedTakenBack: 0, earnPointReduced: 200 }
  ]
];

describe('computeRefund', () => {
  it.each(CASES)('%s', (_, order, requested, reason, expected) => {
    const refund = computeRefund({ ...order, requested, reason });
    expect(refund).toMatchObject(expected);
    expect(refund.couponShare + refund.pointsShare + refund.cashShare).toBe(refund.goods);
    expect(refund.perStep.reduce((sum, step) => sum + step.amount, 0)).toBe(refund.cashRefund);
  });

  it('spreads a coupon so its pieces add up to it exactly', () => {
    const pieces = [1, 2].map((lineId) =>
      computeRefund({ ...couponed, requested: [{ lineId, quantity: lineId }], reason: 'DEFECT' })
    );
    expect(pieces.map((piece) => piece.couponShare)).toEqual([3_000, 4_001]);
  });
});
