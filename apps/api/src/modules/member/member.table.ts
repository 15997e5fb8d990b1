import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex
} from 'drizzle-orm/pg-core';
import type { AccountStatus, UserType } from '@mall/domain';

export const users = pgTable(
  'member_user',
  {
    userSeqNo: bigint('user_seq_no', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Ten-digit member number, shown to people and used as a login name. */
    userNumber: text('user_number').notNull(),
    /** Stored lower-case; unique case-insensitively. */
    loginId: text('login_id').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type').$type<UserType>().notNull(),
    status: text('status').$type<AccountStatus>().notNull().default('ACTIVATED'),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    mobileNumber: text('mobile_number'),
    rank: text('rank').notNull().default('MEMBER'),
    referralUserNumber: text('referral_user_number'),
    isForeign: boolean('is_foreign').notNull().default(false),
    centerName: text('center_name'),
    /** Sent back by the storefront as the Accept-Id header (SPEC §7). */
    acceptId: text('accept_id')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    requiredPasswordChangeDate: date('required_password_change_date', { mode: 'string' }),
    /** Wrong passwords in a row (logins and re-checks); reset by a success, an unlock or a new password. */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    /** A wrong-password lock holds until then (docs/decisions/041); null or past means not locked. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    joinDatetime: timestamp('join_datetime', { withTimezone: true }).notNull().defaultNow(),
    beautyPlannerDatetime: timestamp('beauty_planner_datetime', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    rejoinPossibleAt: timestamp('rejoin_possible_at', { withTimezone: true }),
    withdrawalReason: text('withdrawal_reason'),
    /** The member's own words on leaving (optional, at most 500 characters). */
    withdrawalDetail: text('withdrawal_detail'),
    /**
     * The verified person (identity verification, docs/decisions/018): keyed HMAC of the vendor's CI, one
     * account per person. Null for members who never verified (older accounts, demo data).
     */
    ciHash: text('ci_hash'),
    identityVerifiedAt: timestamp('identity_verified_at', { withTimezone: true }),
    /** The member number before conversion to planner (docs/decisions/018), for support look-ups. */
    previousUserNumber: text('previous_user_number')
  },
  (t) => [
    uniqueIndex('member_user_number_uq').on(t.userNumber),
    uniqueIndex('member_user_login_id_uq').on(t.loginId),
    uniqueIndex('member_user_email_uq').on(t.email),
    uniqueIndex('member_user_ci_hash_uq').on(t.ciHash),
    index('member_user_referral_idx').on(t.referralUserNumber),
    // The staff's member search (issue 19): a period of join dates, newest first.
    index('member_user_join_idx').on(t.joinDatetime),
    // The retention job's scan of withdrawn members by withdrawal time (docs/decisions/093).
    index('member_user_withdrawn_idx')
      .on(t.withdrawnAt)
      .where(sql`${t.status} = 'WITHDRAWN'`),
    check('member_user_number_check', sql`${t.userNumber} ~ '^[0-9]{10}$'`),
    check('member_user_login_id_check', sql`${t.loginId} = lower(${t.loginId})`),
    check(
      'member_user_type_check',
      sql`${t.userType} IN ('BEAUTY_CONSUMER', 'NON_REF_CUSTOMER', 'SOLE_PROPRIETORSHIP')`
    ),
    check(
      'member_user_status_check',
      sql`${t.status} IN ('ACTIVATED', 'LOCK_LOGIN_PASSWORD_FAIL', 'WITHDRAWN')`
    )
  ]
);

/** Each consent answer given at sign-up, with the time it was given. */
export const termsAgreements = pgTable(
  'member_terms_agreement',
  {
    userSeqNo: bigint('user_seq_no', { mode: 'number' })
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    termsCode: text('terms_code').notNull(),
    agreed: boolean('agreed').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    /** The terms_document version agreed (issue 19, ADR 077); null for a consent without a document or before. */
    termsDocumentId: bigint('terms_document_id', { mode: 'number' })
  },
  (t) => [primaryKey({ columns: [t.userSeqNo, t.termsCode] })]
);
