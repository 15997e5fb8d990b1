import type { ErrorCode, Language } from '@mall/domain';

type Catalogue = Partial<Record<ErrorCode, string>> & { fallback: string };

/**
 * Public texts for error codes the API itself explains. SPEC §8's business codes carry a
 * server message chosen where they are raised; these are the defaults.
 */
const MESSAGES: Record<Language, Catalogue> = {
  'ko-KR': {
    fallback: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    ALT_CustomerOnly: '일반 회원만 이용할 수 있습니다.',
    ALT_RejectRefCustomer: '추천인이 없는 회원은 이용할 수 없습니다.',
    ALT_PlannerOnly: '플래너 회원만 이용할 수 있습니다.',
    PASSWORD_MISMATCH: '비밀번호가 일치하지 않습니다.',
    CERT_REQUEST_NOT_FOUND: '본인확인 요청을 찾을 수 없습니다.',
    CERT_NOT_VERIFIED: '본인확인이 완료되지 않았습니다.',
    CERT_EXPIRED: '본인확인 유효시간이 지났습니다. 다시 인증해 주세요.',
    CERT_ALREADY_USED: '이미 사용된 본인확인입니다. 다시 인증해 주세요.',
    CERT_PURPOSE_NOT_ALLOWED: '이 화면에서는 사용할 수 없는 본인확인입니다.',
    SOCIAL_NOT_LINKED: '연결된 계정이 없습니다. 회원가입 후 이용해 주세요.',
    SOCIAL_TOKEN_INVALID: '소셜 로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
    SOCIAL_ALREADY_LINKED: '이미 다른 계정에 연결된 소셜 계정입니다.',
    SOCIAL_LINK_NOT_FOUND: '연결된 소셜 계정이 없습니다.',
    SOCIAL_LINK_NOT_ALLOWED: '이 소셜 계정은 기존 회원 계정에 연결할 수 없습니다.',
    '1100': '일치하는 회원 정보가 없습니다. 회원가입을 하시겠습니까?',
    AUTH_CODE_MISMATCH: '인증번호가 일치하지 않습니다.',
    AUTH_CODE_EXPIRED: '인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.',
    MAIL_COOLDOWN: '잠시 후 인증번호를 다시 요청해 주세요.',
    MAIL_DAILY_LIMIT: '오늘 인증 가능한 횟수를 모두 사용했습니다. 내일 다시 시도해 주세요.',
    EMAIL_NOT_VERIFIED: '이메일 인증을 완료해 주세요.',
    LOGIN_ID_TAKEN: '이미 사용 중인 아이디입니다.',
    EMAIL_TAKEN: '이미 가입된 이메일입니다.',
    REFERRER_NOT_FOUND: '추천인 정보를 찾을 수 없습니다.',
    MEMBER_NOT_FOUND: '일치하는 회원 정보가 없습니다.',
    '9001': '일치하는 회원 정보가 없습니다. 아이디와 비밀번호를 확인해 주세요.',
    '9002': '탈퇴한 회원입니다. 재가입 가능일 이후에 다시 가입해 주세요.',
    '1101': '아이디 또는 비밀번호가 일치하지 않습니다.',
    '1102': '비밀번호를 여러 번 잘못 입력하여 계정이 잠겼습니다. 비밀번호를 재설정해 주세요.',
    invalid_token: '로그인 정보가 유효하지 않습니다. 다시 로그인해 주세요.',
    invalid_client: '허용되지 않은 클라이언트입니다.',
    VALIDATION_FAILED: '입력값을 확인해 주세요.',
    UNAUTHORIZED: '로그인이 필요합니다.',
    TOKEN_EXPIRED: '로그인 정보가 만료되었습니다.',
    FORBIDDEN: '접근 권한이 없습니다.',
    NOT_FOUND: '요청한 주소를 찾을 수 없습니다.',
    CATEGORY_NOT_FOUND: '카테고리를 찾을 수 없습니다.',
    PRODUCT_NOT_FOUND: '상품을 찾을 수 없습니다.',
    PAYLOAD_TOO_LARGE: '요청이 너무 큽니다.',
    RATE_LIMITED: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    INTERNAL_ERROR: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    MAINTENANCE: '서비스 점검 중입니다.',
    SERVICE_UNAVAILABLE: '서비스를 일시적으로 사용할 수 없습니다.',
    '5001': '조회한 데이터가 너무 많습니다. 검색 조건을 수정해 주세요.',
    'G-4009': '잘못된 접근입니다.'
  },
  'en-US': {
    fallback: 'We could not process the request. Please try again shortly.',
    ALT_CustomerOnly: 'Only customers can use this.',
    ALT_RejectRefCustomer: 'Members without a referrer cannot use this.',
    ALT_PlannerOnly: 'Only planners can use this.',
    PASSWORD_MISMATCH: 'The password does not match.',
    CERT_REQUEST_NOT_FOUND: 'The identity verification request was not found.',
    CERT_NOT_VERIFIED: 'Identity verification is not complete.',
    CERT_EXPIRED: 'The identity verification has expired. Please verify again.',
    CERT_ALREADY_USED: 'This identity verification was already used. Please verify again.',
    CERT_PURPOSE_NOT_ALLOWED: 'This identity verification cannot be used here.',
    SOCIAL_NOT_LINKED: 'No account is linked to this login. Please sign up first.',
    SOCIAL_TOKEN_INVALID: 'Your social login has expired. Please log in again.',
    SOCIAL_ALREADY_LINKED: 'This social account is already linked to another account.',
    SOCIAL_LINK_NOT_FOUND: 'No social account is linked.',
    SOCIAL_LINK_NOT_ALLOWED: 'This social account cannot be linked to an existing account.',
    '1100': 'No member matches these details. Would you like to sign up?',
    AUTH_CODE_MISMATCH: 'The verification code does not match.',
    AUTH_CODE_EXPIRED: 'The verification code has expired. Please ask for a new one.',
    MAIL_COOLDOWN: 'Please wait a moment before asking for another code.',
    MAIL_DAILY_LIMIT: 'You have used all verification attempts for today. Please try again tomorrow.',
    EMAIL_NOT_VERIFIED: 'Please verify your email address first.',
    LOGIN_ID_TAKEN: 'This ID is already in use.',
    EMAIL_TAKEN: 'This email address is already registered.',
    REFERRER_NOT_FOUND: 'The referrer could not be found.',
    MEMBER_NOT_FOUND: 'No member matches these details.',
    '9001': 'No member matches these details. Please check your ID and password.',
    '9002': 'This membership was withdrawn. You can join again after the rejoin date.',
    '1101': 'The ID or password is incorrect.',
    '1102': 'The account is locked after too many wrong passwords. Please reset your password.',
    invalid_token: 'Your login is no longer valid. Please log in again.',
    invalid_client: 'This client is not allowed.',
    VALIDATION_FAILED: 'Please check what you entered.',
    UNAUTHORIZED: 'Please log in.',
    TOKEN_EXPIRED: 'Your session has expired.',
    FORBIDDEN: 'You do not have access to this.',
    NOT_FOUND: 'The requested address was not found.',
    CATEGORY_NOT_FOUND: 'The category was not found.',
    PRODUCT_NOT_FOUND: 'The product was not found.',
    PAYLOAD_TOO_LARGE: 'The request is too large.',
    RATE_LIMITED: 'Too many requests. Please try again shortly.',
    INTERNAL_ERROR: 'Something went wrong on our side. Please try again shortly.',
    MAINTENANCE: 'The service is under maintenance.',
    SERVICE_UNAVAILABLE: 'The service is temporarily unavailable.',
    '5001': 'Too much data was requested. Please narrow the search conditions.',
    'G-4009': 'Invalid access.'
  },
  'zh-TW': {
    fallback: '無法處理您的請求，請稍後再試。',
    ALT_CustomerOnly: '僅限一般會員使用。',
    ALT_RejectRefCustomer: '沒有推薦人的會員無法使用。',
    ALT_PlannerOnly: '僅限規劃師會員使用。',
    PASSWORD_MISMATCH: '密碼不正確。',
    CERT_REQUEST_NOT_FOUND: '找不到本人驗證請求。',
    CERT_NOT_VERIFIED: '本人驗證尚未完成。',
    CERT_EXPIRED: '本人驗證已逾時，請重新驗證。',
    CERT_ALREADY_USED: '此本人驗證已被使用，請重新驗證。',
    CERT_PURPOSE_NOT_ALLOWED: '此處無法使用該本人驗證。',
    SOCIAL_NOT_LINKED: '此登入尚未連結任何帳號，請先註冊。',
    SOCIAL_TOKEN_INVALID: '社群登入資訊已過期，請重新登入。',
    SOCIAL_ALREADY_LINKED: '此社群帳號已連結至其他帳號。',
    SOCIAL_LINK_NOT_FOUND: '沒有已連結的社群帳號。',
    SOCIAL_LINK_NOT_ALLOWED: '此社群帳號無法連結至現有帳號。',
    '1100': '查無相符的會員資料，是否要加入會員？',
    AUTH_CODE_MISMATCH: '驗證碼不正確。',
    AUTH_CODE_EXPIRED: '驗證碼已過期，請重新取得驗證碼。',
    MAIL_COOLDOWN: '請稍後再重新申請驗證碼。',
    MAIL_DAILY_LIMIT: '今日的驗證次數已用完，請明天再試。',
    EMAIL_NOT_VERIFIED: '請先完成電子郵件驗證。',
    LOGIN_ID_TAKEN: '此帳號已被使用。',
    EMAIL_TAKEN: '此電子郵件已註冊。',
    REFERRER_NOT_FOUND: '查無推薦人資料。',
    MEMBER_NOT_FOUND: '查無相符的會員資料。',
    '9001': '查無相符的會員資料，請確認帳號與密碼。',
    '9002': '此會員已退出，請於可重新加入日期後再加入。',
    '1101': '帳號或密碼不正確。',
    '1102': '密碼錯誤次數過多，帳號已被鎖定，請重設密碼。',
    invalid_token: '登入資訊已失效，請重新登入。',
    invalid_client: '不允許的用戶端。',
    VALIDATION_FAILED: '請確認輸入的內容。',
    UNAUTHORIZED: '請先登入。',
    TOKEN_EXPIRED: '登入資訊已過期。',
    FORBIDDEN: '您沒有存取權限。',
    NOT_FOUND: '找不到您要求的網址。',
    CATEGORY_NOT_FOUND: '找不到該分類。',
    PRODUCT_NOT_FOUND: '找不到該商品。',
    PAYLOAD_TOO_LARGE: '請求內容過大。',
    RATE_LIMITED: '請求次數過多，請稍後再試。',
    INTERNAL_ERROR: '系統暫時發生錯誤，請稍後再試。',
    MAINTENANCE: '系統維護中。',
    SERVICE_UNAVAILABLE: '服務暫時無法使用。',
    '5001': '查詢的資料過多，請修改搜尋條件。',
    'G-4009': '無效的存取。'
  }
};

