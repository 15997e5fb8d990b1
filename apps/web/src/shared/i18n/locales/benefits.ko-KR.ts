/**
 * Texts of the coupon and point pages (/mypage/coupon, /mypage/point): the `benefits` namespace, loaded
 * with those screens (docs/decisions/037).
 */
const benefitsKoKR = {
  backToMyPage: '마이페이지',
  loadError: '정보를 불러오지 못했습니다.',
  retry: '다시 시도',
  coupon: {
    title: '쿠폰',
    tabs: {
      label: '쿠폰 구분',
      active: '보유 쿠폰',
      used: '사용·만료'
    },
    total: '총 {{count}}장',
    discountAmount: '{{amount}} 할인',
    discountRate: '{{rate}}% 할인',
    maxDiscount: '최대 {{amount}}',
    minOrder: '{{amount}} 이상 구매 시',
    noMinimum: '최소 구매 금액 없음',
    validity: '유효기간',
    dDay: 'D-{{days}}',
    dDayToday: 'D-DAY',
    endsSoon: '{{days}}일 후 만료',
    endsToday: '오늘 만료',
    status: {
      ISSUED: '사용 가능',
      USED: '사용 완료',
      EXPIRED: '기간 만료'
    },
    usedAt: '{{date}} 사용',
    usedOrder: '주문번호 {{number}}',
    empty: {
      active: '사용 가능한 쿠폰이 없습니다.',
      used: '사용했거나 기간이 지난 쿠폰이 없습니다.'
    }
  },
  point: {
    title: '포인트',
    unit: '{{amount}}P',
    balance: '사용 가능 포인트',
    expiringSoon: '30일 이내 소멸 예정',
    earnedTotal: '총 적립',
    usedTotal: '총 사용',
    history: '포인트 내역',
    period: {
      label: '조회 기간',
      months: '{{count}}개월'
    },
    range: '{{from}} ~ {{to}}',
    columns: {
      date: '날짜',
      detail: '내용',
      amount: '포인트',
      balanceAfter: '잔액'
    },
    balanceAfter: '잔액 {{amount}}',
    kind: {
      EARN: '적립',
      USE: '사용',
      REVERSE: '취소',
      EXPIRE: '소멸',
      GRANT: '지급'
    },
    reason: {
      welcome: '회원가입 축하 포인트',
      event: '이벤트 포인트',
      order: '주문',
      cancel: '주문 취소',
      unpaid: '결제 미완료',
      return: '반품',
      review: '리뷰 작성',
      reviewReturn: '반품된 상품의 리뷰 포인트 회수',
      reviewHidden: '운영정책 위반으로 숨겨진 리뷰의 포인트 회수',
      expiry: '유효기간 만료'
    },
    orderNumber: '주문번호 {{number}}',
    validUntil: '{{date}}까지 사용 가능',
    empty: '조회 기간에 포인트 내역이 없습니다.'
  }
};

export type BenefitsMessages = typeof benefitsKoKR;
export default benefitsKoKR;
