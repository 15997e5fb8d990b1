/**
 * Demo Home content (ko-KR / en-US / zh-TW). Periods are relative to the seeding time so a fresh install
 * always has current items, plus one GNB banner whose period has ended (to show the filter works).
 * Every link is a storefront path: nothing points at another host.
 */
import type { CategoryBannerPosition, LinkTarget, PopupAudience, PopupContentType } from '@mall/domain';
import type { Art } from './content-images.ts';
import type { Text3 } from './types.ts';

const t = (ko: string, en: string, zh: string): Text3 => ({ 'ko-KR': ko, 'en-US': en, 'zh-TW': zh });

/** Days relative to the seeding time. */
export type Period = { startDays: number | null; endDays: number | null };

export type SeedBanner = {
  key: string;
  title: Text3;
  subtitle: Text3;
  alt: Text3;
  art: Art;
  link: string;
  linkTarget: LinkTarget;
} & Period;
export const seedBanners: SeedBanner[] = [
  {
    key: 'spring-glow',
    title: t(
      '맑은 빛을 채우는 봄 루틴',
      'A spring routine for clear, glowing skin',
      '為肌膚注入清透光采的春日保養'
    ),
    subtitle: t(
      '비타 C 세럼 라인 최대 30% 할인',
      'Up to 30% off the Vita C serum line',
      '維他命C精華系列最高7折'
    ),
    alt: t(
      '루미에르 비타 비타 C 세럼과 크림',
      'Lumière Vita Vita C serum and cream',
      'Lumière Vita 維他命C精華與乳霜'
    ),
    art: { from: '#fde6d8', to: '#f6b8a5', accent: '#f26b5b' },
    link: '/product/skin-care',
    linkTarget: 'SELF',
    startDays: -7,
    endDays: 60
  },
  {
    key: 'wellness-daily',
    title: t('하루를 바꾸는 데일리 웰니스', 'Daily wellness that changes your day', '改變一天的日常保健'),
    subtitle: t(
      '유산균·콜라겐 정기배송 첫 달 20% 할인',
      '20% off the first month of probiotics and collagen autoship',
      '益生菌與膠原蛋白定期配送首月8折'
    ),
    alt: t(
      '건강식품 데일리 팩과 콜라겐 스틱',
      'Daily supplement packs and collagen sticks',
      '每日保健包與膠原蛋白條'
    ),
    art: { from: '#e4efe0', to: '#a9cfa0', accent: '#4f7f52' },
    link: '/product/health-food',
    linkTarget: 'SELF',
    startDays: -3,
    endDays: 45
  },
  {
    key: 'signature-scent',
    title: t('당신만의 시그니처 향을 찾아서', 'Find your signature scent', '尋找專屬於你的招牌香氛'),
    subtitle: t(
      '향수 디스커버리 세트 출시 기념 사은품 증정',
      'A gift with every new discovery set',
      '香水探索組上市，加贈好禮'
    ),
    alt: t('플로럴 향수 디스커버리 세트', 'Floral fragrance discovery set', '花香調香水探索組'),
    art: { from: '#ece3f6', to: '#b9a0da', accent: '#5b2a86' },
    link: '/product/fragrance',
    linkTarget: 'SELF',
    startDays: -1,
    endDays: 30
  },
  {
    key: 'gift-season',
    title: t('마음을 전하는 선물 세트', 'Gift sets that say it for you', '傳遞心意的禮盒組'),
    subtitle: t(
      '선물 포장 무료, 메시지 카드 동봉',
      'Free gift wrapping with a message card',
      '免費禮品包裝，附贈留言卡'
    ),
    alt: t(
      '리본으로 포장한 스킨케어 선물 세트',
      'Skin care gift set wrapped with a ribbon',
      '以緞帶包裝的保養禮盒組'
    ),
    art: { from: '#fbeede', to: '#e8c79a', accent: '#b0752f' },
    link: '/product/gift-sets',
    linkTarget: 'SELF',
    startDays: null,
    endDays: null
  }
];

