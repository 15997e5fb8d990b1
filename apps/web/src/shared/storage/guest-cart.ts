import { STORAGE_KEYS } from '../config/app-config';
import { readStored } from './browser-storage';

/** A line of the guest cart, kept in localStorage until the cart issue brings the full cart. */
export type GuestCartLine = { productId: number; productOptionId?: number; quantity: number };

function isGuestCartLine(value: unknown): value is GuestCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    Number.isInteger(line.productId) &&
    Number.isInteger(line.quantity) &&
    (line.productOptionId === undefined ||
      line.productOptionId === null ||
      Number.isInteger(line.productOptionId))
  );
}

function isGuestCart(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

export function readGuestCart(): GuestCartLine[] {
  const stored = readStored('local', STORAGE_KEYS.guestCart, isGuestCart) ?? [];
  return stored.filter(isGuestCartLine);
}

/** The badge counts lines (distinct product/option pairs), as the server's totalCartCount does. */
export function guestCartCount(): number {
  return readGuestCart().length;
}

/** Calls `listener` when another tab changes the guest cart. */
export function subscribeGuestCart(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.guestCart) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
