import { and, eq, gt } from 'drizzle-orm';
import { DomainError, PASSWORD_CHECK_TTL_MS } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { passwordChecks } from './password-check.table.ts';

/** The server's record of password re-checks (docs/decisions/070), per login. */
export function createPasswordChecks(db: Executor) {
  return {
    /** A re-check passed now in this login. */
    async record(userSeqNo: number, familyId: string, now = new Date()): Promise<void> {
      await db
        .insert(passwordChecks)
        .values({ familyId, userSeqNo, checkedAt: now })
        .onConflictDoUpdate({ target: passwordChecks.familyId, set: { checkedAt: now } });
    },

    /** 403 PASSWORD_CHECK_REQUIRED unless this login re-checked the password within 10 minutes. */
    async require(userSeqNo: number, familyId: string, now = new Date()): Promise<void> {
      const [row] = await db
        .select({ familyId: passwordChecks.familyId })
        .from(passwordChecks)
        .where(
          and(
            eq(passwordChecks.familyId, familyId),
            eq(passwordChecks.userSeqNo, userSeqNo),
            gt(passwordChecks.checkedAt, new Date(now.getTime() - PASSWORD_CHECK_TTL_MS))
          )
        )
        .limit(1);
      if (!row) throw new DomainError('PASSWORD_CHECK_REQUIRED');
    }
  };
}

export type PasswordChecks = ReturnType<typeof createPasswordChecks>;
