import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  AUTOSHIP_CHARGE_STATUSES,
  autoshipCycleCode,
  autoshipCycleOf,
  chargeDayOfCycle,
  type AutoshipState
} from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import {
  autoshipCharges,
  autoshipLines,
  autoshipSubscriptions,
  LIVE_AUTOSHIP_STATUSES,
  type AutoshipChargeRowStatus
} from './autoship.table.ts';

export type SubscriptionRow = typeof autoshipSubscriptions.$inferSelect;
export type NewSubscription = typeof autoshipSubscriptions.$inferInsert;
export type LineRow = typeof autoshipLines.$inferSelect;
export type ChargeRow = typeof autoshipCharges.$inferSelect;
export type LineInput = { productId: number; productOptionId: number | null; quantity: number };

/** The rules' state of a stored subscription (packages/domain/src/autoship.ts). */
export function stateOf(row: SubscriptionRow): AutoshipState {
  return {
    status: row.status,
    cycle: autoshipCycleOf(row.cycleCode, row.dayOfMonth),
    anchor: row.anchor,
    cycleOffset: row.cycleOffset,
    nextCycleIndex: row.nextCycleIndex,
    lastSettledDay: row.lastSettledDay
  };
}

/** The columns that store a state, with the derived day of its pending cycle. */
export function stateColumns(state: AutoshipState) {
  return {
    status: state.status,
    cycleCode: autoshipCycleCode(state.cycle),
    dayOfMonth: state.cycle.kind === 'MONTHLY' ? state.cycle.dayOfMonth : null,
    anchor: state.anchor,
    cycleOffset: state.cycleOffset,
    nextCycleIndex: state.nextCycleIndex,
    lastSettledDay: state.lastSettledDay,
    nextChargeDay: chargeDayOfCycle(state, state.nextCycleIndex)
  };
}

const live = inArray(autoshipSubscriptions.status, [...LIVE_AUTOSHIP_STATUSES]);
const settled = inArray(autoshipCharges.status, [...AUTOSHIP_CHARGE_STATUSES]);

