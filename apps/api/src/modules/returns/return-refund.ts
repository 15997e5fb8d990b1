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
  now = () => new Date()
}: {
  db: Database;
  payments: PaymentProvider;
  benefits: OrderBenefits;
  notify: NotificationService['notify'];
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
      return { orderId: order.id, cashRefund: refund.cashRefund };
    });
  }

  const pay: JobHandler = async (job) => {
    const returnId = Number(job.payload.returnId);
    const settled = await settleFigures(returnId);
    if (!settled) return { done: true };
    const repository = createReturnRepository(db);
    for (const part of await repository.pendingSteps(returnId)) {
      if (!part.paymentKey) throw new Error(`step ${part.step} of return ${returnId} has no paymentKey`);
      await payments.cancel(
        part.paymentKey,
        { cancelReason: '반품 환불', cancelAmount: part.amount },
        refundKey(returnId, part.step)
      );
      await db.transaction((tx) =>
        createReturnRepository(tx).stepCancelled(returnId, part.step, part.paymentId, part.amount, now())
      );
    }
    await db.transaction(async (tx) => {
      const moved = await createReturnRepository(tx).move(returnId, 'refund', { refundedAt: now() });
      if (moved)
        await notify('RETURN_REFUNDED', settled.orderId, { amount: settled.cashRefund, ref: returnId }, tx);
    });
    return { done: true };
  };

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
