import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WrappableText } from './wrappable-text';

const html = (text: string) => render(<WrappableText text={text} />).container.innerHTML;

describe('WrappableText', () => {
  it('lets an email break only after its @', () => {
    expect(html('customer1@example.com')).toBe(
      '<span class="whitespace-nowrap">customer1@</span><wbr><span class="whitespace-nowrap">example.com</span>'
    );
  });

  it('keeps dates, times and amounts whole, and the text around them as it is', () => {
    expect(html('2026-11-30까지 · 최소 30,000원')).toBe(
      '<span class="whitespace-nowrap">2026-11-30</span>까지 · 최소 <span class="whitespace-nowrap">30,000원</span>'
    );
    expect(html('주문일시 2026-11-20 12:00')).toBe(
      '주문일시 <span class="whitespace-nowrap">2026-11-20 12:00</span>'
    );
    expect(html('1,560P · until ₩3,000')).toBe(
      '<span class="whitespace-nowrap">1,560P</span> · until <span class="whitespace-nowrap">₩3,000</span>'
    );
  });

  it('leaves a text without such tokens alone', () => {
    expect(html('배송 준비 중')).toBe('배송 준비 중');
  });
});
