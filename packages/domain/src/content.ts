import * as z from 'zod';
import {
  CATEGORY_BANNER_POSITIONS,
  LINK_TARGETS,
  POPUP_AUDIENCES,
  POPUP_CONTENT_TYPES
} from './content-rules.ts';
import { queryInt } from './inputs.ts';

export const LinkTargetSchema = z.object({ code: z.enum(LINK_TARGETS) });

/** Display period as ISO timestamps; null is an open bound. */
const period = { startAt: z.string().nullable(), endAt: z.string().nullable() };

export const MainBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  alt: z.string(),
  pcImageUrl: z.string(),
  mobileImageUrl: z.string(),
  link: z.string().nullable(),
  linkTarget: LinkTargetSchema,
  ...period
});
export type MainBanner = z.infer<typeof MainBannerSchema>;

/** SPEC §3 Main GNB banner (+ the optional category it belongs to, SPEC §7 "main gnb (categoryId)"). */
export const GnbBannerSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  alt: z.string(),
  link: z.string().nullable(),
  linkTarget: LinkTargetSchema,
  categoryId: z.number().int().nullable(),
  ...period
});
export type GnbBanner = z.infer<typeof GnbBannerSchema>;

export const MainEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  linkTarget: LinkTargetSchema,
  ...period
});
export type MainEvent = z.infer<typeof MainEventSchema>;

export const CategoryBannerSchema = z.object({
  id: z.number().int(),
  position: z.enum(CATEGORY_BANNER_POSITIONS),
  title: z.string(),
  alt: z.string(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  linkTarget: LinkTargetSchema,
  ...period
});
export type CategoryBanner = z.infer<typeof CategoryBannerSchema>;

export const MainVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  thumbnailUrl: z.string(),
  /** A playable file on our own host, or null for a poster-only item (then `link` is where it goes). */
  videoUrl: z.string().nullable(),
  link: z.string().nullable(),
  ...period
});
export type MainVideo = z.infer<typeof MainVideoSchema>;

/** SPEC §3 Notice popup: CONTENT carries sanitised HTML, IMAGE an image with an optional link. */
export const NoticePopupSchema = z.object({
  id: z.number().int(),
  popupContentType: z.object({ code: z.enum(POPUP_CONTENT_TYPES) }),
  /** Who it is shown to (ADR 057); the answer already holds only the asker's popups. */
  audience: z.object({ code: z.enum(POPUP_AUDIENCES) }),
  popupTitle: z.string(),
  /** Sanitised on the server (allow-list); the storefront passes it through DOMPurify again. */
  popupWrittenContents: z.string().nullable(),
  attachmentImageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  linkTarget: LinkTargetSchema,
  ...period
});
export type NoticePopup = z.infer<typeof NoticePopupSchema>;

/** Everything Home shows from the content tables, in one answer (no request waterfall). */
export const MainHomeSchema = z.object({
  banners: z.array(MainBannerSchema),
  gnbBanner: GnbBannerSchema.nullable(),
  events: z.array(MainEventSchema),
  categoryBanners: z.object({ top: z.array(CategoryBannerSchema), bottom: z.array(CategoryBannerSchema) }),
  videos: z.array(MainVideoSchema)
});
export type MainHome = z.infer<typeof MainHomeSchema>;

export const GnbQuerySchema = z.object({ categoryId: queryInt(1, Number.MAX_SAFE_INTEGER).optional() });
