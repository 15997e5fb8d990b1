/**
 * Texts of returns (반품): the three request steps, the return list and detail, the order detail's returns panel.
 * Part of the `order-history` namespace (its `returns` key), loaded with the order and return screens.
 */
const returnsKoKR = {
  title: '반품 신청',
  steps: {
    label: '반품 신청 단계',
    progress: '{{current}} / {{total}}',
    lines: '상품·사유 선택',
    photos: '사진·회수지',
    review: '확인·신청'
  },
  step1: {
    lead: '반품할 상품과 수량, 사유를 선택해 주세요.',
    lines: '반품할 상품',
    ordered: '주문 {{count}}개',
    returnable: '반품 가능 {{count}}개',
    noneLeft: '반품할 수 있는 수량이 없습니다',
    choose: '{{name}} 반품하기',
    quantity: '반품 수량',
    decrease: '수량 줄이기',
    increase: '수량 늘리기',
    reason: '반품 사유',
    reasonText: '상세 사유 (선택)',
    reasonTextPlaceholder: '상품의 상태나 반품 사유를 적어 주세요.',
    reasonTextCount: '{{count}} / {{max}}자',
    deadline: '{{date}}까지 신청 가능',
    deadlinePassed: '신청 기간이 지났습니다 ({{date}}까지)'
  },
  reason: {
    CHANGE_OF_MIND: '단순 변심',
    DEFECT: '상품 불량·파손',
    WRONG_ITEM: '오배송 (주문과 다른 상품)'
  },
  reasonNote: {
    CHANGE_OF_MIND: '받으신 날부터 7일 안에 신청할 수 있으며, 왕복 배송비는 환불 금액에서 차감됩니다.',
    DEFECT: '받으신 날부터 3개월 안에 신청할 수 있으며, 배송비는 쇼핑몰이 부담합니다. 사진을 첨부해 주세요.',
    WRONG_ITEM:
      '받으신 날부터 3개월 안에 신청할 수 있으며, 배송비는 쇼핑몰이 부담합니다. 사진을 첨부해 주세요.'
  },
  step2: {
    lead: '상품 사진을 첨부하고, 택배 기사님이 상품을 회수할 주소를 확인해 주세요.',
    photos: '상품 사진',
    photosRequired: '필수',
    photosOptional: '선택',
    photosHint: 'JPG, PNG 파일 최대 {{max}}장, 한 장에 {{maxMb}}MB까지',
    addPhoto: '사진 추가',
    removePhoto: '사진 {{index}} 삭제',
    photoAlt: '첨부한 사진 {{index}}',
    photoRequired: '불량·오배송 반품은 상품 사진을 한 장 이상 첨부해 주세요.',
    pickup: '회수지',
    pickupEdit: '회수지 변경',
    pickupAddressName: '반품 회수지',
    pickupMissing: "회수지 정보를 확인해 주세요. '회수지 변경'에서 이름, 연락처, 주소를 입력할 수 있습니다.",
    refundMethod: '환불 방법',
    refundMethodValue: '결제하신 수단으로 환불',
    refundMethodHint: '카드 결제는 카드사를 통해 취소되고, 사용한 포인트는 포인트로 돌려드립니다.'
  },
  step3: {
    lead: '신청 내용과 예상 환불 금액을 확인해 주세요.',
    summary: '신청 내용',
    photoCount: '사진',
    photoCountValue: '{{count}}장',
    estimate: '예상 환불 금액',
    estimateLoading: '환불 금액을 계산하는 중…',
    estimateError: '환불 금액을 계산하지 못했습니다.',
    estimateNote: '회수한 상품을 확인한 뒤 최종 환불 금액이 정해집니다.',
    agree: '반품 신청 내용과 환불 금액을 확인했으며, 반품 신청에 동의합니다.',
    submit: '반품 신청하기',
    submitting: '신청하는 중…'
  },
  refund: {
    goods: '상품 금액',
    couponShare: '쿠폰 할인 차감',
    deliveryFeeRefunded: '배송비 환불',
    shippingDeducted: '반품 배송비 차감',
    cashRefund: '카드 환불',
    pointsBack: '포인트 환급',
    pointsEarnedTakenBack: '적립 포인트 회수',
    estimated: '예상',
    final: '환불 완료'
  },
  rule: {
    RET_SelectLine: '반품할 상품을 선택해 주세요.',
    RET_QuantityInvalid: '반품 수량을 확인해 주세요.',
    RET_SelectReason: '반품 사유를 선택해 주세요.',
    RET_ReasonTextLength: '상세 사유는 {{max}}자 이내로 입력해 주세요.',
    RET_AgreeRequired: '반품 신청에 동의해 주세요.',
    RET_PickupTyped: '회수지 주소를 입력해 주세요.',
    invalid: '입력하신 내용을 다시 확인해 주세요.'
  },
  error: {
    RETURN_ORDER_NOT_DELIVERED: '배송이 완료된 주문만 반품할 수 있습니다.',
    RETURN_WINDOW_PASSED: '반품 신청 기간이 지났습니다. ({{deadline}}까지)',
    RETURN_NOTHING_LEFT: '이 주문에는 더 반품할 수 있는 상품이 없습니다.',
    RETURN_NOTHING_REQUESTED: '반품할 상품을 선택해 주세요.',
    RETURN_LINE_NOT_FOUND: '이 주문에 없는 상품입니다. 처음부터 다시 선택해 주세요.',
    RETURN_LINE_DUPLICATE: '같은 상품이 두 번 선택되었습니다. 처음부터 다시 선택해 주세요.',
    RETURN_QUANTITY_INVALID: '반품할 수 있는 수량을 넘었습니다. (최대 {{max}}개)',
    RETURN_NOT_CANCELLABLE: '이미 처리가 시작되어 반품 신청을 철회할 수 없습니다.',
    RETURN_PHOTO_TOO_MANY: '사진은 최대 {{max}}장까지 첨부할 수 있습니다.',
    ALT_FileError: 'JPG 또는 PNG 이미지 파일만 첨부할 수 있습니다.',
    ALT_ImageValidation: '{{maxMb}}MB 이하의 이미지만 첨부할 수 있습니다.'
  },
  refusal: {
    title: '이 주문은 반품을 신청할 수 없습니다',
    back: '주문 상세로'
  },
  status: {
    REQUESTED: '반품신청',
    APPROVED: '반품승인',
    COLLECTED: '회수완료',
    REFUNDED: '환불완료',
    REJECTED: '반품거부',
    CANCELLED: '반품철회'
  },
  list: {
    title: '반품 내역',
    total: '총 {{count}}건',
    requestedAt: '신청일',
    detail: '상세보기',
    empty: '반품 내역이 없습니다.',
    emptyHint: '배송이 완료된 주문은 주문 상세에서 반품을 신청할 수 있습니다.',
    orders: '주문 내역 보기',
    loadError: '반품 내역을 불러오지 못했습니다.',
    retry: '다시 시도',
    quantity: '{{count}}개',
    more: '외 {{count}}건'
  },
  tabs: { label: '주문 종류', normal: '일반 주문', autoship: '정기배송 주문' },
  detail: {
    title: '반품 상세',
    orderNumber: '주문번호',
    lines: '반품 상품',
    reason: '반품 사유',
    reasonText: '상세 사유',
    photos: '첨부 사진',
    photosNone: '첨부한 사진이 없습니다.',
    photoLoadError: '사진을 불러오지 못했습니다.',
    pickup: '회수지',
    receiver: '받는 분',
    mobile: '연락처',
    address: '주소',
    refund: '환불 금액',
    timeline: '처리 현황',
    requestedAt: '반품 신청',
    approvedAt: '반품 승인',
    collectedAt: '상품 회수',
    refundedAt: '환불 완료',
    rejectedAt: '반품 거부',
    cancelledAt: '반품 철회',
    rejectReason: '거부 사유: {{reason}}',
    back: '반품 내역으로',
    toOrder: '주문 상세 보기',
    loadError: '반품 정보를 불러오지 못했습니다.',
    guestExpired: '보안을 위해 비회원 주문 정보는 이 화면에만 잠시 보관됩니다. 주문을 다시 조회해 주세요.',
    guestLookup: '비회원 주문조회로',
    submitted: '반품이 신청되었습니다. 승인되면 택배 기사님이 회수지로 방문합니다.'
  },
  cancel: {
    action: '반품 철회',
    title: '반품 신청을 철회할까요?',
    body: '철회한 반품은 되돌릴 수 없으며, 반품 기간 안에 다시 신청할 수 있습니다.',
    keep: '닫기',
    confirm: '철회하기',
    submitting: '철회하는 중…',
    done: '반품 신청이 철회되었습니다.'
  },
  panel: {
    title: '반품',
    request: '반품 신청',
    hint: '배송 완료 후 단순 변심은 7일, 상품 불량·오배송은 3개월 안에 반품을 신청할 수 있습니다.',
    none: '이 주문의 반품 내역이 없습니다.',
    loadError: '반품 내역을 불러오지 못했습니다.'
  },
  common: {
    next: '다음',
    back: '이전',
    loading: '불러오는 중…',
    loadError: '반품 정보를 불러오지 못했습니다.',
    retry: '다시 시도'
  }
};

export type ReturnsMessages = typeof returnsKoKR;
export default returnsKoKR;
