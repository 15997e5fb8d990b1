import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid
} from 'drizzle-orm/pg-core';
import { users } from '../member/member.table.ts';

/**
 * Refresh tokens: opaque to the client, stored as a SHA-256 hash, rotated on every use. All tokens
 * descending from one login share a family; presenting a rotated token revokes the family.
 */
export const refreshTokens = pgTable(
  'auth_refresh_token',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    userSeqNo: bigint('user_seq_no', { mode: 'number' })
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    /** Auto-login: the cookie outlives the browser session. */
    persistent: boolean('persistent').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index('auth_refresh_token_family_idx').on(t.familyId),
    index('auth_refresh_token_user_idx').on(t.userSeqNo)
  ]
);

/** Secrets generated once per installation and shared by every API process through the database. */
export const appSecrets = pgTable('auth_app_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
});

/**
 * Wrong passwords for login names that are no member (docs/decisions/041): counted and locked like a
 * member's, so the token call answers an unknown id as it answers a known one. Keyed by a keyed hash of
 * the normalised name (a mistyped password in the id field is not kept).
 */
export const loginNameFailures = pgTable(
  'auth_login_name_failure',
  {
    nameHash: text('name_hash').primaryKey(),
    failedCount: integer('failed_count').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull()
  },
  (t) => [index('auth_login_name_failure_updated_idx').on(t.updatedAt)]
);

/**
 * Wrong passwords per client address (per hour) and per client address and account (per UTC day), in
 * fixed windows; keys are keyed hashes. Past windows are deleted as new failures are counted.
 */
export const loginThrottle = pgTable(
  'auth_login_throttle',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull(),
    /** The account's keyed hash on per-account rows, so an unlock or a reset can forget them. */
    accountKey: text('account_key')
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('auth_login_throttle_end_idx').on(t.windowEnd),
    index('auth_login_throttle_account_idx').on(t.accountKey)
  ]
);

/** Mailed unlock links: 32 random bytes kept as SHA-256, short-lived, single use (docs/decisions/041). */
export const unlockTokens = pgTable(
  'auth_unlock_token',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userSeqNo: bigint('user_seq_no', { mode: 'number' })
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('auth_unlock_token_user_idx').on(t.userSeqNo)]
);