export function errorMessage(code: ErrorCode, language: Language): string {
  const catalogue = MESSAGES[language];
  return catalogue[code] ?? catalogue.fallback;
}

/** Field-level validation texts by zod issue code. */
const FIELD_MESSAGES: Record<Language, Record<string, string>> = {
  'ko-KR': {
    invalid_type: '형식이 올바르지 않습니다.',
    invalid_value: '허용되지 않는 값입니다.',
    too_small: '값이 너무 작거나 짧습니다.',
    too_big: '값이 너무 크거나 깁니다.',
    invalid_format: '형식이 올바르지 않습니다.',
    unrecognized_keys: '알 수 없는 항목이 있습니다.',
    fallback: '올바르지 않은 값입니다.'
  },
  'en-US': {
    invalid_type: 'The value has the wrong type.',
    invalid_value: 'The value is not allowed.',
    too_small: 'The value is too small or too short.',
    too_big: 'The value is too large or too long.',
    invalid_format: 'The value has the wrong format.',
    unrecognized_keys: 'There are unknown fields.',
    fallback: 'The value is not valid.'
  },
  'zh-TW': {
    invalid_type: '格式不正確。',
    invalid_value: '不允許的值。',
    too_small: '數值過小或長度過短。',
    too_big: '數值過大或長度過長。',
    invalid_format: '格式不正確。',
    unrecognized_keys: '含有無法識別的欄位。',
    fallback: '數值無效。'
  }
};

export function fieldMessage(issueCode: string, language: Language): string {
  const catalogue = FIELD_MESSAGES[language];
  return catalogue[issueCode] ?? catalogue.fallback ?? issueCode;
}
