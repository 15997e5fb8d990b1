import type { AccountErrorCode } from '../error-messages.ts';

/** English texts of the account-flow error codes (sign-up, login, recovery, migration, social login, hand-off, roles); see ../error-messages.ts. */
export const ACCOUNTS_ERROR_MESSAGES_EN_US: Readonly<Record<AccountErrorCode, string>> = {
  AUTH_CODE_MISMATCH: 'The verification code does not match.',
  EMAIL_NOT_VERIFIED: 'Please verify your email address first.',
  UNLOCK_TOKEN_INVALID: 'This unlock link has expired or was already used.',
  LOGIN_ID_TAKEN: 'This ID is already in use.',
  EMAIL_TAKEN: 'This email address is already registered.',
  REFERRER_NOT_FOUND: 'We could not find the referrer. Please check the member number.',
  MEMBER_NOT_FOUND: 'No member matches these details.',
  PASSWORD_MISMATCH: 'The password does not match.',
  SOCIAL_NOT_LINKED: 'No account is linked to this login. Please sign up first.',
  SOCIAL_TOKEN_INVALID: 'Your social login has expired. Please log in again.',
  SOCIAL_ALREADY_LINKED: 'This social account is already linked to another account.',
  SOCIAL_LINK_NOT_FOUND: 'No social account is linked.',
  SOCIAL_LINK_NOT_ALLOWED: 'This social account cannot be linked to an existing account.',
  ALT_CustomerOnly: 'Only customers can use this.',
  ALT_RejectRefCustomer: 'Members without a referrer cannot use this.',
  ALT_PlannerOnly: 'Only planners can use this.',
  ALT_RejectMyOffice: 'Members without a referrer cannot use My Office.',
  HANDOFF_CODE_INVALID: 'The sign-in code is not valid. Please try again.',
  HANDOFF_CODE_EXPIRED: 'The sign-in code has expired. Please try again.',
  HANDOFF_CODE_USED: 'The sign-in code has already been used. Please try again.',
  HANDOFF_CLIENT_MISMATCH: 'This sign-in code cannot be used here.',
  MIGRATE_NOT_FOUND: 'No previous account matches. Please check the ID and password.',
  MIGRATE_ALREADY_DONE: 'This account has already been moved. Please log in with your new ID.',
  MIGRATE_TOKEN_INVALID: 'The account move is not valid. Please start again.',
  MIGRATE_TOKEN_EXPIRED: 'The 30 minutes for moving the account have passed. Please start again.',
  MIGRATE_TOKEN_USED: 'This account move was already used. Please start again.',
  AUTH_CODE_EXPIRED: 'The verification code has expired. Please ask for a new one.',
  MAIL_COOLDOWN: 'Please wait a moment before asking for another code.',
  MAIL_DAILY_LIMIT: 'You have used all verification attempts for today. Please try again tomorrow.'
};
