import type { Cart } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../../shared/api/token-store';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { sessionStore } from '../../../shared/session/session-store';
import { readGuestCart } from '../../../shared/storage/guest-cart';
import { addGuestLine } from '../../../shared/storage/guest-cart-writes';
import { readOrderData } from '../../../shared/storage/order-data';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { cartFixture, cartLine, categoriesFixture, productSummary } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';

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

const serum = cartLine({ cartId: 11, quantity: 1, price: 38400, priceOriginal: 48000, point: 384 });
const cream = cartLine({
  cartId: 12,
  productId: 1002,
  productName: '로즈 크림',
  productOptionId: 21,
  optionValue: '50ml',
  optionYn: 'Y',
  optionUi: 'SELECT',
  options: [
    {
      productOptionId: 21,
      optionValue: '50ml',
      optionImageUrl: null,
      salesStatus: { code: 'ON_SALE' },
      soldOutMessage: null
    },
    {
      productOptionId: 22,
      optionValue: '100ml',
      optionImageUrl: null,
      salesStatus: { code: 'ON_SALE' },
      soldOutMessage: null
    }
  ],
  quantity: 2,
  price: 10000,
  priceOriginal: 10000,
  point: 100
});
const soldOut = cartLine({
  cartId: 13,
  productId: 1003,
  productName: '품절 토너',
  available: false,
  unavailableReason: 'SOLD_OUT',
  salesStatus: { code: 'SOLD_OUT' },
  price: 20000,
  priceOriginal: 20000
});

const body = (call: FakeCall) => JSON.parse(String(call.body)) as unknown;

function memberApi(cart: Cart, extra: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /api/product/v1/categories': () => ok(categoriesFixture),
    'GET /api/order/v1/cart': () => ok(cart),
    'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: cart.totalCartCount }),
    'GET /api/order/v1/cart/suggest-products': () =>
      ok({ list: [productSummary({ productId: 2001, productName: '추천 앰플' })] }),
    'GET /api/order/v1/cart/suggest-purchased-products': () => ok({ list: [] }),
    ...extra
  });
}

const lineOf = (name: string) =>
  screen.getAllByTestId('cart-line').find((line) => line.textContent?.includes(name))!;

/** Deletes the 로즈 크림 line with its own button; focus then belongs at the head of the list, not the page top. */
async function deleteCreamLine(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('로즈 크림');
  await user.click(within(lineOf('로즈 크림')).getByTestId('cart-line-delete'));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
  await waitFor(() => expect(screen.queryByText('로즈 크림')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('cart-select-all')));
}

