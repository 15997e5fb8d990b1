import autoshipKoKR from './autoship.ko-KR';
/**
 * Texts of checkout (/order, /order/guest, /order/nonuser/info) and the success pages: the `checkout` namespace,
 * loaded with those screens' chunks. `autoship` holds the autoship screens' texts (their own file per language).
 */
const checkoutKoKR = {
  title: '주문/결제',
  guestTitle: '비회원 주문/결제',
  loading: '주문서를 불러오는 중입니다…',
  loadFailed: '주문서를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
  empty: {
    title: '주문할 상품이 없습니다',
    body: '장바구니에서 주문할 상품을 선택해 주세요.',
    action: '장바구니로 가기'
  },
  testMode: '테스트 모드 — 실제 결제되지 않습니다',
  lines: {
    title: '주문 상품',
    count: '{{count}}개',
    option: '옵션: {{value}}',
    quantity: '수량 {{count}}개',
    unavailable: '주문할 수 없는 상품이 있습니다. 장바구니에서 상품을 변경해 주세요.',
    unavailableBadge: '주문 불가',
    backToCart: '장바구니로 돌아가기'
  },
  address: {
    title: '배송지',
    change: '변경',
    add: '새 배송지',
    none: '등록된 배송지가 없습니다. 배송지를 추가해 주세요.',
    required: '배송지를 입력해 주세요.',
    edit: '배송지 입력',
    defaultBadge: '기본'
  },
  message: {
    title: '배송 메시지',
    label: '배송 메시지 선택',
    none: '선택 안 함',
    DOOR: '문 앞에 놓아 주세요',
    SECURITY: '경비실에 맡겨 주세요',
    CALL_BEFORE: '배송 전 연락 주세요',
    PARCEL_BOX: '택배함에 넣어 주세요',
    OTHER: '직접 입력',
    otherLabel: '배송 메시지 직접 입력',
    otherPlaceholder: '배송 메시지를 입력해 주세요 (최대 50자)',
    counter: '{{count}}/{{max}}',
    required: '배송 메시지를 입력해 주세요.'
  },
  coupon: {
    title: '쿠폰',
    choose: '쿠폰 선택',
    change: '쿠폰 변경',
    none: '적용 안 함',
    noCoupons: '사용 가능한 쿠폰이 없습니다.',
    available: '사용 가능 {{count}}장',
    dialogTitle: '쿠폰 선택',
    discount: '{{amount}} 할인',
    rate: '{{rate}}% 할인',
    cap: '최대 {{amount}}',
    min: '{{amount}} 이상 구매 시',
    expires: '{{date}}까지',
    apply: '적용',
    reason: {
      MIN_AMOUNT: '최소 주문 금액 미달',
      NO_ELIGIBLE_PRODUCT: '적용 가능한 상품 없음'
    },
    loading: '쿠폰을 불러오는 중입니다…'
  },
  points: {
    title: '포인트',
    balance: '보유 {{amount}}P',
    label: '사용할 포인트',
    useAll: '전액 사용',
    max: '최대 {{amount}}P 사용 가능',
    invalid: '포인트는 0 이상 {{max}}P 이하의 숫자로 입력해 주세요.',
    unit: 'P'
  },
  payment: {
    title: '결제 수단',
    card: '카드 결제',
    split: '2회 분할 결제',
    splitHint: '두 장의 카드로 나누어 결제할 수 있습니다. 회차별 최소 {{min}}.',
    firstAmount: '1차 결제 금액',
    remaining: '2차 결제 금액 {{amount}}',
    splitInvalid: '1차, 2차 결제 금액은 각각 {{min}} 이상이어야 합니다.',
    noCardNeeded: '포인트와 쿠폰으로 전액 결제됩니다.',
    methodLabel: '결제 방법 선택',
    window: '카드 결제 (결제창)',
    savedCard: '등록 카드로 결제',
    savedCardsLabel: '결제할 등록 카드',
    manageCards: '카드 관리',
    autoshipCard: '정기배송 카드',
    unknownIssuer: '카드',
    registerHint: '카드를 등록하면 다음부터 카드 비밀번호만으로 결제할 수 있습니다.',
    register: '카드 등록하기'
  },
  savedCard: {
    lead: '{{card}}, {{amount}} 결제를 위해 카드 비밀번호 6자리를 입력해 주세요.',
    paying: '결제하는 중입니다…'
  },
  summary: {
    title: '결제 금액',
    productPrice: '상품 금액',
    productDiscount: '상품 할인',
    couponDiscount: '쿠폰 할인',
    pointUsed: '포인트 사용',
    deliveryFee: '배송비',
    free: '무료',
    amount: '최종 결제 금액',
    earnPoint: '적립 예정 포인트 {{amount}}P',
    updating: '금액을 다시 계산하는 중입니다…'
  },
  agreements: {
    title: '약관 동의',
    all: '전체 동의',
    required: '(필수)',
    viewTerms: '{{title}} 보기',
    view: '보기',
    purchase: '주문 상품 정보 및 결제 진행에 동의합니다',
    privacy: '개인정보 수집 및 이용에 동의합니다',
    thirdParty: '개인정보 제3자 제공에 동의합니다',
    guestPrivacy: '비회원 주문 개인정보 수집에 동의합니다',
    missing: '필수 약관에 모두 동의해 주세요.'
  },
  pay: '{{amount}} 결제하기',
  payStep: '{{step}}차 {{amount}} 결제하기',
  paying: '결제 창을 여는 중입니다…',
  steps: {
    progress: '{{step}}차 결제 완료 {{paid}} — 2차 결제 {{rest}}',
    hint: '2차 결제를 마치면 주문이 완료됩니다. 이 화면을 벗어나면 30분 뒤 1차 결제가 자동으로 취소됩니다.'
  },
  confirming: '결제를 확인하는 중입니다…',
  failed: {
    title: '결제가 완료되지 않았습니다',
    PAY_PROCESS_CANCELED: '결제를 취소하셨습니다. 다시 결제해 주세요.',
    PAY_PROCESS_ABORTED: '결제 진행 중 승인에 실패하여 결제가 중단되었습니다. 다시 시도해 주세요.',
    REJECT_CARD_COMPANY: '카드사에서 결제를 거절했습니다. 다른 카드로 다시 시도해 주세요.',
    refunded: '먼저 결제된 1차 금액은 취소(환불)되었습니다.',
    generic: '결제를 진행하지 못했습니다. 다시 시도해 주세요.'
  },
  sdkFailed: '결제 창을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  orderName: '{{first}} 외 {{others}}건',
  guest: {
    orderer: '주문자 정보',
    edit: '수정',
    password: '주문 조회 비밀번호',
    passwordConfirm: '비밀번호 확인',
    passwordHint: '비회원 주문 조회에 사용합니다 ({{min}}–{{max}}자).',
    passwordMismatch: '비밀번호가 일치하지 않습니다.',
    ORD_GuestPasswordLength: '비밀번호는 {{min}}–{{max}}자로 입력해 주세요.',
    memberLogin: '회원이신가요? 로그인하고 포인트와 쿠폰을 사용하세요.'
  },
  nonuser: {
    title: '비회원 주문',
    intro: '주문자 정보를 입력해 주세요. 주문 조회와 배송 안내에 사용합니다.',
    name: '이름',
    mobile: '휴대폰 번호',
    mobilePlaceholder: '01012345678',
    email: '이메일',
    agree: '비회원 주문 개인정보 수집 및 이용에 동의합니다 (필수)',
    agreeRequired: '개인정보 수집에 동의해 주세요.',
    next: '다음',
    login: '로그인하고 주문하기',
    rule: {
      VA_EnterName: '이름을 입력해 주세요.',
      VA_NameLength: '이름은 20자 이내로 입력해 주세요.',
      VA_EmailFormat: '올바른 이메일 형식이 아닙니다.',
      ALT_InputMobile: '휴대폰 번호를 입력해 주세요.',
      VA_MobileOnlyNumber: '휴대폰 번호는 숫자만 입력해 주세요.',
      VA_MobileLength: '휴대폰 번호는 11자리 이내로 입력해 주세요.'
    }
  },
  success: {
    title: '주문이 완료되었습니다',
    guestTitle: '비회원 주문이 완료되었습니다',
    thanks: '주문해 주셔서 감사합니다.',
    orderNumber: '주문번호',
    items: '주문 상품',
    paid: '결제 금액',
    paidStep: '{{step}}차 결제',
    pointUsed: '사용 포인트',
    couponDiscount: '쿠폰 할인',
    earnLater: '적립 예정 포인트 {{amount}}P는 상품이 출고되면 주문 상세에서 받을 수 있습니다.',
    address: '배송지',
    detail: '주문 상세',
    continue: '쇼핑 계속하기',
    guestLookup: '비회원 주문조회',
    guestHint: '비회원 주문조회는 주문번호 {{orderNumber}}와 주문 시 입력한 비밀번호로 할 수 있습니다.',
    missing: '주문 정보를 찾을 수 없습니다.'
  },
  autoship: autoshipKoKR,
  /** 청약철회 (전자상거래법 제17조) near the agreements (docs/decisions/093). */
  withdrawal: {
    title: '청약철회 안내',
    period: '상품을 받은 날부터 {{days}}일 이내에는 청약철회(반품·환불)를 신청할 수 있습니다.',
    exceptions:
      '다만 포장을 개봉했거나 사용한 화장품처럼 사용·소비로 가치가 크게 줄어든 경우, 고객님의 책임으로 상품이 훼손된 경우, 시간이 지나 다시 팔기 어려운 경우에는 청약철회가 제한됩니다. 내용 확인을 위해 포장만 뜯은 경우는 제외합니다.',
    mismatch:
      '상품이 표시·광고나 계약 내용과 다르면 받은 날부터 {{months}}개월, 그 사실을 안 날부터 {{days}}일 이내에 청약철회할 수 있습니다.'
  }
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
/** The shape every order catalogue must have. */
export type CheckoutMessages = Widen<typeof checkoutKoKR>;

export default checkoutKoKR;
