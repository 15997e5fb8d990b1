import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  MigrateCompleteBodySchema,
  MigrateCompleteResultSchema,
  MigrateIdParamsSchema,
  MigrateInfoBodySchema,
  MigrateInfoResultSchema
} from '@mall/domain';
import type { MigrationService } from './migration.service.ts';
import { errorAnswers, noStore } from '../../http/route-kit.ts';

const errors = errorAnswers(400, 404, 409, 410, 429);

/** SPEC §7 Member public: migrate/info, migrate/info/without-password/{id}, migrate/complete. */
export function migrationRoutes(service: MigrationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/member/v1/public/migrate/info',
      {
        // Guessing old passwords: few tries per client.
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: {
          tags: ['member'],
          summary: 'Find the old account by its login id and password: masked profile and a migrate token',
          body: MigrateInfoBodySchema,
          response: { 200: dataEnvelope(MigrateInfoResultSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.infoWithPassword(request.body.legacyLoginId, request.body.password) };
      }
    );

    app.get(
      '/member/v1/public/migrate/info/without-password/:id',
      {
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' }, logPathAs: 'route' },
        schema: {
          tags: ['member'],
          summary: 'The same for the migrate id mailed to the member (no member number shown)',
          params: MigrateIdParamsSchema,
          response: { 200: dataEnvelope(MigrateInfoResultSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.infoWithoutPassword(request.params.id) };
      }
    );

    app.post(
      '/member/v1/public/migrate/complete',
      {
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: {
          tags: ['member'],
          summary: 'Create the member here from the old account (single-use migrate token)',
          body: MigrateCompleteBodySchema,
          response: { 201: dataEnvelope(MigrateCompleteResultSchema), ...errors }
        }
      },
      async (request, reply) => reply.code(201).send({ data: await service.complete(request.body) })
    );
  };
}
