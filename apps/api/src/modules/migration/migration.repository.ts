import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { legacyMembers, migrateTokens } from './migration.table.ts';

export type LegacyMemberRow = typeof legacyMembers.$inferSelect;
export type NewLegacyMember = typeof legacyMembers.$inferInsert;
export type MigrateTokenRow = typeof migrateTokens.$inferSelect;

export function createMigrationRepository(db: Executor) {
  return {
    async findByLoginId(legacyLoginId: string): Promise<LegacyMemberRow | undefined> {
      const [row] = await db
        .select()
        .from(legacyMembers)
        .where(eq(legacyMembers.legacyLoginId, legacyLoginId.toLowerCase()))
        .limit(1);
      return row;
    },

    async findByMigrateIdHash(migrateIdHash: string): Promise<LegacyMemberRow | undefined> {
      const [row] = await db
        .select()
        .from(legacyMembers)
        .where(eq(legacyMembers.migrateIdHash, migrateIdHash))
        .limit(1);
      return row;
    },

    async insertToken(row: typeof migrateTokens.$inferInsert): Promise<void> {
      await db.insert(migrateTokens).values(row);
    },

    /** Spends a token in one statement; undefined when unknown or already spent. */
    async spendToken(tokenHash: string, at: Date): Promise<MigrateTokenRow | undefined> {
      const [row] = await db
        .update(migrateTokens)
        .set({ usedAt: at })
        .where(and(eq(migrateTokens.tokenHash, tokenHash), isNull(migrateTokens.usedAt)))
        .returning();
      return row;
    },

    async findToken(tokenHash: string): Promise<MigrateTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(migrateTokens)
        .where(eq(migrateTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Marks the legacy account migrated, once: a concurrent completion waits on the row lock and then
     * finds it migrated (undefined), so exactly one wins.
     */
    async markMigrated(id: number, at: Date): Promise<LegacyMemberRow | undefined> {
      const [row] = await db
        .update(legacyMembers)
        .set({ migratedAt: at })
        .where(and(eq(legacyMembers.id, id), isNull(legacyMembers.migratedAt)))
        .returning();
      return row;
    },

    async setMigratedUser(id: number, userSeqNo: number): Promise<void> {
      await db.update(legacyMembers).set({ migratedUserSeqNo: userSeqNo }).where(eq(legacyMembers.id, id));
    },

    async insert(rows: NewLegacyMember[]): Promise<void> {
      if (rows.length > 0) await db.insert(legacyMembers).values(rows);
    }
  };
}

export type MigrationRepository = ReturnType<typeof createMigrationRepository>;
