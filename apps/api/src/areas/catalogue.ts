import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createAnswerReplay } from '../http/answer-replay.ts';
import { createVersionChannel } from '../lib/version-channel.ts';
import type { createAuthenticate } from '../modules/auth/authenticate.ts';
import { createContentCache } from '../modules/content/content-cache.ts';
import { createContentRepository } from '../modules/content/content.repository.ts';
import { contentRoutes } from '../modules/content/content.routes.ts';
import { createContentService, type ContentCache } from '../modules/content/content.service.ts';
import { saleCheckRoutes } from '../modules/order/sale-check.routes.ts';
import { createSaleCheckService } from '../modules/order/sale-check.service.ts';
import { createCatalogueAccess } from '../modules/product/catalogue-access.ts';
import { createCatalogueCache, type CatalogueCache } from '../modules/product/catalogue-cache.ts';
import { createProductRepository } from '../modules/product/product.repository.ts';
import { CATALOGUE_ANSWER_HEADERS, productRoutes } from '../modules/product/product.routes.ts';
import { createProductService, type ProductService } from '../modules/product/product.service.ts';
import { messengerRoutes } from '../modules/share/messenger.routes.ts';
import { shareRoutes } from '../modules/share/share.routes.ts';
import { contentPreviewSources } from '../modules/share/content-previews.ts';
import { createShareService } from '../modules/share/share.service.ts';
import type { Providers } from '../providers/index.ts';

/**
 * The catalogue and Home content services over their caches (ADR 022, 025, 028): the caches are `app.catalogue`
 * and `app.contentCache`, bumped by writes after committing. Registers robots.txt and sitemap.xml (outside /api) and
 * answers the share service that gives storefront pages their previews.
 */
export async function buildCatalogue(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  redis: Redis | null
) {
  // Catalogue and content bumps reach every process's in-process tier through one subscriber (ADR 028).
  const channel = redis ? createVersionChannel(redis.duplicate()) : null;
  const cacheStores = {
    db: database.db,
    database: database.kind,
    redis,
    channel,
    keyPrefix: config.cacheKeyPrefix,
    log: app.log
  };
  const catalogue = createCatalogueCache(cacheStores);
  app.decorate('catalogue', catalogue);
  const contentCache = createContentCache(cacheStores);
  app.decorate('contentCache', contentCache);
  app.addHook('onClose', async () => {
    await Promise.all([catalogue.close(), contentCache.close()]);
    await channel?.close();
  });
  const products = createProductService(createProductRepository(database.db), catalogue);
  // Shared links (docs/decisions/021): robots.txt, sitemap.xml; page previews in the storefront's fallback.
  // Content pages (issue 19) add their previews and sitemap pages through one list of sources.
  const contentPages = contentPreviewSources(database);
  await app.register(shareRoutes(products, config.publicOrigin, contentPages));
  // The storefront fallback's page previews (registerStaticFiles).
  // Home's first banner for the served page's largest image (ADR 059), through the same cached read as /api.
  const content = createContentService(createContentRepository(database.db), contentCache);
  return {
    products,
    catalogue,
    contentCache,
    channel,
    share: createShareService(products, content, contentPages)
  };
}

export type CatalogueModules = {
  catalogueAccess: ReturnType<typeof createCatalogueAccess>;
  /** The catalogue's reads, for modules that show products (the dive-in bag). */
  products: ProductService;
};

/** Products, their sale checks, Home content and the messenger share under /api. */
export async function registerCatalogueModules(
  api: FastifyInstance,
  deps: {
    config: Config;
    database: DatabaseHandle;
    providers: Providers;
    products: ProductService;
    catalogue: CatalogueCache;
    contentCache: ContentCache;
    authenticate: ReturnType<typeof createAuthenticate>;
  }
): Promise<CatalogueModules> {
  const { config, database, products, authenticate } = deps;
  // Public reads recognise a logged-in asker for SP/BP (docs/decisions/026); the member tree needs one.
  const catalogueAccess = createCatalogueAccess({ authenticate });
  // Guest answers replayed until the catalogue version moves (ADR 072).
  const replay = createAnswerReplay({
    versionNow: () => deps.catalogue.versionNow(),
    headerNames: CATALOGUE_ANSWER_HEADERS
  });
  await api.register(productRoutes(products, catalogueAccess, replay));
  await api.register(saleCheckRoutes(createSaleCheckService(products)));
  await api.register(messengerRoutes(products, deps.providers.share, config.publicOrigin));
  await api.register(
    contentRoutes(createContentService(createContentRepository(database.db), deps.contentCache), {
      authenticate
    })
  );
  return { catalogueAccess, products };
}
