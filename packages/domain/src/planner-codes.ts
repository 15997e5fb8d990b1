import * as z from 'zod';
import type { Language } from './languages.ts';

/**
 * SPEC §7's public code lists for a foreign planner: the country (ISO 3166-1 alpha-2) and the Korean visa
 * (체류자격) they hold, each named in the three languages. The countries are those the shop's planners come from
 * most (East and South-East Asia, Central Asia, the English-speaking countries, Europe's largest), then "other".
 */

type Names = Readonly<Record<Language, string>>;
const names = (ko: string, en: string, zh: string): Names => ({ 'ko-KR': ko, 'en-US': en, 'zh-TW': zh });

export const COUNTRY_CODES = [
  'CN',
  'TW',
  'HK',
  'JP',
  'VN',
  'PH',
  'TH',
  'ID',
  'MY',
  'SG',
  'KH',
  'MM',
  'MN',
  'UZ',
  'KZ',
  'RU',
  'NP',
  'IN',
  'US',
  'CA',
  'AU',
  'NZ',
  'GB',
  'DE',
  'FR',
  'ZZ'
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const COUNTRIES: Readonly<Record<CountryCode, Names>> = {
  CN: names('중국', 'China', '中國'),
  TW: names('대만', 'Taiwan', '臺灣'),
  HK: names('홍콩', 'Hong Kong', '香港'),
  JP: names('일본', 'Japan', '日本'),
  VN: names('베트남', 'Vietnam', '越南'),
  PH: names('필리핀', 'Philippines', '菲律賓'),
  TH: names('태국', 'Thailand', '泰國'),
  ID: names('인도네시아', 'Indonesia', '印尼'),
  MY: names('말레이시아', 'Malaysia', '馬來西亞'),
  SG: names('싱가포르', 'Singapore', '新加坡'),
  KH: names('캄보디아', 'Cambodia', '柬埔寨'),
  MM: names('미얀마', 'Myanmar', '緬甸'),
  MN: names('몽골', 'Mongolia', '蒙古'),
  UZ: names('우즈베키스탄', 'Uzbekistan', '烏茲別克'),
  KZ: names('카자흐스탄', 'Kazakhstan', '哈薩克'),
  RU: names('러시아', 'Russia', '俄羅斯'),
  NP: names('네팔', 'Nepal', '尼泊爾'),
  IN: names('인도', 'India', '印度'),
  US: names('미국', 'United States', '美國'),
  CA: names('캐나다', 'Canada', '加拿大'),
  AU: names('호주', 'Australia', '澳洲'),
  NZ: names('뉴질랜드', 'New Zealand', '紐西蘭'),
  GB: names('영국', 'United Kingdom', '英國'),
  DE: names('독일', 'Germany', '德國'),
  FR: names('프랑스', 'France', '法國'),
  // ISO 3166 keeps ZZ for user assignment: "another country" (the documents say which).
  ZZ: names('기타 국가', 'Other country', '其他國家')
};

/** Korean stay statuses a planner (a sole proprietor) may hold; the visa document shows the one they have. */
export const VISA_CODES = [
  'F-1',
  'F-2',
  'F-3',
  'F-4',
  'F-5',
  'F-6',
  'E-7',
  'E-9',
  'D-2',
  'D-8',
  'D-9',
  'D-10',
  'H-2',
  'G-1'
] as const;
export type VisaCode = (typeof VISA_CODES)[number];

export const VISAS: Readonly<Record<VisaCode, Names>> = {
  'F-1': names('방문동거', 'Visiting or joining family', '訪問同居'),
  'F-2': names('거주', 'Residence', '居住'),
  'F-3': names('동반', 'Accompanying spouse or child', '同伴'),
  'F-4': names('재외동포', 'Overseas Korean', '在外同胞'),
  'F-5': names('영주', 'Permanent residence', '永住'),
  'F-6': names('결혼이민', 'Marriage migrant', '結婚移民'),
  'E-7': names('특정활동', 'Specially designated activities', '特定活動'),
  'E-9': names('비전문취업', 'Non-professional employment', '非專業就業'),
  'D-2': names('유학', 'Student', '留學'),
  'D-8': names('기업투자', 'Corporate investment', '企業投資'),
  'D-9': names('무역경영', 'Trade management', '貿易經營'),
  'D-10': names('구직', 'Job seeking', '求職'),
  'H-2': names('방문취업', 'Working visit', '訪問就業'),
  'G-1': names('기타', 'Miscellaneous', '其他')
};

export const CodeListItemSchema = z.object({ code: z.string(), name: z.string() });
export type CodeListItem = z.infer<typeof CodeListItemSchema>;

/** The country list in a language, in list order ("other" last). */
export function countryList(language: Language): CodeListItem[] {
  return COUNTRY_CODES.map((code) => ({ code, name: COUNTRIES[code][language] }));
}

/** The visa list in a language: the name with its code, as the card shows it (`재외동포 (F-4)`). */
export function visaList(language: Language): CodeListItem[] {
  return VISA_CODES.map((code) => ({ code, name: `${VISAS[code][language]} (${code})` }));
}
