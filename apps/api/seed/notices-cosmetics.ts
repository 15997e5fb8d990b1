import type { StoredProductNotice } from '@mall/domain';
import { ingredientList } from './notice-ingredients.ts';
import { brandCompanies, disputeStandard, korea, manufacturers } from './notice-parties.ts';
import type { SeedProduct, Text3 } from './types.ts';

const t = (ko: string, en: string, zh: string): Text3 => ({ 'ko-KR': ko, 'en-US': en, 'zh-TW': zh });
const same = (text: string): Text3 => t(text, text, text);

type Group =
  | 'foam'
  | 'oil'
  | 'toner'
  | 'serum'
  | 'cream'
  | 'sun'
  | 'sheet'
  | 'washOff'
  | 'base'
  | 'lip'
  | 'eye'
  | 'shave'
  | 'hair'
  | 'perfume';

type GroupFacts = {
  /** The formula's carrier, before the product's own actives … */
  head: string[];
  /** … and after them. */
  tail: string[];
  usage: Text3;
  expiry: Text3;
  specs: Text3;
  /** Cautions of the kind on top of the common ones (화장품법 시행규칙 별표 3). */
  caution?: Text3;
};

const expiry = (months: number, openMonths: number) =>
  t(
    `제조일로부터 ${months}개월, 개봉 후 ${openMonths}개월 이내 사용 (제조일자는 용기 하단 별도 표기)`,
    `${months} months from manufacture; use within ${openMonths} months of opening (date of manufacture on the base)`,
    `製造日起${months}個月，開封後${openMonths}個月內使用（製造日期標示於容器底部）`
  );
const allSkin = t('모든 피부용', 'For all skin types', '適用所有膚質');
const eyeRinse = t(
  '눈에 들어갔을 때에는 즉시 씻어낼 것',
  'If it gets into the eyes, rinse them at once',
  '不慎入眼時請立即以清水沖洗'
);

