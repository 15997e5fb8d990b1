import * as z from 'zod';
import { EmailSchema, MobileSchema } from './account-schemas.ts';
import { queryInt } from './inputs.ts';

/**
 * The voice-of-the-customer board (SPEC §2 /feedback…, issue 19 item 5, docs/decisions/081): members and guests
 * post feedback in six categories, public or private; a guest post is kept by its password (4–16 characters,
 * stored hashed), which opens a short-lived signed grant for that one post; a forgotten password is reset by a
 * one-time mailed link. Staff with `feedback.moderate` reply once per post and hide or show posts with a reason.
 */

export const FEEDBACK_CATEGORIES = [
  'PRODUCT',
  'DELIVERY',
  'SERVICE',
  'SUGGESTION',
  'PRAISE',
  'OTHER'
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;
export type FeedbackVisibility = (typeof FEEDBACK_VISIBILITIES)[number];

export const FEEDBACK_TITLE_MAX = 100;
export const FEEDBACK_BODY_MIN = 10;
export const FEEDBACK_BODY_MAX = 3000;
export const FEEDBACK_NAME_MAX = 20;
export const FEEDBACK_KEYWORD_MAX = 50;
/** Links (http(s):// or www.) a post may carry in its title and body together. */
export const FEEDBACK_LINK_MAX = 2;
export const FEEDBACK_PASSWORD_MIN = 4;
export const FEEDBACK_PASSWORD_MAX = 16;
/** Storefront page size (SPEC §9: storefront lists 10–20 a page). */
export const FEEDBACK_PAGE_SIZE = 10;
/** Wrong passwords in a row before a post's password checks are locked, and for how long. */
export const FEEDBACK_PASSWORD_FAIL_LIMIT = 5;
export const FEEDBACK_PASSWORD_LOCK_MINUTES = 15;
/** How long a grant from a right password lets the guest read, edit and delete that post. */
export const FEEDBACK_GRANT_MINUTES = 10;
export const FEEDBACK_RESET_MINUTES = 30;
/** The least time between two posts from one client address or one member. */
export const FEEDBACK_MIN_INTERVAL_SECONDS = 60;
/** The same body is refused when any post has had it within this many hours. */
export const FEEDBACK_DUPLICATE_HOURS = 24;
export const FEEDBACK_REPLY_MAX = 10_000;
export const FEEDBACK_HIDE_REASON_MAX = 200;
/** The header a guest's grant travels in (detail, edit, delete). */
export const FEEDBACK_GRANT_HEADER = 'x-feedback-grant';

const LINK = /(?:https?:\/\/|www\.)[^\s]+/gi;
/** How many links a text holds (the spam limit counts the title and the body together). */
export const countLinks = (text: string): number => text.match(LINK)?.length ?? 0;

/** Normalised for the duplicate check: case, blanks and punctuation spacing do not make a body new. */
export const feedbackBodyFingerprint = (body: string): string =>
  body.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** A writer's name as others see it: the first character, then asterisks (김** / J***). */
export function maskWriterName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '*';
  return chars[0] + '*'.repeat(Math.max(1, Math.min(chars.length - 1, 4)));
}

/** Multi-line text from a person: trimmed, bounded, newlines and tabs allowed, other control characters not. */
function multiline(max: number, min = 1) {
  return (
    z
      .string()
      .trim()
      .min(min, 'FBK_BodyLength')
      .max(max, 'FBK_BodyLength')
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'VA_InvalidCharacters')
  );
}

const line = (max: number, code: string) =>
  z
    .string()
    .trim()
    .min(1, code)
    .max(max, code)
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'VA_InvalidCharacters');

export const FeedbackPasswordSchema = z
  .string()
  .min(FEEDBACK_PASSWORD_MIN, 'FBK_PasswordLength')
  .max(FEEDBACK_PASSWORD_MAX, 'FBK_PasswordLength')
  // eslint-disable-next-line no-control-regex -- a password of visible characters
  .regex(/^[^\s\u0000-\u001f\u007f]+$/, 'FBK_PasswordLength');

