/**
 * Texts of the carts (cart screen, add-to-cart drawer, merge notice): the `cart` namespace, loaded with the
 * cart screen, the product detail screen and the drawers (Home's first load does not carry them).
 */
const cartKoKR = {
  title: '장바구니',
  tabs: {
    label: '장바구니 종류',
    normal: '일반 구매',
    autoship: '정기배송'
  },
  autoshipLogin: {
    title: '정기배송 장바구니는 회원 전용입니다',
    body: '로그인하면 정기배송 상품을 담고 주기적으로 받아볼 수 있습니다.',
    action: '로그인하기'
  },
  selectAll: '전체 선택 ({{selected}}/{{total}})',
  selectLine: '{{name}} 선택',
  deleteSelected: '선택 삭제',
  deleteLine: '삭제',
  deleteLineLabel: '{{name}} 삭제',
  confirmDeleteSelected: '선택한 상품 {{count}}개를 장바구니에서 삭제하시겠습니까?',
  confirmDeleteLine: '이 상품을 장바구니에서 삭제하시겠습니까?',
  nothingToDelete: '삭제할 상품을 선택해 주세요.',
  delete: '삭제',
  option: '옵션',
  optionFor: '{{name}} 옵션 변경',
  changeOption: '옵션 변경',
  unavailable: {
    SOLD_OUT: '품절',
    PAUSE: '판매중지',
    NOT_FOUND: '판매중지',
    OPTION_REQUIRED: '옵션 선택 필요',
    AUTOSHIP_NOT_ALLOWED: '정기배송 불가',
    QUANTITY_LIMIT: '수량 초과'
  },
  unavailableHint: {
    SOLD_OUT: '품절된 상품은 주문할 수 없습니다.',
    PAUSE: '판매가 중지된 상품입니다.',
    NOT_FOUND: '더 이상 판매하지 않는 상품입니다.',
    OPTION_REQUIRED: '옵션을 선택하면 주문할 수 있습니다.',
    AUTOSHIP_NOT_ALLOWED: '이 상품은 정기배송으로 주문할 수 없습니다.',
    QUANTITY_LIMIT: '최대 {{max}}개까지 주문할 수 있습니다. 수량을 줄여 주세요.'
  },
  summary: {
    title: '결제 예정 금액',
    productPrice: '상품 금액',
    discount: '할인 금액',
    points: '적립 예정 포인트',
    deliveryFee: '배송비',
    free: '무료',
    total: '결제 예정 금액',
    freeDeliveryRemaining: '{{amount}} 더 담으면 무료배송',
    freeDeliveryReached: '무료배송 조건을 채웠습니다',
    freeDeliveryRule: '{{amount}} 이상 구매 시 무료배송'
  },
  order: '주문하기 ({{count}})',
  orderAutoship: '정기배송 신청하기 ({{count}})',
  nothingSelected: '주문할 상품을 선택해 주세요.',
  empty: {
    title: '장바구니가 비어 있습니다',
    body: '마음에 드는 상품을 담아 보세요.',
    autoshipBody: '정기배송 상품을 담으면 원하는 주기로 받아볼 수 있습니다.',
    shop: '쇼핑 계속하기',
    purchased: '다시 구매하기 좋은 상품',
    suggested: '함께 보면 좋은 상품',
    bestSellers: '지금 많이 찾는 상품',
    suggestionsFailed: '추천 상품을 불러오지 못했습니다.'
  },
  loadFailed: '장바구니를 불러오지 못했습니다.',
  retry: '다시 시도',
  removedNotice: '판매가 종료된 상품 {{count}}개가 장바구니에서 삭제되었습니다.',
  dismiss: '닫기',
  guestNote: '비회원 장바구니는 이 브라우저에만 저장됩니다. 로그인하면 회원 장바구니로 옮겨집니다.',
  lineTotal: '상품 합계',
  unitPrice: '판매가',
  purchaseType: '구매 방식',
  purchaseNormal: '일반 구매',
  purchaseAutoship: '정기배송',
  autoshipNotAllowed: '구매 기간 또는 수량 제한이 있는 상품은 정기배송으로 구매할 수 없습니다.',
  drawer: {
    title: '장바구니에 담았습니다',
    titleAutoship: '정기배송 장바구니에 담았습니다',
    quantity: '수량 {{count}}개',
    continue: '쇼핑 계속하기',
    goToCart: '장바구니 보기',
    chooseTitle: '장바구니 담기',
    add: '담기',
    adding: '담는 중…',
    loading: '상품 정보를 불러오는 중입니다.',
    loadFailed: '상품 정보를 불러오지 못했습니다.',
    unavailable: '지금은 구매할 수 없는 상품입니다.'
  },
  refusal: {
    PR_MaxQuantityLimit: '구매 수량이 제한된 상품은 로그인 후 구매할 수 있습니다. 로그인하시겠습니까?',
    PR_SubsNeedLogin: '정기배송은 로그인 후 이용할 수 있습니다. 로그인하시겠습니까?',
    CA_MaxQuantityLimitHundred: '한 상품은 최대 100개까지 담을 수 있습니다.'
  },
  chooseOptionFirst: '옵션을 선택해 주세요.',
  merge: {
    title: '장바구니를 옮겼습니다',
    body: '비회원으로 담은 상품 중 일부는 회원 장바구니에 담지 못했습니다.',
    partial: '{{name}}: {{added}}개만 담았습니다 ({{reason}})',
    skipped: '{{name}}: 담지 못했습니다 ({{reason}})',
    unknownProduct: '판매가 종료된 상품',
    reason: {
      SOLD_OUT: '품절',
      PAUSE: '판매중지',
      NOT_FOUND: '판매 종료',
      OPTION_REQUIRED: '옵션 선택 필요',
      AUTOSHIP_NOT_ALLOWED: '정기배송 불가',
      QUANTITY_LIMIT: '최대 수량 초과',
      CART_FULL: '장바구니 가득 참'
    },
    failed:
      '비회원 장바구니를 회원 장바구니로 옮기지 못했습니다. 담은 상품은 그대로 보관되며 다음 로그인 때 다시 옮겨집니다.'
  }
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
/** The shape every cart catalogue must have. */
export type CartMessages = Widen<typeof cartKoKR>;

export default cartKoKR;
