import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import { users } from '../member/member.table.ts';
import { appSecrets, refreshTokens } from './auth.table.ts';
import type { SessionAccount } from './session-check.ts';
import { randomToken } from '../../lib/crypto.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** The login check's statement (every member request not answered from memory), prepared once. */
const activeFamilyAccountStatement = preparedPerHandle((db) =>
  db
    .select({ userType: users.userType, status: users.status })
    .from(refreshTokens)
    .innerJoin(users, eq(users.userSeqNo, refreshTokens.userSeqNo))
    .where(and(eq(refreshTokens.familyId, sql.placeholder('familyId')), isNull(refreshTokens.revokedAt)))
    .limit(1)
    .prepare('auth_active_family_account')
);

export function createAuthRepository(db: Executor) {
  return {
    /** The installation's secret of that name, created by whichever process asks first. */
    async secret(name: string): Promise<string> {
      await db.insert(appSecrets).values({ name, value: randomToken() }).onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
      if (!row) throw new Error(`secret ${name} could not be created`);
      return row.value;
    },

    async insertRefreshToken(token: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Marks a live token rotated; false when another request rotated it first. */
    async rotate(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(
          and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt))
        )
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    /** Ends every session of a member but the one named (after a password change or reset). */
    async revokeAllForUser(userSeqNo: number, now: Date, exceptFamilyId?: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`coalesce(${refreshTokens.revokedAt}, ${now})` })
        .where(
          and(
            eq(refreshTokens.userSeqNo, userSeqNo),
            exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined
          )
        );
    },

    /** The member's current type and status while the login family is alive; null once it has ended. */
    async activeFamilyAccount(familyId: string): Promise<SessionAccount | null> {
      const [row] = await activeFamilyAccountStatement(db).execute({ familyId });
      return row ?? null;
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`coalesce(${refreshTokens.revokedAt}, ${now})` })
        .where(eq(refreshTokens.familyId, familyId));
    }
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
