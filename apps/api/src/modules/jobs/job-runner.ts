import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue, JobRow } from './job-queue.ts';

/** What a handler says about its job: finished, or to be run again at a time (a poll still waiting). */
export type JobOutcome = { done: true } | { again: Date };
export type JobHandler = ((job: JobRow, now: Date) => Promise<JobOutcome>) & {
  /** Never given up (money still to pay back): after MAX_ATTEMPTS it keeps retrying at the longest back-off. */
  persistent?: boolean;
  /**
   * A job that keeps putting itself back on the queue (a periodic sweep): the runner queues it under this key when
   * it starts, so it runs in the process that runs jobs and nowhere else (tests that run jobs by hand queue it).
   */
  recurringKey?: string;
};

/**
 * A failed attempt waits 1, 2, 4 … minutes, at most an hour; after `MAX_ATTEMPTS` the job is given up, unless its
 * handler is `persistent` (it then retries hourly, its last error kept for whoever watches it).
 */
const MAX_ATTEMPTS = 12;
/** Longer than a batch can take (each job's provider call times out within seconds). */
const LEASE_MS = 10 * 60_000;
const BATCH = 10;
const TICK_MS = 5_000;
/**
 * A tick runs batches while they come back full (an autoship sweep queues thousands of charges at once), up to this
 * many, then waits for the next tick.
 */
const MAX_BATCHES_PER_TICK = 100;

function backoffMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/**
 * Runs the due jobs of the registered kinds once (docs/decisions/068): each handler's outcome marks the job done or
 * schedules it again; a throw is retried with back-off and given up (done, with its last error) after
 * MAX_ATTEMPTS. Answers how many jobs ran.
 */
export async function runDueJobs(
  queue: JobQueue,
  handlers: Readonly<Record<string, JobHandler>>,
  now: Date | (() => Date),
  log?: FastifyBaseLogger
): Promise<number> {
  // A clock is read again for each job: the batch's time moves on while earlier jobs wait on a provider.
  const clock = typeof now === 'function' ? now : () => now;
  const start = clock();
  const claimed = await queue.claim(
    Object.keys(handlers),
    BATCH,
    start,
    new Date(start.getTime() + LEASE_MS)
  );
  for (const job of claimed) {
    const at = clock();
    try {
      const handler = handlers[job.kind]!;
      const outcome = await handler(job, at);
      if ('done' in outcome) await queue.done(job, at);
      else await queue.later(job, outcome.again, null, true);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log?.warn({ job: job.kind, key: job.key, attempts: job.attempts, err: error }, 'job failed');
      if (job.attempts >= MAX_ATTEMPTS && !handlers[job.kind]!.persistent) await queue.done(job, at, message);
      else await queue.later(job, new Date(at.getTime() + backoffMs(job.attempts)), message);
    }
  }
  return claimed.length;
}

/**
 * The runner in the process that runs jobs (ADR 064's `jobs` worker, or the single process): every 5 seconds, and
 * batch after batch while they come back full.
 */
export function startJobRunner(
  queue: JobQueue,
  handlers: Readonly<Record<string, JobHandler>>,
  log: FastifyBaseLogger,
  intervalMs = TICK_MS
): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = (async () => {
      for (let batches = 0; !stopped && batches < MAX_BATCHES_PER_TICK; batches += 1) {
        if ((await runDueJobs(queue, handlers, () => new Date(), log)) < BATCH) return;
      }
    })()
      .catch((error: unknown) => log.error({ err: error }, 'job runner failed'))
      .finally(() => {
        running = null;
      });
  };
  // The periodic jobs go on the queue first (a waiting one is left as it is); the first tick waits for them.
  const recurring = Object.entries(handlers).flatMap(([kind, handler]) =>
    handler.recurringKey ? [queue.enqueue(kind, handler.recurringKey, {}, new Date())] : []
  );
  running = Promise.all(recurring)
    .catch((error: unknown) => log.error({ err: error }, 'queueing the periodic jobs failed'))
    .finally(() => {
      running = null;
      tick();
    });
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
