import { sameHolderName, tossBankCode } from '@mall/domain';
import { boundedText } from '../../lib/bounded-text.ts';
import type {
  AccountHolderInput,
  AccountHolderProvider,
  AccountHolderResult
} from './account-holder-provider.ts';

/**
 * The holder check over Toss Payments' 부가 API "계좌인증" (INTEGRATIONS §1.14, §5.7; needs its own contract with
 * Toss, test keys included). We ask `POST /v2/bank-accounts/lookup-holder-name {bankCode, accountNumber}` for the
 * name the bank holds and compare it ourselves (the domain's sameHolderName), rather than `/verify-holder-name`, whose
 * `isValid: false` cannot tell a closed account from another name; the typed name is never sent.
 *
 * Confirmed only from third-party integrations and a copy of docs.tosspayments.com/reference/additional#계좌인증,
 * not from Toss's own page [S]: the path and request fields; Basic auth with the secret key as for the core API;
 * the answer's name at `entityBody.holderName` (v2 envelope; a flat `holderName` is read too); `bankCode` "2 or 3
 * digits" (so KFTC codes by default; `bankCodeFormat: 'toss'` sends Toss's English codes instead); account
 * numbers up to 14 digits. Unconfirmed [U]: the error codes for an unknown or closed account and for bank
 * maintenance, and whether v2 errors are `{code, message}` or `{error: {code, message}}` (both are read).
 * NOT_FOUND_CODES is therefore configurable; any other refusal is UNAVAILABLE, never a verdict on the account.
 */

/** A lookup waits on the bank; SPEC §9 allows 30 s per API call, a form should not hang that long. */
export const TOSS_ACCOUNT_HOLDER_TIMEOUT_MS = 10_000;
export const TOSS_API_BASE = 'https://api.tosspayments.com';
const LOOKUP_PATH = '/v2/bank-accounts/lookup-holder-name';
/** The answer is a name in an envelope: anything large is not it. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Codes read as "no such account" [U]: INVALID_REFUND_ACCOUNT_INFO is Toss's verified code for a refund account
 * that does not check out (cancel API, §1.10); the others are the likely names until Toss's table is in hand.
 */
export const DEFAULT_NOT_FOUND_CODES: readonly string[] = [
  'NOT_FOUND_ACCOUNT',
  'NOT_FOUND_BANK_ACCOUNT',
  'INVALID_ACCOUNT_NUMBER',
  'INVALID_BANK_ACCOUNT',
  'INVALID_ACCOUNT_INFO',
  'INVALID_REFUND_ACCOUNT_INFO'
];

type Log = { error(object: object, message: string): void };

export type TossAccountHolderOptions = {
  secretKey: string;
  /** TOSS_API_BASE unless pointed elsewhere (a proxy, a fake in tests). */
  apiBase?: string;
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  bankCodeFormat?: 'kftc' | 'toss';
  notFoundCodes?: readonly string[];
  log?: Log;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : null;

export function createTossAccountHolder(options: TossAccountHolderOptions): AccountHolderProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? TOSS_ACCOUNT_HOLDER_TIMEOUT_MS;
  const url = `${(options.apiBase ?? TOSS_API_BASE).replace(/\/+$/, '')}${LOOKUP_PATH}`;
  const notFound = new Set(options.notFoundCodes ?? DEFAULT_NOT_FOUND_CODES);
  // Secret key as user name, empty password: the trailing colon is mandatory (INTEGRATIONS §1.2).
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  const unavailable = (providerCode: string, errorMessage: string): AccountHolderResult => ({
    result: 'UNAVAILABLE',
    providerCode,
    errorMessage
  });

  return {
    name: 'toss',
    async verify(input: AccountHolderInput): Promise<AccountHolderResult> {
      const bankCode = options.bankCodeFormat === 'toss' ? tossBankCode(input.bankCode) : input.bankCode;
      if (!bankCode) return unavailable('UNSUPPORTED_BANK', 'Toss has no code for this bank');

      let status: number;
      let body: string;
      try {
        const response = await doFetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ bankCode, accountNumber: input.accountNumber }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error'
        });
        status = response.status;
        body = await boundedText(response, MAX_ANSWER_BYTES);
      } catch (error) {
        const name = (error as { name?: unknown } | null)?.name;
        const timedOut = name === 'TimeoutError' || name === 'AbortError';
        // Logged without the account: step and kind only.
        options.log?.error({ step: 'lookup-holder-name', timedOut }, 'account holder provider unreachable');
        return timedOut
          ? unavailable('TIMEOUT', `No answer within ${timeoutMs} ms`)
          : unavailable('NETWORK_ERROR', 'The account holder provider could not be reached');
      }

      let parsed: Record<string, unknown> | null;
      try {
        parsed = record(JSON.parse(body));
      } catch {
        parsed = null;
      }

      if (status >= 200 && status < 300) {
        const holder = text(record(parsed?.entityBody)?.holderName) || text(parsed?.holderName);
        if (!holder.trim()) {
          options.log?.error({ status }, 'account holder provider answered without a holder name');
          return unavailable('UNKNOWN_ANSWER', 'The answer carried no holder name');
        }
        return sameHolderName(input.holderName, holder)
          ? { result: 'MATCH', holderName: holder.trim() }
          : { result: 'MISMATCH' };
      }

      const envelope = record(parsed?.error) ?? parsed;
      const code = text(envelope?.code) || `HTTP_${status}`;
      const message = text(envelope?.message) || `HTTP ${status}`;
      // Only a listed code says "no such account": a bare 404 may be a wrong base URL or a contract not enabled.
      if (notFound.has(code))
        return { result: 'ACCOUNT_NOT_FOUND', providerCode: code, errorMessage: message };
      // 401/403: the shop's key or contract; 5xx: Toss or the bank; other 4xx: a request or code we do not know.
      if (status !== 429) options.log?.error({ status, code }, 'account holder provider refused the lookup');
      return unavailable(code, message);
    }
  };
}
