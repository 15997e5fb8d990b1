import type { StoredProductNotice } from '@mall/domain';
import { brandCompanies, manufacturers } from './notice-parties.ts';
import type { SeedProduct, Text3 } from './types.ts';

const t = (ko: string, en: string, zh: string): Text3 => ({ 'ko-KR': ko, 'en-US': en, 'zh-TW': zh });

/** What makes one health functional food's notice its own (건강기능식품 상품정보제공고시). */
type HealthSpec = {
  foodType: Text3;
  contents: Text3;
  rawMaterials: Text3;
  nutrition: Text3;
  functionality: Text3;
  intake: Text3;
  shelfMonths: number;
  maker?: keyof typeof manufacturers;
  /** Imported finished goods name their country (수입식품안전관리 특별법). */
  importedFrom?: Text3;
};

const hff = (ko: string, en: string, zh: string) =>
  t(`건강기능식품 (${ko})`, `Health functional food (${en})`, `保健機能食品（${zh}）`);

export const healthSpecs: Record<number, HealthSpec> = {
  1040: {
    foodType: hff('비타민 및 무기질', 'vitamins and minerals', '維生素及礦物質'),
    contents: t(
      '1,000mg × 60정 (60g) / 120정 (120g)',
      '1,000 mg × 60 tablets (60 g) / 120 tablets (120 g)',
      '1,000mg × 60錠（60g）/ 120錠（120g）'
    ),
    rawMaterials: t(
      '비타민C 100mg, 비타민E(d-α-토코페롤) 11mg α-TE, 나이아신 15mg NE, 아연 8.5mg, 셀레늄 55μg, 산화마그네슘, 결정셀룰로스, 스테아린산마그네슘',
      'Vitamin C 100 mg, vitamin E (d-α-tocopherol) 11 mg α-TE, niacin 15 mg NE, zinc 8.5 mg, selenium 55 μg, magnesium oxide, microcrystalline cellulose, magnesium stearate',
      '維生素C 100mg、維生素E（d-α-生育酚）11mg α-TE、菸鹼素15mg NE、鋅8.5mg、硒55μg、氧化鎂、結晶纖維素、硬脂酸鎂'
    ),
    nutrition: t(
      '1일 섭취량(1정) 당: 열량 4kcal, 탄수화물 1g 미만, 단백질 0g, 지방 0g, 나트륨 0mg, 비타민C 100mg(100%), 아연 8.5mg(100%)',
      'Per daily serving (1 tablet): 4 kcal, carbohydrate under 1 g, protein 0 g, fat 0 g, sodium 0 mg, vitamin C 100 mg (100%), zinc 8.5 mg (100%)',
      '每日攝取量（1錠）：熱量4kcal、碳水化合物未滿1g、蛋白質0g、脂肪0g、鈉0mg、維生素C 100mg（100%）、鋅8.5mg（100%）'
    ),
    functionality: t(
      '비타민C: 항산화 작용을 하여 유해산소로부터 세포를 보호하는 데 필요 / 아연: 정상적인 면역 기능과 세포 분열에 필요 / 나이아신: 체내 에너지 생성에 필요',
      'Vitamin C: protects cells from free radicals as an antioxidant / zinc: needed for normal immune function and cell division / niacin: needed for energy production',
      '維生素C：具抗氧化作用，有助保護細胞免受自由基傷害／鋅：維持正常免疫功能與細胞分裂所必需／菸鹼素：體內能量生成所必需'
    ),
    intake: t(
      '1일 1회, 1회 1정을 물과 함께 식후에 섭취하십시오. 특정 원료에 알레르기가 있는 분은 원료를 확인한 뒤 섭취하십시오.',
      'Take 1 tablet once a day with water after a meal. If you are allergic to any ingredient, check the list before taking it.',
      '每日1次，每次1錠，飯後配水食用。對特定原料過敏者請先確認原料。'
    ),
    shelfMonths: 24
  },
  1041: {
    foodType: hff('비타민C', 'vitamin C', '維生素C'),
    contents: t('2g × 30포 (60g)', '2 g × 30 sticks (60 g)', '2g × 30包（60g）'),
    rawMaterials: t(
      '비타민C(아스코르빈산, 영국산) 1,000mg, 레몬·자몽·베리 과즙분말(옵션별), 결정과당, 구연산',
      'Vitamin C (ascorbic acid, UK) 1,000 mg, lemon, grapefruit or berry juice powder (by option), crystalline fructose, citric acid',
      '維生素C（抗壞血酸，英國產）1,000mg、檸檬／葡萄柚／莓果果汁粉（依選項）、結晶果糖、檸檬酸'
    ),
    nutrition: t(
      '1일 섭취량(1포, 2g) 당: 열량 5kcal, 탄수화물 1g(당류 1g), 단백질 0g, 지방 0g, 나트륨 0mg, 비타민C 1,000mg(1,000%)',
      'Per daily serving (1 stick, 2 g): 5 kcal, carbohydrate 1 g (sugars 1 g), protein 0 g, fat 0 g, sodium 0 mg, vitamin C 1,000 mg (1,000%)',
      '每日攝取量（1包，2g）：熱量5kcal、碳水化合物1g（糖1g）、蛋白質0g、脂肪0g、鈉0mg、維生素C 1,000mg（1,000%）'
    ),
    functionality: t(
      '비타민C: 결합조직 형성과 기능 유지에 필요, 철의 흡수에 필요, 항산화 작용을 하여 유해산소로부터 세포를 보호하는 데 필요',
      'Vitamin C: needed to form and maintain connective tissue and to absorb iron; protects cells from free radicals as an antioxidant',
      '維生素C：結締組織形成與維持功能所必需、有助鐵質吸收、具抗氧化作用，有助保護細胞免受自由基傷害'
    ),
    intake: t(
      '1일 1회, 1회 1포를 그대로 섭취하거나 물 200ml에 타서 섭취하십시오. 위가 약한 분은 식후에 섭취하십시오.',
      'Take 1 stick once a day as it is, or stirred into 200 ml of water. With a sensitive stomach, take it after a meal.',
      '每日1次，每次1包，直接食用或加入200ml水沖泡。腸胃敏感者請於飯後食用。'
    ),
    shelfMonths: 24
  },
  1042: {
    foodType: hff('비타민D', 'vitamin D', '維生素D'),
    contents: t('500mg × 90정 (45g)', '500 mg × 90 chewable tablets (45 g)', '500mg × 90錠（45g）'),
    rawMaterials: t(
      '콜레칼시페롤(비타민D3) 100μg, 자일리톨, 결정셀룰로스, 천연오렌지향, 스테아린산마그네슘',
      'Cholecalciferol (vitamin D3) 100 μg, xylitol, microcrystalline cellulose, natural orange flavour, magnesium stearate',
      '膽鈣化醇（維生素D3）100μg、木糖醇、結晶纖維素、天然柳橙香料、硬脂酸鎂'
    ),
    nutrition: t(
      '1일 섭취량(1정) 당: 열량 2kcal, 탄수화물 0.4g(당류 0g), 단백질 0g, 지방 0g, 나트륨 0mg, 비타민D 100μg(1,000%)',
      'Per daily serving (1 tablet): 2 kcal, carbohydrate 0.4 g (sugars 0 g), protein 0 g, fat 0 g, sodium 0 mg, vitamin D 100 μg (1,000%)',
      '每日攝取量（1錠）：熱量2kcal、碳水化合物0.4g（糖0g）、蛋白質0g、脂肪0g、鈉0mg、維生素D 100μg（1,000%）'
    ),
    functionality: t(
      '비타민D: 칼슘과 인이 흡수되고 이용되는 데 필요, 뼈의 형성과 유지에 필요, 골다공증 발생 위험 감소에 도움을 줌',
      'Vitamin D: needed to absorb and use calcium and phosphorus and to form and keep bones; helps reduce the risk of osteoporosis',
      '維生素D：鈣與磷吸收利用所必需、骨骼形成與維持所必需，有助降低骨質疏鬆風險'
    ),
    intake: t(
      '1일 1회, 1회 1정을 충분히 씹어서 섭취하십시오. 다른 비타민D 제품과 함께 섭취할 때는 총 섭취량을 확인하십시오.',
      'Chew 1 tablet well once a day. When taking other vitamin D products, check your total intake.',
      '每日1次，每次1錠，充分咀嚼後食用。與其他維生素D產品併用時，請確認總攝取量。'
    ),
    shelfMonths: 24,
    maker: 'healthCanada',
    importedFrom: t('캐나다', 'Canada', '加拿大')
  },
  1043: {
    foodType: hff('프로바이오틱스', 'probiotics', '益生菌'),
    contents: t(
      '2g × 30포 (60g) / 60포 (120g)',
      '2 g × 30 sachets (60 g) / 60 sachets (120 g)',
      '2g × 30包（60g）/ 60包（120g）'
    ),
    rawMaterials: t(
      '프로바이오틱스 19종 혼합분말(락토바실러스 애시도필러스 외, 100억 CFU), 프락토올리고당, 결정포도당, 탈지분유(우유)',
      'Mix of 19 probiotic strains (Lactobacillus acidophilus and others, 10 billion CFU), fructooligosaccharide, glucose, skimmed milk powder (milk)',
      '19種益生菌混合粉末（嗜酸乳桿菌等，100億CFU）、果寡糖、結晶葡萄糖、脫脂奶粉（牛奶）'
    ),
    nutrition: t(
      '1일 섭취량(1포, 2g) 당: 열량 8kcal, 탄수화물 2g(당류 1g), 단백질 0g, 지방 0g, 나트륨 0mg',
      'Per daily serving (1 sachet, 2 g): 8 kcal, carbohydrate 2 g (sugars 1 g), protein 0 g, fat 0 g, sodium 0 mg',
      '每日攝取量（1包，2g）：熱量8kcal、碳水化合物2g（糖1g）、蛋白質0g、脂肪0g、鈉0mg'
    ),
    functionality: t(
      '프로바이오틱스: 유익균 증식 및 유해균 억제, 배변 활동 원활에 도움을 줄 수 있음',
      'Probiotics: may help beneficial bacteria grow, suppress harmful bacteria and keep bowel movements regular',
      '益生菌：可能有助增加有益菌、抑制有害菌，並有助排便順暢'
    ),
    intake: t(
      '1일 1회, 1회 1포를 그대로 또는 물과 함께 섭취하십시오. 우유 성분을 함유하고 있으니 알레르기가 있는 분은 주의하십시오.',
      'Take 1 sachet once a day as it is or with water. Contains milk: take care if you are allergic.',
      '每日1次，每次1包，直接或配水食用。含牛奶成分，過敏者請注意。'
    ),
    shelfMonths: 18,
    maker: 'healthJeongeup'
  },
  1044: {
    foodType: hff('프로바이오틱스, 아연, 비타민D', 'probiotics, zinc and vitamin D', '益生菌、鋅、維生素D'),
    contents: t('1,000mg × 60정 (60g)', '1,000 mg × 60 chewable tablets (60 g)', '1,000mg × 60錠（60g）'),
    rawMaterials: t(
      '프로바이오틱스 10종 혼합분말(10억 CFU), 자일리톨, 산화아연, 비타민D3, 딸기과즙분말, 구연산',
      'Mix of 10 probiotic strains (1 billion CFU), xylitol, zinc oxide, vitamin D3, strawberry juice powder, citric acid',
      '10種益生菌混合粉末（10億CFU）、木糖醇、氧化鋅、維生素D3、草莓果汁粉、檸檬酸'
    ),
    nutrition: t(
      '1일 섭취량(1정) 당: 열량 4kcal, 탄수화물 1g(당류 0g), 단백질 0g, 지방 0g, 나트륨 0mg, 아연 2.6mg(30%), 비타민D 5μg(50%)',
      'Per daily serving (1 tablet): 4 kcal, carbohydrate 1 g (sugars 0 g), protein 0 g, fat 0 g, sodium 0 mg, zinc 2.6 mg (30%), vitamin D 5 μg (50%)',
      '每日攝取量（1錠）：熱量4kcal、碳水化合物1g（糖0g）、蛋白質0g、脂肪0g、鈉0mg、鋅2.6mg（30%）、維生素D 5μg（50%）'
    ),
    functionality: t(
      '프로바이오틱스: 유익균 증식 및 유해균 억제에 도움을 줄 수 있음 / 아연: 정상적인 면역 기능에 필요 / 비타민D: 뼈의 형성과 유지에 필요',
      'Probiotics: may help beneficial bacteria grow and suppress harmful ones / zinc: needed for normal immune function / vitamin D: needed to form and keep bones',
      '益生菌：可能有助增加有益菌、抑制有害菌／鋅：維持正常免疫功能所必需／維生素D：骨骼形成與維持所必需'
    ),
    intake: t(
      '만 3세 이상 어린이는 1일 1회, 1회 1정을 씹어서 섭취하십시오. 보호자의 지도 아래 섭취하게 하십시오.',
      'Children aged 3 and over: chew 1 tablet once a day, with an adult watching.',
      '3歲以上兒童每日1次，每次1錠，咀嚼食用，請在家長陪同下食用。'
    ),
    shelfMonths: 18,
    maker: 'healthJeongeup'
  },
  1045: {
    foodType: hff('프로바이오틱스, 프락토올리고당', 'probiotics and fructooligosaccharide', '益生菌、果寡糖'),
    contents: t('500mg × 90캡슐 (45g)', '500 mg × 90 capsules (45 g)', '500mg × 90膠囊（45g）'),
    rawMaterials: t(
      '프로바이오틱스 혼합분말(300억 CFU), 프락토올리고당, 열처리 유산균(락토바실러스 플란타룸), 장용성 캡슐(히드록시프로필메틸셀룰로스)',
      'Probiotic mix (30 billion CFU), fructooligosaccharide, heat-treated Lactobacillus plantarum, enteric capsule (hydroxypropyl methylcellulose)',
      '益生菌混合粉末（300億CFU）、果寡糖、熱處理乳酸菌（植物乳桿菌）、腸溶膠囊（羥丙基甲基纖維素）'
    ),
    nutrition: t(
      '1일 섭취량(1캡슐) 당: 열량 2kcal, 탄수화물 0.4g(당류 0g), 단백질 0g, 지방 0g, 나트륨 0mg',
      'Per daily serving (1 capsule): 2 kcal, carbohydrate 0.4 g (sugars 0 g), protein 0 g, fat 0 g, sodium 0 mg',
      '每日攝取量（1膠囊）：熱量2kcal、碳水化合物0.4g（糖0g）、蛋白質0g、脂肪0g、鈉0mg'
    ),
    functionality: t(
      '프로바이오틱스: 유익균 증식 및 유해균 억제, 배변 활동 원활에 도움을 줄 수 있음 / 프락토올리고당: 장내 유익균의 증식에 도움을 줄 수 있음',
      'Probiotics: may help beneficial bacteria grow, suppress harmful ones and keep bowel movements regular / fructooligosaccharide: may help beneficial gut bacteria grow',
      '益生菌：可能有助增加有益菌、抑制有害菌並幫助排便順暢／果寡糖：可能有助腸道有益菌增生'
    ),
    intake: t(
      '1일 1회, 1회 1캡슐을 물과 함께 섭취하십시오. 이상 사례가 나타나면 섭취를 중단하고 전문가와 상담하십시오.',
      'Take 1 capsule once a day with water. Stop and consult a professional if anything unusual happens.',
      '每日1次，每次1膠囊，配水食用。如出現異常請停止食用並諮詢專業人士。'
    ),
    shelfMonths: 24
  },
  1046: {
    foodType: hff('비타민C, 히알루론산 함유', 'vitamin C, with hyaluronic acid', '維生素C，含玻尿酸'),
    contents: t('3g × 30포 (90g)', '3 g × 30 sticks (90 g)', '3g × 30包（90g）'),
    rawMaterials: t(
      '어류콜라겐펩타이드(틸라피아 비늘, 베트남산) 3,000mg, 비타민C 100mg, 히알루론산, 레몬·자몽·베리 과즙분말(옵션별)',
      'Fish collagen peptide (tilapia scale, Vietnam) 3,000 mg, vitamin C 100 mg, hyaluronic acid, lemon, grapefruit or berry juice powder (by option)',
      '魚膠原蛋白胜肽（吳郭魚鱗，越南產）3,000mg、維生素C 100mg、玻尿酸、檸檬／葡萄柚／莓果果汁粉（依選項）'
    ),
    nutrition: t(
      '1일 섭취량(1포, 3g) 당: 열량 12kcal, 탄수화물 0g, 단백질 3g(5%), 지방 0g, 나트륨 15mg(1%), 비타민C 100mg(100%)',
      'Per daily serving (1 stick, 3 g): 12 kcal, carbohydrate 0 g, protein 3 g (5%), fat 0 g, sodium 15 mg (1%), vitamin C 100 mg (100%)',
      '每日攝取量（1包，3g）：熱量12kcal、碳水化合物0g、蛋白質3g（5%）、脂肪0g、鈉15mg（1%）、維生素C 100mg（100%）'
    ),
    functionality: t(
      '비타민C: 결합조직 형성과 기능 유지에 필요, 항산화 작용을 하여 유해산소로부터 세포를 보호하는 데 필요',
      'Vitamin C: needed to form and maintain connective tissue; protects cells from free radicals as an antioxidant',
      '維生素C：結締組織形成與維持功能所必需，具抗氧化作用，有助保護細胞免受自由基傷害'
    ),
    intake: t(
      '1일 1회, 1회 1포를 물 150ml에 타서 또는 그대로 섭취하십시오. 어류(틸라피아)에 알레르기가 있는 분은 섭취를 피하십시오.',
      'Take 1 stick once a day, as it is or in 150 ml of water. Avoid it if you are allergic to fish (tilapia).',
      '每日1次，每次1包，直接食用或加入150ml水沖泡。對魚類（吳郭魚）過敏者請勿食用。'
    ),
    shelfMonths: 24,
    maker: 'healthJeongeup'
  },
  1047: {
    foodType: hff('히알루론산', 'hyaluronic acid', '玻尿酸'),
    contents: t('20g × 14포 (280g)', '20 g × 14 jelly sticks (280 g)', '20g × 14包（280g）'),
    rawMaterials: t(
      '히알루론산 120mg, 곤약감자추출물(세라마이드 함유), 청포도농축과즙, 에리스리톨, 곤약분말, 구연산',
      'Hyaluronic acid 120 mg, konjac extract (with ceramides), green grape juice concentrate, erythritol, konjac powder, citric acid',
      '玻尿酸120mg、蒟蒻萃取物（含神經醯胺）、青葡萄濃縮果汁、赤藻糖醇、蒟蒻粉、檸檬酸'
    ),
    nutrition: t(
      '1일 섭취량(1포, 20g) 당: 열량 15kcal, 탄수화물 5g(당류 2g), 단백질 0g, 지방 0g, 나트륨 10mg(1%)',
      'Per daily serving (1 stick, 20 g): 15 kcal, carbohydrate 5 g (sugars 2 g), protein 0 g, fat 0 g, sodium 10 mg (1%)',
      '每日攝取量（1包，20g）：熱量15kcal、碳水化合物5g（糖2g）、蛋白質0g、脂肪0g、鈉10mg（1%）'
    ),
    functionality: t(
      '히알루론산: 피부 보습에 도움을 줄 수 있음 / 곤약감자추출물: 피부 보습에 도움을 줄 수 있음',
      'Hyaluronic acid: may help keep skin moist / konjac extract: may help keep skin moist',
      '玻尿酸：可能有助肌膚保濕／蒟蒻萃取物：可能有助肌膚保濕'
    ),
    intake: t(
      '1일 1회, 1회 1포를 섭취하십시오. 어린이와 노약자는 목에 걸리지 않도록 주의하십시오.',
      'Take 1 stick once a day. Children and older people: take care not to choke.',
      '每日1次，每次1包。兒童及長者請小心避免噎到。'
    ),
    shelfMonths: 12
  },
  1048: {
    foodType: hff('비오틴', 'biotin', '生物素'),
    contents: t(
      '25ml × 14병 (350ml) / 28병 (700ml)',
      '25 ml × 14 bottles (350 ml) / 28 bottles (700 ml)',
      '25ml × 14瓶（350ml）/ 28瓶（700ml）'
    ),
    rawMaterials: t(
      '정제수, 저분자콜라겐펩타이드(어류) 5,000mg, 석류농축액(이란산), 비오틴 30μg, 엘라스틴펩타이드, 에리스리톨, 구연산',
      'Water, low-molecular collagen peptide (fish) 5,000 mg, pomegranate concentrate (Iran), biotin 30 μg, elastin peptide, erythritol, citric acid',
      '純水、低分子膠原蛋白胜肽（魚類）5,000mg、石榴濃縮液（伊朗產）、生物素30μg、彈力蛋白胜肽、赤藻糖醇、檸檬酸'
    ),
    nutrition: t(
      '1일 섭취량(1병, 25ml) 당: 열량 25kcal, 탄수화물 2g(당류 1g), 단백질 5g(9%), 지방 0g, 나트륨 20mg(1%), 비오틴 30μg(100%)',
      'Per daily serving (1 bottle, 25 ml): 25 kcal, carbohydrate 2 g (sugars 1 g), protein 5 g (9%), fat 0 g, sodium 20 mg (1%), biotin 30 μg (100%)',
      '每日攝取量（1瓶，25ml）：熱量25kcal、碳水化合物2g（糖1g）、蛋白質5g（9%）、脂肪0g、鈉20mg（1%）、生物素30μg（100%）'
    ),
    functionality: t(
      '비오틴: 지방, 탄수화물, 단백질 대사와 에너지 생성에 필요',
      'Biotin: needed for the metabolism of fat, carbohydrate and protein and for energy production',
      '生物素：脂肪、碳水化合物、蛋白質代謝及能量生成所必需'
    ),
    intake: t(
      '1일 1회, 1회 1병을 잘 흔들어 섭취하십시오. 개봉 후에는 바로 드시고, 어류에 알레르기가 있는 분은 섭취를 피하십시오.',
      'Shake well and drink 1 bottle once a day, right after opening. Avoid it if you are allergic to fish.',
      '每日1次，每次1瓶，搖勻後飲用，開封後請立即飲用。對魚類過敏者請勿食用。'
    ),
    shelfMonths: 18
  },
  1049: {
    foodType: hff('가르시니아캄보지아 추출물', 'Garcinia cambogia extract', '藤黃果萃取物'),
    contents: t('700mg × 112정 (78.4g)', '700 mg × 112 tablets (78.4 g)', '700mg × 112錠（78.4g）'),
    rawMaterials: t(
      '가르시니아캄보지아추출물(인도산, HCA 60%), 녹차추출물, 피콜린산크롬, 결정셀룰로스, 스테아린산마그네슘',
      'Garcinia cambogia extract (India, 60% HCA), green tea extract, chromium picolinate, microcrystalline cellulose, magnesium stearate',
      '藤黃果萃取物（印度產，HCA 60%）、綠茶萃取物、吡啶甲酸鉻、結晶纖維素、硬脂酸鎂'
    ),
    nutrition: t(
      '1일 섭취량(4정, 2.8g) 당: 열량 10kcal, 탄수화물 2g(당류 0g), 단백질 0g, 지방 0g, 나트륨 5mg(0%), 크롬 30μg(100%)',
      'Per daily serving (4 tablets, 2.8 g): 10 kcal, carbohydrate 2 g (sugars 0 g), protein 0 g, fat 0 g, sodium 5 mg (0%), chromium 30 μg (100%)',
      '每日攝取量（4錠，2.8g）：熱量10kcal、碳水化合物2g（糖0g）、蛋白質0g、脂肪0g、鈉5mg（0%）、鉻30μg（100%）'
    ),
    functionality: t(
      '가르시니아캄보지아 추출물: 탄수화물이 지방으로 합성되는 것을 억제하여 체지방 감소에 도움을 줄 수 있음 / 크롬: 체내 탄수화물, 지방, 단백질 대사에 필요',
      'Garcinia cambogia extract: may help reduce body fat by holding back the turning of carbohydrate into fat / chromium: needed for carbohydrate, fat and protein metabolism',
      '藤黃果萃取物：可抑制碳水化合物轉化為脂肪，可能有助減少體脂肪／鉻：碳水化合物、脂肪及蛋白質代謝所必需'
    ),
    intake: t(
      '1일 2회, 1회 2정을 식전에 물과 함께 섭취하십시오. 임산부, 수유부, 어린이는 섭취를 피하고, 간·신장 질환이 있는 분은 전문가와 상담하십시오.',
      'Take 2 tablets twice a day before meals with water. Not for pregnant or breastfeeding women or children; with a liver or kidney condition, consult a professional.',
      '每日2次，每次2錠，飯前配水食用。孕婦、哺乳期婦女及兒童請勿食用；有肝腎疾病者請先諮詢專業人士。'
    ),
    shelfMonths: 24
  },
  1050: {
    foodType: hff('단백질', 'protein', '蛋白質'),
    contents: t('35g × 14포 (490g)', '35 g × 14 sachets (490 g)', '35g × 14包（490g）'),
    rawMaterials: t(
      '완두단백분말(프랑스산), 현미단백분말, 치커리뿌리식이섬유, 곡물·코코아·딸기 분말(옵션별), 비타민·미네랄 혼합제제, 스테비올배당체',
      'Pea protein powder (France), brown rice protein powder, chicory root fibre, grain, cocoa or strawberry powder (by option), vitamin and mineral premix, steviol glycosides',
      '豌豆蛋白粉（法國產）、糙米蛋白粉、菊苣根膳食纖維、穀物／可可／草莓粉（依選項）、維生素礦物質預混劑、甜菊醣苷'
    ),
    nutrition: t(
      '1일 섭취량(1포, 35g) 당: 열량 140kcal, 탄수화물 10g(당류 2g), 단백질 20g(36%), 지방 2.5g(5%), 나트륨 180mg(9%), 식이섬유 5g(20%)',
      'Per daily serving (1 sachet, 35 g): 140 kcal, carbohydrate 10 g (sugars 2 g), protein 20 g (36%), fat 2.5 g (5%), sodium 180 mg (9%), dietary fibre 5 g (20%)',
      '每日攝取量（1包，35g）：熱量140kcal、碳水化合物10g（糖2g）、蛋白質20g（36%）、脂肪2.5g（5%）、鈉180mg（9%）、膳食纖維5g（20%）'
    ),
    functionality: t(
      '단백질: 근육, 결합조직 등 신체 조직의 구성 성분 / 효소, 호르몬, 항체의 구성에 필요',
      'Protein: a building block of muscle, connective tissue and other body tissue; needed to make enzymes, hormones and antibodies',
      '蛋白質：肌肉、結締組織等身體組織的構成成分，酵素、荷爾蒙及抗體構成所必需'
    ),
    intake: t(
      '1일 1~2회, 1회 1포를 물이나 두유 200ml에 넣고 흔들어 섭취하십시오. 대두·우유 알레르기가 있는 분은 원료를 확인하십시오.',
      'Once or twice a day, shake 1 sachet into 200 ml of water or soy milk. If allergic to soy or milk, check the ingredients.',
      '每日1~2次，每次1包，加入200ml水或豆漿搖勻飲用。對大豆或牛奶過敏者請確認原料。'
    ),
    shelfMonths: 12,
    maker: 'healthJeongeup'
  },
  1051: {
    foodType: hff('녹차추출물', 'green tea extract', '綠茶萃取物'),
    contents: t('500mg × 60정 (30g)', '500 mg × 60 tablets (30 g)', '500mg × 60錠（30g）'),
    rawMaterials: t(
      '녹차추출물(국산, 보성) — 카테킨 300mg, 결정셀룰로스, 히드록시프로필메틸셀룰로스, 스테아린산마그네슘',
      'Green tea extract (Boseong, Korea): catechins 300 mg, microcrystalline cellulose, hydroxypropyl methylcellulose, magnesium stearate',
      '綠茶萃取物（韓國寶城產）：兒茶素300mg、結晶纖維素、羥丙基甲基纖維素、硬脂酸鎂'
    ),
    nutrition: t(
      '1일 섭취량(2정, 1g) 당: 열량 4kcal, 탄수화물 1g 미만, 단백질 0g, 지방 0g, 나트륨 0mg',
      'Per daily serving (2 tablets, 1 g): 4 kcal, carbohydrate under 1 g, protein 0 g, fat 0 g, sodium 0 mg',
      '每日攝取量（2錠，1g）：熱量4kcal、碳水化合物未滿1g、蛋白質0g、脂肪0g、鈉0mg'
    ),
    functionality: t(
      '녹차추출물: 항산화에 도움을 줄 수 있음, 체지방 감소에 도움을 줄 수 있음',
      'Green tea extract: may help as an antioxidant and may help reduce body fat',
      '綠茶萃取物：可能有助抗氧化，可能有助減少體脂肪'
    ),
    intake: t(
      '1일 1회, 1회 2정을 물과 함께 섭취하십시오. 카페인이 함유되어 있어 어린이, 임산부, 카페인 민감자는 섭취에 주의하십시오.',
      'Take 2 tablets once a day with water. Contains caffeine: children, pregnant women and people sensitive to caffeine should take care.',
      '每日1次，每次2錠，配水食用。含咖啡因，兒童、孕婦及對咖啡因敏感者請注意。'
    ),
    shelfMonths: 24
  },
  1064: {
    foodType: hff('홍삼', 'red ginseng', '紅參'),
    contents: t('10ml × 60포 (600ml)', '10 ml × 60 sticks (600 ml)', '10ml × 60包（600ml）'),
    rawMaterials: t(
      '홍삼농축액(6년근, 국산, 고형분 60%) 30%, 정제수, 대추농축액, 벌꿀',
      'Red ginseng concentrate (6-year roots, Korea, 60% solids) 30%, water, jujube concentrate, honey',
      '紅參濃縮液（6年根，韓國產，固形物60%）30%、純水、紅棗濃縮液、蜂蜜'
    ),
    nutrition: t(
      '1일 섭취량(1포, 10ml) 당: 열량 20kcal, 탄수화물 5g(당류 3g), 단백질 0g, 지방 0g, 나트륨 5mg(0%)',
      'Per daily serving (1 stick, 10 ml): 20 kcal, carbohydrate 5 g (sugars 3 g), protein 0 g, fat 0 g, sodium 5 mg (0%)',
      '每日攝取量（1包，10ml）：熱量20kcal、碳水化合物5g（糖3g）、蛋白質0g、脂肪0g、鈉5mg（0%）'
    ),
    functionality: t(
      '홍삼: 면역력 증진, 피로 개선, 혈소판 응집 억제를 통한 혈액 흐름, 기억력 개선, 항산화에 도움을 줄 수 있음 (진세노사이드 Rg1, Rb1 및 Rg3의 합 12mg)',
      'Red ginseng: may help immunity, fatigue, blood flow by holding back platelet aggregation, memory, and as an antioxidant (ginsenosides Rg1, Rb1 and Rg3: 12 mg in total)',
      '紅參：可能有助增強免疫力、改善疲勞、抑制血小板凝集以促進血液循環、改善記憶力及抗氧化（人參皂苷Rg1、Rb1及Rg3合計12mg）'
    ),
    intake: t(
      '1일 1~2회, 1회 1포를 그대로 또는 물에 타서 섭취하십시오. 의약품(당뇨·혈액응고 관련)을 복용 중인 분은 전문가와 상담한 뒤 섭취하십시오.',
      'Once or twice a day, take 1 stick as it is or in water. If you take medicines (for diabetes or blood clotting), consult a professional first.',
      '每日1~2次，每次1包，直接或加水食用。正在服用藥物（糖尿病或抗凝血相關）者，請先諮詢專業人士。'
    ),
    shelfMonths: 36
  }
};

