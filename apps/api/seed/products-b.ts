import type { SeedProduct, Text3 } from './types.ts';

const t = (ko: string, en: string, zh: string): Text3 => ({ 'ko-KR': ko, 'en-US': en, 'zh-TW': zh });

/** Standard health-food notice (Korean functional-food labelling). */
const notMedicine = t(
  '이 제품은 질병의 예방 및 치료를 위한 의약품이 아닙니다.',
  'This product is not a medicine and is not intended to prevent or treat disease.',
  '本產品非藥品，不具預防或治療疾病之效。'
);

/**
 * Demo catalogue, part B: body & hair, health food, household, fragrance and gift sets
 * (ids 1033-1064, even display orders).
 */
export const productsB: SeedProduct[] = [
  // ───────────── Body & Hair · Body ─────────────
  {
    id: 1033,
    categorySlugs: ['body-hair-body'],
    brand: 'Lumière Vita',
    name: t(
      '루미에르비타 시어 모이스처 바디로션 400ml',
      'Lumière Vita Shea Moisture Body Lotion 400ml',
      'Lumière Vita 乳油木保濕身體乳 400ml'
    ),
    summary: t(
      '시어버터와 세라마이드로 하루 종일 촉촉한 바디로션',
      'A light body lotion with shea butter and ceramides that keeps skin soft all day',
      '添加乳油木果油與神經醯胺，整天維持肌膚滋潤的身體乳'
    ),
    description: [
      t(
        '시어버터, 세라마이드 NP, 판테놀을 담았습니다. 끈적임 없이 빠르게 흡수됩니다. 건조한 팔꿈치와 무릎에도 좋습니다.',
        'Made with shea butter, ceramide NP and panthenol. It sinks in fast and never feels sticky. Good for dry elbows and knees too.',
        '含乳油木果油、神經醯胺NP與泛醇。吸收快速，不黏膩。乾燥的手肘與膝蓋也適用。'
      ),
      t(
        '샤워 후 물기가 남아 있을 때 적당량을 펴 바르세요. 향은 무향, 화이트머스크, 라벤더 중에서 고를 수 있습니다.',
        'Smooth on after a shower while skin is still damp. Choose unscented, white musk or lavender.',
        '沐浴後趁肌膚微濕時取適量塗抹。香味可選無香、白麝香或薰衣草。'
      )
    ],
    priceOriginal: 28000,
    price: 22400,
    sp: 17920,
    bp: 15680,
    point: 670,
    salesStatus: 'ON_SALE',
    tags: ['BEST'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 4120,
    stock: 632,
    optionUi: 'SELECT',
    options: [
      { value: t('무향', 'Unscented', '無香'), salesStatus: 'ON_SALE', stock: 300 },
      { value: t('화이트머스크', 'White Musk', '白麝香'), salesStatus: 'ON_SALE', stock: 320 },
      { value: t('라벤더', 'Lavender', '薰衣草'), salesStatus: 'ALMOST_SOLD_OUT', stock: 12 }
    ],
    visual: { shape: 'bottle', color: '#f4ede4', accent: '#c9a27e' },
    listedDaysAgo: 210,
    displayOrder: 2
  },
  {
    id: 1034,
    categorySlugs: ['body-hair-body'],
    brand: 'Maeum Home',
    name: t(
      '마음홈 히말라야 핑크솔트 바디스크럽 300g',
      'Maeum Home Himalayan Pink Salt Body Scrub 300g',
      'Maeum Home 喜馬拉雅玫瑰鹽身體磨砂膏 300g'
    ),
    summary: t(
      '핑크솔트와 호호바 오일로 거친 각질을 매끈하게 정리하는 스크럽',
      'A pink salt scrub with jojoba oil that smooths rough skin',
      '以玫瑰鹽與荷荷芭油溫和去除粗糙角質的磨砂膏'
    ),
    description: [
      t(
        '고운 핑크솔트 입자가 묵은 각질을 부드럽게 정리합니다. 호호바 오일과 스위트아몬드 오일이 헹군 뒤에도 촉촉함을 남깁니다.',
        'Fine pink salt grains lift away dead skin gently. Jojoba and sweet almond oils leave skin soft after rinsing.',
        '細緻的玫瑰鹽顆粒溫和帶走老廢角質。荷荷芭油與甜杏仁油沖洗後仍留下滋潤感。'
      ),
      t(
        '젖은 피부에 적당량을 덜어 원을 그리듯 마사지한 뒤 미온수로 헹구세요. 주 1~2회 사용을 권장합니다. 상처나 자극이 있는 부위는 피해 주세요.',
        'Massage onto wet skin in small circles, then rinse with warm water. Use once or twice a week. Avoid broken or irritated skin.',
        '於濕潤肌膚取適量，以畫圓方式按摩後用溫水沖淨。建議每週使用1～2次。請避開傷口或受刺激部位。'
      ),
      t(
        '리뉴얼로 입자를 더 곱게 다듬고 입구가 넓은 용기로 바꿨습니다.',
        'Renewed with finer grains and a jar with a wider opening.',
        '全新改版，顆粒更細緻，並改用寬口瓶，更好挖取。'
      )
    ],
    priceOriginal: 19000,
    price: 19000,
    sp: 15200,
    bp: 13300,
    point: 570,
    salesStatus: 'ON_SALE',
    tags: ['RENEWAL'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 1830,
    stock: 410,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'jar', color: '#f6d5d2', accent: '#b86b77' },
    listedDaysAgo: 95,
    displayOrder: 4
  },

  // ───────────── Body & Hair · Hair ─────────────
  {
    id: 1035,
    categorySlugs: ['body-hair-hair'],
    brand: 'Hanbit Lab',
    name: t(
      '한빛랩 컬러 케어 헤어 트리트먼트 200ml',
      'Hanbit Lab Colour Care Hair Treatment 200ml',
      'Hanbit Lab 護色染護髮膜 200ml'
    ),
    summary: t(
      '트리트먼트하듯 바르면 은은하게 컬러가 입혀지는 컬러 트리트먼트',
      'A conditioning treatment that adds a soft tint as it cares for your hair',
      '像護髮一樣使用，就能為髮絲染上柔和色調'
    ),
    description: [
      t(
        '아르간 오일과 가수분해 케라틴이 모발을 부드럽게 가꿉니다. 쓸 때마다 컬러가 조금씩 선명해집니다. 암모니아와 과산화수소를 넣지 않았습니다.',
        'Argan oil and hydrolysed keratin keep hair soft. The colour builds a little with each use. No ammonia or hydrogen peroxide.',
        '摩洛哥堅果油與水解角蛋白讓髮絲柔順。每次使用，色彩都會更加鮮明。不含氨與過氧化氫。'
      ),
      t(
        '샴푸 후 수건으로 물기를 닦고 모발 전체에 골고루 바르세요. 5~10분 뒤 미온수로 충분히 헹굽니다. 장갑 착용을 권장합니다.',
        'After shampooing, towel-dry and work it through all your hair. Rinse well with warm water after 5 to 10 minutes. Wearing gloves is advised.',
        '洗髮後以毛巾擦乾，均勻塗抹於全部髮絲。5～10分鐘後以溫水徹底沖淨。建議配戴手套。'
      ),
      t('새 컬러 로즈골드가 추가되었습니다.', 'New shade: Rose Gold.', '新增玫瑰金色號。')
    ],
    priceOriginal: 24000,
    price: 24000,
    sp: 19200,
    bp: 16800,
    point: 720,
    salesStatus: 'ON_SALE',
    tags: ['NEW_COLOR'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 640,
    stock: 570,
    optionUi: 'BUTTON',
    options: [
      { value: t('다크브라운', 'Dark Brown', '深棕'), salesStatus: 'ON_SALE', stock: 240, color: '#3b2a20' },
      { value: t('애쉬브라운', 'Ash Brown', '灰棕'), salesStatus: 'ON_SALE', stock: 180, color: '#6f6258' },
      { value: t('와인레드', 'Wine Red', '酒紅'), salesStatus: 'SOLD_OUT', stock: 0, color: '#6e1f2b' },
      { value: t('로즈골드', 'Rose Gold', '玫瑰金'), salesStatus: 'ON_SALE', stock: 150, color: '#b7787c' }
    ],
    visual: { shape: 'tube', color: '#6f4e37', accent: '#b7787c' },
    listedDaysAgo: 20,
    displayOrder: 6
  },
  {
    id: 1036,
    categorySlugs: ['body-hair-hair'],
    brand: 'Hanbit Lab',
    name: t(
      '한빛랩 약산성 두피 클리닉 샴푸',
      'Hanbit Lab pH-Balanced Scalp Clinic Shampoo',
      'Hanbit Lab 弱酸性頭皮調理洗髮精'
    ),
    summary: t(
      '약산성 포뮬러로 두피 각질과 유분을 깔끔하게 정리하는 샴푸',
      'A low-pH shampoo that clears flakes and excess oil from the scalp',
      '弱酸性配方，清爽洗淨頭皮角質與多餘油脂'
    ),
    description: [
      t(
        '살리실산과 티트리 잎 오일이 두피를 산뜻하게 합니다. 비오틴과 판테놀이 모발을 탄탄하게 가꿉니다. 실리콘을 넣지 않았습니다.',
        'Salicylic acid and tea tree leaf oil leave the scalp fresh. Biotin and panthenol help hair feel stronger. Silicone-free.',
        '水楊酸與茶樹葉油讓頭皮清爽。生物素與泛醇讓髮絲更強韌。不含矽靈。'
      ),
      t(
        '두피를 충분히 적신 뒤 거품을 내어 손끝으로 1~2분 마사지하세요. 미온수로 꼼꼼히 헹굽니다.',
        'Wet the scalp well, lather, and massage with your fingertips for 1 to 2 minutes. Rinse thoroughly with warm water.',
        '充分沾濕頭皮後搓出泡沫，以指腹按摩1～2分鐘，再用溫水仔細沖淨。'
      ),
      t(
        '1L 리필은 정기배송으로도 받아볼 수 있습니다. 다 쓴 용기에 옮겨 담아 사용하세요.',
        'The 1L refill is also available by auto-ship. Pour it into your empty bottle.',
        '1L補充包也可定期配送。請倒入用完的瓶中使用。'
      )
    ],
    priceOriginal: 26000,
    price: 22100,
    sp: 17680,
    bp: 15470,
    point: 660,
    salesStatus: 'ON_SALE',
    tags: ['BEST', 'RECOMMEND'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 8740,
    stock: 1540,
    optionUi: 'SELECT',
    options: [
      { value: t('500ml', '500ml', '500ml'), salesStatus: 'ON_SALE', stock: 900 },
      { value: t('1L 리필', '1L refill', '1L 補充包'), salesStatus: 'ON_SALE', stock: 640 }
    ],
    visual: { shape: 'bottle', color: '#e3efe6', accent: '#2f6b4f' },
    listedDaysAgo: 330,
    displayOrder: 8
  },
  {
    id: 1037,
    categorySlugs: ['body-hair-hair'],
    brand: 'Lumière Vita',
    name: t(
      '루미에르비타 카멜리아 헤어 오일 100ml',
      'Lumière Vita Camellia Hair Oil 100ml',
      'Lumière Vita 山茶花護髮油 100ml'
    ),
    summary: t(
      '동백 오일로 푸석한 모발 끝에 윤기를 더하는 헤어 오일',
      'A camellia oil that brings shine back to dry ends',
      '以山茶花油為乾燥髮尾增添光澤'
    ),
    description: [
      t(
        '제주산 동백씨 오일을 주성분으로 담았습니다. 가볍게 스며들어 끈적이지 않습니다. 드라이 전 열로부터 모발을 보호합니다.',
        'Made mainly with camellia seed oil from Jeju. It absorbs lightly and never feels greasy. It protects hair from heat before blow-drying.',
        '以濟州山茶花籽油為主要成分。輕盈吸收、不油膩。吹整前使用，可保護髮絲免受熱傷害。'
      ),
      t(
        '젖은 모발이나 마른 모발 끝에 1~2펌프를 바르세요. 외출 전 가볍게 덧발라도 좋습니다.',
        'Apply 1 to 2 pumps to the ends of wet or dry hair. Add a little more before heading out.',
        '取1～2壓塗抹於濕髮或乾髮髮尾。出門前也可再輕輕補擦。'
      ),
      t(
        '용기 교체 작업으로 판매를 잠시 멈췄습니다.',
        'Sales are paused while we change the bottle.',
        '目前更換瓶器中，暫停販售。'
      )
    ],
    priceOriginal: 32000,
    price: 32000,
    sp: 25600,
    bp: 22400,
    point: 960,
    salesStatus: 'PAUSE',
    tags: [],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 950,
    stock: 120,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'dropper', color: '#e9c46a', accent: '#8c3b3b' },
    listedDaysAgo: 280,
    displayOrder: 10
  },

  // ───────────── Body & Hair · Hand & Foot ─────────────
  {
    id: 1038,
    categorySlugs: ['body-hair-hand-foot'],
    brand: 'Vita Garden',
    name: t(
      '비타가든 시어 핸드크림 50ml',
      'Vita Garden Shea Hand Cream 50ml',
      'Vita Garden 乳油木護手霜 50ml'
    ),
    summary: t(
      '손에 쏙 들어오는 크기의 보습 핸드크림, 세 가지 향',
      'A pocket-size moisturising hand cream in three scents',
      '小巧好攜帶的保濕護手霜，三種香味'
    ),
    description: [
      t(
        '시어버터 10%와 알란토인을 담았습니다. 바르자마자 보송하게 마무리되어 휴대폰을 바로 만질 수 있습니다.',
        'Contains 10% shea butter and allantoin. It dries to a soft finish, so you can pick up your phone right away.',
        '含10%乳油木果油與尿囊素。塗抹後迅速呈現清爽觸感，馬上就能滑手機。'
      ),
      t(
        '손등과 손끝, 손톱 주변까지 꼼꼼히 펴 바르세요. 손을 씻은 뒤 수시로 사용하면 좋습니다.',
        'Smooth over the backs of your hands, fingertips and around the nails. Use it whenever you wash your hands.',
        '仔細塗抹於手背、指尖與指甲周圍。每次洗手後隨時補擦。'
      ),
      t(
        '겨울 시즌 한정 향 \u2018코튼\u2019을 만나보세요.',
        'Try \u2018Cotton\u2019, our scent for the winter season.',
        '冬季限定「棉花」香，歡迎體驗。'
      )
    ],
    priceOriginal: 9800,
    price: 9800,
    sp: 7840,
    bp: 6860,
    point: 290,
    salesStatus: 'ON_SALE',
    tags: ['SEASON'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 3250,
    stock: 1310,
    optionUi: 'SELECT',
    options: [
      { value: t('무화과', 'Fig', '無花果'), salesStatus: 'ON_SALE', stock: 520 },
      { value: t('자몽', 'Grapefruit', '葡萄柚'), salesStatus: 'ON_SALE', stock: 480 },
      { value: t('코튼', 'Cotton', '棉花'), salesStatus: 'ON_SALE', stock: 310 }
    ],
    visual: { shape: 'tube', color: '#f7e1d7', accent: '#7a9e7e' },
    listedDaysAgo: 14,
    displayOrder: 12
  },
  {
    id: 1039,
    categorySlugs: ['body-hair-hand-foot'],
    brand: 'Maeum Home',
    name: t(
      '마음홈 풋 리페어 크림 100ml',
      'Maeum Home Foot Repair Cream 100ml',
      'Maeum Home 足部修護霜 100ml'
    ),
    summary: t(
      '우레아 10%로 거칠어진 뒤꿈치를 부드럽게',
      '10% urea to soften rough heels',
      '添加10%尿素，柔化粗糙腳跟'
    ),
    description: [
      t(
        '우레아 10%와 시어버터가 두꺼워진 각질을 부드럽게 풀어줍니다. 페퍼민트 오일이 산뜻한 마무리감을 줍니다.',
        '10% urea and shea butter soften thick, hard skin. Peppermint oil leaves a cool, fresh finish.',
        '10%尿素與乳油木果油軟化厚硬角質。薄荷精油帶來清涼舒爽的使用感。'
      ),
      t(
        '샤워 후 발뒤꿈치와 발바닥에 충분히 바르세요. 자기 전에 바르고 면양말을 신으면 더 좋습니다.',
        'Apply generously to heels and soles after a shower. For best results, apply at bedtime and wear cotton socks.',
        '沐浴後充分塗抹於腳跟與腳底。睡前塗抹後穿上棉襪，效果更好。'
      )
    ],
    priceOriginal: 12000,
    price: 12000,
    sp: 9600,
    bp: 8400,
    point: 360,
    salesStatus: 'ALMOST_SOLD_OUT',
    tags: [],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 2210,
    stock: 18,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'tube', color: '#dff0ea', accent: '#3d8c7a' },
    listedDaysAgo: 160,
    displayOrder: 14
  },

  // ───────────── Health food · Vitamins ─────────────
  {
    id: 1040,
    categorySlugs: ['health-food-vitamin'],
    brand: 'Vita Garden',
    name: t('비타가든 데일리 멀티비타민', 'Vita Garden Daily Multivitamin', 'Vita Garden 每日綜合維他命'),
    summary: t(
      '비타민 13종과 미네랄 9종을 하루 한 알로',
      '13 vitamins and 9 minerals in one tablet a day',
      '13種維他命與9種礦物質，一天一錠'
    ),
    description: [
      t(
        '비타민 B군, C, D, E와 아연, 셀레늄, 마그네슘을 한 알에 담았습니다. 에너지 대사와 항산화에 필요한 영양을 채워줍니다.',
        'B vitamins, C, D and E, plus zinc, selenium and magnesium in one tablet. It supplies nutrients needed for energy metabolism and antioxidant protection.',
        '一錠含維他命B群、C、D、E及鋅、硒、鎂。補充能量代謝與抗氧化所需的營養。'
      ),
      t(
        '하루 1회, 1정을 식후에 물과 함께 드세요. 60정은 2개월분입니다.',
        'Take 1 tablet once a day with water after a meal. 60 tablets last 2 months.',
        '每日1次，每次1錠，飯後配水食用。60錠為2個月份量。'
      ),
      t(
        '이 제품은 질병의 예방 및 치료를 위한 의약품이 아닙니다. 알레르기가 있으신 분은 원료를 확인한 뒤 드세요.',
        'This product is not a medicine and is not intended to prevent or treat disease. If you have allergies, please check the ingredients first.',
        '本產品非藥品，不具預防或治療疾病之效。過敏體質者請先確認成分後再食用。'
      )
    ],
    priceOriginal: 35000,
    price: 29750,
    sp: 23800,
    bp: 20830,
    point: 890,
    salesStatus: 'ON_SALE',
    tags: ['BEST'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 7620,
    stock: 2060,
    optionUi: 'SELECT',
    options: [
      { value: t('60정', '60 tablets', '60錠'), salesStatus: 'ON_SALE', stock: 1200 },
      { value: t('120정', '120 tablets', '120錠'), salesStatus: 'ON_SALE', stock: 860 }
    ],
    visual: { shape: 'bottle', color: '#fff3c4', accent: '#f29e1f' },
    listedDaysAgo: 380,
    displayOrder: 16
  },
  {
    id: 1041,
    categorySlugs: ['health-food-vitamin'],
    brand: 'Lumière Vita',
    name: t(
      '루미에르비타 비타민C 1000 스틱 30포',
      'Lumière Vita Vitamin C 1000 Powder Sticks, 30 Packs',
      'Lumière Vita 維他命C 1000 粉末隨身包 30包'
    ),
    summary: t(
      '물 없이 바로 먹는 새콤한 비타민C 1,000mg 가루 스틱',
      'Tangy 1,000mg vitamin C powder sticks you can take without water',
      '免配水直接食用的酸甜維他命C 1,000mg粉末包'
    ),
    description: [
      t(
        '한 포에 비타민C 1,000mg을 담았습니다. 과일 분말로 맛을 내어 물 없이도 가볍게 먹을 수 있습니다. 비타민C는 항산화에 도움을 줍니다.',
        'Each stick holds 1,000mg of vitamin C. Fruit powder gives it flavour, so you can take it without water. Vitamin C helps protect cells from oxidative stress.',
        '每包含維他命C 1,000mg。以水果粉調味，不配水也能輕鬆食用。維他命C有助於抗氧化。'
      ),
      t(
        '하루 1포를 입에 털어 넣거나 물 200ml에 타서 드세요. 맛은 레몬, 자몽, 베리 중에서 고를 수 있습니다.',
        'Take 1 stick a day straight from the pack, or stir it into 200ml of water. Choose lemon, grapefruit or berry.',
        '每日1包，可直接倒入口中，或加入200ml水中飲用。口味可選檸檬、葡萄柚或莓果。'
      ),
      notMedicine
    ],
    priceOriginal: 18000,
    price: 18000,
    sp: 14400,
    bp: 12600,
    point: 540,
    salesStatus: 'ON_SALE',
    tags: ['NEW'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 420,
    stock: 680,
    optionUi: 'SELECT',
    options: [
      { value: t('레몬', 'Lemon', '檸檬'), salesStatus: 'ON_SALE', stock: 420 },
      { value: t('자몽', 'Grapefruit', '葡萄柚'), salesStatus: 'ON_SALE', stock: 260 },
      {
        value: t('베리', 'Berry', '莓果'),
        salesStatus: 'SOLD_OUT',
        soldOutMessage: t('1월 중순 입고 예정', 'Arriving mid-January', '預計1月中旬到貨'),
        stock: 0
      }
    ],
    visual: { shape: 'stick', color: '#ffe066', accent: '#f08c00' },
    listedDaysAgo: 9,
    displayOrder: 18
  },
  {
    id: 1042,
    categorySlugs: ['health-food-vitamin'],
    brand: 'Hanbit Lab',
    name: t(
      '한빛랩 비타민D 4000IU 츄어블 90정',
      'Hanbit Lab Vitamin D 4000IU Chewables, 90 Tablets',
      'Hanbit Lab 維他命D 4000IU 咀嚼錠 90錠'
    ),
    summary: t(
      '햇빛이 부족한 날을 위한 고함량 비타민D 츄어블',
      'High-strength vitamin D chewables for days without much sun',
      '為日照不足的日子準備的高含量維他命D咀嚼錠'
    ),
    description: [
      t(
        '한 알에 비타민D3 4,000IU(100μg)를 담았습니다. 비타민D는 칼슘과 인의 흡수, 뼈 형성에 필요합니다. 은은한 오렌지맛이라 씹어 먹기 편합니다.',
        'Each tablet holds 4,000IU (100μg) of vitamin D3. Vitamin D is needed to absorb calcium and phosphorus and to build bones. A mild orange flavour makes it easy to chew.',
        '每錠含維他命D3 4,000IU（100μg）。維他命D為鈣、磷吸收及骨骼形成所必需。淡淡柳橙口味，咀嚼方便。'
      ),
      t(
        '하루 1회, 1정을 꼭꼭 씹어서 드세요. 다른 비타민D 제품과 함께 드실 때는 총 섭취량을 확인해 주세요.',
        'Chew 1 tablet once a day. If you take other vitamin D products, check your total daily amount.',
        '每日1次，每次1錠，充分咀嚼後食用。若同時食用其他維他命D產品，請留意總攝取量。'
      ),
      t(
        '이 제품은 질병의 예방 및 치료를 위한 의약품이 아닙니다. 어린이의 손이 닿지 않는 곳에 보관하세요.',
        'This product is not a medicine and is not intended to prevent or treat disease. Keep out of reach of children.',
        '本產品非藥品，不具預防或治療疾病之效。請放置於兒童無法取得之處。'
      )
    ],
    priceOriginal: 22000,
    price: 22000,
    sp: 17600,
    bp: 15400,
    point: 660,
    salesStatus: 'SOLD_OUT',
    soldOutMessage: t('재입고 알림을 신청해 주세요', 'Ask to be told when it is back', '請登記補貨通知'),
    tags: ['RECOMMEND'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 5120,
    stock: 0,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'bottle', color: '#fff8e1', accent: '#ff9f1c' },
    listedDaysAgo: 240,
    displayOrder: 20
  },

  // ───────────── Health food · Probiotics ─────────────
  {
    id: 1043,
    categorySlugs: ['health-food-probiotics'],
    brand: 'Vita Garden',
    name: t('비타가든 프로바이오틱스 골드', 'Vita Garden Probiotics Gold', 'Vita Garden 黃金益生菌'),
    summary: t(
      '19종 유산균 100억 CFU를 한 포에 담은 장 건강 유산균',
      '10 billion CFU from 19 strains in one stick for gut health',
      '一包含19種益生菌100億CFU，守護腸道健康'
    ),
    description: [
      t(
        '락토바실러스와 비피도박테리움 19종, 100억 CFU를 보장합니다. 프리바이오틱스인 프락토올리고당을 함께 담았습니다. 유산균은 유익균 증식과 유해균 억제, 원활한 배변에 도움을 줄 수 있습니다.',
        '19 strains of Lactobacillus and Bifidobacterium, with 10 billion CFU guaranteed. Fructo-oligosaccharide prebiotics are added. Probiotics may help good bacteria grow, limit harmful bacteria and support regular bowel movements.',
        '19種乳酸桿菌與比菲德氏菌，保證100億CFU。另添加益生元果寡糖。益生菌有助於增加好菌、抑制壞菌，維持排便順暢。'
      ),
      t(
        '하루 1회, 1포를 그대로 드시거나 물과 함께 드세요. 아침 공복에 드시면 좋습니다. 개봉 후에는 서늘한 곳에 보관하세요.',
        'Take 1 stick once a day, with or without water. Morning, before food, is best. Store in a cool place after opening.',
        '每日1次，每次1包，可直接食用或配水。建議早晨空腹食用。開封後請存放於陰涼處。'
      ),
      notMedicine
    ],
    priceOriginal: 39000,
    price: 31200,
    sp: 24960,
    bp: 21840,
    point: 940,
    salesStatus: 'ON_SALE',
    tags: ['BEST', 'SPECIAL'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 8990,
    stock: 2300,
    optionUi: 'SELECT',
    options: [
      { value: t('30포', '30 sticks', '30包'), salesStatus: 'ON_SALE', stock: 1400 },
      { value: t('60포', '60 sticks', '60包'), salesStatus: 'ON_SALE', stock: 900 }
    ],
    visual: { shape: 'pouch', color: '#f5d76e', accent: '#2b6cb0' },
    listedDaysAgo: 365,
    displayOrder: 22
  },
  {
    id: 1044,
    categorySlugs: ['health-food-probiotics'],
    brand: 'Hanbit Lab',
    name: t(
      '한빛랩 키즈 유산균 츄어블 딸기맛 60정',
      'Hanbit Lab Kids Probiotic Chewables, Strawberry, 60 Tablets',
      'Hanbit Lab 兒童益生菌咀嚼錠 草莓口味 60錠'
    ),
    summary: t(
      '아이가 좋아하는 딸기맛, 하루 한 알 키즈 유산균',
      'A strawberry chewable probiotic kids enjoy, one a day',
      '孩子喜歡的草莓口味，一天一錠兒童益生菌'
    ),
    description: [
      t(
        '유산균 10종과 아연, 비타민D를 담았습니다. 설탕 대신 자일리톨로 단맛을 냈습니다. 아연은 정상적인 면역 기능에 필요합니다.',
        '10 probiotic strains with zinc and vitamin D. Sweetened with xylitol instead of sugar. Zinc is needed for normal immune function.',
        '含10種益生菌、鋅與維他命D。以木糖醇取代砂糖增加甜味。鋅為維持正常免疫功能所必需。'
      ),
      t(
        '만 3세 이상 어린이는 하루 1회 1정을 씹어서 먹게 해 주세요. 보호자가 지켜보는 가운데 드시게 해 주세요.',
        'Children aged 3 and over: chew 1 tablet once a day. An adult should be present while they eat it.',
        '3歲以上兒童每日1次，每次1錠，咀嚼食用。請在家長陪同下食用。'
      ),
      notMedicine
    ],
    priceOriginal: 26000,
    price: 26000,
    sp: 20800,
    bp: 18200,
    point: 780,
    salesStatus: 'ON_SALE',
    tags: [],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 1340,
    stock: 640,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'bottle', color: '#ffd6e0', accent: '#e63946' },
    listedDaysAgo: 120,
    displayOrder: 24
  },
  {
    id: 1045,
    categorySlugs: ['health-food-probiotics', 'gift-sets-health'],
    brand: 'Lumière Vita',
    name: t(
      '루미에르비타 신바이오틱스 프리미엄 90캡슐',
      'Lumière Vita Synbiotics Premium, 90 Capsules',
      'Lumière Vita 頂級合生元 90粒膠囊'
    ),
    summary: t(
      '프리·프로·포스트바이오틱스를 한 캡슐에, 3개월분 한정 패키지',
      'Prebiotics, probiotics and postbiotics in one capsule, in a limited three-month pack',
      '益生元、益生菌、後生元合一膠囊，3個月份限量包裝'
    ),
    description: [
      t(
        '유산균 300억 CFU와 프락토올리고당, 열처리 유산균체를 담았습니다. 장용성 캡슐이 위산으로부터 유산균을 지켜줍니다.',
        '30 billion CFU of probiotics, fructo-oligosaccharides and heat-treated lactic acid bacteria. Enteric capsules protect the cultures from stomach acid.',
        '含300億CFU益生菌、果寡糖與熱處理乳酸菌體。腸溶膠囊保護益生菌不受胃酸破壞。'
      ),
      t(
        '하루 1회, 1캡슐을 물과 함께 드세요. 냉장 보관하지 않아도 됩니다. 선물용 케이스에 담겨 있습니다.',
        'Take 1 capsule once a day with water. No need to refrigerate. Comes in a gift case.',
        '每日1次，每次1粒，配水食用。無須冷藏。附送禮盒裝。'
      ),
      t(
        '한정 수량 판매로 구매 기간 동안 1인 2개까지 구매할 수 있습니다. 이 제품은 질병의 예방 및 치료를 위한 의약품이 아닙니다.',
        'Limited stock: up to 2 per customer during the sale period. This product is not a medicine and is not intended to prevent or treat disease.',
        '限量販售，活動期間每人限購2組。本產品非藥品，不具預防或治療疾病之效。'
      )
    ],
    priceOriginal: 89000,
    price: 66750,
    sp: 53400,
    bp: 46730,
    point: 2000,
    salesStatus: 'ALMOST_SOLD_OUT',
    tags: ['LIMITED'],
    autoShip: true,
    buyPeriod: true,
    maxQuantityLimit: 2,
    applyCoupon: false,
    salesAmount: 610,
    stock: 24,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'box', color: '#1d3557', accent: '#d4af37' },
    listedDaysAgo: 25,
    displayOrder: 26
  },

  // ───────────── Health food · Collagen & inner beauty ─────────────
  {
    id: 1046,
    categorySlugs: ['health-food-collagen'],
    brand: 'Lumière Vita',
    name: t(
      '루미에르비타 저분자 피쉬 콜라겐 3000 30포',
      'Lumière Vita Low-Molecular Fish Collagen 3000, 30 Sticks',
      'Lumière Vita 低分子魚膠原蛋白 3000 30包'
    ),
    summary: t(
      '하루 한 포로 저분자 피쉬 콜라겐 3,000mg',
      '3,000mg of low-molecular fish collagen in one daily stick',
      '每天一包，補充3,000mg低分子魚膠原蛋白'
    ),
    description: [
      t(
        '평균 분자량 500Da 이하의 저분자 콜라겐 펩타이드 3,000mg을 담았습니다. 히알루론산과 비타민C를 더했습니다. 비타민C는 결합조직 형성과 기능 유지에 필요합니다.',
        '3,000mg of collagen peptides with an average molecular weight under 500Da. Hyaluronic acid and vitamin C are added. Vitamin C is needed to form and maintain connective tissue.',
        '含平均分子量500Da以下的低分子膠原蛋白胜肽3,000mg。另添加玻尿酸與維他命C。維他命C為結締組織形成與維持所必需。'
      ),
      t(
        '하루 1포를 물 150ml에 타서 드시거나 그대로 드세요. 비린 맛 없이 과일 향으로 즐길 수 있습니다.',
        'Mix 1 stick a day into 150ml of water, or take it as it is. No fishy taste, just fruit.',
        '每日1包，加入150ml水中飲用或直接食用。無腥味，帶有清爽果香。'
      ),
      notMedicine
    ],
    priceOriginal: 45000,
    price: 38250,
    sp: 30600,
    bp: 26780,
    point: 1150,
    salesStatus: 'ON_SALE',
    tags: ['LAVA'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 5480,
    stock: 685,
    optionUi: 'SELECT',
    options: [
      { value: t('레몬', 'Lemon', '檸檬'), salesStatus: 'ON_SALE', stock: 380 },
      { value: t('자몽', 'Grapefruit', '葡萄柚'), salesStatus: 'ALMOST_SOLD_OUT', stock: 15 },
      { value: t('베리', 'Berry', '莓果'), salesStatus: 'ON_SALE', stock: 290 }
    ],
    visual: { shape: 'stick', color: '#fde2e4', accent: '#e56b6f' },
    listedDaysAgo: 200,
    displayOrder: 28
  },
  {
    id: 1047,
    categorySlugs: ['health-food-collagen'],
    brand: 'Vita Garden',
    name: t(
      '비타가든 히알루론산 세라마이드 이너뷰티 젤리 14포',
      'Vita Garden Hyaluronic Acid & Ceramide Beauty Jelly, 14 Sticks',
      'Vita Garden 玻尿酸神經醯胺美容果凍條 14包'
    ),
    summary: t(
      '청포도맛 젤리 한 포로 간편한 이너뷰티',
      'A green grape jelly stick for easy beauty from within',
      '一條青葡萄口味果凍，輕鬆內服美容'
    ),
    description: [
      t(
        '히알루론산 120mg과 곤약 세라마이드를 담았습니다. 피부 보습에 도움을 줄 수 있습니다. 한 포에 15kcal입니다.',
        'Contains 120mg of hyaluronic acid and konjac ceramide, which may help keep skin hydrated. Only 15kcal per stick.',
        '含玻尿酸120mg與蒟蒻神經醯胺，有助於維持肌膚保濕。每包僅15大卡。'
      ),
      t(
        '하루 1포를 짜서 그대로 드세요. 냉장 보관하면 더 시원하게 즐길 수 있습니다.',
        'Squeeze out and eat 1 stick a day. It tastes even better chilled.',
        '每日1包，直接擠出食用。冷藏後風味更佳。'
      ),
      notMedicine
    ],
    priceOriginal: 29000,
    price: 29000,
    sp: 23200,
    bp: 20300,
    point: 870,
    salesStatus: 'ON_SALE',
    tags: ['NEW'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 95,
    stock: 780,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'pouch', color: '#d8f3dc', accent: '#52b788' },
    listedDaysAgo: 5,
    displayOrder: 30
  },
  {
    id: 1048,
    categorySlugs: ['health-food-collagen', 'gift-sets-health'],
    brand: 'Hanbit Lab',
    name: t(
      '한빛랩 콜라겐 비오틴 앰플 드링크 25ml',
      'Hanbit Lab Collagen Biotin Ampoule Drink 25ml',
      'Hanbit Lab 膠原蛋白生物素安瓶飲 25ml'
    ),
    summary: t(
      '한 병에 콜라겐 5,000mg, 비오틴까지 더한 앰플 드링크',
      'An ampoule drink with 5,000mg of collagen and added biotin',
      '一瓶含5,000mg膠原蛋白，並添加生物素的安瓶飲'
    ),
    description: [
      t(
        '저분자 콜라겐 펩타이드 5,000mg과 비오틴, 엘라스틴을 담았습니다. 비오틴은 지방, 탄수화물, 단백질 대사와 에너지 생성에 필요합니다. 석류 농축액으로 맛을 냈습니다.',
        '5,000mg of low-molecular collagen peptides with biotin and elastin. Biotin is needed for fat, carbohydrate and protein metabolism and for energy production. Flavoured with pomegranate concentrate.',
        '含低分子膠原蛋白胜肽5,000mg、生物素與彈性蛋白。生物素為脂肪、碳水化合物、蛋白質代謝與能量產生所必需。以紅石榴濃縮汁調味。'
      ),
      t(
        '하루 1병을 잘 흔들어 드세요. 아침이나 잠들기 전에 드시면 좋습니다. 선물 포장 박스에 담겨 발송됩니다.',
        'Shake well and drink 1 bottle a day, in the morning or before bed. Ships in a gift box.',
        '每日1瓶，搖勻後飲用。建議早晨或睡前飲用。以禮盒包裝出貨。'
      ),
      notMedicine
    ],
    priceOriginal: 52000,
    price: 52000,
    sp: 41600,
    bp: 36400,
    point: 1560,
    salesStatus: 'SOLD_OUT',
    tags: [],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 2760,
    stock: 0,
    optionUi: 'SELECT',
    options: [
      { value: t('14병', '14 bottles', '14瓶'), salesStatus: 'SOLD_OUT', stock: 0 },
      { value: t('28병', '28 bottles', '28瓶'), salesStatus: 'SOLD_OUT', stock: 0 }
    ],
    visual: { shape: 'box', color: '#f7cad0', accent: '#9d0208' },
    listedDaysAgo: 150,
    displayOrder: 32
  },

  // ───────────── Health food · Diet ─────────────
  {
    id: 1049,
    categorySlugs: ['health-food-diet'],
    brand: 'Vita Garden',
    name: t(
      '비타가든 가르시니아 컷 112정 (4주분)',
      'Vita Garden Garcinia Cut, 112 Tablets (4 Weeks)',
      'Vita Garden 藤黃果纖體錠 112錠（4週份）'
    ),
    summary: t(
      '탄수화물이 지방으로 합성되는 것을 억제하는 가르시니아',
      'Garcinia that helps stop carbohydrates turning into body fat',
      '藤黃果有助於抑制碳水化合物轉化為體脂肪'
    ),
    description: [
      t(
        '하루 섭취량에 가르시니아 캄보지아 추출물(HCA 750mg)을 담았습니다. 녹차 추출물과 크롬을 더했습니다. 체지방 감소에 도움을 줄 수 있습니다.',
        'A daily serving provides garcinia cambogia extract with 750mg of HCA. Green tea extract and chromium are added. It may help reduce body fat.',
        '每日份量含藤黃果萃取物（HCA 750mg）。另添加綠茶萃取物與鉻。有助於減少體脂肪。'
      ),
      t(
        '하루 2회, 1회 2정을 식전에 물과 함께 드세요. 균형 잡힌 식사와 운동을 함께하면 좋습니다.',
        'Take 2 tablets twice a day before meals with water. Best alongside a balanced diet and exercise.',
        '每日2次，每次2錠，飯前配水食用。搭配均衡飲食與運動效果更佳。'
      ),
      t(
        '이 제품은 질병의 예방 및 치료를 위한 의약품이 아닙니다. 임산부, 수유부, 어린이는 섭취를 피하세요.',
        'This product is not a medicine and is not intended to prevent or treat disease. Not for pregnant or breastfeeding women, or for children.',
        '本產品非藥品，不具預防或治療疾病之效。孕婦、哺乳期婦女及兒童請避免食用。'
      )
    ],
    priceOriginal: 42000,
    price: 29400,
    sp: 23520,
    bp: 20580,
    point: 880,
    salesStatus: 'ON_SALE',
    tags: ['SPECIAL'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: false,
    salesAmount: 3870,
    stock: 1150,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'bottle', color: '#c7e9b0', accent: '#e76f51' },
    listedDaysAgo: 260,
    displayOrder: 34
  },
  {
    id: 1050,
    categorySlugs: ['health-food-diet'],
    brand: 'Lumière Vita',
    name: t(
      '루미에르비타 식물성 프로틴 쉐이크 14포',
      'Lumière Vita Plant Protein Shake, 14 Packs',
      'Lumière Vita 植物性蛋白奶昔 14包'
    ),
    summary: t(
      '한 끼를 가볍게, 완두·현미 단백질 20g 쉐이크',
      'A light meal shake with 20g of pea and brown rice protein',
      '輕盈一餐，含20g豌豆與糙米蛋白的奶昔'
    ),
    description: [
      t(
        '완두 단백과 현미 단백으로 한 포에 단백질 20g을 담았습니다. 식이섬유와 비타민·미네랄 21종을 더했습니다. 유당이 없어 속이 편합니다.',
        'Pea and brown rice protein give 20g of protein per pack. Fibre and 21 vitamins and minerals are added. Lactose-free and easy on the stomach.',
        '以豌豆蛋白與糙米蛋白製成，每包含20g蛋白質。另添加膳食纖維及21種維他命與礦物質。不含乳糖，腸胃無負擔。'
      ),
      t(
        '1포를 물이나 두유 200ml에 넣고 흔들어 드세요. 한 끼 식사 대용으로 하루 1~2회 드시면 좋습니다.',
        'Shake 1 pack with 200ml of water or soy milk. Have it once or twice a day in place of a meal.',
        '取1包加入200ml水或豆漿中搖勻飲用。可取代一餐，每日1～2次。'
      ),
      notMedicine
    ],
    priceOriginal: 36000,
    price: 36000,
    sp: 28800,
    bp: 25200,
    point: 1080,
    salesStatus: 'ON_SALE',
    tags: ['NEW', 'RECOMMEND'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 310,
    stock: 1210,
    optionUi: 'SELECT',
    options: [
      { value: t('곡물', 'Grain', '穀物'), salesStatus: 'ON_SALE', stock: 520 },
      { value: t('초코', 'Chocolate', '巧克力'), salesStatus: 'ON_SALE', stock: 430 },
      { value: t('딸기', 'Strawberry', '草莓'), salesStatus: 'ON_SALE', stock: 260 }
    ],
    visual: { shape: 'pouch', color: '#efe3c8', accent: '#7f5539' },
    listedDaysAgo: 12,
    displayOrder: 36
  },
  {
    id: 1051,
    categorySlugs: ['health-food-diet'],
    brand: 'Hanbit Lab',
    name: t(
      '한빛랩 녹차 카테킨 60정',
      'Hanbit Lab Green Tea Catechin, 60 Tablets',
      'Hanbit Lab 綠茶兒茶素 60錠'
    ),
    summary: t(
      '보성 녹차 카테킨으로 체지방 관리를 돕는 정제',
      'Boseong green tea catechins to help manage body fat',
      '以寶城綠茶兒茶素幫助管理體脂肪'
    ),
    description: [
      t(
        '하루 섭취량에 보성산 녹차 추출물 카테킨 300mg을 담았습니다. 녹차 카테킨은 체지방 감소와 항산화에 도움을 줄 수 있습니다.',
        'A daily serving gives 300mg of catechins from Boseong green tea extract. Green tea catechins may help reduce body fat and protect cells from oxidative stress.',
        '每日份量含寶城綠茶萃取兒茶素300mg。綠茶兒茶素有助於減少體脂肪與抗氧化。'
      ),
      t(
        '하루 1회, 2정을 물과 함께 드세요. 카페인이 들어 있으니 늦은 저녁에는 피해 주세요. 리뉴얼로 정제 크기를 20% 줄였습니다.',
        'Take 2 tablets once a day with water. Contains caffeine, so avoid late evenings. Renewed with tablets 20% smaller.',
        '每日1次，每次2錠，配水食用。含咖啡因，請避免於晚間食用。改版後錠劑縮小20%。'
      ),
      notMedicine
    ],
    priceOriginal: 27000,
    price: 27000,
    sp: 21600,
    bp: 18900,
    point: 810,
    salesStatus: 'ON_SALE',
    tags: ['RENEWAL'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 1620,
    stock: 560,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'bottle', color: '#b7e4c7', accent: '#1b4332' },
    listedDaysAgo: 140,
    displayOrder: 38
  },

  // ───────────── Household · Kitchen ─────────────
  {
    id: 1052,
    categorySlugs: ['household-kitchen'],
    brand: 'Maeum Home',
    name: t('마음홈 곡물 발효 주방세제', 'Maeum Home Fermented Grain Dish Soap', 'Maeum Home 穀物發酵洗碗精'),
    summary: t(
      '쌀겨 발효 성분으로 기름때는 말끔하게, 손은 순하게',
      'Rice bran ferment cuts through grease and stays gentle on hands',
      '米糠發酵成分徹底洗淨油污，對雙手溫和'
    ),
    description: [
      t(
        '쌀겨 발효액과 코코넛 유래 세정 성분을 담았습니다. 1종 주방세제라 과일과 채소 세척에도 쓸 수 있습니다. 인공 색소를 넣지 않았습니다.',
        'Made with rice bran ferment and coconut-derived cleansers. A grade-1 dish soap, safe for washing fruit and vegetables too. No artificial colours.',
        '含米糠發酵液與椰子來源的清潔成分。第1種廚房清潔劑，也可用於清洗蔬果。不含人工色素。'
      ),
      t(
        '물 1L에 2ml를 풀어 쓰거나 수세미에 바로 짜서 사용하세요. 1L 리필은 정기배송으로 받아볼 수 있습니다.',
        'Dilute 2ml in 1L of water, or squeeze straight onto a sponge. The 1L refill is available by auto-ship.',
        '取2ml溶於1L水中，或直接擠在菜瓜布上使用。1L補充包可定期配送。'
      )
    ],
    priceOriginal: 9900,
    price: 9900,
    sp: 7920,
    bp: 6930,
    point: 290,
    salesStatus: 'ON_SALE',
    tags: ['BEST'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 6230,
    stock: 2700,
    optionUi: 'SELECT',
    options: [
      { value: t('500ml', '500ml', '500ml'), salesStatus: 'ON_SALE', stock: 1200 },
      { value: t('1L 리필', '1L refill', '1L 補充包'), salesStatus: 'ON_SALE', stock: 1500 }
    ],
    visual: { shape: 'bottle', color: '#fdf6e3', accent: '#b08968' },
    listedDaysAgo: 310,
    displayOrder: 40
  },
  {
    id: 1053,
    categorySlugs: ['household-kitchen'],
    brand: 'Maeum Home',
    name: t(
      '마음홈 셀룰로오스 스펀지 수세미 5매',
      'Maeum Home Cellulose Sponge Scrubbers, 5 Pack',
      'Maeum Home 纖維素海綿菜瓜布 5入'
    ),
    summary: t(
      '목재 펄프로 만든, 빨리 마르는 천연 셀룰로오스 수세미',
      'Quick-drying scrubbers made from natural wood-pulp cellulose',
      '以木漿製成、快乾的天然纖維素菜瓜布'
    ),
    description: [
      t(
        '목재 펄프 셀룰로오스와 면 섬유로 만들었습니다. 물을 머금으면 부드러워지고 빨리 말라 위생적입니다. 다 쓴 뒤에는 생분해됩니다.',
        'Made from wood-pulp cellulose and cotton fibre. Soft when wet, quick to dry and hygienic. Biodegradable when you are done.',
        '以木漿纖維素與棉纖維製成。吸水後變柔軟，乾得快更衛生。使用完畢可生物分解。'
      ),
      t(
        '처음 쓸 때 물에 적셔 부드럽게 한 뒤 사용하세요. 2~3주마다 새것으로 바꾸는 것이 좋습니다.',
        'Soak in water before first use to soften. Replace every 2 to 3 weeks.',
        '首次使用前請先泡水使其變軟。建議每2～3週更換新品。'
      )
    ],
    priceOriginal: 8900,
    price: 8900,
    sp: 7120,
    bp: 6230,
    point: 260,
    salesStatus: 'ON_SALE',
    tags: [],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 2940,
    stock: 1800,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'box', color: '#f4a261', accent: '#264653' },
    listedDaysAgo: 55,
    displayOrder: 42
  },

  // ───────────── Household · Laundry ─────────────
  {
    id: 1054,
    categorySlugs: ['household-laundry'],
    brand: 'Maeum Home',
    name: t(
      '마음홈 올인원 캡슐 세제 30개입',
      'Maeum Home All-in-One Laundry Capsules, 30 Pack',
      'Maeum Home 多合一洗衣膠囊 30顆'
    ),
    summary: t(
      '세정, 얼룩 제거, 유연까지 캡슐 하나로',
      'Cleaning, stain removal and softening in one capsule',
      '洗淨、去漬、柔軟，一顆搞定'
    ),
    description: [
      t(
        '효소 세정제와 산소계 표백 성분, 유연 성분을 한 캡슐에 담았습니다. 찬물에서도 잘 녹습니다. 은은한 코튼 향이 남습니다.',
        'Enzyme cleaners, oxygen bleach and softener in a single capsule. Dissolves well even in cold water. Leaves a soft cotton scent.',
        '一顆膠囊含酵素清潔劑、氧系漂白成分與柔軟成分。冷水中也易溶解。留下淡淡棉花香。'
      ),
      t(
        '빨래를 넣기 전에 세탁조 바닥에 캡슐 1개를 넣으세요. 빨래 양이 많으면 2개를 사용합니다. 젖은 손으로 만지지 마세요.',
        'Put 1 capsule in the bottom of the drum before adding laundry. Use 2 for a large load. Do not handle with wet hands.',
        '放入衣物前，先將1顆膠囊放在洗衣槽底部。衣物量多時使用2顆。請勿用濕手拿取。'
      ),
      t(
        '어린이의 손이 닿지 않는 곳에 보관하세요.',
        'Keep out of reach of children.',
        '請放置於兒童無法取得之處。'
      )
    ],
    priceOriginal: 19800,
    price: 15840,
    sp: 12670,
    bp: 11090,
    point: 470,
    salesStatus: 'ON_SALE',
    tags: ['SPECIAL'],
    autoShip: true,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 4410,
    stock: 1350,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'pouch', color: '#cde7f0', accent: '#1d70a2' },
    listedDaysAgo: 190,
    displayOrder: 44
  },
  {
    id: 1055,
    categorySlugs: ['household-laundry'],
    brand: 'Maeum Home',
    name: t(
      '마음홈 고농축 섬유유연제 2.5L',
      'Maeum Home Concentrated Fabric Softener 2.5L',
      'Maeum Home 濃縮衣物柔軟精 2.5L'
    ),
    summary: t(
      '식물 유래 고농축 유연제로 뽀송하고 향기롭게',
      'A concentrated plant-based softener for soft, fresh-smelling laundry',
      '高濃縮植物來源柔軟精，衣物蓬鬆又芳香'
    ),
    description: [
      t(
        '식물 유래 유연 성분을 고농축으로 담았습니다. 정전기와 구김을 줄여줍니다. 세탁 후에도 향이 오래 남습니다.',
        'A concentrated softener made with plant-derived ingredients. Reduces static and wrinkles. The scent lasts long after washing.',
        '高濃縮植物來源柔軟成分。減少靜電與皺褶。洗後香氣持久。'
      ),
      t(
        '세탁 1회에 25ml를 섬유유연제 투입구에 넣으세요. 세제와 섞지 마세요.',
        'Add 25ml per wash to the softener drawer. Do not mix with detergent.',
        '每次洗衣取25ml倒入柔軟精投入口。請勿與洗衣劑混合。'
      )
    ],
    priceOriginal: 13500,
    price: 13500,
    sp: 10800,
    bp: 9450,
    point: 400,
    salesStatus: 'ON_SALE',
    tags: [],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 3010,
    stock: 1030,
    optionUi: 'SELECT',
    options: [
      { value: t('코튼', 'Cotton', '棉花'), salesStatus: 'ON_SALE', stock: 620 },
      { value: t('라벤더', 'Lavender', '薰衣草'), salesStatus: 'ON_SALE', stock: 410 },
      {
        value: t('베이비파우더', 'Baby Powder', '嬰兒爽身粉'),
        salesStatus: 'SOLD_OUT',
        soldOutMessage: t('2월 초 입고 예정', 'Arriving early February', '預計2月初到貨'),
        stock: 0
      }
    ],
    visual: { shape: 'bottle', color: '#e7e1f5', accent: '#7b61a8' },
    listedDaysAgo: 230,
    displayOrder: 46
  },

  // ───────────── Household · Oral care ─────────────
  {
    id: 1056,
    categorySlugs: ['household-oral'],
    brand: 'Hanbit Lab',
    name: t(
      '한빛랩 프로폴리스 잇몸 치약 120g×3',
      'Hanbit Lab Propolis Gum Care Toothpaste 120g × 3',
      'Hanbit Lab 蜂膠護齦牙膏 120g×3'
    ),
    summary: t(
      '프로폴리스와 불소로 잇몸과 치아를 함께 지키는 치약',
      'Propolis and fluoride to care for gums and teeth together',
      '蜂膠搭配氟化物，同時守護牙齦與牙齒'
    ),
    description: [
      t(
        '프로폴리스 추출물과 불소 1,000ppm을 담았습니다. 충치 예방과 잇몸 관리에 도움을 줍니다. 자극적이지 않은 순한 스피어민트 향입니다.',
        'Contains propolis extract and 1,000ppm fluoride. Helps prevent tooth decay and care for gums. A mild spearmint flavour, never harsh.',
        '含蜂膠萃取物與1,000ppm氟化物。有助於預防蛀牙與保養牙齦。溫和綠薄荷香味，不刺激。'
      ),
      t(
        '칫솔에 적당량을 짜서 3분 이상 꼼꼼히 닦으세요. 만 6세 미만 어린이는 완두콩 크기만큼 사용하고 보호자가 지도해 주세요.',
        'Brush carefully for at least 3 minutes. Children under 6 should use a pea-sized amount with an adult watching.',
        '取適量於牙刷上，仔細刷牙3分鐘以上。6歲以下兒童請使用豌豆大小的量，並由家長指導。'
      )
    ],
    priceOriginal: 12900,
    price: 12900,
    sp: 10320,
    bp: 9030,
    point: 380,
    salesStatus: 'ON_SALE',
    tags: ['RECOMMEND'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 5760,
    stock: 2200,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'tube', color: '#f1f8e9', accent: '#f4a300' },
    listedDaysAgo: 300,
    displayOrder: 48
  },
  {
    id: 1057,
    categorySlugs: ['household-oral'],
    brand: 'Vita Garden',
    name: t(
      '비타가든 무알콜 자일리톨 가글 750ml',
      'Vita Garden Alcohol-Free Xylitol Mouthwash 750ml',
      'Vita Garden 無酒精木糖醇漱口水 750ml'
    ),
    summary: t(
      '따갑지 않은 무알콜 가글로 상쾌한 입안',
      'An alcohol-free mouthwash that freshens without the sting',
      '無酒精不刺痛的漱口水，口氣清新'
    ),
    description: [
      t(
        '자일리톨과 세틸피리디늄염화물을 담았습니다. 알코올이 없어 따갑지 않고 입안이 건조해지지 않습니다.',
        'Contains xylitol and cetylpyridinium chloride. Alcohol-free, so it does not sting or dry your mouth.',
        '含木糖醇與氯化十六烷基吡啶。不含酒精，不刺痛、不造成口乾。'
      ),
      t(
        '양치 후 10~15ml를 입에 머금고 30초간 가글한 뒤 뱉으세요. 삼키지 마세요. 사용 후 30분은 음식 섭취를 피하면 좋습니다.',
        'After brushing, swish 10 to 15ml around your mouth for 30 seconds, then spit. Do not swallow. Avoid eating for 30 minutes afterwards.',
        '刷牙後取10～15ml含於口中漱30秒後吐出。請勿吞嚥。使用後30分鐘內建議避免進食。'
      )
    ],
    priceOriginal: 10900,
    price: 10900,
    sp: 8720,
    bp: 7630,
    point: 320,
    salesStatus: 'ON_SALE',
    tags: [],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 2480,
    stock: 1170,
    optionUi: 'SELECT',
    options: [
      { value: t('페퍼민트', 'Peppermint', '薄荷'), salesStatus: 'ON_SALE', stock: 700 },
      { value: t('그린티', 'Green Tea', '綠茶'), salesStatus: 'ON_SALE', stock: 450 },
      { value: t('자몽', 'Grapefruit', '葡萄柚'), salesStatus: 'ALMOST_SOLD_OUT', stock: 20 }
    ],
    visual: { shape: 'bottle', color: '#c9f2ef', accent: '#0f8b8d' },
    listedDaysAgo: 175,
    displayOrder: 50
  },

  // ───────────── Fragrance · Perfume ─────────────
  {
    id: 1058,
    categorySlugs: ['fragrance-perfume'],
    brand: 'Lumière Vita',
    name: t('루미에르비타 오 드 퍼퓸 50ml', 'Lumière Vita Eau de Parfum 50ml', 'Lumière Vita 淡香精 50ml'),
    summary: t(
      '세 가지 컬러 보틀, 세 가지 무드의 오 드 퍼퓸',
      'An eau de parfum in three coloured bottles, each with its own mood',
      '三色香水瓶，三種氛圍的淡香精'
    ),
    description: [
      t(
        '부향률 15%의 오 드 퍼퓸입니다. 로즈 블러쉬는 장미와 피오니, 시트러스 선은 베르가못과 네롤리, 우디 나이트는 시더우드와 앰버가 중심입니다.',
        'An eau de parfum at 15% concentration. Rose Blush centres on rose and peony, Citrus Sun on bergamot and neroli, and Woody Night on cedarwood and amber.',
        '香精濃度15%的淡香精。玫瑰腮紅以玫瑰與牡丹為主調，柑橘暖陽以佛手柑與橙花為主調，木質夜晚以雪松與琥珀為主調。'
      ),
      t(
        '손목과 귀 뒤, 옷 안쪽에 1~2회 뿌리세요. 문지르지 않아야 향이 오래갑니다.',
        'Spray once or twice on wrists, behind the ears or inside your clothes. Do not rub, and the scent will last longer.',
        '於手腕、耳後或衣服內側噴灑1～2下。不要搓揉，香氣更持久。'
      ),
      t(
        '새 컬러 보틀 \u2018우디 나이트\u2019가 출시되었습니다.',
        'A new bottle colour, \u2018Woody Night\u2019, is here.',
        '全新瓶色「木質夜晚」上市。'
      )
    ],
    priceOriginal: 89000,
    price: 89000,
    sp: 71200,
    bp: 62300,
    point: 2670,
    salesStatus: 'ON_SALE',
    tags: ['RECOMMEND', 'NEW_COLOR'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 1180,
    stock: 415,
    optionUi: 'BUTTON',
    options: [
      {
        value: t('로즈 블러쉬', 'Rose Blush', '玫瑰腮紅'),
        salesStatus: 'ON_SALE',
        stock: 180,
        color: '#e8b4b8'
      },
      {
        value: t('시트러스 선', 'Citrus Sun', '柑橘暖陽'),
        salesStatus: 'ON_SALE',
        stock: 140,
        color: '#f2c14e'
      },
      {
        value: t('우디 나이트', 'Woody Night', '木質夜晚'),
        salesStatus: 'ON_SALE',
        stock: 95,
        color: '#3e3a5c'
      }
    ],
    visual: { shape: 'bottle', color: '#e8b4b8', accent: '#3e3a5c' },
    listedDaysAgo: 70,
    displayOrder: 52
  },
  {
    id: 1059,
    categorySlugs: ['fragrance-perfume'],
    brand: 'Lumière Vita',
    name: t(
      '루미에르비타 솔리드 퍼퓸 스틱 화이트티',
      'Lumière Vita Solid Perfume Stick, White Tea',
      'Lumière Vita 固體香膏棒 白茶'
    ),
    summary: t(
      '파우치에 쏙, 흘릴 걱정 없는 고체 향수',
      'A solid perfume that slips into any bag with nothing to spill',
      '放進隨身包也不怕灑出的固體香水'
    ),
    description: [
      t(
        '화이트티와 베르가못, 머스크가 은은하게 어우러집니다. 호호바 오일과 밀랍 베이스라 피부에 부드럽게 발립니다. 알코올을 넣지 않았습니다.',
        'White tea, bergamot and musk blend softly. A jojoba oil and beeswax base glides on smoothly. Alcohol-free.',
        '白茶、佛手柑與麝香柔和交融。以荷荷芭油與蜂蠟為基底，塗抹順滑。不含酒精。'
      ),
      t(
        '손목이나 목 뒤에 가볍게 문질러 바르세요. 가까이 있을 때만 은은하게 느껴지는 잔향이 특징입니다.',
        'Stroke lightly onto wrists or the back of the neck. The scent stays close to the skin, noticed only up close.',
        '輕輕塗抹於手腕或後頸。香氣貼膚，只有靠近時才能隱約察覺。'
      )
    ],
    priceOriginal: 24000,
    price: 24000,
    sp: 19200,
    bp: 16800,
    point: 720,
    salesStatus: 'ON_SALE',
    tags: ['LAVA'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 870,
    stock: 380,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'stick', color: '#f1ece2', accent: '#8a9a5b' },
    listedDaysAgo: 130,
    displayOrder: 54
  },

  // ───────────── Fragrance · Home ─────────────
  {
    id: 1060,
    categorySlugs: ['fragrance-home'],
    brand: 'Maeum Home',
    name: t('마음홈 리드 디퓨저 200ml', 'Maeum Home Reed Diffuser 200ml', 'Maeum Home 擴香瓶 200ml'),
    summary: t(
      '리드 스틱만 꽂으면 두 달 동안 은은한 향',
      'Just add the reeds for two months of gentle scent',
      '插上擴香棒，就有兩個月的淡雅香氣'
    ),
    description: [
      t(
        '식물 유래 베이스에 조향사가 만든 향료를 담았습니다. 200ml로 약 8주 동안 사용할 수 있습니다. 섬유 리드 스틱 6개가 들어 있습니다.',
        'Perfumer-made fragrance in a plant-derived base. 200ml lasts about 8 weeks. Includes 6 fibre reeds.',
        '植物來源基底搭配調香師調製的香料。200ml約可使用8週。內附6支纖維擴香棒。'
      ),
      t(
        '캡을 열고 리드 스틱을 꽂은 뒤 다음 날 한 번 뒤집어 주세요. 향이 약해지면 스틱을 다시 뒤집습니다. 직사광선과 화기를 피해 두세요.',
        'Open the cap, insert the reeds, and flip them once the next day. Flip again when the scent fades. Keep away from direct sun and flames.',
        '打開瓶蓋插入擴香棒，隔天翻轉一次。香氣變淡時再翻轉。請避開陽光直射與火源。'
      )
    ],
    priceOriginal: 29000,
    price: 23200,
    sp: 18560,
    bp: 16240,
    point: 700,
    salesStatus: 'ON_SALE',
    tags: ['BEST'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 4650,
    stock: 1010,
    optionUi: 'SELECT',
    options: [
      { value: t('블랙체리', 'Black Cherry', '黑櫻桃'), salesStatus: 'ON_SALE', stock: 330 },
      { value: t('화이트티', 'White Tea', '白茶'), salesStatus: 'ON_SALE', stock: 410 },
      { value: t('편백', 'Hinoki', '檜木'), salesStatus: 'ON_SALE', stock: 270 }
    ],
    visual: { shape: 'bottle', color: '#7a2e3b', accent: '#d9c5b2' },
    listedDaysAgo: 220,
    displayOrder: 56
  },
  {
    id: 1061,
    categorySlugs: ['fragrance-home'],
    brand: 'Maeum Home',
    name: t(
      '마음홈 소이 캔들 220g 윈터 포레스트',
      'Maeum Home Soy Candle 220g, Winter Forest',
      'Maeum Home 大豆蠟燭 220g 冬日森林'
    ),
    summary: t(
      '전나무와 시더우드 향의 겨울 한정 소이 캔들',
      'A winter-only soy candle with fir and cedarwood',
      '冷杉與雪松香氣的冬季限定大豆蠟燭'
    ),
    description: [
      t(
        '100% 소이 왁스와 면 심지로 만들었습니다. 전나무, 시더우드, 바닐라가 따뜻한 숲의 향을 냅니다. 약 45시간 동안 태울 수 있습니다.',
        'Made with 100% soy wax and a cotton wick. Fir, cedarwood and vanilla smell like a warm forest. Burns for about 45 hours.',
        '以100%大豆蠟與棉芯製成。冷杉、雪松與香草交織出溫暖森林的氣息。可燃燒約45小時。'
      ),
      t(
        '처음 켤 때는 표면 전체가 녹을 때까지 2시간 정도 태우세요. 심지는 5mm 길이로 다듬어 사용합니다. 불을 켠 채 자리를 비우지 마세요.',
        'On first use, burn for about 2 hours until the whole surface melts. Trim the wick to 5mm. Never leave a lit candle unattended.',
        '首次點燃時，請燃燒約2小時直到表面完全融化。燭芯請修剪至5mm。點燃時請勿離開。'
      ),
      t(
        '시즌 한정 수량으로 구매 기간 동안 1인 5개까지 구매할 수 있습니다.',
        'A limited seasonal run: up to 5 per customer during the sale period.',
        '季節限量，活動期間每人限購5個。'
      )
    ],
    priceOriginal: 32000,
    price: 32000,
    sp: 25600,
    bp: 22400,
    point: 960,
    salesStatus: 'ON_SALE',
    tags: ['SEASON', 'LIMITED'],
    autoShip: false,
    buyPeriod: true,
    maxQuantityLimit: 5,
    applyCoupon: true,
    salesAmount: 140,
    stock: 300,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'jar', color: '#2d4a3e', accent: '#c8a96a' },
    listedDaysAgo: 3,
    displayOrder: 58
  },

  // ───────────── Gift sets · Skin care ─────────────
  {
    id: 1062,
    categorySlugs: ['gift-sets-skin'],
    brand: 'Lumière Vita',
    name: t(
      '루미에르비타 하이드라 스킨케어 3종 기획세트',
      'Lumière Vita Hydra Skin Care Trio Set',
      'Lumière Vita 水潤保養三件組'
    ),
    summary: t(
      '토너, 세럼, 크림을 한 번에 담은 선물 포장 기획세트',
      'Toner, serum and cream together in a gift-wrapped set',
      '化妝水、精華液、乳霜一次擁有的禮盒組'
    ),
    description: [
      t(
        '하이드라 토너 150ml, 하이드라 세럼 50ml, 하이드라 크림 50ml로 구성했습니다. 5중 히알루론산과 판테놀이 건조한 피부를 촉촉하게 채워줍니다.',
        'Includes Hydra Toner 150ml, Hydra Serum 50ml and Hydra Cream 50ml. Five types of hyaluronic acid and panthenol bring moisture back to dry skin.',
        '內含水潤化妝水150ml、水潤精華液50ml、水潤乳霜50ml。5重玻尿酸與泛醇為乾燥肌膚補充水分。'
      ),
      t(
        '세안 후 토너, 세럼, 크림 순서로 사용하세요. 아침과 저녁 모두 쓸 수 있습니다.',
        'After cleansing, use the toner, then the serum, then the cream. Suitable for morning and evening.',
        '洗臉後依序使用化妝水、精華液、乳霜。早晚皆可使用。'
      ),
      t(
        '기획 기간 한정 구성으로 1인 2세트까지 구매할 수 있습니다. 쇼핑백을 함께 드립니다.',
        'A limited-time set: up to 2 per customer. Comes with a shopping bag.',
        '期間限定組合，每人限購2組。附贈購物袋。'
      )
    ],
    priceOriginal: 98000,
    price: 68600,
    sp: 54880,
    bp: 48020,
    point: 2060,
    salesStatus: 'ON_SALE',
    tags: ['PLANNING', 'SPECIAL'],
    autoShip: false,
    buyPeriod: true,
    maxQuantityLimit: 2,
    applyCoupon: false,
    salesAmount: 1730,
    stock: 520,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'box', color: '#dbeafe', accent: '#1e3a8a' },
    listedDaysAgo: 18,
    displayOrder: 60
  },
  {
    id: 1063,
    categorySlugs: ['gift-sets-skin'],
    brand: 'Hanbit Lab',
    name: t(
      '한빛랩 세라마이드 장벽 크림 듀오 기획',
      'Hanbit Lab Ceramide Barrier Cream Duo',
      'Hanbit Lab 神經醯胺屏障修護霜雙入組'
    ),
    summary: t(
      '민감한 피부 장벽을 위한 세라마이드 크림 2개 기획',
      'Two ceramide creams for a sensitive skin barrier',
      '為敏感肌屏障準備的神經醯胺乳霜兩入組'
    ),
    description: [
      t(
        '세라마이드 3종과 콜레스테롤, 지방산을 피부 지질과 비슷한 비율로 담았습니다. 건조함으로 예민해진 피부를 편안하게 합니다. 피부 자극 테스트를 마쳤습니다.',
        "Three ceramides, cholesterol and fatty acids in a ratio close to skin's own lipids. Calms skin made sensitive by dryness. Skin irritation tested.",
        '3種神經醯胺、膽固醇與脂肪酸，以接近肌膚脂質的比例調配。舒緩因乾燥而敏感的肌膚。已通過肌膚刺激測試。'
      ),
      t(
        '스킨케어 마지막 단계에서 얼굴 전체에 펴 바르세요. 건조한 부위에는 한 번 더 덧발라 주세요.',
        'Apply over the whole face as the last step of your routine. Add another layer on dry areas.',
        '於保養最後一步均勻塗抹全臉。乾燥部位可再疊擦一層。'
      ),
      t('60ml 크림 두 개를 담은 듀오 구성입니다.', 'A duo of two 60ml jars.', '內含60ml乳霜兩入。')
    ],
    priceOriginal: 54000,
    price: 54000,
    sp: 43200,
    bp: 37800,
    point: 1620,
    salesStatus: 'ON_SALE',
    tags: ['PLANNING'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 2350,
    stock: 690,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'jar', color: '#f8f9fa', accent: '#4361ee' },
    listedDaysAgo: 85,
    displayOrder: 62
  },

  // ───────────── Gift sets · Wellness ─────────────
  {
    id: 1064,
    categorySlugs: ['gift-sets-health'],
    brand: 'Vita Garden',
    name: t(
      '비타가든 6년근 홍삼정 에브리데이 스틱 60포 선물세트',
      'Vita Garden 6-Year Red Ginseng Everyday Sticks Gift Set, 60 Sticks',
      'Vita Garden 6年根紅蔘精隨身包禮盒 60包'
    ),
    summary: t(
      '6년근 홍삼 농축액 스틱 60포, 명절 선물용 보자기 포장',
      '60 sticks of 6-year red ginseng concentrate, wrapped for the holidays',
      '60包6年根紅蔘濃縮液，節日包巾禮盒包裝'
    ),
    description: [
      t(
        '국내산 6년근 홍삼 농축액을 한 포에 10ml씩 담았습니다. 진세노사이드 Rg1, Rb1, Rg3 합 12mg을 함유합니다. 홍삼은 면역력 증진과 피로 개선에 도움을 줄 수 있습니다.',
        'Each stick holds 10ml of Korean 6-year red ginseng concentrate, with 12mg of ginsenosides Rg1, Rb1 and Rg3 combined. Red ginseng may help support immunity and ease fatigue.',
        '每包含10ml韓國產6年根紅蔘濃縮液，人蔘皂苷Rg1、Rb1、Rg3合計12mg。紅蔘有助於增強免疫力與改善疲勞。'
      ),
      t(
        '하루 1~2회, 1포를 그대로 드시거나 물에 타서 드세요. 60포는 1~2개월분입니다. 고급 보자기와 쇼핑백을 함께 드립니다.',
        'Take 1 stick once or twice a day, straight or mixed with water. 60 sticks last 1 to 2 months. Comes with a fabric wrap and a shopping bag.',
        '每日1～2次，每次1包，可直接食用或加水飲用。60包為1～2個月份量。附贈高級包巾與購物袋。'
      ),
      t(
        '이 제품은 질병의 예방 및 치료를 위한 의약품이 아닙니다. 의약품을 복용 중이신 분은 전문가와 상담한 뒤 드세요.',
        'This product is not a medicine and is not intended to prevent or treat disease. If you take medication, check with a professional first.',
        '本產品非藥品，不具預防或治療疾病之效。正在服用藥物者，請先諮詢專業人士。'
      )
    ],
    priceOriginal: 189000,
    price: 151200,
    sp: 120960,
    bp: 105840,
    point: 4540,
    salesStatus: 'ON_SALE',
    tags: ['PLANNING', 'SEASON'],
    autoShip: false,
    buyPeriod: false,
    maxQuantityLimit: null,
    applyCoupon: true,
    salesAmount: 980,
    stock: 430,
    optionUi: 'SELECT',
    options: [],
    visual: { shape: 'box', color: '#7f1d1d', accent: '#d4af37' },
    listedDaysAgo: 45,
    displayOrder: 64
  }
];
