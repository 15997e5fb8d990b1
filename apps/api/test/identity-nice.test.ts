import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityProviderError } from '../src/providers/identity-verification/identity-provider.ts';
import {
  createNiceIdentity,
  type NiceTransport
} from '../src/providers/identity-verification/nice-identity.ts';
import { createIdentityVerificationRepository } from '../src/modules/identity-verification/identity-verification.repository.ts';
import { createIdentityVerificationService } from '../src/modules/identity-verification/identity-verification.service.ts';
import { createTestContext, type TestContext } from './context.ts';

/**
 * NICE CheckPlus 통합형 as its contract reads (INTEGRATIONS §5.2b), written here independently of the adapter:
 * the OAuth token, the crypto token, and the popup that opens the sealed request and seals a result in EUC-KR.
 */
const CLIENT_ID = '5f1a2b3c-0000-4000-8000-00000000c11d';
const CLIENT_SECRET = 'c0ffee0123456789abcdef0123456789';
const PRODUCT_ID = '2101979031';
const SITE_CODE = 'BX1234';
const POPUP_URL = 'https://nice.example.test/CheckPlusSafeModel/service.cb';
const API_BASE = 'https://api.nice.example.test:22001';

/** EUC-KR bytes for a text (the vendor's charset); Node decodes EUC-KR but has no encoder, so invert its decoder. */
const EUC_KR = (() => {
  const decoder = new TextDecoder('euc-kr');
  const table = new Map<string, number[]>();
  for (let lead = 0xa1; lead <= 0xfe; lead++) {
    for (let trail = 0xa1; trail <= 0xfe; trail++) {
      const char = decoder.decode(Uint8Array.of(lead, trail));
      if (char.length === 1 && char !== '\ufffd' && !table.has(char)) table.set(char, [lead, trail]);
    }
  }
  return (value: string) =>
    Buffer.from(
      [...value].flatMap((char) =>
        char.charCodeAt(0) < 0x80 ? [char.charCodeAt(0)] : (table.get(char) ?? [0x3f])
      )
    );
})();

function contractKeys(reqDtim: string, reqNo: string, tokenVal: string) {
  const b = createHash('sha256')
    .update(reqDtim + reqNo + tokenVal)
    .digest('base64');
  return {
    key: Buffer.from(b.slice(0, 16)),
    iv: Buffer.from(b.slice(-16)),
    hmacKey: Buffer.from(b.slice(0, 32))
  };
}

type Issued = { reqDtim: string; reqNo: string; tokenVal: string };

