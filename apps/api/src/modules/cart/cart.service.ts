import {
  CART_MAX_LINES,
  CART_SUGGESTION_SIZE,
  DomainError,
  lineMaxQuantity,
  type Cart,
  type CartAddRequest,
  type CartBadge,
  type CartMergeAnswer,
  type CartMergeOutcome,
  type CartMergeRequest,
  type CartSuggestions,
  type CartType,
  type GuestCartRefreshAnswer,
  type GuestCartRefreshRequest
} from '@mall/domain';
import type { Database, Executor } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { CartProduct, ProductService, Viewer } from '../product/product.service.ts';
import { assertCanAdd, lineProblem, quantityLimit, stillListed, toCartLine } from './cart-lines.ts';
import { createCartRepository, type CartOwner, type LineKey } from './cart.repository.ts';
import type { CartReadCache } from './cart-read-cache.ts';

const uncached: CartReadCache = { read: (_asker, _cartType, load) => load(), changed: async () => {} };

/** What the cart needs of the catalogue (modules talk through services, never each other's tables). */
export type CartCatalogue = Pick<
  ProductService,
  'cartFacts' | 'bestSellers' | 'shopBestSellers' | 'onSaleProducts'
>;

/** The member's bought products, newest order first (the order module's history service). */
export type PurchasedProducts = { purchasedProductIds(userSeqNo: number, limit: number): Promise<number[]> };

/** A member asking about one of their carts, with what they may see (language, SP/BP). */
export type Asker = Viewer & { userSeqNo: number };

const keyOf = (line: LineKey) => `${line.productId}:${line.productOptionId ?? ''}`;

/**
 * The member carts (normal and autoship), the guest refresh, the merge at login and the suggestions
 * (docs/decisions/030). Every write is one transaction; catalogue facts are read before it (embedded
 * PGlite has one connection: a read outside a running transaction would wait for it).
 */
