import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { SocialProvider } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import {
  socialAccounts,
  socialLoginStates,
  socialPendingProfiles,
  type SocialCallbackFields
} from './social.table.ts';

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type SocialStateRow = typeof socialLoginStates.$inferSelect;
export type SocialPendingRow = typeof socialPendingProfiles.$inferSelect;

/** PostgreSQL's unique-violation, seen through Drizzle's wrapper. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause?.code === '23505';
}

export function createSocialRepository(db: Executor) {
  return {
    async findLink(provider: SocialProvider, providerUserId: string): Promise<SocialAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(socialAccounts)
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)))
        .limit(1);
      return row;
    },

    async linksOf(userSeqNo: number): Promise<SocialAccountRow[]> {
      return db.select().from(socialAccounts).where(eq(socialAccounts.userSeqNo, userSeqNo));
    },

    /** Throws the driver's unique violation when either side is already linked. */
    async insertLink(link: {
      provider: SocialProvider;
      providerUserId: string;
      userSeqNo: number;
      linkedAt: Date;
    }): Promise<void> {
      await db.insert(socialAccounts).values(link);
    },

    async touchLink(id: number, at: Date): Promise<void> {
      await db.update(socialAccounts).set({ lastLoginAt: at }).where(eq(socialAccounts.id, id));
    },

    /** Removes the member's own link only; false when there was none. */
    async deleteLink(userSeqNo: number, provider: SocialProvider): Promise<boolean> {
      const rows = await db
        .delete(socialAccounts)
        .where(and(eq(socialAccounts.userSeqNo, userSeqNo), eq(socialAccounts.provider, provider)))
        .returning({ id: socialAccounts.id });
      return rows.length === 1;
    },

    async insertState(row: typeof socialLoginStates.$inferInsert): Promise<void> {
      await db.insert(socialLoginStates).values(row);
    },

    /** Spends a state: answers it only if it was live and unused, in one statement (no double use). */
    async useState(stateHash: string, at: Date): Promise<SocialStateRow | undefined> {
      const [row] = await db
        .update(socialLoginStates)
        .set({ usedAt: at })
        .where(
          and(
            eq(socialLoginStates.stateHash, stateHash),
            isNull(socialLoginStates.usedAt),
            gt(socialLoginStates.expiresAt, at)
          )
        )
        .returning();
      return row;
    },

    /**
     * Records what a form_post provider posted for a live, unused state of that provider; the first post
     * wins (false: unknown, spent, expired, other provider, or already posted).
     */
    async recordCallback(
      stateHash: string,
      provider: SocialProvider,
      fields: SocialCallbackFields,
      at: Date
    ): Promise<boolean> {
      const rows = await db
        .update(socialLoginStates)
        .set({ callback: fields })
        .where(
          and(
            eq(socialLoginStates.stateHash, stateHash),
            eq(socialLoginStates.provider, provider),
            isNull(socialLoginStates.usedAt),
            isNull(socialLoginStates.callback),
            gt(socialLoginStates.expiresAt, at)
          )
        )
        .returning({ stateHash: socialLoginStates.stateHash });
      return rows.length === 1;
    },

    async insertPending(row: typeof socialPendingProfiles.$inferInsert): Promise<void> {
      await db.insert(socialPendingProfiles).values(row);
    },

    async findPending(tokenHash: string, at: Date): Promise<SocialPendingRow | undefined> {
      const [row] = await db
        .select()
        .from(socialPendingProfiles)
        .where(and(eq(socialPendingProfiles.tokenHash, tokenHash), gt(socialPendingProfiles.expiresAt, at)))
        .limit(1);
      return row;
    },

    /** Marks the profile as linked; false if it already was (single use for linking). */
    async markLinked(tokenHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(socialPendingProfiles)
        .set({ linkedAt: at })
        .where(
          and(
            eq(socialPendingProfiles.tokenHash, tokenHash),
            isNull(socialPendingProfiles.linkedAt),
            gt(socialPendingProfiles.expiresAt, at)
          )
        )
        .returning({ tokenHash: socialPendingProfiles.tokenHash });
      return rows.length === 1;
    },

    /** Spends the token for a sign-in; false if it was spent (or expired) already. */
    async consumePending(tokenHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(socialPendingProfiles)
        .set({ consumedAt: at })
        .where(
          and(
            eq(socialPendingProfiles.tokenHash, tokenHash),
            isNull(socialPendingProfiles.consumedAt),
            gt(socialPendingProfiles.expiresAt, at)
          )
        )
        .returning({ tokenHash: socialPendingProfiles.tokenHash });
      return rows.length === 1;
    },

    /** Housekeeping: states and pending profiles past their time (called opportunistically). */
    async purgeExpired(before: Date): Promise<void> {
      await db.delete(socialLoginStates).where(lt(socialLoginStates.expiresAt, before));
      await db.delete(socialPendingProfiles).where(lt(socialPendingProfiles.expiresAt, before));
    }
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
