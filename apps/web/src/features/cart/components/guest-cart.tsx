import type { CartLine } from '@mall/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { readGuestCart, subscribeGuestCart } from '../../../shared/storage/guest-cart';
import {
  removeGuestLines,
  setGuestLineOption,
  setGuestLineQuantity
} from '../../../shared/storage/guest-cart-writes';
import { guestCartQueryOptions, guestLineIdentities } from '../api/get-cart';
import { guestNotices } from '../lib/guest-notices';
import { CartView } from './cart-view';
import { EmptyCart } from './empty-cart';
import { LoadFailed } from './load-failed';

const noLines: readonly CartLine[] = [];

function RemovedNotice() {
  const { t } = useTranslation('cart');
  const notice = useSyncExternalStore(guestNotices.subscribe, guestNotices.get, guestNotices.get);
  if (!notice) return null;
  return (
    <div
      role="status"
      data-testid="cart-removed-notice"
      className="mb-4 flex items-center justify-between gap-3 rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong"
    >
      <span>{t('removedNotice', { count: notice.removed })}</span>
      <button
        type="button"
        className="shrink-0 font-semibold underline"
        onClick={() => guestNotices.set(null)}
      >
        {t('dismiss')}
      </button>
    </div>
  );
}

/**
 * The guest's normal cart: lines from localStorage, shown with the catalogue's current names, prices and
 * states (POST /public/cart/refresh). Quantities are always the local ones; changes are local too.
 */
export function GuestCart() {
  const local = useSyncExternalStore(subscribeGuestCart, readGuestCart, readGuestCart);
  const language = useLanguage();
  const refreshed = useQuery({
    ...guestCartQueryOptions(language, guestLineIdentities(local)),
    placeholderData: keepPreviousData
  });
  const quantities = new Map(local.map((line) => [line.cartId, line.quantity]));
  const lines = (refreshed.data?.lines ?? noLines).flatMap((line) => {
    const quantity = quantities.get(line.cartId);
    return quantity === undefined ? [] : [{ ...line, quantity }];
  });
  if (local.length > 0 && refreshed.isError) return <LoadFailed onRetry={() => void refreshed.refetch()} />;
  if (local.length > 0 && !refreshed.data) return null;
  return (
    <>
      <RemovedNotice />
      {lines.length === 0 ? (
        <EmptyCart cartType="normal" member={false} />
      ) : (
        <CartView
          cartType="normal"
          lines={lines}
          guest
          actions={{
            setQuantity: async (line, quantity) => setGuestLineQuantity(line.cartId, quantity),
            setOption: async (line, productOptionId) => setGuestLineOption(line.cartId, productOptionId),
            remove: async (cartIds) => removeGuestLines(cartIds)
          }}
        />
      )}
    </>
  );
}
