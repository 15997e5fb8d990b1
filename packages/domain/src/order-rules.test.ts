import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  displayOrderNumber,
  isCancellable,
  orderPeriod,
  periodDays,
  pointUseRefusal,
  priceOrder,
  splitPayment,
  storedOrderNumber,
  type CouponTerms,
  type OrderPricingLine
} from './order-rules.ts';
import { GuestOrderCredentialsSchema, OrderInitRequestSchema } from './order.ts';

const line = (price: number, quantity = 1, extra: Partial<OrderPricingLine> = {}): OrderPricingLine => ({
  quantity,
  priceOriginal: price + 1000,
  price,
  point: Math.floor(price / 100),
  couponApplies: true,
  ...extra
});
const amountOff = (value: number, minOrderAmount = 0): CouponTerms => ({
  discountType: 'AMOUNT',
  discountValue: value,
  maxDiscount: null,
  minOrderAmount
});
const rate = (percent: number, maxDiscount: number | null = null): CouponTerms => ({
  discountType: 'RATE',
  discountValue: percent,
  maxDiscount,
  minOrderAmount: 0
});

describe('couponDiscount', () => {
  it('takes a fixed amount off, never more than the base, nothing below the minimum', () => {
    expect(couponDiscount(amountOff(5000), 30000)).toBe(5000);
    expect(couponDiscount(amountOff(5000), 3000)).toBe(3000);
    expect(couponDiscount(amountOff(5000, 30000), 29999)).toBe(0);
    expect(couponDiscount(amountOff(5000), 0)).toBe(0);
  });
  it('takes a rate floored to whole won and capped', () => {
    expect(couponDiscount(rate(10), 12345)).toBe(1234);
    expect(couponDiscount(rate(10, 1000), 12345)).toBe(1000);
    expect(couponDiscount(rate(100), 700)).toBe(700);
  });
});

describe('priceOrder', () => {
  it('adds lines, charges delivery below 50,000 and none from it, and earns points', () => {
    const small = priceOrder([line(20000, 2)], { coupon: null, pointRequested: 0, pointBalance: 0 });
    expect(small).toMatchObject({
      productPrice: 42000,
      productDiscount: 2000,
      subtotal: 40000,
      deliveryFee: 3000,
      amount: 43000,
      earnPoint: 400
    });
    const free = priceOrder([line(25000, 2)], { coupon: null, pointRequested: 0, pointBalance: 0 });
    expect(free).toMatchObject({ subtotal: 50000, deliveryFee: 0, amount: 50000 });
  });
  it('applies the coupon only to lines it covers, decides delivery on the subtotal before the coupon', () => {
    const price = priceOrder([line(40000), line(20000, 1, { couponApplies: false })], {
      coupon: rate(10),
      pointRequested: 0,
      pointBalance: 0
    });
    expect(price).toMatchObject({
      subtotal: 60000,
      couponBase: 40000,
      couponDiscount: 4000,
      deliveryFee: 0,
      amount: 56000
    });
  });
  it('clamps points to the balance and to the amount; points may pay everything', () => {
    const capped = priceOrder([line(10000)], { coupon: null, pointRequested: 50000, pointBalance: 8000 });
    expect(capped).toMatchObject({ maxUsablePoints: 8000, pointUsed: 8000, amount: 5000 });
    const all = priceOrder([line(10000)], {
      coupon: amountOff(2000),
      pointRequested: 99999,
      pointBalance: 99999
    });
    expect(all).toMatchObject({ maxUsablePoints: 11000, pointUsed: 11000, amount: 0 });
    expect(pointUseRefusal(11001, all)).toBe('POINT_USE_INVALID');
    expect(pointUseRefusal(10.5, all)).toBe('POINT_USE_INVALID');
    expect(pointUseRefusal(-1, all)).toBe('POINT_USE_INVALID');
    expect(pointUseRefusal(11000, all)).toBeNull();
  });
  it('is all zero without lines', () => {
    expect(priceOrder([], { coupon: amountOff(1000), pointRequested: 10, pointBalance: 10 })).toMatchObject({
      amount: 0,
      deliveryFee: 0,
      pointUsed: 0
    });
  });
});

