import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { legalRoutes } from '../modules/legal/legal.routes.ts';
import { privacyRetentionHandlers } from '../modules/legal/retention-job.ts';
import { createRetentionRepository } from '../modules/legal/retention.repository.ts';

/**
 * The shop's legal duties under /api (docs/decisions/093): its legal facts from the configuration for the footer and
 * checkout, and the personal-data retention job (its handler goes back to app.ts with the other jobs).
 */
export async function registerLegalModules(
  api: FastifyInstance,
  { config, database }: { config: Config; database: DatabaseHandle }
) {
  await api.register(legalRoutes(config.legal));
  return { handlers: privacyRetentionHandlers(createRetentionRepository(database.db), api.log) };
}
