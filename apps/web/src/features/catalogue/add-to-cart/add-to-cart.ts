import { guestAddRefusal, hasOptionChoice, type CartType, type ProductDetail } from '@mall/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { isLoggedIn, sessionStore } from '../../../shared/session/session-store';
import { addGuestLine } from '../../../shared/storage/guest-cart-writes';
import type { OrderDataLine } from '../../../shared/storage/order-data';
import { dialogs } from '../../../shared/ui/dialog-store';
import { addCartLines, applyCartAnswer } from '../../../shared/cart/cart-mutations';
import { cartErrorText } from '../../../shared/cart/cart-error-text';
import type { AddedLine } from './added-to-cart';

/** What adding needs to know of a product (a ProductDetail has it all). */
export type AddableProduct = Pick<
  ProductDetail,
  'productId' | 'orderQuantityLimitYn' | 'optionYn' | 'options'
>;
export type AddRequest = {
  product: AddableProduct;
  productOptionId: number | null;
  quantity: number;
  cartType: CartType;
};
export type AddResult = { line: OrderDataLine; guest: boolean } | null;

/** What the "added" drawer shows of a product just added (the chosen option's image and value, if any). */
export function addedLine(
  product: ProductDetail,
  { productOptionId, quantity, cartType }: Omit<AddRequest, 'product'>
): AddedLine {
  const option = product.options.find((item) => item.productOptionId === productOptionId);
  return {
    cartType,
    productName: product.productName,
    imageUrl: option?.optionImageUrl ?? product.imageUrl,
    optionValue: option?.optionValue ?? null,
    quantity,
    price: product.price
  };
}

/**
 * What stops an add or a buy-now before anything is written: an option still to choose, and for guests the
 * refusals of SPEC §5/§6 (quantity-limited and autoship products lead to login). Answers true when stopped
 * (the shopper has been told why, or sent to log in).
 */
export function useBuyRefusal() {
  const { t } = useTranslation('cart');
  const { t: tt } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return async function refused({
    product,
    productOptionId,
    cartType
  }: Omit<AddRequest, 'quantity'>): Promise<boolean> {
    if (hasOptionChoice(product) && productOptionId === null) {
      await dialogs.alert(t('chooseOptionFirst'));
      return true;
    }
    if (isLoggedIn(sessionStore.get())) return false;
    const refusal = guestAddRefusal(product, cartType);
    if (!refusal) return false;
    const toLogin = await dialogs.confirm(t(`refusal.${refusal}`), {
      confirmLabel: tt('guard.moveToLogin'),
      cancelLabel: tt('common.cancel')
    });
    if (toLogin) await navigate(paths.login(`${location.pathname}${location.search}`));
    return true;
  };
}

/**
 * Add-to-cart for both kinds of shopper. Guests: the local cart, after the refusals of SPEC §5/§6
 * (quantity-limited and autoship products lead to login, a line stops at 100). Members: the server cart,
 * whose refusals are shown translated. Either way an option must be chosen first when the product has them.
 * Answers the line as it now is, or null when nothing was added.
 */
export function useAddToCart() {
  const { t } = useTranslation('cart');
  const { t: tt } = useTranslation();
  const queryClient = useQueryClient();
  const refused = useBuyRefusal();

  return async function addToCart({
    product,
    productOptionId,
    quantity,
    cartType
  }: AddRequest): Promise<AddResult> {
    if (await refused({ product, productOptionId, cartType })) return null;
    if (!isLoggedIn(sessionStore.get())) {
      const added = addGuestLine({ productId: product.productId, productOptionId, quantity });
      if (!added.ok) {
        await dialogs.alert(t(`refusal.${added.code}`));
        return null;
      }
      const { line } = added;
      return { guest: true, line: { ...line, productOptionId: line.productOptionId ?? null } };
    }
    try {
      const cart = await addCartLines(cartType, [
        { productId: product.productId, productOptionId, quantity }
      ]);
      await applyCartAnswer(queryClient, cart);
      const line = cart.lines.find(
        (item) => item.productId === product.productId && item.productOptionId === productOptionId
      );
      if (!line) return null;
      const { cartId, productId } = line;
      return {
        guest: false,
        line: { cartId, productId, productOptionId: line.productOptionId, quantity: line.quantity }
      };
    } catch (error) {
      await dialogs.alert(cartErrorText(tt, error), { title: tt('dialog.info') });
      return null;
    }
  };
}
