import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { certificationRequests } from './identity-verification.table.ts';

export type IdentityVerificationRow = typeof certificationRequests.$inferSelect;
export type IdentityVerificationOutcome = Pick<
  typeof certificationRequests.$inferInsert,
  | 'status'
  | 'vendorCode'
  | 'responseNo'
  | 'name'
  | 'birthDate'
  | 'gender'
  | 'nationality'
  | 'mobileNumber'
  | 'carrier'
  | 'cardCompany'
  | 'ciHash'
  | 'diHash'
  | 'completedAt'
  | 'resultExpiresAt'
>;

export function createIdentityVerificationRepository(db: Executor) {
  return {
    async insert(row: typeof certificationRequests.$inferInsert): Promise<void> {
      await db.insert(certificationRequests).values(row);
    },

    async byRequestId(requestId: string): Promise<IdentityVerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(certificationRequests)
        .where(eq(certificationRequests.requestId, requestId))
        .limit(1);
      return row;
    },

    async byToken(tokenVersionId: string): Promise<IdentityVerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(certificationRequests)
        .where(eq(certificationRequests.tokenVersionId, tokenVersionId))
        .limit(1);
      return row;
    },

    /** Records the vendor's answer once; false when the request was already completed (a replay). */
    async complete(id: number, outcome: IdentityVerificationOutcome): Promise<boolean> {
      const rows = await db
        .update(certificationRequests)
        // The vendor's per-request keys are of no further use once the result is in.
        .set({ ...outcome, vendorState: null })
        .where(and(eq(certificationRequests.id, id), eq(certificationRequests.status, 'PENDING')))
        .returning({ id: certificationRequests.id });
      return rows.length === 1;
    },

    /** Spends a verified result once, while it is still valid; false otherwise. */
    async consume(id: number, purpose: string, at: Date): Promise<IdentityVerificationRow | undefined> {
      const [row] = await db
        .update(certificationRequests)
        .set({ consumedAt: at })
        .where(
          and(
            eq(certificationRequests.id, id),
            eq(certificationRequests.purpose, purpose),
            eq(certificationRequests.status, 'VERIFIED'),
            isNull(certificationRequests.consumedAt),
            gt(certificationRequests.resultExpiresAt, at)
          )
        )
        .returning();
      return row;
    }
  };
}

export type IdentityVerificationRepository = ReturnType<typeof createIdentityVerificationRepository>;
