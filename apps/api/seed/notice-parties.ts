import type { Text3 } from './types.ts';

const t = (ko: string, en: string, zh: string): Text3 => ({ 'ko-KR': ko, 'en-US': en, 'zh-TW': zh });

/** A company named in a notice: its name with its address, as the notice prints it, and its advice line. */
export type NoticeParty = { name: Text3; phone: string };

/**
 * The brands' own companies (화장품책임판매업자, the seller responsible for the goods) and the contract
 * manufacturers behind them. Demo companies with believable names and addresses; Lumière Vita is the shop's
 * own brand, so its advice line is the shop's customer centre (apps/web `COMPANY.customerCenterPhone`).
 */
export const brandCompanies: Record<string, NoticeParty> = {
  'Dami Botanique': {
    name: t(
      '(주)다미보타니크 / 서울특별시 성동구 성수이로 113',
      'Dami Botanique Co., Ltd. / 113 Seongsui-ro, Seongdong-gu, Seoul',
      'Dami Botanique股份有限公司 / 首爾特別市城東區聖水二路113'
    ),
    phone: '080-024-3100'
  },
  Oriel: {
    name: t(
      '(주)오리엘코리아 / 서울특별시 강남구 도산대로 318',
      'Oriel Korea Co., Ltd. / 318 Dosan-daero, Gangnam-gu, Seoul',
      'Oriel Korea股份有限公司 / 首爾特別市江南區島山大路318'
    ),
    phone: '080-025-4200'
  },
  'Hanbit Lab': {
    name: t(
      '(주)한빛랩 / 경기도 성남시 분당구 판교역로 235',
      'Hanbit Lab Inc. / 235 Pangyoyeok-ro, Bundang-gu, Seongnam-si, Gyeonggi-do',
      'Hanbit Lab股份有限公司 / 京畿道城南市盆唐區板橋站路235'
    ),
    phone: '1588-2740'
  },
  'Lumière Vita': {
    name: t(
      '(주)루미에르비타 / 서울특별시 중구 세종대로 136',
      'Lumière Vita Co., Ltd. / 136 Sejong-daero, Jung-gu, Seoul',
      'Lumière Vita股份有限公司 / 首爾特別市中區世宗大路136'
    ),
    phone: '1588-0000'
  },
  'Aqua Dew': {
    name: t(
      '(주)아쿠아듀 / 부산광역시 해운대구 센텀중앙로 97',
      'Aqua Dew Co., Ltd. / 97 Centum jungang-ro, Haeundae-gu, Busan',
      'Aqua Dew股份有限公司 / 釜山廣域市海雲台區Centum中央路97'
    ),
    phone: '080-033-5510'
  },
  'Vita Garden': {
    name: t(
      '(주)비타가든 / 충청북도 청주시 흥덕구 오송읍 오송생명1로 194',
      'Vita Garden Co., Ltd. / 194 Osongsaengmyeong 1-ro, Osong-eup, Heungdeok-gu, Cheongju-si, Chungcheongbuk-do',
      'Vita Garden股份有限公司 / 忠清北道清州市興德區五松邑五松生命1路194'
    ),
    phone: '080-860-1200'
  },
  'Maeum Home': {
    name: t(
      '(주)마음홈리빙 / 경기도 용인시 기흥구 흥덕중앙로 120',
      'Maeum Home Living Co., Ltd. / 120 Heungdeokjungang-ro, Giheung-gu, Yongin-si, Gyeonggi-do',
      'Maeum Home Living股份有限公司 / 京畿道龍仁市器興區興德中央路120'
    ),
    phone: '1588-7730'
  }
};

/** Contract manufacturers (화장품제조업자, 건강기능식품 제조업소) of the demo goods. */
export const manufacturers = {
  cosmeticsEumseong: t(
    '(주)코스원랩 / 충청북도 음성군 대소면 대금로 520',
    'Cosone Lab Co., Ltd. / 520 Daegeum-ro, Daeso-myeon, Eumseong-gun, Chungcheongbuk-do',
    'Cosone Lab股份有限公司 / 忠清北道陰城郡大所面大金路520'
  ),
  cosmeticsHwaseong: t(
    '(주)그린텍코스메틱 / 경기도 화성시 향남읍 제약공단2길 45',
    'Greentech Cosmetic Co., Ltd. / 45 Jeyakgongdan 2-gil, Hyangnam-eup, Hwaseong-si, Gyeonggi-do',
    'Greentech Cosmetic股份有限公司 / 京畿道華城市鄉南邑製藥工團2街45'
  ),
  healthJecheon: t(
    '(주)바이오뉴트라 / 충청북도 제천시 바이오밸리로 88',
    'BioNutra Co., Ltd. / 88 Biovalley-ro, Jecheon-si, Chungcheongbuk-do',
    'BioNutra股份有限公司 / 忠清北道堤川市生技谷路88'
  ),
  healthJeongeup: t(
    '(주)한국헬스팜 / 전북특별자치도 정읍시 첨단과학로 30',
    'Korea Health Pharm Co., Ltd. / 30 Cheomdangwahak-ro, Jeongeup-si, Jeonbuk State',
    'Korea Health Pharm股份有限公司 / 全北特別自治道井邑市尖端科學路30'
  ),
  healthCanada: t(
    'Northern Leaf Nutrition Inc. / 캐나다 브리티시컬럼비아주 버나비 (수입원: (주)한빛랩)',
    'Northern Leaf Nutrition Inc. / Burnaby, British Columbia, Canada (importer: Hanbit Lab Inc.)',
    'Northern Leaf Nutrition Inc. / 加拿大卑詩省本那比（進口商：Hanbit Lab股份有限公司）'
  ),
  appliancesShenzhen: t(
    'Shenzhen Brightcare Electronics Co., Ltd. / 중국 광둥성 선전시 (수입원: 브랜드 책임판매업자)',
    'Shenzhen Brightcare Electronics Co., Ltd. / Shenzhen, Guangdong, China (importer: the brand company)',
    '深圳明護電子有限公司 / 中國廣東省深圳市（進口商：品牌公司）'
  ),
  householdAnseong: t(
    '(주)청정생활과학 / 경기도 안성시 미양면 제2공단1길 17',
    'Cheongjeong Life Science Co., Ltd. / 17 Je2gongdan 1-gil, Miyang-myeon, Anseong-si, Gyeonggi-do',
    '清淨生活科學股份有限公司 / 京畿道安城市微陽面第2工團1街17'
  )
} as const;

export const korea = t('대한민국', 'Republic of Korea', '韓國');
export const china = t('중국', 'China', '中國');
export const canada = t('캐나다', 'Canada', '加拿大');

/** The quality standard every notice states (공정거래위원회 고시 소비자분쟁해결기준). */
export const disputeStandard = t(
  '본 제품에 이상이 있을 경우 공정거래위원회 고시 「소비자분쟁해결기준」에 따라 교환 또는 보상받을 수 있습니다.',
  'If the product is faulty, you may have it exchanged or be compensated under the Consumer Dispute Settlement Criteria of the Fair Trade Commission.',
  '產品如有瑕疵，可依韓國公平交易委員會公告之《消費者糾紛解決標準》辦理換貨或補償。'
);
