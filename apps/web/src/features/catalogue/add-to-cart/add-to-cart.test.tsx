import type { ProductDetail } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../../shared/api/token-store';
import { sessionStore } from '../../../shared/session/session-store';
import { readGuestCart } from '../../../shared/storage/guest-cart';
import { addGuestLine } from '../../../shared/storage/guest-cart-writes';
import { readOrderData } from '../../../shared/storage/order-data';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import {
  cartFixture,
  cartLine,
  categoriesFixture,
  productDetail,
  productSummary
} from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';

function openDetail(product: ProductDetail, extra: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/product/v1/categories': () => ok(categoriesFixture),
    [`GET /api/product/v1/public/products/${product.productId}`]: () => ok(product),
    'POST /api/product/v1/public/products/recommendProductList': () => ok([]),
    ...extra
  });
  const app = renderApp(`/product/detail/${product.productId}`);
  return { api, app, ready: screen.findByRole('heading', { level: 1, name: product.productName }) };
}

const signIn = () => {
  sessionStore.signIn({
    userSeqNo: 2,
    userNumber: '2000000001',
    userType: 'BEAUTY_CONSUMER',
    fullName: '이민준',
    acceptId: null
  });
  tokenStore.set('access-token');
};
const body = (call: FakeCall) => JSON.parse(String(call.body)) as unknown;

