import * as z from 'zod';
import { plainText } from './inputs.ts';
import type { Language } from './languages.ts';

/**
 * The refund bank account (SPEC §3 Bank account, §4, §5; INTEGRATIONS §5.7, §6.1): the banks a refund may go to,
 * the form's rules and the account's lifecycle. Messages are the spec's keys (CMM_AccDesc2–4) and ours
 * (CMM_AccNumberLength, CMM_AccHolderName), translated by the storefront.
 */

/**
 * KFTC 3-digit standard bank codes (INTEGRATIONS §6.1). 008 (Export-Import Bank) is left out: it holds no retail
 * accounts. Securities firms (2xx) are left out too: a refund goes to a deposit account.
 */
export const BANK_CODES = [
  '002',
  '003',
  '004',
  '007',
  '011',
  '012',
  '020',
  '023',
  '027',
  '031',
  '032',
  '034',
  '035',
  '037',
  '039',
  '045',
  '048',
  '050',
  '054',
  '055',
  '057',
  '064',
  '071',
  '081',
  '088',
  '089',
  '090',
  '092'
] as const;
export type BankCode = (typeof BANK_CODES)[number];

type Bank = {
  /** Toss Payments' English bank code (refundReceiveAccount.bank); null where Toss lists none. */
  toss: string | null;
  names: Readonly<Record<Language, string>>;
};

const bank = (toss: string | null, ko: string, en: string, zh: string): Bank => ({
  toss,
  names: { 'ko-KR': ko, 'en-US': en, 'zh-TW': zh }
});

/** Every refund bank with its Toss code and its name in each language (Record: none can be forgotten). */
export const BANKS: Readonly<Record<BankCode, Bank>> = {
  '002': bank('KDBBANK', 'KDB산업은행', 'KDB Korea Development Bank', 'KDB產業銀行'),
  '003': bank('IBK', 'IBK기업은행', 'IBK Industrial Bank of Korea', 'IBK企業銀行'),
  // Toss's numeric code for KB is ambiguous ("04"/"06"): only the English code is used (§6.1).
  '004': bank('KOOKMIN', 'KB국민은행', 'KB Kookmin Bank', 'KB國民銀行'),
  '007': bank('SUHYEOP', 'Sh수협은행', 'Sh Suhyup Bank', 'Sh水協銀行'),
  '011': bank('NONGHYEOP', 'NH농협은행', 'NH NongHyup Bank', 'NH農協銀行'),
  '012': bank('LOCALNONGHYEOP', '지역농·축협', 'Local Nonghyup (member cooperatives)', '地區農協・畜協'),
  '020': bank('WOORI', '우리은행', 'Woori Bank', '友利銀行'),
  '023': bank('SC', 'SC제일은행', 'SC First Bank', '渣打第一銀行'),
  '027': bank('CITI', '한국씨티은행', 'Citibank Korea', '韓國花旗銀行'),
  '031': bank('DAEGUBANK', 'iM뱅크(대구은행)', 'iM Bank (formerly DGB Daegu Bank)', 'iM銀行（原大邱銀行）'),
  '032': bank('BUSANBANK', '부산은행', 'Busan Bank', '釜山銀行'),
  '034': bank('GWANGJUBANK', '광주은행', 'Kwangju Bank', '光州銀行'),
  '035': bank('JEJUBANK', '제주은행', 'Jeju Bank', '濟州銀行'),
  '037': bank('JEONBUKBANK', '전북은행', 'Jeonbuk Bank', '全北銀行'),
  '039': bank('KYONGNAMBANK', '경남은행', 'Kyongnam Bank', '慶南銀行'),
  '045': bank('SAEMAUL', '새마을금고', 'MG Saemaul Geumgo (Community Credit Cooperative)', 'MG新村金庫'),
  '048': bank('SHINHYEOP', '신협', 'Shinhyup (Credit Union)', '信協（信用合作社）'),
  '050': bank('SAVINGBANK', '저축은행', 'Savings Bank', '儲蓄銀行'),
  '054': bank('HSBC', 'HSBC은행', 'HSBC', '滙豐銀行'),
  '055': bank(null, '도이치은행', 'Deutsche Bank', '德意志銀行'),
  '057': bank(null, 'JP모간체이스은행', 'JPMorgan Chase Bank', '摩根大通銀行'),
  '064': bank('SANLIM', '산림조합', 'Korea Forestry Cooperatives (Sanlim)', '山林組合'),
  '071': bank('POST', '우체국', 'Korea Post', '韓國郵政（郵局）'),
  '081': bank('HANA', '하나은행', 'Hana Bank', '韓亞銀行'),
  '088': bank('SHINHAN', '신한은행', 'Shinhan Bank', '新韓銀行'),
  '089': bank('KBANK', '케이뱅크', 'K Bank', 'K Bank'),
  '090': bank('KAKAOBANK', '카카오뱅크', 'KakaoBank', 'KakaoBank'),
  '092': bank('TOSSBANK', '토스뱅크', 'Toss Bank', 'Toss Bank')
};

export function isBankCode(value: unknown): value is BankCode {
  return typeof value === 'string' && Object.hasOwn(BANKS, value);
}

export function bankName(code: BankCode, language: Language): string {
  return BANKS[code].names[language];
}

export function tossBankCode(code: BankCode): string | null {
  return BANKS[code].toss;
}

/** SPEC §3's bank list item, as the API answers it. */
export const BankListItemSchema = z.object({ bankCode: z.enum(BANK_CODES), bankName: z.string() });
export type BankListItem = z.infer<typeof BankListItemSchema>;

