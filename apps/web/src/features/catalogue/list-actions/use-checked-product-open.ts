import type { ProductSummary } from '@mall/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { opensInThisTab } from '../../../shared/lib/opens-in-this-tab';
import { dialogs } from '../../../shared/ui/dialog-store';
import { checkProductStatus } from './check-product-status';
import { applyStoppedProduct } from '../api/list-freshness';

/** What opening needs of a product: a card's summary or a search suggestion. */
export type OpenableProduct = Pick<ProductSummary, 'productId' | 'productName'>;
export type ProductOpenHandler = (event: MouseEvent<HTMLAnchorElement>, product: OpenableProduct) => void;

/**
 * SPEC §4: a product opened from a list is checked first. A stopped product (paused or gone) is marked
 * in the cached lists at once and they refetch past the browser cache (list-freshness.ts); it shows the stopSelling message instead of opening; anything else opens the detail. Only
 * plain left clicks (and Enter, which the browser delivers as one) are intercepted: the card stays a real
 * link for new tabs. A failed check opens the detail, which shows the product's state itself.
 */
export function useCheckedProductOpen(): ProductOpenHandler {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pending = useRef(false);

  return (event, product) => {
    if (event.defaultPrevented || !opensInThisTab(event, event.currentTarget)) return;
    event.preventDefault();
    if (pending.current) return;
    pending.current = true;
    const to = paths.productDetail(product.productId);
    checkProductStatus(product.productId)
      .then(async (item) => {
        if (item?.result === 'STOP_SELLING') {
          void applyStoppedProduct(queryClient, product.productId, item.productStatus);
          pending.current = false;
          await dialogs.alert(t('productStatus.stopSelling', { name: product.productName }));
          return;
        }
        pending.current = false;
        await navigate(to);
      })
      .catch(async () => {
        pending.current = false;
        await navigate(to);
      });
  };
}
