import { guestLineQuantityAfterAdd, GUEST_LINE_MAX_QUANTITY } from '@mall/domain';
import { readGuestCart, writeGuestCart, type GuestCartLine } from './guest-cart';

/** Changes to the guest cart: add (joining the same product and option), quantity, option, remove. */
const sameItem = (line: GuestCartLine, productId: number, productOptionId: number | undefined) =>
  line.productId === productId && line.productOptionId === productOptionId;

export type GuestAddResult =
  { ok: true; line: GuestCartLine } | { ok: false; code: 'CA_MaxQuantityLimitHundred' };

/**
 * Adds to the line of the same product and option, or starts a new one (newest first, like the member
 * cart). Refused when the line would pass 100 (SPEC §5); the caller has already checked guestAddRefusal.
 */
export function addGuestLine(input: {
  productId: number;
  productOptionId?: number | null;
  quantity: number;
}): GuestAddResult {
  const lines = readGuestCart();
  const optionId = input.productOptionId ?? undefined;
  const existing = lines.find((line) => sameItem(line, input.productId, optionId));
  const quantity = guestLineQuantityAfterAdd(existing?.quantity ?? 0, input.quantity);
  if (quantity === 'CA_MaxQuantityLimitHundred') return { ok: false, code: quantity };
  if (existing) {
    const line = { ...existing, quantity };
    writeGuestCart(lines.map((item) => (item.cartId === existing.cartId ? line : item)));
    return { ok: true, line };
  }
  const cartId = lines.reduce((max, line) => Math.max(max, line.cartId), 0) + 1;
  const line: GuestCartLine = {
    cartId,
    productId: input.productId,
    ...(optionId !== undefined ? { productOptionId: optionId } : {}),
    quantity
  };
  writeGuestCart([line, ...lines]);
  return { ok: true, line };
}

/** Sets a line's quantity (1..100; the stepper already keeps it within the product's own limit). */
export function setGuestLineQuantity(cartId: number, quantity: number): void {
  const next = Math.min(Math.max(1, Math.trunc(quantity)), GUEST_LINE_MAX_QUANTITY);
  writeGuestCart(
    readGuestCart().map((line) => (line.cartId === cartId ? { ...line, quantity: next } : line))
  );
}

/**
 * Moves a line onto another option. When that option already has a line the two join (up to 100),
 * as the member cart does.
 */
export function setGuestLineOption(cartId: number, productOptionId: number): void {
  const lines = readGuestCart();
  const moving = lines.find((line) => line.cartId === cartId);
  if (!moving || moving.productOptionId === productOptionId) return;
  const target = lines.find(
    (line) => line.cartId !== cartId && sameItem(line, moving.productId, productOptionId)
  );
  if (target) {
    const joined = Math.min(target.quantity + moving.quantity, GUEST_LINE_MAX_QUANTITY);
    writeGuestCart(
      lines
        .filter((line) => line.cartId !== cartId)
        .map((line) => (line.cartId === target.cartId ? { ...line, quantity: joined } : line))
    );
    return;
  }
  writeGuestCart(lines.map((line) => (line.cartId === cartId ? { ...line, productOptionId } : line)));
}

export function removeGuestLines(cartIds: readonly number[]): void {
  const gone = new Set(cartIds);
  writeGuestCart(readGuestCart().filter((line) => !gone.has(line.cartId)));
}
