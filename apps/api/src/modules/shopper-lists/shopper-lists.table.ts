import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../member/member.table.ts';
import { productOptions, products } from '../product/product.table.ts';

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A member's wishlist (찜, docs/decisions/091): one row per member and product; gone with either. */
export const wishlistItems = pgTable(
  'wishlist_item',
  {
    userSeqNo: id('user_seq_no')
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    productId: id('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.userSeqNo, t.productId] }),
    index('wishlist_item_member_created_idx').on(t.userSeqNo, t.createdAt.desc(), t.productId.desc())
  ]
);

/** A member's recently viewed products (최근 본 상품, docs/decisions/091): the newest 50 are kept. */
export const recentViews = pgTable(
  'recent_view',
  {
    userSeqNo: id('user_seq_no')
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    productId: id('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: at('viewed_at').notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.userSeqNo, t.productId] }),
    index('recent_view_member_viewed_idx').on(t.userSeqNo, t.viewedAt.desc(), t.productId.desc())
  ]
);

/**
 * A member's restock alert (재입고 알림, docs/decisions/092) on a sold-out product or option. `notified_at` is set
 * by the one guarded update that claims it when stock is back, so it is noticed exactly once; one waiting alert per
 * member and product/option (a noticed one may be asked again when it sells out again).
 */
export const restockAlerts = pgTable(
  'restock_alert',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    userSeqNo: id('user_seq_no')
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    productId: id('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productOptionId: id('product_option_id').references(() => productOptions.id, { onDelete: 'cascade' }),
    /** The asker's language when asking: the mail's. */
    language: text('language').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    notifiedAt: at('notified_at')
  },
  (t) => [
    uniqueIndex('restock_alert_waiting_uq')
      .on(t.userSeqNo, t.productId, sql`coalesce(${t.productOptionId}, 0)`)
      .where(sql`${t.notifiedAt} IS NULL`),
    index('restock_alert_member_idx').on(t.userSeqNo, t.createdAt.desc()),
    // The check after a restock reads one product's waiting alerts.
    index('restock_alert_waiting_product_idx')
      .on(t.productId)
      .where(sql`${t.notifiedAt} IS NULL`)
  ]
);
