import * as z from 'zod';
import { LANGUAGES, type Language } from './languages.ts';
import type { LocalizedText } from './localized-text.ts';
import { SITE_PAGE_SLUGS, type SitePageSlug } from './site-page-paths.ts';

/**
 * Company, ESG and guide pages (issue 19, docs/decisions/078): a closed list of pages, each one row with a title,
 * a lead, a hero image and ordered blocks of typed content. Staff edit a draft and publish it; shoppers read the
 * published revision only.
 */

/** Limits (characters, counts). */
export const SITE_PAGE_LIMITS = {
  title: 100,
  lead: 600,
  short: 200,
  text: 2000,
  html: 30_000,
  blocks: 80,
  url: 300
} as const;

/** Text kept in every language: Korean required (unless `optional`), the others optional. */
export function localizedTextSchema(max: number, required = false) {
  const other = z.string().trim().max(max).optional();
  return z.object({
    'ko-KR': required ? z.string().trim().min(1).max(max) : z.string().trim().max(max),
    'en-US': other,
    'zh-TW': other
  }) satisfies z.ZodType<LocalizedText>;
}

/** The text in the asked language, else en-US, else Korean; an empty translation counts as missing. */
export function pickFilledText(text: LocalizedText, language: Language): string {
  return text[language] || text['en-US'] || text['ko-KR'];
}

/** An image of the shop's own media (`/media/…`): pages show no picture from another host. */
export const MediaPathSchema = z
  .string()
  .trim()
  .max(SITE_PAGE_LIMITS.url)
  .regex(/^\/media\/(?!.*\.\.)[\w./-]+$/, 'SITE_PAGE_IMAGE');

const L = SITE_PAGE_LIMITS;
/** A block's id is stable across edits (article links use it); 0 asks the server for a new one. */
const blockId = z.number().int().min(0).max(1_000_000);

export const SitePageBlockSchema = z.discriminatedUnion('kind', [
  z.object({
    id: blockId,
    kind: z.literal('text'),
    title: localizedTextSchema(L.short),
    html: localizedTextSchema(L.html)
  }),
  z.object({
    id: blockId,
    kind: z.literal('image'),
    url: MediaPathSchema,
    alt: localizedTextSchema(L.short),
    caption: localizedTextSchema(L.short)
  }),
  z.object({
    id: blockId,
    kind: z.literal('milestone'),
    year: z.number().int().min(1900).max(2100),
    month: z.number().int().min(1).max(12).nullable(),
    text: localizedTextSchema(L.text, true),
    imageUrl: MediaPathSchema.nullable()
  }),
  z.object({
    id: blockId,
    kind: z.literal('card'),
    title: localizedTextSchema(L.short, true),
    html: localizedTextSchema(L.html),
    imageUrl: MediaPathSchema.nullable()
  }),
  z.object({
    id: blockId,
    kind: z.literal('color'),
    name: localizedTextSchema(L.short, true),
    hex: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/),
    note: localizedTextSchema(L.text)
  }),
  z.object({
    id: blockId,
    kind: z.literal('article'),
    number: z.number().int().min(1).max(999),
    title: localizedTextSchema(L.short, true),
    html: localizedTextSchema(L.html)
  }),
  z.object({
    id: blockId,
    kind: z.literal('location'),
    name: localizedTextSchema(L.short, true),
    address: localizedTextSchema(L.short, true),
    phone: z.string().trim().max(30),
    hours: localizedTextSchema(L.text),
    subway: localizedTextSchema(L.text),
    bus: localizedTextSchema(L.text),
    car: localizedTextSchema(L.text),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180)
  })
]);
export type SitePageBlock = z.infer<typeof SitePageBlockSchema>;
export type SitePageBlockKind = SitePageBlock['kind'];
export const SITE_PAGE_BLOCK_KINDS = [
  'text',
  'image',
  'milestone',
  'card',
  'color',
  'article',
  'location'
] as const satisfies readonly SitePageBlockKind[];

/** What staff write for a page (the draft), as kept. */
export const SitePageContentSchema = z
  .object({
    title: localizedTextSchema(L.title, true),
    lead: localizedTextSchema(L.lead),
    heroImageUrl: MediaPathSchema.nullable(),
    blocks: z.array(SitePageBlockSchema).max(L.blocks)
  })
  .superRefine((content, ctx) => {
    const seen = new Set<number>();
    content.blocks.forEach((block, index) => {
      if (block.id === 0) return;
      if (seen.has(block.id))
        ctx.addIssue({ code: 'custom', path: ['blocks', index, 'id'], message: 'SITE_PAGE_BLOCK_ID' });
      seen.add(block.id);
    });
  });
