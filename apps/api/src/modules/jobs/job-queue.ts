import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobs } from './job.table.ts';

export type JobRow = typeof jobs.$inferSelect;

/** The job still under the lease its runner took (not done, not taken over after the lease ran out). */
const leased = (job: Pick<JobRow, 'id' | 'lockedUntil'>) =>
  and(
    eq(jobs.id, job.id),
    isNull(jobs.doneAt),
    job.lockedUntil ? eq(jobs.lockedUntil, job.lockedUntil) : isNull(jobs.lockedUntil)
  );

/**
 * The durable queue (docs/decisions/068) on the shop's own database: PostgreSQL or the embedded one alike, so
 * the demo and CI run the same code as production. `enqueue` is idempotent by (kind, key).
 */
export function createJobQueue(db: Executor) {
  return {
    /**
     * Adds the work once: a second enqueue of the same kind and key while it is not done changes nothing (a
     * done one is started again, e.g. a parcel shipped a second time after a wrong number was corrected).
     */
    async enqueue(kind: string, key: string, payload: Record<string, unknown>, runAt: Date): Promise<void> {
      await db
        .insert(jobs)
        .values({ kind, key, payload, runAt })
        .onConflictDoUpdate({
          target: [jobs.kind, jobs.key],
          set: { payload, runAt, attempts: 0, doneAt: null, lastError: null, lockedUntil: null },
          setWhere: sql`${jobs.doneAt} IS NOT NULL`
        });
    },

    /** `enqueue` of many units of one kind in one statement (a sweep's page). */
    async enqueueMany(
      kind: string,
      items: readonly { key: string; payload: Record<string, unknown> }[],
      runAt: Date
    ): Promise<void> {
      if (items.length === 0) return;
      await db
        .insert(jobs)
        .values(items.map((item) => ({ kind, key: item.key, payload: item.payload, runAt })))
        .onConflictDoUpdate({
          target: [jobs.kind, jobs.key],
          set: {
            payload: sql`excluded.payload`,
            runAt: sql`excluded.run_at`,
            attempts: 0,
            doneAt: null,
            lastError: null,
            lockedUntil: null
          },
          setWhere: sql`${jobs.doneAt} IS NOT NULL`
        });
    },

    /**
     * Leases up to `limit` due jobs of the given kinds until `leaseUntil`: rows another runner holds are skipped,
     * not waited for; a lease that ran out (its process died) is taken again.
     */
    async claim(kinds: string[], limit: number, now: Date, leaseUntil: Date): Promise<JobRow[]> {
      if (kinds.length === 0) return [];
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            isNull(jobs.doneAt),
            lte(jobs.runAt, now),
            inArray(jobs.kind, kinds),
            or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now))
          )
        )
        .orderBy(jobs.runAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(jobs)
        .set({ lockedUntil: leaseUntil, attempts: sql`${jobs.attempts} + 1` })
        .where(inArray(jobs.id, due))
        .returning();
      // RETURNING comes in the table's order, not the subquery's: run them in the order they fell due.
      return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
    },

    /** Marks a leased job done; a runner whose lease ran out (another took the job) changes nothing. */
    async done(
      job: Pick<JobRow, 'id' | 'lockedUntil'>,
      now: Date,
      error: string | null = null
    ): Promise<void> {
      await db
        .update(jobs)
        .set({ doneAt: now, lockedUntil: null, ...(error ? { lastError: error } : {}) })
        .where(leased(job));
    },

    /** Runs a leased job again at `runAt` (a poll not finished yet, or a failure's back-off), released from its lease. */
    async later(
      job: Pick<JobRow, 'id' | 'lockedUntil'>,
      runAt: Date,
      error: string | null,
      resetAttempts = false
    ): Promise<void> {
      await db
        .update(jobs)
        .set({ runAt, lockedUntil: null, lastError: error, ...(resetAttempts ? { attempts: 0 } : {}) })
        .where(leased(job));
    },

    async byKey(kind: string, key: string): Promise<JobRow | undefined> {
      const [row] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, kind), eq(jobs.key, key)))
        .limit(1);
      return row;
    }
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
