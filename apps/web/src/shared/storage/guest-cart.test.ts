import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../config/app-config';
import { guestCartCount, readGuestCart, subscribeGuestCart } from './guest-cart';
import {
  addGuestLine,
  removeGuestLines,
  setGuestLineOption,
  setGuestLineQuantity
} from './guest-cart-writes';

const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.guestCart) ?? 'null') as unknown;

describe('guest cart (localStorage)', () => {
  it('adds new lines first with their own local ids, and joins the same product and option', () => {
    expect(addGuestLine({ productId: 1001, quantity: 2 })).toEqual({
      ok: true,
      line: { cartId: 1, productId: 1001, quantity: 2 }
    });
    addGuestLine({ productId: 1002, productOptionId: 7, quantity: 1 });
    addGuestLine({ productId: 1001, quantity: 3 });
    expect(readGuestCart()).toEqual([
      { cartId: 2, productId: 1002, productOptionId: 7, quantity: 1 },
      { cartId: 1, productId: 1001, quantity: 5 }
    ]);
    expect(guestCartCount()).toBe(2);
    expect(stored()).toEqual(readGuestCart());
  });

  it('refuses to take a line past 100 (CA_MaxQuantityLimitHundred) and keeps it as it was', () => {
    addGuestLine({ productId: 1001, quantity: 99 });
    expect(addGuestLine({ productId: 1001, quantity: 1 })).toMatchObject({
      ok: true,
      line: { quantity: 100 }
    });
    expect(addGuestLine({ productId: 1001, quantity: 1 })).toEqual({
      ok: false,
      code: 'CA_MaxQuantityLimitHundred'
    });
    expect(readGuestCart()[0]?.quantity).toBe(100);
  });

  it('changes a quantity within 1..100 and removes lines by local id; an empty cart leaves no key', () => {
    addGuestLine({ productId: 1001, quantity: 1 });
    addGuestLine({ productId: 1002, quantity: 1 });
    setGuestLineQuantity(1, 250);
    expect(readGuestCart().find((line) => line.cartId === 1)?.quantity).toBe(100);
    setGuestLineQuantity(1, 0);
    expect(readGuestCart().find((line) => line.cartId === 1)?.quantity).toBe(1);
    removeGuestLines([1]);
    expect(readGuestCart().map((line) => line.cartId)).toEqual([2]);
    // The last line gone, the key goes too (no empty list left behind).
    removeGuestLines([2]);
    expect(window.localStorage.getItem(STORAGE_KEYS.guestCart)).toBeNull();
    expect(readGuestCart()).toEqual([]);
  });

  it('moves a line onto another option, joining a line that already has it (up to 100)', () => {
    addGuestLine({ productId: 1001, productOptionId: 1, quantity: 60 });
    addGuestLine({ productId: 1001, productOptionId: 2, quantity: 70 });
    setGuestLineOption(2, 3);
    expect(readGuestCart()).toEqual([
      { cartId: 2, productId: 1001, productOptionId: 3, quantity: 70 },
      { cartId: 1, productId: 1001, productOptionId: 1, quantity: 60 }
    ]);
    setGuestLineOption(2, 1);
    expect(readGuestCart()).toEqual([{ cartId: 1, productId: 1001, productOptionId: 1, quantity: 100 }]);
  });

  it('reads lines stored before local ids existed (same key), giving them stable ids, and skips junk', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.guestCart,
      JSON.stringify([
        { productId: 1001, quantity: 2 },
        { productId: 'x' },
        { productId: 1002, productOptionId: null, quantity: 1 }
      ])
    );
    const first = readGuestCart();
    expect(first).toEqual([
      { cartId: 1, productId: 1001, quantity: 2 },
      { cartId: 2, productId: 1002, quantity: 1 }
    ]);
    expect(readGuestCart()).toBe(first); // the same snapshot while storage is unchanged
  });

  it('tells subscribers of this tab’s writes and of other tabs’ (storage event)', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeGuestCart(listener);
    addGuestLine({ productId: 1001, quantity: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.guestCart }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    addGuestLine({ productId: 1002, quantity: 1 });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
