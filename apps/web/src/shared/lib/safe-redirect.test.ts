import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/mypage', '/mypage'],
    ['/mypage/coupon?tab=active#top', '/mypage/coupon?tab=active#top'],
    ['/product/detail/1001', '/product/detail/1001']
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['mypage'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    [' /mypage']
  ])('sends %j Home', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });
});
