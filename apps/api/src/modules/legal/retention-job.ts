import type { FastifyBaseLogger } from 'fastify';
import { RETENTION_POLICY } from '@mall/domain';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { RetentionRepository } from './retention.repository.ts';

/** The personal-data retention sweep, one recurring job (key `personal-data`) that puts itself back on the queue. */
export const PRIVACY_RETENTION_JOB = 'privacy-retention';
const RETENTION_KEY = 'personal-data';
/** Twice a day: nothing waits longer than half a day past its period. */
export const PRIVACY_RETENTION_EVERY_MS = 12 * 60 * 60_000;
/** Rows per statement, and statements per run; a run that stops full comes back in a minute for the rest. */
const BATCH = 500;
const MAX_BATCHES = 20;
const DAY_MS = 24 * 60 * 60_000;

export type RetentionCounts = {
  identityRequests: number;
  members: number;
  addresses: number;
  orders: number;
};

/** `at` minus whole years (from a 29 February the instant lands on 1 March, one day later: on the safe side). */
function yearsBefore(at: Date, years: number): Date {
  const before = new Date(at);
  before.setUTCFullYear(before.getUTCFullYear() - years);
  return before;
}

/**
 * One pass of the retention policy at `now` (docs/decisions/093, RETENTION_POLICY): identity-verification requests
 * after 90 days, withdrawn members' own record and address book after the rejoin date, the contact copies on
 * withdrawn members' and guests' orders after 5 years. Batched; answers the counts and whether work remains.
 */
export async function runRetention(
  repository: RetentionRepository,
  now: Date
): Promise<{ counts: RetentionCounts; more: boolean }> {
  const steps: Array<[keyof RetentionCounts, (limit: number) => Promise<number>]> = [
    [
      'identityRequests',
      (limit) =>
        repository.eraseIdentityRequests(
          new Date(now.getTime() - RETENTION_POLICY.identityVerificationDays * DAY_MS),
          limit
        )
    ],
    [
      'members',
      (limit) =>
        repository.eraseWithdrawnMembers(
          new Date(now.getTime() - RETENTION_POLICY.withdrawnMemberDays * DAY_MS),
          limit
        )
    ],
    [
      'addresses',
      (limit) =>
        repository.deleteWithdrawnAddresses(
          new Date(now.getTime() - RETENTION_POLICY.withdrawnMemberDays * DAY_MS),
          limit
        )
    ],
    [
      'orders',
      (limit) => repository.eraseOldOrders(yearsBefore(now, RETENTION_POLICY.orderRecordYears), limit)
    ]
  ];
  const counts: RetentionCounts = { identityRequests: 0, members: 0, addresses: 0, orders: 0 };
  let more = false;
  for (const [name, step] of steps) {
    for (let batch = 0; ; batch += 1) {
      if (batch === MAX_BATCHES) {
        more = true;
        break;
      }
      const changed = await step(BATCH);
      counts[name] += changed;
      if (changed < BATCH) break;
    }
  }
  return { counts, more };
}

/**
 * The retention job on the durable queue (docs/decisions/068): queued by the runner when it starts, so it runs in
 * the process that runs jobs; each run that changed anything is recorded (counts only) and logged.
 */
export function privacyRetentionHandlers(
  repository: RetentionRepository,
  log: FastifyBaseLogger
): Record<string, JobHandler> {
  const sweep: JobHandler = async (_job, now) => {
    const { counts, more } = await runRetention(repository, now);
    const total = counts.identityRequests + counts.members + counts.addresses + counts.orders;
    if (total > 0) {
      await repository.record({ at: now, ...counts });
      log.info({ job: PRIVACY_RETENTION_JOB, ...counts }, 'personal data past its retention period erased');
    }
    return { again: new Date(now.getTime() + (more ? 60_000 : PRIVACY_RETENTION_EVERY_MS)) };
  };
  sweep.recurringKey = RETENTION_KEY;
  return { [PRIVACY_RETENTION_JOB]: sweep };
}
