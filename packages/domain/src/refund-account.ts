import * as z from 'zod';
import { AccountNumberSchema, BANK_CODES, BankCodeSchema, HOLDER_NAME_MAX } from './bank-account.ts';
import { plainText } from './inputs.ts';
import { GuestOrderCredentialsSchema } from './order.ts';
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

/**
 * A guest's refund account (SPEC §7 non-member refund account), one per guest order: the lookup credentials in
 * every body, the holder checked with the bank and the account saved in the same call (the credentials prove
 * the asker each time; there is no login to keep a check for).
 */
export const GuestRefundAccountBodySchema = z
  .object({
    credentials: GuestOrderCredentialsSchema,
    bankCode: BankCodeSchema,
    accountNumber: AccountNumberSchema,
    accountLastName: plainText(HOLDER_NAME_MAX).default(''),
    accountFirstName: plainText(HOLDER_NAME_MAX).default(''),
    agreeRefundTerms: z.literal(true, { error: 'CMM_AccDesc2' })
  })
  .refine((body) => `${body.accountLastName}${body.accountFirstName}`.length > 0, {
    message: 'CMM_AccHolderName',
    path: ['accountLastName']
  });
export type GuestRefundAccountBody = z.input<typeof GuestRefundAccountBodySchema>;
export const GuestRefundAccountAnswerSchema = z.object({
  result: z.enum(BANK_CHECK_RESULTS),
  errorMessage: z.string().nullable(),
  /** The account as saved (MATCH), else the one saved before, if any. */
  account: RefundAccountSchema.nullable()
});
export type GuestRefundAccountAnswer = z.infer<typeof GuestRefundAccountAnswerSchema>;

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

/** The mail a member gets when their refund account is registered or changed: if it was not them, they can act. */
const SAVED_MAIL: Readonly<Record<Language, { subject: string; body: (account: string) => string }>> = {
  'ko-KR': {
    subject: '[Lumière Vita] 환불 계좌가 저장되었습니다',
    body: (account) =>
      `환불 계좌가 ${account}(으)로 저장되었습니다.\n본인이 변경하지 않았다면 비밀번호를 변경하고 고객센터(1588-0000)로 연락해 주세요.`
  },
  'en-US': {
    subject: '[Lumière Vita] Your refund account was saved',
    body: (account) =>
      `Your refund account is now ${account}.\nIf you did not make this change, change your password and call customer care (1588-0000).`
  },
  'zh-TW': {
    subject: '[Lumière Vita] 已儲存退款帳戶',
    body: (account) => `您的退款帳戶已儲存為 ${account}。\n若非本人操作，請變更密碼並聯絡客服（1588-0000）。`
  }
};

export function refundAccountSavedMail(account: RefundAccount, language: Language) {
  const mail = SAVED_MAIL[language];
  return {
    subject: mail.subject,
    text: mail.body(`${account.bankName} ${account.bankAccountNo} (${account.bankHolderName})`)
  };
}
