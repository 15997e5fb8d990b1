import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex
} from 'drizzle-orm/pg-core';
import { users } from '../member/member.table.ts';
import { productOptions, products } from '../product/product.table.ts';

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A planner's personal mall (SPEC §3 Personal mall, issue 18): one row per planner, written by its owner alone.
 * Images are public media paths (`/media/personal/...`, resized on upload); the original file names are the
 * uploader's, kept for the edit form. `site_url` is the mall's handle in links (`/?referrer=<handle>`) and
 * `nickname` the name shown beside the planner's videos: both unique without regard to case.
 */
export const personalMalls = pgTable(
  'personal_mall',
  {
    userSeqNo: id('user_seq_no')
      .primaryKey()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    mallName: text('mall_name').notNull(),
    message1: text('message1').notNull().default(''),
    message2: text('message2').notNull().default(''),
    siteUrl: text('site_url'),
    nickname: text('nickname'),
    profileUrl: text('profile_url'),
    profileOriginFileName: text('profile_origin_file_name'),
    backgroundMobileUrl: text('background_mobile_url'),
    backgroundMobileOriginFileName: text('background_mobile_origin_file_name'),
    backgroundPcUrl: text('background_pc_url'),
    backgroundPcOriginFileName: text('background_pc_origin_file_name'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('personal_mall_site_url_uq').on(sql`lower(${t.siteUrl})`),
    uniqueIndex('personal_mall_nickname_uq').on(sql`lower(${t.nickname})`)
  ]
);

/**
 * An easy bag (SPEC §1, §2 /mypage/easybag, /beauty-planner): a planner's ready-made bundle sent by link. The id
 * is random (it is the link's secret: bags are not enumerable); a deleted bag keeps its row for the orders that
 * name it.
 */
export const easyBags = pgTable(
  'easy_bag',
  {
    id: text('id').primaryKey(),
    userSeqNo: id('user_seq_no')
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    note: text('note').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at')
  },
  (t) => [
    index('easy_bag_owner_idx').on(t.userSeqNo, t.createdAt),
    check('easy_bag_id_check', sql`${t.id} ~ '^[A-Za-z0-9_-]{16,32}$'`)
  ]
);

/** The products of an easy bag in the planner's order, with the quantity the planner suggests. */
export const easyBagLines = pgTable(
  'easy_bag_line',
  {
    bagId: text('bag_id')
      .notNull()
      .references(() => easyBags.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: id('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productOptionId: id('product_option_id').references(() => productOptions.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull()
  },
  (t) => [
    primaryKey({ columns: [t.bagId, t.position] }),
    check('easy_bag_line_quantity_check', sql`${t.quantity} BETWEEN 1 AND 100`)
  ]
);
