import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { jusoKeywordRefusal, type AddressSearchAnswer } from '@mall/domain';
import { JUSO_MESSAGES, jusoRefusal } from './juso-answer.ts';
import { safeEqual, text } from '../social/sandbox-common.ts';
import { sandboxJusoIndex } from './juso-index.ts';
import { noStore } from '../../http/route-kit.ts';

/**
 * A stand-in for the 도로명주소 검색 API (INTEGRATIONS §4.2) at `/__sandbox/juso/addrlink/addrLinkApi.do`,
 * registered while ADDRESS_PROVIDER is `sandbox`. GET or POST (form) with confmKey, currentPage,
 * countPerPage, keyword, resultType: like the real one, every answer is HTTP 200 with string values, a
 * refusal is an errorCode (E0001 wrong key, then the keyword checks in the provider's order, then E0015
 * for more than 9,000 hits) with `juso: null`, and XML unless `resultType=json`.
 */
export const SANDBOX_JUSO_PATH = '/__sandbox/juso/addrlink/addrLinkApi.do';
/** Above this many hits the provider asks for a narrower keyword (E0015). */
export const JUSO_MAX_HITS = 9000;

/** A positive whole number as sent (at most `max`), else the provider's default; the postcode sandbox's paging too. */
export function pageNumber(value: string, fallback: number, max: number): number {
  if (!/^[0-9]{1,9}$/.test(value)) return fallback;
  const number = Number(value);
  return number < 1 ? fallback : Math.min(number, max);
}

export function searchSandboxJuso(input: {
  keyword: string;
  currentPage: number;
  countPerPage: number;
}): AddressSearchAnswer {
  const paging = { currentPage: String(input.currentPage), countPerPage: String(input.countPerPage) };
  const refusal = jusoKeywordRefusal(input.keyword);
  if (refusal) return jusoRefusal(refusal, paging);
  const hits = sandboxJusoIndex().search(input.keyword);
  if (hits.length > JUSO_MAX_HITS) return jusoRefusal('E0015', paging);
  const start = (input.currentPage - 1) * input.countPerPage;
  const common = {
    errorCode: '0',
    errorMessage: JUSO_MESSAGES['0'],
    totalCount: String(hits.length),
    ...paging
  };
  return { results: { common, juso: hits.slice(start, start + input.countPerPage) } };
}

export function sandboxJusoRoutes(options: { confmKey: string }): FastifyPluginAsync {
  return async (app) => {
    const handler = async (fields: Record<string, unknown>, reply: FastifyReply) => {
      const currentPage = pageNumber(text(fields.currentPage), 1, 1_000_000);
      const countPerPage = pageNumber(text(fields.countPerPage), 10, 100);
      const answer: AddressSearchAnswer = safeEqual(text(fields.confmKey), options.confmKey)
        ? searchSandboxJuso({ keyword: text(fields.keyword), currentPage, countPerPage })
        : jusoRefusal('E0001', { currentPage: String(currentPage), countPerPage: String(countPerPage) });
      noStore(reply);
      if (text(fields.resultType).toLowerCase() === 'json')
        return reply.type('application/json; charset=utf-8').send(answer);
      return reply.type('text/xml; charset=utf-8').send(toXml(answer));
    };
    app.get(SANDBOX_JUSO_PATH, async (request, reply) =>
      handler(request.query as Record<string, unknown>, reply)
    );
    app.post(SANDBOX_JUSO_PATH, async (request, reply) =>
      handler((request.body ?? {}) as Record<string, unknown>, reply)
    );
  };
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const element = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');

/** The provider's default result type (our adapter always asks for JSON). */
function toXml(answer: AddressSearchAnswer): string {
  const { common, juso } = answer.results;
  const rows = (juso ?? []).map((row) => `<juso>${element(row)}</juso>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><results><common>${element(common)}</common>${rows}</results>`;
}
