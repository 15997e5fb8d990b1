import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { isLoggedIn, sessionStore } from '../../../shared/session/session-store';
import { writeOrderData } from '../../../shared/storage/order-data';
import { useBuyRefusal, type AddRequest } from './add-to-cart';

/**
 * "바로 구매": straight to checkout with just this product, option and quantity, never through a cart
 * (docs/decisions/056). The hand-off says DIRECT, so a member's checkout makes a DIRECT order sheet and a
 * guest's prices the line as it is; neither cart changes, whether the order is paid or abandoned. The same
 * refusals as an add stop it first (an option to choose, a guest sent to log in).
 */
export function useBuyNow() {
  const refused = useBuyRefusal();
  const navigate = useNavigate();
  return async function buyNow({ product, productOptionId, quantity, cartType }: AddRequest) {
    if (await refused({ product, productOptionId, cartType })) return;
    const guest = !isLoggedIn(sessionStore.get());
    writeOrderData({
      source: 'DIRECT',
      cartType,
      guest,
      lines: [{ productId: product.productId, productOptionId, quantity }]
    });
    await navigate(guest ? paths.guestOrder() : paths.order());
  };
}
