import { describe, expect, it } from 'vitest';
import { productSummary } from '../../../shared/testing/fixtures';
import { renderWithProviders } from '../../../shared/testing/render';
import { ProductGrid } from './product-grid';

const products = Array.from({ length: 8 }, (_, i) =>
  productSummary({ productId: 2000 + i, productName: `상품 ${i + 1}`, imageUrl: `/media/products/${i}.svg` })
);

const images = (container: HTMLElement) => [...container.querySelectorAll('img')];

describe('ProductGrid image loading', () => {
  it("a list page's first row loads at once and first (the LCP candidate); the rest waits for scrolling", () => {
    const { container } = renderWithProviders(<ProductGrid products={products} firstRowAboveFold />);
    const loading = images(container).map((img) => [
      img.getAttribute('loading'),
      img.getAttribute('fetchpriority')
    ]);
    expect(loading).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ...Array.from({ length: 6 }, () => ['lazy', 'auto'])
    ]);
  });

  it("a grid lower on the page (Home's sections) is lazy throughout", () => {
    const { container } = renderWithProviders(<ProductGrid products={products} />);
    expect(images(container).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });
});
