/**
 * Texts of the account screens (login, my page): the `accounts` namespace, loaded with those screens.
 * Korean is the source; its shape is the type of the other languages' files.
 */
const accountsKoKR = {
  /** Account-flow refusals from the API (sign-up, recovery, my page); global ones live in the main catalogue. */
  error: {
    AUTH_CODE_MISMATCH: '인증번호가 일치하지 않습니다. (남은 횟수 {{remaining}}회)',
    AUTH_CODE_EXPIRED: '인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.',
    MAIL_COOLDOWN: '{{retryAfterSeconds}}초 후에 인증번호를 다시 요청할 수 있습니다.',
    EMAIL_NOT_VERIFIED: '이메일 인증을 완료해 주세요.',
    LOGIN_ID_TAKEN: '이미 사용 중인 아이디입니다.',
    EMAIL_TAKEN: '이미 가입된 이메일입니다.',
    REFERRER_NOT_FOUND: '추천인 정보를 찾을 수 없습니다. 회원번호를 확인해 주세요.',
    MEMBER_NOT_FOUND: '일치하는 회원 정보가 없습니다.',
    PASSWORD_MISMATCH: '비밀번호가 일치하지 않습니다.',
    ALT_CustomerOnly: '일반 회원만 이용할 수 있습니다.',
    ALT_RejectRefCustomer: '추천인이 없는 회원은 이용할 수 없습니다.',
    ALT_PlannerOnly: '플래너 회원만 이용할 수 있습니다.'
  },
  login: {
    title: '로그인',
    lead: '루미에르 비타 회원으로 로그인하고 회원 혜택을 만나 보세요.',
    idLabel: '아이디 또는 회원번호',
    idPlaceholder: '아이디 또는 회원번호 10자리',
    passwordLabel: '비밀번호',
    passwordPlaceholder: '비밀번호를 입력해 주세요',
    showPassword: '비밀번호 보기',
    hidePassword: '비밀번호 숨기기',
    saveId: '아이디 저장',
    autoLogin: '자동 로그인',
    autoLoginHint: '30일 동안 로그인 상태가 유지됩니다. 여러 사람이 함께 쓰는 기기에서는 사용하지 마세요.',
    submit: '로그인',
    submitting: '로그인 중…',
    help: '계정 찾기',
    findAccount: '아이디 찾기',
    resetPassword: '비밀번호 재설정',
    noAccount: '아직 회원이 아니신가요?',
    signup: '회원가입'
  },
  LOG_ValidId: '아이디 또는 회원번호를 입력해 주세요.',
  VA_EnterPassword: '비밀번호를 입력해 주세요.',
  loginError: {
    wrongPassword: '비밀번호가 일치하지 않습니다 ({{count}}/{{limit}})',
    wrongPasswordHint: '{{limit}}회 틀리면 로그인이 제한됩니다.',
    wrongPasswordPlain: '아이디 또는 비밀번호가 일치하지 않습니다.',
    locked:
      '비밀번호를 {{limit}}회 잘못 입력하여 로그인이 제한되었습니다. 비밀번호를 재설정한 뒤 다시 로그인해 주세요.',
    lockedAction: '비밀번호 재설정하기',
    noMember: '일치하는 회원 정보가 없습니다. 회원가입을 진행하시겠습니까?',
    noMemberAction: '회원가입하기',
    withdrawn: '탈퇴한 회원입니다. {{date}}부터 다시 가입할 수 있습니다.',
    withdrawnPlain: '탈퇴한 회원입니다.'
  },
  myPage: {
    title: '마이페이지',
    greeting: '{{name}}님, 반갑습니다.',
    memberInfo: '회원 정보',
    memberNumber: '회원번호',
    memberType: '회원 유형',
    rank: '등급',
    referrer: '추천인',
    referrerValue: '{{name}} ({{number}})',
    noReferrer: '없음',
    joinDate: '가입일',
    logout: '로그아웃',
    loadError: '회원 정보를 불러오지 못했습니다.',
    userType: {
      BEAUTY_CONSUMER: '일반 회원',
      NON_REF_CUSTOMER: '일반 회원 (추천인 없음)',
      SOLE_PROPRIETORSHIP: '플래너 회원'
    },
    rankName: {
      MEMBER: '멤버',
      PLANNER: '플래너'
    }
  }
} as const;

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
/** The shape every accounts catalogue must have. */
export type AccountsMessages = Widen<typeof accountsKoKR>;

export default accountsKoKR;