export type SeedGnb = {
  key: string;
  text: string;
  alt: Text3;
  art: Art;
  link: string;
  categoryId: number | null;
} & Period;
export const seedGnbBanners: SeedGnb[] = [
  {
    key: 'wellness-week',
    text: 'WELLNESS WEEK · 30% OFF',
    alt: t(
      '웰니스 위크 최대 30% 할인 — 지금 확인하기',
      'Wellness Week: up to 30% off, shop now',
      '健康週最高7折，立即選購'
    ),
    art: { from: '#5b2a86', to: '#fbf6f1', accent: '#f26b5b' },
    link: '/product/health-food',
    categoryId: null,
    startDays: -2,
    endDays: 14
  },
  {
    // Its period has ended: never served.
    key: 'new-year',
    text: 'NEW YEAR BEAUTY FESTA',
    alt: t('새해 뷰티 페스타 (종료)', 'New Year Beauty Festa (ended)', '新年美妝節（已結束）'),
    art: { from: '#2d2433', to: '#fbf6f1', accent: '#b0752f' },
    link: '/product/gift-sets',
    categoryId: null,
    startDays: -60,
    endDays: -30
  },
  {
    key: 'skin-care-week',
    text: 'SKIN CARE WEEK · SAMPLES',
    alt: t(
      '스킨케어 위크 — 전 구매 샘플 증정',
      'Skin Care Week: free samples with every order',
      '保養週：訂單皆附贈試用品'
    ),
    art: { from: '#f26b5b', to: '#fffaf6', accent: '#5b2a86' },
    link: '/product/skin-care',
    categoryId: 1,
    startDays: -2,
    endDays: 10
  }
];

export type SeedEvent = { key: string; title: Text3; summary: Text3; art: Art; link: string } & Period;
export const seedEvents: SeedEvent[] = [
  {
    key: 'member-day',
    title: t('매월 10일 멤버스 데이', 'Members’ Day on the 10th', '每月10日會員日'),
    summary: t(
      '회원 전용 쿠폰과 포인트 2배 적립',
      'Member coupons and double points',
      '會員專屬優惠券與雙倍點數'
    ),
    art: { from: '#ece3f6', to: '#cdb8ea', accent: '#5b2a86' },
    link: '/update/event',
    startDays: -10,
    endDays: 20
  },
  {
    key: 'review',
    title: t('포토 리뷰 이벤트', 'Photo review event', '照片評論活動'),
    summary: t(
      '리뷰를 남기면 추첨으로 풀세트 증정',
      'Post a review for a chance to win a full set',
      '留下評論即可參加全套組抽獎'
    ),
    art: { from: '#fde6d8', to: '#f4c2b0', accent: '#f26b5b' },
    link: '/update/event',
    startDays: -5,
    endDays: 25
  },
  {
    key: 'autoship',
    title: t('정기배송 시작 혜택', 'Start an autoship, get more', '開始定期配送好禮'),
    summary: t(
      '첫 정기배송 시 무료 배송과 샘플 키트',
      'Free delivery and a sample kit on your first autoship',
      '首次定期配送免運並贈試用組'
    ),
    art: { from: '#e4efe0', to: '#bfdcb6', accent: '#4f7f52' },
    link: '/autoship',
    startDays: -20,
    endDays: 40
  }
];

export type SeedCategoryBanner = {
  key: string;
  position: CategoryBannerPosition;
  title: Text3;
  alt: Text3;
  art: Art;
  link: string;
} & Period;
export const seedCategoryBanners: SeedCategoryBanner[] = [
  {
    key: 'top-skin',
    position: 'TOP',
    title: t('스킨케어 베스트 모음전', 'The skin care best-sellers', '保養暢銷精選'),
    alt: t('스킨케어 베스트 제품 모음', 'Best-selling skin care products', '暢銷保養品合集'),
    art: { from: '#fff1e6', to: '#f9cdb6', accent: '#f26b5b' },
    link: '/product/skin-care',
    startDays: -7,
    endDays: 60
  },
  {
    key: 'bottom-device',
    position: 'BOTTOM',
    title: t('홈 뷰티 디바이스 기획전', 'Beauty devices for home care', '居家美容儀器特輯'),
    alt: t('뷰티 디바이스 제품 모음', 'Beauty device collection', '美容儀器合集'),
    art: { from: '#e8eef8', to: '#b4c6e6', accent: '#3d5a8f' },
    link: '/product/beauty-device',
    startDays: -7,
    endDays: 60
  },
  {
    key: 'bottom-mens',
    position: 'BOTTOM',
    title: t('맨즈케어 올인원 라인', 'All-in-one men’s care', '男士全效保養系列'),
    alt: t('맨즈케어 올인원 제품', 'Men’s all-in-one care products', '男士全效保養品'),
    art: { from: '#e9e6e1', to: '#bdb5a8', accent: '#2d2433' },
    link: '/product/mens',
    startDays: -7,
    endDays: 60
  }
];

