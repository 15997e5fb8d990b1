import type { StoredProductNotice } from '@mall/domain';
import { brandCompanies, china, disputeStandard, korea, manufacturers } from './notice-parties.ts';
import type { SeedProduct, Text3 } from './types.ts';

const t = (ko: string, en: string, zh: string): Text3 => ({ 'ko-KR': ko, 'en-US': en, 'zh-TW': zh });

/** Small beauty appliances (소형전자 상품정보제공고시). */
type ApplianceSpec = {
  model: string;
  certification: string;
  power: Text3;
  released: Text3;
  sizeWeight: Text3;
  specs: Text3;
};

export const applianceSpecs: Record<number, ApplianceSpec> = {
  1029: {
    model: 'LV-LED120',
    certification: 'R-R-LVB-LED120',
    power: t(
      'DC 12V / 18W (어댑터 AC 100~240V)',
      'DC 12 V / 18 W (adapter AC 100-240 V)',
      'DC 12V / 18W（變壓器AC 100~240V）'
    ),
    released: t('2025년 9월', 'September 2025', '2025年9月'),
    sizeWeight: t('205 × 250 × 95mm / 420g', '205 × 250 × 95 mm / 420 g', '205 × 250 × 95mm / 420g'),
    specs: t(
      'LED 120구 (레드 630nm, 근적외선 850nm, 옐로 590nm), 9분 자동 종료',
      '120 LEDs (red 630 nm, near-infrared 850 nm, yellow 590 nm), switches off after 9 minutes',
      'LED燈珠120顆（紅光630nm、近紅外線850nm、黃光590nm），9分鐘自動關機'
    )
  },
  1030: {
    model: 'OR-GB200',
    certification: 'R-R-ORK-GB200',
    power: t(
      'DC 3.7V 리튬이온 배터리 650mAh (USB-C 충전)',
      'DC 3.7 V lithium-ion battery, 650 mAh (USB-C charging)',
      'DC 3.7V鋰離子電池650mAh（USB-C充電）'
    ),
    released: t('2025년 3월', 'March 2025', '2025年3月'),
    sizeWeight: t('42 × 150 × 38mm / 110g', '42 × 150 × 38 mm / 110 g', '42 × 150 × 38mm / 110g'),
    specs: t(
      '갈바닉 클렌징·부스팅 2모드, 쿨링 헤드, 1회 충전 약 2주 사용',
      'Galvanic cleansing and boosting modes, cooling head, about 2 weeks per charge',
      '離子導出／導入2種模式、冷感按摩頭，充電一次約可使用2週'
    )
  },
  1031: {
    model: 'HB-AF1100',
    certification: 'HU07XXX-24001 (전기용품 안전인증)',
    power: t('AC 220V, 60Hz / 1,400W', 'AC 220 V, 60 Hz / 1,400 W', 'AC 220V, 60Hz / 1,400W'),
    released: t('2025년 8월', 'August 2025', '2025年8月'),
    sizeWeight: t(
      '255 × 95 × 70mm / 330g (본체)',
      '255 × 95 × 70 mm / 330 g (body)',
      '255 × 95 × 70mm / 330g（本體）'
    ),
    specs: t(
      'BLDC 모터 분당 11만 회전, 음이온, 냉풍·55℃·80℃ 3단, 자석식 노즐 2종',
      'BLDC motor at 110,000 rpm, negative ions, cold, 55 °C and 80 °C settings, 2 magnetic nozzles',
      'BLDC馬達每分鐘11萬轉、負離子、冷風／55℃／80℃三段、磁吸式風嘴2款'
    )
  },
  1032: {
    model: 'DB-CS210',
    certification: 'HU07XXX-23118 (전기용품 안전인증)',
    power: t('AC 220V, 60Hz / 45W', 'AC 220 V, 60 Hz / 45 W', 'AC 220V, 60Hz / 45W'),
    released: t('2024년 11월', 'November 2024', '2024年11月'),
    sizeWeight: t('290 × 32 × 38mm / 280g', '290 × 32 × 38 mm / 280 g', '290 × 32 × 38mm / 280g'),
    specs: t(
      '아르간 오일 세라믹 코팅 플레이트, 130~210℃ 5단, 30초 예열, 60분 자동 전원 차단',
      'Argan-oil ceramic plates, 5 settings from 130 to 210 °C, heats up in 30 s, switches off after 60 minutes',
      '摩洛哥堅果油陶瓷塗層夾板、130~210℃五段、30秒預熱、60分鐘自動斷電'
    )
  }
};