/** The autoship tables' queries; each runs on the executor given (a transaction inside the services). */
export function createAutoshipRepository(db: Executor) {
  return {
    async insert(values: NewSubscription, lines: readonly LineInput[]): Promise<SubscriptionRow> {
      const [row] = await db.insert(autoshipSubscriptions).values(values).returning();
      await db
        .insert(autoshipLines)
        .values(lines.map((line, sortOrder) => ({ ...line, autoshipId: row!.id, sortOrder })));
      return row!;
    },

    /** The member's subscription (another member's reads as missing); locked when `forUpdate`. */
    async own(userSeqNo: number, id: number, forUpdate = false): Promise<SubscriptionRow | undefined> {
      const query = db
        .select()
        .from(autoshipSubscriptions)
        .where(and(eq(autoshipSubscriptions.id, id), eq(autoshipSubscriptions.userSeqNo, userSeqNo)));
      const [row] = forUpdate ? await query.for('update') : await query.limit(1);
      return row;
    },

    async byId(id: number, forUpdate = false): Promise<SubscriptionRow | undefined> {
      const query = db.select().from(autoshipSubscriptions).where(eq(autoshipSubscriptions.id, id));
      const [row] = forUpdate ? await query.for('update') : await query.limit(1);
      return row;
    },

    /** A member's subscriptions, newest first. */
    list(userSeqNo: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(autoshipSubscriptions)
        .where(eq(autoshipSubscriptions.userSeqNo, userSeqNo))
        .orderBy(desc(autoshipSubscriptions.createdAt), desc(autoshipSubscriptions.id));
    },

    /** The lines of several subscriptions in one query, in each one's order. */
    lines(autoshipIds: readonly number[]): Promise<LineRow[]> {
      if (autoshipIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(autoshipLines)
        .where(inArray(autoshipLines.autoshipId, [...autoshipIds]))
        .orderBy(asc(autoshipLines.autoshipId), asc(autoshipLines.sortOrder), asc(autoshipLines.id));
    },

    async replaceLines(autoshipId: number, lines: readonly LineInput[]): Promise<void> {
      await db.delete(autoshipLines).where(eq(autoshipLines.autoshipId, autoshipId));
      await db
        .insert(autoshipLines)
        .values(lines.map((line, sortOrder) => ({ ...line, autoshipId, sortOrder })));
    },

    async update(id: number, set: Partial<NewSubscription>): Promise<SubscriptionRow> {
      const [row] = await db
        .update(autoshipSubscriptions)
        .set(set)
        .where(eq(autoshipSubscriptions.id, id))
        .returning();
      return row!;
    },

    /** Whether a live subscription of the member's charges the card (it cannot be deleted then). */
    async cardInUse(userSeqNo: number, cardId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: autoshipSubscriptions.id })
        .from(autoshipSubscriptions)
        .where(
          and(
            eq(autoshipSubscriptions.favoriteCardId, cardId),
            eq(autoshipSubscriptions.userSeqNo, userSeqNo),
            live
          )
        )
        .limit(1);
      return row !== undefined;
    },

    /** Whether a live subscription of the member's other than `exceptId` delivers to the address. */
    async addressInUse(userSeqNo: number, addressId: number, exceptId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: autoshipSubscriptions.id })
        .from(autoshipSubscriptions)
        .where(
          and(
            eq(autoshipSubscriptions.userAddressId, addressId),
            eq(autoshipSubscriptions.userSeqNo, userSeqNo),
            ne(autoshipSubscriptions.id, exceptId),
            live
          )
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * The sweep's page: ACTIVE subscriptions whose pending cycle is due on or before `today`, after `afterId`, in id
     * order (autoship_subscription_due_idx).
     */
    due(today: string, afterId: number, limit: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(autoshipSubscriptions)
        .where(
          and(
            eq(autoshipSubscriptions.status, 'ACTIVE'),
            lte(autoshipSubscriptions.nextChargeDay, today),
            gt(autoshipSubscriptions.id, afterId)
          )
        )
        .orderBy(asc(autoshipSubscriptions.id))
        .limit(limit);
    },

    // ── Charges ────────────────────────────────────────────────────────────────────────────────────────────

    /** The settled cycles of a subscription, newest first (what the detail's history shows). */
    history(autoshipId: number): Promise<ChargeRow[]> {
      return db
        .select()
        .from(autoshipCharges)
        .where(and(eq(autoshipCharges.autoshipId, autoshipId), settled))
        .orderBy(desc(autoshipCharges.cycleIndex));
    },

    async charge(autoshipId: number, cycleIndex: number): Promise<ChargeRow | undefined> {
      const [row] = await db
        .select()
        .from(autoshipCharges)
        .where(and(eq(autoshipCharges.autoshipId, autoshipId), eq(autoshipCharges.cycleIndex, cycleIndex)))
        .limit(1);
      return row;
    },

    /**
     * The cycle's row, made once: of two makers (two schedulers, a retried job) one inserts and the other reads
     * what it made (UNIQUE (autoship_id, cycle_index)).
     */
    async openCharge(values: typeof autoshipCharges.$inferInsert): Promise<ChargeRow> {
      const [made] = await db.insert(autoshipCharges).values(values).onConflictDoNothing().returning();
      return made ?? (await this.charge(values.autoshipId, values.cycleIndex))!;
    },

    /** Changes a charge still PENDING with `tries` tries behind it; false when another writer moved it first. */
    async moveCharge(
      charge: Pick<ChargeRow, 'id' | 'tries'>,
      set: Partial<typeof autoshipCharges.$inferInsert> & { status?: AutoshipChargeRowStatus }
    ): Promise<boolean> {
      const rows = await db
        .update(autoshipCharges)
        .set({ ...set, updatedAt: sql`now()` })
        .where(
          and(
            eq(autoshipCharges.id, charge.id),
            eq(autoshipCharges.status, 'PENDING'),
            eq(autoshipCharges.tries, charge.tries)
          )
        )
        .returning({ id: autoshipCharges.id });
      return rows.length > 0;
    }
  };
}

export type AutoshipRepository = ReturnType<typeof createAutoshipRepository>;
