import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Work that happens later or on a clock (ARCHITECTURE §7, docs/decisions/068): one row per unit of work, unique by
 * kind and key, so enqueuing the same work twice changes nothing. A runner claims due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), so several API processes never run one job at once and a
 * job whose process died is taken again when its lease ends.
 */
export const jobs = pgTable(
  'job',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: at('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    doneAt: at('done_at'),
    createdAt: at('created_at').notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('job_kind_key_uq').on(t.kind, t.key),
    // The runner's scan: due, unfinished work.
    index('job_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} IS NULL`),
    check('job_attempts_check', sql`${t.attempts} >= 0`)
  ]
);
