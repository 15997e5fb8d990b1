import type { Juso, PostcodeAddress } from '@mall/domain';

/** What an address search fills in the address form: the read-only part of an address. */
export type SearchedAddress = { zipcode: string; address1: string; state: string; city: string };

/**
 * The widget's completion as the form's fields: the road address with its 참고항목 (INTEGRATIONS §4.1's
 * common recipe: the legal dong if it ends with 동/로/가, and an apartment's building name, in parentheses).
 * A jibun-only place (no road address) keeps its lot address.
 */
export function fromPostcode(
  data: Pick<
    PostcodeAddress,
    | 'zonecode'
    | 'address'
    | 'roadAddress'
    | 'autoRoadAddress'
    | 'jibunAddress'
    | 'buildingName'
    | 'apartment'
    | 'bname'
    | 'sido'
    | 'sigungu'
  >
): SearchedAddress {
  const road = data.roadAddress || data.autoRoadAddress;
  const extras = [
    /[동로가]$/.test(data.bname) ? data.bname : '',
    data.apartment === 'Y' ? data.buildingName : ''
  ].filter(Boolean);
  const address1 = road
    ? extras.length > 0
      ? `${road} (${extras.join(', ')})`
      : road
    : data.jibunAddress || data.address;
  return { zipcode: data.zonecode, address1, state: data.sido, city: data.sigungu };
}

/** A row of our own search list as the form's fields (SPEC §3: zipNo, roadAddr, siNm, sggNm). */
export function fromJuso(row: Pick<Juso, 'zipNo' | 'roadAddr' | 'siNm' | 'sggNm'>): SearchedAddress {
  return { zipcode: row.zipNo, address1: row.roadAddr, state: row.siNm, city: row.sggNm };
}
