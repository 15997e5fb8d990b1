import { setTimeout as sleep } from 'node:timers/promises';
import { isBankCode, sameHolderName } from '@mall/domain';
import type {
  AccountHolderInput,
  AccountHolderProvider,
  AccountHolderResult
} from './account-holder-provider.ts';

/**
 * A holder check that reaches no bank (INTEGRATIONS §5.7's sandbox): deterministic, so a demo and a test can pick
 * every outcome with the account number alone. The rules, in order (README.md lists them for testers):
 *
 * 1. A fixture account (SANDBOX_ACCOUNTS): MATCH when the typed name is the fixture's, else MISMATCH.
 * 2. The last four digits: 0000 no such account, 1111 another holder, 9999 bank maintenance (점검시간),
 *    9998 no answer in time.
 * 3. Anything else is open and held in the typed name: MATCH (an empty name: MISMATCH).
 *
 * The codes it reports for 2 are its own (Toss's are not confirmed, see toss-account-holder.ts).
 */

export const SANDBOX_SUFFIXES = {
  notFound: '0000',
  mismatch: '1111',
  maintenance: '9999',
  timeout: '9998'
} as const;

/** Accounts with a holder on record: `${bankCode}:${accountNumber}` → the bank's name. */
export const SANDBOX_ACCOUNTS: Readonly<Record<string, string>> = {
  '088:110123456789': '홍길동',
  '004:12345678901234': '김민지',
  '090:3333012345678': '이서연',
  // A Latin name: the comparison ignores spaces and case like the real check's.
  '020:1002123456789': 'HONG GILDONG'
};

export type SandboxAccountHolderOptions = {
  /** Milliseconds each answer takes, like a bank's round trip (0, the default, in tests). */
  delayMs?: number;
};

export function createSandboxAccountHolder(options: SandboxAccountHolderOptions = {}): AccountHolderProvider {
  const delayMs = options.delayMs ?? 0;

  function decide(input: AccountHolderInput): AccountHolderResult {
    const { bankCode, accountNumber, holderName } = input;
    // The real bank refuses what is not an account number at all; so does the sandbox.
    if (!isBankCode(bankCode) || !/^[0-9]{10,16}$/.test(accountNumber))
      return {
        result: 'ACCOUNT_NOT_FOUND',
        providerCode: 'INVALID_ACCOUNT_NUMBER',
        errorMessage: 'Not an account number'
      };
    const onRecord = SANDBOX_ACCOUNTS[`${bankCode}:${accountNumber}`];
    if (onRecord !== undefined)
      return sameHolderName(holderName, onRecord)
        ? { result: 'MATCH', holderName: onRecord }
        : { result: 'MISMATCH' };
    switch (accountNumber.slice(-4)) {
      case SANDBOX_SUFFIXES.notFound:
        return {
          result: 'ACCOUNT_NOT_FOUND',
          providerCode: 'NOT_FOUND_ACCOUNT',
          errorMessage: 'Sandbox: no such account (number ends in 0000)'
        };
      case SANDBOX_SUFFIXES.mismatch:
        return { result: 'MISMATCH' };
      case SANDBOX_SUFFIXES.maintenance:
        return {
          result: 'UNAVAILABLE',
          providerCode: 'BANK_MAINTENANCE',
          errorMessage: 'Sandbox: the bank is in maintenance (number ends in 9999)'
        };
      case SANDBOX_SUFFIXES.timeout:
        return {
          result: 'UNAVAILABLE',
          providerCode: 'TIMEOUT',
          errorMessage: 'Sandbox: no answer in time (number ends in 9998)'
        };
      default:
        // An empty name matches no one, as with the real check.
        return holderName.trim()
          ? { result: 'MATCH', holderName: holderName.trim() }
          : { result: 'MISMATCH' };
    }
  }

  return {
    name: 'sandbox',
    async verify(input) {
      if (delayMs > 0) await sleep(delayMs);
      return decide(input);
    }
  };
}
