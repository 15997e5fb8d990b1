import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  discountRate,
  formatCountBadge,
  isPurchasable,
  maxQuantityOf,
  SALES_STATUSES,
  soldOutText
} from './catalogue-rules.ts';
import { ProductListQuerySchema } from './catalogue.ts';

describe('isPurchasable', () => {
  it.each([
    ['ON_SALE', true],
    ['ALMOST_SOLD_OUT', true],
    ['SOLD_OUT', false],
    ['PAUSE', false]
  ] as const)('%s -> %s', (status, expected) => {
    expect(isPurchasable(status)).toBe(expected);
  });
});

describe('soldOutText', () => {
  it('gives the custom message of an unavailable option', () => {
    expect(soldOutText({ salesStatus: { code: 'SOLD_OUT' }, soldOutMessage: ' 12월 재입고 ' })).toBe(
      '12월 재입고'
    );
  });
  it('gives null (default text) when no custom message is set', () => {
    expect(soldOutText({ salesStatus: { code: 'SOLD_OUT' }, soldOutMessage: null })).toBeNull();
    expect(soldOutText({ salesStatus: { code: 'PAUSE' }, soldOutMessage: '   ' })).toBeNull();
  });
  it('gives nothing for an option on sale, whatever message it carries', () => {
    for (const code of SALES_STATUSES.filter((s) => isPurchasable(s))) {
      expect(soldOutText({ salesStatus: { code }, soldOutMessage: 'x' })).toBeNull();
    }
  });
});

describe('discountRate', () => {
  it.each([
    [10000, 10000, 0],
    [10000, 9000, 10],
    [38000, 26600, 30],
    [0, 0, 0],
    [10000, 12000, 0],
    [30000, 19900, 34]
  ])('%i -> %i is %i%%', (original, price, rate) => {
    expect(discountRate(original, price)).toBe(rate);
  });
});

describe('formatCountBadge', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [-3, '0']
  ])('%i -> %s', (count, text) => {
    expect(formatCountBadge(count)).toBe(text);
  });
});

describe('ProductListQuerySchema', () => {
  it('applies the spec defaults (page 1, 8 per page, recommended order)', () => {
    expect(ProductListQuerySchema.parse({})).toEqual({
      searchOrderType: 'RECOMMEND',
      pageNumber: 1,
      pageSize: 8
    });
  });
  it('coerces query strings and splits id lists', () => {
    const query = ProductListQuerySchema.parse({
      categoryId: '3',
      categoryIds: ['1,2', '5'],
      pageNumber: '2'
    });
    expect(query.categoryId).toBe(3);
    expect(query.categoryIds).toEqual([1, 2, 5]);
    expect(query.pageNumber).toBe(2);
  });
  it.each([
    [{ pageNumber: 'abc' }, 'pageNumber'],
    [{ pageNumber: '0' }, 'pageNumber'],
    [{ pageSize: '101' }, 'pageSize'],
    [{ searchOrderType: 'CHEAPEST' }, 'searchOrderType'],
    [{ categoryIds: '1,x' }, 'categoryIds'],
    [{ autoShipYn: 'yes' }, 'autoShipYn'],
    [{ categoryId: '1e3' }, 'categoryId'],
    [{ categoryId: '0x10' }, 'categoryId'],
    [{ pageNumber: ' 2' }, 'pageNumber'],
    [{ textSearchValue: 'lip\u0000' }, 'textSearchValue'],
    [{ textSearchValue: 'a'.repeat(101) }, 'textSearchValue']
  ])('refuses %o naming %s', (input, field) => {
    const result = ProductListQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

describe('quantity (SPEC §5)', () => {
  it('allows 1 to the product limit, else 100', () => {
    expect(maxQuantityOf({ maxQuantityLimit: 3 })).toBe(3);
    expect(maxQuantityOf({ maxQuantityLimit: null })).toBe(100);
    expect(clampQuantity(0, 100)).toBe(1);
    expect(clampQuantity(-5, 100)).toBe(1);
    expect(clampQuantity(150, 100)).toBe(100);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
});
