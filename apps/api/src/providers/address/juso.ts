import {
  AddressSearchCommonSchema,
  JUSO_ERROR_CODES,
  JusoSchema,
  jusoKeywordRefusal,
  sanitizeJusoKeyword,
  type AddressSearchAnswer,
  type AddressSearchQuery,
  type Juso,
  type JusoErrorCode
} from '@mall/domain';
import type { AddressSearchProvider } from './address-provider.ts';
import { JUSO_MESSAGES, jusoRefusal } from './juso-answer.ts';
import { boundedText } from '../../lib/bounded-text.ts';

/** The documented time-out of our gateway calls (SPEC §9). */
export const JUSO_TIMEOUT_MS = 30_000;

/**
 * The most of an answer the adapter reads: a full page (100 rows of about 1.5 KB) is far below it, so more
 * is a misbehaving or wrong endpoint, never read into memory whole.
 */
export const JUSO_MAX_ANSWER_BYTES = 1_000_000;

/** How the adapter reaches the endpoint: a form POST answered with status and text. */
export type JusoTransport = (
  url: string,
  form: URLSearchParams,
  timeoutMs: number
) => Promise<{ status: number; text: string }>;

/** Over the network: fetch with a time-out, no redirects (a redirect would be a misconfiguration), a bounded body. */
export const fetchTransport: JusoTransport = async (url, form, timeoutMs) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
      accept: 'application/json'
    },
    body: form.toString(),
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error'
  });
  return { status: response.status, text: await boundedText(response, JUSO_MAX_ANSWER_BYTES) };
};

type Log = { error(object: object, message: string): void };

/**
 * The 도로명주소 API adapter (addrLinkApi.do, resultType=json). The same code serves the real provider and
 * the sandbox: only the URL, the key and the transport differ. Keywords get the official sample's hygiene;
 * one the provider would refuse is answered here with its code, without spending a call. An outage, a
 * time-out or an unreadable answer becomes -999 (the storefront shows "unavailable").
 */
export function createJusoProvider(options: {
  apiUrl: string;
  confmKey: string;
  transport?: JusoTransport;
  timeoutMs?: number;
  log?: Log;
}): AddressSearchProvider {
  const transport = options.transport ?? fetchTransport;
  const timeoutMs = options.timeoutMs ?? JUSO_TIMEOUT_MS;

  return {
    async search(query: AddressSearchQuery): Promise<AddressSearchAnswer> {
      const keyword = sanitizeJusoKeyword(query.keyword);
      const paging = { currentPage: String(query.currentPage), countPerPage: String(query.countPerPage) };
      const refused = (errorCode: JusoErrorCode) => jusoRefusal(errorCode, paging);
      const refusal = jusoKeywordRefusal(keyword);
      if (refusal) return refused(refusal);
      const form = new URLSearchParams({
        confmKey: options.confmKey,
        currentPage: paging.currentPage,
        countPerPage: paging.countPerPage,
        keyword,
        resultType: 'json'
      });
      let body: unknown;
      try {
        const response = await transport(options.apiUrl, form, timeoutMs);
        if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
        body = JSON.parse(response.text);
      } catch (error) {
        options.log?.error({ err: error }, 'address search provider unreachable');
        return refused('-999');
      }
      const answer = readAnswer(body, paging);
      if (!answer) {
        options.log?.error({}, 'address search provider answered an unknown shape');
        return refused('-999');
      }
      // Our key or our quota: the shopper cannot fix it, the operator must know.
      if (['E0001', 'E0007', 'E0014', '-999'].includes(answer.results.common.errorCode)) {
        options.log?.error(
          { errorCode: answer.results.common.errorCode },
          'address search provider refused the shop'
        );
      }
      return answer;
    }
  };
}

const JUSO_FIELDS = Object.keys(JusoSchema.shape) as (keyof Juso)[];
/** Built once: every field of `common` may be missing from a provider's answer. */
const PartialCommonSchema = AddressSearchCommonSchema.partial();

/**
 * The provider's JSON, read defensively: every documented field as a string (missing ones empty, extra
 * ones dropped), an unknown error code as -999.
 */
function readAnswer(
  body: unknown,
  paging: { currentPage: string; countPerPage: string }
): AddressSearchAnswer | null {
  const results = (body as { results?: { common?: unknown; juso?: unknown } } | null)?.results;
  const common = PartialCommonSchema.safeParse(stringValues(results?.common));
  if (!results || !common.success || common.data.errorCode === undefined) return null;
  const errorCode = (JUSO_ERROR_CODES as readonly string[]).includes(common.data.errorCode)
    ? common.data.errorCode
    : '-999';
  const ok = errorCode === '0';
  // Never more rows than a page asked for, whatever the endpoint sends.
  const rows = ok && Array.isArray(results.juso) ? results.juso.slice(0, Number(paging.countPerPage)) : [];
  return {
    results: {
      common: {
        errorCode,
        errorMessage: common.data.errorMessage ?? JUSO_MESSAGES[errorCode as JusoErrorCode],
        totalCount: ok ? (common.data.totalCount ?? String(rows.length)) : '0',
        currentPage: common.data.currentPage ?? paging.currentPage,
        countPerPage: common.data.countPerPage ?? paging.countPerPage
      },
      juso: ok ? rows.map((row) => jusoRow(stringValues(row))) : null
    }
  };
}

function stringValues(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, field]) =>
      typeof field === 'string' || typeof field === 'number' ? [[key, String(field)]] : []
    )
  );
}

function jusoRow(fields: Record<string, string>): Juso {
  return Object.fromEntries(JUSO_FIELDS.map((name) => [name, fields[name] ?? ''])) as Juso;
}

/**
 * A path ("/__sandbox/juso/...") is the same-origin sandbox, answered in-process by the app itself, so the
 * adapter's code path is the real one with no port to know; an absolute URL goes out with fetch.
 */
export function appTransport(app: {
  inject: (options: {
    method: 'POST';
    url: string;
    headers: Record<string, string>;
    payload: string;
  }) => Promise<{ statusCode: number; body: string }>;
}): JusoTransport {
  return async (url, form, timeoutMs) => {
    if (!url.startsWith('/')) return fetchTransport(url, form, timeoutMs);
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: form.toString()
    });
    return { status: response.statusCode, text: response.body };
  };
}
