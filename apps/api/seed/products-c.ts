import type { SeedProduct, Text3 } from './types.ts';

const t = (ko: string, en: string, zh: string): Text3 => ({ 'ko-KR': ko, 'en-US': en, 'zh-TW': zh });

/**
 * Demo catalogue, part C: moisture creams whose names mix scripts the way Korean shops write them (a
 * Latin brand before a Korean product word, a spaced and an unspaced 수분크림), for search (ADR 024).
 */
export const productsC: SeedProduct[] = [
  {
    id: 1065,
    categorySlugs: ['skin-care-cream'],
    brand: 'Lumière Vita',
    name: t(
      '루미에르 비타 딥 수분크림 80ml',
      'Lumière Vita Deep Moisture Cream 80ml',
      'Lumière Vita 深層保濕霜 80ml'
    ),
    summary: t(
      '하루 종일 촉촉함이 이어지는 고보습 수분크림',
      'A rich moisture cream that keeps skin hydrated all day',
      '全天候持續水潤的高保濕霜'
    ),
    description: [
      t(
        '세라마이드와 스쿠알란이 수분 장벽을 채워 줍니다. 가벼운 크림 제형이 빠르게 스며듭니다.',
        'Ceramides and squalane replenish the moisture barrier. The light cream texture sinks in quickly.',
        '神經醯胺與角鯊烷補強保濕屏障。輕盈乳霜質地迅速吸收。'
      ),
      t(
        '스킨케어 마지막 단계에서 얼굴 전체에 펴 바르고 가볍게 두드려 흡수시켜 주세요.',
        'Smooth over the face as the last step of your routine and pat gently to absorb.',
        '於保養最後一步均勻塗抹全臉，輕拍至吸收。'
      )
    ],
    priceOriginal: 42000,
    price: 35700,
    sp: 28560,
    bp: 24990,
    point: 1070,
    salesStatus: 'ON_SALE',
    tags: ['NEW'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 2310,
    stock: 820,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'jar', color: '#e0f2fe', accent: '#0369a1' },
    listedDaysAgo: 12,
    displayOrder: 65
  },
  {
    id: 1066,
    categorySlugs: ['skin-care-cream'],
    brand: 'Aqua Dew',
    name: t('Aqua Dew 수분 크림 젤 100ml', 'Aqua Dew Moisture Cream Gel 100ml', 'Aqua Dew 保濕凝霜 100ml'),
    summary: t(
      '젤과 크림 사이, 산뜻하게 흡수되는 수분 크림 젤',
      'Between a gel and a cream: a fresh, fast-absorbing moisture gel-cream',
      '介於凝膠與乳霜之間，清爽吸收的保濕凝霜'
    ),
    description: [
      t(
        '히알루론산과 판테놀이 들뜬 피부에 수분을 채워 줍니다. 끈적임 없이 산뜻하게 마무리됩니다.',
        'Hyaluronic acid and panthenol hydrate dry, flaky skin. It finishes fresh, never sticky.',
        '玻尿酸與泛醇為乾燥脫屑肌膚補水。妝感清爽不黏膩。'
      )
    ],
    priceOriginal: 28000,
    price: 28000,
    sp: 22400,
    bp: 19600,
    point: 840,
    salesStatus: 'ON_SALE',
    tags: ['RECOMMEND'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 1420,
    stock: 560,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'tube', color: '#ccfbf1', accent: '#0f766e' },
    listedDaysAgo: 20,
    displayOrder: 66
  }
];