describe('add to cart: guest refusals (SPEC §5, §6)', () => {
  it('a quantity-limited product leads to login and back (PR_MaxQuantityLimit); nothing is stored', async () => {
    const user = userEvent.setup();
    const { app, ready } = openDetail(productDetail({ orderQuantityLimitYn: 'Y', maxQuantityLimit: 3 }));
    await ready;
    await user.click(screen.getByRole('button', { name: '장바구니' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('구매 수량이 제한된 상품은 로그인 후 구매할 수 있습니다.');
    await user.click(within(dialog).getByRole('button', { name: '로그인하기' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.router.state.location.search).toBe('?redirect=%2Fproduct%2Fdetail%2F1001');
    expect(readGuestCart()).toEqual([]);
  });

  it('the autoship choice needs a login (PR_SubsNeedLogin); cancel stays on the page', async () => {
    const user = userEvent.setup();
    const { app, ready } = openDetail(productDetail({ autoShipYn: 'Y' }));
    await ready;
    await user.click(screen.getByRole('radio', { name: '정기배송' }));
    await user.click(screen.getByRole('button', { name: '장바구니' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('정기배송은 로그인 후 이용할 수 있습니다.');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(app.router.state.location.pathname).toBe('/product/detail/1001');
    expect(readGuestCart()).toEqual([]);
  });

  it('a guest line stops at 100 (CA_MaxQuantityLimitHundred)', async () => {
    addGuestLine({ productId: 1001, quantity: 100 });
    const user = userEvent.setup();
    const { ready } = openDetail(productDetail());
    await ready;
    await user.click(screen.getByRole('button', { name: '장바구니' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '한 상품은 최대 100개까지 담을 수 있습니다.'
    );
    expect(readGuestCart()[0]?.quantity).toBe(100);
  });

  it('autoship is disabled with a note for a product with a buy period', async () => {
    const { ready } = openDetail(productDetail({ autoShipYn: 'Y', buyPeriodYn: 'Y' }));
    await ready;
    const autoship = screen.getByRole<HTMLInputElement>('radio', { name: '정기배송' });
    expect(autoship.disabled).toBe(true);
    expect(screen.getByTestId('cart-type-choice').textContent).toContain('정기배송으로 구매할 수 없습니다');
  });
});

describe('add to cart: members', () => {
  it('adds to the autoship cart when chosen, refreshes the badge from the answer and offers the cart', async () => {
    signIn();
    const user = userEvent.setup();
    const { api, app, ready } = openDetail(productDetail({ autoShipYn: 'Y' }), {
      'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 }),
      'POST /api/order/v1/autoship/cart': () =>
        ok(cartFixture([cartLine({ cartId: 41, quantity: 1 })], { cartType: 'autoship', totalCartCount: 3 })),
      'GET /api/order/v1/autoship/cart': () =>
        ok(cartFixture([cartLine({ cartId: 41 })], { cartType: 'autoship' })),
      'GET /api/order/v1/cart/suggest-products': () => ok({ list: [] })
    });
    await ready;
    await user.click(screen.getByRole('radio', { name: '정기배송' }));
    await user.click(screen.getByRole('button', { name: '장바구니' }));
    const drawer = await screen.findByRole('dialog', { name: '정기배송 장바구니에 담았습니다' });
    expect(
      body(
        api.calls.find(
          (call) => call.method === 'POST' && call.url.pathname === '/api/order/v1/autoship/cart'
        )!
      )
    ).toEqual([{ productId: 1001, productOptionId: null, quantity: 1 }]);
    await waitFor(() =>
      expect(screen.getByTestId('header-cart').getAttribute('aria-label')).toBe('장바구니, 담긴 상품 3개')
    );
    await user.click(within(drawer).getByRole('button', { name: '장바구니 보기' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?type=autoship'));
    expect(await screen.findByTestId('cart-line')).toBeTruthy();
  });

  it('shows a refusal translated with its data (CART_QUANTITY_LIMIT)', async () => {
    signIn();
    const user = userEvent.setup();
    const { ready } = openDetail(productDetail(), {
      'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 }),
      'POST /api/order/v1/cart': () =>
        fail(409, 'CART_QUANTITY_LIMIT', 'x', { data: { maxQuantity: 5, quantityInCart: 5 } })
    });
    await ready;
    await user.click(screen.getByRole('button', { name: '장바구니' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '이 상품은 최대 5개까지 담을 수 있습니다.'
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('buy now hands just this product to checkout as DIRECT, without touching the member cart', async () => {
    signIn();
    const user = userEvent.setup();
    const { app, api, ready } = openDetail(productDetail(), {
      'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 })
    });
    await ready;
    await user.click(screen.getByRole('button', { name: '수량 늘리기' }));
    await user.click(screen.getByRole('button', { name: '바로 구매' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/order'));
    expect(readOrderData('normal')).toMatchObject({
      source: 'DIRECT',
      guest: false,
      lines: [{ productId: 1001, productOptionId: null, quantity: 2 }]
    });
    expect(
      api.calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/order/v1/cart')
    ).toBe(false);
  });

  it('buy now as a guest goes to the guest checkout and leaves the browser cart empty', async () => {
    const user = userEvent.setup();
    const { app, ready } = openDetail(productDetail());
    await ready;
    await user.click(screen.getByRole('button', { name: '바로 구매' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/order/nonuser/info'));
    expect(readGuestCart()).toEqual([]);
    expect(readOrderData('normal')).toMatchObject({
      source: 'DIRECT',
      guest: true,
      lines: [{ productId: 1001, productOptionId: null, quantity: 1 }]
    });
  });
});

describe('add to cart from a product card', () => {
  it('opens the drawer with option and quantity, adds to the guest cart and shows the added line', async () => {
    const product = productDetail({
      optionYn: 'Y',
      optionUi: 'SELECT',
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
          salesStatus: { code: 'SOLD_OUT' },
          soldOutMessage: null
        }
      ]
    });
    installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'GET /api/product/v1/public/products': () =>
        ok({ list: [productSummary()], pageNumber: 1, pageSize: 8, totalPageNumber: 1, totalSize: 1 }),
      'GET /api/product/v1/public/products/1001': () => ok(product)
    });
    const user = userEvent.setup();
    renderApp('/product/skin-care');
    await user.click(await screen.findByRole('button', { name: '비타 글로우 세럼 장바구니에 담기' }));
    const drawer = await screen.findByRole('dialog', { name: '장바구니 담기' });
    await user.click(await within(drawer).findByTestId('quick-add-submit'));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('옵션을 선택해 주세요.');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await user.selectOptions(within(drawer).getByRole('combobox'), '1');
    await user.click(within(drawer).getByTestId('quick-add-submit'));
    const added = await screen.findByRole('dialog', { name: '장바구니에 담았습니다' });
    expect(readGuestCart()).toEqual([{ cartId: 1, productId: 1001, productOptionId: 1, quantity: 1 }]);
    // The add button is gone: focus moves to the added view's action, so Escape still closes the drawer.
    await waitFor(() => expect(document.activeElement).toBe(within(added).getByTestId('cart-added-go')));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
