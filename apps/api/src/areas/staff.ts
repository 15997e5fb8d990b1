import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { decryptField, encryptField, fieldKey } from '../lib/field-encryption.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { createParcelTracking } from '../modules/fulfilment/parcel-tracking.ts';
import type { JobQueue } from '../modules/jobs/job-queue.ts';
import type { NotificationService } from '../modules/notification/notification.service.ts';
import { deskRoutes } from '../modules/fulfilment/desk.routes.ts';
import { createDeskService } from '../modules/fulfilment/desk.service.ts';
import { createStaffRepository } from '../modules/staff/staff.repository.ts';
import { createStaffGuard, staffRoutes } from '../modules/staff/staff.routes.ts';
import { createStaffService, type SecretBox } from '../modules/staff/staff.service.ts';
import type { Providers } from '../providers/index.ts';

/** The key purpose of staff TOTP secrets (the seed seals with it too). */
export const STAFF_TOTP_PURPOSE = 'staff-totp';

/**
 * The secrets field keys derive from, the sealing one first: FIELD_ENCRYPTION_KEY when set, then the
 * installation's own (kept in the database). A shop that sets the variable after launch still opens what the
 * installation secret sealed; new seals use the variable.
 */
export async function fieldSecrets(config: Config, database: DatabaseHandle): Promise<string[]> {
  const installation = await createAuthRepository(database.db).secret('field-encryption');
  return config.fieldEncryptionKey ? [config.fieldEncryptionKey, installation] : [installation];
}

/** Seals with one purpose's key: a staff TOTP secret does not open with a refund account's key. */
export function secretBox(secrets: readonly string[], purpose: string): SecretBox {
  const keys = secrets.map((secret) => fieldKey(secret, purpose));
  return { seal: (plain) => encryptField(plain, keys[0]!), open: (sealed) => decryptField(sealed, keys) };
}

/** How often a shipped parcel is asked about: each sandbox step, else hourly (carriers scan a few times a day). */
const REAL_POLL_MS = 60 * 60_000;

/**
 * The staff console's API under /api/staff (docs/decisions/067): sign-in with TOTP, the order desk; and the
 * parcel tracking that follows what the desk ships (docs/decisions/066, 068), its job run by the app's runner.
 */
export async function registerStaffModules(
  api: FastifyInstance,
  {
    config,
    database,
    providers,
    queue,
    notices
  }: {
    config: Config;
    database: DatabaseHandle;
    providers: Providers;
    queue: JobQueue;
    notices: NotificationService;
  }
) {
  const { notify } = notices;
  const staff = createStaffService({
    repository: createStaffRepository(database.db),
    box: secretBox(await fieldSecrets(config, database), STAFF_TOTP_PURPOSE)
  });
  const guard = createStaffGuard(staff);
  await api.register(staffRoutes(staff, guard));
  const parcels = createParcelTracking({
    db: database.db,
    tracking: providers.tracking,
    queue,
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
    onDelivered: (exec, orderId) => notify('ORDER_DELIVERED', orderId, {}, exec)
  });
  await api.register(deskRoutes(desk, guard));
  return { staff, guard, parcels };
}
