import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DESK_AUTOSHIP_CHARGE_QUEUES,
  DESK_AUTOSHIP_COUNTED,
  type AutoshipStatus,
  type DeskAutoshipChargeQueue
} from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { addresses } from '../member/address.table.ts';
import { users } from '../member/member.table.ts';
import { productOptions, products } from '../product/product.table.ts';
import { favoriteCards } from '../saved-cards/saved-card.table.ts';
import { autoshipCharges, autoshipLines, autoshipSubscriptions } from './autoship.table.ts';

/**
 * The staff console's reads of the autoship tables (docs/decisions/067, 074). The subscriber's login id and name,
 * the card's mask and the lines' product names are display columns read in the same statement as the rows they
 * belong to — a page is a fixed number of queries, never one per row; nothing here writes.
 */

const subscriber = {
  loginId: users.loginId,
  lastName: users.lastName,
  firstName: users.firstName
};
const card = {
  issuerCode: favoriteCards.issuerCode,
  cardNumberMasked: favoriteCards.cardNumberMasked,
  deletedAt: favoriteCards.deletedAt
};

export type DeskSubscription = {
  sub: typeof autoshipSubscriptions.$inferSelect;
  member: { loginId: string; lastName: string; firstName: string };
  card: { issuerCode: string | null; cardNumberMasked: string; deletedAt: Date | null };
};
export type DeskCharge = DeskSubscription & { charge: typeof autoshipCharges.$inferSelect };
export type DeskLine = Awaited<ReturnType<ReturnType<typeof createAutoshipDeskRepository>['lines']>>[number];
export type DeskBookAddress = typeof addresses.$inferSelect;

const count = sql<number>`count(*)`.mapWith(Number);

export function createAutoshipDeskRepository(db: Executor) {
  /** Subscriptions with their subscriber and card (inner joins: both are NOT NULL references). */
  const subscriptions = () =>
    db
      .select({ sub: autoshipSubscriptions, member: subscriber, card })
      .from(autoshipSubscriptions)
      .innerJoin(users, eq(users.userSeqNo, autoshipSubscriptions.userSeqNo))
      .innerJoin(favoriteCards, eq(favoriteCards.id, autoshipSubscriptions.favoriteCardId));

  return {
    /** One page of subscriptions in a state (or all), newest first. */
    async page(
      status: AutoshipStatus | undefined,
      page: number,
      size: number
    ): Promise<{ rows: DeskSubscription[]; total: number }> {
      const where = status ? eq(autoshipSubscriptions.status, status) : undefined;
      const [rows, [counted]] = await Promise.all([
        subscriptions()
          .where(where)
          .orderBy(desc(autoshipSubscriptions.createdAt), desc(autoshipSubscriptions.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count }).from(autoshipSubscriptions).where(where)
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** How many subscriptions each live state holds. */
    async counts(): Promise<Partial<Record<AutoshipStatus, number>>> {
      const rows = await db
        .select({ status: autoshipSubscriptions.status, n: count })
        .from(autoshipSubscriptions)
        .where(inArray(autoshipSubscriptions.status, [...DESK_AUTOSHIP_COUNTED]))
        .groupBy(autoshipSubscriptions.status);
      const counts: Partial<Record<AutoshipStatus, number>> = Object.fromEntries(
        DESK_AUTOSHIP_COUNTED.map((status) => [status, 0])
      );
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },

    async byId(id: number): Promise<DeskSubscription | undefined> {
      const [row] = await subscriptions().where(eq(autoshipSubscriptions.id, id)).limit(1);
      return row;
    },

    /** The lines of several subscriptions with their product's name and option's value, in each one's order. */
    lines(autoshipIds: readonly number[]) {
      if (autoshipIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          autoshipId: autoshipLines.autoshipId,
          productId: autoshipLines.productId,
          productOptionId: autoshipLines.productOptionId,
          quantity: autoshipLines.quantity,
          productName: products.name,
          optionValue: productOptions.value
        })
        .from(autoshipLines)
        .innerJoin(products, eq(products.id, autoshipLines.productId))
        .leftJoin(productOptions, eq(productOptions.id, autoshipLines.productOptionId))
        .where(inArray(autoshipLines.autoshipId, [...autoshipIds]))
        .orderBy(asc(autoshipLines.autoshipId), asc(autoshipLines.sortOrder), asc(autoshipLines.id));
    },

    /** The newest cycle's row of each subscription, in one statement. */
    lastCharges(autoshipIds: readonly number[]) {
      if (autoshipIds.length === 0) return Promise.resolve([]);
      return db
        .selectDistinctOn([autoshipCharges.autoshipId])
        .from(autoshipCharges)
        .where(inArray(autoshipCharges.autoshipId, [...autoshipIds]))
        .orderBy(asc(autoshipCharges.autoshipId), desc(autoshipCharges.cycleIndex));
    },

    /** Every cycle's row of a subscription, newest first. */
    charges(autoshipId: number) {
      return db
        .select()
        .from(autoshipCharges)
        .where(eq(autoshipCharges.autoshipId, autoshipId))
        .orderBy(desc(autoshipCharges.cycleIndex));
    },

    /** The address book's entry the subscription delivers to, while it exists. */
    async bookAddress(userSeqNo: number, userAddressId: number): Promise<DeskBookAddress | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.userAddressId, userAddressId), eq(addresses.userSeqNo, userSeqNo)))
        .limit(1);
      return row;
    },

    /** One page of charges in a queue with their subscription, subscriber and card: newest charge day first. */
    async chargePage(
      status: DeskAutoshipChargeQueue,
      page: number,
      size: number
    ): Promise<{ rows: DeskCharge[]; total: number }> {
      const where: SQL = eq(autoshipCharges.status, status);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ charge: autoshipCharges, sub: autoshipSubscriptions, member: subscriber, card })
          .from(autoshipCharges)
          .innerJoin(autoshipSubscriptions, eq(autoshipSubscriptions.id, autoshipCharges.autoshipId))
          .innerJoin(users, eq(users.userSeqNo, autoshipSubscriptions.userSeqNo))
          .innerJoin(favoriteCards, eq(favoriteCards.id, autoshipSubscriptions.favoriteCardId))
          .where(where)
          .orderBy(desc(autoshipCharges.chargeDay), desc(autoshipCharges.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count }).from(autoshipCharges).where(where)
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async chargeCounts(): Promise<Partial<Record<DeskAutoshipChargeQueue, number>>> {
      const rows = await db
        .select({ status: autoshipCharges.status, n: count })
        .from(autoshipCharges)
        .where(inArray(autoshipCharges.status, [...DESK_AUTOSHIP_CHARGE_QUEUES]))
        .groupBy(autoshipCharges.status);
      const counts: Partial<Record<DeskAutoshipChargeQueue, number>> = Object.fromEntries(
        DESK_AUTOSHIP_CHARGE_QUEUES.map((status) => [status, 0])
      );
      for (const row of rows) counts[row.status as DeskAutoshipChargeQueue] = row.n;
      return counts;
    }
  };
}

export type AutoshipDeskRepository = ReturnType<typeof createAutoshipDeskRepository>;
