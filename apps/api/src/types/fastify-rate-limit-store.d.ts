// @fastify/rate-limit's own Redis store (exact: one Lua INCR per request), which it ships untyped.
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  type Result = { current: number; ttl: number };
  export default class RedisStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
    incr(
      key: string,
      callback: (error: Error | null, result: Result | null) => void,
      timeWindow: number,
      max: number
    ): void;
    child(routeOptions: unknown): RedisStore;
  }
}