describe('/cart for a member', () => {
  it('shows the lines with totals of the selected available ones; an unavailable line is greyed and cannot be chosen', async () => {
    signIn();
    const api = memberApi(cartFixture([serum, cream, soldOut]));
    renderApp('/cart');
    await screen.findByRole('heading', { level: 1, name: '장바구니' });
    await screen.findByText('로즈 크림');
    // The cart was asked for at navigation, with the member's token.
    expect(
      api.calls.find((call) => call.url.pathname === '/api/order/v1/cart')?.headers.get('Authorization')
    ).toBe('Bearer access-token');

    const unavailable = lineOf('품절 토너');
    expect(unavailable.getAttribute('data-available')).toBe('false');
    expect(within(unavailable).getByTestId('cart-line-reason').textContent).toContain('품절');
    expect(within(unavailable).getByRole<HTMLInputElement>('checkbox').disabled).toBe(true);

    // 38,400 + 2 × 10,000 = 58,400: free delivery; list price 48,000 + 20,000 = 68,000, discount 9,600.
    expect(screen.getByText('전체 선택 (2/2)')).toBeTruthy();
    expect(screen.getByTestId('total-product-price').textContent).toBe('68,000원');
    expect(screen.getByTestId('total-discount').textContent).toBe('−9,600원');
    expect(screen.getByTestId('total-delivery-fee').textContent).toBe('무료');
    expect(screen.getByTestId('total-points').textContent).toBe('584P');
    expect(screen.getByTestId('total-amount').textContent).toBe('58,400원');
    expect(screen.getByTestId('free-delivery').textContent).toContain('무료배송 조건을 채웠습니다');

    // Un-tick the serum: 20,000 left, the fee comes back and the free-delivery line says how much is missing.
    const user = userEvent.setup();
    await user.click(within(lineOf('비타 글로우 세럼')).getByRole('checkbox'));
    expect(screen.getByText('전체 선택 (1/2)')).toBeTruthy();
    expect(screen.getByTestId('total-delivery-fee').textContent).toBe('3,000원');
    expect(screen.getByTestId('total-amount').textContent).toBe('23,000원');
    expect(screen.getByTestId('free-delivery').textContent).toContain('30,000원 더 담으면 무료배송');
  });

  it('changes a quantity and an option through the API and shows the answered cart', async () => {
    signIn();
    const api = memberApi(cartFixture([cream]), {
      'PATCH /api/order/v1/cart/quantity/12': (call) =>
        ok(cartFixture([{ ...cream, quantity: (body(call) as { quantity: number }).quantity }])),
      'PATCH /api/order/v1/cart/option/12': () =>
        ok(cartFixture([{ ...cream, productOptionId: 22, optionValue: '100ml' }]))
    });
    const user = userEvent.setup();
    renderApp('/cart');
    const line = await screen.findByTestId('cart-line');
    await user.click(within(line).getByRole('button', { name: '수량 늘리기' }));
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.method === 'PATCH' && call.url.pathname.endsWith('/quantity/12'))
      ).toBe(true)
    );
    expect(body(api.calls.find((call) => call.url.pathname.endsWith('/quantity/12'))!)).toEqual({
      quantity: 3
    });
    await waitFor(() => expect(screen.getByTestId('total-amount').textContent).toBe('33,000원'));

    await user.click(within(line).getByRole('button', { name: '로즈 크림 옵션 변경' }));
    await user.selectOptions(within(line).getByRole('combobox'), '22');
    expect(await within(line).findByText('옵션: 100ml')).toBeTruthy();
    expect(body(api.calls.find((call) => call.url.pathname.endsWith('/option/12'))!)).toEqual({
      productOptionId: 22
    });
  });

  it('sends one change once, even when the answer is slow and the screen re-renders meanwhile', async () => {
    signIn();
    const api = memberApi(cartFixture([cream]), {
      'PATCH /api/order/v1/cart/quantity/12': async (call) => {
        await new Promise((resolve) => setTimeout(resolve, 1200));
        return ok(cartFixture([{ ...cream, quantity: (body(call) as { quantity: number }).quantity }]));
      }
    });
    const user = userEvent.setup();
    renderApp('/cart');
    const line = await screen.findByTestId('cart-line');
    await user.click(within(line).getByRole('button', { name: '수량 늘리기' }));
    await waitFor(() => expect(screen.getByTestId('total-amount').textContent).toBe('33,000원'));
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });

  it('shows a refused quantity with its translated limit (CART_QUANTITY_LIMIT)', async () => {
    signIn();
    memberApi(cartFixture([cream]), {
      'PATCH /api/order/v1/cart/quantity/12': () =>
        fail(409, 'CART_QUANTITY_LIMIT', 'server text', { data: { maxQuantity: 2, quantityInCart: 2 } })
    });
    const user = userEvent.setup();
    renderApp('/cart');
    const line = await screen.findByTestId('cart-line');
    await user.click(within(line).getByRole('button', { name: '수량 늘리기' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '이 상품은 최대 2개까지 담을 수 있습니다.'
    );
  });

  it('deletes the selected lines after a confirm (DELETE ?cartIds=)', async () => {
    signIn();
    const api = memberApi(cartFixture([serum, cream]), {
      'DELETE /api/order/v1/cart': () => ok(cartFixture([]))
    });
    const user = userEvent.setup();
    renderApp('/cart');
    await screen.findByText('로즈 크림');
    await user.click(screen.getByTestId('cart-delete-selected'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('선택한 상품 2개를 장바구니에서 삭제하시겠습니까?');
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByTestId('cart-empty')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'DELETE')?.url.searchParams.get('cartIds')).toBe('11,12');
    // The empty cart suggests products.
    expect(await screen.findByText('추천 앰플')).toBeTruthy();
  });

  it('deletes one line after a confirm; focus moves to the head of the list, not to the page top', async () => {
    signIn();
    memberApi(cartFixture([serum, cream]), {
      'DELETE /api/order/v1/cart': () => ok(cartFixture([serum]))
    });
    const user = userEvent.setup();
    renderApp('/cart');
    await deleteCreamLine(user);
  });

  it('orders the selected lines: stored for checkout, then /order; nothing selected is an alert', async () => {
    signIn();
    memberApi(cartFixture([serum, cream]));
    const user = userEvent.setup();
    const { router } = renderApp('/cart');
    await screen.findByText('로즈 크림');
    await user.click(screen.getByTestId('cart-select-all'));
    await user.click(screen.getByTestId('cart-order'));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('주문할 상품을 선택해 주세요.');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await user.click(within(lineOf('로즈 크림')).getByRole('checkbox'));
    await user.click(screen.getByTestId('cart-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order'));
    expect(readOrderData('normal')).toMatchObject({
      cartType: 'normal',
      guest: false,
      lines: [{ cartId: 12, productId: 1002, productOptionId: 21, quantity: 2 }]
    });
  });

  it('the autoship tab reads the autoship cart (?cartType=autoship works too)', async () => {
    signIn();
    const api = memberApi(cartFixture([]), {
      'GET /api/order/v1/autoship/cart': () =>
        ok(cartFixture([cartLine({ cartId: 31, productName: '정기 유산균' })], { cartType: 'autoship' }))
    });
    renderApp('/cart?cartType=autoship');
    expect(await screen.findByText('정기 유산균')).toBeTruthy();
    expect(screen.getByRole('link', { name: '정기배송' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('cart-order').textContent).toBe('정기배송 신청하기 (1)');
    expect(
      api.calls.some(
        (call) =>
          call.url.pathname === '/api/order/v1/cart/suggest-products' &&
          call.url.searchParams.get('cartType') === 'autoship'
      )
    ).toBe(true);
  });
  it('the autoship cart subscribes: its button hands the chosen lines to /autoship/init, not to checkout', async () => {
    signIn();
    memberApi(cartFixture([]), {
      'GET /api/order/v1/autoship/cart': () =>
        ok(cartFixture([serum, cream, soldOut], { cartType: 'autoship' })),
      'GET /api/member/v1/users/address': () =>
        ok([
          {
            userAddressId: 2,
            addressName: '집',
            lastName: '김',
            firstName: '서연',
            mobileNumber: '01012345678',
            phoneCode: '82',
            zipcode: '06236',
            address1: '서울특별시 강남구 테헤란로 102',
            address2: '2층',
            state: '서울특별시',
            city: '강남구',
            addressDescription: '',
            defaultValue: true,
            fixedTermYn: 'N'
          }
        ]),
      'GET /api/member/v1/users/favorite-cards-v2': () =>
        ok({ customerKey: 'mc_0123456789abcdef', cards: [] })
    });
    const user = userEvent.setup();
    const { router } = renderApp('/cart?type=autoship');
    await screen.findByText('로즈 크림');
    await user.click(within(lineOf('비타 글로우 세럼')).getByRole('checkbox'));
    await user.click(screen.getByTestId('cart-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/autoship/init'));
    // The form shows the chosen line only (the unticked one and the sold-out one stay in the cart).
    expect((await screen.findAllByTestId('autoship-line')).map((line) => line.textContent)).toEqual([
      expect.stringContaining('로즈 크림')
    ]);
    expect(readOrderData('autoship')).toMatchObject({
      source: 'CART',
      cartType: 'autoship',
      guest: false,
      lines: [{ cartId: 12, productId: 1002, productOptionId: 21, quantity: 2 }]
    });
    expect(readOrderData('normal')).toBeNull();
  });
});

describe('/cart for a guest', () => {
  it('deletes one local line after a confirm; focus moves to the head of the list', async () => {
    addGuestLine({ productId: 1001, quantity: 1 });
    addGuestLine({ productId: 1002, quantity: 1 });
    installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'POST /api/order/v1/public/cart/refresh': (call) => {
        const sent = (body(call) as { cartList: { cartId: number }[] }).cartList.map((line) => line.cartId);
        return ok({
          lines: [serum, { ...cream, productOptionId: null }]
            .map((line, index) => ({ ...line, cartId: index + 1 }))
            .filter((line) => sent.includes(line.cartId)),
          removed: []
        });
      }
    });
    const user = userEvent.setup();
    renderApp('/cart');
    await deleteCreamLine(user);
    expect(readGuestCart().map((line) => line.productId)).toEqual([1001]);
  });

  it('shows the local lines as the catalogue has them now; gone products leave the cart with a notice', async () => {
    addGuestLine({ productId: 1001, quantity: 3 });
    addGuestLine({ productId: 9999, quantity: 1 });
    const api = installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'POST /api/order/v1/public/cart/refresh': () =>
        ok({
          lines: [cartLine({ cartId: 1, quantity: 3 })],
          removed: [{ cartId: 2, productId: 9999, productOptionId: null }]
        })
    });
    const user = userEvent.setup();
    const { router } = renderApp('/cart');
    expect((await screen.findByTestId('cart-removed-notice')).textContent).toContain(
      '판매가 종료된 상품 1개가 장바구니에서 삭제되었습니다.'
    );
    expect(readGuestCart()).toEqual([{ cartId: 1, productId: 1001, quantity: 3 }]);
    expect(body(api.calls.find((call) => call.url.pathname.endsWith('/refresh'))!)).toEqual({
      cartList: [
        { cartId: 2, productId: 9999, productOptionId: null, quantity: 1 },
        { cartId: 1, productId: 1001, productOptionId: null, quantity: 3 }
      ]
    });
    expect(screen.getByTestId('total-amount').textContent).toBe('115,200원');

    // A local quantity change needs no request and updates the totals.
    await user.click(screen.getByRole('button', { name: '수량 줄이기' }));
    await waitFor(() => expect(readGuestCart()[0]?.quantity).toBe(2));
    await waitFor(() => expect(screen.getByTestId('total-amount').textContent).toBe('76,800원'));

    await user.click(screen.getByTestId('cart-order'));
    // The guest checkout (/order/guest) sends a guest without orderer details on to give them: where the order
    // button ends up. (Waiting for /order/guest itself raced that hop on a busy machine.)
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/nonuser/info'));
    expect(readOrderData('normal')).toMatchObject({
      guest: true,
      lines: [{ cartId: 1, productId: 1001, quantity: 2 }]
    });
  });

  it('an empty guest cart suggests the public best sellers', async () => {
    installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/public/cart/empty-cart': () =>
        ok({
          list: [2002, 2003, 2004].map((productId) =>
            productSummary({ productId, productName: `베스트 토너 ${productId}` })
          )
        })
    });
    renderApp('/cart');
    expect(await screen.findByText('장바구니가 비어 있습니다')).toBeTruthy();
    const section = await screen.findByTestId('cart-suggestions-empty');
    await within(section).findByText('베스트 토너 2002');
    // The first row's images are the empty cart's largest paint: eager and early, the rest lazy.
    const images = [...section.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(window.localStorage.getItem(STORAGE_KEYS.guestCart)).toBeNull();
  });

  it('the autoship tab explains that autoship needs a login, with the way back', async () => {
    installFakeApi({ 'GET /api/product/v1/public/categories': () => ok(categoriesFixture) });
    renderApp('/cart?type=autoship');
    const panel = await screen.findByTestId('cart-autoship-login');
    expect(panel.textContent).toContain('정기배송 장바구니는 회원 전용입니다');
    expect(within(panel).getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fcart%3Ftype%3Dautoship'
    );
  });
});
