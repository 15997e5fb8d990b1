import type { AccountErrorCode } from '../error-messages.ts';

/** Korean (the source) texts of the account-flow error codes (sign-up, login, recovery, migration, social login, hand-off, roles); see ../error-messages.ts. */
export const ACCOUNTS_ERROR_MESSAGES_KO_KR: Readonly<Record<AccountErrorCode, string>> = {
  AUTH_CODE_MISMATCH: '인증번호가 일치하지 않습니다.',
  EMAIL_NOT_VERIFIED: '이메일 인증을 완료해 주세요.',
  UNLOCK_TOKEN_INVALID: '잠금 해제 링크가 만료되었거나 이미 사용되었습니다.',
  LOGIN_ID_TAKEN: '이미 사용 중인 아이디입니다.',
  EMAIL_TAKEN: '이미 가입된 이메일입니다.',
  REFERRER_NOT_FOUND: '추천인 정보를 찾을 수 없습니다. 회원번호를 확인해 주세요.',
  MEMBER_NOT_FOUND: '일치하는 회원 정보가 없습니다.',
  PASSWORD_MISMATCH: '비밀번호가 일치하지 않습니다.',
  SOCIAL_NOT_LINKED: '연결된 계정이 없습니다. 회원가입 후 이용해 주세요.',
  SOCIAL_TOKEN_INVALID: '소셜 로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
  SOCIAL_ALREADY_LINKED: '이미 다른 계정에 연결된 소셜 계정입니다.',
  SOCIAL_LINK_NOT_FOUND: '연결된 소셜 계정이 없습니다.',
  SOCIAL_LINK_NOT_ALLOWED: '이 소셜 계정은 기존 회원 계정에 연결할 수 없습니다.',
  ALT_CustomerOnly: '일반 회원만 이용할 수 있습니다.',
  ALT_RejectRefCustomer: '추천인이 없는 회원은 이용할 수 없습니다.',
  ALT_PlannerOnly: '플래너 회원만 이용할 수 있습니다.',
  ALT_RejectMyOffice: '추천인이 없는 회원은 마이오피스를 이용할 수 없습니다.',
  HANDOFF_CODE_INVALID: '유효하지 않은 로그인 코드입니다. 다시 시도해 주세요.',
  HANDOFF_CODE_EXPIRED: '로그인 코드의 유효시간이 지났습니다. 다시 시도해 주세요.',
  HANDOFF_CODE_USED: '이미 사용된 로그인 코드입니다. 다시 시도해 주세요.',
  HANDOFF_CLIENT_MISMATCH: '이 화면에서 사용할 수 없는 로그인 코드입니다.',
  MIGRATE_NOT_FOUND: '일치하는 기존 회원 정보가 없습니다. 아이디와 비밀번호를 확인해 주세요.',
  MIGRATE_ALREADY_DONE: '이미 이전이 완료된 계정입니다. 새 아이디로 로그인해 주세요.',
  MIGRATE_TOKEN_INVALID: '계정 이전 정보가 유효하지 않습니다. 처음부터 다시 진행해 주세요.',
  MIGRATE_TOKEN_EXPIRED: '계정 이전 유효시간(30분)이 지났습니다. 처음부터 다시 진행해 주세요.',
  MIGRATE_TOKEN_USED: '이미 사용된 계정 이전 정보입니다. 처음부터 다시 진행해 주세요.',
  AUTH_CODE_EXPIRED: '인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.',
  MAIL_COOLDOWN: '잠시 후 인증번호를 다시 요청해 주세요.',
  MAIL_DAILY_LIMIT: '오늘 인증 가능한 횟수를 모두 사용했습니다. 내일 다시 시도해 주세요.'
};
