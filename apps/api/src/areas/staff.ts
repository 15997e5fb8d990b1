import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { secretBox } from '../lib/field-encryption.ts';
import { autoshipDeskRoutes } from '../modules/autoship/autoship-desk.routes.ts';
import { createAutoshipDesk } from '../modules/autoship/autoship-desk.service.ts';
import { createParcelTracking } from '../modules/fulfilment/parcel-tracking.ts';
import type { NotificationService } from '../modules/notification/notification.service.ts';
import { deskRoutes } from '../modules/fulfilment/desk.routes.ts';
import { createDeskService } from '../modules/fulfilment/desk.service.ts';
import { createStaffRepository } from '../modules/staff/staff.repository.ts';
import { assertSameOriginWrite, createStaffGuard, staffRoutes } from '../modules/staff/staff.routes.ts';
import { createStaffService } from '../modules/staff/staff.service.ts';
import { returnDeskRoutes } from '../modules/returns/return-desk.routes.ts';
import { createReturnDesk } from '../modules/returns/return-desk.service.ts';
import type { ReturnModules } from './returns.ts';
import { plannerDocumentDeskRoutes } from '../modules/planner/planner-document-desk.routes.ts';
import { createPlannerDocumentDesk } from '../modules/planner/planner-document-desk.service.ts';
import { plannerDocumentFiles } from './planner.ts';
import { fieldSecrets, STAFF_TOTP_PURPOSE } from './secrets.ts';
import type { Providers } from '../providers/index.ts';
import { internalCaller, internalProductRoutes } from '../modules/product/product-internal.routes.ts';
import type { ProductService } from '../modules/product/product.service.ts';

/** How often a shipped parcel is asked about: each sandbox step, else hourly (carriers scan a few times a day). */
const REAL_POLL_MS = 60 * 60_000;

/**
 * The staff console's API under /api/staff (docs/decisions/067): sign-in with TOTP, the order desk, the returns
 * desk, autoship (read only, docs/decisions/074); and the parcel tracking that follows what the desk ships
 * (docs/decisions/066, 068), its job run by the app's runner.
 */
export async function registerStaffModules(
  api: FastifyInstance,
  {
    config,
    database,
    providers,
    notices,
    returns,
    products
  }: {
    config: Config;
    database: DatabaseHandle;
    providers: Providers;
    notices: NotificationService;
    returns: ReturnModules;
    products: ProductService;
  }
) {
  const { notify } = notices;
  const staff = createStaffService({
    repository: createStaffRepository(database.db),
    box: secretBox(await fieldSecrets(config, database), STAFF_TOTP_PURPOSE)
  });
  const guard = createStaffGuard(staff);
  const parcels = createParcelTracking({
    db: database.db,
    tracking: providers.tracking,
    pollMs:
      config.tracking.provider === 'sandbox' ? config.tracking.sandboxStepMinutes * 60_000 : REAL_POLL_MS,
    onDelivered: (orderId) => notify('ORDER_DELIVERED', orderId)
  });
  const desk = createDeskService({
    db: database.db,
    onShipped: async (exec, orderId, at) => {
      await parcels.watch(orderId, at, exec);
      await notify('ORDER_SHIPPED', orderId, {}, exec);
    },
    onDelivered: (exec, orderId) => notify('ORDER_DELIVERED', orderId, {}, exec),
    onTrackingCorrected: (exec, orderId, at) => parcels.watch(orderId, at, exec)
  });
  // Every staff route in one scope: a same-origin JSON write or 403 first (docs/decisions/067), whatever plugin
  // a route comes from.
  await api.register(async (scope) => {
    scope.decorateRequest('staff', null);
    scope.addHook('preHandler', assertSameOriginWrite);
    await scope.register(staffRoutes(staff, guard));
    await scope.register(deskRoutes(desk, guard));
    await scope.register(
      returnDeskRoutes(
        createReturnDesk({ db: database.db, returns: returns.returns, refunds: returns.refunds, notify }),
        guard
      )
    );
    await scope.register(autoshipDeskRoutes(createAutoshipDesk({ db: database.db }), guard));
    // SPEC §7's internal call: the back office's client or staff (product README).
    await scope.register(internalProductRoutes(products, internalCaller(guard, providers.backOfficeClients)));
    const documentFiles = await plannerDocumentFiles(config, database);
    await scope.register(
      plannerDocumentDeskRoutes(createPlannerDocumentDesk({ db: database.db, files: documentFiles }), guard)
    );
  });
  return { staff, guard, parcels };
}
