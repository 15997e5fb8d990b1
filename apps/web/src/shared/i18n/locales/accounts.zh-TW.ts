import type { AccountsMessages } from './accounts.ko-KR';

const accountsZhTW: AccountsMessages = {
  error: {
    AUTH_CODE_MISMATCH: '驗證碼不正確（剩餘 {{remaining}} 次）。',
    AUTH_CODE_EXPIRED: '驗證碼已過期，請重新取得驗證碼。',
    MAIL_COOLDOWN: '{{retryAfterSeconds}} 秒後可重新申請驗證碼。',
    EMAIL_NOT_VERIFIED: '請先完成電子郵件驗證。',
    LOGIN_ID_TAKEN: '此帳號已被使用。',
    EMAIL_TAKEN: '此電子郵件已註冊。',
    REFERRER_NOT_FOUND: '查無推薦人資料，請確認會員編號。',
    MEMBER_NOT_FOUND: '查無相符的會員資料。',
    PASSWORD_MISMATCH: '密碼不正確。',
    ALT_CustomerOnly: '僅限一般會員使用。',
    ALT_RejectRefCustomer: '沒有推薦人的會員無法使用。',
    ALT_PlannerOnly: '僅限規劃師會員使用。'
  },
  login: {
    title: '登入',
    lead: '登入 Lumière Vita 會員，盡享會員專屬優惠。',
    idLabel: '帳號或會員編號',
    idPlaceholder: '帳號或 10 位數會員編號',
    passwordLabel: '密碼',
    passwordPlaceholder: '請輸入密碼',
    showPassword: '顯示密碼',
    hidePassword: '隱藏密碼',
    saveId: '記住帳號',
    autoLogin: '自動登入',
    autoLoginHint: '將保持登入 30 天。請勿在多人共用的裝置上使用。',
    submit: '登入',
    submitting: '登入中…',
    help: '帳號協助',
    findAccount: '找回帳號',
    resetPassword: '重設密碼',
    noAccount: '還不是會員嗎？',
    signup: '註冊會員'
  },
  LOG_ValidId: '請輸入帳號或會員編號。',
  VA_EnterPassword: '請輸入密碼。',
  loginError: {
    wrongPassword: '密碼不正確（{{count}}/{{limit}}）',
    wrongPasswordHint: '輸入錯誤達 {{limit}} 次將限制登入。',
    wrongPasswordPlain: '帳號或密碼不正確。',
    locked: '密碼輸入錯誤已達 {{limit}} 次，登入已受限制。請重設密碼後再登入。',
    lockedAction: '前往重設密碼',
    noMember: '查無相符的會員資料。是否要註冊會員？',
    noMemberAction: '前往註冊',
    withdrawn: '此帳號已退出會員，{{date}} 起可重新註冊。',
    withdrawnPlain: '此帳號已退出會員。'
  },
  myPage: {
    title: '會員中心',
    greeting: '{{name}}，歡迎回來。',
    memberInfo: '會員資料',
    memberNumber: '會員編號',
    memberType: '會員類型',
    rank: '等級',
    referrer: '推薦人',
    referrerValue: '{{name}}（{{number}}）',
    noReferrer: '無',
    joinDate: '加入日期',
    logout: '登出',
    loadError: '無法載入會員資料。',
    userType: {
      BEAUTY_CONSUMER: '一般會員',
      NON_REF_CUSTOMER: '一般會員（無推薦人）',
      SOLE_PROPRIETORSHIP: '規劃師會員'
    },
    rankName: {
      MEMBER: '會員',
      PLANNER: '規劃師'
    }
  }
};

export default accountsZhTW;
