import type { AddressSearchAnswer, JusoErrorCode } from '@mall/domain';

/**
 * The 도로명주소 API's vocabulary, shared by the adapter (juso.ts) and its sandbox: the provider's message for
 * each code (INTEGRATIONS §4.2) and the shape of a refusal. Here, not in the sandbox, so the production
 * adapter does not load the sandbox's data set and search.
 */
export const JUSO_MESSAGES: Record<JusoErrorCode, string> = {
  '0': '정상',
  '-999': '시스템에러',
  E0001: '승인되지 않은 KEY 입니다.',
  E0005: '검색어가 입력되지 않았습니다.',
  E0006: '주소를 상세히 입력해 주시기 바랍니다.',
  E0007: '검색어 다량 요청으로 처리할 수 없습니다.',
  E0008: '검색어는 두글자 이상 입력되어야 합니다.',
  E0009: '검색어는 문자와 숫자 같이 입력되어야 합니다.',
  E0010: '검색어가 너무 깁니다. (한글40자, 영문,숫자 80자 이하)',
  E0011: '검색어에 너무 긴 숫자가 포함되어 있습니다. (숫자10자 이하)',
  E0012: '특수문자+숫자만으로는 검색이 불가능 합니다.',
  E0013: 'SQL 예약어 또는 특수문자( %,=,>,<,[,] )는 검색이 불가능 합니다.',
  E0014: '개발승인키 기간이 만료되어 서비스를 이용하실 수 없습니다.',
  E0015: '검색 범위를 초과하였습니다.'
};

/** A refusal or outage as the provider answers it: HTTP 200, the code, no rows, the paging echoed. */
export function jusoRefusal(
  errorCode: JusoErrorCode,
  paging: { currentPage: string; countPerPage: string }
): AddressSearchAnswer {
  return {
    results: {
      common: { errorCode, errorMessage: JUSO_MESSAGES[errorCode], totalCount: '0', ...paging },
      juso: null
    }
  };
}
