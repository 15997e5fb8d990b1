import { ACCOUNTS_ERROR_MESSAGES_EN_US } from './error-messages/accounts.en-US.ts';
import { ACCOUNTS_ERROR_MESSAGES_KO_KR } from './error-messages/accounts.ko-KR.ts';
import { ACCOUNTS_ERROR_MESSAGES_ZH_TW } from './error-messages/accounts.zh-TW.ts';
import { COMMON_ERROR_MESSAGES_EN_US, ERROR_FALLBACK_EN_US } from './error-messages/common.en-US.ts';
import { COMMON_ERROR_MESSAGES_KO_KR, ERROR_FALLBACK_KO_KR } from './error-messages/common.ko-KR.ts';
import { COMMON_ERROR_MESSAGES_ZH_TW, ERROR_FALLBACK_ZH_TW } from './error-messages/common.zh-TW.ts';
import type { ErrorCode } from './errors.ts';
import type { Language } from './languages.ts';

/**
 * The error catalogue: one text per error code (errors.ts) in each language. The API answers with it and
 * the storefront builds its `error.<code>` texts from it (docs/decisions/050). A screen that says something
 * else for a code does so in its own namespace, as a named override.
 *
 * The files are split by language and by group so the storefront's lazy locale chunks carry only their own
 * language, and the account flows' codes stay out of the texts Home loads first.
 */
export type AccountErrorCode =
  | 'AUTH_CODE_MISMATCH'
  | 'AUTH_CODE_EXPIRED'
  | 'MAIL_COOLDOWN'
  | 'MAIL_DAILY_LIMIT'
  | 'EMAIL_NOT_VERIFIED'
  | 'UNLOCK_TOKEN_INVALID'
  | 'LOGIN_ID_TAKEN'
  | 'SIGNUP_UNDER_AGE'
  | 'EMAIL_TAKEN'
  | 'REFERRER_NOT_FOUND'
  | 'MEMBER_NOT_FOUND'
  | 'PASSWORD_MISMATCH'
  | 'SOCIAL_NOT_LINKED'
  | 'SOCIAL_TOKEN_INVALID'
  | 'SOCIAL_ALREADY_LINKED'
  | 'SOCIAL_LINK_NOT_FOUND'
  | 'SOCIAL_LINK_NOT_ALLOWED'
  | 'ALT_CustomerOnly'
  | 'ALT_RejectRefCustomer'
  | 'ALT_PlannerOnly'
  | 'ALT_RejectMyOffice'
  | 'HANDOFF_CODE_INVALID'
  | 'HANDOFF_CODE_EXPIRED'
  | 'HANDOFF_CODE_USED'
  | 'HANDOFF_CLIENT_MISMATCH'
  | 'MIGRATE_NOT_FOUND'
  | 'MIGRATE_ALREADY_DONE'
  | 'MIGRATE_TOKEN_INVALID'
  | 'MIGRATE_TOKEN_EXPIRED'
  | 'MIGRATE_TOKEN_USED';
/** Every other code: the ones any screen may meet. */
export type CommonErrorCode = Exclude<ErrorCode, AccountErrorCode>;

export {
  ACCOUNTS_ERROR_MESSAGES_EN_US,
  ACCOUNTS_ERROR_MESSAGES_KO_KR,
  ACCOUNTS_ERROR_MESSAGES_ZH_TW,
  COMMON_ERROR_MESSAGES_EN_US,
  COMMON_ERROR_MESSAGES_KO_KR,
  COMMON_ERROR_MESSAGES_ZH_TW
};

export const ERROR_MESSAGES: Readonly<Record<Language, Readonly<Record<ErrorCode, string>>>> = {
  'ko-KR': { ...COMMON_ERROR_MESSAGES_KO_KR, ...ACCOUNTS_ERROR_MESSAGES_KO_KR },
  'en-US': { ...COMMON_ERROR_MESSAGES_EN_US, ...ACCOUNTS_ERROR_MESSAGES_EN_US },
  'zh-TW': { ...COMMON_ERROR_MESSAGES_ZH_TW, ...ACCOUNTS_ERROR_MESSAGES_ZH_TW }
};

/** What the API says for a code outside the catalogue. */
export const ERROR_FALLBACK: Readonly<Record<Language, string>> = {
  'ko-KR': ERROR_FALLBACK_KO_KR,
  'en-US': ERROR_FALLBACK_EN_US,
  'zh-TW': ERROR_FALLBACK_ZH_TW
};

/** The text of an error code in a language. */
export function errorText(code: ErrorCode, language: Language): string {
  return ERROR_MESSAGES[language][code];
}
