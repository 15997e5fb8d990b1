import * as z from 'zod';
import { plainText, queryInt } from './inputs.ts';
import type { LocalizedText } from './localized-text.ts';

/**
 * Notices, events and news (SPEC §2 `/update…`, issue 19, docs/decisions/076): staff write posts in three
 * languages; a post is live while it is PUBLISHED and the server clock is inside [publishAt, unpublishAt).
 */

export const BOARD_KINDS = ['NOTICE', 'EVENT', 'NEWS'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];

/** The kinds as the storefront's paths spell them (`/update/notice`). */
export const BOARD_PATH_KINDS = ['notice', 'event', 'news'] as const;
export type BoardPathKind = (typeof BOARD_PATH_KINDS)[number];
export const boardKindOfPath = (kind: BoardPathKind): BoardKind => kind.toUpperCase() as BoardKind;
export const boardPathOfKind = (kind: BoardKind): BoardPathKind => kind.toLowerCase() as BoardPathKind;

export const BOARD_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

/** An event's state by its period: before its start, inside it, after its end. */
export const BOARD_EVENT_STATES = ['upcoming', 'running', 'ended'] as const;
export type BoardEventState = (typeof BOARD_EVENT_STATES)[number];

/** Where a post stands for staff: not published, published but not yet live, live, or past its window. */
export const BOARD_PUBLISH_STATES = ['DRAFT', 'SCHEDULED', 'LIVE', 'EXPIRED'] as const;
export type BoardPublishState = (typeof BOARD_PUBLISH_STATES)[number];

export const BOARD_PAGE_SIZE = 10;
export const BOARD_PAGE_SIZE_MAX = 100;
export const BOARD_DESK_PAGE_SIZE = 20;
export const BOARD_KEYWORD_MAX = 50;
export const BOARD_TITLE_MAX = 120;
export const BOARD_SUMMARY_MAX = 300;
export const BOARD_BODY_MAX = 100_000;

type Window = { status: BoardStatus; publishAt: Date | null; unpublishAt: Date | null };