function fakeNice() {
  const calls = { token: 0, crypto: 0 };
  const issued = new Map<string, Issued>();
  let accessToken = 'at-0';
  const behaviour = {
    tokenHeader: '1200',
    cryptoStatus: 200,
    rspCd: 'P000',
    /** Answer 401 to the crypto-token call once (an access token NICE stopped accepting). */
    rejectNextAccessToken: false
  };
  const json = (status: number, body: unknown) => ({ status, text: JSON.stringify(body) });

  const transport: NiceTransport = async (request) => {
    const url = new URL(request.url);
    if (`${url.origin}` !== API_BASE) throw new Error(`unexpected host ${url.origin}`);
    if (url.pathname === '/digital/niceid/oauth/oauth/token') {
      calls.token += 1;
      expect(request.headers.authorization).toBe(
        `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`
      );
      expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
        grant_type: 'client_credentials',
        scope: 'default'
      });
      accessToken = `at-${calls.token}-${randomBytes(4).toString('hex')}`;
      return json(200, {
        dataHeader: { GW_RSLT_CD: behaviour.tokenHeader, GW_RSLT_MSG: '오류 없음' },
        dataBody:
          behaviour.tokenHeader === '1200'
            ? { access_token: accessToken, token_type: 'bearer', expires_in: 1576799999, scope: 'default' }
            : {}
      });
    }
    if (url.pathname === '/digital/niceid/api/v1.0/common/crypto/token') {
      calls.crypto += 1;
      const bearer = Buffer.from(
        String(request.headers.authorization).replace(/^bearer /, ''),
        'base64'
      ).toString();
      const [token, timestamp, clientId] = bearer.split(':');
      if (behaviour.rejectNextAccessToken || token !== accessToken) {
        behaviour.rejectNextAccessToken = false;
        return json(401, { dataHeader: { GW_RSLT_CD: '1800', GW_RSLT_MSG: 'invalid token' } });
      }
      expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
      expect(clientId).toBe(CLIENT_ID);
      expect(request.headers.client_id).toBe(CLIENT_ID);
      expect(request.headers.ProductID).toBe(PRODUCT_ID);
      const body = JSON.parse(request.body) as {
        dataHeader: { CNTY_CD: string };
        dataBody: { req_dtim: string; req_no: string; enc_mode: string };
      };
      expect(body.dataHeader.CNTY_CD).toBe('ko');
      expect(body.dataBody.req_dtim).toMatch(/^20\d{12}$/);
      expect(body.dataBody.req_no.length).toBeLessThanOrEqual(30);
      expect(body.dataBody.enc_mode).toBe('1');
      const tokenVersionId = `2025${randomBytes(8).toString('hex')}`;
      const tokenVal = randomBytes(16).toString('base64');
      issued.set(tokenVersionId, { reqDtim: body.dataBody.req_dtim, reqNo: body.dataBody.req_no, tokenVal });
      return json(behaviour.cryptoStatus, {
        dataHeader: { GW_RSLT_CD: '1200' },
        dataBody: {
          rsp_cd: behaviour.rspCd,
          result_cd: '0000',
          site_code: SITE_CODE,
          token_version_id: tokenVersionId,
          token_val: `${tokenVal} `,
          period: 3600
        }
      });
    }
    return json(404, {});
  };

  return {
    calls,
    issued,
    behaviour,
    transport,
    /** The popup: checks the posted request's integrity and opens it with the token's keys. */
    openRequest(fields: Record<string, string>) {
      const token = issued.get(fields.token_version_id!);
      if (!token || fields.m !== 'service') throw new Error('not a request NICE issued');
      const keys = contractKeys(token.reqDtim, token.reqNo, token.tokenVal);
      const integrity = createHmac('sha256', keys.hmacKey).update(fields.enc_data!).digest('base64');
      if (integrity !== fields.integrity_value) throw new Error('integrity');
      const decipher = createDecipheriv('aes-128-cbc', keys.key, keys.iv);
      const plain = Buffer.concat([
        decipher.update(Buffer.from(fields.enc_data!, 'base64')),
        decipher.final()
      ]);
      return JSON.parse(plain.toString('utf8')) as Record<string, string>;
    },
    /** The popup's return: the result sealed with the request's keys, EUC-KR inside. */
    sealResult(tokenVersionId: string, result: Record<string, string>) {
      const token = issued.get(tokenVersionId)!;
      const keys = contractKeys(token.reqDtim, token.reqNo, token.tokenVal);
      const cipher = createCipheriv('aes-128-cbc', keys.key, keys.iv);
      const encData = Buffer.concat([cipher.update(EUC_KR(JSON.stringify(result))), cipher.final()]).toString(
        'base64'
      );
      return {
        token_version_id: tokenVersionId,
        enc_data: encData,
        integrity_value: createHmac('sha256', keys.hmacKey).update(encData).digest('base64')
      };
    }
  };
}

const verifiedResult = (request: Record<string, string>, extra: Record<string, string> = {}) => ({
  resultcode: '0000',
  requestno: request.requestno!,
  enctime: '20261125153000',
  sitecode: request.sitecode!,
  responseno: 'NICE20261125000123',
  authtype: 'M',
  name: '김민지',
  birthdate: '19920417',
  gender: '0',
  nationalinfo: '0',
  mobileco: '3',
  mobileno: '01012345678',
  ci: 'C'.repeat(86) + '==',
  di: 'D'.repeat(64),
  ...extra
});

