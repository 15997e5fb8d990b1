import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SocialProvider } from '@mall/domain';
import { users } from '../member/member.table.ts';

/** The fields a `form_post` callback carried (Apple): the code or the error, and `user` on first consent. */
export type SocialCallbackFields = { code?: string; error?: string; user?: string };

/** A member's link to a provider account (docs/decisions/010): one account per provider per member. */
export const socialAccounts = pgTable(
  'social_account',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    /** The provider's app-scoped user id (Kakao's Long `id`, kept as text). */
    providerUserId: text('provider_user_id').notNull(),
    userSeqNo: bigint('user_seq_no', { mode: 'number' })
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true })
  },
  (t) => [
    uniqueIndex('social_account_provider_user_uq').on(t.provider, t.providerUserId),
    uniqueIndex('social_account_member_provider_uq').on(t.userSeqNo, t.provider)
  ]
);

/**
 * One authorize round trip: the `state` (kept as a hash), the browser it was started in (hash of the
 * `mall_sso` cookie), the PKCE verifier, and what to do on return. Ten minutes, single use.
 */
export const socialLoginStates = pgTable(
  'social_login_state',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    /** LOGIN (sign in or sign up) or LINK (my page, bound to `user_seq_no`). */
    intent: text('intent').$type<'LOGIN' | 'LINK'>().notNull(),
    userSeqNo: bigint('user_seq_no', { mode: 'number' }).references(() => users.userSeqNo, {
      onDelete: 'cascade'
    }),
    browserKeyHash: text('browser_key_hash').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    codeVerifier: text('code_verifier'),
    /** OpenID Connect nonce (Apple): echoed in the id_token, checked against this. */
    nonce: text('nonce'),
    /**
     * What a `form_post` provider (Apple) posted to the callback, kept until the browser comes back with
     * its binding cookie on the 303'd GET (the cross-site POST carries no SameSite=Lax cookie).
     */
    callback: jsonb('callback').$type<SocialCallbackFields>(),
    returnPath: text('return_path'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('social_login_state_expires_idx').on(t.expiresAt)]
);

/**
 * The verified profile behind a `socialToken` (kept as a hash) for a visitor with no link yet:
 * 30 minutes; it can link one member (sign-up or link-confirmation) and sign in once.
 */
export const socialPendingProfiles = pgTable(
  'social_pending_profile',
  {
    tokenHash: text('token_hash').primaryKey(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    providerUserId: text('provider_user_id').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull(),
    name: text('name'),
    /** Set when the provider gives the name split (Apple); otherwise split from `name` when read. */
    familyName: text('family_name'),
    givenName: text('given_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('social_pending_profile_expires_idx').on(t.expiresAt)]
);
