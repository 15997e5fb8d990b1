import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, LegalInfoSchema, type LegalInfo } from '@mall/domain';

/**
 * GET /etc/v1/public/legal-info (docs/decisions/093): the shop's legal facts from its configuration, for the
 * footer (사업자정보 확인, 개인정보보호책임자, 구매안전서비스) and checkout. Public and the same for everyone.
 */
export function legalRoutes(legal: LegalInfo): FastifyPluginAsyncZod {
  const answer = { data: legal };
  return async (app) => {
    app.get(
      '/etc/v1/public/legal-info',
      {
        schema: {
          tags: ['content'],
          summary: "The shop's legal facts: business number and FTC link, privacy officer, escrow service",
          response: { 200: dataEnvelope(LegalInfoSchema) }
        }
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return answer;
      }
    );
  };
}
