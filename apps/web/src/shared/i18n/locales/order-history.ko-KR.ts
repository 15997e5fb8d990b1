import returnsKoKR from './returns.ko-KR';

/**
 * Texts of order history, order detail, cancel and guest lookup: the `order-history` namespace, loaded with those
 * screens' chunk (Home's first load does not carry them). `returns` holds the return screens' texts (their own
 * file per language, one namespace with the order screens that offer returns).
 */
const orderHistoryKoKR = {
  listTitle: '주문/배송 조회',
  tabs: { label: '주문 종류', normal: '일반 주문', autoship: '정기배송 주문' },
  period: {
    label: '조회 기간',
    months: '{{count}}개월',
    from: '시작일',
    to: '종료일',
    search: '조회',
    format: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.',
    order: '시작일은 종료일보다 늦을 수 없습니다.',
    tooLong: '조회 기간은 최대 366일까지 선택할 수 있습니다.'
  },
  list: {
    total: '총 {{count}}건',
    empty: '조회 기간에 주문 내역이 없습니다.',
    emptyHint: '기간을 바꾸어 다시 조회해 보세요.',
    shop: '쇼핑하러 가기',
    orderNumber: '주문번호',
    orderedAt: '주문일',
    detail: '상세보기',
    quantity: '{{count}}개',
    writeReview: '리뷰 쓰기',
    reviewed: '리뷰 작성 완료',
    loadError: '주문 내역을 불러오지 못했습니다.',
    retry: '다시 시도'
  },
  status: {
    PAYMENT_PENDING: '결제대기',
    PLACED: '결제완료',
    PREPARING: '상품준비중',
    SHIPPING: '배송중',
    DELIVERED: '배송완료',
    CANCEL_REQUESTED: '취소처리중',
    CANCELLED: '취소완료',
    FAILED: '결제실패'
  },
  detail: {
    title: '주문 상세',
    orderedAt: '주문일시',
    items: '주문 상품',
    price: '결제 금액',
    productPrice: '상품금액',
    productDiscount: '상품할인',
    couponDiscount: '쿠폰할인',
    deliveryFee: '배송비',
    free: '무료',
    pointUsed: '포인트 사용',
    amount: '최종 결제금액',
    earnPoint: '적립 포인트',
    earned: '적립 완료',
    notEarned: '적립 예정',
    earnAction: '포인트 적립받기',
    earnDone: '{{amount}}P가 적립되었습니다.',
    payments: '결제 정보',
    step: '{{step}}차 결제',
    approvedAt: '승인일시',
    cancelledAt: '환불일시',
    receipt: '영수증',
    noPayment: '포인트·쿠폰으로 결제되었습니다.',
    paymentMethod: {
      card: '카드',
      easyPay: '간편결제',
      transfer: '계좌이체',
      virtualAccount: '가상계좌',
      mobile: '휴대폰'
    },
    paymentStatus: {
      READY: '결제대기',
      CONFIRMING: '승인중',
      DONE: '결제완료',
      FAILED: '결제실패',
      CANCELED: '환불완료'
    },
    delivery: '배송 정보',
    receiver: '받는 분',
    mobile: '연락처',
    address: '주소',
    message: '배송 메시지',
    deliveryStatus: '배송 상태',
    courier: '택배사',
    trackingNumber: '송장번호',
    preparingAt: '상품준비 시작',
    trackParcel: '{{courier}} 배송 조회',
    parcelTimeline: '배송 추적',
    shippedAt: '발송일',
    deliveredAt: '배송완료일',
    orderer: '주문자',
    contract: '계약서 PDF',
    contractError: '계약서를 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.',
    back: '주문 목록으로',
    loadError: '주문 정보를 불러오지 못했습니다.',
    none: '-'
  },
  cancel: {
    action: '주문 취소',
    title: '주문을 취소할까요?',
    body: '결제하신 금액은 카드사를 통해 환불되며, 사용한 쿠폰과 포인트는 돌려드립니다. 취소한 주문은 되돌릴 수 없습니다.',
    reason: '취소 사유 (선택)',
    reasonPlaceholder: '예: 단순 변심, 주소 변경',
    confirm: '주문 취소하기',
    keep: '닫기',
    submitting: '취소하는 중…',
    done: '주문이 취소되었습니다. 결제 금액은 카드사를 통해 환불됩니다.',
    refunded: '{{amount}} 환불 완료',
    shipped: '배송이 시작된 주문의 취소·반품은 고객센터로 문의해 주세요.'
  },
  address: {
    change: '배송지 변경',
    saving: '변경하는 중…',
    hint: '송장번호가 등록되기 전까지 변경할 수 있습니다.',
    changed: '배송지가 변경되었습니다.'
  },
  guest: {
    title: '비회원 주문조회',
    intro: '주문할 때 받은 주문번호와 주문자 정보 또는 주문 비밀번호로 조회할 수 있습니다.',
    methodLabel: '조회 방법',
    byName: '주문자 정보로 조회',
    byPassword: '주문 비밀번호로 조회',
    orderNumber: '주문번호',
    orderNumberHint: 'TP로 시작하는 주문번호 (예: TP261123000042)',
    name: '주문자 이름',
    mobile: '휴대폰 번호',
    mobileHint: '숫자만 입력 (예: 01012345678)',
    password: '주문 비밀번호',
    submit: '조회하기',
    submitting: '조회하는 중…',
    /** The lookup's refusals, by the domain's rule key (GuestOrderLookupFormSchema). */
    rule: {
      ORD_EnterOrderNumber: '주문번호를 입력해 주세요.',
      ORD_InvalidOrderNumber: '주문번호를 확인해 주세요. (TP와 숫자 12자리)',
      VA_EnterName: '주문자 이름을 입력해 주세요.',
      VA_NameLength: '주문자 이름은 {{max}}자 이내로 입력해 주세요.',
      VA_InvalidCharacters: '입력할 수 없는 문자가 들어 있습니다.',
      ALT_InputMobile: '휴대폰 번호를 입력해 주세요.',
      VA_MobileOnlyNumber: '휴대폰 번호는 숫자만 입력해 주세요.',
      VA_MobileLength: '휴대폰 번호는 {{max}}자리 이내로 입력해 주세요.',
      ORD_EnterGuestPassword: '주문 비밀번호를 입력해 주세요.',
      ORD_GuestPasswordLength:
        '주문 비밀번호는 {{min}}~{{max}}자입니다. 주문할 때 정한 비밀번호를 입력해 주세요.',
      invalid: '입력하신 내용을 다시 확인해 주세요.'
    },
    /** The guest order's refund account (SPEC §7 non-member refund account); its fields use the accounts texts. */
    refund: {
      title: '환불 계좌',
      intro: '카드 환불이 어려운 경우 이 계좌로 환불해 드립니다. 주문자 본인 명의 계좌만 등록할 수 있습니다.',
      register: '계좌 등록하기',
      change: '계좌 변경하기',
      close: '닫기',
      loading: '불러오는 중…',
      loadError: '환불 계좌를 불러오지 못했습니다.',
      checkNote: '저장할 때 은행에서 예금주를 확인합니다.',
      saved: '환불 계좌가 저장되었습니다.',
      unverified: '계좌를 확인하지 못했습니다. 은행, 계좌번호, 예금주를 다시 확인해 주세요.'
    },
    again: '다른 주문 조회',
    member: '회원이신가요?',
    login: '로그인하고 주문 내역 보기'
  },
  returns: returnsKoKR
};

export type OrderHistoryMessages = typeof orderHistoryKoKR;
export default orderHistoryKoKR;
