import type { Executor } from '../../db/client.ts';
import { canonical, createVersionedCache, type VersionedCacheOptions } from '../../lib/versioned-cache.ts';
import { bumpContentVersion, readContentVersion } from './content.repository.ts';
import { CONTENT_TTL_MS, type ContentCache, type ContentKey } from './content.service.ts';

export const contentCacheKey = (version: string, key: ContentKey) =>
  `content:v${version}:${key.route}:${key.language}:${canonical({ categoryId: key.categoryId })}`;

export type ContentCacheOptions = Pick<
  VersionedCacheOptions<ContentKey>,
  'database' | 'redis' | 'channel' | 'keyPrefix' | 'log' | 'now'
> & {
  db: Executor;
};

/** Home content reads, versioned by the `content_version` row (and a Redis counter with REDIS_URL), ADR 025. */
export function createContentCache({ db, ...options }: ContentCacheOptions): ContentCache {
  return createVersionedCache({
    ...options,
    name: 'content',
    keyOf: contentCacheKey,
    readVersion: () => readContentVersion(db),
    bumpVersion: () => bumpContentVersion(db),
    ttlMs: CONTENT_TTL_MS,
    // A handful of keys per language: home, popup and one per category with a GNB banner.
    maxEntries: 500
  });
}
