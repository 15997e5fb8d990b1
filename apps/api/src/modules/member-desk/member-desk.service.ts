import {
  DomainError,
  MEMBER_SEARCH_MAX_PAGINATION,
  MEMBER_SEARCH_PAGE_SIZE,
  totalPageCount,
  type MemberMemo,
  type MemberMemoBody,
  type MemberMemoCommentBody,
  type MemberMemoList,
  type MemberSearchPage,
  type MemberSearchQuery,
  type MemberSearchRow,
  type MemberSummary
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import { createStaffRepository, type AuditEntry } from '../staff/staff.repository.ts';
import type { StaffPrincipal } from '../staff/staff.service.ts';
import { createMemberDeskRepository } from './member-desk.repository.ts';

export type DeskAsker = { staff: StaffPrincipal; address: string };
type SearchRow = Awaited<ReturnType<ReturnType<typeof createMemberDeskRepository>['search']>>['rows'][number];

function rowOf(row: SearchRow): MemberSearchRow {
  const { member } = row;
  return {
    userId: member.userSeqNo,
    userNumber: member.userNumber,
    name: `${member.lastName}${member.firstName}`,
    userType: member.userType,
    rank: member.rank,
    userStatus: member.status,
    joinDatetime: member.joinDatetime.toISOString(),
    beautyPlannerDatetime: member.beautyPlannerDatetime?.toISOString() ?? null,
    belongStoreName: member.centerName,
    marketingAgreement: row.marketing === true ? 'Y' : 'N',
    gender: row.gender === 'MALE' ? 'M' : row.gender === 'FEMALE' ? 'F' : null,
    birthDate: typeof row.birthDate === 'string' ? row.birthDate : null
  };
}

/**
 * The staff's member search and memos (docs/decisions/080). Every search and every read of a member is written to
 * the audit log (who searched for what and whom it showed); a memo's department is the writer's own, from the
 * staff account, never from the request.
 */
export function createMemberDesk({ db }: { db: Database }) {
  const repository = createMemberDeskRepository(db);
  const { audit } = createStaffRepository(db);
  const entry = (asker: DeskAsker, action: string, rest: Partial<AuditEntry> = {}): AuditEntry => ({
    staffId: asker.staff.staffId,
    action,
    address: asker.address,
    ...rest
  });

  async function memosOf(userSeqNo: number): Promise<MemberMemo[]> {
    const { memos, comments } = await repository.memos(userSeqNo);
    return memos.map(({ memo, writer }) => ({
      memberMemoId: memo.id,
      userId: memo.userSeqNo,
      createdUserDepartment: memo.createdUserDepartment,
      createdUserName: writer,
      memberMemoContent: memo.content,
      fixed: memo.fixed,
      createdAt: memo.createdAt.toISOString(),
      comments: comments
        .filter((row) => row.comment.memoId === memo.id)
        .map(({ comment, writer: by }) => ({
          memberMemoCommentId: comment.id,
          memberMemoCommentContent: comment.content,
          createdUserDepartment: comment.createdUserDepartment,
          createdUserName: by,
          createdAt: comment.createdAt.toISOString()
        }))
    }));
  }

  return {
    async search(query: MemberSearchQuery, asker: DeskAsker): Promise<MemberSearchPage> {
      const { rows, total } = await repository.search(query, MEMBER_SEARCH_PAGE_SIZE);
      await audit(
        entry(asker, 'members.search', {
          targetType: 'member',
          after: { query, userIds: rows.map((row) => row.member.userSeqNo) }
        })
      );
      return {
        list: rows.map(rowOf),
        pageSize: MEMBER_SEARCH_PAGE_SIZE,
        pageNumber: query.pageNumber,
        totalPageNumber: totalPageCount(total, MEMBER_SEARCH_PAGE_SIZE),
        totalSize: total,
        maxPagination: MEMBER_SEARCH_MAX_PAGINATION
      };
    },

    async summary(userSeqNo: number, asker: DeskAsker): Promise<MemberSummary> {
      const row = await repository.member(userSeqNo);
      if (!row) throw new DomainError('MEMBER_NOT_FOUND');
      await audit(entry(asker, 'members.read', { targetType: 'member', targetId: String(userSeqNo) }));
      return {
        ...rowOf(row),
        loginId: row.member.loginId,
        email: row.member.email,
        mobileNumber: row.member.mobileNumber,
        referralUserNumber: row.member.referralUserNumber,
        inquiryCount: Number(row.inquiryCount)
      };
    },

    async memos(userSeqNo: number, asker: DeskAsker): Promise<MemberMemoList> {
      if (!(await repository.exists(userSeqNo))) throw new DomainError('MEMBER_NOT_FOUND');
      const list = await memosOf(userSeqNo);
      await audit(entry(asker, 'members.memos.read', { targetType: 'member', targetId: String(userSeqNo) }));
      return { list };
    },

    async addMemo(body: MemberMemoBody, asker: DeskAsker): Promise<MemberMemoList> {
      if (!(await repository.exists(body.userId))) throw new DomainError('MEMBER_NOT_FOUND');
      const memo = await repository.insertMemo({
        userSeqNo: body.userId,
        content: body.memberMemoContent,
        fixed: body.fixed,
        createdBy: asker.staff.staffId,
        createdUserDepartment: asker.staff.department
      });
      await audit(
        entry(asker, 'members.memos.write', {
          targetType: 'member',
          targetId: String(body.userId),
          after: { memberMemoId: memo.id, content: memo.content, fixed: memo.fixed }
        })
      );
      return { list: await memosOf(body.userId) };
    },

    async addComment(body: MemberMemoCommentBody, asker: DeskAsker): Promise<MemberMemoList> {
      const memo = await repository.memo(body.memberMemoId);
      if (!memo) throw new DomainError('MEMBER_MEMO_NOT_FOUND');
      const comment = await repository.insertComment({
        memoId: memo.id,
        content: body.memberMemoCommentContent,
        createdBy: asker.staff.staffId,
        createdUserDepartment: asker.staff.department
      });
      await audit(
        entry(asker, 'members.memos.comment', {
          targetType: 'member',
          targetId: String(memo.userSeqNo),
          after: { memberMemoId: memo.id, memberMemoCommentId: comment.id, content: comment.content }
        })
      );
      return { list: await memosOf(memo.userSeqNo) };
    },

    async fix(memoId: number, fixed: boolean, asker: DeskAsker): Promise<MemberMemoList> {
      const before = await repository.memo(memoId);
      if (!before) throw new DomainError('MEMBER_MEMO_NOT_FOUND');
      await repository.fix(memoId, fixed);
      await audit(
        entry(asker, 'members.memos.fix', {
          targetType: 'member',
          targetId: String(before.userSeqNo),
          before: { memberMemoId: memoId, fixed: before.fixed },
          after: { memberMemoId: memoId, fixed }
        })
      );
      return { list: await memosOf(before.userSeqNo) };
    }
  };
}

export type MemberDesk = ReturnType<typeof createMemberDesk>;
