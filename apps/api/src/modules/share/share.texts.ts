import type { Language } from '@mall/domain';

/**
 * The words of shared-page previews. Titles follow the storefront's `meta.title` / `meta.homeTitle`
 * (apps/web/src/shared/i18n/locales/*.ts) so the server's title and the one React sets agree.
 */
export type ShareTexts = {
  siteName: string;
  homeTitle: string;
  pageTitle: (page: string) => string;
  homeDescription: string;
  categoryDescription: (category: string) => string;
  /** The button under a messenger feed card (Kakao allows 14 characters). */
  messengerButton: string;
  /** The buttons under a planner's shared links (14 characters at most) and a mall's default title. */
  mallShoppingButton: string;
  mallSignupButton: string;
  mallTitle: (planner: string) => string;
  mallSignupDescription: (planner: string) => string;
  /** Read out by screen readers while the served page's skeleton waits for the storefront (ADR 059). */
  loading: string;
};

export const SHARE_TEXTS: Record<Language, ShareTexts> = {
  'ko-KR': {
    siteName: '루미에르 비타',
    homeTitle: '루미에르 비타 | Lumière Vita',
    pageTitle: (page) => `${page} | 루미에르 비타`,
    homeDescription: 'Lumière Vita — 루미에르 비타 뷰티 & 웰니스 공식 온라인몰',
    categoryDescription: (category) => `루미에르 비타 공식 온라인몰의 ${category} 상품을 만나 보세요.`,
    messengerButton: '상품 보기',
    mallShoppingButton: '쇼핑하러 가기',
    mallSignupButton: '회원가입하기',
    mallTitle: (planner) => `${planner} 플래너의 개인몰`,
    mallSignupDescription: (planner) => `${planner} 플래너와 함께 루미에르 비타 회원이 되어 보세요.`,
    loading: '불러오는 중입니다…'
  },
  'en-US': {
    siteName: 'Lumière Vita',
    homeTitle: 'Lumière Vita | Beauty & Wellness',
    pageTitle: (page) => `${page} | Lumière Vita`,
    homeDescription: 'Lumière Vita — the official beauty & wellness online store',
    categoryDescription: (category) => `Shop ${category} at the official Lumière Vita online store.`,
    messengerButton: 'View product',
    mallShoppingButton: 'Shop now',
    mallSignupButton: 'Sign up',
    mallTitle: (planner) => `${planner}'s personal mall`,
    mallSignupDescription: (planner) => `Join Lumière Vita with planner ${planner}.`,
    loading: 'Loading…'
  },
  'zh-TW': {
    siteName: '露米耶維他',
    homeTitle: '露米耶維他 | Lumière Vita',
    pageTitle: (page) => `${page} | 露米耶維他`,
    homeDescription: 'Lumière Vita — 露米耶維他美容與健康官方網路商店',
    categoryDescription: (category) => `在露米耶維他官方網路商店選購${category}商品。`,
    messengerButton: '查看商品',
    mallShoppingButton: '前往購物',
    mallSignupButton: '加入會員',
    mallTitle: (planner) => `${planner} 規劃師的個人商城`,
    mallSignupDescription: (planner) => `與 ${planner} 規劃師一起加入露米耶維他會員。`,
    loading: '載入中…'
  }
};

/** Open Graph writes locales with an underscore. */
export const OG_LOCALE: Record<Language, string> = { 'ko-KR': 'ko_KR', 'en-US': 'en_US', 'zh-TW': 'zh_TW' };
