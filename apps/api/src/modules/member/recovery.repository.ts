import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from './member.table.ts';
import { passwordResetProofs } from './recovery.table.ts';
import type { UserRow } from './member.repository.ts';

export function createRecoveryRepository(db: Executor) {
  return {
    /** Members whose mobile number is this one (not withdrawn); the name is compared by the caller. */
    async membersByMobile(mobileNumber: string): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(and(eq(users.mobileNumber, mobileNumber), ne(users.status, 'WITHDRAWN')))
        .orderBy(users.joinDatetime, users.userSeqNo)
        .limit(20);
    },

    async insertProof(row: typeof passwordResetProofs.$inferInsert): Promise<void> {
      await db.insert(passwordResetProofs).values(row);
    },

    /** Spends a proof once; answers the member it is bound to, or null (unknown, expired, used). */
    async consumeProof(proofHash: string, at: Date): Promise<number | null> {
      const [row] = await db
        .update(passwordResetProofs)
        .set({ usedAt: at })
        .where(
          and(
            eq(passwordResetProofs.proofHash, proofHash),
            isNull(passwordResetProofs.usedAt),
            gt(passwordResetProofs.expiresAt, at)
          )
        )
        .returning({ userSeqNo: passwordResetProofs.userSeqNo });
      return row?.userSeqNo ?? null;
    },

    /** After a reset, the member's other open proofs are spent too (one reset per verification). */
    async retireProofs(userSeqNo: number, at: Date): Promise<void> {
      await db
        .update(passwordResetProofs)
        .set({ usedAt: at })
        .where(and(eq(passwordResetProofs.userSeqNo, userSeqNo), isNull(passwordResetProofs.usedAt)));
    }
  };
}

export type RecoveryRepository = ReturnType<typeof createRecoveryRepository>;
