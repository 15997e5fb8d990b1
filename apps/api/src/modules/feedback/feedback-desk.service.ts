import {
  DESK_PAGE_SIZE,
  DomainError,
  totalPageCount,
  type DeskFeedbackDetail,
  type DeskFeedbackList,
  type DeskFeedbackQuery,
  type DeskFeedbackReplyBody,
  type DeskFeedbackVisibilityBody
} from '@mall/domain';
import type { StaffAsker, StaffAudit } from '../staff/staff-audit.ts';
import { servedReply } from './feedback-access.ts';
import type { FeedbackListRow, FeedbackRepository, FeedbackRow } from './feedback.repository.ts';

const rowOf = (row: FeedbackListRow) => ({
  feedbackId: row.id,
  category: row.category,
  title: row.title,
  visibility: row.visibility,
  writerName: row.writerName,
  guest: row.userSeqNo === null,
  answered: row.repliedAt !== null,
  hidden: row.hidden,
  createdAt: row.createdAt.toISOString()
});

/**
 * Feedback on the staff console (docs/decisions/081): every post (hidden ones too), one reply per post (written
 * again replaces it), hide with a reason or show again. A read of a post shows its writer's contact: audited, as
 * is every write, with the post before and after.
 */
export function createFeedbackDesk({
  repository,
  audit,
  now = () => new Date()
}: {
  repository: FeedbackRepository;
  audit: StaffAudit;
  now?: () => Date;
}) {
  async function found(id: number): Promise<FeedbackRow> {
    const row = await repository.byId(id);
    if (!row) throw new DomainError('FEEDBACK_NOT_FOUND');
    return row;
  }

  async function detailOf(row: FeedbackRow): Promise<DeskFeedbackDetail> {
    return {
      ...rowOf(row),
      body: row.body,
      updatedAt: row.updatedAt?.toISOString() ?? null,
      userSeqNo: row.userSeqNo,
      email: row.guestEmail,
      mobileNumber: row.guestMobile,
      hiddenReason: row.hiddenReason,
      hiddenAt: row.hiddenAt?.toISOString() ?? null,
      reply:
        row.replyHtml && row.repliedAt
          ? {
              html: row.replyHtml,
              sanitized: servedReply(row.replyHtml),
              repliedAt: row.repliedAt.toISOString(),
              repliedBy: await repository.staffName(row.repliedBy)
            }
          : null
    };
  }

  const target = (row: FeedbackRow) =>
    row.userSeqNo === null
      ? { targetType: 'feedback', targetId: String(row.id) }
      : { targetType: 'member', targetId: String(row.userSeqNo) };

  return {
    async list(query: DeskFeedbackQuery, asker: StaffAsker): Promise<DeskFeedbackList> {
      const { rows, total } = await repository.deskPage(
        { filter: query.filter, keyword: query.keyword || undefined },
        query.page,
        DESK_PAGE_SIZE
      );
      await audit.record(asker, 'feedback.list', {
        after: { filter: query.filter, page: query.page, feedbackIds: rows.map((row) => row.id) }
      });
      return {
        list: rows.map(rowOf),
        pageNumber: query.page,
        totalPageNumber: totalPageCount(total, DESK_PAGE_SIZE),
        totalSize: total
      };
    },

    async detail(id: number, asker: StaffAsker): Promise<DeskFeedbackDetail> {
      const row = await found(id);
      await audit.record(asker, 'feedback.read', { ...target(row), after: { feedbackId: id } });
      return detailOf(row);
    },

    async reply(id: number, body: DeskFeedbackReplyBody, asker: StaffAsker): Promise<DeskFeedbackDetail> {
      const row = await found(id);
      const updated = await repository.update(id, {
        replyHtml: body.html,
        repliedAt: now(),
        repliedBy: asker.staff.staffId
      });
      if (!updated) throw new DomainError('FEEDBACK_NOT_FOUND');
      await audit.record(asker, 'feedback.reply', {
        ...target(row),
        before: { feedbackId: id, reply: row.replyHtml },
        after: { feedbackId: id, reply: body.html }
      });
      return detailOf(updated);
    },

    async setHidden(
      id: number,
      body: DeskFeedbackVisibilityBody,
      asker: StaffAsker
    ): Promise<DeskFeedbackDetail> {
      const row = await found(id);
      const updated = await repository.update(
        id,
        body.hidden
          ? {
              hidden: true,
              hiddenReason: body.reason ?? null,
              hiddenAt: now(),
              hiddenBy: asker.staff.staffId
            }
          : { hidden: false, hiddenReason: null, hiddenAt: null, hiddenBy: null }
      );
      if (!updated) throw new DomainError('FEEDBACK_NOT_FOUND');
      await audit.record(asker, body.hidden ? 'feedback.hide' : 'feedback.show', {
        ...target(row),
        before: { feedbackId: id, hidden: row.hidden, reason: row.hiddenReason },
        after: { feedbackId: id, hidden: updated.hidden, reason: updated.hiddenReason }
      });
      return detailOf(updated);
    }
  };
}

export type FeedbackDesk = ReturnType<typeof createFeedbackDesk>;
