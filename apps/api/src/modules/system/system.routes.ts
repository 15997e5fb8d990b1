import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppSettingsSchema, dataEnvelope, HealthSchema } from '@mall/domain';
import { noStore } from '../../http/route-kit.ts';

export type SystemDeps = { ping(): Promise<boolean>; maintenance: boolean; startedAt: number };

/** Process and database health, and the public settings the storefront starts with. */
export function systemRoutes(deps: SystemDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/etc/v1/public/health-check',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['system'],
          summary: 'Liveness of the process and the database',
          response: { 200: dataEnvelope(HealthSchema), 503: dataEnvelope(HealthSchema) }
        }
      },
      async (_request, reply) => {
        const databaseUp = await deps.ping();
        const health = {
          status: databaseUp ? 'UP' : 'DOWN',
          database: databaseUp ? 'UP' : 'DOWN',
          uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
          maintenance: deps.maintenance
        } as const;
        noStore(reply);
        return reply.code(databaseUp ? 200 : 503).send({ data: health });
      }
    );

    app.get(
      '/etc/v1/public/settings',
      {
        schema: {
          tags: ['system'],
          summary: 'Public settings read by the storefront at start-up',
          response: { 200: dataEnvelope(AppSettingsSchema) }
        }
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return { data: { maintenance: deps.maintenance } };
      }
    );
  };
}