export type SitePageContent = z.infer<typeof SitePageContentSchema>;

export const SitePageSlugParamSchema = z.object({ slug: z.string().max(40) });
export const RightwayArticleParamSchema = z.object({ id: z.coerce.number().int().min(1).max(1_000_000) });

/* ---- What shoppers read (localised, HTML sanitised) ---- */

const MapViewSchema = z.object({ imageUrl: z.string(), openUrl: z.string() });
export type MapView = z.infer<typeof MapViewSchema>;

export const PublicSitePageBlockSchema = z.discriminatedUnion('kind', [
  z.object({ id: z.number().int(), kind: z.literal('text'), title: z.string(), html: z.string() }),
  z.object({
    id: z.number().int(),
    kind: z.literal('image'),
    url: z.string(),
    alt: z.string(),
    caption: z.string()
  }),
  z.object({
    id: z.number().int(),
    kind: z.literal('milestone'),
    year: z.number().int(),
    month: z.number().int().nullable(),
    text: z.string(),
    imageUrl: z.string().nullable()
  }),
  z.object({
    id: z.number().int(),
    kind: z.literal('card'),
    title: z.string(),
    html: z.string(),
    imageUrl: z.string().nullable()
  }),
  z.object({
    id: z.number().int(),
    kind: z.literal('color'),
    name: z.string(),
    hex: z.string(),
    note: z.string()
  }),
  z.object({
    id: z.number().int(),
    kind: z.literal('article'),
    number: z.number().int(),
    title: z.string(),
    html: z.string()
  }),
  z.object({
    id: z.number().int(),
    kind: z.literal('location'),
    name: z.string(),
    address: z.string(),
    /** The address in every language (a visitor may need it in Korean for a taxi). */
    addresses: z.array(z.object({ language: z.enum(LANGUAGES), text: z.string() })),
    phone: z.string(),
    hours: z.string(),
    subway: z.string(),
    bus: z.string(),
    car: z.string(),
    lat: z.number(),
    lng: z.number(),
    map: MapViewSchema.nullable()
  })
]);
export type PublicSitePageBlock = z.infer<typeof PublicSitePageBlockSchema>;

export const PublicSitePageSchema = z.object({
  slug: z.enum(SITE_PAGE_SLUGS as [SitePageSlug, ...SitePageSlug[]]),
  path: z.string(),
  title: z.string(),
  lead: z.string(),
  heroImageUrl: z.string().nullable(),
  blocks: z.array(PublicSitePageBlockSchema),
  publishedAt: z.string().nullable()
});
export type PublicSitePage = z.infer<typeof PublicSitePageSchema>;

const ArticleLinkSchema = z.object({ id: z.number().int(), number: z.number().int(), title: z.string() });
export const RightwayArticleSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  html: z.string(),
  pageTitle: z.string(),
  previous: ArticleLinkSchema.nullable(),
  next: ArticleLinkSchema.nullable()
});
export type RightwayArticle = z.infer<typeof RightwayArticleSchema>;

/* ---- The staff desk ---- */

export const DeskSitePageSummarySchema = z.object({
  slug: z.enum(SITE_PAGE_SLUGS as [SitePageSlug, ...SitePageSlug[]]),
  path: z.string(),
  title: z.string(),
  version: z.number().int(),
  /** The draft differs from what shoppers see (or nothing is published yet). */
  hasDraftChanges: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string()
});
export type DeskSitePageSummary = z.infer<typeof DeskSitePageSummarySchema>;

export const DeskSitePageSchema = DeskSitePageSummarySchema.extend({ draft: SitePageContentSchema });
export type DeskSitePage = z.infer<typeof DeskSitePageSchema>;

/** A draft save names the version it was edited from: a stale one is SITE_PAGE_CONFLICT. */
export const DeskSitePageSaveBodySchema = z.object({
  version: z.number().int().min(1),
  content: SitePageContentSchema
});
export type DeskSitePageSaveBody = z.infer<typeof DeskSitePageSaveBodySchema>;

export const DeskSitePagePublishBodySchema = z.object({ version: z.number().int().min(1) });
export type DeskSitePagePublishBody = z.infer<typeof DeskSitePagePublishBodySchema>;

export const DeskSitePagePreviewQuerySchema = z.object({ language: z.enum(LANGUAGES).default('ko-KR') });