export type SeedVideo = { key: string; title: Text3; art: Art; link: string } & Period;
/** Poster-only items (no video files are shipped): a click goes to the linked page. */
export const seedVideos: SeedVideo[] = [
  {
    key: 'morning-routine',
    title: t('3분 모닝 스킨케어 루틴', 'A 3-minute morning skin care routine', '3分鐘早晨保養程序'),
    art: { from: '#fde6d8', to: '#f6b8a5', accent: '#f26b5b' },
    link: '/diveIn',
    startDays: -30,
    endDays: null
  },
  {
    key: 'collagen-story',
    title: t(
      '콜라겐, 제대로 알고 먹기',
      'Collagen: what to know before you take it',
      '膠原蛋白，正確認識再補充'
    ),
    art: { from: '#e4efe0', to: '#a9cfa0', accent: '#4f7f52' },
    link: '/diveIn',
    startDays: -30,
    endDays: null
  },
  {
    key: 'lip-colors',
    title: t('봄 립 컬러 스와치', 'Spring lip colour swatches', '春季唇色試色'),
    art: { from: '#f8dde6', to: '#e79ab3', accent: '#b23a62' },
    link: '/product/make-up-lip',
    startDays: -30,
    endDays: null
  }
];

export type SeedPopup = {
  key: string;
  type: PopupContentType;
  /** ALL, GUEST or MEMBER (docs/decisions/057). */
  audience: PopupAudience;
  title: Text3;
  /** Written HTML; a function of the seeding time when the text names dates (they move with the period). */
  contents: ((seededAt: Date) => Text3) | null;
  link: string | null;
  linkTarget: LinkTarget;
} & Period;

/** The courier's day off, in days after seeding: the notice shows from 3 days before seeding until the day after. */
const COURIER_HOLIDAY_DAYS = 10;

/** A Seoul calendar day as each language writes it, `days` after `from` (ko 11월 5일 (목), en Thu, Nov 5). */
function seoulDay(from: Date, days: number) {
  const at = new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
  const format = (language: string) =>
    new Intl.DateTimeFormat(language, {
      month: 'long',
      day: 'numeric',
      weekday: 'short',
      timeZone: 'Asia/Seoul'
    }).format(at);
  return { ko: format('ko-KR'), en: format('en-US'), zh: format('zh-TW') };
}

function courierHolidayNotice(seededAt: Date): Text3 {
  const before = seoulDay(seededAt, COURIER_HOLIDAY_DAYS - 1);
  const off = seoulDay(seededAt, COURIER_HOLIDAY_DAYS);
  const after = seoulDay(seededAt, COURIER_HOLIDAY_DAYS + 1);
  return t(
    `<h3>택배 휴무일 배송 안내</h3><p>${off.ko}은 택배사 휴무일로 배송이 쉬어 갑니다.</p><ul><li>${before.ko} 오후 2시까지 결제 완료 건: 휴무일 전 출고</li><li>이후 주문: ${after.ko}부터 순차 출고</li></ul><p>고객센터 운영 시간은 <strong>평일 09:00–18:00</strong>입니다. 자세한 내용은 <a href="/customer/faq">자주 묻는 질문</a>을 확인해 주세요.</p>`,
    `<h3>Courier day off</h3><p>Deliveries pause on ${off.en}, the courier's day off.</p><ul><li>Paid by 2 pm on ${before.en}: shipped before the day off</li><li>Later orders: shipped in turn from ${after.en}</li></ul><p>Our customer centre is open <strong>weekdays 09:00–18:00</strong>. See the <a href="/customer/faq">FAQ</a> for details.</p>`,
    `<h3>物流公休日配送公告</h3><p>${off.zh}為物流公休日，當天暫停配送。</p><ul><li>${before.zh}下午2點前完成付款：公休日前出貨</li><li>之後的訂單：${after.zh}起依序出貨</li></ul><p>客服中心服務時間為<strong>平日 09:00–18:00</strong>。詳情請參閱<a href="/customer/faq">常見問題</a>。</p>`
  );
}

export const seedPopups: SeedPopup[] = [
  {
    key: 'delivery-notice',
    type: 'CONTENT',
    audience: 'ALL',
    title: t('택배 휴무일 배송 안내', 'Courier day-off delivery notice', '物流公休日配送公告'),
    contents: courierHolidayNotice,
    link: null,
    linkTarget: 'SELF',
    startDays: -3,
    endDays: COURIER_HOLIDAY_DAYS + 1
  },
  {
    // An invitation to sign up: members already have it.
    key: 'welcome-gift',
    type: 'IMAGE',
    audience: 'GUEST',
    title: t('신규 회원 웰컴 기프트', 'Welcome gift for new members', '新會員見面禮'),
    contents: null,
    link: '/signup/selectType',
    linkTarget: 'SELF',
    startDays: -3,
    endDays: 30
  }
];

export const WELCOME_POPUP_ART: Art = { from: '#f26b5b', to: '#5b2a86', accent: '#f26b5b' };
export const WELCOME_POPUP_TEXT = { headline: 'WELCOME GIFT', figure: '3,000P' };
