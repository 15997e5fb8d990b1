import type { Cart, CartLineInput, CartMergeAnswer, CartType } from '@mall/domain';
import { hashKey, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiData } from '../api/api-client';
import { getLanguage } from '../i18n/i18n';
import type { GuestCartLine } from '../storage/guest-cart';
import { currentCatalogueViewer } from '../session/viewer';
import { cartPath } from './cart-paths';
import { cartKeys } from './query-keys';

/**
 * The member cart's writes (SPEC §7 Cart). Each answers the whole cart: it goes straight into the cache
 * of that cart, then every other cart key (badge, the other language's copy, suggestions) is invalidated.
 * Errors are the screen's to explain (CART_QUANTITY_LIMIT with its maximum, CA_SoldoutAlert, ...).
 */
export async function applyCartAnswer(queryClient: QueryClient, cart: Cart): Promise<void> {
  const viewer = currentCatalogueViewer();
  const answered = [cartKeys.lines(getLanguage(), viewer, cart.cartType), cartKeys.badge(viewer)].map((key) =>
    hashKey(key)
  );
  // A read of the lines that began before this write (at login, before the merge) must not land after it and put
  // the older cart back on screen.
  await queryClient.cancelQueries({
    queryKey: cartKeys.lines(getLanguage(), viewer, cart.cartType),
    exact: true
  });
  queryClient.setQueryData(cartKeys.lines(getLanguage(), viewer, cart.cartType), cart);
  queryClient.setQueryData(cartKeys.badge(viewer), { totalCartCount: cart.totalCartCount });
  await queryClient.invalidateQueries({
    queryKey: cartKeys.all,
    predicate: (query) => !answered.includes(query.queryHash)
  });
}

export const addCartLines = (cartType: CartType, lines: CartLineInput[]) =>
  apiData<Cart>(cartPath(cartType), { method: 'POST', body: lines, dispatchErrors: false });

const setCartQuantity = (cartType: CartType, cartId: number, quantity: number) =>
  apiData<Cart>(`${cartPath(cartType)}/quantity/${cartId}`, {
    method: 'PATCH',
    body: { quantity },
    dispatchErrors: false
  });

const setCartOption = (cartType: CartType, cartId: number, productOptionId: number) =>
  apiData<Cart>(`${cartPath(cartType)}/option/${cartId}`, {
    method: 'PATCH',
    body: { productOptionId },
    dispatchErrors: false
  });

const deleteCartLines = (cartType: CartType, cartIds: readonly number[]) =>
  apiData<Cart>(cartPath(cartType), { method: 'DELETE', query: { cartIds }, dispatchErrors: false });

/** POST /api/order/v1/cart/merge: the guest's lines into the normal cart at login (docs/decisions/030). */
export const mergeGuestCart = (lines: readonly GuestCartLine[]) =>
  apiData<CartMergeAnswer>('/order/v1/cart/merge', {
    method: 'POST',
    dispatchErrors: false,
    body: {
      cartList: lines.map((line) => ({
        cartId: line.cartId,
        productId: line.productId,
        productOptionId: line.productOptionId ?? null,
        quantity: line.quantity
      }))
    }
  });

export type CartWrite =
  | { kind: 'quantity'; cartId: number; quantity: number }
  | { kind: 'option'; cartId: number; productOptionId: number }
  | { kind: 'delete'; cartIds: readonly number[] };

function send(cartType: CartType, write: CartWrite): Promise<Cart> {
  switch (write.kind) {
    case 'quantity':
      return setCartQuantity(cartType, write.cartId, write.quantity);
    case 'option':
      return setCartOption(cartType, write.cartId, write.productOptionId);
    case 'delete':
      return deleteCartLines(cartType, write.cartIds);
  }
}

/** One mutation for every change on the cart screen (adding goes through add-to-cart.ts); the cache update cannot be switched off by a caller. */
export function useCartWrite(cartType: CartType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: CartWrite) => send(cartType, write),
    onSuccess: (cart) => applyCartAnswer(queryClient, cart)
  });
}
