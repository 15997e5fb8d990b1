import * as z from 'zod';
import { queryInt } from './inputs.ts';
import { plainText } from './inputs.ts';
import { ORDER_NUMBER_PATTERN } from './order-rules.ts';

/**
 * 1:1 inquiries (SPEC §2 /customer/inquiry, /customer/inquiry/list, /customer/inquiry/detail/{inquiryId};
 * ARCHITECTURE §7 lifecycles; issue 19 item 4, docs/decisions/080): a member asks in a category, optionally about
 * one of their orders, with up to three photos; staff answer once (and may correct the answer); the member is
 * noticed once. Readable only by the writer and staff.
 */

export const INQUIRY_CATEGORIES = [
  'ORDER_DELIVERY',
  'RETURN_EXCHANGE',
  'PRODUCT',
  'MEMBERSHIP',
  'PAYMENT',
  'OTHER'
] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

export const INQUIRY_TITLE_MAX = 100;
export const INQUIRY_BODY_MAX = 2000;
/** The answer as staff wrote it (HTML, sanitised when served). */
export const INQUIRY_ANSWER_MAX = 20_000;
/** SPEC §5 uploads: images 20 MB, at most 3 files, .jpeg/.jpg/.png (judged by content on the server). */
export const INQUIRY_PHOTO_MAX_FILES = 3;
export const INQUIRY_PHOTO_MAX_BYTES = 20 * 1024 * 1024;
export const INQUIRY_PHOTO_EXTENSIONS = ['.jpeg', '.jpg', '.png'] as const;
/** The member's list: 10 a page (SPEC §9 storefront lists). */
export const INQUIRY_PAGE_SIZE = 10;
/** The staff queue: 20 a page. */
export const INQUIRY_QUEUE_PAGE_SIZE = 20;

// ── Lifecycle (a table, ARCHITECTURE §7) ─────────────────────────────────────────────────────────────────────

export const INQUIRY_STATES = ['RECEIVED', 'ANSWERED', 'DELETED'] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];
/** The states a reader ever sees (a deleted inquiry is gone for everyone but the audit trail). */
export const INQUIRY_SHOWN_STATES = ['RECEIVED', 'ANSWERED'] as const;
export type InquiryShownState = (typeof INQUIRY_SHOWN_STATES)[number];

export const INQUIRY_EVENTS = ['edit', 'delete', 'answer', 'editAnswer'] as const;
export type InquiryEvent = (typeof INQUIRY_EVENTS)[number];
/** Who may move an inquiry by each event: the writer edits and deletes, staff answer. */
export const INQUIRY_EVENT_ACTOR: Readonly<Record<InquiryEvent, 'writer' | 'staff'>> = {
  edit: 'writer',
  delete: 'writer',
  answer: 'staff',
  editAnswer: 'staff'
};

/**
 * state × event → state. The writer may edit or delete only while nobody answered (an answer must keep answering
 * the question that was asked); staff answer once, then may correct the answer (no second notice).
 */
export const INQUIRY_TRANSITIONS: Readonly<
  Record<InquiryState, Readonly<Partial<Record<InquiryEvent, InquiryState>>>>
> = {
  RECEIVED: { edit: 'RECEIVED', delete: 'DELETED', answer: 'ANSWERED' },
  ANSWERED: { editAnswer: 'ANSWERED' },
  DELETED: {}
};

export function nextInquiryState(state: InquiryState, event: InquiryEvent): InquiryState | null {
  return INQUIRY_TRANSITIONS[state][event] ?? null;
}

/** A move as a guarded update: `WHERE state IN from`, then `to`. */
export function inquiryMove(event: InquiryEvent): { from: InquiryState[]; to: InquiryState } {
  const from = INQUIRY_STATES.filter((state) => nextInquiryState(state, event) !== null);
  return { from, to: nextInquiryState(from[0]!, event)! };
}

/** The events an actor may take now (the storefront's and console's buttons). */
export function inquiryEventsFor(state: InquiryState, actor: 'writer' | 'staff'): InquiryEvent[] {
  return INQUIRY_EVENTS.filter(
    (event) => INQUIRY_EVENT_ACTOR[event] === actor && nextInquiryState(state, event) !== null
  );
}

// ── Inputs ───────────────────────────────────────────────────────────────────────────────────────────────────

/** Text of several lines: trimmed, bounded, line breaks and tabs allowed, other control characters not. */
export function multilineText(max: number) {
  return (
    z
      .string()
      .trim()
      .max(max)
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'VA_InvalidCharacters')
  );
}

/** The writer's fields (the multipart body's `request` JSON part; photos are its `photos` files). */
export const InquiryWriteSchema = z
  .object({
    category: z.enum(INQUIRY_CATEGORIES, 'INQ_SelectCategory'),
    /** One of the writer's orders (display or stored form), or null. */
    orderNumber: z
      .string()
      .trim()
      .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
      .pipe(z.string().regex(ORDER_NUMBER_PATTERN, 'INQ_OrderNumber'))
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    title: plainText(INQUIRY_TITLE_MAX * 2)
      .min(1, 'INQ_EnterTitle')
      .pipe(z.string().max(INQUIRY_TITLE_MAX, 'INQ_TitleLength')),
    body: multilineText(INQUIRY_BODY_MAX * 2)
      .min(1, 'INQ_EnterContent')
      .pipe(z.string().max(INQUIRY_BODY_MAX, 'INQ_ContentLength'))
  })
  .strict();
