import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DeskInquiryQuery, InquiryState } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { users } from '../member/member.table.ts';
import { salesOrders } from '../order/order.table.ts';
import { staffUsers } from '../staff/staff.table.ts';
import { inquiries, inquiryAttachments } from './inquiry.table.ts';

export type InquiryRow = typeof inquiries.$inferSelect;
export type NewInquiry = typeof inquiries.$inferInsert;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const shown = ne(inquiries.state, 'DELETED');

/** Inquiries' queries (docs/decisions/080): moves are guarded updates (`WHERE state IN from`). */
export function createInquiryRepository(db: Executor) {
  function deskWhere(query: DeskInquiryQuery): SQL | undefined {
    const words = query.search ? `%${escapeLike(query.search)}%` : null;
    return and(
      query.state ? eq(inquiries.state, query.state) : shown,
      query.category ? eq(inquiries.category, query.category) : undefined,
      words
        ? or(
            ilike(inquiries.title, words),
            ilike(users.userNumber, words),
            ilike(sql`${users.lastName} || ${users.firstName}`, words)
          )
        : undefined
    );
  }

  return {
    async insert(values: NewInquiry): Promise<InquiryRow> {
      const [row] = await db.insert(inquiries).values(values).returning();
      return row!;
    },

    async insertPhotos(inquiryId: number, photos: readonly { fileName: string; bytes: number }[]) {
      if (photos.length === 0) return;
      await db
        .insert(inquiryAttachments)
        .values(
          photos.map((photo, seq) => ({ inquiryId, seq, fileName: photo.fileName, byteSize: photo.bytes }))
        );
    },

    /** One shown inquiry (never a deleted one). */
    async byId(inquiryId: number): Promise<InquiryRow | undefined> {
      const [row] = await db
        .select()
        .from(inquiries)
        .where(and(eq(inquiries.id, inquiryId), shown))
        .limit(1);
      return row;
    },

    async photo(inquiryId: number, seq: number) {
      const [row] = await db
        .select()
        .from(inquiryAttachments)
        .where(and(eq(inquiryAttachments.inquiryId, inquiryId), eq(inquiryAttachments.seq, seq)))
        .limit(1);
      return row;
    },

    async photos(inquiryId: number) {
      return db.select().from(inquiryAttachments).where(eq(inquiryAttachments.inquiryId, inquiryId));
    },

    async removePhotos(inquiryId: number) {
      await db.delete(inquiryAttachments).where(eq(inquiryAttachments.inquiryId, inquiryId));
    },

    /** The writer's own, newest first. */
    async pageOf(userSeqNo: number, page: number, size: number) {
      const mine = and(eq(inquiries.userSeqNo, userSeqNo), shown);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(inquiries)
          .where(mine)
          .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(inquiries).where(mine)
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Whether the order is the member's (an inquiry may name only one of the writer's own orders). */
    async ownsOrder(userSeqNo: number, orderNumber: string): Promise<boolean> {
      const [row] = await db
        .select({ id: salesOrders.id })
        .from(salesOrders)
        .where(and(eq(salesOrders.orderNumber, orderNumber), eq(salesOrders.userSeqNo, userSeqNo)))
        .limit(1);
      return row !== undefined;
    },

    /** A guarded move: applied only while the inquiry is in one of `from` (and the writer's, when given). */
    async move(
      inquiryId: number,
      from: readonly InquiryState[],
      set: Partial<NewInquiry>,
      userSeqNo?: number
    ): Promise<InquiryRow | undefined> {
      const [row] = await db
        .update(inquiries)
        .set(set)
        .where(
          and(
            eq(inquiries.id, inquiryId),
            inArray(inquiries.state, [...from]),
            userSeqNo === undefined ? undefined : eq(inquiries.userSeqNo, userSeqNo)
          )
        )
        .returning();
      return row;
    },

    async deskPage(query: DeskInquiryQuery, size: number) {
      const where = deskWhere(query);
      const [rows, [total], counts] = await Promise.all([
        db
          .select({ inquiry: inquiries, member: users })
          .from(inquiries)
          .innerJoin(users, eq(users.userSeqNo, inquiries.userSeqNo))
          .where(where)
          // Oldest unanswered first would hide new ones behind old; newest first, the state filter does the rest.
          .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
          .limit(size)
          .offset((query.page - 1) * size),
        db
          .select({ n: count() })
          .from(inquiries)
          .innerJoin(users, eq(users.userSeqNo, inquiries.userSeqNo))
          .where(where),
        db
          .select({ state: inquiries.state, n: count() })
          .from(inquiries)
          .where(shown)
          .groupBy(inquiries.state)
      ]);
      return { rows, total: total?.n ?? 0, counts };
    },

    async withWriter(inquiryId: number) {
      const [row] = await db
        .select({ inquiry: inquiries, member: users, answeredBy: staffUsers.name })
        .from(inquiries)
        .innerJoin(users, eq(users.userSeqNo, inquiries.userSeqNo))
        .leftJoin(staffUsers, eq(staffUsers.id, inquiries.answeredBy))
        .where(and(eq(inquiries.id, inquiryId), shown))
        .limit(1);
      return row;
    }
  };
}
