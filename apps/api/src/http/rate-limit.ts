import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { batchedRedisStore } from './rate-limit-store.ts';

/** The per-address limit on everything under /api, and the strict per-route limits scaled together (ADR 028). */
export async function registerRateLimit(api: FastifyInstance, config: Config, redis: Redis | null) {
  // The strict per-route limits (code sending, password guesses) scale together; see RATE_LIMIT_ROUTE_SCALE.
  // Added before the rate-limit plugin so its own onRoute hook reads the scaled figure.
  if (config.rateLimitRouteScale !== 1) {
    api.addHook('onRoute', (route) => {
      const limit = (route.config as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit;
      // A copy: routes share their limit objects, so mutating one would scale it once per route.
      if (limit && typeof limit.max === 'number') {
        route.config = {
          ...route.config,
          rateLimit: { ...limit, max: limit.max * config.rateLimitRouteScale }
        };
      }
    });
  }
  await api.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // A Redis outage must not take the shop down: requests pass unlimited until it is back.
    // With Redis the default limit is counted in the process and shared every 100 ms; routes with their own
    // strict limit stay exact (ADR 028).
    ...(redis ? { store: batchedRedisStore(redis, `${config.cacheKeyPrefix}rl:`), skipOnError: true } : {}),
    // The x-ratelimit-* headers only on a 429 (with retry-after): no client of ours reads them below the limit,
    // and they were three of the headers on every answer (ADR 028).
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false
    },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'FST_RATE_LIMITED',
      message: `retry in ${context.after}`
    })
  });
}
