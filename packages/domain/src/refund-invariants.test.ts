import { describe, expect, it } from 'vitest';
import { priceOrder, splitPayment } from './order-rules.ts';
import { prorate, unitsShare } from './prorate.ts';
import { computeRefund, type RefundInput, type RefundOrderLine } from './refund.ts';
import { RETURN_REASONS, isSellerFault, type ReturnLineRequest } from './return-rules.ts';

/** A small seeded generator (mulberry32): the same orders on every run, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

describe('prorate', () => {
  it.each([
    [7_001, [30_000, 40_000], [3_000, 4_001]],
    [10, [1, 1, 1], [4, 3, 3]],
    [1, [1, 1], [1, 0]],
    [5, [0, 3], [0, 5]],
    [0, [5, 5], [0, 0]],
    [0, [0, 0], [0, 0]],
    [Number.MAX_SAFE_INTEGER, [Number.MAX_SAFE_INTEGER, 1], [Number.MAX_SAFE_INTEGER - 1, 1]]
  ])('%i over %j → %j', (total, weights, parts) => {
    expect(prorate(total, weights)).toEqual(parts);
  });

  it.each([
    ['a negative total', -1, [1]],
    ['a fractional total', 1.5, [1]],
    ['an amount over nothing', 1, [0, 0]],
    ['a negative weight', 1, [2, -1]]
  ])('refuses %s', (_, total, weights) => {
    expect(() => prorate(total, weights)).toThrow(RangeError);
  });

  it('always adds up, and no part exceeds its weight when the total does not exceed the weights', () => {
    const random = seeded(7);
    for (let round = 0; round < 500; round += 1) {
      const weights = Array.from({ length: random.int(1, 6) }, () => random.int(0, 100_000));
      const sum = weights.reduce((acc, weight) => acc + weight, 0);
      const total = random.int(0, sum);
      const parts = prorate(total, weights);
      expect(parts.reduce((acc, part) => acc + part, 0)).toBe(total);
      parts.forEach((part, index) => expect(part).toBeLessThanOrEqual(weights[index]!));
    }
  });
});

describe('unitsShare', () => {
  it('gives the first units the extra won, and any run of pieces adds up to the share', () => {
    expect([0, 1, 2].map((from) => unitsShare(7, 3, from, 1))).toEqual([3, 2, 2]);
    expect(unitsShare(7, 3, 0, 3)).toBe(7);
    expect(unitsShare(7, 3, 1, 2)).toBe(4);
    const random = seeded(11);
    for (let round = 0; round < 300; round += 1) {
      const units = random.int(1, 9);
      const share = random.int(0, 50_000);
      let from = 0;
      let total = 0;
      while (from < units) {
        const count = random.int(1, units - from);
        total += unitsShare(share, units, from, count);
        from += count;
      }
      expect(total).toBe(share);
    }
  });
});

type Order = Omit<RefundInput, 'requested' | 'reason'>;

/** A random order as checkout prices it: 1–4 lines, maybe a coupon, maybe points, maybe two card steps. */
function randomOrder(random: ReturnType<typeof seeded>): Order {
  const lines: RefundOrderLine[] = Array.from({ length: random.int(1, 4) }, (_, index) => ({
    lineId: index + 1,
    unitPrice: random.int(1, 400) * 100 + random.int(0, 99),
    quantity: random.int(1, 4),
    pointPerUnit: random.int(0, 500),
    couponApplies: random.next() < 0.8,
    refundedQuantity: 0
  }));
  const couponBase = lines.reduce((sum, l) => sum + (l.couponApplies ? l.unitPrice * l.quantity : 0), 0);
  // Edges too: a coupon of its whole base, points paying everything left.
  const couponDraw = random.next();
  const coupon =
    couponDraw < 0.15 ? couponBase : couponDraw < 0.6 ? random.int(1, Math.max(1, couponBase)) : 0;
  const pricing = lines.map((l) => ({
    quantity: l.quantity,
    priceOriginal: l.unitPrice,
    price: l.unitPrice,
    point: 0,
    couponApplies: l.couponApplies ?? true
  }));
  const before = priceOrder(pricing, {
    coupon: { discountType: 'AMOUNT', discountValue: coupon, maxDiscount: null, minOrderAmount: 0 },
    pointRequested: 0,
    pointBalance: 0
  });
  const pointsDraw = random.next();
  const points = pointsDraw < 0.2 ? before.amount : pointsDraw < 0.6 ? random.int(0, before.amount) : 0;
  const price = priceOrder(pricing, {
    coupon: { discountType: 'AMOUNT', discountValue: coupon, maxDiscount: null, minOrderAmount: 0 },
    pointRequested: points,
    pointBalance: points
  });
  const split = price.amount >= 200 && random.next() < 0.5 ? random.int(100, price.amount - 100) : null;
  const steps = split === null ? [price.amount] : splitPayment(price.amount, split)!;
  return {
    lines,
    couponDiscount: price.couponDiscount,
    pointUsed: price.pointUsed,
    deliveryFee: price.deliveryFee,
    pointsCredited: random.next() < 0.5,
    payments: steps
      .filter((amount) => amount > 0)
      .map((amount, index) => ({ step: index + 1, amount, refunded: 0 })),
    earlierRefunds: { cash: 0, points: 0 }
  };
}