const notMedicine = t(
  '본 제품은 질병의 예방 및 치료를 위한 의약품이 아닙니다.',
  'This product is not a medicine for preventing or treating disease.',
  '本產品並非用於預防或治療疾病的藥品。'
);
const noGmo = t(
  '해당 없음 (유전자변형 건강기능식품 원료를 사용하지 않음)',
  'No (no genetically modified ingredients)',
  '無（未使用基因改造原料）'
);

function datesOf(months: number): Text3 {
  return t(
    `제조연월일: 제품 포장 하단 별도 표기 / 소비기한: 제조일로부터 ${months}개월`,
    `Date of manufacture: printed on the base of the pack / use by: ${months} months from manufacture`,
    `製造日期：標示於包裝底部／有效期限：製造日起${months}個月`
  );
}

function importedOf(country: Text3 | undefined): Text3 {
  if (!country) return t('국내 제조 (수입품 아님)', 'Made in Korea (not imported)', '韓國製造（非進口產品）');
  return t(
    `수입품 (${country['ko-KR']}) — 수입식품안전관리 특별법에 따른 수입신고를 필함`,
    `Imported (${country['en-US']}): import declared under the Special Act on Imported Food Safety Control`,
    `進口產品（${country['zh-TW']}）：已依《進口食品安全管理特別法》完成進口申報`
  );
}

/** The health functional food notice of a seed product (건강기능식품 상품정보제공고시). */
export function healthNotice(product: SeedProduct, spec: HealthSpec): StoredProductNotice {
  const seller = brandCompanies[product.brand];
  if (!seller) throw new Error(`Seed brand without a company: ${product.brand}`);
  return {
    kind: 'HEALTH_FOOD',
    items: {
      foodType: spec.foodType,
      manufacturer: manufacturers[spec.maker ?? 'healthJecheon'],
      dates: datesOf(spec.shelfMonths),
      contents: spec.contents,
      rawMaterials: spec.rawMaterials,
      nutrition: spec.nutrition,
      functionality: spec.functionality,
      intake: spec.intake,
      notMedicine,
      gmo: noGmo,
      imported: importedOf(spec.importedFrom),
      consumerPhone: seller.phone
    }
  };
}
