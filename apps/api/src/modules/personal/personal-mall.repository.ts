import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { personalMalls } from './personal.table.ts';

export type PersonalMallRow = typeof personalMalls.$inferSelect;
export type PersonalMallWrite = Omit<
  typeof personalMalls.$inferInsert,
  'userSeqNo' | 'createdAt' | 'updatedAt'
>;

/** The personal_mall table: one row per planner; site URL and nickname unique without regard to case. */
export function createPersonalMallRepository(db: Executor) {
  return {
    async byOwner(userSeqNo: number): Promise<PersonalMallRow | undefined> {
      const [row] = await db
        .select()
        .from(personalMalls)
        .where(eq(personalMalls.userSeqNo, userSeqNo))
        .limit(1);
      return row;
    },

    /** By site address (personal_mall_site_url_uq on lower(site_url)). */
    async bySiteUrl(siteUrl: string): Promise<PersonalMallRow | undefined> {
      const [row] = await db
        .select()
        .from(personalMalls)
        .where(sql`lower(${personalMalls.siteUrl}) = ${siteUrl.toLowerCase()}`)
        .limit(1);
      return row;
    },

    /** The owner of a nickname, case-insensitively (personal_mall_nickname_uq on lower(nickname)). */
    async ownerOfNickname(nickname: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userSeqNo: personalMalls.userSeqNo })
        .from(personalMalls)
        .where(sql`lower(${personalMalls.nickname}) = ${nickname.toLowerCase()}`)
        .limit(1);
      return row?.userSeqNo;
    },

    /** Writes the owner's mall (made on first save); answers the row as stored. */
    async save(userSeqNo: number, mall: PersonalMallWrite, at: Date): Promise<PersonalMallRow> {
      const [row] = await db
        .insert(personalMalls)
        .values({ ...mall, userSeqNo, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: personalMalls.userSeqNo, set: { ...mall, updatedAt: at } })
        .returning();
      if (!row) throw new Error('personal mall save returned no row');
      return row;
    }
  };
}

export type PersonalMallRepository = ReturnType<typeof createPersonalMallRepository>;
