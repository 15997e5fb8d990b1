/** Texts of the wishlist, recently viewed and restock alerts (docs/decisions/091, 092): the `shopper-lists` namespace. */
const shopperListsKoKR = {
  heart: {
    add: '{{name}} 찜하기',
    remove: '{{name}} 찜 해제',
    detailAdd: '찜하기',
    detailRemove: '찜 해제'
  },
  loginPrompt: '로그인 후 이용할 수 있습니다. 로그인 페이지로 이동할까요?',
  restock: {
    ask: '재입고 알림 신청',
    askOption: '재입고 알림 신청 · {{option}}',
    asked: '재입고 알림 신청됨',
    cancel: '신청 취소',
    cancelOption: '{{option}} 재입고 알림 취소',
    done: '재입고되면 알림과 메일로 알려 드릴게요.',
    cancelled: '재입고 알림 신청을 취소했습니다.',
    hint: '품절된 상품이 다시 입고되면 알려 드립니다.'
  },
  tabs: { label: '나의 관심 상품', wishlist: '찜한 상품', recent: '최근 본 상품', restock: '재입고 알림' },
  wishlist: {
    title: '찜한 상품',
    total: '총 {{count}}개',
    empty: '찜한 상품이 없습니다.',
    remove: '삭제',
    removeLabel: '{{name}} 찜 삭제',
    addToCart: '장바구니',
    addToCartLabel: '{{name}} 장바구니 담기',
    added: '장바구니에 담았습니다.',
    chooseOption: '옵션을 선택하려면 상품 페이지로 이동합니다.',
    soldOut: '품절',
    paused: '판매 중지'
  },
  recent: {
    title: '최근 본 상품',
    hint: '최근 본 상품 50개까지 보여 드립니다.',
    empty: '최근 본 상품이 없습니다.',
    remove: '삭제',
    removeLabel: '{{name}} 최근 본 상품에서 삭제'
  },
  alerts: {
    title: '재입고 알림',
    empty: '신청한 재입고 알림이 없습니다.',
    WAITING: '알림 대기',
    NOTIFIED: '알림 완료',
    requestedAt: '신청일 {{date}}',
    cancel: '신청 취소',
    cancelLabel: '{{name}} 재입고 알림 취소'
  },
  shop: '쇼핑 계속하기',
  loadError: '목록을 불러오지 못했습니다.',
  retry: '다시 시도',
  failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  pager: { previous: '이전', next: '다음', page: '{{page}} / {{total}}' }
};

export type ShopperListsMessages = typeof shopperListsKoKR;
export default shopperListsKoKR;
