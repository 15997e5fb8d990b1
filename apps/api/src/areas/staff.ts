import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { decryptField, encryptField, fieldKey } from '../lib/field-encryption.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { createParcelTracking } from '../modules/fulfilment/parcel-tracking.ts';
import { createJobQueue } from '../modules/jobs/job-queue.ts';
import { startJobRunner } from '../modules/jobs/job-runner.ts';
import type { TrackingProvider } from '../providers/tracking/tracking-provider.ts';
import { createDeskRepository } from '../modules/fulfilment/desk.repository.ts';
import { deskRoutes } from '../modules/fulfilment/desk.routes.ts';
import { createDeskService } from '../modules/fulfilment/desk.service.ts';
import { createStaffRepository } from '../modules/staff/staff.repository.ts';
import { createStaffGuard, staffRoutes } from '../modules/staff/staff.routes.ts';
import { createStaffService, type SecretBox } from '../modules/staff/staff.service.ts';

/** The key purpose of staff TOTP secrets (the seed seals with it too). */
export const STAFF_TOTP_PURPOSE = 'staff-totp';

/** The secret field keys derive from: FIELD_ENCRYPTION_KEY, else the installation's own (kept in the database). */
export async function fieldSecret(config: Config, database: DatabaseHandle): Promise<string> {
  return config.fieldEncryptionKey ?? (await createAuthRepository(database.db).secret('field-encryption'));
}

/** Seals with one purpose's key: a staff TOTP secret does not open with a refund account's key. */
export function secretBox(secret: string, purpose: string): SecretBox {
  const key = fieldKey(secret, purpose);
  return { seal: (plain) => encryptField(plain, key), open: (sealed) => decryptField(sealed, key) };
}

/** How often a shipped parcel is asked about: each sandbox step, else hourly (carriers scan a few times a day). */
const REAL_POLL_MS = 60 * 60_000;

/**
 * The staff console's API under /api/staff (docs/decisions/067): sign-in with TOTP, the order desk; and the
 * parcel tracking job that follows what the desk ships (docs/decisions/066, 068), run where `runJobs`.
 */
export async function registerStaffModules(
  api: FastifyInstance,
  {
    config,
    database,
    tracking,
    runJobs
  }: { config: Config; database: DatabaseHandle; tracking: TrackingProvider; runJobs: boolean }
) {
  const staffRepository = createStaffRepository(database.db);
  const staff = createStaffService({
    repository: staffRepository,
    box: secretBox(await fieldSecret(config, database), STAFF_TOTP_PURPOSE)
  });
  const guard = createStaffGuard(staff);
  await api.register(staffRoutes(staff, guard));
  const queue = createJobQueue(database.db);
  const parcels = createParcelTracking({
    db: database.db,
    tracking,
    queue,
    pollMs:
      config.tracking.provider === 'sandbox' ? config.tracking.sandboxStepMinutes * 60_000 : REAL_POLL_MS
  });
  const desk = createDeskService({
    repository: createDeskRepository(database.db),
    audit: staff.audit,
    onShipped: parcels.watch
  });
  await api.register(deskRoutes(desk, guard));
  if (runJobs) {
    const runner = startJobRunner(queue, parcels.handlers, api.log);
    api.addHook('onClose', () => runner.stop());
  }
  return { staff, guard, parcels, queue };
}
