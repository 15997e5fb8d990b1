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
  uniqueIndex,
  uuid
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '@mall/domain';

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The shop's staff (docs/decisions/067): not members. The TOTP secret is kept encrypted (lib/field-encryption);
 * `totp_pending_secret` is one handed out at a first sign-in and not yet confirmed with a code;
 * `totp_used_step` refuses a code used once.
 */
export const staffUsers = pgTable(
  'staff_user',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    loginId: text('login_id').notNull(),
    name: text('name').notNull(),
    department: text('department').notNull(),
    roles: jsonb('roles').$type<StaffRole[]>().notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpUsedStep: bigint('totp_used_step', { mode: 'number' }),
    failedCount: integer('failed_count').notNull().default(0),
    lockedUntil: at('locked_until'),
    disabledAt: at('disabled_at'),
    createdAt: at('created_at').notNull().defaultNow()
  },
  (t) => [uniqueIndex('staff_user_login_uq').on(sql`lower(${t.loginId})`)]
);

/** A signed-in console: the cookie holds a random token, only its SHA-256 is kept; revoked at sign-out. */
export const staffSessions = pgTable(
  'staff_session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: id('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at')
  },
  (t) => [index('staff_session_staff_idx').on(t.staffId)]
);

/**
 * Every staff write and every staff read of member data: who, what, when, before and after. Append-only: the
 * migration adds a trigger that refuses UPDATE and DELETE, so not even the app can rewrite it.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Null for a sign-in attempt with an unknown login id. */
    staffId: id('staff_id').references(() => staffUsers.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    address: text('address'),
    at: at('at').notNull().defaultNow()
  },
  (t) => [
    index('staff_audit_staff_idx').on(t.staffId, t.at),
    index('staff_audit_target_idx').on(t.targetType, t.targetId, t.at),
    check('staff_audit_action_check', sql`length(${t.action}) BETWEEN 1 AND 60`)
  ]
);
