import { describe, expect, it } from 'vitest';
import {
  ADDRESS_DESCRIPTION_MAX,
  ADDRESS_LINE_MAX,
  ADDRESS_NAME_MAX,
  ADDRESS_PERSON_NAME_MAX,
  AddressIdParamSchema,
  AddressInputSchema,
  addressDeleteRefusal,
  canAddAddress,
  MAX_ADDRESSES,
  type AddressForm
} from './address.ts';

const valid: AddressForm = {
  addressName: '집',
  lastName: '홍',
  firstName: '길동',
  mobileNumber: '01012345678',
  zipcode: '06236',
  address1: '서울특별시 강남구 테헤란로 152 (역삼동)'
};

/** The message keys of a refused form, by field. */
function refusals(change: Partial<Record<keyof AddressForm, unknown>>): Record<string, string[]> {
  const result = AddressInputSchema.safeParse({ ...valid, ...change });
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

describe('AddressInputSchema', () => {
  it('accepts the least a form needs and fills the defaults', () => {
    expect(AddressInputSchema.parse(valid)).toEqual({
      ...valid,
      phoneCode: '82',
      address2: '',
      state: '',
      city: '',
      addressDescription: '',
      defaultValue: false
    });
  });

  it('trims every text', () => {
    const parsed = AddressInputSchema.parse({
      addressName: ' 집 ',
      lastName: ' 홍',
      firstName: '길동 ',
      mobileNumber: ' 01012345678 ',
      phoneCode: ' 82 ',
      zipcode: ' 06236 ',
      address1: '  서울특별시 강남구 테헤란로 152  ',
      address2: ' 12층 ',
      state: ' 서울특별시 ',
      city: ' 강남구 ',
      addressDescription: ' 경비실 '
    });
    expect(parsed).toMatchObject({
      addressName: '집',
      lastName: '홍',
      firstName: '길동',
      mobileNumber: '01012345678',
      phoneCode: '82',
      zipcode: '06236',
      address1: '서울특별시 강남구 테헤란로 152',
      address2: '12층',
      state: '서울특별시',
      city: '강남구',
      addressDescription: '경비실'
    });
  });

  it.each([
    ['addressName', '', 'ADR_ErrorText1'],
    ['addressName', '  ', 'ADR_ErrorText1'],
    ['addressName', '가'.repeat(ADDRESS_NAME_MAX + 1), 'ADR_ErrorText1'],
    ['lastName', '', 'ADR_ErrorText2'],
    ['lastName', 'x'.repeat(ADDRESS_PERSON_NAME_MAX + 1), 'ADR_ErrorText2'],
    ['firstName', '', 'ADR_ErrorText3'],
    ['firstName', 'x'.repeat(ADDRESS_PERSON_NAME_MAX + 1), 'ADR_ErrorText3'],
    ['mobileNumber', '', 'ALT_InputMobile'],
    ['mobileNumber', '010.1234.5678', 'VA_MobileOnlyNumber'],
    ['mobileNumber', '010123456789', 'VA_MobileLength'],
    ['phoneCode', '+82', 'VA_NumberOnly'],
    ['phoneCode', '12345', 'VA_NumberOnly'],
    ['zipcode', '', 'CMM_ErrorText_8'],
    ['zipcode', '1234', 'CMM_ErrorText_8'],
    ['zipcode', '123456', 'CMM_ErrorText_8'],
    ['zipcode', '0623a', 'CMM_ErrorText_8'],
    ['address1', '', 'CMM_ErrorText_8'],
    ['address1', '가'.repeat(ADDRESS_LINE_MAX + 1), 'CMM_ErrorText_8'],
    ['address2', '가'.repeat(ADDRESS_LINE_MAX + 1), 'ADR_Address2Length'],
    ['addressDescription', '가'.repeat(ADDRESS_DESCRIPTION_MAX + 1), 'ADR_DescriptionLength'],
    ['address2', 'tab\there', 'VA_InvalidCharacters']
  ] as const)('refuses %s %j with %s', (field, value, key) => {
    expect(refusals({ [field]: value })[field]).toContain(key);
  });

  it('takes the longest values the rules allow (225 for address2)', () => {
    expect(ADDRESS_LINE_MAX).toBe(225);
    const longest = AddressInputSchema.parse({
      ...valid,
      addressName: '가'.repeat(ADDRESS_NAME_MAX),
      lastName: 'x'.repeat(ADDRESS_PERSON_NAME_MAX),
      firstName: 'y'.repeat(ADDRESS_PERSON_NAME_MAX),
      mobileNumber: '01012345678',
      address1: '가'.repeat(ADDRESS_LINE_MAX),
      address2: '나'.repeat(ADDRESS_LINE_MAX),
      addressDescription: '다'.repeat(ADDRESS_DESCRIPTION_MAX)
    });
    expect(longest.address2).toHaveLength(225);
  });

  it('counts the limit after trimming', () => {
    expect(refusals({ addressName: ` ${'가'.repeat(ADDRESS_NAME_MAX)} ` })).toEqual({});
  });

  it('refuses fields the server owns (fixedTermYn, ids)', () => {
    expect(AddressInputSchema.safeParse({ ...valid, fixedTermYn: 'Y' }).success).toBe(false);
    expect(AddressInputSchema.safeParse({ ...valid, userAddressId: 3 }).success).toBe(false);
  });
});

describe('AddressIdParamSchema', () => {
  it('takes a positive whole number as written in a path', () => {
    expect(AddressIdParamSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', '-1', '1.5', 'abc', '1e3', '', '1234567890123456']) {
      expect(AddressIdParamSchema.safeParse({ id }).success, id).toBe(false);
    }
  });
});

describe('canAddAddress', () => {
  it(`allows adding while fewer than ${MAX_ADDRESSES} exist`, () => {
    expect(MAX_ADDRESSES).toBe(10);
    expect([0, 1, 9, 10, 11].map(canAddAddress)).toEqual([true, true, true, false, false]);
  });
});

describe('addressDeleteRefusal', () => {
  it.each([
    ['N', 2, null],
    ['N', 10, null],
    ['N', 1, 'ADR_AlertText4'],
    ['N', 0, 'ADR_AlertText4'],
    ['Y', 1, 'ADR_AlertText5'],
    ['Y', 5, 'ADR_AlertText5']
  ] as const)('fixedTermYn %s with %i addresses → %s', (fixedTermYn, count, refusal) => {
    expect(addressDeleteRefusal({ fixedTermYn }, count)).toBe(refusal);
  });
});
