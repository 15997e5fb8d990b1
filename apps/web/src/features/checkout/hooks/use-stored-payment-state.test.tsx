import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { writeOrderData } from '../../../shared/storage/order-data';
import { readPaymentInfo } from '../lib/payment-state';
import { useStoredPaymentState } from './use-stored-payment-state';

afterEach(() => sessionStorage.clear());

const handOff = () =>
  writeOrderData({
    cartType: 'autoship',
    guest: false,
    lines: [{ cartId: 11, productId: 1001, productOptionId: null, quantity: 1 }]
  });

describe('useStoredPaymentState', () => {
  it('saves the first state and the cart to come back to', () => {
    handOff();
    const { result } = renderHook(() => useStoredPaymentState('member', false));
    expect(result.current.info?.cartType).toBe('autoship');
    expect(readPaymentInfo('member')).toEqual(result.current.info);
    expect(sessionStorage.getItem(STORAGE_KEYS.paymentReturnRoute)).toContain('autoship');
  });

  it('has nothing to save without order data', () => {
    const { result } = renderHook(() => useStoredPaymentState('member', false));
    expect(result.current.info).toBeNull();
    expect(readPaymentInfo('member')).toBeNull();
  });

  it('merges choices onto the newest state before any render, saves each change, and keeps its callbacks', () => {
    handOff();
    const { result, rerender } = renderHook(() => useStoredPaymentState('member', false));
    const first = result.current;
    act(() => {
      first.setChoices({ pointUsed: 500 });
      first.setChoices({ memberCouponId: 7 });
    });
    expect(result.current.info?.choices).toMatchObject({ pointUsed: 500, memberCouponId: 7 });
    expect(readPaymentInfo('member')?.choices).toMatchObject({ pointUsed: 500, memberCouponId: 7 });
    rerender();
    expect(result.current.setChoices).toBe(first.setChoices);
    expect(result.current.update).toBe(first.update);
    expect(result.current.latest).toBe(first.latest);
  });

  it('changes nothing when an update returns the same state', () => {
    handOff();
    const { result } = renderHook(() => useStoredPaymentState('member', false));
    const before = result.current.info;
    sessionStorage.removeItem(STORAGE_KEYS.paymentInfo);
    act(() => result.current.update((current) => current));
    expect(result.current.info).toBe(before);
    expect(readPaymentInfo('member')).toBeNull();
  });
});
