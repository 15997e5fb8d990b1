import { useTranslation } from '../../../shared/i18n/i18n';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import { AddedToCart, type AddedLine } from './added-to-cart';

/** The add-to-cart drawer of SPEC §2 after an add on the product page (its own lazy chunk). */
export default function AddedToCartDrawer({ added, onClose }: { added: AddedLine; onClose: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <ResponsiveModal
      title={t(added.cartType === 'autoship' ? 'drawer.titleAutoship' : 'drawer.title')}
      onClose={onClose}
    >
      <AddedToCart added={added} onClose={onClose} />
    </ResponsiveModal>
  );
}
