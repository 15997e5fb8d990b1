import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PlannerDocumentKind, PlannerDocumentState } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { users } from '../member/member.table.ts';
import { allowanceAccounts, plannerDocuments, plannerForeignInfo } from './planner.table.ts';

export type DocumentRow = typeof plannerDocuments.$inferSelect;
export type AllowanceRow = typeof allowanceAccounts.$inferSelect;
export type ForeignRow = typeof plannerForeignInfo.$inferSelect;

const count = sql<number>`count(*)`.mapWith(Number);
const planner = {
  userSeqNo: users.userSeqNo,
  userNumber: users.userNumber,
  lastName: users.lastName,
  firstName: users.firstName,
  isForeign: users.isForeign,
  countryCode: plannerForeignInfo.countryCode,
  visaCode: plannerForeignInfo.visaCode
};
export type Planner = {
  userSeqNo: number;
  userNumber: string;
  lastName: string;
  firstName: string;
  isForeign: boolean;
  countryCode: string | null;
  visaCode: string | null;
};
export type DeskDocumentRow = { doc: DocumentRow; member: Planner };

/** Queries of a planner's documents, foreign info and allowance account (docs/decisions/075); writes are guarded. */
export function createPlannerRepository(db: Executor) {
  return {
    /** Every document of the member's, newest first. */
    documents(userSeqNo: number): Promise<DocumentRow[]> {
      return db
        .select()
        .from(plannerDocuments)
        .where(eq(plannerDocuments.userSeqNo, userSeqNo))
        .orderBy(desc(plannerDocuments.submittedAt), plannerDocuments.id);
    },

    async document(id: number): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(plannerDocuments).where(eq(plannerDocuments.id, id)).limit(1);
      return row;
    },

    async byStoredName(storedName: string): Promise<DocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(plannerDocuments)
        .where(eq(plannerDocuments.storedName, storedName))
        .limit(1);
      return row;
    },

    insertDocuments(
      rows: {
        userSeqNo: number;
        kind: PlannerDocumentKind;
        storedName: string;
        originFileName: string;
        contentType: string;
        byteSize: number;
      }[]
    ): Promise<DocumentRow[]> {
      return db.insert(plannerDocuments).values(rows).returning();
    },

    /** Deletes the member's document unless it is approved; answers the row deleted (none: not theirs or approved). */
    async deleteUnapproved(userSeqNo: number, id: number): Promise<DocumentRow | undefined> {
      const [row] = await db
        .delete(plannerDocuments)
        .where(
          and(
            eq(plannerDocuments.id, id),
            eq(plannerDocuments.userSeqNo, userSeqNo),
            inArray(plannerDocuments.state, ['SUBMITTED', 'REJECTED'])
          )
        )
        .returning();
      return row;
    },

    /** A review as a guarded update: only from `from`, so two reviewers cannot both win. */
    async move(
      id: number,
      from: PlannerDocumentState[],
      to: PlannerDocumentState,
      review: { note: string | null; staffId: number; at: Date }
    ): Promise<DocumentRow | undefined> {
      const [row] = await db
        .update(plannerDocuments)
        .set({ state: to, reviewNote: review.note, reviewedBy: review.staffId, reviewedAt: review.at })
        .where(and(eq(plannerDocuments.id, id), inArray(plannerDocuments.state, from)))
        .returning();
      return row;
    },

    async foreignInfo(userSeqNo: number): Promise<ForeignRow | undefined> {
      const [row] = await db
        .select()
        .from(plannerForeignInfo)
        .where(eq(plannerForeignInfo.userSeqNo, userSeqNo))
        .limit(1);
      return row;
    },

    async saveForeignInfo(userSeqNo: number, countryCode: string, visaCode: string, at: Date) {
      const [row] = await db
        .insert(plannerForeignInfo)
        .values({ userSeqNo, countryCode, visaCode, updatedAt: at })
        .onConflictDoUpdate({
          target: plannerForeignInfo.userSeqNo,
          set: { countryCode, visaCode, updatedAt: at }
        })
        .returning();
      return row!;
    },

    /** The planner as the desk and the checklist see them (null: no such member). */
    async member(userSeqNo: number): Promise<Planner | undefined> {
      const [row] = await db
        .select(planner)
        .from(users)
        .leftJoin(plannerForeignInfo, eq(plannerForeignInfo.userSeqNo, users.userSeqNo))
        .where(eq(users.userSeqNo, userSeqNo))
        .limit(1);
      return row;
    },

    /** One page of documents in a state, oldest submission first (the desk works a queue), with their planner. */
    async page(state: PlannerDocumentState, page: number, size: number) {
      const where = eq(plannerDocuments.state, state);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ doc: plannerDocuments, member: planner })
          .from(plannerDocuments)
          .innerJoin(users, eq(users.userSeqNo, plannerDocuments.userSeqNo))
          .leftJoin(plannerForeignInfo, eq(plannerForeignInfo.userSeqNo, plannerDocuments.userSeqNo))
          .where(where)
          .orderBy(
            state === 'SUBMITTED' ? plannerDocuments.submittedAt : desc(plannerDocuments.reviewedAt),
            plannerDocuments.id
          )
          .limit(size)
          .offset((page - 1) * size),
        db.select({ count }).from(plannerDocuments).where(where)
      ]);
      return { rows: rows as DeskDocumentRow[], total: counted?.count ?? 0 };
    },

    async counts(): Promise<Partial<Record<PlannerDocumentState, number>>> {
      const rows = await db
        .select({ state: plannerDocuments.state, count })
        .from(plannerDocuments)
        .groupBy(plannerDocuments.state);
      return Object.fromEntries(rows.map((row) => [row.state, row.count]));
    },

    async allowance(userSeqNo: number): Promise<AllowanceRow | undefined> {
      const [row] = await db
        .select()
        .from(allowanceAccounts)
        .where(eq(allowanceAccounts.userSeqNo, userSeqNo))
        .limit(1);
      return row;
    },

    async hasAllowance(userSeqNo: number): Promise<boolean> {
      const [row] = await db
        .select({ id: allowanceAccounts.id })
        .from(allowanceAccounts)
        .where(eq(allowanceAccounts.userSeqNo, userSeqNo))
        .limit(1);
      return row !== undefined;
    },

    /** The first account: nothing when one exists already (a concurrent register lost). */
    async insertAllowance(values: typeof allowanceAccounts.$inferInsert): Promise<AllowanceRow | undefined> {
      const [row] = await db.insert(allowanceAccounts).values(values).onConflictDoNothing().returning();
      return row;
    },

    async updateAllowance(
      userSeqNo: number,
      values: Pick<AllowanceRow, 'bankCode' | 'accountSealed' | 'accountMasked' | 'holderName' | 'changedAt'>
    ): Promise<AllowanceRow | undefined> {
      const [row] = await db
        .update(allowanceAccounts)
        .set(values)
        .where(eq(allowanceAccounts.userSeqNo, userSeqNo))
        .returning();
      return row;
    }
  };
}

export type PlannerRepository = ReturnType<typeof createPlannerRepository>;