function adapter(
  nice: ReturnType<typeof fakeNice>,
  extra: { log?: { error(object: object, message: string): void } } = {}
) {
  return createNiceIdentity({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    productId: PRODUCT_ID,
    apiBase: API_BASE,
    popupUrl: POPUP_URL,
    transport: nice.transport,
    ...extra
  });
}

const input = (requestNo = randomBytes(24).toString('base64url'), method: 'MOBILE' | 'CARD' = 'MOBILE') => ({
  requestNo,
  method,
  returnUrl: 'https://shop.example.test/api/member/certification/v1/public/return',
  origin: 'https://shop.example.test',
  expiresAt: new Date(Date.now() + 600_000)
});

describe('NICE CheckPlus 통합형 adapter', () => {
  it('seals the request as the contract says and opens a verified EUC-KR result into the person', async () => {
    const nice = fakeNice();
    const provider = adapter(nice);
    const ours = input();
    const started = await provider.createRequest(ours);
    expect(started.action).toBe(POPUP_URL);
    expect(started.baseUrl).toBe('https://nice.example.test');
    expect(Object.keys(started.fields).sort()).toEqual([
      'enc_data',
      'integrity_value',
      'm',
      'token_version_id'
    ]);
    expect(started.fields.m).toBe('service');
    expect(started.encData).toBe(started.fields.enc_data);
    const request = nice.openRequest(started.fields);
    expect(request).toEqual({
      requestno: expect.stringMatching(/^[0-9a-f]{30}$/),
      returnurl: 'https://shop.example.test/api/member/certification/v1/public/return',
      sitecode: SITE_CODE,
      authtype: 'M',
      methodtype: 'get',
      popupyn: 'Y'
    });
    // What is kept server-side holds no key in clear.
    const tokenVal = nice.issued.get(started.tokenVersionId)!.tokenVal;
    expect(started.keep).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(started.keep).not.toContain(tokenVal);
    expect(Buffer.from(started.keep!, 'base64url').toString('latin1')).not.toContain(tokenVal);

    const callback = provider.readCallback(
      nice.sealResult(started.tokenVersionId, verifiedResult(request)),
      started.keep
    );
    expect(callback).toEqual({
      tokenVersionId: started.tokenVersionId,
      requestNo: ours.requestNo,
      responseNo: 'NICE20261125000123',
      vendorCode: '0000',
      outcome: 'VERIFIED',
      person: {
        name: '김민지',
        birthDate: '1992-04-17',
        gender: 'FEMALE',
        nationality: 'LOCAL',
        mobileNumber: '01012345678',
        carrier: 'LGU',
        cardCompany: null,
        ci: 'C'.repeat(86) + '==',
        di: 'D'.repeat(64)
      }
    });
  });

  it('answers our own request number, prefers utf8_name, and seals a card request with authtype C', async () => {
    const nice = fakeNice();
    const provider = adapter(nice);
    const ours = input(undefined, 'CARD');
    const started = await provider.createRequest(ours);
    const request = nice.openRequest(started.fields);
    expect(request.authtype).toBe('C');
    const result = verifiedResult(request, {
      name: 'WILSON EMMA',
      utf8_name: encodeURIComponent('윌슨 엠마'),
      nationalinfo: '1',
      gender: '1'
    });
    const callback = provider.readCallback(nice.sealResult(started.tokenVersionId, result), started.keep);
    expect(callback?.requestNo).toBe(ours.requestNo);
    // The same fields through a query string that did not escape '+': still the same result.
    const sealed = nice.sealResult(started.tokenVersionId, result);
    const unescaped = Object.fromEntries(
      new URLSearchParams(
        Object.entries(sealed)
          .map(([k, v]) => `${k}=${v}`)
          .join('&')
      )
    );
    expect(provider.readCallback(unescaped, started.keep)?.person?.name).toBe('윌슨 엠마');
    expect(callback?.person).toMatchObject({ name: '윌슨 엠마', nationality: 'FOREIGNER', gender: 'MALE' });
  });

  it('refuses a tampered integrity value, tampered data, another request’s keys, another request number or site', async () => {
    const nice = fakeNice();
    const provider = adapter(nice);
    const started = await provider.createRequest(input());
    const other = await provider.createRequest(input());
    const request = nice.openRequest(started.fields);
    const good = nice.sealResult(started.tokenVersionId, verifiedResult(request));
    expect(provider.readCallback(good, started.keep)).not.toBeNull();

    const flipped = Buffer.from(good.integrity_value, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(
      provider.readCallback({ ...good, integrity_value: flipped.toString('base64') }, started.keep)
    ).toBeNull();
    const data = Buffer.from(good.enc_data, 'base64');
    data[3] = data[3]! ^ 1;
    expect(provider.readCallback({ ...good, enc_data: data.toString('base64') }, started.keep)).toBeNull();
    // Another request's kept keys (sealed to its own token), or none at all.
    expect(provider.readCallback(good, other.keep)).toBeNull();
    expect(provider.readCallback(good, null)).toBeNull();
    expect(provider.readCallback({ ...good, token_version_id: other.tokenVersionId }, other.keep)).toBeNull();
    // A result sealed with the right keys but naming another request number or another site.
    const wrongNo = nice.sealResult(
      started.tokenVersionId,
      verifiedResult(request, { requestno: 'f'.repeat(30) })
    );
    expect(provider.readCallback(wrongNo, started.keep)).toBeNull();
    const wrongSite = nice.sealResult(
      started.tokenVersionId,
      verifiedResult(request, { sitecode: 'ZZ9999' })
    );
    expect(provider.readCallback(wrongSite, started.keep)).toBeNull();
    // Garbage fields.
    expect(
      provider.readCallback(
        { token_version_id: started.tokenVersionId, enc_data: '<>', integrity_value: 'x' },
        started.keep
      )
    ).toBeNull();
    expect(provider.callbackToken({ token_version_id: "x' or 1=1" })).toBeNull();
    expect(provider.callbackToken(good)).toBe(started.tokenVersionId);
  });

  it('maps every other result code to a failure without a person, keeping the vendor code', async () => {
    const nice = fakeNice();
    const provider = adapter(nice);
    for (const code of ['0001', '0012', 'E998']) {
      const started = await provider.createRequest(input());
      const request = nice.openRequest(started.fields);
      const sealed = nice.sealResult(started.tokenVersionId, {
        resultcode: code,
        requestno: request.requestno!,
        sitecode: SITE_CODE,
        responseno: '',
        enctime: '20261125153000'
      });
      expect(provider.readCallback(sealed, started.keep)).toMatchObject({
        outcome: 'FAILED',
        vendorCode: code,
        person: null,
        responseNo: null
      });
    }
    // "Verified" without the person's essentials is not a verification.
    const started = await provider.createRequest(input());
    const request = nice.openRequest(started.fields);
    const hollow = nice.sealResult(
      started.tokenVersionId,
      verifiedResult(request, { ci: '', birthdate: '19921341' })
    );
    expect(provider.readCallback(hollow, started.keep)).toBeNull();
  });

  it('asks for the access token once (also for concurrent starts) and again only when NICE stops accepting it', async () => {
    const nice = fakeNice();
    const provider = adapter(nice);
    await Promise.all([
      provider.createRequest(input()),
      provider.createRequest(input()),
      provider.createRequest(input())
    ]);
    await provider.createRequest(input());
    expect(nice.calls).toEqual({ token: 1, crypto: 4 });
    nice.behaviour.rejectNextAccessToken = true;
    await provider.createRequest(input());
    expect(nice.calls).toEqual({ token: 2, crypto: 6 });
  });

  it('a refused token or crypto token is an IdentityProviderError, logged without any secret', async () => {
    const logged: string[] = [];
    const log = {
      error: (object: object, message: string) => void logged.push(`${message} ${JSON.stringify(object)}`)
    };
    const refusedToken = fakeNice();
    refusedToken.behaviour.tokenHeader = '1700';
    await expect(adapter(refusedToken, { log }).createRequest(input())).rejects.toBeInstanceOf(
      IdentityProviderError
    );
    const refusedCrypto = fakeNice();
    refusedCrypto.behaviour.rspCd = 'EAPI2500';
    await expect(adapter(refusedCrypto, { log }).createRequest(input())).rejects.toBeInstanceOf(
      IdentityProviderError
    );
    expect(refusedCrypto.calls.token).toBe(1);
    expect(logged.join('\n')).toContain('EAPI2500');
    for (const secret of [
      CLIENT_SECRET,
      Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64'),
      'at-1'
    ]) {
      expect(logged.join('\n')).not.toContain(secret);
    }
  });
});

describe('NICE adapter over HTTP (a local server): time-out and answer size', () => {
  let server: http.Server;
  let base: string;
  let mode: 'silent' | 'huge' = 'silent';
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      request.resume();
      if (mode === 'huge') {
        response.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        let sent = 0;
        const pump = () => {
          while (sent < 4 * 1024 * 1024) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        pump();
      }
      // silent: never answers
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const overHttp = () =>
    createNiceIdentity({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      productId: PRODUCT_ID,
      apiBase: base,
      popupUrl: POPUP_URL,
      timeoutMs: 300
    });

  it('no answer within the time-out → IdentityProviderError, promptly', async () => {
    mode = 'silent';
    const started = Date.now();
    await expect(overHttp().createRequest(input())).rejects.toBeInstanceOf(IdentityProviderError);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('an answer past 64 KB → IdentityProviderError (never read whole)', async () => {
    mode = 'huge';
    await expect(overHttp().createRequest(input())).rejects.toBeInstanceOf(IdentityProviderError);
  });
});

describe('certification service with NICE: the kept keys live with the request', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('start stores the sealed keys; the return opens the result with them, once; a vendor outage is CERT_PROVIDER_ERROR', async () => {
    const nice = fakeNice();
    const repository = createIdentityVerificationRepository(ctx.database.db);
    const service = createIdentityVerificationService({
      repository,
      provider: adapter(nice),
      hashKey: 'k'.repeat(32)
    });
    const owner = { userSeqNo: null, browserKey: 'b'.repeat(43) };
    const started = await service.start({
      method: 'MOBILE',
      purpose: 'SIGNUP',
      channel: 'PUBLIC',
      owner,
      origin: 'https://shop.example.test'
    });
    expect(started.provider).toBe('nice');
    const row = await repository.byRequestId(started.requestId);
    expect(row?.vendorState).toBe(started.vendor.keep);
    const request = nice.openRequest(started.vendor.fields);
    const sealed = nice.sealResult(started.vendor.tokenVersionId, verifiedResult(request));
    expect(await service.handleReturn(sealed)).toMatchObject({
      requestId: started.requestId,
      ok: true,
      retCd: 'S000'
    });
    expect((await repository.byRequestId(started.requestId))?.vendorState).toBeNull();
    // A replay finds no keys any more and changes nothing.
    expect(await service.handleReturn(sealed)).toMatchObject({ ok: false });
    const spent = await service.consumeVerification(started.requestId, 'SIGNUP', owner);
    expect(spent).toMatchObject({
      name: '김민지',
      birthDate: '1992-04-17',
      mobileNumber: '01012345678',
      carrier: 'LGU'
    });

    nice.behaviour.cryptoStatus = 500;
    await expect(
      service.start({
        method: 'MOBILE',
        purpose: 'SIGNUP',
        channel: 'PUBLIC',
        owner,
        origin: 'https://shop.example.test'
      })
    ).rejects.toMatchObject({ code: 'CERT_PROVIDER_ERROR', status: 502 });
  });
});