describe('computeRefund refuses input that cannot be refunded', () => {
  const order: Order = {
    lines: [{ lineId: 1, unitPrice: 20_000, quantity: 2, pointPerUnit: 0, refundedQuantity: 1 }],
    couponDiscount: 0,
    pointUsed: 0,
    deliveryFee: 3_000,
    pointsCredited: false,
    payments: [{ step: 1, amount: 43_000, refunded: 20_000 }],
    earlierRefunds: { cash: 20_000, points: 0 }
  };
  const one = [{ lineId: 1, quantity: 1 }];

  it.each([
    ['nothing', []],
    ['an unknown line', [{ lineId: 9, quantity: 1 }]],
    ['a line twice', [...one, ...one]],
    ['more than is left', [{ lineId: 1, quantity: 2 }]],
    ['no unit', [{ lineId: 1, quantity: 0 }]]
  ])('throws for %s (the eligibility check refuses it first)', (_, requested) => {
    expect(() => computeRefund({ ...order, requested, reason: 'DEFECT' })).toThrow(RangeError);
  });

  it('throws for figures that do not add up', () => {
    expect(computeRefund({ ...order, requested: one, reason: 'DEFECT' }).cashRefund).toBe(23_000);
    const request = { requested: one, reason: 'DEFECT' as const };
    expect(() => computeRefund({ ...order, ...request, couponDiscount: 40_001 })).toThrow(RangeError);
    expect(() => computeRefund({ ...order, ...request, pointUsed: 43_001 })).toThrow(RangeError);
  });
});

describe('computeRefund over many returns of one order', () => {
  it('never gives back more than was paid, and gives back all of it when the shop was at fault', () => {
    for (let seed = 1; seed <= 400; seed += 1) {
      const random = seeded(seed);
      let order = randomOrder(random);
      const paidCash = order.payments.reduce((sum, payment) => sum + payment.amount, 0);
      const sellerOnly = random.next() < 0.4;
      const totals = { cash: 0, points: 0, coupon: 0, goods: 0, deducted: 0, deliveryBack: 0, waived: 0 };
      while (order.lines.some((l) => l.refundedQuantity < l.quantity)) {
        const requested: ReturnLineRequest[] = order.lines
          .filter((l) => l.refundedQuantity < l.quantity && random.next() < 0.6)
          .map((l) => ({ lineId: l.lineId, quantity: random.int(1, l.quantity - l.refundedQuantity) }));
        if (requested.length === 0) continue;
        const reason = sellerOnly
          ? random.next() < 0.5
            ? 'DEFECT'
            : 'WRONG_ITEM'
          : RETURN_REASONS[random.int(0, RETURN_REASONS.length - 1)]!;
        const refund = computeRefund({ ...order, requested, reason });
        const context = `seed ${seed}`;

        for (const [field, value] of Object.entries(refund))
          if (typeof value === 'number')
            expect(Number.isSafeInteger(value) && value >= 0, `${context} ${field}`).toBe(true);
        expect(refund.couponShare + refund.pointsShare + refund.cashShare, context).toBe(refund.goods);
        expect(
          refund.perStep.reduce((sum, step) => sum + step.amount, 0),
          context
        ).toBe(refund.cashRefund);
        if (isSellerFault(reason)) expect(refund.shippingDeducted + refund.shippingUncovered).toBe(0);

        totals.cash += refund.cashRefund;
        totals.points += refund.pointsBack;
        totals.coupon += refund.couponShare;
        totals.goods += refund.goods;
        totals.deducted += refund.shippingDeducted;
        totals.deliveryBack += refund.deliveryFeeRefunded;
        totals.waived += refund.waivedDeliveryFee;
        order = {
          ...order,
          lines: order.lines.map((l) => {
            const taken = requested.find((r) => r.lineId === l.lineId)?.quantity ?? 0;
            return { ...l, refundedQuantity: l.refundedQuantity + taken };
          }),
          payments: order.payments.map((payment) => {
            const taken = refund.perStep.find((s) => s.step === payment.step)?.amount ?? 0;
            return { ...payment, refunded: payment.refunded + taken };
          }),
          earlierRefunds: {
            cash: order.earlierRefunds.cash + refund.cashRefund,
            points: order.earlierRefunds.points + refund.pointsBack
          }
        };
        for (const payment of order.payments) expect(payment.refunded).toBeLessThanOrEqual(payment.amount);
        expect(totals.cash, context).toBeLessThanOrEqual(paidCash);
        expect(totals.points, context).toBeLessThanOrEqual(order.pointUsed);
      }

      const context = `seed ${seed}`;
      const subtotal = order.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
      expect(totals.goods, context).toBe(subtotal);
      expect(totals.coupon, context).toBe(order.couponDiscount);
      expect(totals.waived, context).toBeLessThanOrEqual(3_000);
      // Nothing lost or made up: what came back and what was kept for delivery is what was paid.
      expect(totals.cash + totals.points + totals.deducted, context).toBe(
        paidCash + order.pointUsed - order.deliveryFee + totals.deliveryBack
      );
      if (sellerOnly) {
        expect(totals.cash, context).toBe(paidCash);
        expect(totals.points, context).toBe(order.pointUsed);
      }
    }
  });
});
