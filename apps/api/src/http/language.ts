import type { FastifyInstance } from 'fastify';
import { resolveLanguage, type Language } from '@mall/domain';
import { memoize } from '../lib/memo.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer language, from Accept-Language (SPEC §7). */
    language: Language;
  }
}

/** Browsers send a handful of distinct headers; more than this many is someone varying them, so start over. */
const MEMO_ENTRIES = 256;

export function registerLanguage(app: FastifyInstance) {
  // The parse (split, sort, match) once per distinct header, not once per request (ADR 028).
  const languageOf = memoize(resolveLanguage, MEMO_ENTRIES);
  app.decorateRequest('language', 'ko-KR');
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = languageOf(request.headers['accept-language']);
    done();
  });
}
