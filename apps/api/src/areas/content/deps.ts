import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { ContentCache } from '../../modules/content/content.service.ts';
import type { NotificationService } from '../../modules/notification/notification.service.ts';
import type { JobQueue } from '../../modules/jobs/job-queue.ts';
import type { JobHandler } from '../../modules/jobs/job-runner.ts';
import type { StaffGuard } from '../../modules/staff/staff.routes.ts';
import type { Providers } from '../../providers/index.ts';
import type { AccountModules } from '../accounts.ts';

/** What every content slice is given (issue 19): the app's parts it builds on. */
export type ContentDeps = {
  config: Config;
  database: DatabaseHandle;
  providers: Providers;
  accounts: AccountModules;
  notices: NotificationService;
  queue: JobQueue;
  guard: StaffGuard;
  contentCache: ContentCache;
};

/**
 * One slice of the content area: builds its services and answers its route plugins — `public` (members' and guests'
 * routes under /api) and `staff` (registered inside the staff scope: same-origin JSON writes only, `request.staff`
 * decorated; docs/decisions/067) — and its job handlers when it has jobs.
 */
export type ContentSlice = (deps: ContentDeps) => Promise<{
  public?: FastifyPluginAsync;
  staff?: FastifyPluginAsync;
  handlers?: Record<string, JobHandler>;
}>;