const GROUPS: Record<Group, GroupFacts> = {
  foam: {
    head: ['정제수', '글리세린'],
    tail: ['라우릭애씨드', '포타슘하이드록사이드', '코카미도프로필베타인', '부틸렌글라이콜', '향료'],
    usage: t(
      '적당량을 덜어 물과 함께 거품을 낸 뒤 얼굴을 부드럽게 마사지하고 미온수로 헹굽니다.',
      'Lather a small amount with water, massage over the face, then rinse with lukewarm water.',
      '取適量加水起泡，輕柔按摩全臉後以溫水沖淨。'
    ),
    expiry: expiry(36, 12),
    specs: allSkin,
    caution: eyeRinse
  },
  oil: {
    head: ['해바라기씨오일', '카프릴릭카프릭트라이글리세라이드'],
    tail: ['폴리글리세릴4올리에이트', '토코페롤', '향료'],
    usage: t(
      '마른 손에 2~3펌프를 덜어 마른 얼굴에 롤링한 뒤 물을 더해 유화시키고 헹굽니다.',
      'Massage 2-3 pumps over a dry face with dry hands, add water to emulsify, then rinse.',
      '以乾手取2~3壓於乾燥臉部按摩，加水乳化後沖淨。'
    ),
    expiry: expiry(36, 12),
    specs: allSkin,
    caution: eyeRinse
  },
  toner: {
    head: ['정제수', '부틸렌글라이콜', '글리세린'],
    tail: ['판테놀', '알란토인', '1,2-헥산다이올', '에틸헥실글리세린', '다이소듐이디티에이'],
    usage: t(
      '세안 후 화장솜이나 손에 적당량을 덜어 피부결을 따라 펴 바르고 가볍게 두드려 흡수시킵니다.',
      'After cleansing, apply with a cotton pad or the palms along the skin and pat gently to absorb.',
      '洗臉後以化妝棉或手取適量，順著肌膚紋理塗抹並輕拍至吸收。'
    ),
    expiry: expiry(36, 12),
    specs: allSkin
  },
  serum: {
    head: ['정제수', '프로판다이올', '글리세린'],
    tail: ['소듐하이알루로네이트', '카보머', '트로메타민', '1,2-헥산다이올', '다이소듐이디티에이'],
    usage: t(
      '토너 다음 단계에서 2~3방울을 얼굴 전체에 펴 바르고 흡수시킵니다.',
      'After toner, smooth 2-3 drops over the whole face and let it absorb.',
      '化妝水後取2~3滴均勻塗抹全臉至吸收。'
    ),
    expiry: expiry(30, 12),
    specs: allSkin
  },
  cream: {
    head: ['정제수', '글리세린', '카프릴릭카프릭트라이글리세라이드'],
    tail: ['세테아릴알코올', '글리세릴스테아레이트', '다이메티콘', '잔탄검', '1,2-헥산다이올', '토코페롤'],
    usage: t(
      '스킨케어 마지막 단계에서 적당량을 펴 바르고 가볍게 두드려 흡수시킵니다.',
      'As the last step of your routine, smooth on an even layer and pat gently to absorb.',
      '保養最後一步取適量均勻塗抹，輕拍至吸收。'
    ),
    expiry: expiry(36, 12),
    specs: allSkin
  },
  sun: {
    head: ['정제수', '사이클로펜타실록세인'],
    tail: ['부틸렌글라이콜', '다이메티콘', '1,2-헥산다이올', '토코페롤'],
    usage: t(
      '외출 15~30분 전 얼굴과 목에 충분한 양을 고르게 바르고, 2~3시간마다 덧바릅니다.',
      'Apply generously to face and neck 15-30 minutes before going out; reapply every 2-3 hours.',
      '外出前15~30分鐘充分均勻塗抹於臉部及頸部，每2~3小時補擦。'
    ),
    expiry: expiry(30, 12),
    specs: allSkin,
    caution: t('눈 주위를 피하여 사용할 것', 'Avoid the area around the eyes', '請避開眼周使用')
  },
  sheet: {
    head: ['정제수', '글리세린', '부틸렌글라이콜'],
    tail: ['판테놀', '알란토인', '잔탄검', '1,2-헥산다이올'],
    usage: t(
      '세안 후 시트를 얼굴에 밀착시키고 15~20분 뒤 떼어낸 다음 남은 에센스를 두드려 흡수시킵니다.',
      'After cleansing, smooth the sheet onto the face, remove it after 15-20 minutes and pat in the rest.',
      '洗臉後將面膜服貼於臉部，15~20分鐘後取下，輕拍剩餘精華至吸收。'
    ),
    expiry: expiry(24, 1),
    specs: allSkin
  },
  washOff: {
    head: ['정제수', '카올린', '벤토나이트'],
    tail: ['글리세린', '부틸렌글라이콜', '잔탄검', '페녹시에탄올'],
    usage: t(
      '젖은 피부에 적당량을 펴 바르고 부드럽게 마사지하거나 5~10분 뒤 미온수로 씻어냅니다.',
      'Spread over damp skin and massage, or leave for 5-10 minutes, then rinse with lukewarm water.',
      '取適量塗抹於濕潤肌膚，輕柔按摩或停留5~10分鐘後以溫水洗淨。'
    ),
    expiry: expiry(36, 12),
    specs: allSkin,
    caution: eyeRinse
  },
  base: {
    head: ['정제수', '사이클로펜타실록세인', '티타늄디옥사이드'],
    tail: [
      '다이메티콘',
      '부틸렌글라이콜',
      '폴리메틸실세스퀴옥세인',
      '황색산화철(CI 77492)',
      '적색산화철(CI 77491)',
      '흑색산화철(CI 77499)'
    ],
    usage: t(
      '스킨케어 후 적당량을 얼굴 중앙에서 바깥쪽으로 두드리듯 펴 바릅니다.',
      'After skin care, pat an even layer from the centre of the face outwards.',
      '保養後取適量，由臉部中央向外輕拍推勻。'
    ),
    expiry: expiry(30, 12),
    specs: t(
      '모든 피부용 (색상: 옵션 참조)',
      'For all skin types (shades: see options)',
      '適用所有膚質（色號：請參考選項）'
    )
  },
  lip: {
    head: ['폴리부텐', '카프릴릭카프릭트라이글리세라이드'],
    tail: ['칸델릴라왁스', '토코페롤', '적색202호(CI 15850)', '향료'],
    usage: t(
      '입술 안쪽에서 바깥쪽으로 펴 바르고, 원하는 발색이 될 때까지 덧바릅니다.',
      'Apply from the centre of the lips outwards and layer to the colour you want.',
      '由唇部內側往外塗抹，可依喜好疊擦至理想顯色。'
    ),
    expiry: expiry(36, 12),
    specs: t('입술용 (색상: 옵션 참조)', 'For lips (shades: see options)', '唇部用（色號：請參考選項）')
  },
  eye: {
    head: ['정제수', '아크릴레이트코폴리머'],
    tail: ['카나우바왁스', '비즈왁스', '흑색산화철(CI 77499)', '마이카', '페녹시에탄올'],
    usage: t(
      '눈가 피부결을 따라 원하는 모양으로 그리거나 바릅니다. 지울 때는 전용 리무버를 사용합니다.',
      'Apply along the eye line in the shape you like; remove with an eye make-up remover.',
      '沿眼周描繪或塗抹出喜歡的形狀，卸除時請使用眼部卸妝液。'
    ),
    expiry: expiry(36, 6),
    specs: t(
      '눈가용 (색상: 옵션 참조)',
      'For the eye area (shades: see options)',
      '眼部用（色號：請參考選項）'
    ),
    caution: eyeRinse
  },
  shave: {
    head: ['정제수', '알로에베라잎즙', '글리세린'],
    tail: ['카보머', '트로메타민', '판테놀', '멘톨', '향료'],
    usage: t(
      '면도할 부위를 물로 적신 뒤 적당량을 펴 바르고 결을 따라 면도합니다.',
      'Wet the area, spread a thin layer and shave with the grain.',
      '以水沾濕欲剃鬚部位，取適量塗抹後順著毛流刮除。'
    ),
    expiry: expiry(36, 12),
    specs: t('남성 피부용', 'For men’s skin', '男性肌膚用')
  },
  hair: {
    head: ['정제수', '세테아릴알코올'],
    tail: ['베헨트라이모늄클로라이드', '다이메티콘', '판테놀', '향료'],
    usage: t(
      '샴푸 후 물기를 가볍게 짜내고 모발에 적당량을 바른 뒤 충분히 헹굽니다.',
      'After shampooing, gently squeeze out the water, work in a small amount and rinse well.',
      '洗髮後輕輕擠去水分，取適量塗抹於頭髮，再充分沖淨。'
    ),
    expiry: expiry(36, 12),
    specs: t('모든 모발용', 'For all hair types', '適用所有髮質'),
    caution: eyeRinse
  },
  perfume: {
    head: ['변성알코올', '향료', '정제수'],
    tail: ['리날룰', '리모넨', '시트로넬올'],
    usage: t(
      '손목, 귀 뒤 등 맥박이 뛰는 부위에 15~20cm 떨어져 1~2회 분사합니다.',
      'Spray once or twice from 15-20 cm on pulse points such as the wrists and behind the ears.',
      '距離15~20公分，於手腕、耳後等脈搏處噴灑1~2下。'
    ),
    expiry: expiry(60, 24),
    specs: t('오 드 퍼퓸 (부향률 15%)', 'Eau de parfum (15% concentration)', '淡香精（香精濃度15%）'),
    caution: t(
      '화기 가까이에서 사용하거나 보관하지 말 것, 눈을 향해 분사하지 말 것',
      'Keep away from flames; do not spray towards the eyes',
      '請遠離火源使用及保存，勿朝眼睛噴灑'
    )
  }
};

