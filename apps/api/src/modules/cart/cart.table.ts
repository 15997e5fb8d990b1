import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { CartType } from '@mall/domain';
import { users } from '../member/member.table.ts';
import { productOptions, products } from '../product/product.table.ts';

const id = (name: string) => bigint(name, { mode: 'number' });

/**
 * A member's cart lines, both carts in one table (docs/decisions/030). The guest cart lives in the browser.
 * A line goes with its member, product or option: a member line never points at something the catalogue
 * dropped (guest lines can, and the refresh names them as removed).
 */
export const cartLines = pgTable(
  'cart',
  {
    /** The spec's cartId. */
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    userSeqNo: id('user_seq_no')
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    cartType: text('cart_type').$type<CartType>().notNull(),
    productId: id('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productOptionId: id('product_option_id').references(() => productOptions.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    // One line per member, cart, product and option, a missing option counting as one value: concurrent adds
    // meet here and INSERT … ON CONFLICT adds to the line instead of making a second one.
    unique('cart_line_uq').on(t.userSeqNo, t.cartType, t.productId, t.productOptionId).nullsNotDistinct(),
    check('cart_type_check', sql`${t.cartType} IN ('normal', 'autoship')`),
    // The absolute ceiling (CART_MAX_QUANTITY); a product's own lower limit is guarded by the statements.
    check('cart_quantity_check', sql`${t.quantity} BETWEEN 1 AND 100`),
    // The catalogue's deletes cascade here: without these each would read the whole table.
    index('cart_product_idx').on(t.productId),
    index('cart_product_option_idx').on(t.productOptionId)
  ]
);
