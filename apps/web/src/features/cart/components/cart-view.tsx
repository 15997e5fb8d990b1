import { cartTotals, type CartLine, type CartType } from '@mall/domain';
import { useRef } from 'react';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { autoshipPaths } from '../../../shared/order/autoship-paths';
import { formatWon } from '../../../shared/lib/format';
import { writeOrderData } from '../../../shared/storage/order-data';
import { dialogs } from '../../../shared/ui/dialog-store';
import { useLineSelection } from '../lib/selection';
import { CartLineItem, type LineActions } from './cart-line-item';
import { CartSummary } from './cart-summary';

export type CartViewActions = Omit<LineActions, 'remove'> & {
  remove: (cartIds: readonly number[]) => Promise<void>;
};

/**
 * The lines of one cart with select all / delete selected, the totals of what is selected and the order
 * button (a sticky bar on phones). Guest and member carts differ only in `actions` and `guest`.
 */
export function CartView({
  cartType,
  lines,
  guest,
  actions
}: {
  cartType: CartType;
  lines: readonly CartLine[];
  guest: boolean;
  actions: CartViewActions;
}) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const navigate = useNavigate();
  const selection = useLineSelection(lines);
  const totals = cartTotals(selection.selected);

  const selectAll = useRef<HTMLInputElement>(null);
  /** The line's delete button leaves with its line: focus goes to the head of the list, not to the page top. */
  const removeOne: LineActions['remove'] = async (line) => {
    if (!(await dialogs.confirm(t('confirmDeleteLine'), { confirmLabel: t('delete') }))) return;
    await actions.remove([line.cartId]);
    selectAll.current?.focus();
  };
  const removeSelected = async () => {
    const ids = selection.selected.map((line) => line.cartId);
    if (ids.length === 0) {
      await dialogs.alert(t('nothingToDelete'));
      return;
    }
    if (
      await dialogs.confirm(t('confirmDeleteSelected', { count: ids.length }), { confirmLabel: t('delete') })
    ) {
      await actions.remove(ids);
    }
  };
  const order = async () => {
    if (selection.selected.length === 0) {
      await dialogs.alert(t('nothingSelected'));
      return;
    }
    writeOrderData({
      cartType,
      guest,
      lines: selection.selected.map(({ cartId, productId, productOptionId, quantity }) => ({
        cartId,
        productId,
        productOptionId,
        quantity
      }))
    });
    // The autoship cart's lines are subscribed (SPEC §2 /autoship/init), the normal cart's ordered once.
    if (cartType === 'autoship') await navigate(autoshipPaths.init());
    else await navigate(guest ? paths.guestOrder() : paths.order());
  };
  const orderLabel = t(cartType === 'autoship' ? 'orderAutoship' : 'order', {
    count: selection.selected.length
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_360px] lg:items-start lg:gap-10">
      <section aria-label={t(`tabs.${cartType}`)} className="rounded-2xl bg-white px-4 md:px-6">
        <div className="flex items-center justify-between gap-3 border-b border-line py-4">
          <label className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-ink">
            <input
              ref={selectAll}
              type="checkbox"
              className="size-5 accent-plum"
              checked={selection.allSelected}
              disabled={selection.selectable.length === 0}
              onChange={selection.toggleAll}
              data-testid="cart-select-all"
            />
            {t('selectAll', { selected: selection.selected.length, total: selection.selectable.length })}
          </label>
          <button
            type="button"
            className="text-sm font-medium text-muted hover:text-plum"
            data-testid="cart-delete-selected"
            onClick={() => void removeSelected()}
          >
            {t('deleteSelected')}
          </button>
        </div>
        <ul data-testid="cart-lines">
          {lines.map((line) => (
            <CartLineItem
              key={line.cartId}
              line={line}
              selected={selection.isSelected(line.cartId)}
              onToggle={() => selection.toggle(line.cartId)}
              actions={{ setQuantity: actions.setQuantity, setOption: actions.setOption, remove: removeOne }}
            />
          ))}
        </ul>
      </section>

      <aside className="flex flex-col gap-4 lg:sticky lg:top-28">
        <CartSummary totals={totals} />
        <button
          type="button"
          className="btn-primary hidden min-h-14 w-full text-base md:inline-flex"
          data-testid="cart-order"
          onClick={() => void order()}
        >
          {orderLabel}
        </button>
        {guest && <p className="text-xs leading-relaxed text-muted">{t('guestNote')}</p>}
      </aside>

      {/* Phones: the total and the order button stay in reach above the bottom bar (the floating buttons move up). */}
      <div
        data-order-bar
        data-sticky-bottom-bar
        className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-line bg-white/95 px-4 py-3 backdrop-blur md:hidden"
      >
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="text-xs text-muted">{t('summary.total')}</p>
            <p className="text-lg font-bold text-plum" data-testid="cart-order-bar-total">
              {formatWon(totals.total, language)}
            </p>
          </div>
          <button
            type="button"
            className="btn-primary min-h-12 flex-1"
            data-testid="cart-order-bar"
            onClick={() => void order()}
          >
            {orderLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
