import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../member/member.table.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's saved card (SPEC §3 Saved card, issue 17, docs/decisions/073): a billing key the payment provider
 * issued for the card, never the card number (SAQ-A). The key is sealed bound to the member; the masked number and
 * issuer are what the provider answered, for display. The card password (6 digits, SPEC §5) is a slow, peppered
 * hash with its failure count; five wrong tries lock it until an identity-verified reset. A deleted card keeps its
 * row (orders name it) without a key.
 */
export const favoriteCards = pgTable(
  'favorite_card',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userSeqNo: bigint('user_seq_no', { mode: 'number' })
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    customerKey: text('customer_key').notNull(),
    /** sha256 of the provider's single-use authKey: a repeated registration finds its card instead of a second. */
    authKeyHash: text('auth_key_hash').notNull().unique(),
    /** Null once deleted (the key is also deleted at the provider). */
    billingKeySealed: text('billing_key_sealed'),
    issuerCode: text('issuer_code'),
    cardNumberMasked: text('card_number_masked').notNull(),
    cardType: text('card_type'),
    ownerType: text('owner_type'),
    /** SPEC's fixedTermYn: the card autoship charges; at most one live one per member. */
    fixedTerm: boolean('fixed_term').notNull().default(false),
    orderPasswordHash: text('order_password_hash'),
    passwordFailCount: integer('password_fail_count').notNull().default(0),
    passwordLockedAt: at('password_locked_at'),
    registeredAt: at('registered_at').notNull(),
    deletedAt: at('deleted_at')
  },
  (t) => [
    index('favorite_card_member_idx').on(t.userSeqNo, t.registeredAt),
    uniqueIndex('favorite_card_fixed_term_uq')
      .on(t.userSeqNo)
      .where(sql`${t.fixedTerm} AND ${t.deletedAt} IS NULL`)
  ]
);
