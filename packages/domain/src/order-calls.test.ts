import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canChangeDeliveryAddress, isCancellable } from './order-rules.ts';
import { DeliveryAddressChangeRequestSchema, quantityLimitResult } from './order-calls.ts';

describe('canChangeDeliveryAddress', () => {
  it('only paid or preparing orders without a tracking number, never a state that cannot be cancelled', () => {
    const allowed = ORDER_STATUSES.filter((status) =>
      canChangeDeliveryAddress({ status, trackingNumber: null })
    );
    expect(allowed).toEqual(['PLACED', 'PREPARING']);
    for (const status of ORDER_STATUSES) {
      expect(canChangeDeliveryAddress({ status, trackingNumber: '123456789012' }), status).toBe(false);
      // Invariant: a changeable address belongs to an order that has not left the shop (still cancellable).
      if (canChangeDeliveryAddress({ status, trackingNumber: null }))
        expect(isCancellable(status)).toBe(true);
    }
    expect(canChangeDeliveryAddress({ status: 'PREPARING', trackingNumber: '' })).toBe(true);
  });
});

describe('quantityLimitResult', () => {
  it.each([
    // quantity, purchased, limit → remaining, exceeded
    [1, 0, null, null, false],
    [100, 50, null, null, false],
    [3, 0, 3, 3, false],
    [1, 2, 3, 1, false],
    [2, 2, 3, 1, true],
    [1, 3, 3, 0, true],
    [1, 5, 3, 0, true]
  ] as const)(
    '%i more on %i bought, limit %s → remaining %s, exceeded %s',
    (quantity, purchased, limit, remaining, exceeded) => {
      const result = quantityLimitResult(7, quantity, purchased, limit);
      expect(result).toEqual({
        productId: 7,
        quantity,
        purchasedQuantity: purchased,
        maxQuantityLimit: limit,
        remainingQuantity: remaining,
        exceeded
      });
      // Invariant: within the limit exactly when bought + this one does not pass it.
      if (limit !== null) expect(result.exceeded).toBe(purchased + quantity > limit);
    }
  );
});

describe('DeliveryAddressChangeRequestSchema', () => {
  const address = {
    lastName: '박',
    firstName: '서연',
    mobileNumber: '01055556666',
    zipcode: '04524',
    address1: '서울특별시 중구 세종대로 110',
    address2: '',
    addressDescription: ''
  };
  it('takes a member’s or a guest’s body, never both, and the address as checkout checks it', () => {
    expect(
      DeliveryAddressChangeRequestSchema.safeParse({ orderNumber: 'TP261120000001', address }).success
    ).toBe(true);
    const guest = { credentials: { orderNumber: 'TP261120000001', password: 'guest1234' }, address };
    expect(DeliveryAddressChangeRequestSchema.safeParse(guest).success).toBe(true);
    expect(
      DeliveryAddressChangeRequestSchema.safeParse({ ...guest, orderNumber: 'TP261120000001' }).success
    ).toBe(false);
    expect(
      DeliveryAddressChangeRequestSchema.safeParse({
        orderNumber: 'TP261120000001',
        address: { ...address, address1: '' }
      }).success
    ).toBe(false);
  });
});
