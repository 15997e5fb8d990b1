import type { FastifyInstance } from 'fastify';
import { resolveLanguage, type Language } from '@mall/domain';

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
  const memo = new Map<string, Language>();
  const languageOf = (header: string | undefined): Language => {
    if (!header) return resolveLanguage(header);
    let language = memo.get(header);
    if (language === undefined) {
      language = resolveLanguage(header);
      if (memo.size >= MEMO_ENTRIES) memo.clear();
      memo.set(header, language);
    }
    return language;
  };
  app.decorateRequest('language', 'ko-KR');
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = languageOf(request.headers['accept-language']);
    done();
  });
}
