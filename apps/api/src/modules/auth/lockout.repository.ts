import { and, eq, gt, isNull, lt, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../member/member.table.ts';
import { loginNameFailures, loginThrottle, unlockTokens } from './auth.table.ts';

/** A wrong password counted: the count in the current run, and the lock's end once it reached the limit. */
export type CountedFailure = { failedCount: number; lockedUntil: Date | null };

/** Unknown names are forgotten after a month without a wrong password. */
const NAME_FAILURE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export function createLockoutRepository(db: Executor) {
  /**
   * The next count of a run, in SQL: a lock that has ended starts a new run at 1. Every SET expression of an
   * UPDATE reads the row as it was, so the expression can be repeated for the lock's end.
   */
  const nextCount = (count: AnyColumn, lockedUntil: AnyColumn, at: Date) =>
    sql`CASE WHEN ${lockedUntil} IS NOT NULL AND ${lockedUntil} <= ${at} THEN 1 ELSE ${count} + 1 END`;
  const lockEnd = (next: ReturnType<typeof nextCount>, limit: number, until: Date) =>
    sql`CASE WHEN ${next} >= ${limit} THEN ${until}::timestamptz ELSE NULL END`;

  async function retireUnlockTokens(userSeqNo: number, at: Date): Promise<void> {
    await db
      .update(unlockTokens)
      .set({ usedAt: at })
      .where(and(eq(unlockTokens.userSeqNo, userSeqNo), isNull(unlockTokens.usedAt)));
  }

  return {
    /**
     * Counts a member's wrong password and locks at the limit, in one statement. Undefined when the account
     * is locked already (a concurrent request locked it first): nothing is counted during a lock.
     */
    async countMemberFailure(
      userSeqNo: number,
      at: Date,
      limit: number,
      until: Date
    ): Promise<CountedFailure | undefined> {
      const next = nextCount(users.failedLoginCount, users.lockedUntil, at);
      const [row] = await db
        .update(users)
        .set({
          failedLoginCount: next,
          lockedUntil: lockEnd(next, limit, until),
          status: sql`CASE WHEN ${users.status} = 'WITHDRAWN' THEN ${users.status} WHEN ${next} >= ${limit} THEN 'LOCK_LOGIN_PASSWORD_FAIL' ELSE 'ACTIVATED' END`
        })
        .where(and(eq(users.userSeqNo, userSeqNo), or(isNull(users.lockedUntil), lte(users.lockedUntil, at))))
        .returning({ failedCount: users.failedLoginCount, lockedUntil: users.lockedUntil });
      return row;
    },

    /** A success, an unlock link or a new password: the run ends and a lock is lifted. */
    async clearMember(userSeqNo: number): Promise<void> {
      await db
        .update(users)
        .set({
          failedLoginCount: 0,
          lockedUntil: null,
          status: sql`CASE WHEN ${users.status} = 'LOCK_LOGIN_PASSWORD_FAIL' THEN 'ACTIVATED' ELSE ${users.status} END`
        })
        .where(eq(users.userSeqNo, userSeqNo));
    },

    async nameLock(nameHash: string): Promise<Date | null> {
      const [row] = await db
        .select({ lockedUntil: loginNameFailures.lockedUntil })
        .from(loginNameFailures)
        .where(eq(loginNameFailures.nameHash, nameHash));
      return row?.lockedUntil ?? null;
    },

    /** The same count for a name that is no member; undefined while it is locked. Old names are forgotten. */
    async countNameFailure(
      nameHash: string,
      at: Date,
      limit: number,
      until: Date
    ): Promise<CountedFailure | undefined> {
      await db
        .delete(loginNameFailures)
        .where(lt(loginNameFailures.updatedAt, new Date(at.getTime() - NAME_FAILURE_RETENTION_MS)));
      const next = nextCount(loginNameFailures.failedCount, loginNameFailures.lockedUntil, at);
      const [row] = await db
        .insert(loginNameFailures)
        .values({ nameHash, failedCount: 1, lockedUntil: limit <= 1 ? until : null, updatedAt: at })
        .onConflictDoUpdate({
          target: loginNameFailures.nameHash,
          set: { failedCount: next, lockedUntil: lockEnd(next, limit, until), updatedAt: at },
          setWhere: or(isNull(loginNameFailures.lockedUntil), lte(loginNameFailures.lockedUntil, at))
        })
        .returning({
          failedCount: loginNameFailures.failedCount,
          lockedUntil: loginNameFailures.lockedUntil
        });
      return row;
    },

    /** The failures counted in the windows named (key and window start). */
    async throttleCounts(
      windows: { key: string; windowStart: Date }[]
    ): Promise<Map<string, { failures: number; windowEnd: Date }>> {
      if (windows.length === 0) return new Map();
      const rows = await db
        .select()
        .from(loginThrottle)
        .where(
          or(
            ...windows.map((w) =>
              and(eq(loginThrottle.key, w.key), eq(loginThrottle.windowStart, w.windowStart))
            )
          )
        );
      return new Map(rows.map((row) => [row.key, { failures: row.failures, windowEnd: row.windowEnd }]));
    },

    /** Adds a failure to each window; windows that have ended are deleted on the way. */
    async countThrottled(
      windows: { key: string; windowStart: Date; windowEnd: Date; accountKey: string | null }[],
      at: Date
    ): Promise<void> {
      await db.delete(loginThrottle).where(lte(loginThrottle.windowEnd, at));
      for (const window of windows) {
        await db
          .insert(loginThrottle)
          .values({ ...window, failures: 1 })
          .onConflictDoUpdate({
            target: [loginThrottle.key, loginThrottle.windowStart],
            set: { failures: sql`${loginThrottle.failures} + 1` }
          });
      }
    },

    async forgetThrottle(key: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    },

    /** Forgets every client's per-account count of that account (the owner proved the account). */
    async forgetAccountThrottles(accountKey: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.accountKey, accountKey));
    },

    async hasLiveUnlockToken(userSeqNo: number, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: unlockTokens.id })
        .from(unlockTokens)
        .where(
          and(
            eq(unlockTokens.userSeqNo, userSeqNo),
            isNull(unlockTokens.usedAt),
            gt(unlockTokens.expiresAt, at)
          )
        )
        .limit(1);
      return row !== undefined;
    },

    async insertUnlockToken(token: typeof unlockTokens.$inferInsert): Promise<void> {
      await db.insert(unlockTokens).values(token);
    },

    /** Spends a live unlock token (once, guarded) and the member's other ones; the member it was for. */
    async spendUnlockToken(tokenHash: string, at: Date): Promise<number | null> {
      const [row] = await db
        .update(unlockTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(unlockTokens.tokenHash, tokenHash),
            isNull(unlockTokens.usedAt),
            gt(unlockTokens.expiresAt, at)
          )
        )
        .returning({ userSeqNo: unlockTokens.userSeqNo });
      if (!row) return null;
      await retireUnlockTokens(row.userSeqNo, at);
      return row.userSeqNo;
    },

    retireUnlockTokens
  };
}

export type LockoutRepository = ReturnType<typeof createLockoutRepository>;