type Functional = 'BRIGHTENING' | 'WRINKLE' | 'SUNSCREEN';
const FUNCTIONAL: Record<Functional, Text3> = {
  BRIGHTENING: t('미백', 'brightening', '美白'),
  WRINKLE: t('주름 개선', 'wrinkle care', '改善皺紋'),
  SUNSCREEN: t('자외선 차단', 'UV protection', '防曬')
};

/** What makes one product's notice its own: size, the product's actives, a skin type, its 기능성 claims. */
type CosmeticsSpec = {
  group: Group;
  capacity: Text3;
  actives: string[];
  specs?: Text3;
  functional?: Functional[];
  maker?: keyof typeof manufacturers;
  expiry?: Text3;
};

const sensitive = t('민감성 피부용', 'For sensitive skin', '敏感肌適用');
const dry = t('건성 피부용', 'For dry skin', '乾性肌膚適用');
const oily = t('지성·복합성 피부용', 'For oily and combination skin', '油性及混合性肌膚適用');
const sheets = (count: number, ml: number) =>
  t(`${ml}ml × ${count}매`, `${ml} ml × ${count} sheets`, `${ml}ml × ${count}片`);

export const cosmeticsSpecs: Record<number, CosmeticsSpec> = {
  1001: { group: 'foam', capacity: same('150ml'), actives: ['녹차수', '소듐코코일글리시네이트'] },
  1002: { group: 'oil', capacity: same('200ml'), actives: ['호호바씨오일'] },
  1003: {
    group: 'toner',
    capacity: same('300ml'),
    actives: ['병풀추출물', '마데카소사이드'],
    specs: sensitive
  },
  1004: {
    group: 'toner',
    capacity: same('120ml'),
    actives: ['3-O-에틸아스코빅애씨드', '나이아신아마이드'],
    functional: ['BRIGHTENING']
  },
  1005: { group: 'serum', capacity: same('50ml'), actives: ['소듐하이알루로네이트', '판테놀'], specs: dry },
  1006: {
    group: 'serum',
    capacity: same('30ml'),
    actives: ['나이아신아마이드'],
    functional: ['BRIGHTENING']
  },
  1007: {
    group: 'serum',
    capacity: same('30ml'),
    actives: ['스쿠알란', '레티놀', '아데노신'],
    functional: ['WRINKLE'],
    expiry: expiry(24, 6)
  },
  1008: {
    group: 'cream',
    capacity: same('50ml'),
    actives: ['세라마이드엔피', '콜레스테롤', '시어버터'],
    specs: dry
  },
  1009: {
    group: 'cream',
    capacity: same('50ml'),
    actives: ['가수분해콜라겐', '아데노신'],
    functional: ['WRINKLE']
  },
  1010: {
    group: 'cream',
    capacity: t('크림 60ml + 아이크림 15ml', 'Cream 60 ml + eye cream 15 ml', '乳霜60ml + 眼霜15ml'),
    actives: ['홍삼추출물', '아데노신', '나이아신아마이드'],
    functional: ['BRIGHTENING', 'WRINKLE']
  },
  1011: {
    group: 'sun',
    capacity: same('50ml'),
    actives: ['징크옥사이드', '티타늄디옥사이드'],
    specs: sensitive,
    functional: ['SUNSCREEN']
  },
  1012: {
    group: 'sun',
    capacity: same('60ml'),
    actives: ['에틸헥실메톡시신나메이트', '비스에틸헥실옥시페놀메톡시페닐트리아진', '녹차추출물'],
    functional: ['SUNSCREEN']
  },
  1013: { group: 'sheet', capacity: sheets(10, 25), actives: ['나이아신아마이드', '소듐하이알루로네이트'] },
  1014: { group: 'washOff', capacity: same('100ml'), actives: ['화산송이파우더'], specs: oily },
  1015: {
    group: 'base',
    capacity: t('본품 15g + 리필 15g', '15 g + 15 g refill', '正品15g + 補充蕊15g'),
    actives: ['에틸헥실메톡시신나메이트', '나이아신아마이드'],
    functional: ['BRIGHTENING', 'SUNSCREEN']
  },
  1016: { group: 'base', capacity: same('30ml'), actives: ['글리세린'], maker: 'cosmeticsHwaseong' },
  1017: {
    group: 'base',
    capacity: same('40ml'),
    actives: ['에틸헥실메톡시신나메이트', '병풀추출물'],
    functional: ['SUNSCREEN']
  },
  1018: { group: 'base', capacity: same('4.5g'), actives: ['칸델릴라왁스', '탤크'] },
  1019: {
    group: 'lip',
    capacity: same('4g'),
    actives: ['정제수', '폴리메틸실세스퀴옥세인'],
    maker: 'cosmeticsHwaseong'
  },
  1020: { group: 'lip', capacity: same('5.5ml'), actives: ['호호바씨오일', '스쿠알란'] },
  1021: { group: 'lip', capacity: same('3.2g'), actives: ['시어버터', '비즈왁스'] },
  1022: {
    group: 'eye',
    capacity: t('0.8g × 9색', '0.8 g × 9 shades', '0.8g × 9色'),
    actives: ['마이카', '탤크'],
    maker: 'cosmeticsHwaseong'
  },
  1023: { group: 'eye', capacity: same('8g'), actives: ['카나우바왁스'] },
  1024: { group: 'eye', capacity: same('0.1g'), actives: ['폴리메틸실세스퀴옥세인'] },
  1025: {
    group: 'cream',
    capacity: same('150ml'),
    actives: ['나이아신아마이드', '아데노신', '멘톨'],
    specs: t('남성 피부용', 'For men’s skin', '男性肌膚用'),
    functional: ['BRIGHTENING', 'WRINKLE']
  },
  1026: { group: 'toner', capacity: same('200ml'), actives: ['살리실릭애씨드', '녹차추출물'], specs: oily },
  1027: { group: 'shave', capacity: same('200ml'), actives: ['알로에베라잎즙'] },
  1028: {
    group: 'cream',
    capacity: same('100ml'),
    actives: ['병풀추출물', '판테놀', '알란토인'],
    specs: t('남성 피부용 (면도 후)', 'For men’s skin (after shaving)', '男性肌膚用（刮鬍後）')
  },
  1033: {
    group: 'cream',
    capacity: same('400ml'),
    actives: ['시어버터', '세라마이드엔피'],
    specs: t('전신용', 'For the body', '全身用')
  },
  1034: {
    group: 'washOff',
    capacity: same('300g'),
    actives: ['히말라야핑크솔트', '해바라기씨오일'],
    specs: t('전신용 (얼굴 제외)', 'For the body (not the face)', '全身用（臉部除外）')
  },
  1035: {
    group: 'hair',
    capacity: same('200ml'),
    actives: ['아르간커넬오일'],
    specs: t('염색 모발용', 'For colour-treated hair', '染後髮質適用')
  },
  1036: {
    group: 'foam',
    capacity: t('500ml (옵션별 상이)', '500 ml (varies by option)', '500ml（依選項而異）'),
    actives: ['소듐라우로일메틸이세티오네이트', '살리실릭애씨드'],
    specs: t('두피용, 모든 모발용', 'For the scalp, all hair types', '頭皮用，適用所有髮質')
  },
  1037: {
    group: 'hair',
    capacity: same('100ml'),
    actives: ['동백나무씨오일', '호호바씨오일'],
    specs: t('손상 모발용', 'For damaged hair', '受損髮質適用')
  },
  1038: {
    group: 'cream',
    capacity: same('50ml'),
    actives: ['시어버터', '알란토인'],
    specs: t('손용', 'For the hands', '手部用')
  },
  1039: {
    group: 'cream',
    capacity: same('100ml'),
    actives: ['우레아', '시어버터'],
    specs: t('발용', 'For the feet', '足部用')
  },
  1058: { group: 'perfume', capacity: same('50ml'), actives: [] },
  1059: {
    group: 'lip',
    capacity: same('3.5g'),
    actives: ['호호바씨오일', '비즈왁스', '향료'],
    specs: t('고체 향수 (바디용)', 'Solid perfume (for the body)', '固體香水（身體用）')
  },
  1062: {
    group: 'cream',
    capacity: t(
      '토너 150ml + 세럼 50ml + 크림 50ml',
      'Toner 150 ml + serum 50 ml + cream 50 ml',
      '化妝水150ml + 精華50ml + 乳霜50ml'
    ),
    actives: ['소듐하이알루로네이트', '판테놀'],
    specs: dry
  },
  1063: {
    group: 'cream',
    capacity: t('60ml × 2개', '60 ml × 2', '60ml × 2入'),
    actives: ['세라마이드엔피', '콜레스테롤', '하이드로제네이티드레시틴'],
    specs: sensitive
  },
  1065: { group: 'cream', capacity: same('80ml'), actives: ['세라마이드엔피', '스쿠알란'], specs: dry },
  1066: { group: 'serum', capacity: same('100ml'), actives: ['소듐하이알루로네이트', '판테놀'] }
};

