import { eq, sql } from 'drizzle-orm';
import type { Language } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import {
  canonical,
  createVersionedCache,
  type VersionedCache,
  type VersionedCacheOptions
} from '../../lib/versioned-cache.ts';
import { catalogueVersion } from './product.table.ts';

/** SPEC §9: catalogue reads are cached for 5 minutes. */
export const CATALOGUE_TTL_MS = 5 * 60 * 1000;
/** Bound of the in-process LRU (entries; a list page is a few KB). */
export const CATALOGUE_LRU_ENTRIES = 2000;

/** Who asks: SP/BP are member-only, so a member's answer is never a guest's. */
export type Audience = 'guest' | 'member';

export type CatalogueKey = {
  route:
    | 'tree'
    | 'category'
    | 'products'
    | 'product'
    | 'search'
    | 'suggest'
    | 'best-sellers'
    | 'products-autoship'
    | 'products-main'
    | 'products-by-ids'
    | 'start-kit'
    | 'brands';
  language: Language;
  audience: Audience;
  /** The validated query or path parameters; keys are sorted, undefined values dropped. */
  params?: Record<string, unknown>;
};

export function catalogueCacheKey(version: string, key: CatalogueKey): string {
  return `catalogue:v${version}:${key.route}:${key.language}:${key.audience}:${canonical(key.params ?? {})}`;
}

export async function readCatalogueVersion(db: Executor): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Bumps the version row and answers the new number. Any catalogue write (the seed today, admin
 * writes later) must call this — or CatalogueCache.bump, which also tells Redis — in or after its
 * transaction.
 */
export async function bumpCatalogueVersion(db: Executor): Promise<number> {
  const [row] = await db
    .insert(catalogueVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: catalogueVersion.id,
      set: { version: sql`${catalogueVersion.version} + 1` }
    })
    .returning({ version: catalogueVersion.version });
  return row!.version;
}

export type CatalogueCache = VersionedCache<CatalogueKey>;

export type CatalogueCacheOptions = Pick<
  VersionedCacheOptions<CatalogueKey>,
  'database' | 'redis' | 'channel' | 'keyPrefix' | 'log' | 'now'
> & {
  db: Executor;
};

/** The catalogue's reads, versioned by the `catalogue_version` row (and a Redis counter with REDIS_URL). */
export function createCatalogueCache({ db, ...options }: CatalogueCacheOptions): CatalogueCache {
  return createVersionedCache({
    ...options,
    name: 'catalogue',
    keyOf: catalogueCacheKey,
    readVersion: () => readCatalogueVersion(db),
    bumpVersion: () => bumpCatalogueVersion(db),
    ttlMs: CATALOGUE_TTL_MS,
    maxEntries: CATALOGUE_LRU_ENTRIES
  });
}