/** The bank list in a language, in code order. */
export function bankList(language: Language): BankListItem[] {
  return BANK_CODES.map((code) => ({ bankCode: code, bankName: bankName(code, language) }));
}

/** Korean account numbers run 10–16 digits depending on the bank; only the holder check knows more (§6.1). */
export const ACCOUNT_NUMBER_MIN = 10;
export const ACCOUNT_NUMBER_MAX = 16;
export const HOLDER_NAME_MAX = 20;

/** An account number as people type or paste it: the hyphens and spaces of 110-123-456789 go. */
export const normalizeAccountNumber = (value: string) => value.replace(/[\s-]/g, '');

/** Each check names one key; the first failing one is what the form shows. */
export const AccountNumberSchema = z
  .string({ error: 'CMM_AccDesc4' })
  .transform(normalizeAccountNumber)
  .pipe(
    z
      .string()
      .min(1, 'CMM_AccDesc4')
      .regex(/^[0-9]*$/, 'VA_NumberOnly')
      .min(ACCOUNT_NUMBER_MIN, 'CMM_AccNumberLength')
      .max(ACCOUNT_NUMBER_MAX, 'CMM_AccNumberLength')
  );

/** Missing, blank or not one of the list: all "choose a bank". */
export const BankCodeSchema = z
  .string({ error: 'CMM_AccDesc3' })
  .trim()
  .pipe(z.enum(BANK_CODES, { error: 'CMM_AccDesc3' }));

/** Required, at most 20 (the spec's name limit); a missing field reads like an empty one. */
export const HolderNameSchema = z
  .string({ error: 'CMM_AccHolderName' })
  .pipe(plainText(200))
  .pipe(z.string().min(1, 'CMM_AccHolderName').max(HOLDER_NAME_MAX, 'CMM_AccHolderName'));

/** The account the holder check is asked about: the body of the name-auth call. */
export const BankAccountInputSchema = z
  .object({
    bankCode: BankCodeSchema,
    accountNumber: AccountNumberSchema,
    holderName: HolderNameSchema
  })
  .strict();
export type BankAccountInput = z.infer<typeof BankAccountInputSchema>;
export type BankAccountForm = z.input<typeof BankAccountInputSchema>;

/** The refund-account dialog: the account plus the refund terms, which must be ticked (CMM_AccDesc2). */
export const RefundAccountFormSchema = BankAccountInputSchema.extend({
  // A checkbox: a boolean that must be true (unticked reads CMM_AccDesc2).
  agreeRefundTerms: z.boolean({ error: 'CMM_AccDesc2' }).refine((agreed) => agreed, 'CMM_AccDesc2')
});
export type RefundAccountForm = z.input<typeof RefundAccountFormSchema>;
export type RefundAccountFormOutput = z.output<typeof RefundAccountFormSchema>;

/**
 * How a holder name is compared with the bank's: whitespace, width and Latin case do not count (banks hold
 * `홍 길동`, `HONG GILDONG`, full-width letters). Anything else must be equal.
 */
export function normalizeHolderName(value: string): string {
  return value.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}

export function sameHolderName(a: string, b: string): boolean {
  const left = normalizeHolderName(a);
  return left !== '' && left === normalizeHolderName(b);
}

/**
 * An account number as the shop shows it once saved: first three and last three digits, the rest masked
 * (`110*******456`), as Korean banking apps show a counterpart's account. Null when there is nothing to show;
 * under 9 digits everything is masked (six shown digits would be most of the number).
 */
export function maskAccountNumber(value: string | null | undefined): string | null {
  const digits = normalizeAccountNumber(value ?? '');
  if (!digits) return null;
  if (digits.length < 9) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}

/**
 * The account's lifecycle (SPEC §4): typed in (UNVERIFIED), confirmed by the holder check (VERIFIED), then saved
 * as the member's first account (REGISTERED) or in place of the one they had (CHANGED). Any edit of bank,
 * number or name needs a new holder check.
 */
export const BANK_ACCOUNT_STATES = ['UNVERIFIED', 'VERIFIED', 'REGISTERED', 'CHANGED'] as const;
export type BankAccountState = (typeof BANK_ACCOUNT_STATES)[number];

/** verify: the holder check said MATCH; register/change: saved; edit: bank, number or name typed again. */
export const BANK_ACCOUNT_EVENTS = ['verify', 'register', 'change', 'edit'] as const;
export type BankAccountEvent = (typeof BANK_ACCOUNT_EVENTS)[number];

export const BANK_ACCOUNT_TRANSITIONS: Readonly<
  Record<BankAccountState, Readonly<Partial<Record<BankAccountEvent, BankAccountState>>>>
> = {
  UNVERIFIED: { verify: 'VERIFIED' },
  VERIFIED: { register: 'REGISTERED', change: 'CHANGED', edit: 'UNVERIFIED' },
  REGISTERED: { edit: 'UNVERIFIED' },
  CHANGED: { edit: 'UNVERIFIED' }
};

/** The state `event` moves an account in `state` to, or null when the table has no such move (refused). */
export function nextBankAccountState(
  state: BankAccountState,
  event: BankAccountEvent
): BankAccountState | null {
  return BANK_ACCOUNT_TRANSITIONS[state][event] ?? null;
}

/** Saving a verified account: register when the member has none yet, change when one exists. */
export function saveEventFor(hasExistingAccount: boolean): 'register' | 'change' {
  return hasExistingAccount ? 'change' : 'register';
}

/** SPEC §3's isBankAccountAuth: whether the account passed the holder check. */
export function isBankAccountVerified(state: BankAccountState): boolean {
  return state !== 'UNVERIFIED';
}