const commonCautions = t(
  '1) 화장품 사용 시 또는 사용 후 직사광선에 의하여 사용 부위가 붉은 반점, 부어오름 또는 가려움증 등의 이상 증상이나 부작용이 있는 경우 전문의 등과 상담할 것 2) 상처가 있는 부위 등에는 사용을 자제할 것 3) 어린이의 손이 닿지 않는 곳에, 직사광선을 피해서 보관할 것',
  '1) If redness, swelling, itching or another reaction appears where it was used, during use or after exposure to sunlight, consult a dermatologist. 2) Do not use on broken skin. 3) Keep out of the reach of children and away from direct sunlight.',
  '1) 使用時或使用後經陽光照射，若使用部位出現紅斑、腫脹或發癢等異常或副作用，請諮詢皮膚科醫師。2) 請避免用於傷口等部位。3) 請存放於兒童無法取得處，並避免陽光直射。'
);

function functionalReview(claims: readonly Functional[] | undefined): Text3 {
  if (!claims || claims.length === 0)
    return t(
      '해당 없음 (기능성 화장품 아님)',
      'Not applicable (not a functional cosmetic)',
      '不適用（非機能性化妝品）'
    );
  const names = (language: keyof Text3, joiner: string) =>
    claims.map((claim) => FUNCTIONAL[claim][language]).join(joiner);
  return t(
    `식품의약품안전처 심사(보고) 필 — ${names('ko-KR', '·')} 기능성 화장품`,
    `Reviewed (reported) by the Ministry of Food and Drug Safety: functional cosmetic for ${names('en-US', ' and ')}`,
    `已通過韓國食品醫藥品安全處審查（申報）：${names('zh-TW', '、')}機能性化妝品`
  );
}

