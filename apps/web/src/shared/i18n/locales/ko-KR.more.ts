import { COMMON_ERROR_MESSAGES_KO_KR } from '@mall/domain';

/**
 * Where this namespace deliberately words a code differently from the error catalogue in
 * packages/domain (docs/decisions/050): texts that carry the refusal's numbers (rejoin date, quantity limit, usable points).
 */
const errorOverrides = {
  '9002': '탈퇴한 회원입니다. {{date}}부터 다시 가입할 수 있습니다.',
  CART_QUANTITY_LIMIT: '이 상품은 최대 {{maxQuantity}}개까지 담을 수 있습니다.',
  POINT_USE_INVALID: '사용 가능한 포인트를 초과했습니다. 최대 {{max}}P까지 사용할 수 있습니다.'
};

/**
 * The Korean catalogue is the source: its shape is the type of every other catalogue and of `t()`.
 * Keys in UPPER_Snake (ALT_PlannerOnly, CA_SoldoutAlert, ...) are the spec's message keys; `error.<code>`
 * translates the API's error codes: the domain's error catalogue (packages/domain error-messages.ts, the
 * shop-wide group), the overrides above, plus the client's own (TIMEOUT, NETWORK_ERROR, UNKNOWN).
 */

/**
 * The part of the Korean `translation` namespace Home's first paint does not show (docs/decisions/060).
 * Keys in UPPER_Snake (ALT_PlannerOnly, CA_SoldoutAlert, ...) are the spec's message keys; `error.<code>`
 * translates the API's error codes: the domain's error catalogue (packages/domain error-messages.ts, the
 * shop-wide group), the overrides above, plus the client's own (TIMEOUT, NETWORK_ERROR, UNKNOWN).
 */
