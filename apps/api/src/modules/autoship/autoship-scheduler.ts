import { autoshipChargeKey, cyclesDueAt, seoulDate } from '@mall/domain';
import type { Database } from '../../db/client.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { createAutoshipCharger, type ChargeDeps } from './autoship-charge.ts';
import { createAutoshipRepository, stateOf } from './autoship.repository.ts';

/** The sweep that finds due subscriptions, re-run by itself every SWEEP_EVERY_MS (one row: key `sweep`). */
export const AUTOSHIP_SWEEP_JOB = 'autoship-sweep';
/** One cycle of one subscription, keyed `autoshipChargeKey(id, cycle)`. */
export const AUTOSHIP_CHARGE_JOB = 'autoship-charge';
const SWEEP_KEY = 'sweep';
export const AUTOSHIP_SWEEP_EVERY_MS = 5 * 60_000;
/** Due subscriptions read per query. */
const SWEEP_PAGE = 500;

/**
 * The autoship scheduler on the durable job queue (docs/decisions/068, 074). The sweep reads the ACTIVE
 * subscriptions whose pending cycle is due, a page per query, and queues each one's `autoship-charge` job under the
 * cycle's key: two sweeps (two processes, or one that ran twice) queue it once, and a cycle's job that is already
 * waiting (a retry at its time) is left as it is. The charge job charges the cycle at most once
 * (autoship-charge.ts).
 */
export function createAutoshipScheduler(deps: ChargeDeps & { db: Database }) {
  const queue = createJobQueue(deps.db);
  const read = createAutoshipRepository(deps.db);
  const chargeCycle = createAutoshipCharger(deps);

  /** Queues the charge of every due cycle at `now`; answers how many subscriptions were due. */
  async function sweep(now: Date): Promise<number> {
    const today = seoulDate(now);
    let after = 0;
    let due = 0;
    for (;;) {
      const page = await read.due(today, after, SWEEP_PAGE);
      const jobs = page.flatMap((row) => {
        // Charged oldest first, one at a time: the next is queued once this one is settled.
        const [first] = cyclesDueAt(stateOf(row), now);
        return first
          ? [
              {
                key: autoshipChargeKey(row.id, first.cycleIndex),
                payload: { autoshipId: row.id, cycleIndex: first.cycleIndex }
              }
            ]
          : [];
      });
      await queue.enqueueMany(AUTOSHIP_CHARGE_JOB, jobs, now);
      due += jobs.length;
      if (page.length < SWEEP_PAGE) return due;
      after = page.at(-1)!.id;
    }
  }

  const charge: JobHandler = (job, now) =>
    chargeCycle(Number(job.payload.autoshipId), Number(job.payload.cycleIndex), now);
  // Money may be in flight (a charge not heard back on): never given up, retried hourly after the back-off.
  charge.persistent = true;
  const sweepJob: JobHandler = async (_job, now) => {
    await sweep(now);
    return { again: new Date(now.getTime() + AUTOSHIP_SWEEP_EVERY_MS) };
  };
  sweepJob.persistent = true;

  return {
    sweep,
    chargeCycle,
    handlers: { [AUTOSHIP_SWEEP_JOB]: sweepJob, [AUTOSHIP_CHARGE_JOB]: charge } as Record<string, JobHandler>,
    /** Puts the sweep on the queue (once: a waiting sweep is left as it is); the process that runs jobs calls it. */
    start(now: Date): Promise<void> {
      return queue.enqueue(AUTOSHIP_SWEEP_JOB, SWEEP_KEY, {}, now);
    }
  };
}

export type AutoshipScheduler = ReturnType<typeof createAutoshipScheduler>;
