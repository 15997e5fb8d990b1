import type koKRMore from './ko-KR.more';

/**
 * The Korean catalogue is the source: its shape (with ko-KR.more.ts) is the type of every other catalogue
 * and of `t()`. This file holds what Home's first paint shows (header, menus, Home, product cards, loading
 * and status texts) and loads at start-up; ko-KR.more.ts holds the rest of the `translation` namespace
 * (footer, search, product, not-found, guard, planner menu, dialogs, error messages) and loads once the page
 * is idle, with the first other screen, or with the first failed request (docs/decisions/060).
 */
const koKR = {
  brand: {
    tagline: 'BEAUTY & WELLNESS',
    homeLink: 'Lumière·Vita 홈'
  },
  common: {
    home: '홈',
    goHome: '홈으로 가기',
    cancel: '취소',
    confirm: '확인',
    loading: '불러오는 중입니다…',
    retry: '다시 시도',
    close: '닫기'
  },
  a11y: {
    skipToContent: '본문 바로가기',
    mainNavigation: '주요 메뉴',
    breadcrumb: '현재 위치',
    pagination: '페이지 이동'
  },
  meta: {
    title: '{{page}} | 루미에르 비타',
    homeTitle: '루미에르 비타 | Lumière Vita'
  },
  shell: {
    openMenu: '전체 메뉴 열기',
    closeMenu: '전체 메뉴 닫기',
    menuTitle: '전체 메뉴',
    shopCategories: '쇼핑 카테고리',
    categoryAll: '{{name}} 전체',
    search: '검색',
    searchSubmit: '검색하기',
    searchClose: '검색 닫기',
    searchExamples: '수분크림|비타민C|선크림|립 틴트',
    cart: '장바구니',
    cartCount: '장바구니, 담긴 상품 {{count}}개',
    notifications: '알림',
    notificationsUnread: '알림, 읽지 않은 알림 있음',
    languageMenu: '국가/언어 선택',
    languageMenuCurrent: '국가/언어: {{country}}, {{language}}',
    mallToggle: '쇼핑몰/오피스 전환',
    mall: '쇼핑몰',
    office: '마이오피스',
    login: '로그인',
    signup: '회원가입',
    guestOrder: '비회원 주문조회',
    myPage: '마이페이지',
    logout: '로그아웃',
    easyBag: '이지백 만들기',
    memberGreeting: '{{name}}님',
    navigating: '페이지를 불러오는 중입니다'
  },
  bottomNav: {
    label: '하단 메뉴',
    home: '홈',
    category: '카테고리',
    search: '검색',
    myPage: '마이페이지',
    cart: '장바구니'
  },
  floating: {
    label: '빠른 이동',
    toTop: '맨 위로',
    toBottom: '맨 아래로',
    customerCenter: '고객센터'
  },
  home: {
    title: '루미에르 비타 뷰티 & 웰니스 쇼핑',
    banners: {
      label: '메인 배너',
      roledescription: '캐러셀',
      slide: '슬라이드',
      position: '{{current}} / {{total}}',
      previous: '이전 배너',
      next: '다음 배너',
      pause: '자동 넘김 멈춤',
      play: '자동 넘김 시작',
      goTo: '{{n}}번째 배너 보기'
    },
    gnb: {
      label: '이벤트 안내',
      close: '이벤트 배너 닫기'
    },
    categoriesTitle: '카테고리',
    categoriesError: '카테고리를 불러오지 못했습니다.',
    bestTitle: '베스트',
    bestSubtitle: '고객님들이 가장 많이 찾은 상품',
    newTitle: '신상품',
    newSubtitle: '새롭게 선보이는 루미에르 비타',
    sectionError: '상품을 불러오지 못했습니다.'
  },
  catalogue: {
    sortLabel: '정렬',
    autoshipOnly: '정기배송 가능 상품만',
    sort: {
      RECOMMEND: '추천순',
      NEWEST: '신상품순',
      BEST: '판매순',
      PRICE_ASC: '낮은 가격순',
      PRICE_DESC: '높은 가격순',
      RATING: '평점 높은순',
      REVIEWS: '리뷰 많은순'
    },
    totalCount: '총 {{count}}개 상품',
    empty: '등록된 상품이 없습니다.',
    emptyPage: '이 페이지에는 상품이 없습니다.',
    firstPage: '첫 페이지로',
    subCategories: '하위 카테고리',
    allInCategory: '전체',
    addToCartLabel: '{{name}} 장바구니에 담기',
    productList: '상품 목록',
    badge: {
      BEST: 'BEST',
      NEW: 'NEW',
      LIMITED: '한정',
      RECOMMEND: '추천',
      SPECIAL: '특가',
      LAVA: '라바',
      RENEWAL: '리뉴얼',
      NEW_COLOR: '신규 컬러',
      PLANNING: '기획',
      SEASON: '시즌'
    },
    status: {
      ON_SALE: '판매중',
      SOLD_OUT: '품절',
      PAUSE: '판매중지',
      ALMOST_SOLD_OUT: '품절임박'
    },
    pagination: {
      prevBlock: '이전 페이지 목록',
      nextBlock: '다음 페이지 목록',
      page: '{{page}} 페이지'
    },
    categoryNotFoundTitle: '카테고리를 찾을 수 없습니다',
    categoryNotFoundBody: '주소가 바뀌었거나 더 이상 운영하지 않는 카테고리입니다.'
  },
  price: {
    listPrice: '정가',
    salePrice: '판매가',
    discountRate: '할인율',
    percent: '{{rate}}%'
  }
} as const;

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
/** The first-load part every catalogue must have: the Korean keys with any text. */
export type CoreMessages = Widen<typeof koKR>;
/** The rest of the `translation` namespace (ko-KR.more.ts), loaded after the first paint. */
export type MoreMessages = Widen<typeof koKRMore>;
/** The whole `translation` namespace: what `t()` checks keys against. */
export type Messages = CoreMessages & MoreMessages;

export default koKR;