const applianceWarranty = t(
  `${disputeStandard['ko-KR']} 품질보증기간: 구입일로부터 1년 (무상 A/S)`,
  `${disputeStandard['en-US']} Warranty: 1 year from purchase (free repair).`,
  `${disputeStandard['zh-TW']}保固期間：購買日起1年（免費維修）。`
);

export function applianceNotice(product: SeedProduct, spec: ApplianceSpec): StoredProductNotice {
  const seller = brandCompanies[product.brand];
  if (!seller) throw new Error(`Seed brand without a company: ${product.brand}`);
  return {
    kind: 'SMALL_APPLIANCE',
    items: {
      modelName: t(
        `${product.name['ko-KR']} / ${spec.model}`,
        `${product.name['en-US']} / ${spec.model}`,
        `${product.name['zh-TW']} / ${spec.model}`
      ),
      certification: t(
        `KC 인증 필 (${spec.certification})`,
        `KC certified (${spec.certification})`,
        `已取得KC認證（${spec.certification}）`
      ),
      powerRating: spec.power,
      releaseDate: spec.released,
      manufacturer: manufacturers.appliancesShenzhen,
      countryOfOrigin: china,
      sizeWeight: spec.sizeWeight,
      specs: spec.specs,
      qualityStandard: applianceWarranty,
      consumerPhone: seller.phone
    }
  };
}

/** Household goods (기타 재화): what the goods are, their legal status, origin and maker. */
type GeneralSpec = { certification: Text3 };

const safetyChecked = (number: string) =>
  t(
    `생활화학제품 및 살생물제의 안전관리에 관한 법률에 따른 안전기준 확인 (신고번호 ${number})`,
    `Safety standard confirmed under the Act on the Safety of Household Chemical Products and Biocides (no. ${number})`,
    `已依《生活化學產品及殺生物劑安全管理法》完成安全標準確認（申報號碼${number}）`
  );
const quasiDrug = t(
  '의약외품 (식품의약품안전처 품목신고 필)',
  'Quasi-drug (notified to the Ministry of Food and Drug Safety)',
  '醫藥外品（已向韓國食品醫藥品安全處申報）'
);

export const generalSpecs: Record<number, GeneralSpec> = {
  1052: {
    certification: t(
      '위생용품 1종 세척제 (위생용품 관리법, 과일·채소 세척 가능)',
      'Grade 1 cleaning agent under the Sanitary Products Control Act (safe for fruit and vegetables)',
      '衛生用品第1類洗潔劑（依《衛生用品管理法》，可清洗蔬果）'
    )
  },
  1053: {
    certification: t(
      '해당 없음 (식품용 기구 아님, 주방 세척용)',
      'Not applicable (a kitchen cleaning tool, not food-contact equipment)',
      '不適用（廚房清潔用品，非食品用器具）'
    )
  },
  1054: { certification: safetyChecked('FB21-07-1234') },
  1055: { certification: safetyChecked('FB21-02-5678') },
  1056: { certification: quasiDrug },
  1057: { certification: quasiDrug },
  1060: { certification: safetyChecked('FB22-11-0412') },
  1061: { certification: safetyChecked('FB22-11-0918') }
};

export function generalNotice(product: SeedProduct, spec: GeneralSpec): StoredProductNotice {
  const seller = brandCompanies[product.brand];
  if (!seller) throw new Error(`Seed brand without a company: ${product.brand}`);
  return {
    kind: 'GENERAL',
    items: {
      modelName: product.name,
      certification: spec.certification,
      countryOfOrigin: korea,
      manufacturer: t(
        `${manufacturers.householdAnseong['ko-KR']} (판매원: ${seller.name['ko-KR']})`,
        `${manufacturers.householdAnseong['en-US']} (distributor: ${seller.name['en-US']})`,
        `${manufacturers.householdAnseong['zh-TW']}（經銷商：${seller.name['zh-TW']}）`
      ),
      consumerPhone: seller.phone
    }
  };
}
