import {
  cancelAutoship,
  DomainError,
  holdAutoship,
  isLanguage,
  nextDueCycle,
  retryAt,
  seesMemberPrices,
  seoulDate,
  settleCycle,
  type AccountStatus,
  type Address,
  type OrderLine,
  type UserType
} from '@mall/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { JobOutcome } from '../jobs/job-runner.ts';
import type { NotificationService } from '../notification/notification.service.ts';
import type { FavoriteCardService } from '../saved-cards/saved-card.service.ts';
import type { AddressService } from '../member/address.service.ts';
import type { CheckoutService } from '../order/order-checkout.service.ts';
import type { Member } from '../order/order-sheet.service.ts';
import {
  createAutoshipRepository,
  stateColumns,
  stateOf,
  type ChargeRow,
  type SubscriptionRow
} from './autoship.repository.ts';
import type { AutoshipChargeRowStatus } from './autoship.table.ts';
import type { PriceLines } from './autoship-view.ts';

export type ChargeDeps = {
  db: Database;
  orders: Pick<CheckoutService, 'autoshipInit' | 'autoshipAttempt' | 'payAutoship'>;
  priceLines: PriceLines;
  cards: Pick<FavoriteCardService, 'billingKeyFor'>;
  addresses: Pick<AddressService, 'get'>;
  /** The member as stored: whether they see member prices, whether they left. */
  findMember: (
    userSeqNo: number
  ) => Promise<{ userType: UserType; status: AccountStatus; withdrawnAt: Date | null } | undefined>;
  /** Tells the member: sold-out lines left out, a cycle skipped as sold out, the subscription held. */
  notify?: NotificationService['notifyAutoship'];
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

const DONE: JobOutcome = { done: true };
/** Another runner holds the try's payment step (or the provider is still answering it): look again then. */
const BUSY_RETRY_MS = 60_000;

/**
 * The provider's orderId of one try of one cycle: the same on every run of the job (so a retried or doubled job
 * finds the order and the charge it made), never the same for two tries, and different after a database is made
 * again from nothing (the subscription's creation time is part of it).
 */
export function autoshipPaymentOrderId(row: SubscriptionRow, cycleIndex: number, tryNumber: number): string {
  return `AS${row.id}T${row.createdAt.getTime().toString(36)}-${cycleIndex}-${tryNumber}`;
}

/**
 * The `autoship-charge` job (docs/decisions/074): charges one cycle of one subscription, at most once. Its steps
 * are each safe to run again: the cycle's row is made once (UNIQUE (subscription, cycle)); a try's order is found by
 * its deterministic payment orderId before one is made; the payment claims its step and asks the provider about a
 * charge it never heard back on; settling is a guarded move of the cycle's PENDING row with the subscription's.
 * No transaction is held across the provider's call.
 */
export function createAutoshipCharger(deps: ChargeDeps) {
  const { db, orders } = deps;
  const read = createAutoshipRepository(db);

  /** Ends the cycle: its row moves (once) and, in the same transaction, the subscription's state by `move`. */
  async function settle(
    charge: ChargeRow,
    status: AutoshipChargeRowStatus,
    set: Partial<ChargeRow>,
    now: Date,
    move: typeof settleCycle | null
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const repository = createAutoshipRepository(tx);
      const row = await repository.byId(charge.autoshipId, true);
      if (!row || !(await repository.moveCharge(charge, { ...set, status, nextTryAt: null, settledAt: now })))
        return;
      const moved = move?.(stateOf(row), charge.cycleIndex);
      // Refused only when the subscription ended meanwhile (a cancelled one is not held): it keeps its state.
      if (moved?.ok) await repository.update(row.id, { ...stateColumns(moved.state), updatedAt: now });
    });
  }

  /** A try ended without a charge: another at retryAt, or after the last one the cycle FAILED and the subscription HELD. */
  async function failedTry(
    charge: ChargeRow,
    failure: { code: string; amount: number | null },
    now: Date
  ): Promise<JobOutcome> {
    const tries = charge.tries + 1;
    const next = retryAt(charge.firstTriedAt ?? now, tries);
    const set = { tries, failureCode: failure.code, amount: failure.amount };
    if (!next) {
      await settle(charge, 'FAILED', set, now, holdAutoship);
      await deps.notify?.('AUTOSHIP_HELD', charge.autoshipId, charge.cycleIndex, {
        orderNumber: charge.orderNumber
      });
      return DONE;
    }
    await read.moveCharge(charge, { ...set, nextTryAt: next });
    return { again: next };
  }

  async function cardOf(row: SubscriptionRow) {
    try {
      return await deps.cards.billingKeyFor(row.userSeqNo, row.favoriteCardId);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'FAVORITE_CARD_NOT_FOUND') return null;
      throw error;
    }
  }

  async function addressOf(row: SubscriptionRow): Promise<Address> {
    if (row.userAddressId === null) return row.address;
    return deps.addresses.get(row.userSeqNo, row.userAddressId);
  }

  /**
   * The try's order: the lines available today at today's prices; a line whose stock runs short while it is held
   * is left out too. Answers SOLD_OUT when nothing can be delivered, or the refusal that keeps the order from being
   * made (e.g. an amount below the card minimum), which counts as a failed try.
   */
  async function startTry(
    row: SubscriptionRow,
    charge: ChargeRow,
    member: Member,
    paymentOrderId: string
  ): Promise<'MADE' | 'SOLD_OUT' | { refused: string }> {
    const lineRows = await read.lines([row.id]);
    const priced = await deps.priceLines(
      lineRows.map((line) => ({ ...line, cartId: null })),
      member,
      'autoship'
    );
    const address = await addressOf(row);
    let lines: OrderLine[] = priced.filter((line) => line.available);
    for (;;) {
      if (lines.length === 0) return 'SOLD_OUT';
      try {
        await orders.autoshipInit({ member, lines, address, paymentOrderId });
        break;
      } catch (error) {
        // Another runner made this try's order first: it is the one to pay.
        if (uniqueViolation(error) === 'order_payment_order_id_uq') break;
        if (!(error instanceof DomainError)) throw error;
        const short = error.code === '4308' ? error.data?.productIds : null;
        if (!Array.isArray(short) || short.length === 0) return { refused: error.code };
        lines = lines.filter((line) => !short.includes(line.productId));
      }
    }
    const made = await orders.autoshipAttempt(paymentOrderId);
    const kept = new Set(lines.map((line) => line.productId));
    await read.moveCharge(charge, {
      orderId: made?.order.id ?? null,
      orderNumber: made?.order.orderNumber ?? null,
      amount: made?.order.amount ?? null,
      skippedProductIds: [...new Set(priced.map((line) => line.productId))].filter((id) => !kept.has(id))
    });
    return 'MADE';
  }

  /** A member who left: the subscription ends with them (the cycle is closed uncharged). */
  async function endWithMember(row: SubscriptionRow, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      const repository = createAutoshipRepository(tx);
      const locked = await repository.byId(row.id, true);
      const cancelled = locked && cancelAutoship(stateOf(locked));
      if (cancelled?.ok)
        await repository.update(row.id, {
          ...stateColumns(cancelled.state),
          cancelledAt: now,
          updatedAt: now
        });
    });
  }

  /** The cycle's row, made when its day has come and it is the subscription's pending cycle. */
  async function openCharge(row: SubscriptionRow, cycleIndex: number, now: Date): Promise<ChargeRow | null> {
    const known = await read.charge(row.id, cycleIndex);
    if (known) return known;
    const due = nextDueCycle(stateOf(row), seoulDate(now));
    if (!due?.due || due.cycleIndex !== cycleIndex) return null;
    return read.openCharge({
      autoshipId: row.id,
      cycleIndex,
      chargeDay: due.chargeDay,
      status: 'PENDING',
      firstTriedAt: now
    });
  }

  return async function chargeCycle(autoshipId: number, cycleIndex: number, now: Date): Promise<JobOutcome> {
    const row = await read.byId(autoshipId);
    const charge = row ? await openCharge(row, cycleIndex, now) : null;
    if (!row || !charge || charge.status !== 'PENDING') return DONE;
    const paymentOrderId = autoshipPaymentOrderId(row, cycleIndex, charge.tries + 1);
    if (!(await orders.autoshipAttempt(paymentOrderId))) {
      // No order for this try yet: only the pending cycle of an ACTIVE subscription is tried, once its time is here.
      const member = await deps.findMember(row.userSeqNo);
      const gone = !member || member.withdrawnAt !== null;
      if (row.status !== 'ACTIVE' || row.nextCycleIndex !== cycleIndex || gone) {
        await read.moveCharge(charge, { status: 'CLOSED', settledAt: now, nextTryAt: null });
        if (gone) await endWithMember(row, now);
        return DONE;
      }
      if (charge.nextTryAt && charge.nextTryAt > now) return { again: charge.nextTryAt };
      if (!(await cardOf(row)))
        return failedTry(charge, { code: 'FAVORITE_CARD_NOT_FOUND', amount: null }, now);
      const viewer: Member = {
        userSeqNo: row.userSeqNo,
        language: isLanguage(row.language) ? row.language : 'ko-KR',
        memberPrices: seesMemberPrices(member)
      };
      const started = await startTry(row, charge, viewer, paymentOrderId);
      if (started === 'SOLD_OUT') {
        await settle(charge, 'SOLD_OUT_SKIPPED', {}, now, settleCycle);
        await deps.notify?.('AUTOSHIP_SKIPPED_SOLD_OUT', row.id, cycleIndex);
        return DONE;
      }
      if (started !== 'MADE') return failedTry(charge, { code: started.refused, amount: null }, now);
    }
    let order;
    try {
      order = await orders.payAutoship(paymentOrderId, await cardOf(row));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'IDEMPOTENCY_KEY_IN_FLIGHT')
        return { again: new Date(now.getTime() + BUSY_RETRY_MS) };
      // The provider could not be reached: the step is payable again; the runner retries with back-off.
      throw error;
    }
    if (order.status === 'PAYMENT_PENDING') return { again: new Date(now.getTime() + BUSY_RETRY_MS) };
    if (order.status === 'FAILED')
      return failedTry(charge, { code: order.failureCode ?? 'ORDER_FAILED', amount: order.amount }, now);
    await settle(
      charge,
      'CHARGED',
      { orderId: order.id, orderNumber: order.orderNumber, amount: order.amount },
      now,
      settleCycle
    );
    const left = (await read.charge(row.id, cycleIndex))?.skippedProductIds ?? [];
    if (left.length > 0)
      await deps.notify?.('AUTOSHIP_LINES_SOLD_OUT', row.id, cycleIndex, {
        orderNumber: order.orderNumber,
        count: left.length
      });
    return DONE;
  };
}
