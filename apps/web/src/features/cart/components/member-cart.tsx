import type { CartType } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { dialogs } from '../../../shared/ui/dialog-store';
import { useCartWrite, type CartWrite } from '../../../shared/cart/cart-mutations';
import { useMemberCart } from '../api/get-cart';
import { cartErrorText } from '../../../shared/cart/cart-error-text';
import { CartView } from './cart-view';
import { EmptyCart } from './empty-cart';
import { LoadFailed } from './load-failed';

/** A member's cart (normal or autoship) from the server; every change answers the whole cart. */
export function MemberCart({ cartType }: { cartType: CartType }) {
  const { t } = useTranslation();
  const cart = useMemberCart(cartType);
  const write = useCartWrite(cartType);
  const send = async (change: CartWrite) => {
    try {
      await write.mutateAsync(change);
    } catch (error) {
      await dialogs.alert(cartErrorText(t, error), { title: t('dialog.info') });
    }
  };
  if (cart.isError) return <LoadFailed onRetry={() => void cart.refetch()} />;
  if (!cart.data) return null;
  if (cart.data.lines.length === 0) return <EmptyCart cartType={cartType} member />;
  return (
    <CartView
      cartType={cartType}
      lines={cart.data.lines}
      guest={false}
      actions={{
        setQuantity: (line, quantity) => send({ kind: 'quantity', cartId: line.cartId, quantity }),
        setOption: (line, productOptionId) => send({ kind: 'option', cartId: line.cartId, productOptionId }),
        remove: (cartIds) => send({ kind: 'delete', cartIds })
      }}
    />
  );
}
