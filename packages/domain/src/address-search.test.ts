import { describe, expect, it } from 'vitest';
import {
  ADDRESS_SEARCH_REFUSE_ABOVE,
  ADDRESS_SEARCH_WARN_ABOVE,
  AddressSearchQuerySchema,
  addressSearchMessage,
  JUSO_ERROR_CODES,
  showsAddressRows
} from './address-search.ts';

const common = (errorCode: string, totalCount: number | string) => ({
  errorCode,
  totalCount: String(totalCount)
});

describe('addressSearchMessage', () => {
  it.each([
    [0, 'CMM_ErrorText_1'],
    [1, null],
    [ADDRESS_SEARCH_WARN_ABOVE, null],
    [ADDRESS_SEARCH_WARN_ABOVE + 1, 'CMM_ErrorText_3'],
    [ADDRESS_SEARCH_REFUSE_ABOVE, 'CMM_ErrorText_3'],
    [ADDRESS_SEARCH_REFUSE_ABOVE + 1, 'CMM_ErrorText_2']
  ] as const)('success with %i hits → %s', (total, message) => {
    expect(ADDRESS_SEARCH_WARN_ABOVE).toBe(100);
    expect(ADDRESS_SEARCH_REFUSE_ABOVE).toBe(5000);
    expect(addressSearchMessage(common('0', total))).toBe(message);
  });

  it.each([
    ['E0015', 'CMM_ErrorText_2'],
    ['E0005', 'CMM_ErrorText_4'],
    ['E0008', 'CMM_ErrorText_5'],
    ['E0009', 'CMM_ErrorText_6'],
    ['E0011', 'CMM_ErrorText_6'],
    ['E0012', 'CMM_ErrorText_6'],
    ['E0006', 'CMM_ErrorText_7'],
    ['E0010', 'CMM_ErrorText_7'],
    ['E0013', 'CMM_ErrorText_7'],
    ['-999', 'error.SERVICE_UNAVAILABLE'],
    ['E0001', 'error.SERVICE_UNAVAILABLE'],
    ['E0007', 'error.SERVICE_UNAVAILABLE'],
    ['E0014', 'error.SERVICE_UNAVAILABLE'],
    ['E9999', 'error.SERVICE_UNAVAILABLE']
  ])('%s → %s', (code, message) => {
    expect(addressSearchMessage(common(code, 0))).toBe(message);
  });

  it('gives every provider code a message except success with a short list', () => {
    for (const code of JUSO_ERROR_CODES.filter((c) => c !== '0'))
      expect(addressSearchMessage(common(code, 0)), code).not.toBeNull();
  });
});

describe('showsAddressRows', () => {
  it.each([
    ['0', 0, false],
    ['0', 1, true],
    ['0', ADDRESS_SEARCH_WARN_ABOVE + 1, true],
    ['0', ADDRESS_SEARCH_REFUSE_ABOVE, true],
    ['0', ADDRESS_SEARCH_REFUSE_ABOVE + 1, false],
    ['E0015', 9001, false],
    ['E0008', 3, false]
  ] as const)('%s with %i hits → %s', (code, total, shown) => {
    expect(showsAddressRows(common(code, total))).toBe(shown);
  });

  it('agrees with the message: rows are listed only when there is no message or the over-100 advice', () => {
    for (const total of [0, 1, 100, 101, 5000, 5001]) {
      const message = addressSearchMessage(common('0', total));
      expect(showsAddressRows(common('0', total))).toBe(message === null || message === 'CMM_ErrorText_3');
    }
  });
});

describe('AddressSearchQuerySchema', () => {
  it('defaults to page 1 of 10 rows and an empty keyword', () => {
    expect(AddressSearchQuerySchema.parse({})).toEqual({ currentPage: 1, countPerPage: 10, keyword: '' });
  });

  it('takes 1 to 100 rows per page, digits only', () => {
    expect(
      AddressSearchQuerySchema.parse({ countPerPage: '100', currentPage: '3', keyword: '세종대로' })
    ).toEqual({
      currentPage: 3,
      countPerPage: 100,
      keyword: '세종대로'
    });
    for (const countPerPage of ['0', '101', '1e2', '-1', 'ten']) {
      expect(AddressSearchQuerySchema.safeParse({ countPerPage }).success, countPerPage).toBe(false);
    }
    expect(AddressSearchQuerySchema.safeParse({ currentPage: '0' }).success).toBe(false);
  });
});
