import { hasOptionChoice, type CartType, type ProductDetail } from '@mall/domain';
import { useState } from 'react';
import { addedLine, useAddToCart } from '../add-to-cart/add-to-cart';
import type { AddedLine } from '../add-to-cart/added-to-cart';
import { useBuyNow } from '../add-to-cart/buy-now';

export type Purchase = ReturnType<typeof usePurchase>;

/**
 * What the shopper is about to buy (option, quantity, cart) and the two actions on it, shared by the buy box
 * and the phone's sticky bar: add to the cart (then the drawer) or buy now (straight to checkout, no cart).
 */
export function usePurchase(product: ProductDetail) {
  const [optionId, setOptionId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [cartType, setCartType] = useState<CartType>('normal');
  const [added, setAdded] = useState<AddedLine | null>(null);
  const [pending, setPending] = useState(false);
  const addToCart = useAddToCart();
  const buyNow = useBuyNow();
  const hasOptions = hasOptionChoice(product);

  const once = async (action: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    try {
      await action();
    } finally {
      setPending(false);
    }
  };
  const request = () => ({ product, productOptionId: hasOptions ? optionId : null, quantity, cartType });

  return {
    optionId,
    setOptionId,
    quantity,
    setQuantity,
    cartType,
    setCartType,
    added,
    closeAdded: () => setAdded(null),
    pending,
    /** An option must still be chosen before either action can go ahead. */
    needsOption: hasOptions && optionId === null,
    add: () =>
      once(async () => {
        const line = request();
        if (await addToCart(line)) setAdded(addedLine(product, line));
      }),
    buyNow: () => once(() => buyNow(request()))
  };
}
