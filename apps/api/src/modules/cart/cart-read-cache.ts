import type { Cart, CartType } from '@mall/domain';
import type { Redis } from 'ioredis';
import { createLru } from '../../lib/cache.ts';
import type { Asker } from './cart.service.ts';

/** How long a kept cart answer may be served: it also bounds what time changes in it (a buy period ending). */
export const CART_READ_TTL_MS = 10_000;
const MAX_ENTRIES = 20_000;
/** A member's version counter in Redis outlives every answer kept under it. */
const VERSION_TTL_MS = 86_400_000;

type Log = { warn(object: object, message: string): void };

/**
 * A member's cart answers kept in-process (docs/decisions/065), so reading the cart again costs no statement.
 * An answer is kept under the member's cart version and the catalogue's version, read before the lines: a write
 * bumps the member's version after it commits, so a read that began before it keeps its answer under the old
 * version, which no later read asks for. The member's version must be the same for every process: in Redis when
 * there is one (INCR on a write, GET on a read), in this process on the embedded database (one process per data
 * folder). On a PostgreSQL server without Redis another instance could write unseen: nothing is kept.
 */
export type CartReadCache = {
  /** The kept answer for this asker and cart, else `load()`'s, kept when both versions are known. */
  read(asker: Asker, cartType: CartType, load: () => Promise<Cart>): Promise<Cart>;
  /** After a write of the member's lines (committed or not): every process misses from now on. */
  changed(userSeqNo: number): Promise<void>;
};

export function createCartReadCache(options: {
  database: 'embedded' | 'postgres';
  redis: Redis | null;
  keyPrefix: string;
  /** The catalogue cache's version: products, prices and sale states in the answer (ADR 022). */
  catalogueVersion: () => Promise<string>;
  log: Log;
  now?: () => number;
}): CartReadCache {
  const { redis, log } = options;
  const kept = createLru({ maxEntries: MAX_ENTRIES, now: options.now });
  const local = new Map<number, number>();
  const counterKey = (userSeqNo: number) => `${options.keyPrefix}cart:version:${userSeqNo}`;

  /** The member's version now, or null when it cannot be known (nothing is kept then). */
  async function memberVersion(userSeqNo: number): Promise<string | null> {
    if (redis) return (await redis.get(counterKey(userSeqNo))) ?? '0';
    return options.database === 'embedded' ? String(local.get(userSeqNo) ?? 0) : null;
  }

  return {
    async read(asker, cartType, load) {
      let version: string | null;
      try {
        const member = await memberVersion(asker.userSeqNo);
        version = member === null ? null : `${member}|${await options.catalogueVersion()}`;
      } catch (error) {
        log.warn({ err: error }, 'cart read cache: versions unknown; reading the database');
        version = null;
      }
      if (version === null) return load();
      const key = `${asker.userSeqNo}|${cartType}|${asker.language}|${asker.memberPrices ? 'M' : 'G'}`;
      const hit = kept.get(key) as { version: string; cart: Cart } | undefined;
      if (hit?.version === version) return hit.cart;
      const cart = await load();
      kept.set(key, { version, cart }, CART_READ_TTL_MS);
      return cart;
    },

    async changed(userSeqNo) {
      if (!redis) {
        local.set(userSeqNo, (local.get(userSeqNo) ?? 0) + 1);
        return;
      }
      try {
        await redis.multi().incr(counterKey(userSeqNo)).pexpire(counterKey(userSeqNo), VERSION_TTL_MS).exec();
      } catch (error) {
        // The write stands. While Redis is out no process keeps or serves a cart (reads need the version); an
        // answer kept just before may be served until its CART_READ_TTL_MS ends.
        log.warn({ err: error }, 'cart read cache: a cart change was not counted in Redis');
      }
    }
  };
}