describe('splitPayment', () => {
  it('puts the rest on the last step and wants 100 won on each', () => {
    expect(splitPayment(30000, 10000)).toEqual([10000, 20000]);
    expect(splitPayment(30000, 99)).toBeNull();
    expect(splitPayment(30000, 29901)).toBeNull();
    expect(splitPayment(30000, 29900)).toEqual([29900, 100]);
    expect(splitPayment(150, 100)).toBeNull();
  });
});

describe('order numbers', () => {
  it("shows 'AP' as 'TP' and reads either back", () => {
    expect(displayOrderNumber('AP261123000042')).toBe('TP261123000042');
    expect(displayOrderNumber('XX1')).toBe('XX1');
    expect(storedOrderNumber(' tp2611-2300-0042 ')).toBe('AP261123000042');
    expect(storedOrderNumber('AP261123000042')).toBe('AP261123000042');
    expect(storedOrderNumber('AP26112300004')).toBeNull();
  });
  it('cancels only before shipping', () => {
    expect(isCancellable('PLACED')).toBe(true);
    expect(isCancellable('PREPARING')).toBe(true);
    expect(isCancellable('SHIPPING')).toBe(false);
    expect(isCancellable('CANCELLED')).toBe(false);
  });
});

describe('order periods', () => {
  it('counts presets back from today, clamping month ends', () => {
    expect(orderPeriod(6, '2026-11-23')).toEqual({ fromDate: '2026-05-23', toDate: '2026-11-23' });
    expect(orderPeriod(1, '2026-03-31')).toEqual({ fromDate: '2026-02-28', toDate: '2026-03-31' });
    expect(periodDays('2026-11-01', '2026-11-30')).toBe(30);
    expect(periodDays('2026-11-02', '2026-11-01')).toBe(0);
  });
});

describe('checkout schemas', () => {
  const valid = {
    sheetId: '0b7e3c1e-8f5e-4c1b-9a51-0f3c0c2f6d10',
    address: {
      lastName: '김',
      firstName: '하나',
      mobileNumber: '01012345678',
      zipcode: '06236',
      address1: '서울 강남구 테헤란로 1',
      address2: '101호',
      addressDescription: ''
    },
    deliveryMessage: { preset: 'DOOR' },
    agreements: { purchase: true, privacy: true, thirdParty: true },
    expectedAmount: 43000
  };
  it('needs every agreement and a text for OTHER', () => {
    expect(OrderInitRequestSchema.safeParse(valid).success).toBe(true);
    const unagreed = OrderInitRequestSchema.safeParse({
      ...valid,
      agreements: { purchase: true, privacy: false, thirdParty: true }
    });
    expect(unagreed.error?.issues[0]?.message).toBe('ORD_AgreeRequired');
    const other = OrderInitRequestSchema.safeParse({
      ...valid,
      deliveryMessage: { preset: 'OTHER', text: ' ' }
    });
    expect(other.error?.issues[0]?.message).toBe('ORD_EnterMessage');
  });
  it('takes guest credentials as name and mobile or as password, with either number prefix', () => {
    expect(GuestOrderCredentialsSchema.parse({ orderNumber: 'TP261123000042', password: 'abcd' })).toEqual({
      orderNumber: 'AP261123000042',
      password: 'abcd'
    });
    expect(
      GuestOrderCredentialsSchema.safeParse({
        orderNumber: 'TP261123000042',
        name: '김하나',
        mobileNumber: '01012345678'
      }).success
    ).toBe(true);
    expect(GuestOrderCredentialsSchema.safeParse({ orderNumber: 'nope', password: 'abcd' }).success).toBe(
      false
    );
  });
});
