/**
 * Texts of the autoship screens (SPEC §2 `/autoship`, `/autoship/detail/{id}`, `/autoship/init`, `/autoship/result`).
 * Part of the `checkout` namespace (its `autoship` key), loaded with those screens: a namespace of its own would
 * add its loader to Home's first load (ADR 061). Refusals are the main catalogue's `error.<code>` texts.
 */
const autoshipKoKR = {
  failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  loading: '정기배송 정보를 불러오는 중입니다…',
  loadError: '정기배송 정보를 불러오지 못했습니다.',
  retry: '다시 시도',
  status: {
    ACTIVE: '진행 중',
    PAUSED: '일시정지',
    HELD: '결제 보류',
    CANCELLED: '해지됨'
  },
  cycle: {
    WEEKS: '{{weeks}}주마다',
    MONTHLY: '매월 {{day}}일'
  },
  cycleField: {
    legend: '배송 주기',
    WEEKS_2: '2주마다',
    WEEKS_4: '4주마다',
    WEEKS_8: '8주마다',
    MONTHLY: '매월 정한 날',
    dayOfMonth: '매월 결제일',
    dayOfMonthChoose: '날짜 선택',
    dayOfMonthOption: '{{day}}일',
    dayOfMonthHint: '1일부터 28일 중에서 고를 수 있습니다. 첫 결제 뒤로는 매월 이날 결제됩니다.'
  },
  line: {
    quantity: '수량 {{count}}개',
    option: '옵션: {{value}}',
    unavailable: '지금은 구매할 수 없는 상품입니다. 결제일에 구매할 수 없으면 그 회차에서 빠집니다.'
  },
  productsMore: '{{name}} 외 {{count}}개',
  unknownIssuer: '카드',
  amountNote: '오늘 가격 기준이며, 매 회차 결제일의 가격으로 결제됩니다.',
  list: {
    title: '정기배송 관리',
    lead: '신청한 정기배송의 일정과 결제 카드를 확인하고 변경할 수 있습니다.',
    empty: '신청한 정기배송이 없습니다',
    emptyHint: '정기배송 장바구니에 상품을 담고 원하는 주기로 받아 보세요.',
    toCart: '정기배송 장바구니로 가기',
    count: '정기배송 {{count}}건',
    cycle: '배송 주기',
    nextCharge: '다음 결제일',
    noNextCharge: '예정 없음',
    amount: '결제 예정 금액',
    card: '결제 카드',
    detail: '상세 보기',
    detailLabel: '{{name}} 정기배송 상세 보기'
  },
  init: {
    title: '정기배송 신청',
    lead: '선택한 상품을 정한 주기마다 등록 카드로 자동 결제하고 배송해 드립니다.',
    lines: '정기배송 상품',
    schedule: '배송 주기와 첫 결제일',
    firstChargeDay: '첫 결제일',
    firstChargeDayHint: '{{min}}부터 {{max}}까지 고를 수 있습니다.',
    address: '배송지',
    addressChange: '변경',
    addressAdd: '새 배송지',
    addressNone: '등록된 배송지가 없습니다. 배송지를 추가해 주세요.',
    defaultBadge: '기본',
    card: '결제 카드',
    cardsLabel: '정기결제에 쓸 등록 카드',
    autoshipCard: '정기배송 카드',
    cardNone: '카드 비밀번호가 설정된 등록 카드가 없습니다.',
    cardNoneHint: '결제 카드 관리에서 카드를 등록하고 카드 비밀번호를 설정한 뒤 다시 신청해 주세요.',
    cardRegister: '카드 등록하기',
    cardManage: '카드 관리',
    consentTitle: '정기결제 동의',
    consent: '정기결제에 동의합니다 — 매 회차 결제일에 등록 카드로 자동 결제됩니다',
    termsTitle: '정기배송 이용약관',
    viewTerms: '정기배송 이용약관 보기',
    summary: '회차별 결제 예정 금액',
    productPrice: '상품 금액',
    discount: '할인 금액',
    deliveryFee: '배송비',
    free: '무료',
    total: '회차별 결제 금액',
    submit: '정기배송 신청하기',
    passwordLead:
      '매 회차 결제일에 {{amount}}이 자동 결제됩니다(결제 카드: {{card}}). 동의하시면 카드 비밀번호 6자리를 입력해 주세요.',
    submitting: '정기배송을 신청하는 중입니다…',
    problem: {
      lines: '신청할 상품이 없습니다. 정기배송 장바구니에서 상품을 선택해 주세요.',
      dayOfMonth: '매월 결제일을 선택해 주세요.',
      firstChargeDay: '첫 결제일을 선택해 주세요.',
      firstChargeDayRange: '첫 결제일은 {{min}}부터 {{max}}까지 선택해 주세요.',
      address: '배송지를 추가해 주세요.',
      card: '결제할 등록 카드를 선택해 주세요.',
      consent: '정기결제에 동의해 주세요.'
    },
    empty: {
      title: '신청할 상품이 없습니다',
      body: '정기배송 장바구니에서 상품을 선택한 뒤 정기배송을 신청해 주세요.',
      action: '정기배송 장바구니로 가기'
    }
  },
  result: {
    title: '정기배송을 신청했습니다',
    lead: '첫 결제일에 등록 카드로 결제되고 주문이 접수됩니다. 결제 전날까지 일정과 상품을 바꿀 수 있습니다.',
    firstCharge: '첫 결제일',
    amount: '결제 예정 금액',
    toDetail: '정기배송 상세 보기',
    toList: '정기배송 목록',
    missing: '정기배송 정보를 찾을 수 없습니다.'
  },
  detail: {
    title: '정기배송 상세',
    back: '정기배송 목록',
    schedule: '배송 일정',
    nextCharge: '다음 결제일',
    nextChargeNone: '예정된 결제 없음',
    amount: '다음 결제 예정 금액',
    firstCharge: '첫 결제일',
    createdAt: '신청일',
    lines: '정기배송 상품',
    address: '배송지',
    card: '결제 카드',
    history: '회차별 결제 내역',
    historyEmpty: '아직 결제일이 지난 회차가 없습니다.',
    cycleNumber: '{{number}}회차',
    chargeStatus: {
      CHARGED: '결제 완료',
      SKIPPED: '건너뜀',
      FAILED: '결제 실패',
      SOLD_OUT_SKIPPED: '품절로 건너뜀'
    },
    orderLink: '주문 {{orderNumber}}',
    actions: '정기배송 관리',
    skip: '다음 회차 건너뛰기',
    pause: '일시정지',
    resume: '다시 시작',
    cancel: '해지',
    change: '일정·상품 변경',
    changeCard: '결제 카드 변경',
    confirm: {
      skip: '{{day}} 회차를 건너뛰시겠습니까? 건너뛴 회차는 결제되지 않고 배송되지 않습니다.',
      skipOk: '건너뛰기',
      pause: '정기배송을 일시정지하시겠습니까? 다시 시작할 때까지 결제되지 않습니다.',
      pauseOk: '일시정지',
      cancel: '정기배송을 해지하시겠습니까? 해지한 정기배송은 다시 시작할 수 없습니다.',
      cancelOk: '해지하기',
      keep: '유지하기'
    },
    done: {
      skip: '다음 회차를 건너뛰었습니다.',
      pause: '정기배송을 일시정지했습니다.',
      resume: '정기배송을 다시 시작했습니다.',
      cancel: '정기배송을 해지했습니다.',
      change: '변경한 내용을 저장했습니다.',
      card: '결제 카드를 변경했습니다.',
      reactivated: '결제 카드를 변경하고 정기배송을 다시 시작했습니다.'
    },
    paused: '일시정지 중입니다. 다시 시작하면 내일 이후 첫 회차부터 결제됩니다.',
    cancelled: '해지된 정기배송입니다.',
    held: {
      title: '카드 결제가 거절되어 정기배송이 보류되었습니다',
      body: '등록 카드로 {{tries}}번 결제를 시도했지만 카드사에서 승인하지 않았습니다. 다른 카드로 변경하면 내일 이후 첫 회차부터 다시 결제됩니다.',
      action: '카드 변경하고 다시 시작'
    },
    notFound: '정기배송 정보를 찾을 수 없습니다.'
  },
  change: {
    title: '정기배송 변경',
    lead: '바꾼 내용은 다음 결제부터 적용됩니다.',
    nextChargeDay: '다음 결제일',
    nextChargeDayHint: '{{min}}부터 {{max}}까지 고를 수 있습니다. 비워 두면 지금 일정대로 결제됩니다.',
    address: '배송지',
    quantities: '상품 수량',
    quantity: '{{name}} 수량',
    decrease: '{{name}} 수량 줄이기',
    increase: '{{name}} 수량 늘리기',
    save: '변경 저장',
    saving: '저장하는 중…',
    cancel: '취소',
    problem: {
      dayOfMonth: '매월 결제일을 선택해 주세요.',
      nextChargeDayRange: '다음 결제일은 {{min}}부터 {{max}}까지 선택해 주세요.',
      nextChargeDayEarly: '다음 결제일은 마지막 회차({{after}}) 이후로 선택해 주세요.',
      nothing: '변경한 내용이 없습니다.'
    }
  },
  cardChange: {
    title: '결제 카드 변경',
    lead: '고른 카드의 비밀번호를 입력하면 다음 결제부터 이 카드로 결제됩니다.',
    current: '지금 카드',
    next: '카드 비밀번호 입력',
    passwordLead:
      '정기배송 결제 카드를 바꿉니다(새 카드: {{card}}). 동의하시면 카드 비밀번호 6자리를 입력해 주세요.',
    saving: '결제 카드를 바꾸는 중입니다…',
    noOther: '바꿀 수 있는 다른 카드가 없습니다. 카드를 등록하고 카드 비밀번호를 설정해 주세요.',
    cancel: '취소'
  }
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
/** The shape every autoship catalogue must have. */
export type AutoshipMessages = Widen<typeof autoshipKoKR>;

export default autoshipKoKR;
