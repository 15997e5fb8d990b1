import type { AccountErrorCode } from '../error-messages.ts';

/** Traditional Chinese (Taiwan) texts of the account-flow error codes (sign-up, login, recovery, migration, social login, hand-off, roles); see ../error-messages.ts. */
export const ACCOUNTS_ERROR_MESSAGES_ZH_TW: Readonly<Record<AccountErrorCode, string>> = {
  AUTH_CODE_MISMATCH: '驗證碼不正確。',
  EMAIL_NOT_VERIFIED: '請先完成電子郵件驗證。',
  UNLOCK_TOKEN_INVALID: '解除鎖定連結已過期或已使用。',
  LOGIN_ID_TAKEN: '此帳號已被使用。',
  EMAIL_TAKEN: '此電子郵件已註冊。',
  REFERRER_NOT_FOUND: '查無推薦人資料，請確認會員編號。',
  MEMBER_NOT_FOUND: '查無相符的會員資料。',
  PASSWORD_MISMATCH: '密碼不正確。',
  SOCIAL_NOT_LINKED: '此登入尚未連結任何帳號，請先註冊。',
  SOCIAL_TOKEN_INVALID: '社群登入資訊已過期，請重新登入。',
  SOCIAL_ALREADY_LINKED: '此社群帳號已連結至其他帳號。',
  SOCIAL_LINK_NOT_FOUND: '沒有已連結的社群帳號。',
  SOCIAL_LINK_NOT_ALLOWED: '此社群帳號無法連結至現有帳號。',
  ALT_CustomerOnly: '僅限一般會員使用。',
  ALT_RejectRefCustomer: '沒有推薦人的會員無法使用。',
  ALT_PlannerOnly: '僅限規劃師會員使用。',
  ALT_RejectMyOffice: '沒有推薦人的會員無法使用我的辦公室。',
  HANDOFF_CODE_INVALID: '登入代碼無效，請再試一次。',
  HANDOFF_CODE_EXPIRED: '登入代碼已過期，請再試一次。',
  HANDOFF_CODE_USED: '登入代碼已被使用，請再試一次。',
  HANDOFF_CLIENT_MISMATCH: '此登入代碼無法在這裡使用。',
  MIGRATE_NOT_FOUND: '找不到相符的舊會員資料，請確認帳號與密碼。',
  MIGRATE_ALREADY_DONE: '此帳號已完成轉移，請使用新帳號登入。',
  MIGRATE_TOKEN_INVALID: '帳號轉移資訊無效，請重新開始。',
  MIGRATE_TOKEN_EXPIRED: '帳號轉移的有效時間（30 分鐘）已過，請重新開始。',
  MIGRATE_TOKEN_USED: '此帳號轉移資訊已被使用，請重新開始。',
  AUTH_CODE_EXPIRED: '驗證碼已過期，請重新取得驗證碼。',
  MAIL_COOLDOWN: '請稍後再重新申請驗證碼。',
  MAIL_DAILY_LIMIT: '今日的驗證次數已用完，請明天再試。'
};
