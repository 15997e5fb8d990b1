/**
 * Texts of product reviews and the beauty profile (issue 21 item 1, docs/decisions/090): the `reviews` namespace,
 * loaded with the product page's review section and the review screens. Korean is the source.
 */
const reviewsKoKR = {
  section: {
    title: '리뷰',
    count: '리뷰 {{count}}개',
    average: '평균 별점',
    outOf: '5점 만점에 {{rating}}점',
    starRow: '{{star}}점',
    starCount: '{{count}}개',
    photoReviews: '포토 리뷰 {{count}}개',
    empty: '아직 리뷰가 없습니다.',
    emptyFiltered: '이 피부 타입의 리뷰가 아직 없습니다.',
    filterLabel: '피부 타입으로 보기',
    all: '전체',
    more: '리뷰 더 보기',
    error: '리뷰를 불러오지 못했습니다.'
  },
  review: {
    stars: '별점 {{rating}}점',
    helpful: '도움돼요 {{count}}',
    helpfulLogin: '로그인하면 도움돼요를 누를 수 있어요.',
    photoAlt: '{{reviewer}}님의 리뷰 사진 {{index}}',
    option: '옵션: {{option}}',
    mine: '내 리뷰',
    profile: '피부 정보'
  },
  skinType: { DRY: '건성', OILY: '지성', COMBINATION: '복합성', NORMAL: '중성', SENSITIVE: '민감성' },
  skinTone: {
    FAIR: '아주 밝은 톤',
    LIGHT: '밝은 톤',
    MEDIUM: '중간 톤',
    TAN: '어두운 톤',
    DEEP: '아주 어두운 톤'
  },
  skinConcern: {
    ACNE: '트러블',
    WRINKLES: '주름',
    PIGMENTATION: '잡티·색소',
    PORES: '모공',
    REDNESS: '홍조',
    DRYNESS: '건조함',
    DULLNESS: '칙칙함'
  },
  profile: {
    title: '뷰티 프로필',
    intro:
      '피부 정보를 저장하면 내가 쓰는 리뷰에 함께 표시되어, 비슷한 피부의 고객이 리뷰를 찾기 쉬워집니다.',
    skinType: '피부 타입',
    skinTone: '피부 톤',
    skinConcerns: '피부 고민 (최대 {{max}}개)',
    none: '선택 안 함',
    save: '저장',
    saving: '저장 중…',
    saved: '뷰티 프로필을 저장했습니다.'
  },
  write: {
    title: '리뷰 쓰기',
    product: '리뷰할 상품',
    rating: '별점',
    ratingValue: '{{rating}}점',
    text: '리뷰 내용',
    textHint: '{{min}}자 이상 {{max}}자 이하로 써 주세요.',
    counter: '{{count}} / {{max}}',
    photos: '사진 (선택)',
    photosHint: 'JPG·PNG 최대 {{max}}장, 장당 {{maxMb}}MB',
    addPhoto: '사진 추가',
    photoAlt: '첨부 사진 {{index}}',
    removePhoto: '사진 {{index}} 삭제',
    points: '텍스트 리뷰 {{text}}P · 포토 리뷰 {{photo}}P 적립',
    profileShown: '리뷰에 함께 표시되는 피부 정보: {{summary}}',
    profileMissing: '뷰티 프로필을 설정하면 리뷰에 피부 정보가 함께 표시됩니다.',
    profileLink: '뷰티 프로필 설정',
    submit: '리뷰 등록',
    submitting: '등록 중…',
    done: '리뷰를 등록했습니다. {{points}}P가 적립되었습니다.',
    cannot: '이 상품은 리뷰를 쓸 수 없습니다.',
    toMine: '내 리뷰 보기',
    toOrders: '주문 내역으로'
  },
  rule: {
    RV_SelectRating: '별점을 선택해 주세요.',
    RV_TextLength: '리뷰는 {{min}}자 이상 {{max}}자 이하로 써 주세요.',
    RV_ConcernsMax: '피부 고민은 최대 {{max}}개까지 고를 수 있습니다.',
    VA_InvalidCharacters: '쓸 수 없는 문자가 들어 있습니다.'
  },
  mine: {
    title: '내 리뷰',
    intro: '배송 완료된 주문의 상품마다 리뷰를 하나씩 쓸 수 있습니다.',
    empty: '작성한 리뷰가 없습니다.',
    hidden: '운영 정책에 따라 숨겨진 리뷰입니다. 사유: {{reason}}',
    points: '{{points}} 적립',
    pointsReversed: '적립된 {{points}} 회수됨 (적립금 내역 참고)',
    orders: '주문 내역에서 리뷰 쓰기',
    profile: '뷰티 프로필'
  }
};

export type ReviewsMessages = typeof reviewsKoKR;
export default reviewsKoKR;
