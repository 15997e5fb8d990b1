import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { verificationCodes } from './email-verification.table.ts';

export type EmailVerificationRow = typeof verificationCodes.$inferSelect;

export function createEmailVerificationRepository(db: Executor) {
  return {
    async latest(purpose: string, target: string): Promise<EmailVerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1);
      return row;
    },

    /** Codes mailed and wrong tries spent for an address and purpose since a moment. */
    async usageSince(
      purpose: string,
      target: string,
      since: Date
    ): Promise<{ codes: number; attempts: number }> {
      const [row] = await db
        .select({
          codes: sql<number>`count(*)`.mapWith(Number),
          attempts: sql<number>`coalesce(sum(${verificationCodes.attempts}), 0)`.mapWith(Number)
        })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.target, target),
            gt(verificationCodes.createdAt, since)
          )
        );
      return { codes: row?.codes ?? 0, attempts: row?.attempts ?? 0 };
    },

    async insert(row: typeof verificationCodes.$inferInsert): Promise<void> {
      await db.insert(verificationCodes).values(row);
    },

    /** Counts an attempt atomically; answers the count after it. */
    async countAttempt(id: number): Promise<number> {
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, id))
        .returning({ attempts: verificationCodes.attempts });
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
    },

    /** Marks the code verified once; false when it already was (a replayed check). */
    async markVerified(id: number, proofHash: string, at: Date, proofExpiresAt: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ verifiedAt: at, proofHash, proofExpiresAt })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.verifiedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },

    /** Spends a proof for that purpose and address; false when unknown, expired or already used. */
    async consumeProof(purpose: string, target: string, proofHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ proofUsedAt: at })
        .where(
          and(
            eq(verificationCodes.proofHash, proofHash),
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.target, target),
            isNull(verificationCodes.proofUsedAt),
            gt(verificationCodes.proofExpiresAt, at)
          )
        )
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    }
  };
}

export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;
