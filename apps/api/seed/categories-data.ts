import type { SeedCategory, Text3 } from './types.ts';

const t = (ko: string, en: string, zh: string): Text3 => ({ 'ko-KR': ko, 'en-US': en, 'zh-TW': zh });

/** Shop categories (top ids 1-99, children 101+) and the fixed company-story branch (SPEC §2). */
export const seedCategories: SeedCategory[] = [
  { id: 1, parentId: null, slug: 'skin-care', name: t('스킨케어', 'Skin Care', '保養'), sortOrder: 1 },
  {
    id: 101,
    parentId: 1,
    slug: 'skin-care-cleansing',
    name: t('클렌징', 'Cleansing', '卸妝潔顏'),
    sortOrder: 1
  },
  {
    id: 102,
    parentId: 1,
    slug: 'skin-care-toner',
    name: t('토너/미스트', 'Toners & Mists', '化妝水/噴霧'),
    sortOrder: 2
  },
  {
    id: 103,
    parentId: 1,
    slug: 'skin-care-serum',
    name: t('세럼/에센스', 'Serums & Essences', '精華液'),
    sortOrder: 3
  },
  { id: 104, parentId: 1, slug: 'skin-care-cream', name: t('크림', 'Creams', '乳霜'), sortOrder: 4 },
  { id: 105, parentId: 1, slug: 'skin-care-sun', name: t('선케어', 'Sun Care', '防曬'), sortOrder: 5 },
  { id: 106, parentId: 1, slug: 'skin-care-mask', name: t('마스크팩', 'Sheet Masks', '面膜'), sortOrder: 6 },

  { id: 2, parentId: null, slug: 'make-up', name: t('메이크업', 'Make-up', '彩妝'), sortOrder: 2 },
  { id: 201, parentId: 2, slug: 'make-up-base', name: t('베이스', 'Base', '底妝'), sortOrder: 1 },
  { id: 202, parentId: 2, slug: 'make-up-lip', name: t('립', 'Lips', '唇妝'), sortOrder: 2 },
  { id: 203, parentId: 2, slug: 'make-up-eye', name: t('아이', 'Eyes', '眼妝'), sortOrder: 3 },

  {
    id: 3,
    parentId: null,
    slug: 'body-hair',
    name: t('바디&헤어', 'Body & Hair', '身體與美髮'),
    sortOrder: 3
  },
  {
    id: 301,
    parentId: 3,
    slug: 'body-hair-body',
    name: t('바디케어', 'Body Care', '身體保養'),
    sortOrder: 1
  },
  {
    id: 302,
    parentId: 3,
    slug: 'body-hair-hair',
    name: t('헤어케어', 'Hair Care', '頭髮護理'),
    sortOrder: 2
  },
  {
    id: 303,
    parentId: 3,
    slug: 'body-hair-hand-foot',
    name: t('핸드/풋', 'Hand & Foot', '手足保養'),
    sortOrder: 3
  },

  {
    id: 4,
    parentId: null,
    slug: 'health-food',
    name: t('건강식품', 'Health Food', '保健食品'),
    sortOrder: 4
  },
  {
    id: 401,
    parentId: 4,
    slug: 'health-food-vitamin',
    name: t('비타민', 'Vitamins', '維他命'),
    sortOrder: 1
  },
  {
    id: 402,
    parentId: 4,
    slug: 'health-food-probiotics',
    name: t('유산균', 'Probiotics', '益生菌'),
    sortOrder: 2
  },
  {
    id: 403,
    parentId: 4,
    slug: 'health-food-collagen',
    name: t('콜라겐/이너뷰티', 'Collagen & Inner Beauty', '膠原蛋白/內服美容'),
    sortOrder: 3
  },
  { id: 404, parentId: 4, slug: 'health-food-diet', name: t('다이어트', 'Diet', '體態管理'), sortOrder: 4 },

  { id: 5, parentId: null, slug: 'household', name: t('생활용품', 'Household', '生活用品'), sortOrder: 5 },
  { id: 501, parentId: 5, slug: 'household-kitchen', name: t('주방', 'Kitchen', '廚房'), sortOrder: 1 },
  { id: 502, parentId: 5, slug: 'household-laundry', name: t('세탁', 'Laundry', '洗衣'), sortOrder: 2 },
  { id: 503, parentId: 5, slug: 'household-oral', name: t('구강', 'Oral Care', '口腔護理'), sortOrder: 3 },

  { id: 6, parentId: null, slug: 'fragrance', name: t('향수', 'Fragrance', '香氛'), sortOrder: 6 },
  { id: 601, parentId: 6, slug: 'fragrance-perfume', name: t('퍼퓸', 'Perfume', '香水'), sortOrder: 1 },
  {
    id: 602,
    parentId: 6,
    slug: 'fragrance-home',
    name: t('홈 프래그런스', 'Home Fragrance', '居家香氛'),
    sortOrder: 2
  },

  { id: 7, parentId: null, slug: 'mens', name: t('맨즈케어', "Men's Care", '男士保養'), sortOrder: 7 },
  {
    id: 701,
    parentId: 7,
    slug: 'mens-skin',
    name: t('맨즈 스킨케어', "Men's Skin Care", '男士肌膚保養'),
    sortOrder: 1
  },
  { id: 702, parentId: 7, slug: 'mens-shave', name: t('쉐이빙', 'Shaving', '刮鬍'), sortOrder: 2 },

  {
    id: 8,
    parentId: null,
    slug: 'beauty-device',
    name: t('뷰티디바이스', 'Beauty Devices', '美容儀器'),
    sortOrder: 8
  },
  {
    id: 801,
    parentId: 8,
    slug: 'beauty-device-face',
    name: t('페이스 디바이스', 'Face Devices', '臉部美容儀'),
    sortOrder: 1
  },
  {
    id: 802,
    parentId: 8,
    slug: 'beauty-device-hair',
    name: t('헤어 디바이스', 'Hair Devices', '美髮儀器'),
    sortOrder: 2
  },

  { id: 9, parentId: null, slug: 'gift-sets', name: t('세트/기획', 'Gift Sets', '禮盒組'), sortOrder: 9 },
  {
    id: 901,
    parentId: 9,
    slug: 'gift-sets-skin',
    name: t('스킨케어 세트', 'Skin Care Sets', '保養禮盒'),
    sortOrder: 1
  },
  {
    id: 902,
    parentId: 9,
    slug: 'gift-sets-health',
    name: t('건강 선물세트', 'Wellness Gift Sets', '保健禮盒'),
    sortOrder: 2
  },

  {
    id: 9999999999,
    parentId: null,
    slug: 'company-story',
    name: t('회사 이야기', 'Our Story', '品牌故事'),
    sortOrder: 99
  },
  {
    id: 9999999901,
    parentId: 9999999999,
    slug: '/about/business',
    name: t('기업가치', 'Our Values', '企業價值'),
    sortOrder: 1
  },
  {
    id: 9999999902,
    parentId: 9999999999,
    slug: '/about/history',
    name: t('연혁', 'History', '沿革'),
    sortOrder: 2
  },
  { id: 9999999903, parentId: 9999999999, slug: '/about/rnd', name: t('R&D', 'R&D', '研發'), sortOrder: 3 },
  {
    id: 9999999904,
    parentId: 9999999999,
    slug: '/update/news',
    name: t('뉴스', 'News', '新聞'),
    sortOrder: 4
  },
  {
    id: 9999999905,
    parentId: 9999999999,
    slug: '/esg/fair',
    name: t('공정거래', 'Fair Trade', '公平交易'),
    sortOrder: 5
  },
  {
    id: 9999999906,
    parentId: 9999999999,
    slug: '/esg/ethics',
    name: t('윤리준법', 'Ethics & Compliance', '倫理守法'),
    sortOrder: 6
  },
  {
    id: 9999999907,
    parentId: 9999999999,
    slug: '/esg/customer',
    name: t('소비자중심', 'Consumer-Centred', '以消費者為中心'),
    sortOrder: 7
  },
  {
    id: 9999999908,
    parentId: 9999999999,
    slug: '/esg/safety',
    name: t('안전', 'Safety', '安全'),
    sortOrder: 8
  },
  {
    id: 9999999909,
    parentId: 9999999999,
    slug: '/esg/rightway',
    name: t('회원윤리강령', 'Member Code of Ethics', '會員倫理守則'),
    sortOrder: 9
  },
  {
    id: 9999999910,
    parentId: 9999999999,
    slug: '/esg/compliance',
    name: t('사이버신고센터', 'Cyber Report Centre', '網路檢舉中心'),
    sortOrder: 10
  }
];
