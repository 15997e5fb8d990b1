import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../member/member.table.ts';

/**
 * Identity-verification requests (휴대폰/카드 본인확인) and, once the vendor answered, the verified
 * person. `request_id` is the public, random request number; a request belongs to the member who
 * started it or to the browser holding the cookie whose hash is kept. CI/DI are stored only as
 * keyed hashes (enough to spot a duplicate account), never in clear.
 */
export const certificationRequests = pgTable(
  'certification_request',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    requestId: text('request_id').notNull().unique(),
    provider: text('provider').notNull(),
    /** The vendor's token for the request (the spec's authToken). */
    tokenVersionId: text('token_version_id').notNull().unique(),
    /**
     * What the vendor adapter needs again to open this request's result (NICE: its crypto token, sealed under a
     * key from the environment; docs/decisions/040). Cleared when the result arrives.
     */
    vendorState: text('vendor_state'),
    method: text('method').notNull(),
    purpose: text('purpose').notNull(),
    userSeqNo: bigint('user_seq_no', { mode: 'number' }).references(() => users.userSeqNo, {
      onDelete: 'cascade'
    }),
    browserKeyHash: text('browser_key_hash'),
    nonce: text('nonce'),
    successPath: text('success_path'),
    errorPath: text('error_path'),
    status: text('status').notNull().default('PENDING'),
    vendorCode: text('vendor_code'),
    /** The vendor's transaction number (the spec's txSn). */
    responseNo: text('response_no'),
    name: text('name'),
    birthDate: text('birth_date'),
    gender: text('gender'),
    nationality: text('nationality'),
    mobileNumber: text('mobile_number'),
    carrier: text('carrier'),
    cardCompany: text('card_company'),
    ciHash: text('ci_hash'),
    diHash: text('di_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    resultExpiresAt: timestamp('result_expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index('certification_request_ci_idx').on(t.ciHash),
    index('certification_request_user_idx').on(t.userSeqNo),
    // The retention job's scan (docs/decisions/093): requests that still hold personal data, by age.
    index('certification_request_retention_idx')
      .on(t.createdAt)
      .where(
        sql`${t.name} IS NOT NULL OR ${t.ciHash} IS NOT NULL OR ${t.browserKeyHash} IS NOT NULL OR ${t.vendorState} IS NOT NULL`
      )
  ]
);