// ——— Storefront ———

export const FeedbackListQuerySchema = z.object({
  keyword: z.string().trim().max(FEEDBACK_KEYWORD_MAX, 'FBK_KeywordLength').optional(),
  category: z.enum(FEEDBACK_CATEGORIES).optional(),
  page: queryInt(1, 10_000).default(1)
});
export type FeedbackListQuery = z.infer<typeof FeedbackListQuerySchema>;

export const FeedbackListItemSchema = z.object({
  feedbackId: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  /** A private post's title is shown (with a lock), its body never is in the list. */
  title: z.string(),
  visibility: z.enum(FEEDBACK_VISIBILITIES),
  writerName: z.string(),
  guest: z.boolean(),
  answered: z.boolean(),
  createdAt: z.string()
});
export type FeedbackListItem = z.infer<typeof FeedbackListItemSchema>;

export const FeedbackListSchema = z.object({
  list: z.array(FeedbackListItemSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int()
});
export type FeedbackList = z.infer<typeof FeedbackListSchema>;

export const FeedbackReplySchema = z.object({
  /** Sanitised on the server when served. */
  html: z.string(),
  repliedAt: z.string()
});

export const FeedbackDetailSchema = z.object({
  feedbackId: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  title: z.string(),
  /** Plain text: the storefront shows it as text, never as HTML. */
  body: z.string(),
  visibility: z.enum(FEEDBACK_VISIBILITIES),
  writerName: z.string(),
  guest: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  reply: FeedbackReplySchema.nullable(),
  /** The asker may edit and delete it (its member writer, or a guest holding a grant for it). */
  canEdit: z.boolean()
});
export type FeedbackDetail = z.infer<typeof FeedbackDetailSchema>;

const postFields = {
  category: z.enum(FEEDBACK_CATEGORIES, 'FBK_Category'),
  title: line(FEEDBACK_TITLE_MAX, 'FBK_TitleLength'),
  body: multiline(FEEDBACK_BODY_MAX, FEEDBACK_BODY_MIN),
  visibility: z.enum(FEEDBACK_VISIBILITIES).default('PUBLIC')
};

const withLinkLimit = <T extends { title: string; body: string }>(post: T) =>
  countLinks(`${post.title}\n${post.body}`) <= FEEDBACK_LINK_MAX;
const LINK_ISSUE = { message: 'FBK_TooManyLinks', path: ['body'] };

export const FeedbackGuestSchema = z
  .object({
    name: line(FEEDBACK_NAME_MAX, 'FBK_NameRequired'),
    email: z.union([z.literal(''), EmailSchema]).optional(),
    mobileNumber: z.union([z.literal(''), MobileSchema]).optional(),
    password: FeedbackPasswordSchema,
    passwordConfirm: z.string(),
    privacyConsent: z.literal(true, 'FBK_PrivacyConsent')
  })
  .refine((guest) => Boolean(guest.email) || Boolean(guest.mobileNumber), {
    message: 'FBK_ContactRequired',
    path: ['email']
  })
  .refine((guest) => guest.password === guest.passwordConfirm, {
    message: 'FBK_PasswordConfirm',
    path: ['passwordConfirm']
  });
export type FeedbackGuest = z.infer<typeof FeedbackGuestSchema>;

/** A member writes with their login (no guest block); a guest sends the guest block. */
export const FeedbackWriteBodySchema = z
  .object({ ...postFields, guest: FeedbackGuestSchema.optional() })
  .refine(withLinkLimit, LINK_ISSUE);
export type FeedbackWriteBody = z.infer<typeof FeedbackWriteBodySchema>;
export type FeedbackWriteInput = z.input<typeof FeedbackWriteBodySchema>;

export const FeedbackEditBodySchema = z.object(postFields).refine(withLinkLimit, LINK_ISSUE);
export type FeedbackEditBody = z.infer<typeof FeedbackEditBodySchema>;

export const FeedbackWrittenSchema = z.object({
  feedbackId: z.number().int(),
  /** For a guest: a grant for the new post, so the writer reads it at once. */
  grant: z.string().nullable()
});
export type FeedbackWritten = z.infer<typeof FeedbackWrittenSchema>;

export const FeedbackPasswordBodySchema = z.object({
  password: z.string().min(1, 'FBK_PasswordRequired').max(64, 'FBK_PasswordLength')
});
export type FeedbackPasswordBody = z.infer<typeof FeedbackPasswordBodySchema>;

export const FeedbackGrantSchema = z.object({
  grant: z.string(),
  expiresAt: z.string()
});
export type FeedbackGrant = z.infer<typeof FeedbackGrantSchema>;

export const FeedbackResetRequestBodySchema = z.object({
  feedbackId: z.number().int().min(1, 'FBK_PostNumber').max(Number.MAX_SAFE_INTEGER, 'FBK_PostNumber'),
  email: EmailSchema
});
export type FeedbackResetRequestBody = z.infer<typeof FeedbackResetRequestBodySchema>;

export const FeedbackResetConfirmBodySchema = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'FEEDBACK_RESET_INVALID'),
    password: FeedbackPasswordSchema,
    passwordConfirm: z.string()
  })
  .refine((body) => body.password === body.passwordConfirm, {
    message: 'FBK_PasswordConfirm',
    path: ['passwordConfirm']
  });
