import type { ProductDetail } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../../shared/api/token-store';
import { sessionStore } from '../../../shared/session/session-store';
import { readGuestCart } from '../../../shared/storage/guest-cart';
import { installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture, productDetail, productSummary } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';

function openDetail(product: ProductDetail) {
  installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    [`GET /api/product/v1/public/products/${product.productId}`]: () => ok(product)
  });
  renderApp(`/product/detail/${product.productId}`);
  // The screen is a lazy chunk plus its texts: allow for a loaded machine.
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
    expect(within(section).getByRole('link', { name: '추천 상품 1' }).getAttribute('href')).toBe(
      '/product/detail/2001'
    );
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

describe('product detail: facts, notes and buttons', () => {
  it('spells out autoship and coupons, and notes a buy period and a quantity limit with its number', async () => {
    await openDetail(
      productDetail({
        autoShipYn: 'N',
        applyCouponYn: 'Y',
        buyPeriodYn: 'Y',
        orderQuantityLimitYn: 'Y',
        maxQuantityLimit: 3
      })
    );
    expect(screen.getByText('정기배송').nextElementSibling?.textContent).toBe('불가');
    expect(screen.getByText('쿠폰').nextElementSibling?.textContent).toBe('사용 가능');
    const notes = screen.getByRole('region', { name: '구매 안내' });
    expect(notes.textContent).toContain('구매 기간이 정해진 상품입니다.');
    expect(notes.textContent).toContain('한 번에 최대 3개까지 구매할 수 있는 상품입니다.');
    expect(screen.getByText('최대 3개까지 구매할 수 있습니다.')).toBeTruthy();
  });

  it('no notes for an ordinary product', async () => {
    await openDetail(productDetail());
    expect(screen.queryByTestId('purchase-notes')).toBeNull();
  });

  it('add to cart asks for the option first, then puts it in the guest cart and opens the drawer', async () => {
    const user = userEvent.setup();
    await openDetail(
      productDetail({
        optionYn: 'Y',
        options: [
          {
            productOptionId: 1,
            optionValue: '로즈',
            optionImageUrl: null,
            salesStatus: { code: 'ON_SALE' },
            soldOutMessage: null
          },
          {
            productOptionId: 2,
            optionValue: '코랄',
            optionImageUrl: null,
            salesStatus: { code: 'ON_SALE' },
            soldOutMessage: null
          }
        ]
      })
    );
    await user.click(screen.getByRole('button', { name: '장바구니' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('옵션을 선택해 주세요.');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await user.click(screen.getByRole('button', { name: /로즈/ }));
    await user.click(screen.getByRole('button', { name: '수량 늘리기' }));
    await user.click(screen.getByRole('button', { name: '장바구니' }));
    const drawer = await screen.findByRole('dialog', { name: '장바구니에 담았습니다' });
    expect(drawer.textContent).toContain('로즈');
    expect(drawer.textContent).toContain('수량 2개');
    expect(readGuestCart()).toEqual([{ cartId: 1, productId: 1001, productOptionId: 1, quantity: 2 }]);
    await user.click(within(drawer).getByRole('button', { name: '쇼핑 계속하기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the share button opens the share modal (its own chunk) and it closes on Escape', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'GET /api/product/v1/public/products/1001': () => ok(productDetail()),
      'GET /api/share/v1/messenger/products/1001': () => ok(null)
    });
    renderApp('/product/detail/1001');
    await screen.findByRole('heading', { level: 1, name: '비타 글로우 세럼' });
    await user.click(screen.getByRole('button', { name: '공유하기' }));
    const dialog = await screen.findByRole('dialog', { name: '공유하기' });
    expect(dialog.textContent).toContain('링크 복사');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '공유하기' })).toBeNull());
  });
});

describe('product detail: SP/BP and the member endpoints (SPEC §6)', () => {
  it('a guest: public tree, no SP/BP', async () => {
    const api = installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'GET /api/product/v1/public/products/1001': () => ok(productDetail())
    });
    renderApp('/product/detail/1001');
    await screen.findByRole('heading', { level: 1, name: '비타 글로우 세럼' });
    expect(screen.queryByTestId('member-points')).toBeNull();
    expect(api.calls.some((c) => c.url.pathname === '/api/product/v1/categories')).toBe(false);
  });

  it('a logged-in member: the member tree; SP/BP shown when the API sends them', async () => {
    sessionStore.signIn({
      userSeqNo: 1,
      userNumber: '1000000001',
      userType: 'SOLE_PROPRIETORSHIP',
      fullName: '김서연',
      acceptId: null
    });
    tokenStore.set('access-token');
    const api = installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/product/v1/public/products/1001': () =>
        ok(productDetail({ spOriginal: 14400, bpOriginal: 12600 }))
    });
    renderApp('/product/detail/1001');
    await screen.findByRole('heading', { level: 1, name: '비타 글로우 세럼' });
    const points = screen.getByTestId('member-points');
    expect(points.textContent).toContain('SP');
    expect(points.textContent).toContain('14,400');
    expect(points.textContent).toContain('BP');
    expect(points.textContent).toContain('12,600');
    expect(api.calls.some((c) => c.url.pathname === '/api/product/v1/public/categories')).toBe(false);
    expect(
      api.calls.find((c) => c.url.pathname === '/api/product/v1/categories')?.headers.get('authorization')
    ).toBe('Bearer access-token');
  });
});
