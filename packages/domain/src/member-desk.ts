import * as z from 'zod';
import { MAX_PAGINATION_LINKS } from './constants.ts';
import { plainText, queryInt } from './inputs.ts';
import { multilineText } from './inquiry.ts';
import { ACCOUNT_STATUSES, USER_TYPES } from './member-rules.ts';

/**
 * The staff's member search and member memo dialogs (SPEC §3 Member memo and member search, §5 memo, §6 staff
 * dialogs, §7 /etc/v1/membermemo, §9 page size 50; issue 19 item 6, docs/decisions/080). Staff with
 * `members.read`; every search and every read of a member is in the audit log.
 */

/** SPEC §9: the member search pages 50 at a time, with at most 10 page links. */
export const MEMBER_SEARCH_PAGE_SIZE = 50;
export const MEMBER_SEARCH_MAX_PAGINATION = MAX_PAGINATION_LINKS;

/** Which date the period filters (SPEC: searchType, default JOIN_DATE). */
export const MEMBER_SEARCH_TYPES = ['JOIN_DATE', 'PLANNER_DATE'] as const;
export type MemberSearchType = (typeof MEMBER_SEARCH_TYPES)[number];
export const MEMBER_GENDERS = ['M', 'F'] as const;
export type MemberGender = (typeof MEMBER_GENDERS)[number];

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'VA_DateFormat');

/** GET /api/staff/v1/members: the SPEC's filters, all optional, plus a keyword (name, number, id, mail, phone). */
export const MemberSearchQuerySchema = z
  .object({
    fromDate: IsoDate.optional(),
    toDate: IsoDate.optional(),
    searchType: z.enum(MEMBER_SEARCH_TYPES).default('JOIN_DATE'),
    /** The member's grade (user type or rank, e.g. SOLE_PROPRIETORSHIP or MEMBER). */
    consumerGrade: z.enum(USER_TYPES).optional(),
    userStatus: z.enum(ACCOUNT_STATUSES).optional(),
    marketingAgreement: z.enum(['Y', 'N']).optional(),
    gender: z.enum(MEMBER_GENDERS).optional(),
    belongStoreName: plainText(50).optional(),
    birthDate: IsoDate.optional(),
    keyword: plainText(50).optional(),
    pageNumber: queryInt(1, 10_000).default(1)
  })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, {
    message: 'VA_DateRange',
    path: ['toDate']
  });
export type MemberSearchQuery = z.infer<typeof MemberSearchQuerySchema>;
export type MemberSearchForm = z.input<typeof MemberSearchQuerySchema>;

export const MemberSearchRowSchema = z.object({
  userId: z.number().int(),
  userNumber: z.string(),
  name: z.string(),
  userType: z.enum(USER_TYPES),
  rank: z.string(),
  userStatus: z.enum(ACCOUNT_STATUSES),
  joinDatetime: z.string(),
  beautyPlannerDatetime: z.string().nullable(),
  belongStoreName: z.string().nullable(),
  marketingAgreement: z.enum(['Y', 'N']),
  /** From the member's verified identity, when there is one. */
  gender: z.enum(MEMBER_GENDERS).nullable(),
  birthDate: z.string().nullable()
});
export type MemberSearchRow = z.infer<typeof MemberSearchRowSchema>;

export const MemberSearchPageSchema = z.object({
  list: z.array(MemberSearchRowSchema),
  pageSize: z.number().int(),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int(),
  maxPagination: z.number().int()
});
export type MemberSearchPage = z.infer<typeof MemberSearchPageSchema>;

/** One member as the desk shows them (GET /api/staff/v1/members/{userId}). */
export const MemberSummarySchema = MemberSearchRowSchema.extend({
  loginId: z.string(),
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  referralUserNumber: z.string().nullable(),
  inquiryCount: z.number().int()
});
export type MemberSummary = z.infer<typeof MemberSummarySchema>;

export const MemberIdParamSchema = z.object({ userId: queryInt(1, Number.MAX_SAFE_INTEGER) });

// ── Memos ────────────────────────────────────────────────────────────────────────────────────────────────────

export const MEMBER_MEMO_MAX = 1000;
export const MEMBER_MEMO_COMMENT_MAX = 500;

/** POST /api/staff/v1/membermemo (SPEC §7): the department is the writer's own, set by the server. */
export const MemberMemoBodySchema = z
  .object({
    userId: z.number().int().min(1),
    memberMemoContent: multilineText(MEMBER_MEMO_MAX * 2)
      .min(1, 'INQ_AlertMemo')
      .pipe(z.string().max(MEMBER_MEMO_MAX, 'VA_MemoLength')),
    fixed: z.boolean().default(false)
  })
  .strict();
export type MemberMemoBody = z.infer<typeof MemberMemoBodySchema>;
export type MemberMemoForm = z.input<typeof MemberMemoBodySchema>;

/** POST /api/staff/v1/membermemo/comment (SPEC §7). */
export const MemberMemoCommentBodySchema = z
  .object({
    memberMemoId: z.number().int().min(1),
    memberMemoCommentContent: multilineText(MEMBER_MEMO_COMMENT_MAX * 2)
      .min(1, 'ALT_InsertContent')
      .pipe(z.string().max(MEMBER_MEMO_COMMENT_MAX, 'VA_MemoLength'))
  })
  .strict();
export type MemberMemoCommentBody = z.infer<typeof MemberMemoCommentBodySchema>;

/** Pin or unpin a memo (PATCH /api/staff/v1/membermemo/{memberMemoId}). */
export const MemberMemoFixBodySchema = z.object({ fixed: z.boolean() }).strict();
export const MemberMemoIdParamSchema = z.object({ memberMemoId: queryInt(1, Number.MAX_SAFE_INTEGER) });

export const MemberMemoCommentSchema = z.object({
  memberMemoCommentId: z.number().int(),
  memberMemoCommentContent: z.string(),
  createdUserDepartment: z.string(),
  createdUserName: z.string(),
  createdAt: z.string()
});
export type MemberMemoComment = z.infer<typeof MemberMemoCommentSchema>;

export const MemberMemoSchema = z.object({
  memberMemoId: z.number().int(),
  userId: z.number().int(),
  createdUserDepartment: z.string(),
  createdUserName: z.string(),
  memberMemoContent: z.string(),
  fixed: z.boolean(),
  createdAt: z.string(),
  comments: z.array(MemberMemoCommentSchema)
});
export type MemberMemo = z.infer<typeof MemberMemoSchema>;

/** A member's memos: fixed ones first, then newest first. */
export const MemberMemoListSchema = z.object({ list: z.array(MemberMemoSchema) });
export type MemberMemoList = z.infer<typeof MemberMemoListSchema>;
