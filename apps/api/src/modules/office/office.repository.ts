import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { handoffCodes } from './office.table.ts';

export type HandoffCodeRow = typeof handoffCodes.$inferSelect;

export function createOfficeRepository(db: Executor) {
  return {
    async insert(row: typeof handoffCodes.$inferInsert): Promise<void> {
      await db.insert(handoffCodes).values(row);
    },

    /** Spends a code in one statement; undefined when unknown or already spent (the caller tells which). */
    async spend(codeHash: string, at: Date): Promise<HandoffCodeRow | undefined> {
      const [row] = await db
        .update(handoffCodes)
        .set({ usedAt: at })
        .where(and(eq(handoffCodes.codeHash, codeHash), isNull(handoffCodes.usedAt)))
        .returning();
      return row;
    },

    async find(codeHash: string): Promise<HandoffCodeRow | undefined> {
      const [row] = await db.select().from(handoffCodes).where(eq(handoffCodes.codeHash, codeHash)).limit(1);
      return row;
    },

    async recordIssuedFamily(id: number, familyId: string): Promise<void> {
      await db.update(handoffCodes).set({ issuedFamilyId: familyId }).where(eq(handoffCodes.id, id));
    }
  };
}

export type OfficeRepository = ReturnType<typeof createOfficeRepository>;
