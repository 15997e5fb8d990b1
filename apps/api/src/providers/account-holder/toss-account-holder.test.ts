import { describe, expect, it } from 'vitest';
import type { AccountHolderInput } from './account-holder-provider.ts';
import { createTossAccountHolder, type TossAccountHolderOptions } from './toss-account-holder.ts';

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A fake Toss written from the contract notes (INTEGRATIONS §1.14): records each request, answers `reply`. */
function fakeToss(reply: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (url, init) => {
    const call: Call = {
      url: String(url),
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(String(init?.body))
    };
    calls.push(call);
    return reply(call);
  };
  return { calls, fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const input: AccountHolderInput = { bankCode: '088', accountNumber: '110123456789', holderName: '홍길동' };

function adapter(fetch: typeof globalThis.fetch, extra: Partial<TossAccountHolderOptions> = {}) {
  const logged: { object: object; message: string }[] = [];
  const provider = createTossAccountHolder({
    secretKey: 'test_sk_example',
    apiBase: 'https://toss.test/',
    fetch,
    log: { error: (object, message) => logged.push({ object, message }) },
    ...extra
  });
  return { provider, logged };
}

describe('Toss account holder adapter', () => {
  it('asks lookup-holder-name with Basic auth and the account only, and answers MATCH with the bank’s name', async () => {
    const toss = fakeToss(() => json(200, { entityBody: { holderName: '홍길동' } }));
    const { provider, logged } = adapter(toss.fetch);
    expect(await provider.verify(input)).toEqual({ result: 'MATCH', holderName: '홍길동' });
    expect(toss.calls).toEqual([
      {
        url: 'https://toss.test/v2/bank-accounts/lookup-holder-name',
        method: 'POST',
        headers: expect.objectContaining({
          authorization: `Basic ${Buffer.from('test_sk_example:').toString('base64')}`,
          'content-type': 'application/json'
        }),
        body: { bankCode: '088', accountNumber: '110123456789' }
      }
    ]);
    expect(logged).toEqual([]);
  });

  it('reads a flat holderName too, compares without spaces or case, and can send Toss’s English codes', async () => {
    const toss = fakeToss(() => json(200, { holderName: 'HONG GILDONG' }));
    const { provider } = adapter(toss.fetch, { bankCodeFormat: 'toss' });
    expect(await provider.verify({ ...input, holderName: 'Hong Gildong' })).toEqual({
      result: 'MATCH',
      holderName: 'HONG GILDONG'
    });
    expect(toss.calls[0]?.body).toEqual({ bankCode: 'SHINHAN', accountNumber: '110123456789' });
    expect(await provider.verify({ ...input, bankCode: '055' })).toMatchObject({
      result: 'UNAVAILABLE',
      providerCode: 'UNSUPPORTED_BANK'
    });
    expect(toss.calls).toHaveLength(1);
  });

  it('answers MISMATCH without revealing the bank’s name', async () => {
    const toss = fakeToss(() => json(200, { entityBody: { holderName: '김철수' } }));
    const { provider } = adapter(toss.fetch);
    expect(await provider.verify(input)).toEqual({ result: 'MISMATCH' });
  });

  it.each([
    [{ code: 'INVALID_ACCOUNT_NUMBER', message: '계좌번호를 확인해주세요.' }],
    [{ error: { code: 'NOT_FOUND_ACCOUNT', message: '존재하지 않는 계좌입니다.' } }]
  ])('answers ACCOUNT_NOT_FOUND for a not-found code (%j)', async (body) => {
    const { provider, logged } = adapter(fakeToss(() => json(400, body)).fetch);
    const answer = await provider.verify(input);
    expect(answer.result).toBe('ACCOUNT_NOT_FOUND');
    expect(answer.providerCode).toMatch(/ACCOUNT/);
    expect(answer.errorMessage).toMatch(/계좌/);
    expect(logged).toEqual([]);
  });

  it('takes the not-found codes from options', async () => {
    const toss = fakeToss(() => json(400, { code: 'CLOSED_ACCOUNT', message: '해지된 계좌' }));
    expect((await adapter(toss.fetch).provider.verify(input)).result).toBe('UNAVAILABLE');
    const tuned = adapter(toss.fetch, { notFoundCodes: ['CLOSED_ACCOUNT'] });
    expect((await tuned.provider.verify(input)).result).toBe('ACCOUNT_NOT_FOUND');
  });

  it.each([
    [400, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' }, 'INVALID_REQUEST'],
    [401, { code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키' }, 'UNAUTHORIZED_KEY'],
    [403, { code: 'FORBIDDEN_REQUEST', message: '허용되지 않은 요청입니다.' }, 'FORBIDDEN_REQUEST'],
    [404, { code: 'NOT_FOUND', message: '존재하지 않는 정보' }, 'NOT_FOUND'],
    [
      500,
      { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '내부 오류' },
      'FAILED_INTERNAL_SYSTEM_PROCESSING'
    ],
    [503, '<html>Service Unavailable</html>', 'HTTP_503']
  ])('answers UNAVAILABLE for HTTP %i and logs the status and code only', async (status, body, code) => {
    const reply = () => (typeof body === 'string' ? new Response(body, { status }) : json(status, body));
    const { provider, logged } = adapter(fakeToss(reply).fetch);
    const answer = await provider.verify(input);
    expect(answer).toMatchObject({ result: 'UNAVAILABLE', providerCode: code });
    expect(answer.holderName).toBeUndefined();
    expect(logged).toEqual([{ object: { status, code }, message: expect.any(String) }]);
    expect(JSON.stringify(logged)).not.toContain('110123456789');
  });

  it('answers UNAVAILABLE for a 2xx without a holder name (an answer we do not understand)', async () => {
    const { provider, logged } = adapter(fakeToss(() => json(200, { entityBody: {} })).fetch);
    expect(await provider.verify(input)).toMatchObject({
      result: 'UNAVAILABLE',
      providerCode: 'UNKNOWN_ANSWER'
    });
    expect(logged).toHaveLength(1);
  });

  it('answers UNAVAILABLE (TIMEOUT) when Toss does not answer in time', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const { provider, logged } = adapter(hanging, { timeoutMs: 20 });
    expect(await provider.verify(input)).toMatchObject({ result: 'UNAVAILABLE', providerCode: 'TIMEOUT' });
    expect(logged[0]?.object).toEqual({ step: 'lookup-holder-name', timedOut: true });
  });

  it('answers UNAVAILABLE (NETWORK_ERROR) when Toss cannot be reached', async () => {
    const refused: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const { provider } = adapter(refused);
    expect(await provider.verify(input)).toMatchObject({
      result: 'UNAVAILABLE',
      providerCode: 'NETWORK_ERROR'
    });
  });
});
