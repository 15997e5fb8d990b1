import { clampBagQuantity, type EasyBagLine } from '@mall/domain';
import type { DirectOrderLine } from '../../../shared/storage/order-data';
import { lineKey } from './bag-draft';

/** What the buyer chose of each orderable line: whether it goes in, and how many (1..its limit). */
export type OrderChoices = Record<string, { picked: boolean; quantity: number }>;

/** Every orderable line in, at the planner's quantity held within its limit; the others are left out. */
export function initialChoices(lines: readonly EasyBagLine[]): OrderChoices {
  return Object.fromEntries(
    lines
      .filter((line) => line.state === 'ORDERABLE')
      .map((line) => [
        lineKey(line),
        { picked: true, quantity: clampBagQuantity(line.quantity, line.maxQuantity) }
      ])
  );
}

/** The lines handed to checkout: orderable and picked, each within its limit. */
export function chosenLines(lines: readonly EasyBagLine[], choices: OrderChoices): DirectOrderLine[] {
  return lines.flatMap((line) => {
    const choice = choices[lineKey(line)];
    if (line.state !== 'ORDERABLE' || !choice?.picked) return [];
    return [
      {
        productId: line.productId,
        productOptionId: line.productOptionId,
        quantity: clampBagQuantity(choice.quantity, line.maxQuantity)
      }
    ];
  });
}

/** The chosen lines' goods total (delivery and discounts are checkout's). */
export function chosenTotal(lines: readonly EasyBagLine[], choices: OrderChoices): number {
  const byKey = new Map(lines.map((line) => [lineKey(line), line]));
  return chosenLines(lines, choices).reduce(
    (sum, chosen) => sum + (byKey.get(lineKey(chosen))?.price ?? 0) * chosen.quantity,
    0
  );
}
