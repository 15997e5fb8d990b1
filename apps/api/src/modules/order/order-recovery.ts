import { DomainError, fromStatesOf, IDEMPOTENCY_KEY_TTL_MS, PENDING_ORDER_TTL_MS } from '@mall/domain';
import { lt } from 'drizzle-orm';
import { idempotencyKeys } from '../../http/idempotency.table.ts';
import {
  approvedFacts,
  CONFIRM_ASK_AFTER_MS,
  CONFIRM_LEASE_MS,
  type Settlement,
  type SettlementDeps
} from './order-settlement.ts';
import { createOrderRepository } from './order.repository.ts';

/** A READY attempt not heard of for this long is asked about at the provider (a confirm answer that was lost). */
const STALE_ATTEMPT_MS = 5 * 60 * 1000;
/** The interrupted-confirm pass runs this often; the whole sweep every FULL_SWEEP_MS (docs/decisions/044). */
export const RECOVERY_INTERVAL_MS = 5_000;
const FULL_SWEEP_MS = 60_000;

export type RecoveryDeps = Pick<SettlementDeps, 'db' | 'payments' | 'log'> & {
  settlement: Settlement;
  /**
   * Finishes a CANCEL_REQUESTED order (refunds, stock, coupon and points back, CANCELLED): the cancel's own
   * resumable step (order history service). Without it such orders are left alone.
   */
  finishCancel?: (orderId: number) => Promise<unknown>;
};

export type RecoveryReport = {
  confirmed: number;
  failedAttempts: number;
  placed: number;
  refundedOrders: number;
  expiredKeys: number;
};

/**
 * 'confirms': only what a crash mid-confirm leaves (run every few seconds, two indexed queries when there is
 * nothing to do); 'all': the whole sweep.
 */
export type RecoveryScope = 'confirms' | 'all';

/**
 * Finishes what a crash or a closed tab left (docs/decisions/034 "Recovery", 044); the same in both database modes.
 * 1. CONFIRMING attempts claimed more than CONFIRM_ASK_AFTER_MS ago (a confirm that should have answered by now,
 *    or whose process died) and, in the whole sweep, READY attempts untouched for STALE_ATTEMPT_MS are looked up at
 *    the provider: a DONE payment of exactly the attempt is kept (DONE). A CONFIRMING attempt the provider has not
 *    charged is left to its confirm until CONFIRM_LEASE_MS (the provider call has given up by then), then goes
 *    back to READY; an attempt the provider never charged fails once its order is past PENDING_ORDER_TTL_MS.
 * 2. Pending orders with every step DONE are placed (or refunded when placing is refused, or when an error keeps
 *    placing from finishing past PENDING_ORDER_TTL_MS). In the whole sweep:
 * 3. Pending orders older than PENDING_ORDER_TTL_MS fail; whatever they charged is refunded.
 * 4. FAILED orders with a charged step left (a refund the provider did not take) have their refunds finished;
 *    CANCEL_REQUESTED orders go to the cancel's own `finishCancel` (refunds with stock, coupon and points back).
 * 5. Idempotency keys older than IDEMPOTENCY_KEY_TTL_MS are deleted.
 * Every step is a guarded update, so two processes (or a live confirm and this job) running it at once do no harm.
 */
