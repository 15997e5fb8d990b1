import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency-Key records (docs/decisions/034, 044): one row per (scope, key), where scope is the method and route
 * plus the asker (member number or 'guest'). IN_FLIGHT while the first request runs (a retry then gets 409);
 * DONE with the first response, replayed for the same body hash (another body gets 422). Kept at least 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_key',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'IN_FLIGHT' | 'DONE'>().notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /** When the current holder claimed it (a take-over writes its own): it names the claim its holder guards with. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The IN_FLIGHT lease, renewed by its holder while it runs; past it the holder is gone and a retry takes over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull()
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    check('idempotency_state_check', sql`${t.state} IN ('IN_FLIGHT', 'DONE')`)
  ]
);
