import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { createDiveInRepository } from '../modules/dive-in/dive-in.repository.ts';
import { diveInRoutes } from '../modules/dive-in/dive-in.routes.ts';
import { createDiveInService } from '../modules/dive-in/dive-in.service.ts';
import type { CatalogueAccess } from '../modules/product/product.routes.ts';
import type { ProductService } from '../modules/product/product.service.ts';

/**
 * The dive-in feed under /api (docs/decisions/084): its reads with the catalogue's live product facts and the
 * catalogue's asker rule for SP/BP, and the view count keyed by an installation secret.
 */
export async function registerDiveInModules(
  api: FastifyInstance,
  deps: {
    database: DatabaseHandle;
    products: ProductService;
    catalogueAccess: CatalogueAccess;
    shoppingPlanner: (code: string) => Promise<{ userNumber: string } | null>;
  }
) {
  const service = createDiveInService({
    repository: createDiveInRepository(deps.database.db),
    catalogue: deps.products,
    viewerKeySecret: await createAuthRepository(deps.database.db).secret('dive-in-viewer')
  });
  await api.register(diveInRoutes(service, deps.catalogueAccess, deps.shoppingPlanner));
  return { diveIns: service };
}
