import { and, eq } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { SandboxParcelClock } from './sandbox-tracking.ts';

/**
 * What the tracking sandbox remembers (docs/decisions/066): when each parcel was handed to the carrier. Kept in
 * the database, like the Toss sandbox's payments, so a restart does not start every parcel's journey over.
 */
export const sandboxTrackingParcels = pgTable(
  'sandbox_tracking_parcel',
  {
    carrierId: text('carrier_id').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull()
  },
  (t) => [primaryKey({ columns: [t.carrierId, t.trackingNumber] })]
);

/** The sandbox's parcel clock on its table: the first ask (or the registration) fixes a parcel's shipping time. */
export function databaseParcelClock(db: Database): SandboxParcelClock {
  const split = (key: string) => {
    const at = key.indexOf(':');
    return { carrierId: key.slice(0, at), trackingNumber: key.slice(at + 1) };
  };
  return {
    async shippedAt(key, now) {
      const parcel = split(key);
      await db
        .insert(sandboxTrackingParcels)
        .values({ ...parcel, shippedAt: new Date(now) })
        .onConflictDoNothing();
      const [row] = await db
        .select({ shippedAt: sandboxTrackingParcels.shippedAt })
        .from(sandboxTrackingParcels)
        .where(
          and(
            eq(sandboxTrackingParcels.carrierId, parcel.carrierId),
            eq(sandboxTrackingParcels.trackingNumber, parcel.trackingNumber)
          )
        );
      return row?.shippedAt.getTime() ?? now;
    },
    async register(key, at) {
      await db
        .insert(sandboxTrackingParcels)
        .values({ ...split(key), shippedAt: new Date(at) })
        .onConflictDoUpdate({
          target: [sandboxTrackingParcels.carrierId, sandboxTrackingParcels.trackingNumber],
          set: { shippedAt: new Date(at) }
        });
    }
  };
}
