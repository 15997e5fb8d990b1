import type { SeedProduct, Text3 } from './types.ts';

const t = (ko: string, en: string, zh: string): Text3 => ({ 'ko-KR': ko, 'en-US': en, 'zh-TW': zh });

/** Shared restock notices for sold-out options. */
const restockDecember = t('12월 초 재입고 예정', 'Back in stock early December', '預計12月初補貨');
const restockJanuary = t('1월 중순 재입고 예정', 'Back in stock mid-January', '預計1月中旬補貨');

/** Demo catalogue, part A: skin care, make-up, men's care and beauty devices (ids 1001-1032). */
export const productsA: SeedProduct[] = [
  // ───────────── Skin care · Cleansing ─────────────
  {
    id: 1001,
    categorySlugs: ['skin-care-cleansing'],
    brand: 'Dami Botanique',
    name: t(
      '다미 보타니크 녹차 약산성 클렌징 폼 150ml',
      'Dami Botanique Green Tea Low-pH Cleansing Foam 150ml',
      'Dami Botanique 綠茶弱酸性洗面乳 150ml'
    ),
    summary: t(
      '보성 녹차수로 당김 없이 산뜻하게 씻어내는 데일리 약산성 폼',
      'A gentle low-pH daily foam with Boseong green tea water that leaves skin fresh, never tight',
      '添加寶城綠茶水的弱酸性日常洗面乳，洗後清爽不緊繃'
    ),
    description: [
      t(
        '보성산 유기농 녹차수를 정제수 대신 담았습니다. 피부와 비슷한 pH 5.5 전후의 약산성 포뮬러입니다. 코코넛 유래 세정 성분이 노폐물과 피지를 부드럽게 씻어냅니다.',
        'Organic Boseong green tea water replaces plain water in the formula. The pH sits around 5.5, close to your skin. Coconut-derived cleansers lift away impurities and excess sebum gently.',
        '以寶城有機綠茶水取代純水。配方pH值約5.5，接近肌膚本身的酸鹼值。椰子來源的潔淨成分溫和帶走髒污與多餘油脂。'
      ),
      t(
        '세안 후에도 수분감이 남아 당김이 적습니다. 민감한 피부도 아침저녁으로 사용하기 좋습니다.',
        'Skin stays comfortable and hydrated after rinsing. It is mild enough for sensitive skin, morning and night.',
        '洗後保有水潤感，不易緊繃。敏感肌也能早晚安心使用。'
      ),
      t(
        '적당량을 손에 덜어 물과 함께 충분히 거품 냅니다. 얼굴을 부드럽게 문지른 뒤 미온수로 헹궈 주세요.',
        'Work a small amount into a rich lather with water. Massage over the face, then rinse with lukewarm water.',
        '取適量加水充分搓出泡沫。輕柔按摩全臉後，以溫水洗淨。'
      )
    ],
    priceOriginal: 18000,
    price: 18000,
    sp: 14400,
    bp: 12600,
    point: 540,
    salesStatus: 'ON_SALE',
    tags: ['BEST'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 8420,
    stock: 1240,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'tube', color: '#cfe3c4', accent: '#4f7a3a' },
    listedDaysAgo: 384,
    displayOrder: 1
  },
  {
    id: 1002,
    categorySlugs: ['skin-care-cleansing'],
    brand: 'Oriel',
    name: t('오리엘 딥 클렌징 오일 200ml', 'Oriel Deep Cleansing Oil 200ml', 'Oriel 深層卸妝油 200ml'),
    summary: t(
      '워터프루프 메이크업까지 한 번에 녹여내는 가벼운 클렌징 오일',
      'A light cleansing oil that melts away even waterproof make-up in one step',
      '一次溶解防水彩妝的輕盈卸妝油'
    ),
    description: [
      t(
        '호호바씨 오일과 해바라기씨 오일을 블렌딩했습니다. 끈적임 없이 가볍게 펴 발립니다. 물이 닿으면 우윳빛으로 유화되어 잔여감 없이 헹궈집니다.',
        'A blend of jojoba and sunflower seed oils. It spreads lightly without any stickiness. On contact with water it turns milky and rinses clean.',
        '調和荷荷芭籽油與葵花籽油。質地輕盈不黏膩。遇水即乳化成乳白色，沖洗後不殘留。'
      ),
      t(
        '마른 손과 얼굴에 2~3펌프를 펴 바르고 부드럽게 롤링합니다. 물을 조금 더해 유화시킨 뒤 깨끗이 헹궈 주세요. 리필 세트로 더 알뜰하게 사용할 수 있습니다.',
        'With dry hands, massage 2-3 pumps over a dry face. Add a little water to emulsify, then rinse well. Choose the refill set for better value.',
        '以乾燥的手取2~3壓於乾燥臉部輕柔按摩。加少量水乳化後徹底洗淨。選擇補充組更划算。'
      )
    ],
    priceOriginal: 32000,
    price: 25600,
    sp: 20480,
    bp: 17920,
    point: 510,
    salesStatus: 'ON_SALE',
    tags: ['SPECIAL'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 3150,
    stock: 560,
    optionUi: 'SELECT',
    options: [
      { value: t('200ml 단품', '200ml single', '200ml 單入'), salesStatus: 'ON_SALE', stock: 380 },
      {
        value: t('200ml + 리필 200ml 세트', '200ml + 200ml refill set', '200ml + 200ml 補充包組'),
        salesStatus: 'ON_SALE',
        stock: 180
      }
    ],
    visual: { shape: 'bottle', color: '#f3e2b3', accent: '#8a6a2c' },
    listedDaysAgo: 212,
    displayOrder: 3
  },
  // ───────────── Skin care · Toner ─────────────
  {
    id: 1003,
    categorySlugs: ['skin-care-toner'],
    brand: 'Hanbit Lab',
    name: t(
      '한빛랩 시카 진정 토너 300ml',
      'Hanbit Lab Cica Calming Toner 300ml',
      'Hanbit Lab 積雪草舒緩化妝水 300ml'
    ),
    summary: t(
      '병풀 추출물로 붉어진 피부를 빠르게 진정시키는 대용량 토너',
      'A generous-size toner with centella extract that quickly soothes redness',
      '以積雪草萃取快速舒緩泛紅的大容量化妝水'
    ),
    description: [
      t(
        '병풀 추출물과 마데카소사이드를 담았습니다. 판테놀이 피부 장벽을 함께 돌봅니다. 알코올과 인공 향료를 넣지 않았습니다.',
        'Formulated with centella asiatica extract and madecassoside. Panthenol supports the skin barrier. No alcohol and no artificial fragrance.',
        '含積雪草萃取與羥基積雪草苷。泛醇同步呵護肌膚屏障。不含酒精與人工香料。'
      ),
      t(
        '세안 후 화장솜에 충분히 적셔 결을 따라 닦아냅니다. 붉은 부위에는 5분간 토너팩으로 올려 두세요.',
        'After cleansing, soak a cotton pad and sweep along the skin. On red areas, leave soaked pads on for five minutes as a toner mask.',
        '洗臉後以化妝棉充分沾濕，順著肌膚紋理擦拭。泛紅部位可濕敷5分鐘。'
      )
    ],
    priceOriginal: 28000,
    price: 28000,
    sp: 22400,
    bp: 19600,
    point: 840,
    salesStatus: 'ALMOST_SOLD_OUT',
    tags: ['RECOMMEND'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 5620,
    stock: 14,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'bottle', color: '#d8ead9', accent: '#2f6b4f' },
    listedDaysAgo: 151,
    displayOrder: 5
  },
  {
    id: 1004,
    categorySlugs: ['skin-care-toner'],
    brand: 'Lumière Vita',
    name: t(
      '루미에르 비타 비타C 브라이트닝 미스트 120ml',
      'Lumière Vita Vitamin C Brightening Mist 120ml',
      'Lumière Vita 維他命C亮白噴霧 120ml'
    ),
    summary: t(
      '메이크업 위에도 곱게 뿌려지는 비타민 광채 미스트',
      'A fine vitamin mist for instant glow, even over make-up',
      '可直接噴在妝上的維他命光采噴霧'
    ),
    description: [
      t(
        '안정화 비타민C 유도체와 한라봉 추출물을 담았습니다. 초미세 분사로 메이크업이 뭉치지 않습니다.',
        'Made with a stabilised vitamin C derivative and Hallabong citrus extract. The ultra-fine spray will not disturb your make-up.',
        '含穩定型維他命C衍生物與濟州漢拏峰柑橘萃取。超細緻噴霧不會讓底妝結塊。'
      ),
      t(
        '건조한 사무실이나 야외에서 수시로 수분과 생기를 더해 줍니다. 얼굴에서 20cm 정도 떨어뜨려 2~3회 분사하세요.',
        'Refresh skin with moisture and glow in a dry office or outdoors. Hold 20cm from the face and spray 2-3 times.',
        '在乾燥辦公室或戶外隨時補充水分與光采。距臉部約20公分噴2~3下。'
      )
    ],
    priceOriginal: 24000,
    price: 19200,
    sp: 15360,
    bp: 13440,
    point: 380,
    salesStatus: 'ON_SALE',
    tags: ['NEW', 'SEASON'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 410,
    stock: 620,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'bottle', color: '#ffd37a', accent: '#e07b1a' },
    listedDaysAgo: 12,
    displayOrder: 7
  },
  // ───────────── Skin care · Serum ─────────────
  {
    id: 1005,
    categorySlugs: ['skin-care-serum'],
    brand: 'Lumière Vita',
    name: t(
      '루미에르 비타 히알루론 수분 세럼 50ml',
      'Lumière Vita Hyaluronic Hydrating Serum 50ml',
      'Lumière Vita 玻尿酸保濕精華 50ml'
    ),
    summary: t(
      '8중 히알루론산이 속부터 촉촉하게 채워주는 베스트셀러 수분 세럼',
      'Our best-selling serum with eight types of hyaluronic acid for deep, lasting hydration',
      '8重玻尿酸由內而外補水的人氣保濕精華'
    ),
    description: [
      t(
        '분자 크기가 다른 8가지 히알루론산을 담았습니다. 피부 표면부터 결 사이사이까지 수분을 채웁니다. 세라마이드가 수분이 날아가지 않도록 잡아 줍니다.',
        'Eight hyaluronic acids of different molecular sizes. They hydrate from the surface down between the layers of the skin. Ceramides help lock the moisture in.',
        '含8種不同分子大小的玻尿酸。從肌膚表面到細紋之間層層補水。神經醯胺幫助鎖住水分。'
      ),
      t(
        '토너 다음 단계에서 2~3방울을 얼굴 전체에 펴 바릅니다. 가볍게 두드려 흡수시킨 뒤 크림으로 마무리하세요.',
        'After toner, smooth 2-3 drops over the whole face. Pat gently until absorbed, then follow with cream.',
        '化妝水後取2~3滴塗抹全臉。輕拍至吸收，再以乳霜收尾。'
      ),
      t(
        '100ml 대용량은 현재 품절입니다. 재입고 일정은 옵션 안내를 확인해 주세요.',
        'The 100ml size is currently sold out. See the option notice for the restock date.',
        '100ml大容量目前缺貨中。補貨時間請參考選項說明。'
      )
    ],
    priceOriginal: 48000,
    price: 48000,
    sp: 38400,
    bp: 33600,
    point: 2400,
    salesStatus: 'ON_SALE',
    tags: ['BEST', 'RECOMMEND'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 8960,
    stock: 430,
    optionUi: 'SELECT',
    options: [
      { value: t('50ml', '50ml', '50ml'), salesStatus: 'ON_SALE', stock: 430 },
      {
        value: t('100ml 대용량', '100ml large size', '100ml 大容量'),
        salesStatus: 'SOLD_OUT',
        soldOutMessage: restockDecember,
        stock: 0
      }
    ],
    visual: { shape: 'dropper', color: '#cfe8f6', accent: '#1f6fa8' },
    listedDaysAgo: 322,
    displayOrder: 9
  },
  {
    id: 1006,
    categorySlugs: ['skin-care-serum'],
    brand: 'Hanbit Lab',
    name: t(
      '한빛랩 나이아신아마이드 10 잡티 앰플 30ml',
      'Hanbit Lab Niacinamide 10 Blemish Ampoule 30ml',
      'Hanbit Lab 菸鹼醯胺10淡斑安瓶 30ml'
    ),
    summary: t(
      '고함량 나이아신아마이드로 칙칙한 톤과 잡티를 집중 케어',
      'High-strength niacinamide that targets dullness and dark spots',
      '高濃度菸鹼醯胺，集中改善暗沉與斑點'
    ),
    description: [
      t(
        '나이아신아마이드 10%와 트라넥삼산을 담았습니다. 기능성 미백 인증을 받은 리뉴얼 포뮬러입니다. 자극을 줄이려고 감초 추출물을 더했습니다.',
        'With 10% niacinamide and tranexamic acid. The renewed formula is certified as a functional brightening product. Licorice extract is added to keep it gentle.',
        '含10%菸鹼醯胺與傳明酸。全新配方通過機能性美白認證。添加甘草萃取降低刺激。'
      ),
      t(
        '저녁 세안 후 스포이트로 1~2방울을 덜어 잡티 부위부터 펴 바릅니다. 낮에는 자외선 차단제를 꼭 함께 사용하세요.',
        'In the evening, apply 1-2 drops with the dropper, starting on dark spots. Always wear sunscreen during the day.',
        '晚間潔顏後以滴管取1~2滴，從斑點部位開始塗抹。白天請務必搭配防曬。'
      )
    ],
    priceOriginal: 39000,
    price: 39000,
    sp: 31200,
    bp: 27300,
    point: 1170,
    salesStatus: 'ON_SALE',
    tags: ['RENEWAL'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 2340,
    stock: 510,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'dropper', color: '#f4f1ea', accent: '#3c4a8c' },
    listedDaysAgo: 46,
    displayOrder: 11
  },
  {
    id: 1007,
    categorySlugs: ['skin-care-serum'],
    brand: 'Oriel',
    name: t(
      '오리엘 레티놀 0.1 나이트 에센스 30ml',
      'Oriel Retinol 0.1 Night Essence 30ml',
      'Oriel A醇0.1晚安精華 30ml'
    ),
    summary: t(
      '입문자도 부담 없는 순한 레티놀 나이트 에센스, 출시 기념 한정 수량',
      'A gentle retinol night essence for beginners, in a limited launch quantity',
      '新手也能安心使用的溫和A醇晚安精華，上市限量供應'
    ),
    description: [
      t(
        '캡슐화한 레티놀 0.1%를 담았습니다. 밤사이 천천히 방출되어 자극을 줄였습니다. 스쿠알란과 바쿠치올이 피부를 편안하게 지켜 줍니다.',
        'Contains 0.1% encapsulated retinol. It releases slowly overnight to reduce irritation. Squalane and bakuchiol keep skin comfortable.',
        '含0.1%包覆型A醇。夜間緩慢釋放，降低刺激。角鯊烷與補骨脂酚讓肌膚保持舒適。'
      ),
      t(
        '처음 2주는 이틀에 한 번 저녁에만 사용하세요. 적응되면 매일 밤 사용합니다. 눈가와 입가는 피해서 바릅니다.',
        'For the first two weeks, use every other evening. Once your skin adjusts, use nightly. Avoid the eye and mouth areas.',
        '前兩週每隔一晚使用。肌膚適應後可每晚使用。請避開眼周與嘴角。'
      ),
      t(
        '출시 기념 한정 판매로 1인 2개까지 구매할 수 있습니다.',
        'As a limited launch release, each customer may buy up to two.',
        '上市限量販售，每人限購2件。'
      )
    ],
    priceOriginal: 56000,
    price: 56000,
    sp: 44800,
    bp: 39200,
    point: 1680,
    salesStatus: 'ON_SALE',
    tags: ['NEW', 'LIMITED'],
    autoShip: false,
    buyPeriod: true,
    maxQuantityLimit: 2,
    applyCoupon: false,
    salesAmount: 260,
    stock: 180,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'dropper', color: '#8a3b5a', accent: '#e8c06a' },
    listedDaysAgo: 5,
    displayOrder: 13
  },
  // ───────────── Skin care · Cream ─────────────
  {
    id: 1008,
    categorySlugs: ['skin-care-cream'],
    brand: 'Dami Botanique',
    name: t(
      '다미 보타니크 세라마이드 장벽 크림 50ml',
      'Dami Botanique Ceramide Barrier Cream 50ml',
      'Dami Botanique 神經醯胺屏障修護霜 50ml'
    ),
    summary: t(
      '건조하고 예민한 피부 장벽을 하루 종일 든든하게 채워주는 크림',
      'A cream that rebuilds a dry, sensitive skin barrier and keeps it comfortable all day',
      '全天穩固修護乾燥敏感肌屏障的乳霜'
    ),
    description: [
      t(
        '피부 유사 지질 구조로 세라마이드, 콜레스테롤, 지방산을 배합했습니다. 쌀겨 추출물이 거칠어진 결을 매끄럽게 합니다.',
        'Ceramides, cholesterol and fatty acids are combined in a skin-like lipid ratio. Rice bran extract smooths rough texture.',
        '以近似肌膚的脂質比例調配神經醯胺、膽固醇與脂肪酸。米糠萃取讓粗糙膚觸變得平滑。'
      ),
      t(
        '스킨케어 마지막 단계에서 진주알 크기만큼 덜어 얼굴 전체에 펴 바릅니다. 건조한 부위에는 한 번 더 덧발라 주세요.',
        'As the last skincare step, smooth a pearl-sized amount over the face. Layer again on dry areas.',
        '保養最後一步取珍珠大小塗抹全臉。乾燥部位可再疊擦一次。'
      ),
      t(
        '리필 세트는 본품 용기에 리필 용기를 그대로 끼워 사용하는 방식입니다.',
        'In the refill set, the refill pod simply slots into the original jar.',
        '補充組的補充瓶可直接裝入原本的瓶身使用。'
      )
    ],
    priceOriginal: 42000,
    price: 42000,
    sp: 33600,
    bp: 29400,
    point: 2100,
    salesStatus: 'ON_SALE',
    tags: ['BEST'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 7180,
    stock: 472,
    optionUi: 'SELECT',
    options: [
      { value: t('50ml 단품', '50ml single', '50ml 單入'), salesStatus: 'ON_SALE', stock: 460 },
      {
        value: t('50ml + 리필 50ml 세트', '50ml + 50ml refill set', '50ml + 50ml 補充瓶組'),
        salesStatus: 'ALMOST_SOLD_OUT',
        stock: 12
      }
    ],
    visual: { shape: 'jar', color: '#f5efe4', accent: '#7c9a6b' },
    listedDaysAgo: 263,
    displayOrder: 15
  },
  {
    id: 1009,
    categorySlugs: ['skin-care-cream'],
    brand: 'Lumière Vita',
    name: t(
      '루미에르 비타 콜라겐 탄력 크림 50ml',
      'Lumière Vita Collagen Firming Cream 50ml',
      'Lumière Vita 膠原蛋白緊緻霜 50ml'
    ),
    summary: t(
      '저분자 콜라겐과 펩타이드로 처진 윤곽에 탄력을 더하는 크림',
      'Low-molecular collagen and peptides to firm and lift the contours of the face',
      '低分子膠原蛋白與胜肽，為鬆弛輪廓注入彈力'
    ),
    description: [
      t(
        '저분자 가수분해 콜라겐과 5종 펩타이드를 담았습니다. 아데노신이 주름 개선을 돕습니다. 쫀쫀한 텍스처가 바른 뒤에도 무겁지 않습니다.',
        'Made with low-molecular hydrolysed collagen and five peptides. Adenosine helps reduce wrinkles. The bouncy texture never feels heavy.',
        '含低分子水解膠原蛋白與5種胜肽。腺苷幫助改善皺紋。Q彈質地擦後不厚重。'
      ),
      t(
        '아침저녁 마지막 단계에서 사용합니다. 턱선에서 귀 방향으로 끌어올리듯 마사지해 주세요.',
        'Use morning and night as the final step. Massage upward from the jawline towards the ears.',
        '早晚於保養最後一步使用。由下顎線往耳朵方向向上提拉按摩。'
      )
    ],
    priceOriginal: 89000,
    price: 62300,
    sp: 49840,
    bp: 43610,
    point: 1250,
    salesStatus: 'ON_SALE',
    tags: ['PLANNING'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 1890,
    stock: 340,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'jar', color: '#f2c9c4', accent: '#b0455a' },
    listedDaysAgo: 178,
    displayOrder: 17
  },
  {
    id: 1010,
    categorySlugs: ['skin-care-cream', 'gift-sets-skin'],
    brand: 'Oriel',
    name: t(
      '오리엘 프레스티지 홍삼 크림 기획세트 (크림 60ml + 아이크림 15ml)',
      'Oriel Prestige Red Ginseng Cream Set (Cream 60ml + Eye Cream 15ml)',
      'Oriel 頂級紅蔘乳霜禮盒組（乳霜60ml + 眼霜15ml）'
    ),
    summary: t(
      '6년근 홍삼 크림과 아이크림을 담은 연말 한정 선물 세트',
      'A limited year-end gift set of six-year red ginseng cream and eye cream',
      '內含六年根紅蔘乳霜與眼霜的年末限定禮盒'
    ),
    description: [
      t(
        '6년근 홍삼에서 얻은 진세노사이드를 담았습니다. 탄력과 윤기를 함께 채워 줍니다. 아이크림은 눈가 전용으로 더 부드럽게 만들었습니다.',
        'Rich in ginsenosides from six-year-old red ginseng. It restores both firmness and radiance. The eye cream is softer, made just for the eye area.',
        '含六年根紅蔘萃取的人蔘皂苷。同時補充彈力與光澤。眼霜質地更柔和，專為眼周設計。'
      ),
      t(
        '선물용 하드 케이스와 쇼핑백이 함께 제공됩니다. 연말 한정 수량으로 1인 5개까지 구매할 수 있습니다.',
        'Comes with a gift box and shopping bag. Made in a limited year-end quantity, up to five per customer.',
        '附精美禮盒與提袋。年末限量，每人限購5組。'
      )
    ],
    priceOriginal: 189000,
    price: 151200,
    sp: 120960,
    bp: 105840,
    point: 4540,
    salesStatus: 'ON_SALE',
    tags: ['LIMITED', 'PLANNING'],
    autoShip: false,
    buyPeriod: true,
    maxQuantityLimit: 5,
    applyCoupon: false,
    salesAmount: 640,
    stock: 150,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'box', color: '#7a1f2b', accent: '#d9b36c' },
    listedDaysAgo: 20,
    displayOrder: 19
  },
  // ───────────── Skin care · Sun ─────────────
  {
    id: 1011,
    categorySlugs: ['skin-care-sun'],
    brand: 'Hanbit Lab',
    name: t(
      '한빛랩 마일드 무기자차 선크림 SPF50+ PA++++ 50ml',
      'Hanbit Lab Mild Mineral Sunscreen SPF50+ PA++++ 50ml',
      'Hanbit Lab 溫和物理性防曬霜 SPF50+ PA++++ 50ml'
    ),
    summary: t(
      '백탁 없이 얇게 발리는 민감 피부용 무기자차 선크림',
      'A mineral sunscreen for sensitive skin that goes on sheer with no white cast',
      '適合敏感肌、薄透不泛白的物理性防曬'
    ),
    description: [
      t(
        '징크옥사이드와 티타늄디옥사이드만으로 자외선을 차단합니다. 미세 입자 코팅으로 백탁을 줄였습니다. 눈시림이 적어 아이들도 함께 쓸 수 있습니다.',
        'Only zinc oxide and titanium dioxide protect against UV. Coated micro-particles keep the white cast to a minimum. It rarely stings the eyes, so children can use it too.',
        '僅以氧化鋅與二氧化鈦阻隔紫外線。微粒包覆技術減少泛白。不易刺眼，孩童也能一起使用。'
      ),
      t(
        '외출 20분 전 얼굴 전체에 충분히 바릅니다. 2~3시간마다 덧발라 주세요. 클렌징 폼으로 한 번에 지워집니다.',
        'Apply generously 20 minutes before going out. Reapply every 2-3 hours. It washes off with a single foam cleanse.',
        '出門前20分鐘均勻塗抹全臉。每2~3小時補擦一次。用洗面乳即可洗淨。'
      )
    ],
    priceOriginal: 26000,
    price: 26000,
    sp: 20800,
    bp: 18200,
    point: 780,
    salesStatus: 'ON_SALE',
    tags: ['BEST', 'SEASON'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 6730,
    stock: 890,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'tube', color: '#fbf6ec', accent: '#f2a03d' },
    listedDaysAgo: 94,
    displayOrder: 21
  },
  {
    id: 1012,
    categorySlugs: ['skin-care-sun'],
    brand: 'Dami Botanique',
    name: t(
      '다미 보타니크 워터리 선 에센스 SPF50+ PA++++ 60ml',
      'Dami Botanique Watery Sun Essence SPF50+ PA++++ 60ml',
      'Dami Botanique 水感防曬精華 SPF50+ PA++++ 60ml'
    ),
    summary: t(
      '수분 에센스처럼 촉촉하게 스며드는 여름 시즌 선 에센스',
      'A summer sun essence that sinks in like a hydrating essence',
      '如保濕精華般滲透的夏季防曬精華'
    ),
    description: [
      t(
        '알로에잎즙과 히알루론산을 담았습니다. 물처럼 가볍게 발리고 끈적임이 없습니다. 메이크업 전 베이스로도 잘 어울립니다.',
        'Made with aloe leaf juice and hyaluronic acid. It glides on like water with no stickiness. It also works well as a make-up base.',
        '含蘆薈葉汁與玻尿酸。如水般輕盈好推、不黏膩。也適合作為妝前打底。'
      ),
      t(
        '여름 시즌 물량이 모두 소진되었습니다. 내년 봄 시즌에 다시 만나보실 수 있습니다.',
        'This summer’s stock has sold out. It will return for next spring’s season.',
        '本季夏季庫存已全數售罄。將於明年春季再次上市。'
      )
    ],
    priceOriginal: 22000,
    price: 22000,
    sp: 17600,
    bp: 15400,
    point: 660,
    salesStatus: 'SOLD_OUT',
    soldOutMessage: t(
      '내년 3월 시즌 재출시 예정',
      'Returning for the season next March',
      '預計明年3月季節回歸'
    ),
    tags: ['SEASON'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 4410,
    stock: 0,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'tube', color: '#d6efe6', accent: '#3a9b7a' },
    listedDaysAgo: 231,
    displayOrder: 23
  },
  // ───────────── Skin care · Mask ─────────────
  {
    id: 1013,
    categorySlugs: ['skin-care-mask'],
    brand: 'Lumière Vita',
    name: t(
      '루미에르 비타 글로우 앰플 시트 마스크 10매',
      'Lumière Vita Glow Ampoule Sheet Mask 10 sheets',
      'Lumière Vita 光采安瓶片狀面膜 10片'
    ),
    summary: t(
      '앰플 한 병을 그대로 담은 광채 시트 마스크',
      'A radiance sheet mask soaked in a full bottle’s worth of ampoule',
      '浸滿整瓶安瓶精華的光采面膜'
    ),
    description: [
      t(
        '장당 30ml의 비타민 앰플을 담았습니다. 얇은 텐셀 시트가 얼굴에 빈틈없이 밀착됩니다.',
        'Each sheet holds 30ml of vitamin ampoule. The thin Tencel sheet clings closely to every contour.',
        '每片含30ml維他命安瓶精華。輕薄天絲面膜紙完美服貼臉部。'
      ),
      t(
        '세안 후 토너로 결을 정돈하고 시트를 붙입니다. 15~20분 뒤 떼어내고 남은 앰플을 두드려 흡수시켜 주세요. 주 2~3회 사용을 권장합니다.',
        'After cleansing and toner, apply the sheet. Remove after 15-20 minutes and pat in the remaining ampoule. We recommend 2-3 times a week.',
        '潔顏並以化妝水調理後敷上面膜。15~20分鐘後取下，將剩餘精華輕拍吸收。建議每週使用2~3次。'
      )
    ],
    priceOriginal: 30000,
    price: 21000,
    sp: 16800,
    bp: 14700,
    point: 420,
    salesStatus: 'ON_SALE',
    tags: ['SPECIAL'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 5280,
    stock: 930,
    optionUi: 'SELECT',
    options: [
      { value: t('10매', '10 sheets', '10片'), salesStatus: 'ON_SALE', stock: 700 },
      {
        value: t('30매 (10매 x 3)', '30 sheets (10 x 3)', '30片（10片 x 3）'),
        salesStatus: 'ON_SALE',
        stock: 230
      }
    ],
    visual: { shape: 'pouch', color: '#ffe3a3', accent: '#d9822b' },
    listedDaysAgo: 137,
    displayOrder: 25
  },
  {
    id: 1014,
    categorySlugs: ['skin-care-mask'],
    brand: 'Oriel',
    name: t(
      '오리엘 제주 화산송이 클레이 워시오프 팩 100ml',
      'Oriel Jeju Volcanic Clay Wash-off Mask 100ml',
      'Oriel 濟州火山泥洗卸式面膜 100ml'
    ),
    summary: t(
      '제주 화산송이 파우더로 모공 속 피지를 흡착하는 클레이 팩',
      'A clay mask with Jeju volcanic scoria powder that draws sebum out of pores',
      '以濟州火山石粉末吸附毛孔油脂的泥膜'
    ),
    description: [
      t(
        '제주 화산송이 파우더와 카올린을 담았습니다. 모공 속 피지와 각질을 흡착합니다. 병풀수가 팩 후 피부를 진정시킵니다.',
        'Formulated with Jeju volcanic scoria powder and kaolin. It absorbs sebum and dead skin from the pores. Centella water calms the skin afterwards.',
        '含濟州火山石粉末與高嶺土。吸附毛孔內油脂與老廢角質。積雪草水於敷後舒緩肌膚。'
      ),
      t(
        'T존과 모공이 넓은 부위에 얇게 펴 바릅니다. 10분 뒤 미온수로 헹궈 주세요. 주 1~2회가 적당합니다.',
        'Spread a thin layer over the T-zone and areas with visible pores. Rinse with lukewarm water after 10 minutes. Use once or twice a week.',
        '薄塗於T字部位與毛孔明顯處。10分鐘後以溫水洗淨。每週使用1~2次即可。'
      ),
      t(
        '패키지 변경 작업으로 잠시 판매를 중지합니다.',
        'Sales are paused for a short time while the packaging is updated.',
        '因包裝更新，暫停販售。'
      )
    ],
    priceOriginal: 27000,
    price: 27000,
    sp: 21600,
    bp: 18900,
    point: 810,
    salesStatus: 'PAUSE',
    tags: ['LAVA'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 2970,
    stock: 85,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'tube', color: '#5b5856', accent: '#c94f2d' },
    listedDaysAgo: 298,
    displayOrder: 27
  },
  // ───────────── Make-up · Base ─────────────
  {
    id: 1015,
    categorySlugs: ['make-up-base'],
    brand: 'Lumière Vita',
    name: t(
      '루미에르 비타 세미매트 커버 쿠션 SPF50+ (본품 15g + 리필 15g)',
      'Lumière Vita Semi-Matte Cover Cushion SPF50+ (15g + 15g refill)',
      'Lumière Vita 半霧面遮瑕氣墊 SPF50+（正品15g + 補充蕊15g）'
    ),
    summary: t(
      '얇게 밀착되어 12시간 무너짐 없이 유지되는 세미매트 쿠션',
      'A semi-matte cushion that sets thin and stays put for 12 hours',
      '輕薄服貼、12小時不脫妝的半霧面氣墊'
    ),
    description: [
      t(
        '피지 흡착 파우더가 번들거림을 잡아 줍니다. 히알루론산이 속당김을 막습니다. 한 번에 잡티를 가리고 두 번 바르면 더 또렷하게 커버됩니다.',
        'Oil-absorbing powders control shine. Hyaluronic acid prevents that tight, dry feeling. One layer evens the tone, a second gives fuller coverage.',
        '吸油粉體控制油光。玻尿酸避免底妝乾澀緊繃。一層修飾膚色，兩層遮瑕更完整。'
      ),
      t(
        '퍼프에 가볍게 묻혀 얼굴 중앙에서 바깥쪽으로 두드립니다. 피부 톤에 맞는 호수를 골라 주세요. 13호 포슬린은 현재 품절입니다.',
        'Press the puff lightly into the cushion and tap from the centre of the face outwards. Choose the shade that matches your skin. Shade 13 Porcelain is currently sold out.',
        '以粉撲輕沾後由臉部中央向外輕拍。請選擇適合膚色的色號。13號瓷白目前缺貨。'
      )
    ],
    priceOriginal: 38000,
    price: 30400,
    sp: 24320,
    bp: 21280,
    point: 910,
    salesStatus: 'ON_SALE',
    tags: ['BEST'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 7640,
    stock: 610,
    optionUi: 'BUTTON',
    options: [
      {
        value: t('13 포슬린', '13 Porcelain', '13 瓷白'),
        salesStatus: 'SOLD_OUT',
        stock: 0,
        color: '#f6e1d0'
      },
      {
        value: t('17 라이트 베이지', '17 Light Beige', '17 亮膚米'),
        salesStatus: 'ON_SALE',
        stock: 140,
        color: '#efd2b8'
      },
      {
        value: t('21 아이보리', '21 Ivory', '21 象牙白'),
        salesStatus: 'ON_SALE',
        stock: 220,
        color: '#e8c7a6'
      },
      {
        value: t('23 내추럴 베이지', '23 Natural Beige', '23 自然米'),
        salesStatus: 'ON_SALE',
        stock: 190,
        color: '#ddb894'
      },
      {
        value: t('25 샌드', '25 Sand', '25 沙色'),
        salesStatus: 'ALMOST_SOLD_OUT',
        stock: 60,
        color: '#cfa47c'
      }
    ],
    visual: { shape: 'compact', color: '#f4d9d0', accent: '#b98a6e' },
    listedDaysAgo: 246,
    displayOrder: 29
  },
  {
    id: 1016,
    categorySlugs: ['make-up-base'],
    brand: 'Oriel',
    name: t(
      '오리엘 스킨핏 롱웨어 파운데이션 30ml',
      'Oriel Skin-Fit Longwear Foundation 30ml',
      'Oriel 服貼持久粉底液 30ml'
    ),
    summary: t(
      '피부처럼 얇게 밀착되는 롱웨어 파운데이션, 뉴트럴 신규 컬러 추가',
      'A longwear foundation that melts into skin, now with new neutral shades',
      '如第二層肌膚般服貼的持久粉底，新增中性色號'
    ),
    description: [
      t(
        '유연한 필름막이 마스크에도 묻어남을 줄여 줍니다. 동백 오일이 건조함 없이 촉촉하게 마무리합니다. 이번 시즌 뉴트럴 톤 N19 바닐라를 새로 선보입니다.',
        'A flexible film reduces transfer, even under a face mask. Camellia oil keeps the finish comfortable, not dry. This season introduces the new neutral shade N19 Vanilla.',
        '柔韌膜層減少脫妝沾口罩。山茶花油讓妝感水潤不乾燥。本季推出全新中性色號N19香草。'
      ),
      t(
        '1~2펌프를 손등에 덜어 브러시나 스펀지로 얇게 펴 바릅니다. 커버가 더 필요한 부위는 한 번 더 레이어링하세요.',
        'Dispense 1-2 pumps on the back of your hand and blend thinly with a brush or sponge. Layer again where you need more coverage.',
        '取1~2壓於手背，以刷具或海綿薄塗。需要加強遮瑕的部位可再疊擦。'
      )
    ],
    priceOriginal: 45000,
    price: 45000,
    sp: 36000,
    bp: 31500,
    point: 1350,
    salesStatus: 'ON_SALE',
    tags: ['NEW_COLOR'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 3380,
    stock: 505,
    optionUi: 'BUTTON',
    options: [
      {
        value: t('N13 포슬린', 'N13 Porcelain', 'N13 瓷白'),
        salesStatus: 'ON_SALE',
        stock: 110,
        color: '#f3dcc8'
      },
      {
        value: t('N19 바닐라', 'N19 Vanilla', 'N19 香草'),
        salesStatus: 'ON_SALE',
        stock: 180,
        color: '#ecd0b2'
      },
      {
        value: t('N21 라이트 베이지', 'N21 Light Beige', 'N21 亮膚米'),
        salesStatus: 'ALMOST_SOLD_OUT',
        stock: 25,
        color: '#e3c09d'
      },
      {
        value: t('N23 샌드 베이지', 'N23 Sand Beige', 'N23 沙米色'),
        salesStatus: 'ON_SALE',
        stock: 190,
        color: '#d5ac84'
      }
    ],
    visual: { shape: 'bottle', color: '#e3c09d', accent: '#3b2f2a' },
    listedDaysAgo: 68,
    displayOrder: 31
  },
  {
    id: 1017,
    categorySlugs: ['make-up-base', 'skin-care-sun'],
    brand: 'Hanbit Lab',
    name: t(
      '한빛랩 컬러 코렉팅 톤업 베이스 SPF30 40ml',
      'Hanbit Lab Colour-Correcting Tone-up Base SPF30 40ml',
      'Hanbit Lab 校色提亮妝前乳 SPF30 40ml'
    ),
    summary: t(
      '피부 고민에 맞춰 고르는 컬러 코렉팅 톤업 베이스',
      'A colour-correcting tone-up base, picked to match your skin concern',
      '依肌膚困擾挑選的校色提亮妝前乳'
    ),
    description: [
      t(
        '라벤더는 누런 톤을, 민트는 붉은기를, 피치는 칙칙함을 보정합니다. 자외선 차단 기능이 있어 가벼운 외출에는 단독으로도 충분합니다.',
        'Lavender corrects sallowness, mint tones down redness and peach brightens dullness. With built-in SPF, it is enough on its own for a quick outing.',
        '薰衣草色修飾暗黃，薄荷色修飾泛紅，蜜桃色改善暗沉。具防曬效果，短暫外出單擦即可。'
      ),
      t(
        '스킨케어 마지막 단계에서 콩알 크기만큼 얼굴 전체에 펴 바릅니다. 보정이 필요한 부위에 조금 더 두드려 주세요.',
        'After skincare, spread a pea-sized amount over the face. Tap a little extra on areas that need correcting.',
        '保養最後一步取豌豆大小塗抹全臉。需要修飾的部位再多輕拍一些。'
      )
    ],
    priceOriginal: 24000,
    price: 24000,
    sp: 19200,
    bp: 16800,
    point: 720,
    salesStatus: 'ON_SALE',
    tags: ['NEW'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 180,
    stock: 450,
    optionUi: 'BUTTON',
    options: [
      {
        value: t('01 라벤더', '01 Lavender', '01 薰衣草'),
        salesStatus: 'ON_SALE',
        stock: 150,
        color: '#d9cdf0'
      },
      { value: t('02 민트', '02 Mint', '02 薄荷'), salesStatus: 'ON_SALE', stock: 150, color: '#cdebd9' },
      { value: t('03 피치', '03 Peach', '03 蜜桃'), salesStatus: 'ON_SALE', stock: 150, color: '#f8d2bf' }
    ],
    visual: { shape: 'tube', color: '#e6def5', accent: '#6a55a3' },
    listedDaysAgo: 8,
    displayOrder: 33
  },
  {
    id: 1018,
    categorySlugs: ['make-up-base'],
    brand: 'Dami Botanique',
    name: t(
      '다미 보타니크 커버 컨실러 스틱 4.5g',
      'Dami Botanique Cover Concealer Stick 4.5g',
      'Dami Botanique 遮瑕棒 4.5g'
    ),
    summary: t(
      '다크서클과 잡티를 콕 집어 가리는 크리미 컨실러 스틱',
      'A creamy concealer stick that pinpoints dark circles and blemishes',
      '精準遮蓋黑眼圈與瑕疵的霜狀遮瑕棒'
    ),
    description: [
      t(
        '고밀착 피그먼트가 얇게 발려도 잡티를 가립니다. 시어버터가 눈가 주름에 끼지 않도록 부드럽게 밀착됩니다.',
        'Highly adherent pigments cover blemishes in a thin layer. Shea butter keeps it supple so it does not settle into fine lines.',
        '高服貼色粉薄擦即可遮蓋瑕疵。乳油木果脂讓質地柔軟，不卡細紋。'
      ),
      t(
        '가리고 싶은 부위에 직접 콕콕 찍어 바른 뒤 손가락으로 경계를 풀어 줍니다. 전 컬러 품절로 재입고를 준비하고 있습니다.',
        'Dab directly onto the areas to cover, then blend the edges with a fingertip. All shades are sold out and a restock is on the way.',
        '直接點在欲遮蓋處，再以指腹推開邊緣。全色號已售罄，正在準備補貨。'
      )
    ],
    priceOriginal: 21000,
    price: 21000,
    sp: 16800,
    bp: 14700,
    point: 630,
    salesStatus: 'SOLD_OUT',
    tags: [],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 3960,
    stock: 0,
    optionUi: 'BUTTON',
    options: [
      {
        value: t('01 라이트', '01 Light', '01 亮膚'),
        salesStatus: 'SOLD_OUT',
        soldOutMessage: restockDecember,
        stock: 0,
        color: '#f1d6bf'
      },
      {
        value: t('02 내추럴', '02 Natural', '02 自然'),
        salesStatus: 'SOLD_OUT',
        soldOutMessage: restockDecember,
        stock: 0,
        color: '#e2bd98'
      },
      { value: t('03 샌드', '03 Sand', '03 沙色'), salesStatus: 'SOLD_OUT', stock: 0, color: '#cda27a' }
    ],
    visual: { shape: 'stick', color: '#e2bd98', accent: '#5c7a4e' },
    listedDaysAgo: 289,
    displayOrder: 35
  },
  // ───────────── Make-up · Lip ─────────────
  {
    id: 1019,
    categorySlugs: ['make-up-lip'],
    brand: 'Oriel',
    name: t('오리엘 벨벳 블러 립 틴트 4g', 'Oriel Velvet Blur Lip Tint 4g', 'Oriel 絲絨柔霧唇釉 4g'),
    summary: t(
      '보송하게 블러 처리되는 벨벳 틴트, 가을 신규 컬러 출시',
      'A velvet tint with a soft-focus blur finish, now in new autumn shades',
      '柔焦霧感的絲絨唇釉，秋季新色上市'
    ),
    description: [
      t(
        '에어리 파우더가 입술 주름을 블러 처리합니다. 발색은 선명하고 묻어남은 적습니다. 로즈힙 오일이 건조함을 덜어 줍니다.',
        'Airy powders blur the lines of the lips. Colour is vivid with little transfer. Rosehip oil eases dryness.',
        '空氣感粉體柔焦唇紋。顯色飽和且不易沾杯。玫瑰果油減輕乾燥。'
      ),
      t(
        '입술 안쪽에 먼저 바르고 손가락으로 바깥쪽으로 펴 주면 그라데이션이 됩니다. 입술 전체에 바르면 또렷한 풀립이 완성됩니다.',
        'Apply to the inner lips and blend outwards with a fingertip for a gradient. Fill in the whole lip for a bold look.',
        '先塗於唇內側再以指腹向外推開，即成漸層唇。塗滿全唇則呈現飽和唇妝。'
      ),
      t(
        '03 체리 레드는 많은 사랑을 받아 일시 품절되었습니다.',
        'Shade 03 Cherry Red proved so popular it is temporarily sold out.',
        '03 櫻桃紅因太受歡迎暫時缺貨。'
      )
    ],
    priceOriginal: 19000,
    price: 15200,
    sp: 12160,
    bp: 10640,
    point: 300,
    salesStatus: 'ON_SALE',
    tags: ['BEST', 'NEW_COLOR'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 8870,
    stock: 760,
    optionUi: 'BUTTON',
    options: [
      {
        value: t('01 로지 누드', '01 Rosy Nude', '01 玫瑰裸色'),
        salesStatus: 'ON_SALE',
        stock: 210,
        color: '#c98a83'
      },
      {
        value: t('02 코랄 브릭', '02 Coral Brick', '02 珊瑚磚紅'),
        salesStatus: 'ON_SALE',
        stock: 170,
        color: '#c4553f'
      },
      {
        value: t('03 체리 레드', '03 Cherry Red', '03 櫻桃紅'),
        salesStatus: 'SOLD_OUT',
        soldOutMessage: restockJanuary,
        stock: 0,
        color: '#a8182e'
      },
      {
        value: t('04 말린 로즈', '04 Dried Rose', '04 乾燥玫瑰'),
        salesStatus: 'ON_SALE',
        stock: 190,
        color: '#a65e64'
      },
      {
        value: t('05 피그 플럼', '05 Fig Plum', '05 無花果梅'),
        salesStatus: 'ALMOST_SOLD_OUT',
        stock: 30,
        color: '#6e2e45'
      },
      {
        value: t('06 칠리 브라운', '06 Chili Brown', '06 辣椒棕'),
        salesStatus: 'ON_SALE',
        stock: 160,
        color: '#8a3a26'
      }
    ],
    visual: { shape: 'tube', color: '#b2374a', accent: '#f1d3c9' },
    listedDaysAgo: 118,
    displayOrder: 37
  },
  {
    id: 1020,
    categorySlugs: ['make-up-lip'],
    brand: 'Lumière Vita',
    name: t(
      '루미에르 비타 글로우 립 오일 5.5ml',
      'Lumière Vita Glow Lip Oil 5.5ml',
      'Lumière Vita 光澤護唇油 5.5ml'
    ),
    summary: t(
      '비타민E로 입술을 가꾸며 은은한 컬러를 더하는 립 오일',
      'A vitamin E lip oil that cares for lips with a sheer wash of colour',
      '以維他命E呵護雙唇、帶來淡淡色澤的唇油'
    ),
    description: [
      t(
        '비타민E와 살구씨 오일이 거칠어진 입술을 부드럽게 가꿉니다. 끈적임 없는 유리알 광택을 남깁니다.',
        'Vitamin E and apricot kernel oil smooth rough lips. It leaves a glassy shine that is never sticky.',
        '維他命E與杏桃核仁油柔潤粗糙雙唇。留下不黏膩的玻璃光澤。'
      ),
      t(
        '단독으로 바르거나 립스틱 위에 덧발라 광택을 더하세요. 자기 전 듬뿍 바르면 립 마스크처럼 사용할 수 있습니다.',
        'Wear alone or over lipstick for extra shine. Apply generously before bed to use it as a lip mask.',
        '可單擦或疊擦於唇膏上增添光澤。睡前厚塗可當作唇膜使用。'
      )
    ],
    priceOriginal: 22000,
    price: 22000,
    sp: 17600,
    bp: 15400,
    point: 660,
    salesStatus: 'ON_SALE',
    tags: ['NEW'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 95,
    stock: 480,
    optionUi: 'BUTTON',
    options: [
      { value: t('01 클리어', '01 Clear', '01 透明'), salesStatus: 'ON_SALE', stock: 120, color: '#f6ece6' },
      {
        value: t('02 피치 글로우', '02 Peach Glow', '02 蜜桃光'),
        salesStatus: 'ON_SALE',
        stock: 120,
        color: '#f2a98a'
      },
      {
        value: t('03 베리 글로우', '03 Berry Glow', '03 莓果光'),
        salesStatus: 'ON_SALE',
        stock: 120,
        color: '#b8405e'
      },
      {
        value: t('04 로즈 글로우', '04 Rose Glow', '04 玫瑰光'),
        salesStatus: 'ON_SALE',
        stock: 120,
        color: '#d9788a'
      }
    ],
    visual: { shape: 'tube', color: '#f2a98a', accent: '#c9a24a' },
    listedDaysAgo: 3,
    displayOrder: 39
  },
  {
    id: 1021,
    categorySlugs: ['make-up-lip'],
    brand: 'Dami Botanique',
    name: t(
      '다미 보타니크 시어버터 컬러 립밤 3.2g',
      'Dami Botanique Shea Butter Tinted Lip Balm 3.2g',
      'Dami Botanique 乳油木果有色護唇膏 3.2g'
    ),
    summary: t(
      '순한 식물성 버터로 만든 데일리 컬러 립밤',
      'An everyday tinted lip balm made with gentle plant butters',
      '以溫和植物油脂製成的日常有色護唇膏'
    ),
    description: [
      t(
        '시어버터와 칸델릴라 왁스로 만든 식물성 립밤입니다. 매끄럽게 녹아들어 각질을 잠재웁니다. 투명부터 레드 베리까지 세 가지 색으로 고를 수 있습니다.',
        'A plant-based balm of shea butter and candelilla wax. It melts in smoothly and calms flaky lips. Choose from three shades, from clear to red berry.',
        '以乳油木果脂與小燭樹蠟製成的植物性護唇膏。滑順融化，撫平唇部死皮。提供透明到紅莓共三種顏色。'
      ),
      t(
        '수시로 입술에 덧발라 주세요. 립스틱 전에 바르면 발색이 더 매끄럽게 표현됩니다.',
        'Reapply throughout the day. Use before lipstick for a smoother finish.',
        '隨時補擦。於唇膏前使用，顯色更滑順。'
      )
    ],
    priceOriginal: 12000,
    price: 12000,
    sp: 9600,
    bp: 8400,
    point: 600,
    salesStatus: 'ON_SALE',
    tags: ['NEW', 'RECOMMEND'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 0,
    stock: 900,
    optionUi: 'BUTTON',
    options: [
      { value: t('01 무색', '01 Clear', '01 無色'), salesStatus: 'ON_SALE', stock: 300, color: '#f3e9dc' },
      {
        value: t('02 누드 핑크', '02 Nude Pink', '02 裸粉'),
        salesStatus: 'ON_SALE',
        stock: 300,
        color: '#e0a59e'
      },
      {
        value: t('03 레드 베리', '03 Red Berry', '03 紅莓'),
        salesStatus: 'ON_SALE',
        stock: 300,
        color: '#a9324a'
      }
    ],
    visual: { shape: 'stick', color: '#e0a59e', accent: '#6f8f5a' },
    listedDaysAgo: 0,
    displayOrder: 41
  },
  // ───────────── Make-up · Eye ─────────────
  {
    id: 1022,
    categorySlugs: ['make-up-eye'],
    brand: 'Hanbit Lab',
    name: t(
      '한빛랩 무드 9색 아이섀도 팔레트 가을 에디션',
      'Hanbit Lab Mood 9-Colour Eyeshadow Palette Autumn Edition',
      'Hanbit Lab 氛圍9色眼影盤 秋季限定版'
    ),
    summary: t(
      '매트, 쉬머, 글리터를 한 판에 담은 가을 한정 9색 팔레트',
      'A limited autumn palette of nine mattes, shimmers and glitters',
      '霧面、珠光、亮片一盤搞定的秋季限定9色眼影'
    ),
    description: [
      t(
        '매트 4색, 쉬머 3색, 글리터 2색으로 구성했습니다. 가루 날림이 적고 부드럽게 블렌딩됩니다. 가을 시즌에만 판매하는 한정 에디션입니다.',
        'Four mattes, three shimmers and two glitters. Low fallout and easy to blend. A limited edition sold only in autumn.',
        '內含4色霧面、3色珠光、2色亮片。不易飛粉，暈染柔順。僅於秋季販售的限定版。'
      ),
      t(
        '밝은 매트 컬러로 눈두덩 전체를 정리합니다. 중간 톤으로 음영을 넣고 쉬머와 글리터로 포인트를 주세요.',
        'Sweep a light matte across the lid. Add depth with a mid tone, then finish with shimmer and glitter.',
        '先以淺色霧面打底整個眼皮。以中間色製造陰影，再用珠光與亮片點綴。'
      )
    ],
    priceOriginal: 34000,
    price: 27200,
    sp: 21760,
    bp: 19040,
    point: 540,
    salesStatus: 'ON_SALE',
    tags: ['LIMITED', 'SEASON'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 2210,
    stock: 260,
    optionUi: 'BUTTON',
    options: [
      {
        value: t('01 누드 브라운', '01 Nude Brown', '01 裸棕'),
        salesStatus: 'ON_SALE',
        stock: 140,
        color: '#a47a5c'
      },
      {
        value: t('02 로즈 모브', '02 Rose Mauve', '02 玫瑰紫'),
        salesStatus: 'SOLD_OUT',
        stock: 0,
        color: '#a06a80'
      },
      {
        value: t('03 코랄 피치', '03 Coral Peach', '03 珊瑚蜜桃'),
        salesStatus: 'ON_SALE',
        stock: 120,
        color: '#e08a6a'
      }
    ],
    visual: { shape: 'compact', color: '#a47a5c', accent: '#e6c79a' },
    listedDaysAgo: 57,
    displayOrder: 43
  },
  {
    id: 1023,
    categorySlugs: ['make-up-eye'],
    brand: 'Oriel',
    name: t(
      '오리엘 롱래시 워터프루프 마스카라 8g',
      'Oriel Long Lash Waterproof Mascara 8g',
      'Oriel 纖長防水睫毛膏 8g'
    ),
    summary: t(
      '번짐 없이 하루 종일 컬을 지켜주는 워터프루프 마스카라',
      'A waterproof mascara that holds its curl all day without smudging',
      '不暈染、全天維持捲翹的防水睫毛膏'
    ),
    description: [
      t(
        '가는 코일 브러시가 뿌리부터 한 올 한 올 빗어 올립니다. 땀과 물에 강해 오후에도 판다 눈 걱정이 없습니다.',
        'A slim coil brush combs each lash up from the root. It resists sweat and water, so no smudges by afternoon.',
        '細緻螺旋刷頭從根部逐根梳起。抗汗抗水，下午也不會變熊貓眼。'
      ),
      t(
        '뷰러로 속눈썹을 집은 뒤 지그재그로 발라 올립니다. 지울 때는 포인트 리무버를 사용하세요.',
        'Curl your lashes, then apply with a zigzag motion. Remove with an eye make-up remover.',
        '先用睫毛夾夾翹，再以Z字型刷上。卸除時請使用眼唇卸妝液。'
      )
    ],
    priceOriginal: 21000,
    price: 21000,
    sp: 16800,
    bp: 14700,
    point: 630,
    salesStatus: 'ALMOST_SOLD_OUT',
    tags: ['BEST'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 6120,
    stock: 22,
    optionUi: 'BUTTON',
    options: [
      {
        value: t('01 블랙', '01 Black', '01 黑色'),
        salesStatus: 'ALMOST_SOLD_OUT',
        stock: 8,
        color: '#161616'
      },
      {
        value: t('02 브라운 블랙', '02 Brown Black', '02 棕黑'),
        salesStatus: 'ALMOST_SOLD_OUT',
        stock: 9,
        color: '#2f2420'
      },
      {
        value: t('03 다크 브라운', '03 Dark Brown', '03 深棕'),
        salesStatus: 'ALMOST_SOLD_OUT',
        stock: 5,
        color: '#4a3327'
      }
    ],
    visual: { shape: 'tube', color: '#1f1f24', accent: '#c9a24a' },
    listedDaysAgo: 355,
    displayOrder: 45
  },
  {
    id: 1024,
    categorySlugs: ['make-up-eye'],
    brand: 'Lumière Vita',
    name: t(
      '루미에르 비타 슬림 젤 아이라이너 0.1g',
      'Lumière Vita Slim Gel Eyeliner 0.1g',
      'Lumière Vita 極細膠狀眼線筆 0.1g'
    ),
    summary: t(
      '2mm 슬림 심으로 점막까지 부드럽게 채우는 젤 라이너, 신규 컬러 추가',
      'A 2mm slim gel liner that glides even along the waterline, now in new shades',
      '2mm極細筆芯可順畫內眼線的膠狀眼線筆，新增色號'
    ),
    description: [
      t(
        '한 번 그으면 또렷하게 발색됩니다. 30초 뒤 고정되어 번지지 않습니다. 로즈 브라운과 플럼이 새로 추가되었습니다.',
        'One stroke gives a crisp line. It sets in 30 seconds and then stays put. Rose Brown and Plum are new.',
        '一筆即清晰顯色。30秒後定妝不暈染。新增玫瑰棕與梅子色。'
      ),
      t(
        '눈을 살짝 위로 당긴 상태에서 속눈썹 사이를 채우듯 그려 주세요. 사용 후에는 뚜껑을 꼭 닫아 보관합니다.',
        'Gently lift the lid and fill in between the lashes. Always close the cap after use.',
        '輕提眼皮，沿睫毛根部填滿空隙。使用後請蓋緊筆蓋。'
      )
    ],
    priceOriginal: 16000,
    price: 12800,
    sp: 10240,
    bp: 8960,
    point: 260,
    salesStatus: 'ON_SALE',
    tags: ['NEW_COLOR'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 1540,
    stock: 640,
    optionUi: 'BUTTON',
    options: [
      { value: t('01 블랙', '01 Black', '01 黑色'), salesStatus: 'ON_SALE', stock: 200, color: '#121212' },
      {
        value: t('02 다크 브라운', '02 Dark Brown', '02 深棕'),
        salesStatus: 'ON_SALE',
        stock: 180,
        color: '#45301f'
      },
      {
        value: t('03 로즈 브라운', '03 Rose Brown', '03 玫瑰棕'),
        salesStatus: 'ON_SALE',
        stock: 140,
        color: '#8a5549'
      },
      { value: t('04 플럼', '04 Plum', '04 梅子'), salesStatus: 'ON_SALE', stock: 120, color: '#5e2a48' }
    ],
    visual: { shape: 'stick', color: '#2a2326', accent: '#d8a7a0' },
    listedDaysAgo: 33,
    displayOrder: 47
  },
  // ───────────── Men's care ─────────────
  {
    id: 1025,
    categorySlugs: ['mens-skin'],
    brand: 'Hanbit Lab',
    name: t(
      '한빛랩 옴므 올인원 플루이드 150ml',
      'Hanbit Lab Homme All-in-One Fluid 150ml',
      'Hanbit Lab 男士全效保濕乳 150ml'
    ),
    summary: t(
      '토너, 로션, 에센스를 한 번에 끝내는 남성용 올인원',
      'An all-in-one for men that replaces toner, lotion and essence in one step',
      '一瓶取代化妝水、乳液與精華的男士全效保養'
    ),
    description: [
      t(
        '판테놀과 녹차 추출물이 수분과 진정을 함께 챙깁니다. 번들거림 없이 산뜻하게 흡수됩니다. 은은한 시트러스 우디 향입니다.',
        'Panthenol and green tea extract hydrate and soothe together. It absorbs quickly with no greasy shine. A subtle citrus-woody scent.',
        '泛醇與綠茶萃取同時補水與舒緩。清爽吸收不油膩。淡雅柑橘木質香。'
      ),
      t(
        '세안이나 면도 후 2~3펌프를 얼굴과 목에 펴 바르면 끝입니다. 정기배송으로 떨어질 걱정 없이 받아보세요.',
        'After cleansing or shaving, smooth 2-3 pumps over face and neck and you are done. Set up auto-ship so you never run out.',
        '洗臉或刮鬍後取2~3壓塗抹臉部與頸部即可。訂閱定期配送，不怕用完。'
      )
    ],
    priceOriginal: 35000,
    price: 35000,
    sp: 28000,
    bp: 24500,
    point: 1750,
    salesStatus: 'ON_SALE',
    tags: ['BEST'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 4760,
    stock: 680,
    optionUi: 'SELECT',
    options: [
      { value: t('150ml 단품', '150ml single', '150ml 單入'), salesStatus: 'ON_SALE', stock: 500 },
      { value: t('150ml x 2개 세트', '150ml x 2 set', '150ml x 2入組'), salesStatus: 'ON_SALE', stock: 180 }
    ],
    visual: { shape: 'bottle', color: '#2e3b4e', accent: '#9fc2a8' },
    listedDaysAgo: 305,
    displayOrder: 49
  },
  {
    id: 1026,
    categorySlugs: ['mens-skin'],
    brand: 'Oriel',
    name: t(
      '오리엘 옴므 오일 컨트롤 토너 200ml',
      'Oriel Homme Oil Control Toner 200ml',
      'Oriel 男士控油化妝水 200ml'
    ),
    summary: t(
      '과잉 피지와 모공을 산뜻하게 정돈하는 남성용 토너',
      'A men’s toner that keeps excess oil and pores in check',
      '清爽調理多餘油脂與毛孔的男士化妝水'
    ),
    description: [
      t(
        '위치하젤 추출물과 징크 PCA가 피지 분비를 조절합니다. 멘톨이 면도 후 열감을 시원하게 식혀 줍니다. 새 포뮬러로 리뉴얼했습니다.',
        'Witch hazel extract and zinc PCA regulate sebum. Menthol cools the skin after shaving. Now renewed with a new formula.',
        '金縷梅萃取與PCA鋅調節油脂分泌。薄荷醇為刮鬍後的肌膚降溫。全新配方升級。'
      ),
      t(
        '세안 후 손바닥에 덜어 얼굴에 가볍게 두드려 흡수시킵니다. 리뉴얼 제품 입고 준비로 잠시 판매를 중지합니다.',
        'After cleansing, pour into your palm and pat into the face. Sales are paused while the renewed product arrives.',
        '洗臉後倒於掌心，輕拍全臉至吸收。因新版商品準備到貨，暫停販售。'
      )
    ],
    priceOriginal: 29000,
    price: 23200,
    sp: 18560,
    bp: 16240,
    point: 460,
    salesStatus: 'PAUSE',
    tags: ['RENEWAL'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 1320,
    stock: 40,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'bottle', color: '#3f5866', accent: '#d4dde1' },
    listedDaysAgo: 198,
    displayOrder: 51
  },
  {
    id: 1027,
    categorySlugs: ['mens-shave'],
    brand: 'Dami Botanique',
    name: t(
      '다미 보타니크 알로에 쉐이빙 젤 200ml',
      'Dami Botanique Aloe Shaving Gel 200ml',
      'Dami Botanique 蘆薈刮鬍凝膠 200ml'
    ),
    summary: t(
      '투명 젤로 면도 라인이 보이는 저자극 쉐이빙 젤',
      'A low-irritation clear shaving gel that lets you see every stroke',
      '透明質地看得清刮鬍線條的低刺激刮鬍凝膠'
    ),
    description: [
      t(
        '알로에베라잎즙을 40% 담았습니다. 면도날이 부드럽게 미끄러져 베임과 따가움을 줄여 줍니다. 투명 젤이라 구레나룻과 턱선 정리가 쉽습니다.',
        'Contains 40% aloe vera leaf juice. The razor glides smoothly, reducing nicks and sting. Being clear, it makes shaping sideburns and the jawline easy.',
        '含40%蘆薈葉汁。刀片順滑移動，減少刮傷與刺痛。透明凝膠方便修整鬢角與下顎線。'
      ),
      t(
        '따뜻한 물로 수염을 불린 뒤 얇게 펴 바릅니다. 결 방향으로 면도하고 찬물로 헹궈 주세요.',
        'Soften the beard with warm water, then spread a thin layer. Shave with the grain and rinse with cool water.',
        '以溫水軟化鬍鬚後薄塗一層。順著毛流刮除，再以冷水沖淨。'
      )
    ],
    priceOriginal: 16000,
    price: 16000,
    sp: 12800,
    bp: 11200,
    point: 480,
    salesStatus: 'ON_SALE',
    tags: ['RECOMMEND'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 2680,
    stock: 540,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'tube', color: '#bfe3d0', accent: '#2d6a4f' },
    listedDaysAgo: 167,
    displayOrder: 53
  },
  {
    id: 1028,
    categorySlugs: ['mens-shave', 'mens-skin'],
    brand: 'Hanbit Lab',
    name: t(
      '한빛랩 애프터쉐이브 진정 밤 100ml',
      'Hanbit Lab After-Shave Soothing Balm 100ml',
      'Hanbit Lab 刮鬍後舒緩乳 100ml'
    ),
    summary: t(
      '면도 후 달아오른 피부를 빠르게 식혀주는 알코올 프리 밤',
      'An alcohol-free balm that quickly cools skin after shaving',
      '快速鎮定刮鬍後發熱肌膚的無酒精舒緩乳'
    ),
    description: [
      t(
        '알코올 없이 병풀과 알란토인으로 진정시킵니다. 가벼운 로션 제형이라 끈적이지 않습니다. 제주 용암해수를 담아 미네랄을 채웁니다.',
        'Calms with centella and allantoin, without alcohol. The light lotion texture is never sticky. Jeju lava seawater replenishes minerals.',
        '不含酒精，以積雪草與尿囊素舒緩肌膚。輕盈乳液質地不黏膩。添加濟州熔岩海水補充礦物質。'
      ),
      t(
        '면도 직후 적당량을 덜어 얼굴과 목에 펴 바릅니다. 자극이 느껴지는 부위에는 한 번 더 덧발라 주세요.',
        'Right after shaving, smooth over the face and neck. Add another layer wherever it stings.',
        '刮鬍後立即取適量塗抹臉部與頸部。感到刺激的部位可再補擦一次。'
      )
    ],
    priceOriginal: 23000,
    price: 23000,
    sp: 18400,
    bp: 16100,
    point: 690,
    salesStatus: 'ON_SALE',
    tags: ['LAVA'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 1170,
    stock: 370,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'tube', color: '#26323f', accent: '#e06b3a' },
    listedDaysAgo: 142,
    displayOrder: 55
  },
  // ───────────── Beauty devices ─────────────
  {
    id: 1029,
    categorySlugs: ['beauty-device-face'],
    brand: 'Lumière Vita',
    name: t(
      '루미에르 비타 LED 더마 마스크 프로',
      'Lumière Vita LED Derma Mask Pro',
      'Lumière Vita LED 光療面罩 Pro'
    ),
    summary: t(
      '3파장 LED로 탄력과 톤을 관리하는 홈케어 마스크, 기획 특가',
      'A three-wavelength LED mask for firmness and tone at home, at a special planned price',
      '三波長LED居家保養面罩，企劃特價中'
    ),
    description: [
      t(
        '레드, 근적외선, 옐로 3가지 파장의 LED 120구를 탑재했습니다. 하루 9분 사용으로 탄력과 피부 톤을 관리합니다. 실리콘 밀착형으로 가볍고 편안합니다.',
        'It carries 120 LEDs in three wavelengths: red, near-infrared and yellow. Nine minutes a day helps firmness and skin tone. The fitted silicone mask is light and comfortable.',
        '搭載紅光、近紅外光、黃光三種波長共120顆LED。每天9分鐘，管理彈力與膚色。矽膠服貼設計，輕盈舒適。'
      ),
      t(
        '세안 후 토너로 결을 정돈하고 마스크를 착용합니다. 전원 버튼을 누르면 9분 뒤 자동으로 꺼집니다. 사용 후 스킨케어를 이어서 해 주세요.',
        'Cleanse and apply toner, then put on the mask. Press the power button; it switches off after nine minutes. Follow with your skincare.',
        '潔顏並以化妝水調理後戴上面罩。按下電源鍵，9分鐘後自動關閉。使用後接續保養程序。'
      ),
      t(
        '기획 특가 기간 한정으로 1인 2대까지 구매할 수 있습니다. 제품 보증 기간은 1년입니다.',
        'During the special-price period, each customer may buy up to two. The device carries a one-year warranty.',
        '企劃特價期間每人限購2台。產品保固一年。'
      )
    ],
    priceOriginal: 459000,
    price: 367200,
    sp: 293760,
    bp: 257040,
    point: 3680,
    salesStatus: 'ON_SALE',
    tags: ['SPECIAL', 'PLANNING'],
    autoShip: false,
    buyPeriod: true,
    maxQuantityLimit: 2,
    applyCoupon: false,
    salesAmount: 860,
    stock: 95,
    optionUi: 'SELECT',
    options: [
      { value: t('퓨어 화이트', 'Pure White', '純淨白'), salesStatus: 'ON_SALE', stock: 60 },
      { value: t('로즈 골드', 'Rose Gold', '玫瑰金'), salesStatus: 'ON_SALE', stock: 35 }
    ],
    visual: { shape: 'box', color: '#f7f4f2', accent: '#d98c8c' },
    listedDaysAgo: 74,
    displayOrder: 57
  },
  {
    id: 1030,
    categorySlugs: ['beauty-device-face'],
    brand: 'Oriel',
    name: t('오리엘 갈바닉 이온 부스터', 'Oriel Galvanic Ion Booster', 'Oriel 微電流離子導入儀'),
    summary: t(
      '갈바닉 미세전류로 앰플 흡수를 돕는 휴대용 부스터',
      'A portable booster that uses galvanic microcurrent to help ampoules absorb',
      '以微電流幫助安瓶吸收的隨身導入儀'
    ),
    description: [
      t(
        '클렌징 모드와 부스팅 모드, 두 가지 갈바닉 모드를 지원합니다. 쿨링 헤드가 사용 후 피부를 시원하게 마무리합니다. 1회 충전으로 약 2주 사용할 수 있습니다.',
        'Two galvanic modes: cleansing and boosting. A cooling head finishes the skin with a refreshing chill. One charge lasts about two weeks.',
        '提供潔淨與導入兩種微電流模式。冷感導頭讓使用後的肌膚清涼舒適。充電一次約可使用兩週。'
      ),
      t(
        '앰플이나 세럼을 얼굴에 바른 뒤 부스팅 모드로 아래에서 위로 천천히 밀어 올립니다. 부위별 1분씩, 총 5분 정도 사용하세요.',
        'Apply an ampoule or serum, then glide upward slowly in boosting mode. Spend one minute per area, about five minutes in all.',
        '塗上安瓶或精華後，以導入模式由下往上緩慢推移。每區約1分鐘，總共約5分鐘。'
      )
    ],
    priceOriginal: 259000,
    price: 259000,
    sp: 207200,
    bp: 181300,
    point: 5180,
    salesStatus: 'ON_SALE',
    tags: ['NEW'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 120,
    stock: 70,
    optionUi: 'SELECT',
    options: [
      { value: t('실버', 'Silver', '銀色'), salesStatus: 'ON_SALE', stock: 55 },
      { value: t('블러쉬 핑크', 'Blush Pink', '腮紅粉'), salesStatus: 'ALMOST_SOLD_OUT', stock: 15 }
    ],
    visual: { shape: 'stick', color: '#c9ccd1', accent: '#e8a5b4' },
    listedDaysAgo: 25,
    displayOrder: 59
  },
  {
    id: 1031,
    categorySlugs: ['beauty-device-hair'],
    brand: 'Hanbit Lab',
    name: t(
      '한빛랩 에어플로우 음이온 헤어 드라이어',
      'Hanbit Lab Airflow Negative-Ion Hair Dryer',
      'Hanbit Lab 負離子快乾吹風機'
    ),
    summary: t(
      '고속 BLDC 모터와 음이온으로 빠르고 윤기 있게 말리는 드라이어',
      'A high-speed BLDC dryer with negative ions for fast, glossy results',
      '高速無刷馬達搭配負離子，快速吹出柔亮秀髮'
    ),
    description: [
      t(
        '분당 11만 회전 BLDC 모터가 강한 바람을 만듭니다. 음이온이 정전기와 부스스함을 줄여 줍니다. 무게는 330g으로 팔이 편안합니다.',
        'A 110,000 rpm BLDC motor delivers powerful airflow. Negative ions reduce static and frizz. At just 330g, it is easy on the arms.',
        '每分鐘11萬轉無刷馬達帶來強勁風量。負離子減少靜電與毛躁。機身僅330克，手不痠。'
      ),
      t(
        '온도는 냉풍, 55도, 80도 세 단계입니다. 두피는 저온으로, 모발 끝은 중간 온도로 말려 주세요. 자석식 노즐 2종이 함께 제공됩니다.',
        'Three heat settings: cool, 55°C and 80°C. Dry the scalp on low and the ends on medium. Two magnetic nozzles are included.',
        '溫度分冷風、55度、80度三段。頭皮以低溫吹乾，髮尾使用中溫。附兩款磁吸式風嘴。'
      ),
      t(
        '한정 컬러 딥 네이비는 소량만 준비되었습니다.',
        'The limited Deep Navy colour is available only in small numbers.',
        '限定色深海藍數量有限。'
      )
    ],
    priceOriginal: 329000,
    price: 279000,
    sp: 223200,
    bp: 195300,
    point: 2790,
    salesStatus: 'ON_SALE',
    tags: ['BEST', 'LIMITED'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 1980,
    stock: 140,
    optionUi: 'SELECT',
    options: [
      { value: t('미스트 그레이', 'Mist Grey', '霧灰'), salesStatus: 'ON_SALE', stock: 80 },
      { value: t('샌드 베이지', 'Sand Beige', '沙米'), salesStatus: 'ON_SALE', stock: 60 },
      {
        value: t('딥 네이비 (한정)', 'Deep Navy (limited)', '深海藍（限定）'),
        salesStatus: 'SOLD_OUT',
        stock: 0
      }
    ],
    visual: { shape: 'box', color: '#9aa0a6', accent: '#1f2a44' },
    listedDaysAgo: 276,
    displayOrder: 61
  },
  {
    id: 1032,
    categorySlugs: ['beauty-device-hair'],
    brand: 'Dami Botanique',
    name: t(
      '다미 보타니크 세라믹 스트레이트 아이론',
      'Dami Botanique Ceramic Straightening Iron',
      'Dami Botanique 陶瓷直髮夾'
    ),
    summary: t(
      '세라믹 코팅 플레이트로 모발 손상을 줄인 스트레이트 아이론',
      'A straightening iron with ceramic-coated plates to reduce damage',
      '陶瓷塗層夾板減少髮絲損傷的直髮夾'
    ),
    description: [
      t(
        '아르간 오일을 함유한 세라믹 코팅 플레이트가 모발을 매끄럽게 감쌉니다. 온도는 130도부터 210도까지 5단계로 조절됩니다. 30초 만에 예열됩니다.',
        'Ceramic plates infused with argan oil glide smoothly over the hair. Five heat settings from 130°C to 210°C. It heats up in 30 seconds.',
        '含摩洛哥堅果油的陶瓷塗層夾板順滑包覆髮絲。溫度可於130至210度間五段調整。30秒快速預熱。'
      ),
      t(
        '완전히 말린 모발을 얇게 나눠 뿌리에서 끝으로 천천히 내립니다. 가는 모발은 150도 이하에서 사용하세요. 60분 뒤 자동으로 전원이 꺼집니다.',
        'Section fully dried hair and glide slowly from root to tip. Use 150°C or lower on fine hair. It switches off automatically after 60 minutes.',
        '將完全吹乾的頭髮分成小束，由髮根緩慢往髮尾滑下。細軟髮請使用150度以下。60分鐘後自動斷電。'
      )
    ],
    priceOriginal: 149000,
    price: 149000,
    sp: 119200,
    bp: 104300,
    point: 2980,
    salesStatus: 'ON_SALE',
    tags: ['RECOMMEND'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 740,
    stock: 110,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'box', color: '#e9ddd0', accent: '#8c6f56' },
    listedDaysAgo: 121,
    displayOrder: 63
  }
];
