import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffAuditLog, staffSessions, staffUsers } from './staff.table.ts';

export type StaffRow = typeof staffUsers.$inferSelect;
export type AuditEntry = typeof staffAuditLog.$inferInsert;

export function createStaffRepository(db: Executor) {
  return {
    async byLoginId(loginId: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select()
        .from(staffUsers)
        .where(sql`lower(${staffUsers.loginId}) = lower(${loginId})`)
        .limit(1);
      return row;
    },

    async update(id: number, set: Partial<typeof staffUsers.$inferInsert>): Promise<void> {
      await db.update(staffUsers).set(set).where(eq(staffUsers.id, id));
    },

    /**
     * Takes one sign-in attempt before any secret is checked: the count goes up in one statement unless the
     * account is locked (null then). A burst of parallel guesses therefore gets at most the allowed attempts,
     * whatever the timing; only a full sign-in sets the count back to 0.
     */
    async takeAttempt(id: number, now: Date): Promise<number | null> {
      const [row] = await db
        .update(staffUsers)
        .set({ failedCount: sql`${staffUsers.failedCount} + 1` })
        .where(
          and(
            eq(staffUsers.id, id),
            sql`(${staffUsers.lockedUntil} IS NULL OR ${staffUsers.lockedUntil} <= ${now.toISOString()}::timestamptz)`
          )
        )
        .returning({ failedCount: staffUsers.failedCount });
      return row?.failedCount ?? null;
    },

    /** Locks the account until `until` and starts the count again. */
    async lock(id: number, until: Date): Promise<void> {
      await db.update(staffUsers).set({ failedCount: 0, lockedUntil: until }).where(eq(staffUsers.id, id));
    },

    /** Takes a code's step once: false when a request with the same or a later code got there first. */
    async useStep(
      id: number,
      step: number,
      set: Partial<typeof staffUsers.$inferInsert> = {}
    ): Promise<boolean> {
      const rows = await db
        .update(staffUsers)
        .set({ ...set, totpUsedStep: step, failedCount: 0, lockedUntil: null })
        .where(
          and(
            eq(staffUsers.id, id),
            sql`(${staffUsers.totpUsedStep} IS NULL OR ${staffUsers.totpUsedStep} < ${step})`
          )
        )
        .returning({ id: staffUsers.id });
      return rows.length === 1;
    },

    async insertSession(row: typeof staffSessions.$inferInsert): Promise<void> {
      await db.insert(staffSessions).values(row);
    },

    /** A live session and its staff member (not revoked, not expired, not disabled). */
    async liveSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ session: staffSessions, staff: staffUsers })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now),
            isNull(staffUsers.disabledAt)
          )
        )
        .limit(1);
      return row;
    },

    async touchSession(id: string, now: Date): Promise<void> {
      await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
    },

    async revokeSession(tokenHash: string, now: Date): Promise<number | null> {
      const [row] = await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)))
        .returning({ staffId: staffSessions.staffId });
      return row?.staffId ?? null;
    },

    async audit(entries: AuditEntry | AuditEntry[]): Promise<void> {
      const rows = Array.isArray(entries) ? entries : [entries];
      if (rows.length > 0) await db.insert(staffAuditLog).values(rows);
    }
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
