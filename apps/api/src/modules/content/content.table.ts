import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp
} from 'drizzle-orm/pg-core';
import type {
  CategoryBannerPosition,
  LinkTarget,
  LocalizedText,
  PopupAudience,
  PopupContentType
} from '@mall/domain';

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Columns every Home content row has: a link, a display flag, a display period (null = open bound) and an
 * order. The "currently displayed" reads filter on display + period, hence each table's
 * (display, end_at, start_at) index.
 */
const displayed = () => ({
  link: text('link'),
  linkTarget: text('link_target').$type<LinkTarget>().notNull().default('SELF'),
  display: boolean('display').notNull().default(true),
  startAt: at('start_at'),
  endAt: at('end_at'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
});

const linkTargetCheck = (name: string, column: unknown) => check(name, sql`${column} IN ('BLANK', 'SELF')`);

export const mainBanners = pgTable(
  'main_banner',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    subtitle: jsonb('subtitle').$type<LocalizedText>().notNull(),
    alt: jsonb('alt').$type<LocalizedText>().notNull(),
    pcImageUrl: text('pc_image_url').notNull(),
    mobileImageUrl: text('mobile_image_url').notNull(),
    ...displayed()
  },
  (t) => [
    linkTargetCheck('main_banner_link_target_check', t.linkTarget),
    index('main_banner_displayed_idx').on(t.display, t.endAt, t.startAt)
  ]
);

/** SPEC §3 Main GNB banner; categoryId null is the site-wide one (SPEC §7 "main gnb (categoryId)"). */
export const gnbBanners = pgTable(
  'gnb_banner',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    imageUrl: text('image_url').notNull(),
    alt: jsonb('alt').$type<LocalizedText>().notNull(),
    categoryId: id('category_id'),
    ...displayed()
  },
  (t) => [
    linkTargetCheck('gnb_banner_link_target_check', t.linkTarget),
    index('gnb_banner_displayed_idx').on(t.display, t.categoryId, t.endAt, t.startAt)
  ]
);

export const mainEvents = pgTable(
  'main_event',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url').notNull(),
    ...displayed()
  },
  (t) => [
    linkTargetCheck('main_event_link_target_check', t.linkTarget),
    index('main_event_displayed_idx').on(t.display, t.endAt, t.startAt)
  ]
);

export const categoryBanners = pgTable(
  'category_banner',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    position: text('position').$type<CategoryBannerPosition>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    alt: jsonb('alt').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url').notNull(),
    ...displayed()
  },
  (t) => [
    check('category_banner_position_check', sql`${t.position} IN ('TOP', 'BOTTOM')`),
    linkTargetCheck('category_banner_link_target_check', t.linkTarget),
    index('category_banner_displayed_idx').on(t.display, t.endAt, t.startAt)
  ]
);

export const mainVideos = pgTable(
  'main_video',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    /** A file on our own media host; null for a poster-only item that only links somewhere. */
    videoUrl: text('video_url'),
    ...displayed()
  },
  (t) => [
    linkTargetCheck('main_video_link_target_check', t.linkTarget),
    index('main_video_displayed_idx').on(t.display, t.endAt, t.startAt)
  ]
);

/** SPEC §3 Notice popup. `contents` is the written HTML per language, stored as written and sanitised when served. */
export const noticePopups = pgTable(
  'notice_popup',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    contentType: text('content_type').$type<PopupContentType>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    contents: jsonb('contents').$type<LocalizedText>(),
    attachmentImageUrl: text('attachment_image_url'),
    /** ALL, GUEST (not logged in) or MEMBER (logged in): docs/decisions/057. */
    audience: text('audience').$type<PopupAudience>().notNull().default('ALL'),
    ...displayed()
  },
  (t) => [
    check('notice_popup_content_type_check', sql`${t.contentType} IN ('CONTENT', 'IMAGE')`),
    check(
      'notice_popup_body_check',
      sql`(${t.contentType} = 'CONTENT' AND ${t.contents} IS NOT NULL) OR (${t.contentType} = 'IMAGE' AND ${t.attachmentImageUrl} IS NOT NULL)`
    ),
    check('notice_popup_audience_check', sql`${t.audience} IN ('ALL', 'GUEST', 'MEMBER')`),
    linkTargetCheck('notice_popup_link_target_check', t.linkTarget),
    index('notice_popup_displayed_idx').on(t.display, t.endAt, t.startAt)
  ]
);

/** One row: the content version the cache keys by (like catalogue_version, ADR 022/025). */
export const contentVersion = pgTable(
  'content_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0)
  },
  (t) => [check('content_version_single_row', sql`${t.id} = 1`)]
);
