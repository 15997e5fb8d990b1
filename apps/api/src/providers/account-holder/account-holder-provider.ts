import type { BankCode } from '@mall/domain';

/**
 * Refund bank-account holder check (예금주 조회, INTEGRATIONS §5.7): is this account open, and is it in the name
 * the member typed? One interface for the Toss 부가 API adapter and its sandbox; the refund-account module sees
 * only these types and never which one answers.
 */
export interface AccountHolderProvider {
  readonly name: string;
  /**
   * Asks the bank about an account (input already validated by BankAccountInputSchema: KFTC code, digits only).
   * Never throws for the provider's answers or failures: those are results, so the caller maps each to a message.
   */
  verify(input: AccountHolderInput): Promise<AccountHolderResult>;
}

export type AccountHolderInput = {
  bankCode: BankCode;
  /** Digits only. */
  accountNumber: string;
  /** As the member typed it (trimmed). */
  holderName: string;
};

/**
 * MATCH: open and in that name. MISMATCH: open, another name. ACCOUNT_NOT_FOUND: no such account (closed, wrong
 * number or bank). UNAVAILABLE: no answer to act on (bank maintenance 점검시간, time-out, the provider refused the
 * shop or failed): the member may try again later; nothing was learnt about the account.
 */
export type AccountHolderOutcome = 'MATCH' | 'MISMATCH' | 'ACCOUNT_NOT_FOUND' | 'UNAVAILABLE';

export type AccountHolderResult = {
  result: AccountHolderOutcome;
  /**
   * The name as the bank holds it, only with MATCH (to save the bank's spelling). Never given with MISMATCH:
   * telling a member whose account it really is would turn the form into a name lookup for any account number.
   */
  holderName?: string;
  /** The provider's own code, for logs and support (Toss `code`, `NETWORK_ERROR`, `TIMEOUT`). */
  providerCode?: string;
  /** The provider's message or ours, for logs and support; never shown to the member as is. */
  errorMessage?: string;
};
