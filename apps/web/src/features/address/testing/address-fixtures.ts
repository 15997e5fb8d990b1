import type { Address, AddressSearchAnswer, Juso, PostcodeAddress } from '@mall/domain';

/** Test data for the address dialogs: saved addresses and road-address search answers. */
export function savedAddress(id: number, overrides: Partial<Address> = {}): Address {
  return {
    userAddressId: id,
    addressName: `배송지${id}`,
    lastName: '김',
    firstName: '서연',
    mobileNumber: '01012345678',
    phoneCode: '82',
    zipcode: '06236',
    address1: `서울특별시 강남구 테헤란로 ${100 + id}`,
    address2: `${id}층`,
    state: '서울특별시',
    city: '강남구',
    addressDescription: '',
    defaultValue: false,
    fixedTermYn: 'N',
    ...overrides
  };
}

export function jusoRow(n: number, overrides: Partial<Juso> = {}): Juso {
  return {
    roadAddr: `서울특별시 강남구 테헤란로 ${n} (역삼동)`,
    roadAddrPart1: `서울특별시 강남구 테헤란로 ${n}`,
    roadAddrPart2: ' (역삼동)',
    jibunAddr: `서울특별시 강남구 역삼동 ${700 + n}`,
    engAddr: `${n} Teheran-ro, Gangnam-gu, Seoul`,
    zipNo: String(6200 + n).padStart(5, '0'),
    admCd: '1168010100',
    rnMgtSn: '116803122010',
    bdMgtSn: `11680101000${String(n).padStart(14, '0')}`,
    detBdNmList: '',
    bdNm: '',
    bdKdcd: '0',
    siNm: '서울특별시',
    sggNm: '강남구',
    emdNm: '역삼동',
    liNm: '',
    rn: '테헤란로',
    udrtYn: '0',
    buldMnnm: String(n),
    buldSlno: '0',
    mtYn: '0',
    lnbrMnnm: String(700 + n),
    lnbrSlno: '0',
    emdNo: '01',
    ...overrides
  };
}

/** An answer of the road-address API: `total` hits, the rows of `page` (10 a page). */
export function searchAnswer(total: number, page = 1, errorCode = '0'): AddressSearchAnswer {
  const first = (page - 1) * 10 + 1;
  const count = errorCode === '0' ? Math.max(0, Math.min(10, total - first + 1)) : 0;
  return {
    results: {
      common: {
        errorCode,
        errorMessage: errorCode === '0' ? '정상' : '오류',
        totalCount: String(errorCode === '0' ? total : 0),
        currentPage: String(page),
        countPerPage: '10'
      },
      juso: errorCode === '0' ? Array.from({ length: count }, (_, i) => jusoRow(first + i)) : null
    }
  };
}

/** A postcode widget completion (INTEGRATIONS §4.1): an office on 테헤란로 unless overridden. */
export function postcodeAddress(overrides: Partial<PostcodeAddress> = {}): PostcodeAddress {
  return {
    zonecode: '06236',
    address: '서울 강남구 테헤란로 152',
    addressEnglish: '152 Teheran-ro, Gangnam-gu, Seoul',
    addressType: 'R',
    userSelectedType: 'R',
    noSelected: 'N',
    userLanguageType: 'K',
    roadAddress: '서울 강남구 테헤란로 152',
    roadAddressEnglish: '152 Teheran-ro, Gangnam-gu, Seoul',
    jibunAddress: '서울 강남구 역삼동 737',
    jibunAddressEnglish: '737 Yeoksam-dong, Gangnam-gu, Seoul',
    autoRoadAddress: '',
    autoRoadAddressEnglish: '',
    autoJibunAddress: '',
    autoJibunAddressEnglish: '',
    buildingCode: '1168010100107370000000001',
    buildingName: '강남파이낸스센터',
    apartment: 'N',
    sido: '서울',
    sidoEnglish: 'Seoul',
    sigungu: '강남구',
    sigunguEnglish: 'Gangnam-gu',
    sigunguCode: '11680',
    roadnameCode: '3122010',
    bcode: '1168010100',
    roadname: '테헤란로',
    roadnameEnglish: 'Teheran-ro',
    bname: '역삼동',
    bnameEnglish: 'Yeoksam-dong',
    bname1: '',
    bname1English: '',
    bname2: '역삼동',
    bname2English: 'Yeoksam-dong',
    hname: '',
    query: '테헤란로 152',
    postcode: '',
    postcode1: '',
    postcode2: '',
    postcodeSeq: '',
    ...overrides
  };
}
