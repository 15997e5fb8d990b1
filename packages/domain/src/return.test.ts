import { describe, expect, it } from 'vitest';
import { RETURN_REASON_TEXT_MAX, ReturnRequestBodySchema, type ReturnRequestForm } from './return.ts';

const address = {
  lastName: '김',
  firstName: '민지',
  mobileNumber: '010-1234-5678',
  zipcode: '06236',
  address1: '서울 강남구 테헤란로 152',
  address2: '12층'
};
const valid: ReturnRequestForm = {
  lines: [{ salesOrderLineId: 11, quantity: 2 }],
  reason: 'CHANGE_OF_MIND',
  pickup: { source: 'ADDRESS_BOOK', userAddressId: 5 }
};
const messages = (body: unknown) =>
  ReturnRequestBodySchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];

describe('ReturnRequestBodySchema', () => {
  it('takes lines, a reason and a pickup, with an empty text and the original payment by default', () => {
    expect(ReturnRequestBodySchema.parse(valid)).toEqual({
      ...valid,
      reasonText: '',
      refundMethod: 'ORIGINAL_PAYMENT'
    });
  });

  it('trims the reason text and takes a typed pickup address (guests)', () => {
    const body = ReturnRequestBodySchema.parse({
      ...valid,
      reason: 'DEFECT',
      reasonText: '  뚜껑이 깨져 왔어요  ',
      pickup: { source: 'TYPED', address }
    });
    expect(body.reasonText).toBe('뚜껑이 깨져 왔어요');
    expect(body.pickup).toEqual({
      source: 'TYPED',
      address: { ...address, mobileNumber: '01012345678', addressDescription: '' }
    });
  });

  it.each([
    ['no line', { lines: [] }, 'RET_SelectLine'],
    ['a line twice', { lines: [valid.lines[0], valid.lines[0]] }, 'RET_SelectLine'],
    ['0 units', { lines: [{ salesOrderLineId: 11, quantity: 0 }] }, 'RET_QuantityInvalid'],
    ['half a unit', { lines: [{ salesOrderLineId: 11, quantity: 0.5 }] }, 'RET_QuantityInvalid'],
    ['an unknown reason', { reason: 'BORED' }, 'RET_SelectReason'],
    ['a text too long', { reasonText: 'a'.repeat(RETURN_REASON_TEXT_MAX + 1) }, 'RET_ReasonTextLength'],
    ['a control character', { reasonText: 'a\u0000b' }, 'VA_InvalidCharacters']
  ])('refuses %s (%s)', (_, change, message) => {
    expect(messages({ ...valid, ...change })).toContain(message);
  });

  it('accepts a text of exactly the limit once trimmed', () => {
    expect(messages({ ...valid, reasonText: ` ${'가'.repeat(RETURN_REASON_TEXT_MAX)} ` })).toEqual([]);
  });

  it.each([
    ['an unknown field', { ...valid, couponBack: true }],
    [
      'both pickup forms at once',
      { ...valid, pickup: { source: 'ADDRESS_BOOK', userAddressId: 5, address } }
    ],
    ['a pickup without its address', { ...valid, pickup: { source: 'TYPED' } }],
    ['another refund method', { ...valid, refundMethod: 'CASH' }],
    [
      'a line id that is not a positive whole number',
      { ...valid, lines: [{ salesOrderLineId: 0, quantity: 1 }] }
    ]
  ])('refuses %s', (_, body) => {
    expect(ReturnRequestBodySchema.safeParse(body).success).toBe(false);
  });
});
