import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FeedbackCategory } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { staffUsers } from '../staff/staff.table.ts';
import { feedbackPosts, feedbackResetTokens } from './feedback.table.ts';

export type FeedbackRow = typeof feedbackPosts.$inferSelect;
export type NewFeedbackRow = typeof feedbackPosts.$inferInsert;

/** `%`, `_` and `\` typed by a person match themselves. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The columns a list shows: never the body, the contact or the password hash. */
const LIST_COLUMNS = {
  id: feedbackPosts.id,
  category: feedbackPosts.category,
  title: feedbackPosts.title,
  visibility: feedbackPosts.visibility,
  userSeqNo: feedbackPosts.userSeqNo,
  writerName: feedbackPosts.writerName,
  hidden: feedbackPosts.hidden,
  repliedAt: feedbackPosts.repliedAt,
  createdAt: feedbackPosts.createdAt
};
export type FeedbackListRow = { [K in keyof typeof LIST_COLUMNS]: FeedbackRow[K] };

export function createFeedbackRepository(db: Executor) {
  async function page(where: SQL | undefined, page: number, size: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select(LIST_COLUMNS)
        .from(feedbackPosts)
        .where(where)
        .orderBy(desc(feedbackPosts.createdAt), desc(feedbackPosts.id))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ n: count() }).from(feedbackPosts).where(where)
    ]);
    return { rows: rows as FeedbackListRow[], total: total?.n ?? 0 };
  }

  return {
    /**
     * Shoppers' list: visible posts, newest first. A keyword matches every title but only public bodies, so a
     * search never tells what a private post says.
     */
    publicPage(filter: { keyword?: string; category?: FeedbackCategory }, pageNumber: number, size: number) {
      const keyword = filter.keyword ? likePattern(filter.keyword) : null;
      return page(
        and(
          eq(feedbackPosts.hidden, false),
          filter.category ? eq(feedbackPosts.category, filter.category) : undefined,
          keyword
            ? or(
                ilike(feedbackPosts.title, keyword),
                and(eq(feedbackPosts.visibility, 'PUBLIC'), ilike(feedbackPosts.body, keyword))
              )
            : undefined
        ),
        pageNumber,
        size
      );
    },

    deskPage(
      filter: { filter: 'all' | 'unanswered' | 'hidden'; keyword?: string },
      pageNumber: number,
      size: number
    ) {
      const keyword = filter.keyword ? likePattern(filter.keyword) : null;
      return page(
        and(
          filter.filter === 'hidden' ? eq(feedbackPosts.hidden, true) : undefined,
          filter.filter === 'unanswered'
            ? and(isNull(feedbackPosts.repliedAt), eq(feedbackPosts.hidden, false))
            : undefined,
          keyword
            ? or(
                ilike(feedbackPosts.title, keyword),
                ilike(feedbackPosts.body, keyword),
                ilike(feedbackPosts.writerName, keyword)
              )
            : undefined
        ),
        pageNumber,
        size
      );
    },

    async byId(id: number): Promise<FeedbackRow | undefined> {
      const [row] = await db.select().from(feedbackPosts).where(eq(feedbackPosts.id, id)).limit(1);
      return row;
    },

    async insert(row: NewFeedbackRow): Promise<FeedbackRow> {
      const [created] = await db.insert(feedbackPosts).values(row).returning();
      return created!;
    },

    async update(id: number, set: Partial<NewFeedbackRow>): Promise<FeedbackRow | undefined> {
      const [row] = await db.update(feedbackPosts).set(set).where(eq(feedbackPosts.id, id)).returning();
      return row;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(feedbackPosts)
        .where(eq(feedbackPosts.id, id))
        .returning({ id: feedbackPosts.id });
      return rows.length > 0;
    },

    /** The newest post from this address or member (the least-time-between-posts rule). */
    async latestBy(addressKey: string, userSeqNo: number | null): Promise<Date | null> {
      const [row] = await db
        .select({ at: feedbackPosts.createdAt })
        .from(feedbackPosts)
        .where(
          userSeqNo === null
            ? eq(feedbackPosts.addressKey, addressKey)
            : or(eq(feedbackPosts.addressKey, addressKey), eq(feedbackPosts.userSeqNo, userSeqNo))
        )
        .orderBy(desc(feedbackPosts.createdAt))
        .limit(1);
      return row?.at ?? null;
    },

    async bodySeenSince(bodyKey: string, since: Date, exceptId: number | null): Promise<boolean> {
      const [row] = await db
        .select({ id: feedbackPosts.id })
        .from(feedbackPosts)
        .where(
          and(
            eq(feedbackPosts.bodyKey, bodyKey),
            gt(feedbackPosts.createdAt, since),
            exceptId === null ? undefined : sql`${feedbackPosts.id} <> ${exceptId}`
          )
        )
        .limit(1);
      return Boolean(row);
    },

    /** One wrong password more, atomically: the count after it. */
    async countFailure(id: number): Promise<number> {
      const [row] = await db
        .update(feedbackPosts)
        .set({ passwordFails: sql`${feedbackPosts.passwordFails} + 1` })
        .where(eq(feedbackPosts.id, id))
        .returning({ fails: feedbackPosts.passwordFails });
      return row?.fails ?? 0;
    },

    async lock(id: number, until: Date) {
      await db
        .update(feedbackPosts)
        .set({ passwordFails: 0, passwordLockedUntil: until })
        .where(eq(feedbackPosts.id, id));
    },

    async clearFailures(id: number) {
      await db
        .update(feedbackPosts)
        .set({ passwordFails: 0, passwordLockedUntil: null })
        .where(
          and(
            eq(feedbackPosts.id, id),
            or(gt(feedbackPosts.passwordFails, 0), isNotNull(feedbackPosts.passwordLockedUntil))
          )
        );
    },

    async staffName(staffId: number | null): Promise<string | null> {
      if (staffId === null) return null;
      const [row] = await db
        .select({ name: staffUsers.name })
        .from(staffUsers)
        .where(eq(staffUsers.id, staffId));
      return row?.name ?? null;
    },

    async addResetToken(feedbackId: number, tokenHash: string, expiresAt: Date) {
      await db.insert(feedbackResetTokens).values({ feedbackId, tokenHash, expiresAt });
    },

    /** Spends a live token (used once: the guarded update lets one caller win); answers its post id. */
    async spendResetToken(tokenHash: string, at: Date): Promise<number | null> {
      const [row] = await db
        .update(feedbackResetTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(feedbackResetTokens.tokenHash, tokenHash),
            isNull(feedbackResetTokens.usedAt),
            gt(feedbackResetTokens.expiresAt, at)
          )
        )
        .returning({ feedbackId: feedbackResetTokens.feedbackId });
      return row?.feedbackId ?? null;
    },

    /** A live link already mailed for this post within the window (no second mail). */
    async liveResetCount(feedbackId: number, at: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(feedbackResetTokens)
        .where(
          and(
            eq(feedbackResetTokens.feedbackId, feedbackId),
            isNull(feedbackResetTokens.usedAt),
            gt(feedbackResetTokens.expiresAt, at)
          )
        );
      return row?.n ?? 0;
    }
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
