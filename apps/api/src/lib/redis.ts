import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * One Redis connection for the rate limiter and the caches when REDIS_URL is set (null otherwise), closed with
 * the app.
 */
export async function connectRedis(app: FastifyInstance, url: string | undefined): Promise<Redis | null> {
  if (!url) return null;
  const redis = await createRedis(url);
  app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  return redis;
}

async function createRedis(url: string) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  // Connection errors repeat while Redis is down; the rate limiter skips it and the catalogue cache
  // logs the outage once, so the events themselves are dropped here.
  redis.on('error', () => {});
  // Commands fail fast while connecting (no offline queue): give the connection a moment so the
  // first requests use it; a Redis that does not answer by then is an outage the cache rides out.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, 2000);
    redis.once('ready', done);
    function done() {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    }
  });
  return redis;
}