export type InquiryWrite = z.infer<typeof InquiryWriteSchema>;
export type InquiryWriteForm = z.input<typeof InquiryWriteSchema>;

/** An edit while unanswered: the same fields (the photos stay as sent). */
export const InquiryEditSchema = InquiryWriteSchema;

export const InquiryIdParamSchema = z.object({ inquiryId: queryInt(1, Number.MAX_SAFE_INTEGER) });
export const InquiryPhotoParamSchema = InquiryIdParamSchema.extend({
  seq: queryInt(0, INQUIRY_PHOTO_MAX_FILES - 1)
});
export const DeskInquiryIdParamSchema = z.object({ id: queryInt(1, Number.MAX_SAFE_INTEGER) });
export const DeskInquiryPhotoParamSchema = DeskInquiryIdParamSchema.extend({
  seq: queryInt(0, INQUIRY_PHOTO_MAX_FILES - 1)
});

export const InquiryListQuerySchema = z.object({ page: queryInt(1, 10_000).default(1) });

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────────────

export const InquirySummarySchema = z.object({
  inquiryId: z.number().int(),
  category: z.enum(INQUIRY_CATEGORIES),
  title: z.string(),
  state: z.enum(INQUIRY_SHOWN_STATES),
  orderNumber: z.string().nullable(),
  photoCount: z.number().int(),
  createdAt: z.string(),
  answeredAt: z.string().nullable()
});
export type InquirySummary = z.infer<typeof InquirySummarySchema>;

export const InquiryDetailSchema = InquirySummarySchema.extend({
  body: z.string(),
  /** The photos' URLs (served only to the writer, or staff on the console's own URLs). */
  photos: z.array(z.string()),
  /** The answer as sanitised HTML, or null while unanswered. */
  answerHtml: z.string().nullable(),
  answerUpdatedAt: z.string().nullable(),
  /** What the asker may do now (edit, delete: the writer's; answer, editAnswer: staff's). */
  events: z.array(z.enum(INQUIRY_EVENTS))
});
export type InquiryDetail = z.infer<typeof InquiryDetailSchema>;

export const InquiryPageSchema = z.object({
  list: z.array(InquirySummarySchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int()
});
export type InquiryPage = z.infer<typeof InquiryPageSchema>;

// ── Staff console (inquiries.answer) ─────────────────────────────────────────────────────────────────────────

export const DeskInquiryQuerySchema = z.object({
  state: z.enum(INQUIRY_SHOWN_STATES).optional(),
  category: z.enum(INQUIRY_CATEGORIES).optional(),
  /** Title, member number or name (part of). */
  search: plainText(50).optional(),
  page: queryInt(1, 10_000).default(1)
});
export type DeskInquiryQuery = z.infer<typeof DeskInquiryQuerySchema>;

/** The writer as the console shows them (member data: every read is audited). */
export const DeskInquiryWriterSchema = z.object({
  userSeqNo: z.number().int(),
  userNumber: z.string(),
  name: z.string(),
  userType: z.string(),
  email: z.string().nullable(),
  mobileNumber: z.string().nullable()
});

export const DeskInquiryRowSchema = InquirySummarySchema.extend({
  writer: z.object({ userSeqNo: z.number().int(), userNumber: z.string(), name: z.string() })
});
export type DeskInquiryRow = z.infer<typeof DeskInquiryRowSchema>;

export const DeskInquiryListSchema = z.object({
  list: z.array(DeskInquiryRowSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int(),
  counts: z.partialRecord(z.enum(INQUIRY_SHOWN_STATES), z.number().int())
});
export type DeskInquiryList = z.infer<typeof DeskInquiryListSchema>;

export const DeskInquiryDetailSchema = InquiryDetailSchema.extend({
  /** The answer as staff wrote it (to edit). */
  answerSource: z.string().nullable(),
  answeredBy: z.string().nullable(),
  writer: DeskInquiryWriterSchema
});
export type DeskInquiryDetail = z.infer<typeof DeskInquiryDetailSchema>;

/** An answer or its correction: HTML (sanitised when served); empty is INQ_EnterAnswer. */
export const DeskInquiryAnswerSchema = z
  .object({
    answer: z
      .string()
      .trim()
      .min(1, 'INQ_EnterAnswer')
      .max(INQUIRY_ANSWER_MAX, 'INQ_AnswerLength')
      .refine((html) => html.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0, 'INQ_EnterAnswer')
  })
  .strict();
export type DeskInquiryAnswer = z.infer<typeof DeskInquiryAnswerSchema>;

/** Plain text typed by staff as paragraphs of HTML (a blank line starts a paragraph; a break is <br>). */
export function textToParagraphs(text: string): string {
  const escape = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((block) => block.trim().length > 0)
    .map((block) => `<p>${escape(block.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
