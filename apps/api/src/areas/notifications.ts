import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createJobQueue, type JobQueue } from '../modules/jobs/job-queue.ts';
import { startJobRunner, type JobHandler } from '../modules/jobs/job-runner.ts';
import { notificationRoutes } from '../modules/notification/notification.routes.ts';
import { createNotificationService } from '../modules/notification/notification.service.ts';
import type { Providers } from '../providers/index.ts';
import type { AccountModules } from './accounts.ts';

/**
 * The notification centre under /api (issue 16 item 7): its routes, `notify` for the modules with events, and
 * the one durable queue (docs/decisions/068) the other modules with jobs are given.
 */
export async function registerNotificationModules(
  api: FastifyInstance,
  {
    config,
    database,
    providers,
    accounts
  }: { config: Config; database: DatabaseHandle; providers: Providers; accounts: AccountModules }
) {
  const queue = createJobQueue(database.db);
  const notices = createNotificationService({
    db: database.db,
    mail: providers.mail,
    publicOrigin: config.publicOrigin
  });
  await api.register(notificationRoutes(notices, accounts.authenticate));
  return { notices, queue };
}

/** One runner for every kind of durable job (docs/decisions/068), in the process that runs jobs. */
export function runJobs(api: FastifyInstance, queue: JobQueue, handlers: Record<string, JobHandler>) {
  const runner = startJobRunner(queue, handlers, api.log);
  api.addHook('onClose', () => runner.stop());
}
