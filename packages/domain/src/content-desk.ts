import * as z from 'zod';
import {
  CategoryBannerSchema,
  GnbBannerSchema,
  MainBannerSchema,
  MainEventSchema,
  MainVideoSchema,
  NoticePopupSchema
} from './content.ts';
import {
  CATEGORY_BANNER_POSITIONS,
  LINK_TARGETS,
  POPUP_AUDIENCES,
  POPUP_CONTENT_TYPES
} from './content-rules.ts';
import { plainText } from './inputs.ts';
import { LANGUAGES } from './languages.ts';
import type { LocalizedText } from './localized-text.ts';

/**
 * The Home content desk (issue 19, docs/decisions/082): staff bodies and answers for each Home content kind. The
 * kinds are the URL segments of `/api/staff/v1/home-content/<kind>` and of the console's screens.
 */
export const HOME_CONTENT_KINDS = [
  'main-banners',
  'gnb-banners',
  'main-events',
  'category-banners',
  'main-videos',
  'notice-popups'
] as const;
export type HomeContentKind = (typeof HOME_CONTENT_KINDS)[number];

/** What a row is doing now: waiting for its start, shown, past its end, or switched off (display false). */
export const CONTENT_STATES = ['SCHEDULED', 'LIVE', 'ENDED', 'HIDDEN'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

export function contentStateOf(
  row: { display: boolean; startAt: string | null; endAt: string | null },
  now: number
): ContentState {
  if (!row.display) return 'HIDDEN';
  if (row.startAt !== null && Date.parse(row.startAt) > now) return 'SCHEDULED';
  if (row.endAt !== null && Date.parse(row.endAt) <= now) return 'ENDED';
  return 'LIVE';
}

/** At most this many rows per kind: Home shows a handful, the desk lists them all on one screen. */
export const HOME_CONTENT_MAX_ROWS = 200;
export const CONTENT_TITLE_MAX = 80;
export const CONTENT_TEXT_MAX = 200;
export const CONTENT_LINK_MAX = 500;
export const POPUP_HTML_MAX = 20_000;
export const CONTENT_SORT_MAX = 99_999;

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** https, a host name (no user info), an optional port, then a path, query or fragment. */
const HTTPS_URL = new RegExp(`^https://${LABEL}(?:\\.${LABEL})*(?::[0-9]{1,5})?(?:[/?#].*)?$`);

/**
 * A link a banner may carry: a path in the shop (`/event/12`, not `//host` or `/\host`) or an https URL. No other
 * scheme (`javascript:`, `data:`, `http:`), no blanks or control characters.
 */
export function isContentLink(link: string): boolean {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\s\u0000-\u001f\u007f\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  return HTTPS_URL.test(link);
}

/** An image or video of the shop's own media (`/media/…`): what the upload route answers, or the seed's files. */
const MEDIA_PATH =
  /^\/media\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.[A-Za-z0-9]{2,5}$/;
const IMAGE_EXT = /\.(?:jpe?g|png|svg|webp|gif)$/i;
const VIDEO_EXT = /\.(?:mp4|webm)$/i;
export const isMediaImage = (url: string) => MEDIA_PATH.test(url) && IMAGE_EXT.test(url);
export const isMediaVideo = (url: string) => MEDIA_PATH.test(url) && VIDEO_EXT.test(url);

/** A missing image (null where one is required) is the same refusal as a foreign one: VA_ContentMediaUrl. */
const mediaImage = z
  .string({ error: 'VA_ContentMediaUrl' })
  .trim()
  .max(300)
  .refine(isMediaImage, 'VA_ContentMediaUrl');
const mediaVideo = z.string().trim().max(300).refine(isMediaVideo, 'VA_ContentMediaUrl');

/** Empty translations are dropped, so the storefront falls back (en-US, then ko-KR) instead of showing nothing. */
function compact(text: { 'ko-KR': string; 'en-US'?: string | undefined; 'zh-TW'?: string | undefined }) {
  const out: LocalizedText = { 'ko-KR': text['ko-KR'] };
  if (text['en-US']) out['en-US'] = text['en-US'];
  if (text['zh-TW']) out['zh-TW'] = text['zh-TW'];
  return out;
}

/** Text in the three languages: Korean required (VA_ContentKoRequired), the others optional, each at most `max`. */
export function deskText(max: number) {
  return z
    .object({
      'ko-KR': plainText(max).min(1, 'VA_ContentKoRequired'),
      'en-US': plainText(max).optional(),
      'zh-TW': plainText(max).optional()
    })
    .transform(compact);
}

/** Popup HTML as staff wrote it (sanitised when served): line breaks allowed, other control characters not. */
const html = () =>
  z
    .string()
    .trim()
    .max(POPUP_HTML_MAX)
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'VA_InvalidCharacters');
const deskHtml = z
  .object({
    'ko-KR': html().min(1, 'VA_ContentKoRequired'),
    'en-US': html().optional(),
    'zh-TW': html().optional()
  })
  .transform(compact);

