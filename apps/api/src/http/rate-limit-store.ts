import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';

/** How often a process adds its counts to Redis's and learns the total (the default limit's lag across processes). */
export const RATE_FLUSH_MS = 100;

type Window = { pending: number; known: number; resetAt: number };
type Result = { current: number; ttl: number };

// Adds a process's count and answers the window's total and remaining time; the first count of a window sets its expiry.
const ADD = `
  local current = redis.call('INCRBY', KEYS[1], ARGV[1])
  if current == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
  return {current, redis.call('PTTL', KEYS[1])}
`;

type AddCommand = {
  rateLimitAdd(
    key: string,
    count: number,
    windowMs: number,
    callback: (error: Error | null, result: [number, number]) => void
  ): void;
};

/**
 * A rate-limit store for @fastify/rate-limit with Redis (ADR 028). The default limit (every /api route without its
 * own) is counted in the process and added to the shared Redis count every RATE_FLUSH_MS: no Redis round trip per
 * request, the limit is still shared by every process, and a client can pass it by at most what it sends in one
 * flush interval to each process. Routes with their own (strict) limit — codes, password guesses — get the
 * plugin's exact Redis store, one round trip per request as before. `continueExceeding` and `exponentialBackoff`
 * are not used by this app and not supported by the default limit.
 */
export function batchedRedisStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  redis.defineCommand('rateLimitAdd', { numberOfKeys: 1, lua: ADD });
  const adder = redis as unknown as AddCommand;
  return class BatchedRedisStore {
    private readonly windows = new Map<string, Window>();
    private readonly exact: RedisStore;
    private readonly timer: NodeJS.Timeout;
    private windowMs = 60_000;

    // The plugin passes its options; the exact store only serves as the parent of the per-route stores, which take
    // their own flags from the route's options.
    constructor(_options: FastifyRateLimitOptions) {
      this.exact = new RedisStore(false, false, redis, nameSpace);
      this.timer = setInterval(() => this.flush(), RATE_FLUSH_MS);
      this.timer.unref();
    }

    incr(key: string, callback: (error: Error | null, result: Result) => void, timeWindow: number) {
      const now = Date.now();
      this.windowMs = timeWindow;
      let window = this.windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { pending: 0, known: 0, resetAt: now + timeWindow };
        this.windows.set(key, window);
      }
      window.pending += 1;
      callback(null, { current: window.known + window.pending, ttl: window.resetAt - now });
    }

    child(routeOptions: unknown) {
      return this.exact.child(routeOptions) as unknown as ReturnType<
        InstanceType<FastifyRateLimitStoreCtor>['child']
      >;
    }

    /** Adds each key's new count to Redis and takes the total back. Redis out: the process keeps counting alone. */
    private flush() {
      const now = Date.now();
      for (const [key, window] of this.windows) {
        if (window.pending === 0) {
          if (window.resetAt <= now) this.windows.delete(key);
          continue;
        }
        const count = window.pending;
        window.pending = 0;
        window.known += count;
        adder.rateLimitAdd(nameSpace + key, count, this.windowMs, (error, result) => {
          if (error) return;
          window.known = Math.max(window.known, result[0]);
          if (result[1] > 0) window.resetAt = Date.now() + result[1];
        });
      }
    }
  };
}
