import type { JobHandler } from '../jobs/job-runner.ts';
import type { DiveInService } from './dive-in.service.ts';

/** The sweep of old view rows, one recurring job (key `views`) that puts itself back on the queue. */
export const DIVE_IN_VIEW_SWEEP_JOB = 'dive-in-view-sweep';
const SWEEP_KEY = 'views';
/** Rows only matter on their own day: a few sweeps a day keep the table to about two days of viewers. */
export const DIVE_IN_VIEW_SWEEP_EVERY_MS = 6 * 60 * 60_000;

/**
 * The view counter's dedupe rows (dive_in_view: one per video, viewer and Korean day) are needed for the day they
 * count only; the sweep forgets those older than yesterday on the durable job queue (docs/decisions/068): the
 * process that runs jobs queues it at its start and does it once whatever the number of API processes.
 */
export function diveInViewSweepHandlers(
  service: Pick<DiveInService, 'sweepViews'>
): Record<string, JobHandler> {
  const sweep: JobHandler = async (_job, now) => {
    await service.sweepViews(now);
    return { again: new Date(now.getTime() + DIVE_IN_VIEW_SWEEP_EVERY_MS) };
  };
  // Queued by the job runner when it starts (a recurring job).
  sweep.recurringKey = SWEEP_KEY;
  return { [DIVE_IN_VIEW_SWEEP_JOB]: sweep };
}