const link = z
  .string()
  .trim()
  .max(CONTENT_LINK_MAX)
  .refine((value) => value === '' || isContentLink(value), 'VA_ContentLink')
  .nullable()
  .transform((value) => value || null);
const instant = z.iso.datetime({ offset: true, message: 'VA_ContentDate' }).nullable();

/** What every kind has: link and target, display flag, period (null = open bound) and order. */
const common = {
  link,
  linkTarget: z.enum(LINK_TARGETS),
  display: z.boolean(),
  startAt: instant,
  endAt: instant,
  sortOrder: z.number().int().min(0).max(CONTENT_SORT_MAX)
};

type Period = { startAt: string | null; endAt: string | null };
const endsAfterStart = (value: Period, ctx: z.RefinementCtx) => {
  if (value.startAt && value.endAt && Date.parse(value.endAt) <= Date.parse(value.startAt))
    ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'VA_ContentPeriod' });
};

export const MainBannerDeskBodySchema = z
  .object({
    ...common,
    title: deskText(CONTENT_TITLE_MAX),
    subtitle: deskText(CONTENT_TEXT_MAX),
    alt: deskText(CONTENT_TEXT_MAX),
    pcImageUrl: mediaImage,
    mobileImageUrl: mediaImage
  })
  .superRefine(endsAfterStart);

export const GnbBannerDeskBodySchema = z
  .object({
    ...common,
    imageUrl: mediaImage,
    alt: deskText(CONTENT_TEXT_MAX),
    /** A catalogue category (VA_ContentCategory when unknown), or null for the site-wide banner. */
    categoryId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable()
  })
  .superRefine(endsAfterStart);

export const MainEventDeskBodySchema = z
  .object({
    ...common,
    title: deskText(CONTENT_TITLE_MAX),
    summary: deskText(CONTENT_TEXT_MAX),
    imageUrl: mediaImage
  })
  .superRefine(endsAfterStart);

export const CategoryBannerDeskBodySchema = z
  .object({
    ...common,
    position: z.enum(CATEGORY_BANNER_POSITIONS),
    title: deskText(CONTENT_TITLE_MAX),
    alt: deskText(CONTENT_TEXT_MAX),
    imageUrl: mediaImage
  })
  .superRefine(endsAfterStart);

export const MainVideoDeskBodySchema = z
  .object({
    ...common,
    title: deskText(CONTENT_TITLE_MAX),
    thumbnailUrl: mediaImage,
    /** An mp4/webm on our media host, or null for a poster that only links somewhere. */
    videoUrl: mediaVideo.nullable()
  })
  .superRefine(endsAfterStart);

/** CONTENT needs its HTML (VA_ContentPopupBody), IMAGE its image (VA_ContentPopupImage). */
export const NoticePopupDeskBodySchema = z
  .object({
    ...common,
    contentType: z.enum(POPUP_CONTENT_TYPES),
    audience: z.enum(POPUP_AUDIENCES),
    title: deskText(CONTENT_TITLE_MAX),
    contents: deskHtml.nullable(),
    attachmentImageUrl: mediaImage.nullable()
  })
  .superRefine((value, ctx) => {
    endsAfterStart(value, ctx);
    if (value.contentType === 'CONTENT' && !value.contents)
      ctx.addIssue({ code: 'custom', path: ['contents'], message: 'VA_ContentPopupBody' });
    if (value.contentType === 'IMAGE' && !value.attachmentImageUrl)
      ctx.addIssue({ code: 'custom', path: ['attachmentImageUrl'], message: 'VA_ContentPopupImage' });
  });

export type MainBannerDeskBody = z.input<typeof MainBannerDeskBodySchema>;
export type GnbBannerDeskBody = z.input<typeof GnbBannerDeskBodySchema>;
export type MainEventDeskBody = z.input<typeof MainEventDeskBodySchema>;
export type CategoryBannerDeskBody = z.input<typeof CategoryBannerDeskBodySchema>;
export type MainVideoDeskBody = z.input<typeof MainVideoDeskBodySchema>;
export type NoticePopupDeskBody = z.input<typeof NoticePopupDeskBodySchema>;

