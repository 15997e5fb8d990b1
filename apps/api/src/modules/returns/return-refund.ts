import type { NotificationService } from '../notification/notification.service.ts';
import type { Database } from '../../db/client.ts';
import type { OrderBenefits } from '../benefits/benefits.contract.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import type { Executor } from '../../db/client.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import { createReturnRepository } from './return.repository.ts';
import { refundOf, shownRefund } from './return-figures.ts';

export const REFUND_RETURN_JOB = 'refund-return';
/** How long a partial cancel holds its payment: longer than the provider's 30 s time-out. */
const CLAIM_MS = 60_000;

/** The provider's idempotency key of one card step's part of one return's refund. */
export const refundKey = (returnId: number, step: number) => `return-${returnId}-${step}`;

/**
 * Pays collected returns back (issue 16 item 5, docs/decisions/071), as a durable job per return: the figures
 * computed once under the order's lock with the points moved in the same transaction, then each card step's part
 * cancelled at the provider by its own idempotency key and recorded, then REFUNDED and the notice. A crash or a
 * refusal anywhere leaves the job to run again from where it stopped; nothing is paid twice.
 */
export function createReturnRefunds({
  db,
  payments,
  benefits,
  notify,
  linesRefunded,
  now = () => new Date()
}: {
  db: Database;
  payments: PaymentProvider;
  benefits: OrderBenefits;
  notify: NotificationService['notify'];
  /** Told in the settling transaction which order lines the return refunds (reviews give their points back). */
  linesRefunded?: (tx: Executor, orderLineIds: readonly number[]) => Promise<void>;
  now?: () => Date;
}) {
  /** The figures and the points, once: a second run finds the row and goes on to the card steps. */
  async function settleFigures(returnId: number) {
    return db.transaction(async (tx) => {
      const repository = createReturnRepository(tx);
      const row = await repository.byId(returnId);
      if (!row || row.ret.status !== 'COLLECTED') return null;
      const order = await repository.lockOrder(row.ret.orderId);
      if (!order) return null;
      const existing = await repository.refundOf(returnId);
      if (existing) return { orderId: order.id, cashRefund: existing.cashRefund };
      const lines = await repository.linesOf([returnId]);
      const requested = lines.map((line) => ({ lineId: line.orderLineId, quantity: line.quantity }));
      const { refund, steps } = await refundOf(repository, order, requested, row.ret.reason, returnId);
      await repository.insertRefund(
        {
          returnId,
          orderId: order.id,
          figures: { ...shownRefund(refund), earnPointReduced: refund.earnPointReduced },
          cashRefund: refund.cashRefund,
          pointsBack: refund.pointsBack
        },
        steps
      );
      if (order.userSeqNo !== null && (refund.pointsBack > 0 || refund.pointsEarnedTakenBack > 0))
        await benefits.returnPoints(tx, order.userSeqNo, order.id, returnId, {
          back: refund.pointsBack,
          takeBack: refund.pointsEarnedTakenBack
        });
      await repository.reduceEarnPoint(order.id, refund.earnPointReduced);
      await linesRefunded?.(
        tx,
        requested.map((line) => line.lineId)
      );
      return { orderId: order.id, cashRefund: refund.cashRefund };
    });
  }

  /**
   * One card step's part. The payment is claimed first (one partial cancel of it at a time, the claim a short
   * update: no lock is held over the provider's call) and cancelled with the balance we recorded, so a part the
   * provider already took (a crash before it was recorded, past the idempotency key's life) is refused rather
   * than paid again, and is then found among the payment's cancels by its reason.
   */
  async function cancelPart(returnId: number, step: number) {
    const repository = createReturnRepository(db);
    const part = (await repository.pendingSteps(returnId)).find((pending) => pending.step === step);
    if (!part) return;
    if (!part.paymentKey) throw new Error(`step ${step} of return ${returnId} has no paymentKey`);
    const at = now();
    const balance = await repository.claimPayment(part.paymentId, at, new Date(at.getTime() + CLAIM_MS));
    if (balance === null) throw new Error(`payment ${part.paymentId} is being refunded by another return`);
    const cancelReason = `반품 환불 R${returnId}-${step}`;
    try {
      try {
        await payments.cancel(
          part.paymentKey,
          { cancelReason, cancelAmount: part.amount, refundableAmount: balance },
          refundKey(returnId, step)
        );
      } catch (error) {
        const atProvider = await payments.findByOrderId(part.paymentOrderId);
        if (!atProvider?.cancels.some((cancel) => cancel.cancelReason === cancelReason)) throw error;
      }
    } catch (error) {
      await repository.releasePayment(part.paymentId);
      throw error;
    }
    await db.transaction((tx) =>
      createReturnRepository(tx).stepCancelled(returnId, step, part.paymentId, part.amount, now())
    );
  }

  const pay: JobHandler = async (job) => {
    const returnId = Number(job.payload.returnId);
    const settled = await settleFigures(returnId);
    if (!settled) return { done: true };
    for (const part of await createReturnRepository(db).pendingSteps(returnId))
      await cancelPart(returnId, part.step);
    await db.transaction(async (tx) => {
      const moved = await createReturnRepository(tx).move(returnId, 'refund', { refundedAt: now() });
      if (moved)
        await notify('RETURN_REFUNDED', settled.orderId, { amount: settled.cashRefund, ref: returnId }, tx);
    });
    return { done: true };
  };

  // Money owed is never given up: the desk sees the last error and the overdue refund until it is paid.
  pay.persistent = true;

  return {
    handlers: { [REFUND_RETURN_JOB]: pay } as Record<string, JobHandler>,
    /** Queued in the collection's transaction: the refund starts once the goods are back. */
    queue: (exec: Executor, returnId: number) =>
      createJobQueue(exec).enqueue(REFUND_RETURN_JOB, String(returnId), { returnId }, now()),
    /** The refund job's last failure, for the desk. */
    async lastError(returnId: number): Promise<string | null> {
      const job = await createJobQueue(db).byKey(REFUND_RETURN_JOB, String(returnId));
      return job?.lastError ?? null;
    }
  };
}

export type ReturnRefunds = ReturnType<typeof createReturnRefunds>;
