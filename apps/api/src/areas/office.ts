import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createVerifyAccess } from '../modules/auth/authenticate.ts';
import { createOfficeRepository } from '../modules/office/office.repository.ts';
import { officeRoutes } from '../modules/office/office.routes.ts';
import { createOfficeService, SANDBOX_BACK_OFFICE_PATH } from '../modules/office/office.service.ts';
import type { Providers } from '../providers/index.ts';
import type { AccountModules } from './accounts.ts';
import type { OrderModules } from './orders.ts';
import type { CatalogueModules } from './catalogue.ts';
import { registerDiveInModules } from './dive-in.ts';
import { registerPersonalMallModules } from './personal-mall.ts';
import { registerPlannerDocumentModules } from './planner.ts';

/**
 * The planners' hand-off to the back office (docs/decisions/015) under /api, their documents and allowance
 * account, their personal malls (docs/decisions/075) and the dive-in feed (docs/decisions/084).
 */
export async function registerOfficeModules(
  api: FastifyInstance,
  {
    config,
    database,
    providers,
    accounts,
    orders,
    catalogueModules
  }: {
    config: Config;
    database: DatabaseHandle;
    providers: Providers;
    accounts: AccountModules;
    orders: OrderModules;
    catalogueModules: CatalogueModules;
  }
) {
  const { members, auth, accessTokens, authenticate } = accounts;
  const office = createOfficeService({
    repository: createOfficeRepository(database.db),
    members,
    auth,
    backOfficeUrl: config.backOffice.url ?? SANDBOX_BACK_OFFICE_PATH
  });
  const verifyAccess = createVerifyAccess(accessTokens, auth.sessionAccount);
  await api.register(officeRoutes(office, authenticate, verifyAccess, providers.backOfficeClients));
  await registerPlannerDocumentModules(api, { config, database, providers, accounts });
  // Personal malls (docs/decisions/075); the shop-referrer rule goes back to app.ts for the storefront's pages.
  const malls = await registerPersonalMallModules(api, { config, database, providers, accounts, orders });
  // Dive-in (docs/decisions/084): a planner's video credits them through the same shop-referrer rule.
  const diveIn = await registerDiveInModules(api, {
    config,
    database,
    products: catalogueModules.products,
    catalogueAccess: catalogueModules.catalogueAccess,
    shoppingPlanner: malls.shoppingPlanner
  });
  return { ...malls, handlers: diveIn.handlers };
}
