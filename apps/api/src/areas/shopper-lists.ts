import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import type { JobHandler } from '../modules/jobs/job-runner.ts';
import type { NotificationService } from '../modules/notification/notification.service.ts';
import { productStockDeskRoutes } from '../modules/product/product-stock-desk.routes.ts';
import type { ProductService } from '../modules/product/product.service.ts';
import { restockRoutes } from '../modules/shopper-lists/restock.routes.ts';
import { shopperListRoutes } from '../modules/shopper-lists/shopper-lists.routes.ts';
import { createShopperListsService } from '../modules/shopper-lists/shopper-lists.service.ts';
import { createStaffAudit } from '../modules/staff/staff-audit.ts';
import { assertSameOriginWrite, type StaffGuard } from '../modules/staff/staff.routes.ts';
import type { AccountModules } from './accounts.ts';

/**
 * The shopper's lists (issue 21 items 2 and 3, docs/decisions/091, 092): the wishlist, recently viewed and restock
 * alerts under /api/product/v1/users, and the staff's stock count that brings stock back (moving `app.catalogue`'s
 * version after it commits). Answers the restock jobs.
 */
export async function registerShopperListModules(
  api: FastifyInstance,
  deps: {
    database: DatabaseHandle;
    accounts: AccountModules;
    products: ProductService;
    notices: NotificationService;
    guard: StaffGuard;
  }
): Promise<Record<string, JobHandler>> {
  const { database, accounts, notices } = deps;
  const service = createShopperListsService({
    db: database.db,
    products: deps.products,
    notifyRestocked: notices.notifyRestocked
  });
  await api.register(shopperListRoutes(service, accounts.authenticate));
  await api.register(restockRoutes(service, accounts.authenticate));
  await api.register(async (staff) => {
    staff.decorateRequest('staff', null);
    staff.addHook('preHandler', assertSameOriginWrite);
    await staff.register(
      productStockDeskRoutes({
        db: database.db,
        guard: deps.guard,
        audit: createStaffAudit(database.db),
        catalogueChanged: async () => void (await api.catalogue.bump())
      })
    );
  });
  return service.handlers;
}
