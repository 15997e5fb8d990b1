import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  (t) => [index('auth_refresh_token_family_idx').on(t.familyId), index('auth_refresh_token_user_idx').on(t.userSeqNo)]
);

/** Secrets generated once per installation and shared by every API process through the database. */
export const appSecrets = pgTable('auth_app_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
});
