import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual
} from 'node:crypto';
import {
  IdentityProviderError,
  type IdentityCallback,
  type IdentityProvider,
  type IdentityRequest,
  type IdentityRequestInput
} from './identity-provider.ts';
import { nicePerson } from './nice-codes.ts';
import { boundedText } from '../../lib/bounded-text.ts';
import { seoulClock } from '../../lib/seoul.ts';

/**
 * NICE CheckPlus 통합형 (INTEGRATIONS §5.2b, docs/decisions/040): an OAuth client-credentials token (cached), a
 * crypto token per request (`token_version_id`, `token_val`, `site_code`), keys from
 * `sha256(req_dtim + req_no + token_val)`, the request sealed with AES-128-CBC and signed with HMAC-SHA256,
 * a popup form POST to CheckPlus with `m=service`, and the result sealed the same way on return. NICE's field
 * names and codes stay in this file; the certification module sees `IdentityRequest` and `IdentityCallback`.
 */
export type NiceOptions = {
  clientId: string;
  clientSecret: string;
  productId: string;
  /** `https://svc.niceapi.co.kr:22001`. */
  apiBase: string;
  /** `https://nice.checkplus.co.kr/CheckPlusSafeModel/service.cb`. */
  popupUrl: string;
  transport?: NiceTransport;
  timeoutMs?: number;
  now?: () => Date;
  log?: { error(object: object, message: string): void };
};

type NiceRequest = { url: string; headers: Record<string, string>; body: string };
/** Answers with status and text, or throws when nothing came back (network, time-out, an oversized answer). */
export type NiceTransport = (
  request: NiceRequest,
  timeoutMs: number
) => Promise<{ status: number; text: string }>;

/** The popup is opened in the click; a slow start is a visible wait, so fail well before SPEC §9's 30 s. */
const NICE_TIMEOUT_MS = 10_000;
/** NICE's answers are a few hundred bytes. */
const MAX_ANSWER_BYTES = 64 * 1024;
const TOKEN_PATH = '/digital/niceid/oauth/oauth/token';
const CRYPTO_TOKEN_PATH = '/digital/niceid/api/v1.0/common/crypto/token';
/** `resultcode` of a verified person; every other code is a failure kept as the vendor code (INTEGRATIONS §5.2b). */
const NICE_VERIFIED = '0000';
/** NICE's `req_no` is at most 30 characters. */
const REQ_NO_LENGTH = 30;

/** POST over the network: a time-out, no redirects, a bounded answer. */
const fetchNiceTransport: NiceTransport = async (request, timeoutMs) => {
  const response = await fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error'
  });
  return { status: response.status, text: await boundedText(response, MAX_ANSWER_BYTES) };
};

/** What the adapter keeps per request to open the result (sealed; see `sealKept`). */
type Kept = { requestNo: string; reqDtim: string; reqNo: string; tokenVal: string; siteCode: string };

/** The per-request keys: `b = base64(sha256(req_dtim + req_no + token_val))`, key b[0,16), iv b[-16:], HMAC key b[0,32). */
export function niceKeys(reqDtim: string, reqNo: string, tokenVal: string) {
  const b = createHash('sha256')
    .update(`${reqDtim.trim()}${reqNo.trim()}${tokenVal.trim()}`)
    .digest('base64');
  return {
    key: Buffer.from(b.slice(0, 16), 'latin1'),
    iv: Buffer.from(b.slice(b.length - 16), 'latin1'),
    hmacKey: Buffer.from(b.slice(0, 32), 'latin1')
  };
}

/** `integrity_value`: base64(HMAC-SHA256(hmacKey, enc_data)) over the base64 text of enc_data. */
export function niceIntegrity(hmacKey: Buffer, encData: string): string {
  return createHmac('sha256', hmacKey).update(encData, 'latin1').digest('base64');
}

/** AES-128-CBC with PKCS#7 padding, base64. */
export function niceEncrypt(keys: { key: Buffer; iv: Buffer }, plain: Buffer): string {
  const cipher = createCipheriv('aes-128-cbc', keys.key, keys.iv);
  return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
}

