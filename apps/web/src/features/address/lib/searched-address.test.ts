import { describe, expect, it } from 'vitest';
import { jusoRow, postcodeAddress } from '../testing/address-fixtures';
import { fromJuso, fromPostcode } from './searched-address';

const base = postcodeAddress();

describe('fromPostcode (the widget’s completion as form fields, INTEGRATIONS §4.1 참고항목)', () => {
  it.each([
    ['an office: the legal dong only', base, '서울 강남구 테헤란로 152 (역삼동)'],
    [
      'an apartment: dong and building name',
      {
        ...base,
        roadAddress: '서울 서초구 반포대로 275',
        bname: '반포동',
        buildingName: '래미안퍼스티지',
        apartment: 'Y' as const
      },
      '서울 서초구 반포대로 275 (반포동, 래미안퍼스티지)'
    ],
    [
      'a 리 (not 동/로/가): no extra',
      { ...base, roadAddress: '경기 양평군 양서면 북한강로 1', bname: '양수리', buildingName: '' },
      '경기 양평군 양서면 북한강로 1'
    ],
    [
      'a jibun-only place keeps its lot address',
      { ...base, roadAddress: '', autoRoadAddress: '', jibunAddress: '강원 평창군 진부면 하진부리 10' },
      '강원 평창군 진부면 하진부리 10'
    ],
    [
      'an empty road address with an auto-mapped one uses that',
      { ...base, roadAddress: '', autoRoadAddress: '서울 강남구 테헤란로 152' },
      '서울 강남구 테헤란로 152 (역삼동)'
    ]
  ])('%s', (_case, data, address1) => {
    expect(fromPostcode(data).address1).toBe(address1);
  });

  it('takes the postcode from zonecode and 시도/시군구 (empty for 세종)', () => {
    expect(fromPostcode(base)).toMatchObject({ zipcode: '06236', state: '서울', city: '강남구' });
    expect(fromPostcode({ ...base, sido: '세종특별자치시', sigungu: '' })).toMatchObject({
      state: '세종특별자치시',
      city: ''
    });
  });
});

describe('fromJuso (a row of our own list, SPEC §3 zipNo, roadAddr, siNm, sggNm)', () => {
  it('maps the four fields', () => {
    expect(fromJuso(jusoRow(152))).toEqual({
      zipcode: '06352',
      address1: '서울특별시 강남구 테헤란로 152 (역삼동)',
      state: '서울특별시',
      city: '강남구'
    });
  });
});
