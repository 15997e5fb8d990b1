import * as z from 'zod';
import { AccountNumberSchema, BANK_CODES, BankCodeSchema, HOLDER_NAME_MAX } from './bank-account.ts';
import { plainText } from './inputs.ts';
import type { Language } from './languages.ts';

/**
 * The member's refund bank account (SPEC §2 /mypage/refundAccount, §3 Bank account, §4, §7; issue 16 item 6,
 * docs/decisions/070): checked with the bank (holder name), then registered or changed; shown masked. Every call
 * needs a password re-check of the same login within 10 minutes.
 */
export const PASSWORD_CHECK_TTL_MS = 10 * 60 * 1000;
/** A successful holder check may be saved within this long. */
export const BANK_CHECK_TTL_MS = 10 * 60 * 1000;

/** SPEC §7's name-auth body: bank, number, and the holder's name in two parts (one may be empty). */
export const BankCheckBodySchema = z
  .object({
    bankCode: BankCodeSchema,
    accountNumber: AccountNumberSchema,
    accountLastName: plainText(HOLDER_NAME_MAX).default(''),
    accountFirstName: plainText(HOLDER_NAME_MAX).default('')
  })
  .refine((body) => `${body.accountLastName}${body.accountFirstName}`.length > 0, {
    message: 'CMM_AccHolderName',
    path: ['accountLastName']
  });
export type BankCheckBody = z.input<typeof BankCheckBodySchema>;

export const BANK_CHECK_RESULTS = ['MATCH', 'MISMATCH', 'ACCOUNT_NOT_FOUND', 'UNAVAILABLE'] as const;
export type BankCheckResult = (typeof BANK_CHECK_RESULTS)[number];

export const BankCheckAnswerSchema = z.object({
  result: z.enum(BANK_CHECK_RESULTS),
  /** What to tell the member (the auth result message of SPEC §5), in the asker's language. */
  errorMessage: z.string().nullable(),
  /** With MATCH: what registering or changing the account names. */
  verificationId: z.string().nullable()
});
export type BankCheckAnswer = z.infer<typeof BankCheckAnswerSchema>;

export const RefundAccountSaveBodySchema = z.object({
  verificationId: z.uuid({ error: 'CMM_AccVerifyFirst' }),
  agreeRefundTerms: z.literal(true, { error: 'CMM_AccDesc2' })
});
export type RefundAccountSaveBody = z.input<typeof RefundAccountSaveBodySchema>;

export const RefundAccountSchema = z.object({
  userRefundBankAccountId: z.number().int(),
  bankCode: z.enum(BANK_CODES),
  bankName: z.string(),
  /** Masked: first three and last three digits. */
  bankAccountNo: z.string(),
  bankHolderName: z.string(),
  isBankAccountAuth: z.literal(true),
  registeredAt: z.string(),
  changedAt: z.string().nullable()
});
export type RefundAccount = z.infer<typeof RefundAccountSchema>;
export const RefundAccountAnswerSchema = z.object({ account: RefundAccountSchema.nullable() });

const CHECK_MESSAGES: Readonly<
  Record<Language, Readonly<Record<Exclude<BankCheckResult, 'MATCH'>, string>>>
> = {
  'ko-KR': {
    MISMATCH: '예금주명이 일치하지 않습니다. 계좌의 예금주명을 확인해 주세요.',
    ACCOUNT_NOT_FOUND: '계좌를 찾을 수 없습니다. 은행과 계좌번호를 확인해 주세요.',
    UNAVAILABLE: '지금은 은행에서 계좌를 확인할 수 없습니다. 잠시 후 다시 시도해 주세요.'
  },
  'en-US': {
    MISMATCH: "The holder's name does not match this account. Please check the name on the account.",
    ACCOUNT_NOT_FOUND: 'No such account. Please check the bank and the account number.',
    UNAVAILABLE: 'The bank cannot check the account right now. Please try again shortly.'
  },
  'zh-TW': {
    MISMATCH: '戶名不符，請確認帳戶的戶名。',
    ACCOUNT_NOT_FOUND: '找不到此帳戶，請確認銀行與帳號。',
    UNAVAILABLE: '銀行目前無法確認帳戶，請稍後再試。'
  }
};

/** The holder check's message for the member; none for a match. */
export function bankCheckMessage(result: BankCheckResult, language: Language): string | null {
  return result === 'MATCH' ? null : CHECK_MESSAGES[language][result];
}
