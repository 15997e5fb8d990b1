import type { Text3 } from './types.ts';

/**
 * Ingredient names in the three languages: the Korean 화장품 성분 사전 name, the INCI name, and the name
 * Taiwanese labels use. A cosmetics notice's 전성분 is built from these, so a name missing here fails the seed.
 */
const INGREDIENTS: Record<string, readonly [en: string, zh: string]> = {
  정제수: ['Water', '水'],
  글리세린: ['Glycerin', '甘油'],
  부틸렌글라이콜: ['Butylene Glycol', '丁二醇'],
  프로판다이올: ['Propanediol', '丙二醇'],
  '1,2-헥산다이올': ['1,2-Hexanediol', '1,2-己二醇'],
  나이아신아마이드: ['Niacinamide', '菸鹼醯胺'],
  소듐하이알루로네이트: ['Sodium Hyaluronate', '玻尿酸鈉'],
  판테놀: ['Panthenol', '泛醇'],
  알란토인: ['Allantoin', '尿囊素'],
  베타인: ['Betaine', '甜菜鹼'],
  카보머: ['Carbomer', '卡波姆'],
  트로메타민: ['Tromethamine', '胺丁三醇'],
  잔탄검: ['Xanthan Gum', '三仙膠'],
  에틸헥실글리세린: ['Ethylhexylglycerin', '乙基己基甘油'],
  다이소듐이디티에이: ['Disodium EDTA', '乙二胺四乙酸二鈉'],
  향료: ['Fragrance', '香料'],
  세테아릴알코올: ['Cetearyl Alcohol', '鯨蠟硬脂醇'],
  카프릴릭카프릭트라이글리세라이드: ['Caprylic/Capric Triglyceride', '辛酸/癸酸甘油三酯'],
  스쿠알란: ['Squalane', '角鯊烷'],
  시어버터: ['Butyrospermum Parkii (Shea) Butter', '乳油木果脂'],
  다이메티콘: ['Dimethicone', '聚二甲基矽氧烷'],
  글리세릴스테아레이트: ['Glyceryl Stearate', '硬脂酸甘油酯'],
  세라마이드엔피: ['Ceramide NP', '神經醯胺NP'],
  콜레스테롤: ['Cholesterol', '膽固醇'],
  하이드로제네이티드레시틴: ['Hydrogenated Lecithin', '氫化卵磷脂'],
  토코페롤: ['Tocopherol', '生育酚'],
  녹차수: ['Camellia Sinensis Leaf Water', '綠茶葉水'],
  녹차추출물: ['Camellia Sinensis Leaf Extract', '綠茶葉萃取'],
  병풀추출물: ['Centella Asiatica Extract', '積雪草萃取'],
  마데카소사이드: ['Madecassoside', '羥基積雪草苷'],
  아스코빅애씨드: ['Ascorbic Acid', '抗壞血酸'],
  '3-O-에틸아스코빅애씨드': ['3-O-Ethyl Ascorbic Acid', '3-O-乙基抗壞血酸'],
  레티놀: ['Retinol', '視黃醇'],
  아데노신: ['Adenosine', '腺苷'],
  가수분해콜라겐: ['Hydrolyzed Collagen', '水解膠原蛋白'],
  홍삼추출물: ['Panax Ginseng Root Extract', '紅參萃取'],
  소듐코코일글리시네이트: ['Sodium Cocoyl Glycinate', '椰油醯基甘胺酸鈉'],
  코카미도프로필베타인: ['Cocamidopropyl Betaine', '椰油醯胺丙基甜菜鹼'],
  라우릭애씨드: ['Lauric Acid', '月桂酸'],
  포타슘하이드록사이드: ['Potassium Hydroxide', '氫氧化鉀'],
  호호바씨오일: ['Simmondsia Chinensis (Jojoba) Seed Oil', '荷荷芭籽油'],
  해바라기씨오일: ['Helianthus Annuus (Sunflower) Seed Oil', '葵花籽油'],
  폴리글리세릴4올리에이트: ['Polyglyceryl-4 Oleate', '聚甘油-4油酸酯'],
  징크옥사이드: ['Zinc Oxide', '氧化鋅'],
  티타늄디옥사이드: ['Titanium Dioxide', '二氧化鈦'],
  에틸헥실메톡시신나메이트: ['Ethylhexyl Methoxycinnamate', '甲氧基肉桂酸乙基己酯'],
  비스에틸헥실옥시페놀메톡시페닐트리아진: [
    'Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine',
    '雙乙基己氧苯酚甲氧苯基三嗪'
  ],
  사이클로펜타실록세인: ['Cyclopentasiloxane', '環五聚二甲基矽氧烷'],
  카올린: ['Kaolin', '高嶺土'],
  벤토나이트: ['Bentonite', '膨潤土'],
  화산송이파우더: ['Volcanic Ash', '火山灰'],
  '황색산화철(CI 77492)': ['Iron Oxides (CI 77492)', '氧化鐵黃 (CI 77492)'],
  '적색산화철(CI 77491)': ['Iron Oxides (CI 77491)', '氧化鐵紅 (CI 77491)'],
  '흑색산화철(CI 77499)': ['Iron Oxides (CI 77499)', '氧化鐵黑 (CI 77499)'],
  '적색202호(CI 15850)': ['Red 7 (CI 15850)', '紅色202號 (CI 15850)'],
  마이카: ['Mica', '雲母'],
  탤크: ['Talc', '滑石粉'],
  폴리메틸실세스퀴옥세인: ['Polymethylsilsesquioxane', '聚甲基矽倍半氧烷'],
  칸델릴라왁스: ['Euphorbia Cerifera (Candelilla) Wax', '小燭樹蠟'],
  비즈왁스: ['Beeswax', '蜂蠟'],
  폴리부텐: ['Polybutene', '聚丁烯'],
  아크릴레이트코폴리머: ['Acrylates Copolymer', '丙烯酸酯共聚物'],
  카나우바왁스: ['Copernicia Cerifera (Carnauba) Wax', '棕櫚蠟'],
  알로에베라잎즙: ['Aloe Barbadensis Leaf Juice', '蘆薈葉汁'],
  멘톨: ['Menthol', '薄荷醇'],
  동백나무씨오일: ['Camellia Japonica Seed Oil', '山茶花籽油'],
  아르간커넬오일: ['Argania Spinosa Kernel Oil', '摩洛哥堅果油'],
  베헨트라이모늄클로라이드: ['Behentrimonium Chloride', '山崳基三甲基氯化銨'],
  소듐라우로일메틸이세티오네이트: ['Sodium Lauroyl Methyl Isethionate', '月桂醯甲基羥乙基磺酸鈉'],
  살리실릭애씨드: ['Salicylic Acid', '水楊酸'],
  변성알코올: ['Alcohol Denat.', '變性乙醇'],
  리날룰: ['Linalool', '芳樟醇'],
  리모넨: ['Limonene', '檸檬烯'],
  시트로넬올: ['Citronellol', '香茅醇'],
  히말라야핑크솔트: ['Sodium Chloride (Himalayan Pink Salt)', '喜馬拉雅粉紅鹽'],
  우레아: ['Urea', '尿素'],
  페녹시에탄올: ['Phenoxyethanol', '苯氧乙醇']
};

/** The 전성분 line of a product, in each language, from its Korean ingredient names (largest share first). */
export function ingredientList(names: readonly string[]): Text3 {
  const entries = names.map((name) => {
    const translated = INGREDIENTS[name];
    if (!translated) throw new Error(`Seed ingredient without translations: ${name}`);
    return { ko: name, en: translated[0], zh: translated[1] };
  });
  return {
    'ko-KR': entries.map((entry) => entry.ko).join(', '),
    'en-US': entries.map((entry) => entry.en).join(', '),
    'zh-TW': entries.map((entry) => entry.zh).join('、')
  };
}
