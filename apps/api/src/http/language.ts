import type { FastifyInstance } from 'fastify';
import { resolveLanguage, type Language } from '@mall/domain';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer language, from Accept-Language (SPEC §7). */
    language: Language;
  }
}

export function registerLanguage(app: FastifyInstance) {
  app.decorateRequest('language', 'ko-KR');
  app.addHook('onRequest', async (request) => {
    request.language = resolveLanguage(request.headers['accept-language']);
  });
}