export function createCartService(deps: {
  db: Database;
  catalogue: CartCatalogue;
  purchased?: PurchasedProducts;
  /** Cart answers kept between writes (ADR 065); without it every read goes to the database. */
  reads?: CartReadCache;
}) {
  const { db, catalogue } = deps;
  const reads = deps.reads ?? uncached;
  const owner = (asker: Asker, cartType: CartType): CartOwner => ({ userSeqNo: asker.userSeqNo, cartType });

  /** A write of the member's lines; kept answers are dropped afterwards, whether it committed or not. */
  async function changing<T>(userSeqNo: number, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      await reads.changed(userSeqNo);
    }
  }

  function cart(asker: Asker, cartType: CartType): Promise<Cart> {
    return reads.read(asker, cartType, () => readCart(asker, cartType));
  }

  async function readCart(asker: Asker, cartType: CartType): Promise<Cart> {
    // Two statements: the member's lines of both carts (this one's, and the badge's count), then their products.
    const both = await createCartRepository(db).memberLines(asker.userSeqNo);
    const rows = both.filter((row) => row.cartType === cartType);
    const totalCartCount = both.length;
    const facts = await catalogue.cartFacts(
      rows.map((row) => row.productId),
      asker
    );
    return {
      cartType,
      // Member lines go with their product (foreign key), so a missing one can only be mid-deletion.
      lines: rows.flatMap((row) => {
        const product = facts.get(row.productId);
        return product ? [toCartLine({ ...row, cartId: row.id }, product, cartType)] : [];
      }),
      totalCartCount
    };
  }

  /** A line of the asker's cart, or 404 CART_LINE_NOT_FOUND (also for another member's line). */
  async function ownLine(asker: Asker, cartType: CartType, cartId: number) {
    const line = await createCartRepository(db).line(owner(asker, cartType), cartId);
    if (!line) throw new DomainError('CART_LINE_NOT_FOUND', { cartId });
    return line;
  }

  /** Changing a line's option can meet a line made at the same moment on that option: once more, it joins it. */
  async function retriedOnce<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) !== 'cart_line_uq') throw error;
      return write();
    }
  }

  return {
    cart,

    async badge(userSeqNo: number): Promise<CartBadge> {
      return { totalCartCount: await createCartRepository(db).memberLineCount(userSeqNo) };
    },

    /**
     * Adds lines (all or none): a product and option already in the cart add to its line. The limit is checked
     * here for a clear answer and again by the statement itself, which also settles two requests at once.
     */
    async add(asker: Asker, cartType: CartType, request: CartAddRequest): Promise<Cart> {
      // The same product and option twice in one request is one line.
      const wanted = new Map<string, LineKey & { quantity: number }>();
      for (const line of request) {
        const key = { productId: line.productId, productOptionId: line.productOptionId ?? null };
        const seen = wanted.get(keyOf(key));
        wanted.set(keyOf(key), { ...key, quantity: (seen?.quantity ?? 0) + line.quantity });
      }
      const facts = await catalogue.cartFacts(
        [...wanted.values()].map((line) => line.productId),
        asker
      );
      const limits = new Map(
        [...wanted].map(([k, line]) => [
          k,
          assertCanAdd(facts.get(line.productId), line, cartType, line.quantity)
        ])
      );
      const cartOwner = owner(asker, cartType);
      await changing(asker.userSeqNo, () =>
        db.transaction(async (tx) => {
          const repository = createCartRepository(tx);
          for (const [k, { quantity, ...key }] of wanted) {
            const max = limits.get(k)!;
            if (await repository.addToLine(cartOwner, key, quantity, max)) continue;
            const inCart = (await repository.lineByKeyForUpdate(cartOwner, key))?.quantity ?? 0;
            quantityLimit(key, max, inCart);
          }
          if ((await repository.lineCount(cartOwner)) > CART_MAX_LINES) {
            throw new DomainError('CART_FULL', { maxLines: CART_MAX_LINES });
          }
        })
      );
      return cart(asker, cartType);
    },

    async changeQuantity(asker: Asker, cartType: CartType, cartId: number, quantity: number): Promise<Cart> {
      const line = await ownLine(asker, cartType, cartId);
      const product = (await catalogue.cartFacts([line.productId], asker)).get(line.productId);
      const key = { productId: line.productId, productOptionId: line.productOptionId };
      // Only the limit: lowering the quantity of a sold-out line is fine, and lowering it below a cut limit mends it.
      // A product being deleted takes its lines with it (foreign key).
      if (!product) throw new DomainError('CART_LINE_NOT_FOUND', { cartId });
      const max = lineMaxQuantity(product);
      if (quantity > max) quantityLimit(key, max, line.quantity);
      // One statement, scoped to the asker's cart: no transaction needed.
      const set = await changing(asker.userSeqNo, () =>
        createCartRepository(db).setQuantity(owner(asker, cartType), cartId, quantity)
      );
      if (!set) {
        throw new DomainError('CART_LINE_NOT_FOUND', { cartId });
      }
      return cart(asker, cartType);
    },

    /**
     * Moves a line onto another option of its product. When the cart already has a line on that option, the two
     * join (the moved line goes, the other keeps its id) within the limit, else CART_QUANTITY_LIMIT.
     */
    async changeOption(
      asker: Asker,
      cartType: CartType,
      cartId: number,
      productOptionId: number
    ): Promise<Cart> {
      const line = await ownLine(asker, cartType, cartId);
      if (line.productOptionId === productOptionId) return cart(asker, cartType);
      const product = (await catalogue.cartFacts([line.productId], asker)).get(line.productId);
      const target = { productId: line.productId, productOptionId };
      const max = assertCanAdd(product, target, cartType, line.quantity);
      const cartOwner = owner(asker, cartType);
      await changing(asker.userSeqNo, () =>
        retriedOnce(() =>
          db.transaction(async (tx) => {
            const repository = createCartRepository(tx);
            const moving = await repository.lineForUpdate(cartOwner, cartId);
            if (!moving) throw new DomainError('CART_LINE_NOT_FOUND', { cartId });
            const other = await repository.lineByKeyForUpdate(cartOwner, target);
            if (!other) return repository.setOption(cartOwner, cartId, productOptionId);
            if (other.quantity + moving.quantity > max) quantityLimit(target, max, other.quantity);
            await repository.setQuantity(cartOwner, other.id, other.quantity + moving.quantity);
            await repository.deleteLines(cartOwner, [cartId]);
          })
        )
      );
      return cart(asker, cartType);
    },

    /** Deletes lines (all or none): an id that is not a line of this cart answers 404 and nothing goes. */
    async remove(asker: Asker, cartType: CartType, cartIds: number[]): Promise<Cart> {
      const asked = [...new Set(cartIds)];
      await changing(asker.userSeqNo, () =>
        db.transaction(async (tx) => {
          const deleted = new Set(await createCartRepository(tx).deleteLines(owner(asker, cartType), asked));
          const missing = asked.filter((id) => !deleted.has(id));
          if (missing.length > 0) throw new DomainError('CART_LINE_NOT_FOUND', { cartIds: missing });
        })
      );
      return cart(asker, cartType);
    },

    /** The guest's local lines with current names, prices and states; what the catalogue lost is named in `removed`. */
    async refreshGuest(viewer: Viewer, request: GuestCartRefreshRequest): Promise<GuestCartRefreshAnswer> {
      const facts = await catalogue.cartFacts(
        request.cartList.map((line) => line.productId),
        viewer
      );
      const answer: GuestCartRefreshAnswer = { lines: [], removed: [] };
      for (const line of request.cartList) {
        const productOptionId = line.productOptionId ?? null;
        const product = stillListed(facts.get(line.productId), productOptionId);
        if (!product) {
          answer.removed.push({ cartId: line.cartId, productId: line.productId, productOptionId });
          continue;
        }
        answer.lines.push(toCartLine({ ...line, productOptionId }, product, 'normal'));
      }
      return answer;
    },

    /**
     * The guest's lines into the member's normal cart at login, in one transaction: quantities add up, clamped to
     * the limit (PARTIAL), lines that cannot be ordered are SKIPPED with their reason, CART_FULL when no line is
     * left. Idempotence is the storefront's: it empties its local cart after a success.
     */
    async merge(asker: Asker, request: CartMergeRequest): Promise<CartMergeAnswer> {
      const facts = await catalogue.cartFacts(
        request.cartList.map((line) => line.productId),
        asker
      );
      const cartOwner = owner(asker, 'normal');
      const outcomes = await changing(asker.userSeqNo, () =>
        db.transaction(async (tx) => {
          const repository = createCartRepository(tx);
          const inCart = new Map(
            (await repository.linesForUpdate(cartOwner)).map((row) => [keyOf(row), row.quantity])
          );
          const list: CartMergeOutcome[] = [];
          for (const line of request.cartList) {
            const key = { productId: line.productId, productOptionId: line.productOptionId ?? null };
            const product = facts.get(line.productId);
            const { added, reason } = await mergeLine(product, key, line.quantity);
            const result = added === line.quantity ? 'MERGED' : added > 0 ? 'PARTIAL' : 'SKIPPED';
            list.push({
              cartId: line.cartId,
              ...key,
              productName: product?.productName ?? '',
              requested: line.quantity,
              added,
              result,
              reason
            });
          }
          return list;

          /** How much of one guest line goes in, and why not all of it. */
          async function mergeLine(
            asked: CartProduct | undefined,
            key: LineKey,
            quantity: number
          ): Promise<Pick<CartMergeOutcome, 'added' | 'reason'>> {
            const product = stillListed(asked, key.productOptionId);
            if (!product) return { added: 0, reason: 'NOT_FOUND' };
            const problem = lineProblem(product, key.productOptionId, 'normal');
            if (problem) return { added: 0, reason: problem };
            const current = inCart.get(keyOf(key));
            if (current === undefined && inCart.size >= CART_MAX_LINES)
              return { added: 0, reason: 'CART_FULL' };
            const max = lineMaxQuantity(product);
            const added = Math.min(max - (current ?? 0), quantity);
            if (added <= 0) return { added: 0, reason: 'QUANTITY_LIMIT' };
            const row = await repository.addToLineClamped(cartOwner, key, added, max);
            inCart.set(keyOf(key), row.quantity);
            return { added, reason: added === quantity ? null : 'QUANTITY_LIMIT' };
          }
        })
      );
      return { cart: await cart(asker, 'normal'), outcomes };
    },

    /** The empty cart's row: best sellers that can be bought now (autoship-eligible ones for the autoship cart). */
    async emptyCart(viewer: Viewer, cartType: CartType): Promise<CartSuggestions> {
      return { list: await catalogue.shopBestSellers(cartType === 'autoship', CART_SUGGESTION_SIZE, viewer) };
    },

    /**
     * Best sellers of the categories the cart's products are listed in, not already in it; filled up with the
     * shop's best sellers when those are too few (or the cart is empty).
     */
    async suggestProducts(asker: Asker, cartType: CartType): Promise<CartSuggestions> {
      const inCart = [
        ...new Set((await createCartRepository(db).lines(owner(asker, cartType))).map((row) => row.productId))
      ];
      const autoshipEligible = cartType === 'autoship';
      const near =
        inCart.length > 0
          ? await catalogue.bestSellers(
              {
                nearProductIds: inCart,
                excludeProductIds: inCart,
                autoshipEligible,
                limit: CART_SUGGESTION_SIZE
              },
              asker
            )
          : [];
      if (near.length >= CART_SUGGESTION_SIZE) return { list: near };
      const fill = await catalogue.bestSellers(
        {
          nearProductIds: null,
          excludeProductIds: [...inCart, ...near.map((product) => product.productId)],
          autoshipEligible,
          limit: CART_SUGGESTION_SIZE - near.length
        },
        asker
      );
      return { list: [...near, ...fill] };
    },

    /** The asker's lines with these ids (for an order sheet), or 404 CART_LINE_NOT_FOUND naming the others. */
    async linesForOrder(userSeqNo: number, cartType: CartType, cartIds: number[]) {
      const asked = [...new Set(cartIds)];
      const rows = (await createCartRepository(db).lines({ userSeqNo, cartType })).filter((row) =>
        asked.includes(row.id)
      );
      const missing = asked.filter((id) => !rows.some((row) => row.id === id));
      if (missing.length > 0) throw new DomainError('CART_LINE_NOT_FOUND', { cartIds: missing });
      return rows.map((row) => ({
        cartId: row.id,
        productId: row.productId,
        productOptionId: row.productOptionId,
        quantity: row.quantity
      }));
    },

    /** Products of the member's placed orders still on sale, newest order first, each once. */
    async suggestPurchased(asker: Asker): Promise<CartSuggestions> {
      if (!deps.purchased) return { list: [] };
      // Read a few more than shown: some may have stopped selling since.
      const ids = await deps.purchased.purchasedProductIds(asker.userSeqNo, CART_SUGGESTION_SIZE * 3);
      return { list: (await catalogue.onSaleProducts(ids, asker)).slice(0, CART_SUGGESTION_SIZE) };
    }
  };
}

export type CartService = ReturnType<typeof createCartService>;

/**
 * Removes the lines an order was placed from, inside the order's transaction (lines already gone are fine: the
 * customer may have deleted them meanwhile).
 */
export async function removeOrderedLines(tx: Executor, owner: CartOwner, cartIds: number[]): Promise<void> {
  if (cartIds.length > 0) await createCartRepository(tx).deleteLines(owner, [...new Set(cartIds)]);
}