function cautionsOf(group: GroupFacts): Text3 {
  if (!group.caution) return commonCautions;
  const extra = group.caution;
  return t(
    `${commonCautions['ko-KR']} 4) ${extra['ko-KR']}`,
    `${commonCautions['en-US']} 4) ${extra['en-US']}.`,
    `${commonCautions['zh-TW']}4) ${extra['zh-TW']}。`
  );
}

/** The cosmetics notice of a seed product (화장품 상품정보제공고시). */
export function cosmeticsNotice(product: SeedProduct, spec: CosmeticsSpec): StoredProductNotice {
  const group = GROUPS[spec.group];
  const seller = brandCompanies[product.brand];
  if (!seller) throw new Error(`Seed brand without a company: ${product.brand}`);
  const actives = spec.actives.filter((name) => !group.head.includes(name) && !group.tail.includes(name));
  return {
    kind: 'COSMETICS',
    items: {
      capacity: spec.capacity,
      specs: spec.specs ?? group.specs,
      expiry: spec.expiry ?? group.expiry,
      usage: group.usage,
      manufacturer: manufacturers[spec.maker ?? 'cosmeticsEumseong'],
      responsibleSeller: seller.name,
      countryOfOrigin: korea,
      ingredients: ingredientList([...group.head, ...actives, ...group.tail]),
      functionalReview: functionalReview(spec.functional),
      cautions: cautionsOf(group),
      qualityStandard: disputeStandard,
      consumerPhone: seller.phone
    }
  };
}
