import * as z from 'zod';
import { queryInt } from './inputs.ts';

/**
 * GET /api/address: the road-address search (SPEC §7, INTEGRATIONS §4.2). The answer keeps the public
 * shape of the 도로명주소 API (`results.common` + `results.juso`, every value a string, refusals as
 * errorCode with HTTP 200), whichever provider answers it.
 */
export const ADDRESS_SEARCH_PAGE_SIZE = 10;
export const ADDRESS_SEARCH_PAGE_LINKS = 5;
/** Above this many hits the list warns to narrow the keyword (CMM_ErrorText_3). */
export const ADDRESS_SEARCH_WARN_ABOVE = 100;
/** Above this many hits no list is shown, only the advice to narrow (CMM_ErrorText_2). */
export const ADDRESS_SEARCH_REFUSE_ABOVE = 5000;
export const ADDRESS_SEARCH_MAX_PER_PAGE = 100;

export const AddressSearchQuerySchema = z.object({
  currentPage: queryInt(1, 100_000).default(1),
  countPerPage: queryInt(1, ADDRESS_SEARCH_MAX_PER_PAGE).default(ADDRESS_SEARCH_PAGE_SIZE),
  /** Checked like the provider checks it; a bad keyword is an errorCode in the answer, not a 400. */
  keyword: z.string().max(1000).default('')
});
export type AddressSearchQuery = z.infer<typeof AddressSearchQuerySchema>;

/** The provider's error codes (INTEGRATIONS §4.2); '0' is success. */
export const JUSO_ERROR_CODES = [
  '0',
  '-999',
  'E0001',
  'E0005',
  'E0006',
  'E0007',
  'E0008',
  'E0009',
  'E0010',
  'E0011',
  'E0012',
  'E0013',
  'E0014',
  'E0015'
] as const;
export type JusoErrorCode = (typeof JUSO_ERROR_CODES)[number];

export const JusoSchema = z.object({
  roadAddr: z.string(),
  roadAddrPart1: z.string(),
  roadAddrPart2: z.string(),
  jibunAddr: z.string(),
  engAddr: z.string(),
  zipNo: z.string(),
  admCd: z.string(),
  rnMgtSn: z.string(),
  bdMgtSn: z.string(),
  detBdNmList: z.string(),
  bdNm: z.string(),
  bdKdcd: z.string(),
  siNm: z.string(),
  sggNm: z.string(),
  emdNm: z.string(),
  liNm: z.string(),
  rn: z.string(),
  udrtYn: z.string(),
  buldMnnm: z.string(),
  buldSlno: z.string(),
  mtYn: z.string(),
  lnbrMnnm: z.string(),
  lnbrSlno: z.string(),
  emdNo: z.string()
});
export type Juso = z.infer<typeof JusoSchema>;

export const AddressSearchCommonSchema = z.object({
  errorCode: z.string(),
  errorMessage: z.string(),
  totalCount: z.string(),
  currentPage: z.string(),
  countPerPage: z.string()
});
export type AddressSearchCommon = z.infer<typeof AddressSearchCommonSchema>;

export const AddressSearchAnswerSchema = z.object({
  results: z.object({ common: AddressSearchCommonSchema, juso: z.array(JusoSchema).nullable() })
});
export type AddressSearchAnswer = z.infer<typeof AddressSearchAnswerSchema>;

/**
 * The storefront's message for an answer (SPEC §8 CMM_ErrorText_1..7), or null when the list is shown as is.
 * 1 no result · 2 over 5000 hits (narrow it) · 3 over 100 hits (list shown, with the advice) · 4 no keyword ·
 * 5 keyword too short · 6 digits alone or too many digits · 7 a keyword the search refuses (too long,
 * special characters, a province alone); any other failure is the search being unavailable.
 */
export type AddressSearchMessage =
  | 'CMM_ErrorText_1'
  | 'CMM_ErrorText_2'
  | 'CMM_ErrorText_3'
  | 'CMM_ErrorText_4'
  | 'CMM_ErrorText_5'
  | 'CMM_ErrorText_6'
  | 'CMM_ErrorText_7'
  | 'error.SERVICE_UNAVAILABLE';

export function addressSearchMessage(
  common: Pick<AddressSearchCommon, 'errorCode' | 'totalCount'>
): AddressSearchMessage | null {
  const total = Number(common.totalCount);
  switch (common.errorCode) {
    case '0':
      if (total === 0) return 'CMM_ErrorText_1';
      if (total > ADDRESS_SEARCH_REFUSE_ABOVE) return 'CMM_ErrorText_2';
      if (total > ADDRESS_SEARCH_WARN_ABOVE) return 'CMM_ErrorText_3';
      return null;
    case 'E0015':
      return 'CMM_ErrorText_2';
    case 'E0005':
      return 'CMM_ErrorText_4';
    case 'E0008':
      return 'CMM_ErrorText_5';
    case 'E0009':
    case 'E0011':
    case 'E0012':
      return 'CMM_ErrorText_6';
    case 'E0006':
    case 'E0010':
    case 'E0013':
      return 'CMM_ErrorText_7';
    default:
      return 'error.SERVICE_UNAVAILABLE';
  }
}

/** Whether the answer's rows are listed (over 5000 hits only the advice is shown). */
export function showsAddressRows(common: Pick<AddressSearchCommon, 'errorCode' | 'totalCount'>): boolean {
  const total = Number(common.totalCount);
  return common.errorCode === '0' && total > 0 && total <= ADDRESS_SEARCH_REFUSE_ABOVE;
}

/**
 * GET /api/address/widget: the postcode script the storefront loads (POSTCODE_PROVIDER); null when the
 * widget is off, and the storefront uses its own list over GET /api/address.
 */
export const AddressWidgetSchema = z.object({ postcodeScriptUrl: z.string().nullable() });
export type AddressWidget = z.infer<typeof AddressWidgetSchema>;

/**
 * What the postcode widget hands to `oncomplete` (INTEGRATIONS §4.1, Kakao's `Address`): every value a
 * string. The sandbox script fills every field from the same data set as the road-address search.
 */
export type PostcodeAddress = {
  zonecode: string;
  address: string;
  addressEnglish: string;
  addressType: 'R' | 'J';
  userSelectedType: 'R' | 'J';
  noSelected: 'Y' | 'N';
  userLanguageType: 'K' | 'E';
  roadAddress: string;
  roadAddressEnglish: string;
  jibunAddress: string;
  jibunAddressEnglish: string;
  autoRoadAddress: string;
  autoRoadAddressEnglish: string;
  autoJibunAddress: string;
  autoJibunAddressEnglish: string;
  buildingCode: string;
  buildingName: string;
  apartment: 'Y' | 'N';
  sido: string;
  sidoEnglish: string;
  sigungu: string;
  sigunguEnglish: string;
  sigunguCode: string;
  roadnameCode: string;
  bcode: string;
  roadname: string;
  roadnameEnglish: string;
  bname: string;
  bnameEnglish: string;
  bname1: string;
  bname1English: string;
  bname2: string;
  bname2English: string;
  hname: string;
  query: string;
  /** The old six-digit postcode fields: empty since 2015, kept because the real widget still sends them. */
  postcode: string;
  postcode1: string;
  postcode2: string;
  postcodeSeq: string;
};