export async function runRecovery(
  deps: RecoveryDeps,
  now: Date,
  scope: RecoveryScope = 'all'
): Promise<RecoveryReport> {
  const { db, payments, settlement } = deps;
  const repository = createOrderRepository(db);
  const report: RecoveryReport = {
    confirmed: 0,
    failedAttempts: 0,
    placed: 0,
    refundedOrders: 0,
    expiredKeys: 0
  };
  const expired = (at: Date) => now.getTime() - at.getTime() > PENDING_ORDER_TTL_MS;
  const ago = (ms: number) => new Date(now.getTime() - ms);

  const attempts = await repository.attemptsIn(['CONFIRMING'], ago(CONFIRM_ASK_AFTER_MS));
  if (scope === 'all') attempts.push(...(await repository.attemptsIn(['READY'], ago(STALE_ATTEMPT_MS))));
  for (const attempt of attempts) {
    try {
      const order = await repository.order(attempt.orderId);
      if (!order) continue;
      const found = await payments.findByOrderId(attempt.paymentOrderId);
      if (found && found.status === 'DONE' && found.totalAmount === attempt.amount) {
        if (await repository.approve(attempt.id, approvedFacts(found), now)) report.confirmed += 1;
        // A charge for an order that is no longer pending is refunded (below, step 4).
      } else if (
        attempt.status === 'CONFIRMING' &&
        now.getTime() - attempt.updatedAt.getTime() < CONFIRM_LEASE_MS
      ) {
        // Its confirm may still be waiting on the provider: failing or resetting it now could lose that charge.
        continue;
      } else if (order.status !== 'PAYMENT_PENDING' || expired(order.createdAt)) {
        if (
          await repository.moveAttempt(attempt.id, ['READY', 'CONFIRMING'], 'FAILED', now, {
            failureCode: 'EXPIRED'
          })
        )
          report.failedAttempts += 1;
      } else if (attempt.status === 'CONFIRMING') {
        await repository.moveAttempt(attempt.id, ['CONFIRMING'], 'READY', now);
      }
    } catch (error) {
      deps.log?.warn(
        { err: error, paymentOrderId: attempt.paymentOrderId },
        'recovery could not ask the provider'
      );
    }
  }

  const pending =
    scope === 'all' ? await repository.ordersIn(['PAYMENT_PENDING']) : await repository.paidPendingOrders();
  for (const order of pending) {
    try {
      const attempts = await repository.payments(order.id);
      if (attempts.length > 0 && attempts.every((attempt) => attempt.status === 'DONE')) {
        const placed = await settlement.place(order).catch(async (error: unknown) => {
          deps.log?.warn({ err: error, orderId: order.id }, 'recovery could not place a paid order');
          // A refusal has already failed and refunded it; an error that keeps coming back refunds it once the
          // order is past its time (a placed order is never touched: the move is guarded).
          if (!(error instanceof DomainError) && expired(order.createdAt)) {
            await settlement.failAndRefund(order.id, 'PLACEMENT_ERROR', 'Order could not be placed');
          }
          return null;
        });
        if (placed?.order.status === 'PLACED') report.placed += 1;
        else if (placed === null) report.refundedOrders += 1;
      } else if (expired(order.createdAt)) {
        if (await settlement.failAndRefund(order.id, 'PAYMENT_TIMEOUT', 'Payment not completed in time'))
          report.refundedOrders += 1;
      }
    } catch (error) {
      deps.log?.warn({ err: error, orderId: order.id }, 'recovery of a pending order failed');
    }
  }
  if (scope !== 'all') return report;

  for (const orderId of await repository.ordersWithUnrefundedPayments()) {
    await settlement.refundPayments(orderId, 'Refund finished by recovery');
  }
  if (deps.finishCancel) {
    for (const order of await repository.ordersIn(fromStatesOf('finishCancel'))) {
      await deps
        .finishCancel(order.id)
        .catch((error: unknown) =>
          deps.log?.warn({ err: error, orderId: order.id }, 'recovery could not finish a cancel')
        );
    }
  }

  const keys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  report.expiredKeys = keys.length;
  return report;
}

/**
 * Runs the job at start-up and then every `intervalMs` (5 s): the interrupted-confirm pass each time, the whole
 * sweep when `fullEveryMs` (a minute) has passed since the last one. A pass still running when the next is due is
 * not doubled. `stop` ends it (app close). Errors are logged, never thrown.
 */
export function startRecovery(
  deps: RecoveryDeps,
  intervalMs = RECOVERY_INTERVAL_MS,
  fullEveryMs = FULL_SWEEP_MS,
  clock: () => Date = () => new Date()
): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  let lastFull = -Infinity;
  const tick = () => {
    if (stopped || running) return;
    const at = clock();
    const scope: RecoveryScope = at.getTime() - lastFull >= fullEveryMs ? 'all' : 'confirms';
    if (scope === 'all') lastFull = at.getTime();
    running = runRecovery(deps, at, scope)
      .catch((error: unknown) => deps.log?.error({ err: error }, 'order recovery failed'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    }
  };
}
