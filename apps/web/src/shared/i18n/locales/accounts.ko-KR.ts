import { ACCOUNTS_ERROR_MESSAGES_KO_KR } from '@mall/domain';
import savedCardsKoKR from './saved-cards.ko-KR';

/**
 * Where this namespace deliberately words a code differently from the error catalogue in
 * packages/domain (docs/decisions/050): texts that carry the refusal's numbers (tries left, seconds to wait, failed logins).
 */
const accountsErrorOverrides = {
  AUTH_CODE_MISMATCH: '인증번호가 일치하지 않습니다. (남은 횟수 {{remaining}}회)',
  MAIL_COOLDOWN: '{{retryAfterSeconds}}초 후에 인증번호를 다시 요청할 수 있습니다.',
  PASSWORD_MISMATCH_count:
    '비밀번호가 일치하지 않습니다 ({{failCount}}/{{limit}}). {{limit}}회 틀리면 로그인이 잠시 제한됩니다.'
};

/**
 * Texts of the account screens (login, my page): the `accounts` namespace, loaded with those screens.
 * Korean is the source; its shape is the type of the other languages' files.
 */
const accountsKoKR = {
  /** Account-flow refusals (the domain's error catalogue, account group, and the overrides above); shop-wide ones live in the main namespace. */
  error: {
    ...ACCOUNTS_ERROR_MESSAGES_KO_KR,
    ...accountsErrorOverrides
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
    guestOrder: '비회원 주문조회',
    guestOrderLead: '비회원으로 주문하셨나요?',
    signup: '회원가입'
  },
  LOG_ValidId: '아이디 또는 회원번호를 입력해 주세요.',
  VA_EnterPassword: '비밀번호를 입력해 주세요.',
  social: {
    providers: { KAKAO: '카카오', NAVER: '네이버', APPLE: 'Apple' },
    loginWith: '{{provider}}로 로그인',
    signupWith: '{{provider}}로 가입하기',
    loginDivider: '간편 로그인',
    signupDivider: '간편 가입',
    signupDividerLead: 'SNS 계정으로 이름과 이메일을 불러와 더 빠르게 가입할 수 있어요.',
    failureTitle: '간편 로그인 실패',
    failure: {
      LOG_KakaoFailed: '카카오 로그인에 실패했습니다. 잠시 후 다시 시도해 주세요.',
      LOG_NaverFailed: '네이버 로그인에 실패했습니다. 잠시 후 다시 시도해 주세요.',
      LOG_AppleFailed: 'Apple 로그인에 실패했습니다. 잠시 후 다시 시도해 주세요.'
    },
    link: {
      title: '{{provider}} 계정 연결',
      lead: '{{email}} 주소로 가입한 회원 계정이 있습니다. 이 계정의 비밀번호를 입력하면 {{provider}} 계정이 연결되고 바로 로그인됩니다.',
      loading: '계정 정보를 확인하고 있어요…',
      submit: '연결하고 로그인',
      submitting: '연결하는 중…',
      cancel: '취소하고 일반 로그인',
      note: '다음부터는 {{provider}} 버튼만으로 로그인할 수 있어요.'
    },
    banner: {
      title: '{{provider}} 계정으로 가입하고 있어요',
      lead: '불러온 이름과 이메일이 입력란에 채워집니다. 이메일 인증과 아이디·비밀번호 설정은 한 번 더 필요해요.',
      email: '이메일',
      name: '이름'
    },
    result: {
      title: '네이버 로그인 결과',
      loading: '네이버 계정 정보를 확인하고 있어요…',
      newTitle: '{{name}}님, 반갑습니다',
      newTitlePlain: '반갑습니다',
      newLead:
        '이 네이버 계정으로 가입한 회원이 없습니다. 회원가입을 마치면 다음부터 네이버로 바로 로그인할 수 있어요.',
      prefill: '가입에 사용할 정보',
      noEmail: '이메일 제공 안 함 (가입 중 입력)',
      continue: '회원가입 계속하기',
      memberTitle: '이미 가입된 회원입니다',
      memberLead:
        '{{email}} 주소로 가입한 계정이 있습니다. 아이디와 비밀번호로 로그인한 뒤 마이페이지의 SNS 연결에서 네이버를 연결해 주세요.',
      login: '로그인하기',
      failureTitle: '네이버 로그인에 실패했습니다',
      retry: '네이버로 다시 시도',
      emailSignup: '이메일로 가입하기'
    },
    modal: {
      sharedTitle: '{{provider}}에서 받아오는 정보',
      usage:
        '받은 정보는 회원가입 양식을 미리 채우는 데에만 쓰이며, {{provider}} 비밀번호는 루미에르 비타에 전달되지 않습니다.',
      steps:
        '{{provider}} 화면에서 동의하면 이 화면으로 돌아와 약관 동의, 이메일 인증, 아이디·비밀번호 설정을 마치면 가입이 완료됩니다.',
      close: '닫기',
      cancel: '다른 방법으로 가입',
      NAVER: {
        title: '네이버로 가입하기',
        lead: '네이버 아이디로 간편하게 가입하고, 다음부터 네이버로 로그인하세요.',
        item1: '이름 (또는 별명)',
        item2: '이메일 주소 (선택 동의)',
        item3: '네이버 회원 식별값 (계정 연결용)',
        continue: '네이버로 계속하기'
      },
      APPLE: {
        title: 'Apple로 가입하기',
        lead: 'Apple 계정으로 간편하게 가입하고, 다음부터 Apple로 로그인하세요.',
        item1: '이름 (처음 동의할 때 한 번만 전달)',
        item2: '이메일 주소 또는 Apple의 전달용 주소 (나의 이메일 가리기)',
        item3: 'Apple 사용자 식별값 (계정 연결용)',
        continue: 'Apple로 계속하기'
      }
    },
    complete: {
      signingIn: '{{provider}} 계정으로 로그인하는 중…',
      signedIn: '{{provider}} 계정이 연결되었고 로그인되었습니다.',
      failed: '가입은 완료되었습니다. 로그인 화면에서 {{provider}}로 다시 로그인해 주세요.',
      shop: '쇼핑 계속하기',
      mypage: '마이페이지'
    }
  },
  loginError: {
    wrongPassword: '아이디 또는 비밀번호가 일치하지 않습니다 ({{count}}/{{limit}})',
    wrongPasswordHint: '{{limit}}회 틀리면 로그인이 제한됩니다.',
    wrongPasswordPlain: '아이디 또는 비밀번호가 일치하지 않습니다.',
    locked:
      '비밀번호를 {{limit}}회 잘못 입력하여 잠시 로그인이 제한됩니다. 잠시 후 다시 시도하거나 비밀번호를 재설정해 주세요.',
    lockedUntil: '비밀번호를 {{limit}}회 잘못 입력하여 {{time}}까지 로그인이 제한됩니다.',
    lockedMail:
      '계정에 이메일이 등록되어 있다면 그 주소로 잠금 해제 링크를 보냈습니다. 비밀번호를 재설정해도 바로 로그인할 수 있습니다.',
    throttled:
      '이 기기에서 비밀번호를 너무 많이 잘못 입력했습니다. 잠시 후 다시 시도하거나 비밀번호를 재설정해 주세요.',
    lockedAction: '비밀번호 재설정하기',
    noMember: '일치하는 회원 정보가 없습니다. 회원가입을 진행하시겠습니까?',
    noMemberAction: '회원가입하기',
    withdrawn: '탈퇴한 회원입니다. {{date}}부터 다시 가입할 수 있습니다.',
    withdrawnPlain: '탈퇴한 회원입니다.'
  },
  signup: {
    title: '회원가입',
    steps: {
      label: '회원가입 단계',
      progress: '{{total}}단계 중 {{current}}단계',
      selectType: '회원 유형',
      selectReferrer: '추천인',
      agreeTerms: '약관 동의',
      enterInformation: '정보 입력',
      complete: '가입 완료'
    },
    next: '다음',
    back: '이전',
    required: '필수',
    optional: '선택',
    selectType: {
      title: '어떤 회원으로 가입하시겠어요?',
      lead: '가입 유형에 따라 받을 수 있는 혜택이 달라집니다. 유형은 가입 후 변경이 제한될 수 있어요.',
      legend: '회원 유형',
      BEAUTY_CONSUMER: {
        name: '일반 회원 (추천인 있음)',
        description: '나를 소개해 준 플래너를 추천인으로 등록하고 회원 가격과 상담 혜택을 받아요.'
      },
      NON_REF_CUSTOMER: {
        name: '일반 회원 (추천인 없음)',
        description: '추천인 없이 바로 가입해 쇼핑해요. 추천인 단계를 건너뜁니다.'
      },
      SOLE_PROPRIETORSHIP: {
        name: '플래너 회원',
        description: '개인사업자로 나만의 몰을 열고 제품을 소개해요. 추천인(상위 플래너)이 필요합니다.'
      },
      required: '회원 유형을 선택해 주세요.'
    },
    selectReferrer: {
      title: '추천인을 입력해 주세요',
      lead: '나를 소개해 준 플래너의 회원번호를 입력하고 조회해 주세요.',
      label: '추천인 회원번호',
      placeholder: '회원번호 (숫자 4~20자리)',
      lookup: '조회',
      lookingUp: '조회 중…',
      found: '조회된 추천인',
      foundValue: '{{name}} ({{number}})',
      confirmHint: '추천인이 맞다면 다음을 눌러 주세요. 다르다면 번호를 다시 입력해 주세요.'
    },
    agreeTerms: {
      title: '약관에 동의해 주세요',
      lead: '서비스 이용을 위해 필수 약관에 동의해 주세요. 선택 약관은 동의하지 않아도 가입할 수 있어요.',
      all: '전체 동의',
      allHint: '필수 및 선택 항목을 포함한 모든 약관에 동의합니다.',
      listLabel: '약관 목록',
      viewTerms: '{{title}} 보기',
      view: '보기',
      items: {
        SERVICE: {
          title: '이용약관 동의'
        },
        PRIVACY: {
          title: '개인정보 수집·이용 동의'
        },
        AGE_14: {
          title: '만 14세 이상입니다',
          summary: '만 14세 미만은 법정대리인의 동의 없이 회원으로 가입할 수 없습니다.'
        },
        MARKETING_EMAIL: {
          title: '이메일 마케팅 정보 수신 동의'
        },
        MARKETING_SMS: {
          title: 'SMS 마케팅 정보 수신 동의'
        }
      }
    },
    info: {
      title: '회원 정보를 입력해 주세요',
      lead: '모든 항목은 필수입니다.',
      account: '계정 정보',
      personal: '개인 정보',
      loginId: '아이디',
      loginIdPlaceholder: '영문, 숫자 4~20자',
      checkLoginId: '중복 확인',
      checking: '확인 중…',
      loginIdAvailable: '사용할 수 있는 아이디입니다.',
      password: '비밀번호',
      passwordPlaceholder: '영문, 숫자 포함 7~16자',
      passwordConfirm: '비밀번호 확인',
      passwordConfirmPlaceholder: '비밀번호를 한 번 더 입력해 주세요',
      passwordRules: '비밀번호 조건',
      ruleLength: '7~16자',
      ruleMix: '영문(또는 한글)과 숫자 포함',
      ruleChars: '특수문자는 !@#$%^&*()_+=?.,~- 만 사용',
      ruleMet: '충족',
      ruleUnmet: '미충족',
      passwordMatch: '비밀번호가 일치합니다.',
      showPassword: '비밀번호 보기',
      hidePassword: '비밀번호 숨기기',
      lastName: '성',
      firstName: '이름',
      email: '이메일',
      emailLocal: '이메일 아이디',
      emailAt: '@',
      emailDomain: '이메일 도메인 선택',
      emailDomainDirect: '직접 입력',
      emailDomainCustom: '이메일 도메인 직접 입력',
      emailDomainPlaceholder: '예: example.com',
      sendCode: '인증번호 받기',
      resendCode: '인증번호 다시 받기',
      sending: '보내는 중…',
      codeSent: '{{email}}(으)로 인증번호를 보냈습니다. 메일함을 확인해 주세요.',
      resendIn: '{{seconds}}초 후에 다시 받을 수 있어요.',
      code: '인증번호',
      codePlaceholder: '숫자 6자리',
      verify: '확인',
      verifying: '확인 중…',
      timeLeft: '남은 시간',
      codeExpired: '인증 시간이 지났습니다. 인증번호를 다시 받아 주세요.',
      verified: '이메일 인증이 완료되었습니다.',
      changeEmail: '이메일 변경',
      mobile: '휴대폰 번호',
      mobilePlaceholder: '숫자만 입력 (예: 01012345678)',
      referrer: '추천인',
      referrerValue: '{{name}} ({{number}})',
      changeReferrer: '추천인 다시 선택하기',
      reviewTerms: '약관 동의 다시 하기',
      restart: '처음부터 다시 하기',
      submit: '가입하기',
      submitting: '가입 처리 중…'
    },
    rule: {
      invalid: '입력하신 내용을 다시 확인해 주세요.',
      UTI_Valid_LoginId: '아이디는 영문과 숫자로 4~20자 입력해 주세요.',
      SIG_ValidCheckNickName: '아이디 중복 확인을 해 주세요.',
      VA_EnterPassword: '비밀번호를 입력해 주세요.',
      VA_PasswordLength: '비밀번호는 7자 이상 입력해 주세요.',
      UTI_ValidatePassword5: '비밀번호는 7~16자로 입력해 주세요.',
      VA_PasswordContain:
        '비밀번호는 영문과 숫자를 포함해 7~16자로 입력해 주세요. 특수문자는 !@#$%^&*()_+=?.,~- 만 쓸 수 있어요.',
      VA_PasswordConfirm: '비밀번호가 일치하지 않습니다.',
      VA_EnterName: '이름을 입력해 주세요.',
      VA_NameLength: '20자 이내로 입력해 주세요.',
      VA_EmailFormat: '올바른 이메일 형식이 아닙니다. (아이디 3~64자, 영문·숫자·. _ - 사용)',
      SIG_ValidDupEmail: '이미 가입된 이메일입니다. 다른 이메일을 입력해 주세요.',
      SIG_ValidEmailAuth: '이메일 인증을 완료해 주세요.',
      VA_AuthNumber: '인증번호 6자리를 숫자로 입력해 주세요.',
      ALT_InputMobile: '휴대폰 번호를 입력해 주세요.',
      VA_MobileOnlyNumber: '휴대폰 번호는 숫자만 입력해 주세요.',
      VA_MobileLength: '휴대폰 번호는 11자리 이내로 입력해 주세요.',
      VA_ReferrerLength: '추천인 회원번호는 4~20자로 입력해 주세요.',
      SIG_SelectReferrer: '추천인을 조회해 선택해 주세요.',
      SIG_AgreeRequiredTerms: '필수 약관에 모두 동의해 주세요.'
    },
    complete: {
      title: '회원가입이 완료되었습니다',
      welcome: '{{name}}님, 루미에르 비타의 회원이 되신 것을 환영합니다.',
      memberNumber: '회원번호',
      loginId: '아이디',
      memberType: '회원 유형',
      joinDate: '가입일',
      login: '로그인하기',
      home: '홈으로 가기'
    },
    reject: {
      title: '회원가입을 진행할 수 없습니다',
      body: '가입 요청이 거절되었거나 유효 기간이 지났습니다. 처음부터 다시 진행해 주세요.',
      restart: '회원가입 다시 하기'
    }
  },
  unlock: {
    title: '로그인 잠금 해제',
    lead: '메일로 받은 링크입니다. 아래 버튼을 누르면 잠긴 로그인이 바로 풀립니다.',
    submit: '잠금 해제하기',
    submitting: '해제하는 중…',
    done: '잠금이 해제되었습니다. 이제 로그인할 수 있습니다.',
    doneAction: '로그인하기',
    invalid:
      '잠금 해제 링크가 만료되었거나 이미 사용되었습니다. 잠금은 시간이 지나면 자동으로 풀리며, 비밀번호를 재설정해도 바로 로그인할 수 있습니다.',
    resetAction: '비밀번호 재설정하기',
    failed: '잠금을 해제하지 못했습니다. 잠시 후 다시 시도해 주세요.'
  },
  recovery: {
    findTitle: '아이디 찾기',
    findLead: '가입할 때 등록한 이메일 또는 휴대폰 본인확인으로 아이디를 찾을 수 있어요.',
    methods: '찾는 방법',
    byEmail: '이메일 인증',
    byIdentity: '휴대폰 본인확인',
    email: '이메일',
    emailPlaceholder: '가입한 이메일 주소',
    sendCode: '인증번호 받기',
    resendCode: '인증번호 다시 받기',
    sending: '보내는 중…',
    codeSent: '{{email}}(으)로 인증번호를 보냈습니다. 메일함을 확인해 주세요.',
    code: '인증번호',
    codePlaceholder: '숫자 6자리',
    verify: '확인',
    verifying: '확인 중…',
    timeLeft: '남은 시간',
    codeExpired: '인증 시간이 지났습니다. 인증번호를 다시 받아 주세요.',
    resendIn: '{{seconds}}초 후에 다시 받을 수 있어요.',
    identityLead: '본인 명의의 휴대폰으로 본인확인을 하면 가입한 아이디를 알려 드려요.',
    identityResetLead: '비밀번호를 바꿀 아이디를 입력하고 본인확인을 해 주세요.',
    loginIdLabel: '아이디',
    loginIdPlaceholder: '비밀번호를 바꿀 아이디',
    resultTitle: '아이디를 찾았어요',
    resultOne: '회원님의 아이디입니다.',
    resultMany: '본인 명의로 가입된 아이디가 {{count}}개 있어요.',
    resultLead: '개인정보 보호를 위해 아이디 일부를 가려서 보여 드려요.',
    loginId: '아이디',
    joinDate: '가입일',
    login: '로그인',
    resetPassword: '비밀번호 재설정',
    resetThis: '{{loginId}} 비밀번호 재설정',
    searchAgain: '다시 찾기',
    resetTitle: '비밀번호 재설정',
    resetVerifyLead: '비밀번호를 바꾸려면 먼저 본인 인증을 해 주세요.',
    resetFor: '{{loginId}} 계정의 새 비밀번호를 입력해 주세요.',
    newPassword: '새 비밀번호',
    passwordConfirm: '새 비밀번호 확인',
    submit: '비밀번호 변경',
    submitting: '변경 중…',
    PW_ResetAlert: '비밀번호 재설정 유효시간이 지났습니다. 본인 인증을 다시 진행해 주세요.',
    PW_ResetOk: '비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해 주세요.'
  },
  identity: {
    groupLabel: '본인확인 방법',
    mobile: '휴대폰 본인확인',
    card: '카드 본인확인',
    againMobile: '휴대폰으로 다시 인증',
    againCard: '카드로 다시 인증',
    waiting: '열린 창에서 본인확인을 마쳐 주세요.',
    showWindow: '인증 창 보기',
    checking: '인증 결과를 확인하고 있습니다…',
    CMM_CertificationSuccess: '본인확인이 완료되었습니다.',
    ALT_Certification: '본인확인을 먼저 진행해 주세요.',
    UTI_AltBlockPopup:
      '팝업이 차단되어 본인확인 창을 열 수 없습니다. 브라우저에서 이 사이트의 팝업을 허용한 뒤 다시 시도해 주세요.',
    error: {
      blocked: '팝업이 차단되었습니다. 팝업을 허용한 뒤 다시 시도해 주세요.',
      cancelled: '본인확인이 취소되었습니다. 다시 시도해 주세요.',
      failed: '본인확인에 실패했습니다. 다시 시도해 주세요.',
      expired: '본인확인 유효시간이 지났습니다. 다시 인증해 주세요.',
      unavailable: '지금은 본인확인을 시작할 수 없습니다. 잠시 후 다시 시도해 주세요.'
    },
    landing: {
      successTitle: '본인확인이 완료되었습니다',
      successBody: '이 창을 닫고 본인확인을 시작한 페이지로 돌아가 계속 진행해 주세요.',
      errorTitle: '본인확인을 완료하지 못했습니다',
      errorBody: '이 창을 닫고 본인확인을 시작한 페이지로 돌아가 다시 시도해 주세요.'
    }
  },
  conversion: {
    eyebrow: '플래너 전환',
    steps: {
      label: '플래너 전환 단계',
      progress: '{{current}}/{{total}} 단계',
      certificate: '본인확인',
      enterInformation: '정보 확인',
      agreeTerms: '약관 동의',
      complete: '전환 완료'
    },
    back: '이전',
    next: '다음',
    cancel: '마이페이지로 돌아가기',
    verifyAgain: '본인확인 다시 하기',
    certificate: {
      title: '본인확인을 해 주세요',
      lead: '플래너는 개인사업자로 활동하므로 회원 본인임을 확인해야 합니다.',
      who: '{{name}}님 명의의 휴대폰 또는 카드로 인증해 주세요.',
      why: '인증한 정보는 플래너 계약과 수당 지급에만 사용됩니다.'
    },
    info: {
      title: '정보를 확인해 주세요',
      lead: '본인확인한 정보와 플래너 활동에 쓸 연락처를 확인합니다.',
      verified: '본인확인 정보',
      name: '이름',
      birthDate: '생년월일',
      email: '이메일',
      emailHint: '이메일은 회원정보 수정에서 인증 후 바꿀 수 있습니다.',
      contact: '연락처',
      mobile: '휴대폰 번호',
      mobileHint: '고객과 본사가 연락할 번호입니다. 수당 계좌는 전환 후 등록합니다.'
    },
    terms: {
      title: '플래너 약관에 동의해 주세요',
      lead: '필수 약관에 동의해야 플래너로 전환할 수 있습니다.',
      all: '모두 동의합니다',
      required: '[필수]',
      optional: '[선택]',
      requiredMissing: '필수 약관에 모두 동의해 주세요.',
      viewTerms: '{{title}} 보기',
      view: '보기',
      submit: '플래너로 전환하기',
      submitting: '전환 중…',
      PLANNER_AGREEMENT: {
        title: '플래너(개인사업자) 활동 약관'
      },
      PLANNER_PRIVACY: {
        title: '플래너 개인정보 수집·이용 동의'
      },
      PLANNER_MARKETING: {
        title: '플래너 소식 및 교육 안내 수신'
      }
    },
    complete: {
      title: '플래너 전환이 완료되었습니다',
      lead: '이제 플래너로 활동할 수 있습니다.',
      number: '플래너 회원번호',
      previous: '이전 회원번호',
      since: '전환일',
      numberHint: '로그인은 아이디 또는 새 회원번호로 해 주세요. 이전 회원번호로는 로그인할 수 없습니다.',
      home: '쇼핑 계속하기',
      myPage: '마이페이지'
    }
  },
  myPage: {
    summary: {
      title: '나의 쇼핑 현황',
      period: '최근 {{count}}개월',
      status: {
        PLACED: '결제완료',
        PREPARING: '배송준비',
        SHIPPING: '배송중',
        DELIVERED: '배송완료'
      },
      points: '적립금',
      pointsValue: '{{amount}}P',
      coupons: '사용 가능 쿠폰',
      couponsValue: '{{amount}}장',
      loadError: '쇼핑 현황을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.'
    },
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
  },
  mypageAccount: {
    backToMyPage: '마이페이지',
    checking: '확인 중…',
    saving: '처리 중…',
    loading: '불러오는 중…',
    loadError: '정보를 불러오지 못했습니다.',
    retry: '다시 시도',
    cancel: '취소',
    optional: '선택',
    refund: {
      title: '환불 계좌',
      lead: '주문 취소와 반품 환불을 받을 본인 명의 계좌입니다. 은행에서 예금주를 확인한 뒤 등록됩니다.',
      current: '등록된 환불 계좌',
      none: '등록된 환불 계좌가 없습니다.',
      bank: '은행',
      bankPlaceholder: '은행을 선택해 주세요',
      number: '계좌번호',
      numberPlaceholder: '- 없이 숫자만 입력',
      holder: '예금주',
      verify: '계좌 확인',
      verified: '예금주가 확인되었습니다.',
      agree: '환불 계좌 이용 약관에 동의합니다. (필수)',
      register: '환불 계좌 등록',
      change: '환불 계좌 변경',
      saved: '환불 계좌가 저장되었습니다.',
      recheck: '비밀번호 다시 확인하기'
    },
    rule: {
      PW_SameAsCurrent: '현재 비밀번호와 다른 비밀번호를 입력해 주세요.',
      WD_SelectReason: '탈퇴 사유를 선택해 주세요.',
      WD_DetailLength: '500자 이내로 입력해 주세요.',
      WD_AgreeRequired: '안내 사항을 확인하고 동의해 주세요.',
      CMM_AccVerifyFirst: '계좌 확인을 먼저 해 주세요.',
      CMM_AccDesc2: '환불 계좌 이용 약관에 동의해 주세요.',
      CMM_AccDesc3: '은행을 선택해 주세요.',
      CMM_AccDesc4: '계좌번호를 입력해 주세요.',
      CMM_AccNumberLength: '계좌번호는 10~16자리 숫자로 입력해 주세요.',
      CMM_AccHolderName: '예금주명을 20자 이내로 입력해 주세요.',
      VA_NumberOnly: '숫자만 입력해 주세요.'
    },
    menu: {
      title: '계정 관리',
      orderList: '주문/배송 조회',
      orderListHint: '주문 내역, 배송 상태, 주문 취소',
      returnList: '반품 내역',
      returnListHint: '반품 신청 현황, 회수, 환불',
      userInfo: '회원정보 수정',
      userInfoHint: '휴대폰 번호, 이메일, 마케팅 수신 동의',
      changePassword: '비밀번호 변경',
      changePasswordHint: '주기적으로 바꾸면 더 안전해요',
      sns: '소셜 계정 연결',
      snsHint: '카카오 등 간편 로그인 연결 관리',
      refundAccount: '환불 계좌',
      refundAccountHint: '주문 취소·반품 시 환불받을 계좌',
      autoship: '정기배송 관리',
      autoshipHint: '정기배송 일정, 건너뛰기·일시정지·해지',
      autoshipCard: '결제 카드 관리',
      autoshipCardHint: '등록 카드, 정기배송 카드, 카드 비밀번호',
      withdrawal: '회원 탈퇴',
      withdrawalHint: '탈퇴 전 꼭 확인해 주세요',
      reviews: '내 리뷰',
      reviewsHint: '작성한 리뷰와 적립 포인트',
      beautyProfile: '뷰티 프로필',
      beautyProfileHint: '피부 타입·톤·고민을 리뷰에 함께 표시',
      addresses: '배송지 관리',
      addressesHint: '자주 쓰는 배송지와 기본배송지',
      coupon: '쿠폰',
      couponHint: '보유 쿠폰과 사용·만료 내역',
      wishlist: '찜한 상품',
      wishlistHint: '찜해 둔 상품 모아 보기',
      recent: '최근 본 상품',
      recentHint: '최근에 본 상품 50개',
      restock: '재입고 알림',
      restockHint: '신청한 재입고 알림과 알림 내역',
      point: '포인트',
      pointHint: '포인트 잔액과 적립·사용 내역'
    },
    checkPassword: {
      title: '비밀번호 확인',
      lead: '회원님의 정보를 안전하게 보호하기 위해 비밀번호를 한 번 더 확인합니다.',
      member: '회원',
      password: '비밀번호',
      submit: '확인'
    },
    changePassword: {
      title: '비밀번호 변경',
      lead: '현재 비밀번호를 확인한 뒤 새 비밀번호로 변경합니다.',
      dueTitle: '비밀번호 변경이 필요합니다',
      dueBody:
        '개인정보 보호를 위해 비밀번호 변경을 권장하는 날짜({{date}})가 지났습니다. 지금 변경하거나 90일 뒤에 다시 안내받을 수 있어요.',
      current: '현재 비밀번호',
      new: '새 비밀번호',
      confirm: '새 비밀번호 확인',
      sessionsNote: '변경하면 이 기기를 제외한 다른 기기에서는 로그아웃됩니다.',
      submit: '비밀번호 변경',
      later: '다음에 변경하기',
      done: '비밀번호가 변경되었습니다. 다른 기기에서는 새 비밀번호로 다시 로그인해 주세요.',
      delayed: '비밀번호 변경이 {{date}}(으)로 연기되었습니다.'
    },
    userInfo: {
      title: '회원정보 수정',
      lead: '이름, 아이디, 회원번호는 변경할 수 없습니다.',
      name: '이름',
      loginId: '아이디',
      memberNumber: '회원번호',
      mobile: '휴대폰 번호',
      email: '이메일',
      noEmail: '등록된 이메일이 없습니다',
      changeEmail: '이메일 변경',
      newEmail: '새 이메일',
      currentPassword: '현재 비밀번호',
      currentPasswordHint: '이메일은 계정 찾기에 쓰이므로 현재 비밀번호를 함께 확인합니다.',
      cancelEmailChange: '이메일 변경 취소',
      marketing: '마케팅 정보 수신',
      marketingHint: '동의하지 않아도 서비스 이용에는 제한이 없습니다.',
      marketingEmail: '이메일 수신 동의',
      marketingSms: 'SMS 수신 동의',
      nothingChanged: '변경된 내용이 없습니다.',
      saved: '회원정보가 수정되었습니다.',
      savedWithEmail: '회원정보가 수정되었습니다. 다른 기기에서는 로그아웃되었습니다.',
      submit: '저장하기'
    },
    sns: {
      title: '소셜 계정 연결',
      lead: '연결한 소셜 계정으로 간편하게 로그인할 수 있습니다.',
      providers: {
        KAKAO: '카카오',
        NAVER: '네이버',
        APPLE: 'Apple'
      },
      linked: '{{provider}} 계정이 연결되었습니다.',
      linkedOn: '{{date}} 연결됨',
      linkedState: '연결됨',
      notLinked: '연결되지 않음',
      link: '연결하기',
      linkLabel: '{{provider}} 계정 연결하기',
      unlink: '연결 해제',
      unlinkLabel: '{{provider}} 계정 연결 해제',
      unlinkConfirm:
        '{{provider}} 계정 연결을 해제하시겠습니까? 해제하면 {{provider}}(으)로 로그인할 수 없습니다.',
      unlinked: '{{provider}} 계정 연결이 해제되었습니다.',
      linkFailed: '소셜 계정을 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.'
    },
    withdrawal: {
      title: '회원 탈퇴',
      lead: '그동안 루미에르 비타를 이용해 주셔서 감사합니다.',
      noticeTitle: '탈퇴 전 꼭 확인해 주세요',
      notice1: '보유하신 포인트와 쿠폰은 모두 사라지며 복구할 수 없습니다.',
      notice2: '이메일과 휴대폰 번호는 즉시 삭제되고, 거래 기록은 관계 법령에 따라 보관됩니다.',
      notice3: '탈퇴 후 30일이 지나면 다시 가입할 수 있습니다.',
      reason: '탈퇴 사유',
      reasons: {
        NOT_USING: '이용 빈도가 낮아요',
        SERVICE: '서비스가 불편해요',
        PRODUCTS: '원하는 상품이 없어요',
        PRICE: '가격이 부담돼요',
        PRIVACY: '개인정보가 걱정돼요',
        OTHER: '기타'
      },
      detail: '남기실 말씀',
      detailPlaceholder: '더 나은 서비스를 위해 의견을 남겨 주세요.',
      detailCount: '{{count}} / {{max}}자',
      password: '비밀번호',
      agree: '안내 사항을 모두 확인했으며, 탈퇴에 동의합니다.',
      keep: '탈퇴하지 않기',
      submit: '탈퇴하기',
      confirm: '정말 탈퇴하시겠습니까? 탈퇴하면 되돌릴 수 없습니다.',
      confirmYes: '탈퇴하기',
      doneTitle: '회원 탈퇴가 완료되었습니다',
      doneBody: '그동안 이용해 주셔서 감사합니다.',
      rejoinFrom: '{{date}}부터 다시 가입할 수 있습니다.'
    }
  },
  office: {
    handoffFailed: '마이오피스로 이동하지 못했습니다',
    boAccessLead: '마이오피스(백오피스)를 이용하려면 플래너 계정으로 로그인해 주세요.',
    sso: {
      failed: '마이오피스에서 자동 로그인하지 못했습니다.',
      HANDOFF_CODE_EXPIRED: '로그인 코드의 유효시간(60초)이 지났습니다. 아이디와 비밀번호로 로그인해 주세요.',
      HANDOFF_CODE_USED: '이미 사용된 로그인 코드입니다. 아이디와 비밀번호로 로그인해 주세요.',
      invalid: '로그인 코드가 올바르지 않습니다. 아이디와 비밀번호로 로그인해 주세요.'
    },
    plannerCheck: {
      title: '플래너 확인',
      lead: '플래너의 회원번호와 이름을 입력하면 현재 활동 중인 플래너인지 확인할 수 있습니다.',
      numberLabel: '플래너 회원번호',
      numberPlaceholder: '회원번호를 입력해 주세요',
      nameLabel: '플래너 이름',
      namePlaceholder: '이름을 입력해 주세요 (예: 김서연)',
      submit: '확인하기',
      submitting: '확인 중…',
      resultLabel: '확인 결과',
      CHP_ActivePlanner: '활동 중인 플래너입니다.',
      CHP_NonActivePlanner: '활동 중인 플래너가 아닙니다.',
      nonActiveHint: '회원번호와 이름을 다시 확인해 주세요. 정보가 맞다면 현재 활동하지 않는 플래너입니다.',
      again: '다른 플래너 확인',
      rule: {
        LOG_ValidId: '플래너 회원번호를 입력해 주세요.',
        VA_LoginIdLength: '회원번호는 20자 이내로 입력해 주세요.',
        VA_EnterName: '플래너 이름을 입력해 주세요.',
        VA_NameLength: '이름은 20자 이내로 입력해 주세요.',
        invalid: '입력값을 확인해 주세요.'
      }
    }
  },
  migrate: {
    title: '기존 회원 계정 이전',
    lead: '이전 쇼핑몰 회원이셨나요? 기존 계정을 찾아 새 아이디와 비밀번호를 정하면 회원번호와 정보를 그대로 옮겨 드립니다.',
    steps: {
      label: '계정 이전 단계',
      find: '기존 계정 찾기',
      create: '새 계정 만들기',
      progress: '{{total}}단계 중 {{current}}단계'
    },
    find: {
      title: '기존 계정 찾기',
      lead: '이전 쇼핑몰에서 쓰던 아이디와 비밀번호를 입력해 주세요.',
      idLabel: '기존 아이디',
      idPlaceholder: '이전 쇼핑몰 아이디',
      passwordLabel: '기존 비밀번호',
      passwordPlaceholder: '이전 쇼핑몰 비밀번호',
      submit: '기존 계정 찾기',
      submitting: '찾는 중…',
      mailed: '안내 메일의 링크로 기존 계정을 확인하는 중입니다…',
      mailedFailed: '안내 메일의 링크로 계정을 찾지 못했습니다. 기존 아이디와 비밀번호로 찾아 주세요.'
    },
    profile: {
      title: '찾은 기존 계정',
      loginId: '기존 아이디',
      name: '이름',
      email: '이메일',
      mobile: '휴대폰 번호',
      type: '회원 유형',
      memberNumber: '회원번호',
      none: '없음',
      maskedNote: '개인정보 보호를 위해 일부만 표시합니다.',
      notYou: '본인 계정이 아닌가요? 다시 찾기'
    },
    userType: {
      BEAUTY_CONSUMER: '일반 회원',
      NON_REF_CUSTOMER: '일반 회원 (추천인 없음)',
      SOLE_PROPRIETORSHIP: '플래너 회원'
    },
    create: {
      title: '새 아이디와 비밀번호 정하기',
      lead: '이 쇼핑몰에서 사용할 아이디와 비밀번호를 정해 주세요.',
      loginIdLabel: '새 아이디',
      loginIdPlaceholder: '영문, 숫자 4~20자',
      check: '중복 확인',
      checking: '확인 중…',
      available: '사용할 수 있는 아이디입니다.',
      checkFirst: '아이디 중복 확인을 해 주세요.',
      passwordLabel: '새 비밀번호',
      passwordPlaceholder: '영문, 숫자 포함 7~16자',
      passwordHint:
        '영문과 숫자를 포함해 7~16자로 입력해 주세요. 특수문자 !@#$%^&*()_+=?.,~- 를 쓸 수 있어요.',
      passwordConfirmLabel: '새 비밀번호 확인',
      passwordConfirmPlaceholder: '비밀번호를 한 번 더 입력해 주세요',
      consents: '약관 동의',
      all: '필수 약관에 모두 동의',
      required: '(필수)',
      optional: '(선택)',
      submit: '계정 이전하기',
      submitting: '이전하는 중…',
      expires: '30분 안에 완료해 주세요.'
    },
    rule: {
      MIG_EnterLegacyId: '기존 아이디를 입력해 주세요.',
      MIG_LegacyIdFormat: '기존 아이디는 영문, 숫자, 마침표(.), 밑줄(_), 하이픈(-)으로 4~30자입니다.',
      VA_EnterPassword: '비밀번호를 입력해 주세요.'
    },
    complete: {
      title: '계정 이전이 완료되었습니다',
      lead: '새 아이디와 비밀번호로 로그인해 주세요.',
      memberNumber: '회원번호',
      loginId: '아이디',
      type: '회원 유형',
      keptNumber: '기존 회원번호를 그대로 사용합니다.',
      newNumber: '기존 회원번호가 이미 사용 중이어서 새 회원번호를 드렸습니다.',
      login: '로그인하기',
      home: '홈으로',
      missing: '완료된 계정 이전 정보가 없습니다.',
      start: '계정 이전하러 가기'
    }
  },
  savedCards: savedCardsKoKR
} as const;

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
/** The shape every accounts catalogue must have. */
export type AccountsMessages = Widen<typeof accountsKoKR>;

export default accountsKoKR;
