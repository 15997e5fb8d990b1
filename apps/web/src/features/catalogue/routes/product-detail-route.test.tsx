import type { ProductDetail } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture, productDetail, productSummary } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';

function openDetail(product: ProductDetail) {
  installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    [`GET /api/product/v1/public/products/${product.productId}`]: () => ok(product)
  });
  renderApp(`/product/detail/${product.productId}`);
  return screen.findByRole('heading', { level: 1, name: product.productName });
}

describe('product detail: availability', () => {
  it('on sale: quantity stepper, the limit and the total', async () => {
    await openDetail(productDetail());
    expect(screen.getByRole('button', { name: '수량 늘리기' })).toBeTruthy();
    expect(screen.getByText('최대 100개까지 구매할 수 있습니다.')).toBeTruthy();
    expect(screen.getByText('총 상품 금액')).toBeTruthy();
    expect(screen.queryByTestId('product-unavailable')).toBeNull();
  });

  it('sold out: a clear sold-out state with the default text, and no stepper, limit or total', async () => {
    await openDetail(productDetail({ salesStatus: { code: 'SOLD_OUT' }, soldOutMessage: null }));
    const notice = screen.getByTestId('product-unavailable');
    expect(notice.textContent).toContain('품절');
    expect(notice.textContent).toContain('품절된 상품입니다.');
    expect(screen.queryByRole('button', { name: '수량 늘리기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '수량 줄이기' })).toBeNull();
    expect(screen.queryByText(/최대 \d+개까지/)).toBeNull();
    expect(screen.queryByText('총 상품 금액')).toBeNull();
  });

  it('paused with a blank custom message falls back to the default text', async () => {
    await openDetail(productDetail({ salesStatus: { code: 'PAUSE' }, soldOutMessage: '   ' }));
    const notice = screen.getByTestId('product-unavailable');
    expect(notice.textContent).toContain('판매중지');
    expect(notice.textContent).toContain('판매가 일시 중지된 상품입니다.');
    expect(screen.queryByText('총 상품 금액')).toBeNull();
  });

  it('sold out with a blank custom message falls back; a real one is shown trimmed', async () => {
    await openDetail(productDetail({ salesStatus: { code: 'SOLD_OUT' }, soldOutMessage: '' }));
    expect(screen.getByTestId('product-unavailable').textContent).toContain('품절된 상품입니다.');
  });

  it('shows the product’s own sold-out message, trimmed', async () => {
    await openDetail(
      productDetail({ salesStatus: { code: 'SOLD_OUT' }, soldOutMessage: '  12월 재입고 예정  ' })
    );
    const notice = screen.getByTestId('product-unavailable');
    expect(notice.textContent).toContain('12월 재입고 예정');
    expect(notice.textContent).not.toContain('품절된 상품입니다.');
  });
});

describe('product detail: recommended products', () => {
  it('loads best sellers of the product’s categories without the product itself, after the detail', async () => {
    const recommended = Array.from({ length: 8 }, (_, i) =>
      productSummary({ productId: 2001 + i, productName: `추천 상품 ${i + 1}` })
    );
    const product = productDetail();
    const api = installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      [`GET /api/product/v1/public/products/${product.productId}`]: () => ok(product),
      'POST /api/product/v1/public/products/recommendProductList': () => ok(recommended)
    });
    renderApp(`/product/detail/${product.productId}`);
    await screen.findByRole('heading', { level: 1, name: product.productName });
    const section = await screen.findByRole('region', { name: '함께 보면 좋은 상품' });
    const items = [...(section.querySelector('ul')?.children ?? [])];
    expect(items).toHaveLength(8);
    // Phones scroll through the first four; the rest appear from tablet width.
    expect(items.slice(0, 4).every((item) => !item.className.includes('max-md:hidden'))).toBe(true);
    expect(items.slice(4).every((item) => item.className.includes('max-md:hidden'))).toBe(true);
    expect(within(section).getByRole('link', { name: '추천 상품 1' }).getAttribute('href')).toBe('/product/detail/2001');
    const images = [...section.querySelectorAll('img')];
    expect(images).toHaveLength(8);
    expect(images.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    const call = api.calls.find((c) => c.url.pathname.endsWith('/recommendProductList'));
    // The serum (11) widens to its parent, skin care (1): a leaf alone rarely fills a row.
    expect(JSON.parse(String(call?.body))).toEqual({
      categoryIds: [1],
      excludeProductIds: [product.productId],
      size: 8,
      soldOutSelect: false
    });
    // The detail was asked first; the row never holds it up.
    const order = api.calls.map((c) => c.url.pathname);
    expect(order.indexOf(`/api/product/v1/public/products/${product.productId}`)).toBeLessThan(
      order.indexOf('/api/product/v1/public/products/recommendProductList')
    );
  });

  it('shows no row when there is nothing to recommend', async () => {
    const product = productDetail();
    installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      [`GET /api/product/v1/public/products/${product.productId}`]: () => ok(product),
      'POST /api/product/v1/public/products/recommendProductList': () => ok([])
    });
    renderApp(`/product/detail/${product.productId}`);
    await screen.findByRole('heading', { level: 1, name: product.productName });
    await waitFor(() => expect(screen.queryByText('함께 보면 좋은 상품')).toBeNull());
    expect(screen.queryByTestId('recommended-products')).toBeNull();
  });
});