/** Where a post stands at `now` (pure: the server passes its clock). */
export function boardPublishState(post: Window, now: Date): BoardPublishState {
  if (post.status !== 'PUBLISHED' || !post.publishAt) return 'DRAFT';
  if (post.publishAt.getTime() > now.getTime()) return 'SCHEDULED';
  if (post.unpublishAt && post.unpublishAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'LIVE';
}

/** An event's state at `now`; null without a period (notices, news). An open bound never ends / began long ago. */
export function boardEventState(startAt: Date | null, endAt: Date | null, now: Date): BoardEventState | null {
  if (!startAt && !endAt) return null;
  if (startAt && startAt.getTime() > now.getTime()) return 'upcoming';
  if (endAt && endAt.getTime() <= now.getTime()) return 'ended';
  return 'running';
}

/* ---- Public reads ---- */

export const BoardKindParamSchema = z.object({ kind: z.enum(BOARD_PATH_KINDS) });
export const BoardPostParamSchema = z.object({
  kind: z.enum(BOARD_PATH_KINDS),
  id: queryInt(1, Number.MAX_SAFE_INTEGER)
});

/** A search word: trimmed; blank means no search. */
const keyword = plainText(BOARD_KEYWORD_MAX)
  .optional()
  .transform((value) => (value ? value : undefined));

export const BoardListQuerySchema = z.object({
  page: queryInt(1, 10_000).default(1),
  pageSize: queryInt(1, BOARD_PAGE_SIZE_MAX).default(BOARD_PAGE_SIZE),
  keyword,
  /** Events only: upcoming, running or ended. */
  state: z.enum(BOARD_EVENT_STATES).optional()
});
export type BoardListQuery = z.infer<typeof BoardListQuerySchema>;

const period = {
  eventStartAt: z.string().nullable(),
  eventEndAt: z.string().nullable(),
  eventState: z.enum(BOARD_EVENT_STATES).nullable()
};

export const BoardListItemSchema = z.object({
  boardId: z.number().int(),
  kind: z.enum(BOARD_KINDS),
  title: z.string(),
  summary: z.string(),
  thumbnailUrl: z.string().nullable(),
  pinned: z.boolean(),
  publishedAt: z.string(),
  ...period
});
export type BoardListItem = z.infer<typeof BoardListItemSchema>;

/** A page of live posts: pinned ones first, then the newest. */
export const BoardListSchema = z.object({
  list: z.array(BoardListItemSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int()
});
export type BoardList = z.infer<typeof BoardListSchema>;

const neighbour = z.object({ boardId: z.number().int(), title: z.string() }).nullable();

export const BoardPostSchema = BoardListItemSchema.extend({
  /** Sanitised on the server (allow-list; images only from /media). */
  html: z.string(),
  /** The older post of the same kind, and the newer one. */
  previous: neighbour,
  next: neighbour
});
export type BoardPost = z.infer<typeof BoardPostSchema>;

/* ---- Staff ---- */

/** A shop media path (`/media/…`): thumbnails come only from the shop's own uploads. */
export const BOARD_MEDIA_PATH = /^\/media\/(?!.*\.\.)[\w./-]{1,300}$/;

/** Text in the three languages: Korean required (unless optional), the others may be left empty. */
export function boardLocalized(max: number, { required = true } = {}) {
  const other = z.string().trim().max(max, 'BRD_TooLong').optional();
  return z
    .object({
      'ko-KR': required
        ? z.string().trim().min(1, 'BRD_Required').max(max, 'BRD_TooLong')
        : z.string().trim().max(max, 'BRD_TooLong'),
      'en-US': other,
      'zh-TW': other
    })
    .transform((text): LocalizedText => {
      const out: LocalizedText = { 'ko-KR': text['ko-KR'] };
      if (text['en-US']) out['en-US'] = text['en-US'];
      if (text['zh-TW']) out['zh-TW'] = text['zh-TW'];
      return out;
    });
}

const instant = z.iso.datetime({ offset: true, message: 'BRD_DateTime' });

export const BoardPostBodySchema = z
  .object({
    kind: z.enum(BOARD_KINDS),
    title: boardLocalized(BOARD_TITLE_MAX),
    summary: boardLocalized(BOARD_SUMMARY_MAX, { required: false }),
    body: boardLocalized(BOARD_BODY_MAX),
    thumbnailUrl: z.string().regex(BOARD_MEDIA_PATH, 'BRD_MediaOnly').nullable(),
    pinned: z.boolean(),
    eventStartAt: instant.nullable(),
    eventEndAt: instant.nullable()
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'EVENT' && !body.eventStartAt)
      ctx.addIssue({ code: 'custom', message: 'BRD_EventPeriod', path: ['eventStartAt'] });
    if (body.kind === 'EVENT' && !body.eventEndAt)
      ctx.addIssue({ code: 'custom', message: 'BRD_EventPeriod', path: ['eventEndAt'] });
    if (body.eventStartAt && body.eventEndAt && Date.parse(body.eventEndAt) <= Date.parse(body.eventStartAt))
      ctx.addIssue({ code: 'custom', message: 'BRD_PeriodOrder', path: ['eventEndAt'] });
  });
export type BoardPostBody = z.infer<typeof BoardPostBodySchema>;

/** Publish now (no publishAt) or at publishAt; unpublishAt (optional) ends the window. */
export const BoardPublishBodySchema = z
  .object({ publishAt: instant.nullable().optional(), unpublishAt: instant.nullable().optional() })
  .refine(
    (body) =>
      !body.publishAt || !body.unpublishAt || Date.parse(body.unpublishAt) > Date.parse(body.publishAt),
    { message: 'BRD_PeriodOrder', path: ['unpublishAt'] }
  );
export type BoardPublishBody = z.infer<typeof BoardPublishBodySchema>;

export const BoardDeskQuerySchema = z.object({
  kind: z.enum(BOARD_KINDS).optional(),
  state: z.enum(BOARD_PUBLISH_STATES).optional(),
  keyword,
  page: queryInt(1, 10_000).default(1)
});
export type BoardDeskQuery = z.infer<typeof BoardDeskQuerySchema>;

const localizedOut = z.object({
  'ko-KR': z.string(),
  'en-US': z.string().optional(),
  'zh-TW': z.string().optional()
});

export const BoardDeskRowSchema = z.object({
  boardId: z.number().int(),
  kind: z.enum(BOARD_KINDS),
  title: localizedOut,
  thumbnailUrl: z.string().nullable(),
  pinned: z.boolean(),
  status: z.enum(BOARD_STATUSES),
  publishState: z.enum(BOARD_PUBLISH_STATES),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  eventStartAt: z.string().nullable(),
  eventEndAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable()
});
export type BoardDeskRow = z.infer<typeof BoardDeskRowSchema>;

export const BoardDeskListSchema = z.object({
  list: z.array(BoardDeskRowSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int()
});
export type BoardDeskList = z.infer<typeof BoardDeskListSchema>;

export const BoardDeskPostSchema = BoardDeskRowSchema.extend({
  summary: localizedOut,
  body: localizedOut
});
export type BoardDeskPost = z.infer<typeof BoardDeskPostSchema>;
