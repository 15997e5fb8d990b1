import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The retention job's record (docs/decisions/093): one row per run that erased anything, with how many rows of
 * each kind it blanked or deleted. Counts only, never whose data it was.
 */
export const privacyErasureRuns = pgTable('privacy_erasure_run', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  identityRequests: integer('identity_requests').notNull(),
  members: integer('members').notNull(),
  addresses: integer('addresses').notNull(),
  orders: integer('orders').notNull()
});
