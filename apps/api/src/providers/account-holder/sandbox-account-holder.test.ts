import { describe, expect, it } from 'vitest';
import type { AccountHolderInput } from './account-holder-provider.ts';
import { SANDBOX_ACCOUNTS, createSandboxAccountHolder } from './sandbox-account-holder.ts';

const sandbox = createSandboxAccountHolder();
const ask = (accountNumber: string, holderName = '박지훈', bankCode = '081') =>
  sandbox.verify({ bankCode, accountNumber, holderName } as AccountHolderInput);

describe('sandbox account holder (README.md)', () => {
  it('holds any other account in the typed name: MATCH with that name', async () => {
    expect(await ask('1234567890123')).toEqual({ result: 'MATCH', holderName: '박지훈' });
    expect(await ask('1234567890123', ' 박지훈 ')).toEqual({ result: 'MATCH', holderName: '박지훈' });
    expect(await ask('1234567890123', '   ')).toEqual({ result: 'MISMATCH' });
  });

  it.each([
    ['…0000', '1234560000', 'ACCOUNT_NOT_FOUND', 'NOT_FOUND_ACCOUNT'],
    ['…1111', '1234561111', 'MISMATCH', undefined],
    ['…9999', '1234569999', 'UNAVAILABLE', 'BANK_MAINTENANCE'],
    ['…9998', '1234569998', 'UNAVAILABLE', 'TIMEOUT']
  ])('%s answers %s', async (_, accountNumber, result, providerCode) => {
    const answer = await ask(accountNumber);
    expect(answer.result).toBe(result);
    expect(answer.providerCode).toBe(providerCode);
    expect(answer.holderName).toBeUndefined();
  });

  it('checks fixture accounts against the name on record, ignoring spaces and Latin case', async () => {
    expect(await ask('110123456789', '홍길동', '088')).toEqual({ result: 'MATCH', holderName: '홍길동' });
    expect(await ask('110123456789', '홍 길동', '088')).toEqual({ result: 'MATCH', holderName: '홍길동' });
    expect(await ask('110123456789', '홍길순', '088')).toEqual({ result: 'MISMATCH' });
    expect(await ask('1002123456789', 'Hong Gildong', '020')).toEqual({
      result: 'MATCH',
      holderName: 'HONG GILDONG'
    });
    // The same number at another bank is not the fixture.
    expect(await ask('110123456789', '박지훈', '004')).toEqual({ result: 'MATCH', holderName: '박지훈' });
    for (const key of Object.keys(SANDBOX_ACCOUNTS))
      expect(['0000', '1111', '9999', '9998']).not.toContain(key.slice(-4));
  });

  it('refuses what is not an account number, like a bank', async () => {
    expect((await ask('12345')).result).toBe('ACCOUNT_NOT_FOUND');
    expect((await ask('1234567890', '박지훈', '008')).result).toBe('ACCOUNT_NOT_FOUND');
  });

  it('answers the same every time (deterministic)', async () => {
    const first = await Promise.all(['1234560000', '1234561111', '1234567890'].map((n) => ask(n)));
    const again = await Promise.all(['1234560000', '1234561111', '1234567890'].map((n) => ask(n)));
    expect(again).toEqual(first);
  });

  it('takes its time only when asked to', async () => {
    const slow = createSandboxAccountHolder({ delayMs: 40 });
    const started = performance.now();
    expect(
      (await slow.verify({ bankCode: '081', accountNumber: '1234567890', holderName: '박지훈' })).result
    ).toBe('MATCH');
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    expect(sandbox.name).toBe('sandbox');
  });
});
