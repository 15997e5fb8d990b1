import {
  autoshipCycleOf,
  displayOrderNumber,
  priceOrder,
  type Address,
  type AutoshipCharge,
  type AutoshipDetail,
  type AutoshipSummary,
  type FavoriteCard,
  type OrderLine
} from '@mall/domain';
import type { OrderSheetService } from '../order/order-sheet.service.ts';
import type { Viewer } from '../product/product.service.ts';
import type { ChargeRow, LineRow, SubscriptionRow } from './autoship.repository.ts';

export type PriceLines = OrderSheetService['priceLines'];

/**
 * The lines of several subscriptions priced today for the viewer, in one catalogue read (the order sheet's
 * pricing: a line that would be left out of a charge today says why), by subscription.
 */
export async function priceToday(
  priceLines: PriceLines,
  rows: readonly LineRow[],
  viewer: Viewer
): Promise<Map<number, OrderLine[]>> {
  const priced = await priceLines(
    rows.map((row) => ({
      productId: row.productId,
      productOptionId: row.productOptionId,
      quantity: row.quantity,
      cartId: null
    })),
    viewer,
    'autoship'
  );
  const byId = new Map<number, OrderLine[]>();
  rows.forEach((row, index) => {
    byId.set(row.autoshipId, [...(byId.get(row.autoshipId) ?? []), priced[index]!]);
  });
  return byId;
}

/** What the available lines cost today, delivery included (no coupon, no points); 0 when none is available. */
export function amountToday(lines: readonly OrderLine[]): number {
  const available = lines.filter((line) => line.available);
  if (available.length === 0) return 0;
  return priceOrder(available, { coupon: null, pointRequested: 0, pointBalance: 0 }).amount;
}

function cardOf(row: SubscriptionRow, card: FavoriteCard | undefined): AutoshipSummary['card'] {
  return {
    userFavoriteCardsId: row.favoriteCardId,
    cardCompanyName: card?.cardCompanyName ?? null,
    cardNumber: card?.cardNumber ?? ''
  };
}

/** One row of `/autoship`: the next charge day only while ACTIVE, the amount at today's prices. */
export function summaryOf(
  row: SubscriptionRow,
  lines: readonly OrderLine[],
  card: FavoriteCard | undefined
): AutoshipSummary {
  return {
    autoshipId: row.id,
    status: row.status,
    cycle: autoshipCycleOf(row.cycleCode, row.dayOfMonth),
    nextChargeDay: row.status === 'ACTIVE' ? row.nextChargeDay : null,
    amount: amountToday(lines),
    productNames: lines.map((line) => line.productName),
    imageUrl: lines[0]?.imageUrl || null,
    card: cardOf(row, card),
    createdAt: row.createdAt.toISOString()
  };
}

function chargeOf(row: ChargeRow): AutoshipCharge {
  return {
    cycleIndex: row.cycleIndex,
    chargeDay: row.chargeDay,
    status: row.status as AutoshipCharge['status'],
    orderNumber: row.status === 'CHARGED' && row.orderNumber ? displayOrderNumber(row.orderNumber) : null,
    amount: row.status === 'CHARGED' || row.status === 'FAILED' ? row.amount : null
  };
}

/** `/autoship/detail/{id}`: the summary, the lines today, where it delivers, the settled cycles newest first. */
export function detailOf(
  row: SubscriptionRow,
  lines: readonly OrderLine[],
  card: FavoriteCard | undefined,
  address: Address,
  history: readonly ChargeRow[]
): AutoshipDetail {
  return {
    ...summaryOf(row, lines, card),
    firstChargeDay: row.firstChargeDay,
    lines: lines.map((line) => ({
      productId: line.productId,
      productOptionId: line.productOptionId,
      productName: line.productName,
      optionValue: line.optionValue,
      imageUrl: line.imageUrl,
      quantity: line.quantity,
      priceOriginal: line.priceOriginal,
      price: line.price,
      available: line.available,
      unavailableReason: line.unavailableReason
    })),
    address,
    history: history.map(chargeOf)
  };
}
