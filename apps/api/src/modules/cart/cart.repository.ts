import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CartType } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import { cartLines } from './cart.table.ts';

export type CartLineRow = typeof cartLines.$inferSelect;
export type CartOwner = { userSeqNo: number; cartType: CartType };
export type LineKey = { productId: number; productOptionId: number | null };

const ownedBy = (owner: CartOwner) =>
  and(eq(cartLines.userSeqNo, owner.userSeqNo), eq(cartLines.cartType, owner.cartType));
const optionIs = (productOptionId: number | null) =>
  productOptionId === null
    ? isNull(cartLines.productOptionId)
    : eq(cartLines.productOptionId, productOptionId);
const sameKey = (owner: CartOwner, key: LineKey) =>
  and(ownedBy(owner), eq(cartLines.productId, key.productId), optionIs(key.productOptionId));

/** The columns of cart_line_uq: one line per member, cart, product and option (the upserts' conflict target). */
const LINE_KEY = [cartLines.userSeqNo, cartLines.cartType, cartLines.productId, cartLines.productOptionId];

/** Queries only; the service owns the transaction and passes it in. */
/** Both carts' lines of a member, newest first: the cart screen's read, prepared once (db/prepared.ts). */
const memberLinesStatement = preparedPerHandle((db) =>
  db
    .select()
    .from(cartLines)
    .where(eq(cartLines.userSeqNo, sql.placeholder('userSeqNo')))
    .orderBy(desc(cartLines.createdAt), desc(cartLines.id))
    .prepare('cart_member_lines')
);

/** The header badge's count (every page a member opens), prepared once. */
const lineCountStatement = preparedPerHandle((db) =>
  db
    .select({ n: count() })
    .from(cartLines)
    .where(eq(cartLines.userSeqNo, sql.placeholder('userSeqNo')))
    .prepare('cart_member_line_count')
);

export function createCartRepository(db: Executor) {
  return {
    /** One cart's lines, newest first. */
    lines(owner: CartOwner): Promise<CartLineRow[]> {
      return db
        .select()
        .from(cartLines)
        .where(ownedBy(owner))
        .orderBy(desc(cartLines.createdAt), desc(cartLines.id));
    },

    /**
     * Both carts' lines of a member, newest first, in one read: the cart screen needs one cart's lines and the
     * count of both (the header badge). At most CART_MAX_LINES a cart.
     */
    memberLines(userSeqNo: number): Promise<CartLineRow[]> {
      return memberLinesStatement(db).execute({ userSeqNo });
    },

    /** The same, locked until the transaction ends (the merge reads before it writes). */
    linesForUpdate(owner: CartOwner): Promise<CartLineRow[]> {
      return db.select().from(cartLines).where(ownedBy(owner)).orderBy(asc(cartLines.id)).for('update');
    },

    async lineCount(owner: CartOwner): Promise<number> {
      const [row] = await db.select({ n: count() }).from(cartLines).where(ownedBy(owner));
      return row?.n ?? 0;
    },

    /** Lines of both carts (the header badge). */
    async memberLineCount(userSeqNo: number): Promise<number> {
      const [row] = await lineCountStatement(db).execute({ userSeqNo });
      return row?.n ?? 0;
    },

    async line(owner: CartOwner, cartId: number): Promise<CartLineRow | undefined> {
      const [row] = await db
        .select()
        .from(cartLines)
        .where(and(ownedBy(owner), eq(cartLines.id, cartId)));
      return row;
    },

    /** A line of this member's cart, locked; undefined when it is not theirs (or not in this cart). */
    async lineForUpdate(owner: CartOwner, cartId: number): Promise<CartLineRow | undefined> {
      const [row] = await db
        .select()
        .from(cartLines)
        .where(and(ownedBy(owner), eq(cartLines.id, cartId)))
        .for('update');
      return row;
    },

    async lineByKeyForUpdate(owner: CartOwner, key: LineKey): Promise<CartLineRow | undefined> {
      const [row] = await db.select().from(cartLines).where(sameKey(owner, key)).for('update');
      return row;
    },

    /**
     * Adds `quantity` to the line of that product and option, making it when there is none. The limit is kept
     * by the statement itself (`WHERE cart.quantity + excluded.quantity <= max`), so two requests at once can
     * neither make a second line nor pass the limit. Answers the line, or null when the limit refused it.
     */
    async addToLine(
      owner: CartOwner,
      key: LineKey,
      quantity: number,
      max: number
    ): Promise<CartLineRow | null> {
      const [row] = await db
        .insert(cartLines)
        .values({ ...owner, ...key, quantity })
        .onConflictDoUpdate({
          target: LINE_KEY,
          set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, updatedAt: sql`now()` },
          setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${max}::int`
        })
        .returning();
      return row ?? null;
    },

    /** Like addToLine, but what passes the limit is dropped: the line ends at most at `max` (the merge). */
    async addToLineClamped(
      owner: CartOwner,
      key: LineKey,
      quantity: number,
      max: number
    ): Promise<CartLineRow> {
      const [row] = await db
        .insert(cartLines)
        .values({ ...owner, ...key, quantity: Math.min(quantity, max) })
        .onConflictDoUpdate({
          target: LINE_KEY,
          set: {
            quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${max}::int)`,
            updatedAt: sql`now()`
          }
        })
        .returning();
      return row!;
    },

    /** Sets the quantity of a line of this member's cart; false when there is no such line. */
    async setQuantity(owner: CartOwner, cartId: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(cartLines)
        .set({ quantity, updatedAt: sql`now()` })
        .where(and(ownedBy(owner), eq(cartLines.id, cartId)))
        .returning({ id: cartLines.id });
      return rows.length > 0;
    },

    async setOption(owner: CartOwner, cartId: number, productOptionId: number): Promise<void> {
      await db
        .update(cartLines)
        .set({ productOptionId, updatedAt: sql`now()` })
        .where(and(ownedBy(owner), eq(cartLines.id, cartId)));
    },

    /** Deletes this member's lines among `cartIds`; answers the ids it deleted. */
    async deleteLines(owner: CartOwner, cartIds: number[]): Promise<number[]> {
      const rows = await db
        .delete(cartLines)
        .where(and(ownedBy(owner), inArray(cartLines.id, cartIds)))
        .returning({ id: cartLines.id });
      return rows.map((row) => row.id);
    }
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