/** Answers: the row as stored (every language), with its state now. */
const LocalizedTextAnswer = z.object({
  'ko-KR': z.string(),
  'en-US': z.string().optional(),
  'zh-TW': z.string().optional()
});
const rowCommon = {
  id: z.number().int(),
  state: z.enum(CONTENT_STATES),
  link: z.string().nullable(),
  linkTarget: z.enum(LINK_TARGETS),
  display: z.boolean(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  sortOrder: z.number().int(),
  createdAt: z.string()
};

export const MainBannerDeskRowSchema = z.object({
  ...rowCommon,
  title: LocalizedTextAnswer,
  subtitle: LocalizedTextAnswer,
  alt: LocalizedTextAnswer,
  pcImageUrl: z.string(),
  mobileImageUrl: z.string()
});
export const GnbBannerDeskRowSchema = z.object({
  ...rowCommon,
  imageUrl: z.string(),
  alt: LocalizedTextAnswer,
  categoryId: z.number().int().nullable()
});
export const MainEventDeskRowSchema = z.object({
  ...rowCommon,
  title: LocalizedTextAnswer,
  summary: LocalizedTextAnswer,
  imageUrl: z.string()
});
export const CategoryBannerDeskRowSchema = z.object({
  ...rowCommon,
  position: z.enum(CATEGORY_BANNER_POSITIONS),
  title: LocalizedTextAnswer,
  alt: LocalizedTextAnswer,
  imageUrl: z.string()
});
export const MainVideoDeskRowSchema = z.object({
  ...rowCommon,
  title: LocalizedTextAnswer,
  thumbnailUrl: z.string(),
  videoUrl: z.string().nullable()
});
export const NoticePopupDeskRowSchema = z.object({
  ...rowCommon,
  contentType: z.enum(POPUP_CONTENT_TYPES),
  audience: z.enum(POPUP_AUDIENCES),
  title: LocalizedTextAnswer,
  /** As staff wrote it: the console shows it sanitised, the storefront gets it sanitised. */
  contents: LocalizedTextAnswer.nullable(),
  attachmentImageUrl: z.string().nullable()
});

export type MainBannerDeskRow = z.infer<typeof MainBannerDeskRowSchema>;
export type GnbBannerDeskRow = z.infer<typeof GnbBannerDeskRowSchema>;
export type MainEventDeskRow = z.infer<typeof MainEventDeskRowSchema>;
export type CategoryBannerDeskRow = z.infer<typeof CategoryBannerDeskRowSchema>;
export type MainVideoDeskRow = z.infer<typeof MainVideoDeskRowSchema>;
export type NoticePopupDeskRow = z.infer<typeof NoticePopupDeskRowSchema>;

/** Each kind's body, row and preview (the storefront's own answer shape) schemas. */
export const HOME_CONTENT_SCHEMAS = {
  'main-banners': { body: MainBannerDeskBodySchema, row: MainBannerDeskRowSchema, preview: MainBannerSchema },
  'gnb-banners': { body: GnbBannerDeskBodySchema, row: GnbBannerDeskRowSchema, preview: GnbBannerSchema },
  'main-events': { body: MainEventDeskBodySchema, row: MainEventDeskRowSchema, preview: MainEventSchema },
  'category-banners': {
    body: CategoryBannerDeskBodySchema,
    row: CategoryBannerDeskRowSchema,
    preview: CategoryBannerSchema
  },
  'main-videos': { body: MainVideoDeskBodySchema, row: MainVideoDeskRowSchema, preview: MainVideoSchema },
  'notice-popups': {
    body: NoticePopupDeskBodySchema,
    row: NoticePopupDeskRowSchema,
    preview: NoticePopupSchema
  }
} as const;

export type HomeContentRow = {
  'main-banners': MainBannerDeskRow;
  'gnb-banners': GnbBannerDeskRow;
  'main-events': MainEventDeskRow;
  'category-banners': CategoryBannerDeskRow;
  'main-videos': MainVideoDeskRow;
  'notice-popups': NoticePopupDeskRow;
};
export type HomeContentBody = {
  'main-banners': MainBannerDeskBody;
  'gnb-banners': GnbBannerDeskBody;
  'main-events': MainEventDeskBody;
  'category-banners': CategoryBannerDeskBody;
  'main-videos': MainVideoDeskBody;
  'notice-popups': NoticePopupDeskBody;
};

export const HomeContentKindParamSchema = z.object({ kind: z.enum(HOME_CONTENT_KINDS) });
export const HomeContentDisplayBodySchema = z.object({ display: z.boolean() });
/** The kind's every row id in the new order (CONTENT_ORDER_STALE when the set differs from the rows now). */
export const HomeContentOrderBodySchema = z.object({
  ids: z
    .array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
    .min(1)
    .max(HOME_CONTENT_MAX_ROWS)
    .refine((ids) => new Set(ids).size === ids.length, 'VA_ContentOrderDuplicate')
});
export type HomeContentOrderBody = z.infer<typeof HomeContentOrderBodySchema>;
export const HomeContentPreviewQuerySchema = z.object({ language: z.enum(LANGUAGES) });
