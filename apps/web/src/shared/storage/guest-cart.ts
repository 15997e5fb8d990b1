import { GUEST_LINE_MAX_QUANTITY } from '@mall/domain';
import { STORAGE_KEYS } from '../config/app-config';
import { readStored, removeStored, writeStored } from './browser-storage';

/**
 * The guest cart (SPEC §3, §6): lines kept in localStorage under one key until the guest logs in and
 * the lines are merged into the member cart. Each line has a local cartId so the refresh and merge
 * answers can be matched back to it. This tab is told of its own writes through `listeners`; other tabs
 * through the storage event. Reading lives here (the header badge needs it on every page); adding,
 * changing and removing in guest-cart-writes.ts.
 */
export type GuestCartLine = { cartId: number; productId: number; productOptionId?: number; quantity: number };

type StoredLine = { cartId?: number; productId: number; productOptionId?: number | null; quantity: number };

function isStoredLine(value: unknown): value is StoredLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    Number.isInteger(line.productId) &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) > 0 &&
    (line.cartId === undefined || (Number.isInteger(line.cartId) && (line.cartId as number) > 0)) &&
    (line.productOptionId === undefined ||
      line.productOptionId === null ||
      Number.isInteger(line.productOptionId))
  );
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

/** Lines written before local ids existed get the next free ids, in order, so every read agrees. */
function normalise(stored: StoredLine[]): GuestCartLine[] {
  let next = stored.reduce((max, line) => Math.max(max, line.cartId ?? 0), 0) + 1;
  const seen = new Set<number>();
  return stored.map((line) => {
    let cartId = line.cartId;
    if (cartId === undefined || seen.has(cartId)) cartId = next++;
    seen.add(cartId);
    return {
      cartId,
      productId: line.productId,
      ...(line.productOptionId != null ? { productOptionId: line.productOptionId } : {}),
      quantity: Math.min(line.quantity, GUEST_LINE_MAX_QUANTITY)
    };
  });
}

const EMPTY: readonly GuestCartLine[] = [];
let cachedRaw: string | null = null;
let cachedLines: readonly GuestCartLine[] = EMPTY;

/** The lines now; the same array while storage is unchanged (a useSyncExternalStore snapshot). */
export function readGuestCart(): readonly GuestCartLine[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEYS.guestCart);
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cachedLines;
  cachedRaw = raw;
  const stored = readStored('local', STORAGE_KEYS.guestCart, isList) ?? [];
  cachedLines = stored.length === 0 ? EMPTY : normalise(stored.filter(isStoredLine));
  return cachedLines;
}

/** The badge counts lines (distinct product/option pairs), as the server's totalCartCount does. */
export function guestCartCount(): number {
  return readGuestCart().length;
}

const listeners = new Set<() => void>();

/** Replaces the lines (guest-cart-writes.ts holds the changes, kept off Home's first load). */
export function writeGuestCart(lines: readonly GuestCartLine[]): void {
  if (lines.length === 0) removeStored('local', STORAGE_KEYS.guestCart);
  else writeStored('local', STORAGE_KEYS.guestCart, lines);
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` when this tab or another tab changes the guest cart. */
export function subscribeGuestCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.guestCart) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
