import type { FastifyInstance } from 'fastify';
import { registerContentModules } from './areas/content/index.ts';
import { registerAccountModules, type LockoutOptions } from './areas/accounts.ts';
import { buildCatalogue, registerCatalogueModules } from './areas/catalogue.ts';
import { registerLegalModules } from './areas/legal.ts';
import { registerOfficeModules } from './areas/office.ts';
import { registerOrderModules, type OrderOverrides } from './areas/orders.ts';
import { registerNotificationModules, runJobs } from './areas/notifications.ts';
import { registerReturnModules } from './areas/returns.ts';
import { registerShopperListModules } from './areas/shopper-lists.ts';
import { registerReviewModules } from './areas/reviews.ts';
import { registerStaffModules } from './areas/staff.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { sendError } from './http/error-handler.ts';
import { registerCanonicalOrigin } from './http/canonical-origin.ts';
import { registerCompression } from './http/compression.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import {
  createServer,
  registerApiDocs,
  registerOpenApi,
  registerRequestHandling,
  registerRequestLog
} from './http/server-setup.ts';
import { registerStaticFiles } from './http/static-files.ts';
import { connectRedis } from './lib/redis.ts';
import type { CatalogueCache } from './modules/product/catalogue-cache.ts';
import type { ContentCache } from './modules/content/content.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { buildProviders } from './providers/index.ts';
import { providerSources } from './providers/page-sources.ts';
import type { JobHandler } from './modules/jobs/job-runner.ts';
import type { PaymentProvider } from './providers/payment/payment-provider.ts';

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Overrides the logger (tests pass false). */
  logger?: boolean;
  /** The wrong-password lockout's clock and per-address hourly limit (tests move the clock instead of waiting). */
  lockout?: LockoutOptions;
} & OrderOverrides;

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue cache: admin writes call `app.catalogue.bump()` after committing (ADR 022). */
    catalogue: CatalogueCache;
    /** The Home content cache: content writes call `app.contentCache.bump()` after committing (ADR 025). */
    contentCache: ContentCache;
    /** The card payment provider (Toss or its sandbox, docs/decisions/035); order services take it from here. */
    payments: PaymentProvider;
    /** Every durable job's handler by kind (docs/decisions/068): the runner's, and tests' that run jobs by hand. */
    jobHandlers: Record<string, JobHandler>;
  }
}

/**
 * Registers everything: the same function serves production and tests. A table of contents (ADR 048): the
 * request plumbing (src/http), the providers (src/providers/index.ts), the catalogue and its caches, then the
 * modules under /api by area (src/areas), then the storefront's files.
 */
export async function buildApp({
  config,
  database,
  logger,
  lockout,
  ...orderOverrides
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = createServer(config, logger);
  await registerRequestHandling(app, config);
  registerRequestLog(app, config, logger);
  // One origin for the shop: pages asked for under another loopback name go to PUBLIC_ORIGIN (ADR 053).
  registerCanonicalOrigin(app, config);
  // Before every route and the storefront's fallback, so each of their answers passes through it (ADR 059).
  registerCompression(app);
  // Security headers by the answer's type: documents get helmet's whole set, JSON the part that acts on it (ADR 028).
  registerSecurityHeaders(app, providerSources(config));
  await registerOpenApi(app);

  // Mail, identity, social logins, share, address, payment, back office; sandboxes serve pages outside /api.
  const providers = await buildProviders(config, app, database.db);
  app.decorate('payments', providers.payments);
  await registerApiDocs(app);
  const redis = await connectRedis(app, config.redisUrl);
  const { products, catalogue, contentCache, channel, share } = await buildCatalogue(
    app,
    config,
    database,
    redis
  );

  // Everything under /api: rate-limited, JSON only, never the SPA's HTML.
  await app.register(
    async (api) => {
      await registerRateLimit(api, config, redis);
      registerIdempotency(api, database.db);
      await api.register(
        systemRoutes({ ping: database.ping, maintenance: config.maintenance, startedAt: Date.now() })
      );
      const base = { config, database, providers };
      const sessionShare = redis && channel ? { redis, channel } : null;
      const accounts = await registerAccountModules(api, { ...base, lockout, sessionShare });
      const catalogueModules = await registerCatalogueModules(api, {
        ...base,
        products,
        catalogue,
        contentCache,
        authenticate: accounts.authenticate
      });
      const jobs = await registerNotificationModules(api, { ...base, accounts });
      const { notify } = jobs.notices;
      const orders = await registerOrderModules(api, {
        ...base,
        notify,
        notifyAutoship: jobs.notices.notifyAutoship,
        payments: providers.payments,
        products,
        catalogue,
        redis,
        accounts,
        catalogueModules,
        overrides: orderOverrides
      });
      const returns = await registerReturnModules(api, { ...base, accounts, orders, notify });
      const office = await registerOfficeModules(api, { ...base, accounts, orders, catalogueModules });
      const staff = await registerStaffModules(api, { ...base, ...jobs, returns, products });
      const cms = await registerContentModules(api, { ...base, ...jobs, ...staff, accounts, contentCache });
      const legal = await registerLegalModules(api, base);
      const lists = await registerShopperListModules(api, { ...base, ...jobs, ...staff, accounts, products });
      await registerReviewModules(api, { ...base, accounts, orders, guard: staff.guard });
      const handlerSets = [cms, lists, legal.handlers, jobs.notices.handlers, staff.parcels.handlers];
      handlerSets.push(returns.refunds.handlers, orders.handlers, office.handlers);
      const jobHandlers: Record<string, JobHandler> = Object.assign({}, ...handlerSets);
      app.decorate('jobHandlers', jobHandlers).decorate('shopReferrerLink', office.shopReferrerLink);
      if (orderOverrides.recovery !== false) runJobs(api, jobs.queue, jobHandlers);
      api.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND'));
    },
    { prefix: '/api' }
  );

  registerStaticFiles(app, config, share);
  return app;
}
