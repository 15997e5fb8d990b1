import { eq } from 'drizzle-orm';
import { toCourierCode } from '@mall/domain';
import type { Database, Executor } from '../../db/client.ts';
import type { TrackingEvent, TrackingProvider } from '../../providers/tracking/tracking-provider.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import type { JobHandler, JobOutcome } from '../jobs/job-runner.ts';
import { createOrderRepository, moveOrderBy } from '../order/order.repository.ts';
import { parcelEvents } from './parcel.table.ts';

export const TRACK_PARCEL_JOB = 'track-parcel';
/** A parcel no carrier scan has delivered in this long is left to staff (lost, returned to sender). */
const GIVE_UP_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Follows shipped parcels (issue 16 item 3, docs/decisions/066): shipping an order queues a `track-parcel` job;
 * each run asks the provider, keeps the carrier's events for the order detail and, at a DELIVERED scan, moves the
 * order to DELIVERED (a guarded move: a desk that marked it first wins, the job just ends). Not delivered yet,
 * not scanned yet, or no answer from the provider: it runs again after `pollMs`. A number the carrier never
 * issues is left for staff to correct.
 */
export function createParcelTracking({
  db,
  tracking,
  pollMs,
  onDelivered
}: {
  db: Database;
  tracking: TrackingProvider;
  pollMs: number;
  /** After an order moved to DELIVERED by its carrier's scan (notifications). */
  onDelivered?: (orderId: number) => Promise<void>;
}) {
  const again = (now: Date): JobOutcome => ({ again: new Date(now.getTime() + pollMs) });

  const track: JobHandler = async (job, now) => {
    const orderId = Number(job.key);
    const order = await createOrderRepository(db).order(orderId);
    const courier = order?.courier ? toCourierCode(order.courier) : null;
    if (!order || order.status !== 'SHIPPING' || !courier || !order.trackingNumber) return { done: true };
    if (order.shippedAt && now.getTime() - order.shippedAt.getTime() > GIVE_UP_MS) return { done: true };
    const result = await tracking.track(courier, order.trackingNumber);
    if (!result.ok) {
      if (result.failure === 'INVALID') return { done: true };
      // No scan yet, or the provider could not answer: asked again next poll, until the 30 days are up, so an
      // outage of the provider (or of our credentials) never ends the tracking of a parcel.
      return again(now);
    }
    await keepEvents(orderId, result.events);
    if (result.status !== 'DELIVERED') return again(now);
    const delivered = result.events.findLast((event) => event.status === 'DELIVERED');
    const deliveredAt = delivered?.time ? new Date(delivered.time) : now;
    const moved = await moveOrderBy(db, orderId, 'deliver', now, { deliveredAt });
    if (moved) await onDelivered?.(orderId);
    return { done: true };
  };

  /** The provider's answer replaces what was kept: polling again never adds a scan twice. */
  async function keepEvents(orderId: number, events: TrackingEvent[]) {
    await db.transaction(async (tx) => {
      await tx.delete(parcelEvents).where(eq(parcelEvents.orderId, orderId));
      if (events.length === 0) return;
      await tx.insert(parcelEvents).values(
        events.map((event, seq) => ({
          orderId,
          seq,
          at: event.time ? new Date(event.time) : null,
          status: event.status,
          description: event.description,
          location: event.location
        }))
      );
    });
  }

  return {
    handlers: { [TRACK_PARCEL_JOB]: track } as Record<string, JobHandler>,
    /**
     * Starts following a parcel handed to a courier, the first ask one poll after shipping; in the shipping's
     * transaction when one is given.
     */
    watch: (orderId: number, shippedAt: Date, exec: Executor = db) =>
      createJobQueue(exec).enqueue(
        TRACK_PARCEL_JOB,
        String(orderId),
        {},
        new Date(shippedAt.getTime() + pollMs)
      )
  };
}

export type ParcelTracking = ReturnType<typeof createParcelTracking>;
