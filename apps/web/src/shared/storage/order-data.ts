import type { CartType } from '@mall/domain';
import { STORAGE_KEYS } from '../config/app-config';
import { readStored, writeStored } from './browser-storage';

/**
 * What the cart or a product's "buy now" hands to checkout (SPEC §3 browser keys "order data" / "subscription
 * order data"). From the cart (source CART): the chosen lines, by cart id for members (the server re-reads
 * and re-prices them) and with product, option and quantity for guests (whose lines only exist in this
 * browser). From buy now (source DIRECT): the one product, option and quantity, never put in a cart; a member's
 * checkout makes a DIRECT order sheet of it (docs/decisions/056). Kept per tab in sessionStorage.
 */
export type OrderDataLine = {
  cartId: number;
  productId: number;
  productOptionId: number | null;
  quantity: number;
};
export type DirectOrderLine = Omit<OrderDataLine, 'cartId'>;
type OrderDataBase = { cartType: CartType; guest: boolean; createdAt: string };
/** DIRECT lines may come from an easy bag (/beauty-planner): checkout names it to the server (ADR 075). */
type DirectOrderData = { source: 'DIRECT'; lines: DirectOrderLine[]; easyBagId?: string };
export type OrderData = OrderDataBase & ({ source: 'CART'; lines: OrderDataLine[] } | DirectOrderData);
/** What a writer gives: the cart may leave the source out. */
export type OrderDataInput = Omit<OrderDataBase, 'createdAt'> &
  ({ source?: 'CART'; lines: OrderDataLine[] } | DirectOrderData);

const keyOf = (cartType: CartType) =>
  cartType === 'autoship' ? STORAGE_KEYS.subscriptionOrderData : STORAGE_KEYS.orderData;

function isOrderData(value: unknown): value is OrderData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  const direct = data.source === 'DIRECT';
  return (
    (data.source === 'CART' || direct) &&
    (data.cartType === 'normal' || data.cartType === 'autoship') &&
    typeof data.guest === 'boolean' &&
    Array.isArray(data.lines) &&
    data.lines.every(
      (line: unknown) =>
        typeof line === 'object' &&
        line !== null &&
        (direct || Number.isInteger((line as OrderDataLine).cartId)) &&
        Number.isInteger((line as OrderDataLine).productId) &&
        Number.isInteger((line as OrderDataLine).quantity)
    )
  );
}

export function writeOrderData(data: OrderDataInput, now: Date = new Date()): void {
  const stored = { ...data, source: data.source ?? 'CART', createdAt: now.toISOString() };
  writeStored('session', keyOf(data.cartType), stored);
}

export function readOrderData(cartType: CartType): OrderData | null {
  return readStored('session', keyOf(cartType), isOrderData);
}
