import * as z from 'zod';
import { seoulDate } from './seoul-time.ts';

/**
 * The Korean legal duties of an online shop (issue 21 item 4, docs/decisions/093): the facts the footer and
 * checkout must show (사업자정보 확인, 개인정보보호책임자, 구매안전서비스), the age a member must have (만 14세,
 * 개인정보 보호법 제22조의2), the cash-receipt request (현금영수증, 조세특례제한법 제126조의3) and how long personal
 * data is kept (개인정보 보호법 제21조, 전자상거래법 제6조).
 */

/** A business registration number as shown, `NNN-NN-NNNNN`. */
export const BUSINESS_NUMBER_PATTERN = /^[0-9]{3}-[0-9]{2}-[0-9]{5}$/;

/** The digits of a business registration number (hyphens and spaces dropped). */
export function businessNumberDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * 공정거래위원회's 통신판매사업자 정보공개 page for the shop (the 사업자정보 확인 link 전자상거래법 제10조 asks for). An
 * external page the storefront only links to.
 */
export function ftcBusinessInfoUrl(businessNumber: string): string {
  return `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${businessNumberDigits(businessNumber)}`;
}

/** A configured text in Korean, with the translations the shop gave (the storefront picks with `pickText`). */
const ConfiguredTextSchema = z.object({
  'ko-KR': z.string().min(1),
  'en-US': z.string().min(1).optional(),
  'zh-TW': z.string().min(1).optional()
});

/** GET /etc/v1/public/legal-info: what the footer and checkout show, from the server's configuration. */
export const LegalInfoSchema = z.object({
  businessRegistrationNumber: z.string().regex(BUSINESS_NUMBER_PATTERN),
  /** ftcBusinessInfoUrl(businessRegistrationNumber). */
  businessInfoUrl: z.url(),
  privacyOfficer: z.object({
    name: ConfiguredTextSchema,
    position: ConfiguredTextSchema,
    email: z.string().min(3),
    phone: z.string().min(1)
  }),
  /** 구매안전서비스 (전자상거래법 제13조 제2항 제10호, 제24조): who protects the cash payments, and where to check it. */
  escrow: z.object({
    provider: ConfiguredTextSchema,
    confirmUrl: z.url()
  })
});
export type LegalInfo = z.infer<typeof LegalInfoSchema>;

/** 개인정보 보호법 제22조의2: under 14 a legal guardian must consent; the shop does not take such members. */
export const MIN_SIGNUP_AGE = 14;

/**
 * The full age (만 나이) on a day in Korea of a person born on `birthDate` (YYYY-MM-DD). The age goes up at the
 * start of the birthday in Korea time (민법 제158조: the birth day counts); someone born on 29 February gains a
 * year on 1 March in a common year (민법 제160조 제3항), which comparing month-day strings gives. Null when the
 * birth date is not a date.
 */
export function fullAgeOn(birthDate: string, at: Date): number | null {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(birthDate)) return null;
  const parsed = new Date(`${birthDate}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== birthDate) return null;
  const today = seoulDate(at);
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Whether a verified person may join: 만 14세 or older today in Korea; an unreadable birth date may not. */
export function isOldEnoughToJoin(birthDate: string, at: Date): boolean {
  const age = fullAgeOn(birthDate, at);
  return age !== null && age >= MIN_SIGNUP_AGE;
}

/**
 * 현금영수증 (cash receipt) kinds: 소득공제 (income deduction, a person's mobile number) and 지출증빙 (expense proof, a
 * business registration number). The value Toss Payments takes is the Korean word (`type`).
 */
export const CASH_RECEIPT_TYPES = ['INCOME_DEDUCTION', 'EXPENSE_PROOF'] as const;
export type CashReceiptType = (typeof CASH_RECEIPT_TYPES)[number];
export const TOSS_CASH_RECEIPT_TYPE: Readonly<Record<CashReceiptType, '소득공제' | '지출증빙'>> = {
  INCOME_DEDUCTION: '소득공제',
  EXPENSE_PROOF: '지출증빙'
};

/** A Korean mobile number, digits only (010, 011, 016–019). */
const MOBILE_DIGITS = /^01[016789][0-9]{7,8}$/;

/**
 * The check digit of a business registration number (국세청's rule): weights 1,3,7,1,3,7,1,3,5 on the first nine
 * digits, plus the tens of the ninth digit times 5; the tenth digit makes the sum a multiple of ten.
 */
export function isValidBusinessNumber(value: string): boolean {
  const digits = businessNumberDigits(value);
  if (!/^[0-9]{10}$/.test(digits)) return false;
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const d = [...digits].map(Number);
  let sum = weights.reduce((total, weight, i) => total + weight * d[i]!, 0);
  sum += Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** The number a cash receipt is issued to, digits only, or null when it does not fit the kind. */
export function cashReceiptIdentity(type: CashReceiptType, value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  if (type === 'INCOME_DEDUCTION') return MOBILE_DIGITS.test(digits) ? digits : null;
  return isValidBusinessNumber(digits) ? digits : null;
}

/**
 * A buyer's cash-receipt request: the kind and the number (hyphens allowed), normalised to digits. Refusals carry
 * the storefront's message keys.
 */
export const CashReceiptRequestSchema = z
  .object({
    type: z.enum(CASH_RECEIPT_TYPES),
    identityNumber: z.string().trim().min(1, 'CASH_RECEIPT_NUMBER_REQUIRED').max(20)
  })
  .transform((value, context) => {
    const digits = cashReceiptIdentity(value.type, value.identityNumber);
    if (digits === null) {
      context.addIssue({
        code: 'custom',
        path: ['identityNumber'],
        message:
          value.type === 'INCOME_DEDUCTION' ? 'CASH_RECEIPT_MOBILE_INVALID' : 'CASH_RECEIPT_BUSINESS_INVALID'
      });
      return z.NEVER;
    }
    return { type: value.type, identityNumber: digits };
  });
export type CashReceiptRequest = z.output<typeof CashReceiptRequestSchema>;

/**
 * How long personal data is kept (the privacy policy's 보유와 파기 section says the same; the retention job in
 * apps/api/src/modules/legal applies it).
 */
export const RETENTION_POLICY = {
  /** Identity-verification requests: the verified person's name, birth date, mobile and hashes, 90 days. */
  identityVerificationDays: 90,
  /**
   * A withdrawn member's own record (name, CI hash, address book): until the rejoin date (REJOIN_AFTER_DAYS, the
   * hash keeps one account per person until then), then blanked.
   */
  withdrawnMemberDays: 30,
  /**
   * Contract and payment records (전자상거래법 시행령 제6조): 5 years from the order, then the copies of names, phones,
   * e-mails and addresses on the order are blanked (the amounts and products stay).
   */
  orderRecordYears: 5
} as const;
