import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { createDiveInRepository } from '../modules/dive-in/dive-in.repository.ts';
import { diveInRoutes } from '../modules/dive-in/dive-in.routes.ts';
import { createDiveInService } from '../modules/dive-in/dive-in.service.ts';
import { diveInStudioRoutes } from '../modules/dive-in/dive-in-studio.routes.ts';
import { createDiveInStudio } from '../modules/dive-in/dive-in-studio.service.ts';
import { diveInViewSweepHandlers } from '../modules/dive-in/dive-in-view-sweep.ts';
import { bundledFfmpegPath, createPublicVideos } from '../modules/media/public-videos.ts';
import type { CatalogueAccess } from '../modules/product/product.routes.ts';
import type { ProductService } from '../modules/product/product.service.ts';

/** The video store dive-in uploads go through (the planners' studio and the staff desk). */
export async function diveInVideos(config: Config) {
  const ffmpegPath = config.ffmpegPath ?? (await bundledFfmpegPath());
  return createPublicVideos({ mediaDir: config.mediaDir, folder: 'dive-in', ffmpegPath });
}

/**
 * The dive-in feed under /api (docs/decisions/084): its reads with the catalogue's live product facts and the
 * catalogue's asker rule for SP/BP, the view count keyed by an installation secret (its old rows swept by a job
 * whose handler goes back to app.ts), and the planners' uploads.
 */
export async function registerDiveInModules(
  api: FastifyInstance,
  deps: {
    config: Config;
    database: DatabaseHandle;
    products: ProductService;
    catalogueAccess: CatalogueAccess;
    shoppingPlanner: (code: string) => Promise<{ userNumber: string } | null>;
  }
) {
  const repository = createDiveInRepository(deps.database.db);
  const service = createDiveInService({
    repository,
    catalogue: deps.products,
    viewerKeySecret: await createAuthRepository(deps.database.db).secret('dive-in-viewer')
  });
  await api.register(diveInRoutes(service, deps.catalogueAccess, deps.shoppingPlanner));
  const studio = createDiveInStudio({
    repository,
    catalogue: deps.products,
    videos: await diveInVideos(deps.config)
  });
  await api.register(diveInStudioRoutes(studio, deps.catalogueAccess.authenticate));
  return { handlers: diveInViewSweepHandlers(service) };
}
