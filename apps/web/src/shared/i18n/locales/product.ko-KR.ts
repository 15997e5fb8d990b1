/**
 * Texts of the product detail screen and its share modal: the `product` namespace, loaded with that screen
 * (Home's first load stays within its budget). Korean is the source; its shape types the other languages.
 */
const productKoKR = {
  detail: {
    autoShip: '정기배송',
    autoShipYes: '가능',
    autoShipNo: '불가',
    coupon: '쿠폰',
    couponYes: '사용 가능',
    couponNo: '사용 불가',
    notes: '구매 안내',
    buyPeriodNote: '구매 기간이 정해진 상품입니다. 정기배송으로는 주문할 수 없습니다.',
    quantityLimitNote:
      '한 번에 최대 {{max}}개까지 구매할 수 있는 상품입니다. 정기배송으로는 주문할 수 없습니다.',
    addToCart: '장바구니',
    buyNow: '바로 구매',
    share: '공유하기'
  },
  share: {
    title: '공유하기',
    messenger: '카카오톡',
    messengerLabel: '카카오톡으로 공유하기',
    webShare: '다른 앱으로',
    webShareLabel: '다른 앱으로 공유하기',
    copyLink: '링크 복사',
    linkLabel: '상품 링크',
    popupBlocked:
      '팝업이 차단되어 공유 창을 열 수 없습니다. 브라우저에서 이 사이트의 팝업을 허용한 뒤 다시 시도해 주세요.'
  },
  ALT_CopySuccess: '링크가 복사되었습니다.',
  ALT_CopyFailed: '링크를 복사하지 못했습니다. 다시 시도해 주세요.',
  ALT_CopyItemMissing: '복사할 내용이 없습니다.'
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
/** The shape every product catalogue must have. */
export type ProductMessages = Widen<typeof productKoKR>;

export default productKoKR;
