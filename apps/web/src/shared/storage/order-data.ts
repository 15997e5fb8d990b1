import type { CartType } from '@mall/domain';
import { STORAGE_KEYS } from '../config/app-config';
import { readStored, writeStored } from './browser-storage';

/**
 * What the cart hands to checkout (SPEC §3 browser keys "order data" / "subscription order data"): the
 * chosen lines, by cart id for members (the server re-reads and re-prices them) and with product, option
 * and quantity for guests (whose lines only exist in this browser). Kept per tab in sessionStorage.
 */
export type OrderDataLine = {
  cartId: number;
  productId: number;
  productOptionId: number | null;
  quantity: number;
};
export type OrderData = { cartType: CartType; guest: boolean; lines: OrderDataLine[]; createdAt: string };

const keyOf = (cartType: CartType) =>
  cartType === 'autoship' ? STORAGE_KEYS.subscriptionOrderData : STORAGE_KEYS.orderData;

function isOrderData(value: unknown): value is OrderData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  return (
    (data.cartType === 'normal' || data.cartType === 'autoship') &&
    typeof data.guest === 'boolean' &&
    Array.isArray(data.lines) &&
    data.lines.every(
      (line: unknown) =>
        typeof line === 'object' &&
        line !== null &&
        Number.isInteger((line as OrderDataLine).cartId) &&
        Number.isInteger((line as OrderDataLine).productId) &&
        Number.isInteger((line as OrderDataLine).quantity)
    )
  );
}

export function writeOrderData(data: Omit<OrderData, 'createdAt'>, now: Date = new Date()): void {
  writeStored('session', keyOf(data.cartType), { ...data, createdAt: now.toISOString() });
}

export function readOrderData(cartType: CartType): OrderData | null {
  return readStored('session', keyOf(cartType), isOrderData);
}
