/**
 * Texts of the dive-in feed and its detail (SPEC §2 /diveIn, issue 20): the `dive-in` namespace, loaded with the feed's
 * chunk. Korean is the source. Home's dive-in row has its few texts in the `home` namespace.
 */
const diveInKoKR = {
  title: '다이브인',
  subtitle: '플래너와 브랜드가 전하는 짧은 뷰티 영상',
  plannerTitle: '{{name}}의 다이브인',
  plannerSubtitle: '{{name}} 플래너의 영상',
  feedLabel: '영상 목록',
  filters: {
    tags: '태그로 보기',
    all: '전체',
    sort: '정렬',
    NEWEST: '최신순',
    POPULAR: '인기순'
  },
  video: {
    label: '{{name}}의 영상',
    views: '조회수 {{views}}',
    products: '상품 {{count}}개',
    productsLabel: '상품 {{count}}개 보기',
    soundOn: '소리 켜기',
    soundOff: '소리 끄기',
    play: '재생',
    pause: '일시정지',
    next: '다음 영상',
    previous: '이전 영상',
    position: '{{count}}번째 영상'
  },
  empty: '아직 등록된 영상이 없습니다.',
  emptyFiltered: '이 태그의 영상이 아직 없습니다.',
  loadFailed: '영상을 불러오지 못했습니다.',
  retry: '다시 시도',
  loadingMore: '영상을 더 불러오는 중…',
  end: '모든 영상을 보셨습니다.',
  detail: {
    title: '영상 속 상품',
    close: '닫기',
    loading: '불러오는 중…',
    loadFailed: '영상 정보를 불러오지 못했습니다.',
    notFound: '영상을 찾을 수 없습니다. 삭제되었거나 더 이상 공개되지 않는 영상입니다.',
    bagEmpty: '이 영상에 연결된 상품이 없습니다.'
  },
  product: {
    endingSoon: '노출 종료 임박',
    points: '{{points}} 적립',
    addToCart: '담기',
    addToCartLabel: '{{name}} 장바구니에 담기',
    chooseOption: '옵션 선택',
    chooseOptionLabel: '{{name}} 옵션 선택하러 가기',
    soldOutLabel: '{{name}} 품절'
  }
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

export type DiveInMessages = Widen<typeof diveInKoKR>;

export default diveInKoKR;
