import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './member.table.ts';

/**
 * Password-reset proofs earned by identity verification (docs/decisions/019): bound to one member,
 * stored as a SHA-256 of 32 random bytes, usable once within half an hour. Proofs earned by a mailed
 * code live with the code in `verification_code`.
 */
export const passwordResetProofs = pgTable(
  'member_reset_proof',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userSeqNo: bigint('user_seq_no', { mode: 'number' })
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    proofHash: text('proof_hash').notNull().unique(),
    /** The identity verification (certification_request.request_id) that earned it. */
    certificationRequestId: text('certification_request_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('member_reset_proof_user_idx').on(t.userSeqNo)]
);
