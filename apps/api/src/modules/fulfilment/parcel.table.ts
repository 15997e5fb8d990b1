import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ParcelStatus } from '@mall/domain';
import { salesOrders } from '../order/order.table.ts';

/**
 * A shipped order's parcel as the carrier last reported it (docs/decisions/066): the events in order. Each poll
 * replaces the order's rows with the provider's answer, so polling again never adds a scan twice.
 */
export const parcelEvents = pgTable(
  'parcel_event',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    at: timestamp('at', { withTimezone: true }),
    status: text('status').$type<ParcelStatus>().notNull(),
    description: text('description'),
    location: text('location')
  },
  (t) => [primaryKey({ columns: [t.orderId, t.seq] })]
);
