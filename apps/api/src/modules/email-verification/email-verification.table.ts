import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Six-digit codes mailed to prove an address, and the single-use proof handed out once a code
 * matches. Codes and proofs are stored only as salted hashes.
 */
export const verificationCodes = pgTable(
  'verification_code',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    proofHash: text('proof_hash').unique(),
    proofExpiresAt: timestamp('proof_expires_at', { withTimezone: true }),
    proofUsedAt: timestamp('proof_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('verification_code_target_idx').on(t.purpose, t.target, t.createdAt)]
);
