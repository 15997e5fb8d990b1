import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { UserType } from '@mall/domain';
import { users } from '../member/member.table.ts';

/**
 * Members of the brand's previous mall, as imported from its database (docs/decisions/016). Passwords
 * stay in the old scheme (hex SHA-256 of salt + password) until the member migrates and chooses a new
 * one; `migrated_at` is set once, in the transaction that creates the member here.
 */
export const legacyMembers = pgTable(
  'legacy_member',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The old login id, lower-case. */
    legacyLoginId: text('legacy_login_id').notNull(),
    passwordSalt: text('password_salt').notNull(),
    /** Hex SHA-256 of (salt + password), as the old mall stored it. */
    passwordHash: text('password_hash').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    email: text('email'),
    mobileNumber: text('mobile_number'),
    legacyMemberNumber: text('legacy_member_number').notNull(),
    userType: text('user_type').$type<UserType>().notNull(),
    referralUserNumber: text('referral_user_number'),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    /** SHA-256 of the migrate id mailed to the member (GET migrate/info/without-password/{id}). */
    migrateIdHash: text('migrate_id_hash'),
    migrateIdExpiresAt: timestamp('migrate_id_expires_at', { withTimezone: true }),
    migratedAt: timestamp('migrated_at', { withTimezone: true }),
    migratedUserSeqNo: bigint('migrated_user_seq_no', { mode: 'number' }).references(() => users.userSeqNo, {
      onDelete: 'set null'
    })
  },
  (t) => [
    uniqueIndex('legacy_member_login_id_uq').on(t.legacyLoginId),
    uniqueIndex('legacy_member_number_uq').on(t.legacyMemberNumber),
    uniqueIndex('legacy_member_migrate_id_uq').on(t.migrateIdHash),
    uniqueIndex('legacy_member_migrated_user_uq').on(t.migratedUserSeqNo),
    check('legacy_member_login_id_check', sql`${t.legacyLoginId} = lower(${t.legacyLoginId})`),
    check(
      'legacy_member_type_check',
      sql`${t.userType} IN ('BEAUTY_CONSUMER', 'NON_REF_CUSTOMER', 'SOLE_PROPRIETORSHIP')`
    )
  ]
);

/** Single-use migrate tokens (30 minutes), stored as SHA-256 hashes. */
export const migrateTokens = pgTable(
  'legacy_migrate_token',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    legacyMemberId: bigint('legacy_member_id', { mode: 'number' })
      .notNull()
      .references(() => legacyMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('legacy_migrate_token_member_idx').on(t.legacyMemberId)]
);