function niceDecrypt(keys: { key: Buffer; iv: Buffer }, encData: string): Buffer {
  const decipher = createDecipheriv('aes-128-cbc', keys.key, keys.iv);
  return Buffer.concat([decipher.update(Buffer.from(encData, 'base64')), decipher.final()]);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const TOKEN_VERSION_ID = /^[A-Za-z0-9_.-]{1,100}$/;
/** The result's text is EUC-KR (INTEGRATIONS §5.2b). */
const eucKr = new TextDecoder('euc-kr');

export function createNiceIdentity(options: NiceOptions): IdentityProvider {
  const transport = options.transport ?? fetchNiceTransport;
  const timeoutMs = options.timeoutMs ?? NICE_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  const base = options.apiBase.replace(/\/+$/, '');
  // The kept material is sealed under a key only the environment holds: a read of the database alone
  // (a backup, a replica) does not yield the keys of a pending request, so it cannot forge its result.
  const keptKey = createHmac('sha256', options.clientSecret).update('mall:nice-kept-state').digest();

  function sealKept(tokenVersionId: string, kept: Kept): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', keptKey, iv);
    cipher.setAAD(Buffer.from(tokenVersionId));
    const body = Buffer.concat([cipher.update(JSON.stringify(kept), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  function openKept(tokenVersionId: string, sealed: string | null): Kept | null {
    if (!sealed) return null;
    try {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', keptKey, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(tokenVersionId));
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      const plain = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
      const kept = JSON.parse(plain.toString('utf8')) as Kept;
      return [kept.requestNo, kept.reqDtim, kept.reqNo, kept.tokenVal, kept.siteCode].every(
        (v) => typeof v === 'string'
      )
        ? kept
        : null;
    } catch {
      return null;
    }
  }

  /** One POST to NICE's API; its JSON `{ dataHeader, dataBody }`, or an IdentityProviderError. */
  async function call(path: string, headers: Record<string, string>, body: string, step: string) {
    let answer: { status: number; text: string };
    try {
      answer = await transport({ url: `${base}${path}`, headers, body }, timeoutMs);
    } catch (error) {
      options.log?.error({ err: error, step }, 'identity provider unreachable');
      throw new IdentityProviderError(`NICE ${step}: unreachable`);
    }
    let parsed: Record<string, unknown> = {};
    try {
      parsed = record(JSON.parse(answer.text));
    } catch {
      // Not JSON: the header check below refuses it.
    }
    const header = record(parsed.dataHeader);
    return { status: answer.status, header, body: record(parsed.dataBody) };
  }

  // The access token is long-lived (INTEGRATIONS §5.2b): one per process, asked once even by concurrent starts.
  let accessToken: { value: string; until: number } | null = null;
  let asking: Promise<string> | null = null;

  async function askAccessToken(): Promise<string> {
    const answer = await call(
      TOKEN_PATH,
      {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`
      },
      'grant_type=client_credentials&scope=default',
      'token'
    );
    const token = text(answer.body.access_token);
    if (answer.status !== 200 || answer.header.GW_RSLT_CD !== '1200' || !token) {
      options.log?.error(
        { step: 'token', status: answer.status, gateway: text(answer.header.GW_RSLT_CD) },
        'identity provider refused the shop'
      );
      throw new IdentityProviderError('NICE token: refused');
    }
    const seconds = Number(answer.body.expires_in);
    // A day at most: a token NICE revoked is replaced by the next day even if no call failed on it.
    const lifetime = Number.isFinite(seconds) && seconds > 60 ? Math.min(seconds - 60, 86_400) : 3_600;
    accessToken = { value: token, until: now().getTime() + lifetime * 1000 };
    return token;
  }

  function currentAccessToken(): Promise<string> {
    if (accessToken && accessToken.until > now().getTime()) return Promise.resolve(accessToken.value);
    asking ??= askAccessToken().finally(() => {
      asking = null;
    });
    return asking;
  }

  async function cryptoToken(reqDtim: string, reqNo: string, retry = true) {
    const token = await currentAccessToken();
    const at = now();
    const answer = await call(
      CRYPTO_TOKEN_PATH,
      {
        'content-type': 'application/json',
        authorization: `bearer ${Buffer.from(`${token}:${Math.floor(at.getTime() / 1000)}:${options.clientId}`).toString('base64')}`,
        client_id: options.clientId,
        ProductID: options.productId
      },
      JSON.stringify({
        dataHeader: { CNTY_CD: 'ko' },
        dataBody: { req_dtim: reqDtim, req_no: reqNo, enc_mode: '1' }
      }),
      'crypto token'
    );
    if (answer.status === 401 && retry) {
      // The cached access token is no longer accepted: ask for a new one, once.
      accessToken = null;
      return cryptoToken(reqDtim, reqNo, false);
    }
    const b = answer.body;
    const fields = {
      tokenVersionId: text(b.token_version_id),
      tokenVal: text(b.token_val).trim(),
      siteCode: text(b.site_code)
    };
    if (
      answer.status !== 200 ||
      answer.header.GW_RSLT_CD !== '1200' ||
      b.rsp_cd !== 'P000' ||
      b.result_cd !== '0000' ||
      !TOKEN_VERSION_ID.test(fields.tokenVersionId) ||
      !fields.tokenVal ||
      !fields.siteCode
    ) {
      options.log?.error(
        {
          step: 'crypto token',
          status: answer.status,
          gateway: text(answer.header.GW_RSLT_CD),
          rsp_cd: text(b.rsp_cd),
          result_cd: text(b.result_cd)
        },
        'identity provider refused the shop'
      );
      throw new IdentityProviderError('NICE crypto token: refused');
    }
    return fields;
  }

  return {
    name: 'nice',

    async createRequest(input: IdentityRequestInput): Promise<IdentityRequest> {
      const reqDtim = seoulClock(now()).replace(/\D/g, '').slice(0, 14);
      // Our request number is longer than NICE allows; its hash is as unique and letters and digits only.
      const reqNo = createHash('sha256').update(input.requestNo).digest('hex').slice(0, REQ_NO_LENGTH);
      const crypto = await cryptoToken(reqDtim, reqNo);
      const keys = niceKeys(reqDtim, reqNo, crypto.tokenVal);
      const plain = JSON.stringify({
        requestno: reqNo,
        returnurl: input.returnUrl,
        sitecode: crypto.siteCode,
        authtype: input.method === 'CARD' ? 'C' : 'M',
        methodtype: 'get',
        popupyn: 'Y'
      });
      const encData = niceEncrypt(keys, Buffer.from(plain, 'utf8'));
      const kept: Kept = {
        requestNo: input.requestNo,
        reqDtim,
        reqNo,
        tokenVal: crypto.tokenVal,
        siteCode: crypto.siteCode
      };
      return {
        tokenVersionId: crypto.tokenVersionId,
        baseUrl: new URL(options.popupUrl).origin,
        action: options.popupUrl,
        fields: {
          m: 'service',
          token_version_id: crypto.tokenVersionId,
          enc_data: encData,
          integrity_value: niceIntegrity(keys.hmacKey, encData)
        },
        encData,
        keep: sealKept(crypto.tokenVersionId, kept)
      };
    },

    callbackToken(fields: Record<string, unknown>): string | null {
      const token = text(fields.token_version_id);
      return TOKEN_VERSION_ID.test(token) ? token : null;
    },

    readCallback(fields: Record<string, unknown>, sealed: string | null): IdentityCallback | null {
      const tokenVersionId = text(fields.token_version_id);
      // Base64 in a query string: a '+' NICE did not escape arrives as a space (the HMAC is over the '+').
      const encData = text(fields.enc_data).replaceAll(' ', '+');
      const integrity = text(fields.integrity_value).replaceAll(' ', '+');
      if (!TOKEN_VERSION_ID.test(tokenVersionId) || !BASE64.test(encData) || !BASE64.test(integrity))
        return null;
      const kept = openKept(tokenVersionId, sealed);
      if (!kept) return null;
      const keys = niceKeys(kept.reqDtim, kept.reqNo, kept.tokenVal);
      const expected = Buffer.from(niceIntegrity(keys.hmacKey, encData));
      const given = Buffer.from(integrity);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let result: Record<string, unknown>;
      try {
        result = record(JSON.parse(eucKr.decode(niceDecrypt(keys, encData))));
      } catch {
        return null;
      }
      // The result must answer this request, for our site (the vendor echoes both).
      if (result.requestno !== kept.reqNo || result.sitecode !== kept.siteCode) return null;
      const vendorCode = text(result.resultcode);
      if (!vendorCode) return null;
      const person = vendorCode === NICE_VERIFIED ? nicePerson(result) : null;
      if (vendorCode === NICE_VERIFIED && !person) return null;
      return {
        tokenVersionId,
        requestNo: kept.requestNo,
        responseNo: text(result.responseno) || null,
        vendorCode,
        outcome: person ? 'VERIFIED' : 'FAILED',
        person
      };
    }
  };
}
