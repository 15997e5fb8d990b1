import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MemberSearchQuery } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { inquiries } from '../inquiry/inquiry.table.ts';
import { users } from '../member/member.table.ts';
import { staffUsers } from '../staff/staff.table.ts';
import { memberMemoComments, memberMemos } from './member-memo.table.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
/** A Seoul calendar day's first instant. */
const seoulDay = (date: string, plusDays = 0) =>
  new Date(new Date(`${date}T00:00:00+09:00`).getTime() + plusDays * 86_400_000);

/** The member's verified identity (their newest certification with a birth date), by the CI hash. */
const identity = (column: 'gender' | 'birth_date') =>
  sql<
    string | null
  >`(SELECT c.${sql.raw(column)} FROM certification_request c WHERE c.ci_hash = ${users.ciHash}
    AND c.birth_date IS NOT NULL ORDER BY c.completed_at DESC NULLS LAST LIMIT 1)`;
const marketing = sql<boolean>`EXISTS (SELECT 1 FROM member_terms_agreement t WHERE t.user_seq_no = ${users.userSeqNo}
  AND t.terms_code IN ('MARKETING_EMAIL', 'MARKETING_SMS') AND t.agreed)`;

const searchColumns = {
  member: users,
  gender: identity('gender'),
  birthDate: identity('birth_date'),
  marketing
};

/** Member search and memos (docs/decisions/080): one query per page, memos with their comments in two. */
export function createMemberDeskRepository(db: Executor) {
  function where(query: MemberSearchQuery): SQL | undefined {
    const dated = query.searchType === 'PLANNER_DATE' ? users.beautyPlannerDatetime : users.joinDatetime;
    const words = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
    return and(
      query.fromDate ? gte(dated, seoulDay(query.fromDate)) : undefined,
      query.toDate ? lt(dated, seoulDay(query.toDate, 1)) : undefined,
      query.consumerGrade ? eq(users.userType, query.consumerGrade) : undefined,
      query.userStatus ? eq(users.status, query.userStatus) : undefined,
      query.marketingAgreement === 'Y' ? marketing : undefined,
      query.marketingAgreement === 'N' ? sql`NOT ${marketing}` : undefined,
      query.belongStoreName ? ilike(users.centerName, `%${escapeLike(query.belongStoreName)}%`) : undefined,
      query.gender
        ? sql`EXISTS (SELECT 1 FROM certification_request c WHERE c.ci_hash = ${users.ciHash}
            AND c.gender = ${query.gender === 'M' ? 'MALE' : 'FEMALE'})`
        : undefined,
      query.birthDate
        ? sql`EXISTS (SELECT 1 FROM certification_request c WHERE c.ci_hash = ${users.ciHash}
            AND c.birth_date = ${query.birthDate})`
        : undefined,
      words
        ? or(
            eq(users.userNumber, query.keyword!),
            ilike(users.loginId, words),
            ilike(sql`${users.lastName} || ${users.firstName}`, words),
            ilike(users.email, words),
            ilike(users.mobileNumber, words)
          )
        : undefined
    );
  }

  return {
    async search(query: MemberSearchQuery, size: number) {
      const filter = where(query);
      const dated = query.searchType === 'PLANNER_DATE' ? users.beautyPlannerDatetime : users.joinDatetime;
      const [rows, [total]] = await Promise.all([
        db
          .select(searchColumns)
          .from(users)
          .where(filter)
          .orderBy(desc(dated), desc(users.userSeqNo))
          .limit(size)
          .offset((query.pageNumber - 1) * size),
        db.select({ n: count() }).from(users).where(filter)
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async member(userSeqNo: number) {
      const [row] = await db
        .select({
          ...searchColumns,
          inquiryCount: sql<number>`(SELECT count(*)::int FROM ${inquiries}
            WHERE ${inquiries.userSeqNo} = ${users.userSeqNo} AND ${inquiries.state} <> 'DELETED')`
        })
        .from(users)
        .where(eq(users.userSeqNo, userSeqNo))
        .limit(1);
      return row;
    },

    async exists(userSeqNo: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.userSeqNo })
        .from(users)
        .where(eq(users.userSeqNo, userSeqNo))
        .limit(1);
      return row !== undefined;
    },

    /** Fixed first, then newest; comments oldest first (a conversation). */
    async memos(userSeqNo: number) {
      const memos = await db
        .select({ memo: memberMemos, writer: staffUsers.name })
        .from(memberMemos)
        .innerJoin(staffUsers, eq(staffUsers.id, memberMemos.createdBy))
        .where(eq(memberMemos.userSeqNo, userSeqNo))
        .orderBy(desc(memberMemos.fixed), desc(memberMemos.createdAt), desc(memberMemos.id));
      const comments =
        memos.length === 0
          ? []
          : await db
              .select({ comment: memberMemoComments, writer: staffUsers.name })
              .from(memberMemoComments)
              .innerJoin(staffUsers, eq(staffUsers.id, memberMemoComments.createdBy))
              .where(
                inArray(
                  memberMemoComments.memoId,
                  memos.map((row) => row.memo.id)
                )
              )
              .orderBy(asc(memberMemoComments.createdAt), asc(memberMemoComments.id));
      return { memos, comments };
    },

    async memo(memoId: number) {
      const [row] = await db.select().from(memberMemos).where(eq(memberMemos.id, memoId)).limit(1);
      return row;
    },

    async insertMemo(values: typeof memberMemos.$inferInsert) {
      const [row] = await db.insert(memberMemos).values(values).returning();
      return row!;
    },

    async insertComment(values: typeof memberMemoComments.$inferInsert) {
      const [row] = await db.insert(memberMemoComments).values(values).returning();
      return row!;
    },

    async fix(memoId: number, fixed: boolean) {
      const [row] = await db.update(memberMemos).set({ fixed }).where(eq(memberMemos.id, memoId)).returning();
      return row;
    }
  };
}
