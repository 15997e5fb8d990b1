import { useTranslation } from '../../../shared/i18n/i18n';
import { ShareSheet } from '../../../shared/share/share-sheet';
import { useMessengerShare } from './get-messenger-share';
import { productUrl } from './share-actions';

export type SharedProduct = { productId: number; productName: string; productSummary: string };

type Props = {
  /** Null: nothing to share (the copy button then says so). */
  product: SharedProduct | null;
  onClose: () => void;
};

/**
 * SPEC §2's share modal for a product (shared/share/share-sheet.tsx): the messenger's share page for the product,
 * the device's share sheet, copy link.
 */
export default function ShareModal({ product, onClose }: Props) {
  const { t } = useTranslation('product');
  const messenger = useMessengerShare(product?.productId ?? null);
  return (
    <ShareSheet
      title={t('share.title')}
      description={product?.productName}
      url={product ? productUrl(window.location.origin, product.productId) : null}
      shareTitle={product?.productName ?? ''}
      shareText={product?.productSummary}
      linkLabel={t('share.linkLabel')}
      messenger={{ pending: messenger.isPending, shareUrl: messenger.data?.shareUrl ?? null }}
      onClose={onClose}
    />
  );
}
