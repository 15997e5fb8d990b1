import type { CartLine } from '@mall/domain';
import { useState } from 'react';

/**
 * Which lines are chosen. Kept as the lines the shopper un-ticked, so a new line arrives ticked and an
 * unavailable line is never chosen, without an effect copying the cart into state.
 */
export function useLineSelection(lines: readonly CartLine[]) {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(() => new Set());
  const selectable = lines.filter((line) => line.available);
  const selected = selectable.filter((line) => !unticked.has(line.cartId));
  const allSelected = selectable.length > 0 && selected.length === selectable.length;
  return {
    selected,
    selectable,
    allSelected,
    isSelected: (cartId: number) => !unticked.has(cartId),
    toggle: (cartId: number) =>
      setUnticked((current) => {
        const next = new Set(current);
        if (next.has(cartId)) next.delete(cartId);
        else next.add(cartId);
        return next;
      }),
    toggleAll: () => setUnticked(allSelected ? new Set(selectable.map((line) => line.cartId)) : new Set())
  };
}