const koKRMore = {
  /** The office entry's note to a customer (a dialog, never on Home's first paint). */
  officeExplain: {
    title: '마이오피스는 플래너 전용 공간입니다',
    body: '마이오피스에서는 플래너가 판매 실적, 수당, 개인몰과 이지백을 관리합니다. 지금 회원님은 쇼핑 회원이라 이용할 수 없어요. 본인확인과 약관 동의를 거쳐 플래너로 전환하면 바로 이용할 수 있습니다.',
    start: '플래너 전환하기'
  },
  footer: {
    companyInfo: '사업자 정보',
    companyName: '(주)루미에르비타',
    ceoLabel: '대표이사',
    ceo: '한서윤',
    businessNumberLabel: '사업자등록번호',
    mailOrderLabel: '통신판매업신고',
    mailOrderNumber: '제2025-서울강남-01573호',
    addressLabel: '주소',
    address: '(06159) 서울특별시 강남구 테헤란로 427, 12층',
    customerCenter: '고객센터',
    hours: '평일 09:00–18:00 (점심시간 12:00–13:00) · 주말·공휴일 휴무',
    emailLabel: '이메일',
    terms: '이용약관',
    privacy: '개인정보처리방침',
    legalLinks: '약관 및 정책',
    guestOrder: '비회원 주문조회',
    copyright: '© {{year}} Lumière Vita Co., Ltd. All rights reserved.'
  },
  /** The shop's legal notices (docs/decisions/093): footer and checkout. */
  legal: {
    businessInfoCheck: '사업자정보 확인',
    newWindow: '(새 창)',
    privacyOfficerLabel: '개인정보보호책임자',
    privacyOfficer: '{{name}} ({{position}})',
    escrowTitle: '구매안전서비스',
    escrowBody:
      '고객님의 안전한 거래를 위해 현금으로 결제하시는 금액은 {{provider}}의 구매안전서비스(에스크로)로 보호됩니다.',
    escrowConfirm: '서비스 가입사실 확인'
  },
  maintenance: {
    title: '서비스 점검 중입니다',
    body: '더 나은 서비스를 위해 시스템 점검을 진행하고 있습니다. 이용에 불편을 드려 죄송합니다. 점검이 끝나는 대로 다시 찾아뵙겠습니다.',
    contact: '문의: 고객센터 {{phone}}'
  },
  product: {
    brand: '브랜드',
    points: '적립 포인트',
    pointsValue: '{{points}}P',
    options: '옵션',
    chooseOption: '옵션을 선택해 주세요',
    selectedOption: '선택한 옵션: {{option}}',
    optionSoldOut: '일시품절',
    optionPaused: '판매중지',
    pausedNotice: '판매가 일시 중지된 상품입니다.',
    almostSoldOutNotice: '재고가 얼마 남지 않았어요.',
    quantity: '수량',
    decrease: '수량 줄이기',
    increase: '수량 늘리기',
    quantityMax: '최대 {{max}}개까지 구매할 수 있습니다.',
    total: '총 상품 금액',
    description: '상품 정보',
    categories: '카테고리',
    gallery: '상품 이미지',
    showImage: '{{index}}번째 이미지 보기',
    imageAlt: '{{name}} 이미지 {{index}}',
    sp: 'SP',
    spName: '판매 포인트',
    bp: 'BP',
    bpName: '비즈니스 포인트',
    notFoundTitle: '상품을 찾을 수 없습니다',
    notFoundBody: '판매가 종료되었거나 주소가 잘못 입력되었습니다.'
  },
  productStatus: {
    stopSelling: '판매가 중지된 상품입니다. 상품 목록을 새로 불러왔습니다.',
    recommendedTitle: '함께 보면 좋은 상품'
  },
  search: {
    corrected: '‘{{keyword}}’ 대신 ‘{{corrected}}’ 검색 결과입니다.',
    hintWords: '띄어쓰기가 달라도 찾아 드려요. 단어 수를 줄여 보세요.',
    hintInitials: '초성(ㅋㄹ → 크림, ㅅㅋ → 스킨)이나 영문 상품명으로도 검색할 수 있어요.',
    suggestions: '추천 상품',
    suggestCorrected: '‘{{corrected}}’ 검색 결과',
    title: '상품 검색',
    label: '검색어',
    placeholder: '상품명을 입력해 주세요',
    submit: '검색',
    resultsFor: '‘{{keyword}}’ 검색 결과 {{count}}개',
    noResults: '‘{{keyword}}’에 대한 검색 결과가 없습니다.',
    noResultsHint: '검색어의 철자를 확인하거나 다른 검색어를 입력해 보세요.',
    prompt: '찾으시는 상품명을 입력해 주세요.',
    resultsTitle: '‘{{keyword}}’ 검색 결과'
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    body: '요청하신 페이지가 없거나 주소가 변경되었습니다.'
  },
  routeError: {
    title: '일시적인 오류가 발생했습니다',
    body: '잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 문의해 주세요.',
    requestId: '오류 번호: {{id}}'
  },
  plannerMenu: {
    title: '플래너 메뉴',
    personalMall: '개인몰 관리',
    easyBag: '이지백',
    diveIn: '내 영상',
    allowanceInfo: '수당 정보',
    checkPlannerDocument: '플래너 서류 확인',
    /** The dot on 수당 정보 while no allowance account is registered. */
    alarm: '등록 필요'
  },
  guard: {
    loginRequiredTitle: '로그인이 필요한 페이지입니다',
    loginRequired: '로그인 후 이용해 주세요.',
    moveToLogin: '로그인하기'
  },
  dialog: {
    info: '알림',
    goToSignup: '회원가입하기'
  },
  CM_Error: '오류',
  ALT_PlannerOnly: '플래너 회원만 이용할 수 있습니다.',
  ALT_CustomerOnly: '일반 회원만 이용할 수 있습니다.',
  ALT_RejectRefCustomer: '추천인이 없는 회원은 이용할 수 없습니다.',
  ALT_RejectMyOffice: '추천인이 없는 회원은 마이오피스를 이용할 수 없습니다.',
  CA_SoldoutAlert: '품절된 상품입니다.',
  UTI_InvalidToken: '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
  error: {
    ...COMMON_ERROR_MESSAGES_KO_KR,
    ...errorOverrides,
    TIMEOUT: '응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요.',
    NETWORK_ERROR: '네트워크 연결을 확인해 주세요.',
    UNKNOWN: '알 수 없는 오류가 발생했습니다.'
  }
} as const;

export default koKRMore;