export type FeedbackResetConfirmBody = z.infer<typeof FeedbackResetConfirmBodySchema>;

export const FeedbackResetDoneSchema = z.object({ feedbackId: z.number().int() });

// ——— Staff console ———

export const DESK_FEEDBACK_FILTERS = ['all', 'unanswered', 'hidden'] as const;

export const DeskFeedbackQuerySchema = z.object({
  filter: z.enum(DESK_FEEDBACK_FILTERS).default('all'),
  keyword: z.string().trim().max(FEEDBACK_KEYWORD_MAX).optional(),
  page: queryInt(1, 10_000).default(1)
});
export type DeskFeedbackQuery = z.infer<typeof DeskFeedbackQuerySchema>;

export const DeskFeedbackRowSchema = z.object({
  feedbackId: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  title: z.string(),
  visibility: z.enum(FEEDBACK_VISIBILITIES),
  writerName: z.string(),
  guest: z.boolean(),
  answered: z.boolean(),
  hidden: z.boolean(),
  createdAt: z.string()
});
export type DeskFeedbackRow = z.infer<typeof DeskFeedbackRowSchema>;

export const DeskFeedbackListSchema = z.object({
  list: z.array(DeskFeedbackRowSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int()
});
export type DeskFeedbackList = z.infer<typeof DeskFeedbackListSchema>;

export const DeskFeedbackDetailSchema = DeskFeedbackRowSchema.extend({
  body: z.string(),
  updatedAt: z.string().nullable(),
  /** The writer and how to reach them (member data: every read is audited). */
  userSeqNo: z.number().int().nullable(),
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  /** What staff wrote (as stored) and the storefront's sanitised copy. */
  reply: z
    .object({
      html: z.string(),
      sanitized: z.string(),
      repliedAt: z.string(),
      repliedBy: z.string().nullable()
    })
    .nullable()
});
export type DeskFeedbackDetail = z.infer<typeof DeskFeedbackDetailSchema>;

export const DeskFeedbackReplyBodySchema = z.object({
  html: z.string().trim().min(1, 'ALT_InsertContent').max(FEEDBACK_REPLY_MAX, 'FBK_ReplyLength')
});
export type DeskFeedbackReplyBody = z.infer<typeof DeskFeedbackReplyBodySchema>;

export const DeskFeedbackVisibilityBodySchema = z
  .object({
    hidden: z.boolean(),
    reason: line(FEEDBACK_HIDE_REASON_MAX, 'FBK_HideReason').optional()
  })
  .refine((body) => !body.hidden || Boolean(body.reason), { message: 'FBK_HideReason', path: ['reason'] });
export type DeskFeedbackVisibilityBody = z.infer<typeof DeskFeedbackVisibilityBodySchema>;
