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
  notice: {
    title: '상품정보제공고시',
    intro: '「전자상거래 등에서의 상품 등의 정보제공에 관한 고시」에 따라 판매자가 제공하는 정보입니다.',
    kind: {
      COSMETICS: '화장품',
      HEALTH_FOOD: '건강기능식품',
      SMALL_APPLIANCE: '소형전자',
      GENERAL: '기타 재화'
    },
    show: '펼쳐 보기',
    hide: '접기',
    items: {
      COSMETICS: {
        capacity: '내용물의 용량 또는 중량',
        specs: '제품 주요 사양',
        expiry: '사용기한 또는 개봉 후 사용기간',
        usage: '사용방법',
        manufacturer: '화장품제조업자',
        responsibleSeller: '화장품책임판매업자',
        countryOfOrigin: '제조국',
        ingredients: '전성분',
        functionalReview: '기능성 화장품 식품의약품안전처 심사 여부',
        cautions: '사용할 때의 주의사항',
        qualityStandard: '품질보증기준',
        consumerPhone: '소비자상담 관련 전화번호'
      },
      HEALTH_FOOD: {
        foodType: '식품의 유형',
        manufacturer: '제조업소의 명칭과 소재지',
        dates: '제조연월일, 소비기한',
        contents: '포장단위별 내용물의 용량(중량), 수량',
        rawMaterials: '원재료명 및 함량',
        nutrition: '영양정보',
        functionality: '기능정보',
        intake: '섭취량, 섭취방법 및 섭취 시 주의사항',
        notMedicine: '질병의 예방 및 치료를 위한 의약품이 아니라는 내용',
        gmo: '유전자변형 건강기능식품 여부',
        imported: '수입 여부',
        consumerPhone: '소비자상담 관련 전화번호'
      },
      SMALL_APPLIANCE: {
        modelName: '품명 및 모델명',
        certification: 'KC 인증 정보',
        powerRating: '정격전압, 소비전력',
        releaseDate: '동일 모델의 출시연월',
        manufacturer: '제조자(수입자)',
        countryOfOrigin: '제조국',
        sizeWeight: '크기, 무게',
        specs: '주요 사양',
        qualityStandard: '품질보증기준',
        consumerPhone: 'A/S 책임자와 전화번호'
      },
      GENERAL: {
        modelName: '품명 및 모델명',
        certification: '법에 의한 인증·허가 등',
        countryOfOrigin: '제조국 또는 원산지',
        manufacturer: '제조자(수입자)',
        consumerPhone: '소비자상담 관련 전화번호'
      }
    }
  },
  returns: {
    title: '배송 · 교환 · 반품 안내',
    deliveryTitle: '배송 안내',
    deliveryFee: '배송비 {{fee}}, {{threshold}} 이상 구매 시 무료배송',
    deliveryTime:
      '결제 완료 후 {{dispatch}}영업일 이내 출고되며, 출고 후 {{min}}~{{max}}영업일 이내 도착합니다. (주말·공휴일 제외, 제주·도서산간은 1~2일 더 걸릴 수 있습니다.)',
    exchangeTitle: '교환 · 반품 안내',
    period: '단순 변심에 의한 교환·반품은 상품을 받은 날부터 {{days}}일 이내에 신청할 수 있습니다.',
    mismatch:
      '상품이 표시·광고 내용과 다르거나 계약 내용과 다르게 이행된 경우에는 받은 날부터 {{months}}개월 이내, 그 사실을 안 날부터 {{days}}일 이내에 신청할 수 있습니다.',
    fee: '단순 변심에 의한 반품 배송비는 편도 {{oneWay}}(무료배송 주문은 왕복 {{bothWays}}), 교환 배송비는 왕복 {{bothWays}}로 고객님이 부담합니다. 상품 하자나 오배송은 판매자가 부담합니다.',
    refund: '반품 상품이 도착한 날부터 {{days}}영업일 이내에 환불해 드립니다.',
    refusedTitle: '교환·반품이 불가능한 경우 (전자상거래법 제17조 제2항)',
    refused: {
      DAMAGED_BY_BUYER:
        '고객님의 책임 있는 사유로 상품이 멸실되거나 훼손된 경우 (내용 확인을 위해 포장을 뜯은 경우는 제외)',
      USED_OR_CONSUMED:
        '상품을 사용하거나 일부 소비하여 가치가 현저히 줄어든 경우 (화장품의 개봉 후 사용, 건강기능식품의 개봉·섭취 등)',
      RESALE_IMPOSSIBLE_WITH_TIME: '시간이 지나 다시 판매하기 어려울 만큼 상품의 가치가 현저히 줄어든 경우',
      COPYABLE_PACKAGING_OPENED: '복제가 가능한 상품의 포장을 훼손한 경우',
      MADE_TO_ORDER: '고객님의 주문에 따라 개별적으로 만드는 상품으로, 미리 알리고 서면으로 동의를 받은 경우'
    },
    howTitle: '신청 방법',
    howMember: '회원: 마이페이지의 주문 내역에서 주문을 골라 교환·반품을 신청해 주세요.',
    howGuest: '비회원: 비회원 주문 조회에서 주문을 찾은 뒤 신청해 주세요.',
    howPhone: '고객센터 {{phone}} (평일 10:00~17:00)',
    orderListLink: '주문 내역',
    guestLookupLink: '비회원 주문 조회',
    addressLabel: '반품 주소',
    address: '(17098) 경기도 용인시 처인구 포곡읍 둔전로 45, 루미에르비타 물류센터 반품 담당'
  },
  stickyBar: {
    label: '구매하기'
  },
  ALT_CopySuccess: '링크가 복사되었습니다.',
  ALT_CopyFailed: '링크를 복사하지 못했습니다. 다시 시도해 주세요.',
  ALT_CopyItemMissing: '복사할 내용이 없습니다.'
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
/** The shape every product catalogue must have. */
export type ProductMessages = Widen<typeof productKoKR>;

export default productKoKR;
