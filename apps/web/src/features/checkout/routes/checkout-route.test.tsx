import {
  ERROR_MESSAGES,
  priceOrder,
  startMultiPayment,
  setStepAmount,
  type AvailableCoupon,
  type FavoriteCard,
  type LegalInfo,
  type OrderDetail,
  type OrderLine,
  type OrderSheet,
  type OrderSummary
} from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installErrorEffects } from '../../../app/error-effects';
import { tokenStore } from '../../../shared/api/token-store';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { sessionStore } from '../../../shared/session/session-store';
import { readGuestCart } from '../../../shared/storage/guest-cart';
import { addGuestLine } from '../../../shared/storage/guest-cart-writes';
import { writeOrderData } from '../../../shared/storage/order-data';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { filledDots, tapDigits } from '../../../shared/testing/card-password';
import { renderApp } from '../../../shared/testing/render-app';
import { savedAddress } from '../../address/testing/address-fixtures';
import {
  newPaymentInfo,
  readPaymentInfo,
  writeNonUserInfo,
  writePaymentInfo,
  type PaymentInfo
} from '../lib/payment-state';
import type { TossPaymentRequest } from '../../../shared/payment/toss-loader';

const SHEET_ID = '3f9a2c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';

const serum: OrderLine = {
  productId: 1001,
  productOptionId: null,
  productName: '비타 세럼',
  optionValue: null,
  imageUrl: '/media/serum.webp',
  brand: 'Lumière',
  quantity: 1,
  priceOriginal: 48000,
  price: 40000,
  point: 400,
  couponApplies: true,
  salesStatus: { code: 'ON_SALE' },
  available: true,
  unavailableReason: null
};

const coupon: AvailableCoupon = {
  memberCouponId: 77,
  couponName: '웰컴 3,000원 할인',
  discountType: 'AMOUNT',
  discountValue: 3000,
  maxDiscount: null,
  minOrderAmount: 10000,
  issuedAt: '2026-11-01T00:00:00Z',
  expiresAt: '2026-12-31T00:00:00Z',
  status: 'ISSUED',
  usedAt: null,
  usedOrderNumber: null,
  applicable: true,
  discount: 3000,
  reason: null
};
const bigCoupon: AvailableCoupon = {
  ...coupon,
  memberCouponId: 78,
  couponName: '10만원 이상 만원 할인',
  discountValue: 10000,
  minOrderAmount: 100000,
  applicable: false,
  discount: 0,
  reason: 'MIN_AMOUNT'
};

const BALANCE = 5000;

/** The server's price, computed with the same domain function the API uses. */
function summaryOf(couponId: number | null, points: number): OrderSummary {
  const terms = couponId === coupon.memberCouponId ? coupon : null;
  const price = priceOrder([serum], { coupon: terms, pointRequested: points, pointBalance: BALANCE });
  return {
    lines: [serum],
    price,
    coupon: terms
      ? { memberCouponId: terms.memberCouponId, couponName: terms.couponName, discount: price.couponDiscount }
      : null,
    pointBalance: BALANCE
  };
}

const sheet: OrderSheet = {
  sheetId: SHEET_ID,
  cartType: 'normal',
  source: 'CART',
  lines: [serum],
  price: summaryOf(null, 0).price,
  pointBalance: BALANCE,
  expiresAt: '2026-11-24T00:00:00Z'
};

const CARDS = 'GET /api/member/v1/users/favorite-cards-v2';
const SAVED_CARD_PAY = 'POST /api/order/v1/sales/payments/saved-card';
const CUSTOMER_KEY = 'mc_0123456789abcdef';

const json = (call: FakeCall) => JSON.parse(String(call.body)) as Record<string, unknown>;

function checkoutApi(extra: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 1 }),
    'POST /api/order/v1/sales/sheet': () => ok(sheet),
    [`GET /api/order/v1/sales/sheet/${SHEET_ID}`]: () => ok(sheet),
    'POST /api/order/v1/sales/order-summary': (call) => {
      const body = json(call);
      return ok(summaryOf(body.memberCouponId as number | null, body.pointUsed as number));
    },
    'GET /api/compensation/coupon/v1/coupons/get-available': () => ok({ coupons: [bigCoupon, coupon] }),
    'GET /api/member/v1/users/address': () =>
      ok([savedAddress(1), savedAddress(2, { defaultValue: true, addressName: '집' })]),
    [CARDS]: () => ok({ customerKey: CUSTOMER_KEY, cards: [] }),
    'GET /api/order/v1/public/payments/config': () =>
      ok({
        provider: 'sandbox',
        clientKey: 'test_ck_sandbox',
        sdkSrc: '/__sandbox/toss/v2/standard.js',
        testMode: true
      }),
    'GET /api/etc/v1/public/legal-info': () =>
      ok({
        businessRegistrationNumber: '214-88-31570',
        businessInfoUrl: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148831570',
        privacyOfficer: {
          name: { 'ko-KR': '박지민' },
          position: { 'ko-KR': '고객지원팀장' },
          email: 'p@shop.example',
          phone: '1588-0000'
        },
        escrow: { provider: { 'ko-KR': '토스페이먼츠' }, confirmUrl: 'https://escrow.example/check' }
      } satisfies LegalInfo),
    ...extra
  });
}

function signIn() {
  sessionStore.signIn({
    userSeqNo: 2,
    userNumber: '2000000001',
    userType: 'BEAUTY_CONSUMER',
    fullName: '이민준',
    acceptId: null
  });
  tokenStore.set('access-token');
}

/** A fake provider SDK on window: records each requestPayment instead of leaving the page. */
function fakeToss() {
  const requests: Array<{ clientKey: string; customerKey: string; request: TossPaymentRequest }> = [];
  window.TossPayments = (clientKey: string) => ({
    payment: ({ customerKey }: { customerKey: string }) => ({
      requestPayment: async (request: TossPaymentRequest) => {
        requests.push({ clientKey, customerKey, request });
      },
      requestBillingAuth: () => Promise.reject(new Error('checkout never registers a card'))
    })
  });
  return requests;
}

afterEach(() => {
  delete window.TossPayments;
});

const detail = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  orderNumber: 'AP261123000042',
  displayOrderNumber: 'TP261123000042',
  cartType: 'normal',
  status: 'PLACED',
  orderedAt: '2026-11-23T07:00:00Z',
  amount: 43000,
  lines: [
    {
      salesOrderLineId: 501,
      productId: 1001,
      productOptionId: null,
      productName: '비타 세럼',
      optionValue: null,
      imageUrl: '/media/serum.webp',
      quantity: 1,
      priceOriginal: 48000,
      price: 40000,
      reviewed: false
    }
  ],
  price: summaryOf(null, 0).price,
  coupon: null,
  pointEarned: false,
  payments: [
    {
      step: 1,
      amount: 10000,
      status: 'DONE',
      method: '카드',
      cardCompany: '신한',
      cardNumber: '1234****',
      approvedAt: null,
      cancelledAt: null,
      receiptUrl: null
    },
    {
      step: 2,
      amount: 33000,
      status: 'DONE',
      method: '카드',
      cardCompany: '국민',
      cardNumber: '5678****',
      approvedAt: null,
      cancelledAt: null,
      receiptUrl: null
    }
  ],
  delivery: {
    receiverName: '김서연',
    mobileNumber: '01012345678',
    zipcode: '06236',
    address1: '서울특별시 강남구 테헤란로 102',
    address2: '2층',
    addressDescription: '',
    message: '',
    courier: null,
    trackingNumber: null,
    trackingUrl: null,
    preparingAt: null,
    shippedAt: null,
    deliveredAt: null,
    events: []
  },
  orderer: { name: '이민준', mobileNumber: '01012345678', email: 'minjun@example.com' },
  cancellable: true,
  addressChangeable: true,
  cancelledAt: null,
  guest: false,
  ...overrides
});

/** A member's saved state after init of a two-step payment (10,000 + 33,000). */
function twoStepInfo(overrides: Partial<PaymentInfo> = {}): PaymentInfo {
  const base = newPaymentInfo('member', 'normal');
  return {
    ...base,
    sheetId: SHEET_ID,
    orderDataAt: '2026-11-23T06:59:00.000Z',
    choices: {
      ...base.choices,
      userAddressId: 1,
      address: {
        lastName: '김',
        firstName: '서연',
        mobileNumber: '01012345678',
        zipcode: '06236',
        address1: '서울특별시 강남구 테헤란로 101',
        address2: '1층',
        addressDescription: ''
      },
      messagePreset: 'DOOR',
      memberCouponId: 77,
      pointUsed: 1000,
      agreements: { purchase: true, privacy: true, thirdParty: true },
      split: true,
      splitFirstAmount: 10000
    },
    order: {
      orderNumber: 'AP261123000042',
      displayOrderNumber: 'TP261123000042',
      amount: 43000,
      orderName: '비타 세럼',
      customerKey: 'c0ffee00-0000-4000-8000-000000000001',
      steps: [
        { step: 1, paymentOrderId: 'AP261123000042-1-a', amount: 10000, status: 'READY' },
        { step: 2, paymentOrderId: 'AP261123000042-2-a', amount: 33000, status: 'READY' }
      ]
    },
    multi: setStepAmount(startMultiPayment(43000, 2), 1, 10000),
    ...overrides
  };
}

describe('/order for a member', () => {
  it('makes the sheet once from the order data, preselects the default address and shows the server summary; a reload reuses the sheet', async () => {
    signIn();
    writeOrderData({
      cartType: 'normal',
      guest: false,
      lines: [{ cartId: 11, productId: 1001, productOptionId: null, quantity: 1 }]
    });
    const api = checkoutApi();
    const first = renderApp('/order');
    expect(await screen.findByTestId('summary-amount')).toHaveProperty('textContent', '43,000원');
    const sheetCalls = api.calls.filter(
      (call) => call.method === 'POST' && call.url.pathname === '/api/order/v1/sales/sheet'
    );
    expect(sheetCalls.map(json)).toEqual([{ source: 'CART', cartType: 'normal', cartIds: [11] }]);
    expect(readPaymentInfo('member')?.sheetId).toBe(SHEET_ID);
    expect(within(screen.getByTestId('order-address-chosen')).getByText('집')).toBeTruthy();
    expect(screen.getByTestId('order-test-mode').textContent).toBe('테스트 모드 — 실제 결제되지 않습니다');
    expect(screen.getByTestId('order-pay').textContent).toBe('43,000원 결제하기');
    first.unmount();

    renderApp('/order');
    await screen.findByTestId('summary-amount');
    expect(
      api.calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/order/v1/sales/sheet')
    ).toHaveLength(1);
  });

  it('tells the buyer the right to cancel (7 days, opened cosmetics excepted) and the escrow protection, by the agreements', async () => {
    signIn();
    writeOrderData({
      cartType: 'normal',
      guest: false,
      lines: [{ cartId: 11, productId: 1001, productOptionId: null, quantity: 1 }]
    });
    checkoutApi();
    renderApp('/order');
    const notices = await screen.findByTestId('order-legal-notices');
    expect(within(notices).getByRole('heading', { name: '청약철회 안내' })).toBeTruthy();
    const withdrawal = screen.getByTestId('order-withdrawal-notice').textContent;
    expect(withdrawal).toContain('상품을 받은 날부터 7일 이내에는 청약철회(반품·환불)를 신청할 수 있습니다.');
    expect(withdrawal).toContain('포장을 개봉했거나 사용한 화장품');
    expect(withdrawal).toContain('받은 날부터 3개월, 그 사실을 안 날부터 30일 이내');
    const escrow = await within(notices).findByTestId('escrow-notice');
    expect(escrow.textContent).toContain('토스페이먼츠의 구매안전서비스(에스크로)로 보호됩니다.');
    expect(
      within(escrow)
        .getByRole('link', { name: /서비스 가입사실 확인/ })
        .getAttribute('href')
    ).toBe('https://escrow.example/check');
    // Right after the agreements (the phone's pay bar is fixed at the bottom; on a desktop it stays above them).
    const agreements = screen.getByTestId('order-agreements');
    expect(agreements.compareDocumentPosition(notices) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a buy-now hand-off (DIRECT) makes a DIRECT sheet of the product itself, with no cart line involved', async () => {
    signIn();
    writeOrderData({
      source: 'DIRECT',
      cartType: 'normal',
      guest: false,
      lines: [{ productId: 1001, productOptionId: null, quantity: 2 }]
    });
    const api = checkoutApi();
    renderApp('/order');
    expect(await screen.findByTestId('summary-amount')).toHaveProperty('textContent', '43,000원');
    const sheetCalls = api.calls.filter(
      (call) => call.method === 'POST' && call.url.pathname === '/api/order/v1/sales/sheet'
    );
    expect(sheetCalls.map(json)).toEqual([
      {
        source: 'DIRECT',
        cartType: 'normal',
        lines: [{ productId: 1001, productOptionId: null, quantity: 2 }]
      }
    ]);
    // The header reads the cart badge; nothing writes to the cart.
    expect(
      api.calls.some((call) => call.method !== 'GET' && call.url.pathname.startsWith('/api/order/v1/cart'))
    ).toBe(false);
  });

  it('a gone sheet (4340) shows the message and goes back to the cart the order came from', async () => {
    signIn();
    writeOrderData({
      cartType: 'autoship',
      guest: false,
      lines: [{ cartId: 11, productId: 1001, productOptionId: null, quantity: 1 }]
    });
    checkoutApi({
      [`GET /api/order/v1/sales/sheet/${SHEET_ID}`]: () => fail(404, '4340', '결제를 진행할 수 없습니다.')
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/order');
    installErrorEffects(router, queryClient);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('결제를 진행할 수 없습니다.');
    await user.click(within(dialog).getByRole('button'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/cart?type=autoship')
    );
  });

  it('opens the add form when the member has no saved address', async () => {
    signIn();
    writeOrderData({
      cartType: 'normal',
      guest: false,
      lines: [{ cartId: 11, productId: 1001, productOptionId: null, quantity: 1 }]
    });
    checkoutApi({ 'GET /api/member/v1/users/address': () => ok([]) });
    renderApp('/order');
    expect(await screen.findByTestId('address-form-dialog')).toBeTruthy();
    expect(screen.getByTestId('order-address-none').textContent).toBe(
      '등록된 배송지가 없습니다. 배송지를 추가해 주세요.'
    );
  });

  it('shows a friendly empty state linking to the cart without order data or saved state', async () => {
    signIn();
    checkoutApi();
    renderApp('/order');
    const empty = await screen.findByTestId('order-empty');
    expect(within(empty).getByRole('link', { name: '장바구니로 가기' }).getAttribute('href')).toBe('/cart');
  });

  it('re-asks the summary when a coupon is chosen (inapplicable ones disabled with the reason) and clamps points to the maximum', async () => {
    signIn();
    writeOrderData({
      cartType: 'normal',
      guest: false,
      lines: [{ cartId: 11, productId: 1001, productOptionId: null, quantity: 1 }]
    });
    const api = checkoutApi();
    const user = userEvent.setup();
    renderApp('/order');
    await screen.findByTestId('summary-amount');

    await user.click(await screen.findByTestId('order-coupon-open'));
    const dialog = await screen.findByTestId('order-coupon-dialog');
    const options = within(dialog).getAllByTestId('order-coupon-option');
    // Applicable first; the other disabled with its reason.
    expect(options.map((option) => option.dataset.applicable)).toEqual(['true', 'false']);
    expect(within(options[1]!).getByRole('radio')).toHaveProperty('disabled', true);
    expect(options[1]!.textContent).toContain('최소 주문 금액 미달');
    await user.click(within(options[0]!).getByRole('radio'));
    await user.click(within(dialog).getByTestId('order-coupon-apply'));
    await waitFor(() => expect(screen.getByTestId('summary-amount').textContent).toBe('40,000원'));
    expect(screen.getByTestId('summary-coupon').textContent).toBe('−3,000원');

    const input = screen.getByTestId('order-points-input');
    await user.type(input, '999999');
    await user.tab();
    // Clamped to the balance (5,000P) and written as the shop writes points, and the server is asked with that.
    expect((input as HTMLInputElement).value).toBe('5,000');
    await waitFor(() => expect(screen.getByTestId('summary-amount').textContent).toBe('35,000원'));
    const lastSummary = api.calls
      .filter((call) => call.url.pathname === '/api/order/v1/sales/order-summary')
      .at(-1)!;
    expect(json(lastSummary)).toEqual({ sheetId: SHEET_ID, memberCouponId: 77, pointUsed: 5000 });

    await user.clear(input);
    await user.type(input, '12a');
    expect(screen.getByTestId('order-points-error').textContent).toBe(
      '포인트는 0 이상 5,000P 이하의 숫자로 입력해 주세요.'
    );
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain('order-points-error');
  });

  it('refuses to pay without the agreements, then inits with an Idempotency-Key and opens the provider window for step 1 of a split', async () => {
    signIn();
    writeOrderData({
      cartType: 'normal',
      guest: false,
      lines: [{ cartId: 11, productId: 1001, productOptionId: null, quantity: 1 }]
    });
    const requests = fakeToss();
    const api = checkoutApi({
      'POST /api/order/v1/sales/init': () =>
        ok({
          orderNumber: 'AP261123000042',
          displayOrderNumber: 'TP261123000042',
          status: 'PAYMENT_PENDING',
          amount: 43000,
          orderName: '비타 세럼',
          steps: [
            { step: 1, paymentOrderId: 'AP261123000042-1-a', amount: 10000, status: 'READY' },
            { step: 2, paymentOrderId: 'AP261123000042-2-a', amount: 33000, status: 'READY' }
          ],
          customerKey: 'c0ffee00-0000-4000-8000-000000000001'
        })
    });
    const user = userEvent.setup();
    renderApp('/order');
    await screen.findByTestId('summary-amount');

    await user.click(screen.getByTestId('order-pay'));
    expect(screen.getByTestId('order-agreements-error').textContent).toBe('필수 약관에 모두 동의해 주세요.');
    expect(api.calls.some((call) => call.url.pathname === '/api/order/v1/sales/init')).toBe(false);

    await user.click(screen.getByTestId('order-split-toggle'));
    await user.type(screen.getByTestId('order-split-first'), '50');
    expect(screen.getByTestId('order-split-error').textContent).toBe(
      '1차, 2차 결제 금액은 각각 100원 이상이어야 합니다.'
    );
    expect(screen.getByTestId('order-split-first').getAttribute('aria-describedby')).toBe(
      'order-split-error'
    );
    expect(screen.getByTestId('order-split-first').getAttribute('aria-invalid')).toBe('true');
    await user.clear(screen.getByTestId('order-split-first'));
    await user.type(screen.getByTestId('order-split-first'), '10000');
    expect(screen.getByTestId('order-split-remaining').textContent).toBe('2차 결제 금액 33,000원');
    await user.click(screen.getByTestId('order-agree-all'));
    for (const key of ['purchase', 'privacy', 'thirdParty'])
      expect(screen.getByTestId(`order-agree-${key}`)).toHaveProperty('checked', true);

    await user.click(screen.getByTestId('order-pay'));
    await waitFor(() => expect(requests).toHaveLength(1));
    const init = api.calls.find((call) => call.url.pathname === '/api/order/v1/sales/init')!;
    expect(init.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(json(init)).toMatchObject({
      sheetId: SHEET_ID,
      memberCouponId: null,
      pointUsed: 0,
      userAddressId: 2,
      expectedAmount: 43000,
      splitFirstAmount: 10000,
      agreements: { purchase: true, privacy: true, thirdParty: true }
    });
    expect(requests[0]).toEqual({
      clientKey: 'test_ck_sandbox',
      customerKey: 'c0ffee00-0000-4000-8000-000000000001',
      request: {
        method: 'CARD',
        amount: { currency: 'KRW', value: 10000 },
        orderId: 'AP261123000042-1-a',
        orderName: '비타 세럼',
        successUrl: `${window.location.origin}/order`,
        failUrl: `${window.location.origin}/order`
      }
    });
    // The state a redirect comes back to: the pending order and its machine, the key released.
    const saved = readPaymentInfo('member')!;
    expect(saved.initKey).toBeNull();
    expect(saved.order?.steps.map((step) => step.paymentOrderId)).toEqual([
      'AP261123000042-1-a',
      'AP261123000042-2-a'
    ]);
    expect(saved.multi.steps.map((step) => step.amount)).toEqual([10000, 33000]);
  });

  it('keeps the Idempotency-Key when init gets no answer, so the retry is the same request', async () => {
    signIn();
    writeOrderData({
      cartType: 'normal',
      guest: false,
      lines: [{ cartId: 11, productId: 1001, productOptionId: null, quantity: 1 }]
    });
    let attempts = 0;
    const api = checkoutApi({
      'POST /api/order/v1/sales/init': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return fail(409, 'IDEMPOTENCY_KEY_IN_FLIGHT');
      }
    });
    const user = userEvent.setup();
    renderApp('/order');
    await screen.findByTestId('summary-amount');
    await user.click(screen.getByTestId('order-agree-all'));
    await user.click(screen.getByTestId('order-pay'));
    await screen.findByTestId('order-failure');
    await user.click(screen.getByTestId('order-pay'));
    await waitFor(() => expect(attempts).toBe(2));
    const keys = api.calls
      .filter((call) => call.url.pathname === '/api/order/v1/sales/init')
      .map((call) => call.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("on the provider's success return confirms step 1 (confirm-<orderId>), shows the two-step state and cleans the address", async () => {
    signIn();
    writePaymentInfo(twoStepInfo());
    const requests = fakeToss();
    const api = checkoutApi({
      'POST /api/order/v1/public/payments/confirm': () =>
        ok({
          orderNumber: 'AP261123000042',
          displayOrderNumber: 'TP261123000042',
          step: 1,
          totalSteps: 2,
          placed: false,
          nextStep: { step: 2, paymentOrderId: 'AP261123000042-2-a', amount: 33000, status: 'READY' },
          order: null
        })
    });
    const user = userEvent.setup();
    const { router } = renderApp('/order?paymentKey=pk_1&orderId=AP261123000042-1-a&amount=10000');
    const progress = await screen.findByTestId('order-step-progress');
    expect(progress.textContent).toContain('1차 결제 완료 10,000원 — 2차 결제 33,000원');
    const confirm = api.calls.find((call) => call.url.pathname === '/api/order/v1/public/payments/confirm')!;
    expect(confirm.headers.get('idempotency-key')).toBe('confirm-AP261123000042-1-a');
    expect(json(confirm)).toEqual({ paymentKey: 'pk_1', orderId: 'AP261123000042-1-a', amount: 10000 });
    expect(router.state.location.search).toBe('');
    const saved = readPaymentInfo('member')!;
    expect(saved.multi.currentStep).toBe(2);
    expect(saved.multi.steps[0]).toMatchObject({
      paymentStatus: 'completed',
      orderStatus: 'completed',
      paymentKey: 'pk_1'
    });
    // The choices made before the window are still there (restored from the saved state).
    expect(saved.choices).toMatchObject({ memberCouponId: 77, pointUsed: 1000, messagePreset: 'DOOR' });

    expect(screen.getByTestId('order-pay').textContent).toBe('2차 33,000원 결제하기');
    await user.click(screen.getByTestId('order-pay'));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.request).toMatchObject({
      orderId: 'AP261123000042-2-a',
      amount: { currency: 'KRW', value: 33000 }
    });
  });

  it('when the last step is confirmed, clears the payment state and lands on the success page with the TP number and both payments', async () => {
    signIn();
    const info = twoStepInfo();
    writePaymentInfo({
      ...info,
      order: { ...info.order!, steps: [{ ...info.order!.steps[0]!, status: 'DONE' }, info.order!.steps[1]!] }
    });
    const api = installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 }),
      'POST /api/order/v1/public/payments/confirm': () =>
        ok({
          orderNumber: 'AP261123000042',
          displayOrderNumber: 'TP261123000042',
          step: 2,
          totalSteps: 2,
          placed: true,
          nextStep: null,
          order: detail()
        })
    });
    const { router } = renderApp('/order?paymentKey=pk_2&orderId=AP261123000042-2-a&amount=33000');
    expect((await screen.findByTestId('order-success-number')).textContent).toBe('TP261123000042');
    expect(router.state.location.pathname).toBe('/order/success');
    expect(sessionStorage.getItem(STORAGE_KEYS.paymentInfo)).toBeNull();
    expect(screen.getByTestId('order-success-step-1').textContent).toBe('10,000원');
    expect(screen.getByTestId('order-success-step-2').textContent).toBe('33,000원');
    expect(screen.getByTestId('order-success-amount').textContent).toBe('43,000원');
    // The points come once the parcel ships (earn-point from the order detail), not now: nothing is credited here.
    expect((await screen.findByTestId('order-success-earned')).textContent).toMatch(
      /^적립 예정 포인트 [\d,]+P는 상품이 출고되면 주문 상세에서 받을 수 있습니다\.$/
    );
    expect(api.calls.some((call) => call.url.pathname === '/api/order/v1/sales/earn-point')).toBe(false);
    expect(screen.getByTestId('order-success-detail').getAttribute('href')).toBe(
      '/mypage/orderDetail?orderNumber=TP261123000042'
    );
    // Nothing priced the (now used) sheet while the return was confirmed: a late read would answer 4340.
    expect(
      api.calls.filter((call) => /\/order\/v1\/sales\/(sheet|order-summary)/.test(call.url.pathname))
    ).toEqual([]);
  });

  it('on a fail return abandons the attempt, shows the translated message and keeps the form for a new try', async () => {
    signIn();
    writePaymentInfo(twoStepInfo());
    const api = checkoutApi({
      'POST /api/order/v1/public/payments/abandon': () =>
        ok({ orderNumber: 'AP261123000042', status: 'FAILED', refundedSteps: 0 })
    });
    const { router } = renderApp(
      '/order?code=REJECT_CARD_COMPANY&message=%EA%B1%B0%EC%A0%88&orderId=AP261123000042-1-a'
    );
    const message = await screen.findByTestId('order-failure-message');
    expect(message.textContent).toBe('카드사에서 결제를 거절했습니다. 다른 카드로 다시 시도해 주세요.');
    const abandon = api.calls.find((call) => call.url.pathname === '/api/order/v1/public/payments/abandon')!;
    expect(abandon.headers.get('idempotency-key')).toBe('abandon-AP261123000042-1-a');
    expect(json(abandon)).toEqual({
      orderId: 'AP261123000042-1-a',
      code: 'REJECT_CARD_COMPANY',
      message: '거절'
    });
    expect(router.state.location.search).toBe('');
    const saved = readPaymentInfo('member')!;
    expect(saved.order).toBeNull();
    expect(saved.choices).toMatchObject({
      userAddressId: 1,
      memberCouponId: 77,
      pointUsed: 1000,
      split: true,
      splitFirstAmount: 10000
    });
    // The form shows what was chosen: the address, the coupon, the points, and a fresh pay button.
    await waitFor(() =>
      expect(screen.getByTestId('order-address-chosen').textContent).toContain('테헤란로 101')
    );
    expect(screen.getByTestId<HTMLInputElement>('order-points-input').value).toBe('1,000');
    await waitFor(() =>
      expect(screen.getByTestId('order-coupon-selected').textContent).toContain('웰컴 3,000원 할인')
    );
    expect(screen.getByTestId('order-pay').textContent).toMatch(/결제하기$/);
  });

  it('gives up a pending order nobody paid (a reload after init) before making a new one', async () => {
    signIn();
    writePaymentInfo(
      twoStepInfo({
        choices: {
          ...twoStepInfo().choices,
          memberCouponId: null,
          pointUsed: 0,
          split: false,
          splitFirstAmount: null
        }
      })
    );
    const requests = fakeToss();
    const order = (call: FakeCall) => api.calls.indexOf(call);
    const api = checkoutApi({
      'POST /api/order/v1/public/payments/abandon': () =>
        ok({ orderNumber: 'AP261123000042', status: 'FAILED', refundedSteps: 0 }),
      'POST /api/order/v1/sales/init': () =>
        ok({
          orderNumber: 'AP261123000043',
          displayOrderNumber: 'TP261123000043',
          status: 'PAYMENT_PENDING',
          amount: 43000,
          orderName: '비타 세럼',
          steps: [{ step: 1, paymentOrderId: 'AP261123000043-1-a', amount: 43000, status: 'READY' }],
          customerKey: 'c0ffee00-0000-4000-8000-000000000001'
        })
    });
    const user = userEvent.setup();
    renderApp('/order');
    await screen.findByTestId('summary-amount');
    await user.click(screen.getByTestId('order-pay'));
    await waitFor(() => expect(requests).toHaveLength(1));
    const abandon = api.calls.find((call) => call.url.pathname === '/api/order/v1/public/payments/abandon')!;
    const init = api.calls.find((call) => call.url.pathname === '/api/order/v1/sales/init')!;
    expect(json(abandon).orderId).toBe('AP261123000042-1-a');
    expect(order(abandon)).toBeLessThan(order(init));
    expect(requests[0]?.request.orderId).toBe('AP261123000043-1-a');
  });

  it('a user-cancelled payment without orderId abandons the current step and says so', async () => {
    signIn();
    writePaymentInfo(twoStepInfo());
    const api = checkoutApi({
      'POST /api/order/v1/public/payments/abandon': () =>
        ok({ orderNumber: 'AP261123000042', status: 'FAILED', refundedSteps: 0 })
    });
    renderApp('/order?code=PAY_PROCESS_CANCELED&message=cancel');
    expect((await screen.findByTestId('order-failure-message')).textContent).toBe(
      '결제를 취소하셨습니다. 다시 결제해 주세요.'
    );
    expect(
      json(api.calls.find((call) => call.url.pathname === '/api/order/v1/public/payments/abandon')!).orderId
    ).toBe('AP261123000042-1-a');
  });
});

const savedCard = (id: number, overrides: Partial<FavoriteCard> = {}): FavoriteCard => ({
  userFavoriteCardsId: id,
  cardCompanyCode: '41',
  cardCompanyName: '신한카드',
  cardNumber: '43301234****123*',
  cardType: '신용',
  fixedTermYn: 'N',
  hasOrderPassword: true,
  failCount: 0,
  orderPasswordLocked: false,
  registeredAt: '2026-11-20T00:00:00Z',
  ...overrides
});

const pendingAnswer = (steps: Array<{ step: number; amount: number }>) =>
  ok({
    orderNumber: 'AP261123000042',
    displayOrderNumber: 'TP261123000042',
    status: 'PAYMENT_PENDING',
    amount: 43000,
    orderName: '비타 세럼',
    steps: steps.map(({ step, amount }) => ({
      step,
      paymentOrderId: `AP261123000042-${step}-a`,
      amount,
      status: 'READY'
    })),
    customerKey: 'c0ffee00-0000-4000-8000-000000000001'
  });

const placedAnswer = (step: number, totalSteps: number, order: OrderDetail) =>
  ok({
    orderNumber: order.orderNumber,
    displayOrderNumber: order.displayOrderNumber,
    step,
    totalSteps,
    placed: true,
    nextStep: null,
    order
  });

/** A member's checkout with the given saved cards, ready to pay (agreements given). */
async function savedCardCheckout(
  cards: () => FavoriteCard[],
  extra: Parameters<typeof installFakeApi>[0] = {}
) {
  signIn();
  writeOrderData({
    cartType: 'normal',
    guest: false,
    lines: [{ cartId: 11, productId: 1001, productOptionId: null, quantity: 1 }]
  });
  const requests = fakeToss();
  const api = checkoutApi({ [CARDS]: () => ok({ customerKey: CUSTOMER_KEY, cards: cards() }), ...extra });
  const user = userEvent.setup();
  const rendered = renderApp('/order');
  await screen.findByTestId('summary-amount');
  await user.click(screen.getByTestId('order-agree-all'));
  return { api, user, requests, ...rendered };
}

const paidWithCard = (api: { calls: FakeCall[] }) =>
  api.calls.filter(
    (call) => call.method === 'POST' && call.url.pathname === '/api/order/v1/sales/payments/saved-card'
  );

/** The entry dialog, once its keypad takes digits. */
async function entryDialog() {
  const dialog = await screen.findByRole('dialog', { name: '카드 비밀번호 입력' });
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: '숫자 1' }).hasAttribute('disabled')).toBe(false)
  );
  return dialog;
}

describe('/order paid with a saved card', () => {
  it('offers saved cards only when one has a password and is not locked; else the window and a way to register one', async () => {
    let cards = [
      savedCard(5, { hasOrderPassword: false }),
      savedCard(6, { orderPasswordLocked: true, failCount: 5 })
    ];
    const { user, unmount } = await savedCardCheckout(() => cards);
    const register = await screen.findByTestId('order-saved-card-register');
    expect(within(register).getByRole('link', { name: '카드 등록하기' }).getAttribute('href')).toBe(
      '/mypage/autoshipCard'
    );
    expect(screen.queryByTestId('order-pay-method')).toBeNull();
    unmount();

    cards = [
      savedCard(5, { hasOrderPassword: false }),
      savedCard(7, { cardCompanyName: '국민카드', cardNumber: '94901234****567*' }),
      savedCard(8, { fixedTermYn: 'Y' })
    ];
    renderApp('/order');
    const choice = await screen.findByTestId('order-pay-method');
    expect(screen.queryByTestId('order-saved-card-register')).toBeNull();
    // The window stays the default; the cards show once the member picks them.
    expect(within(choice).getByRole('radio', { name: '카드 결제 (결제창)' })).toHaveProperty('checked', true);
    expect(screen.queryByTestId('order-saved-cards')).toBeNull();
    await user.click(within(choice).getByRole('radio', { name: '등록 카드로 결제' }));
    const list = screen.getByTestId('order-saved-cards');
    const options = within(list).getAllByRole('radio');
    // Only the usable cards, the autoship card first (and picked).
    expect(options.map((option) => option.closest('label')?.dataset.testid)).toEqual([
      'order-saved-card-8',
      'order-saved-card-7'
    ]);
    expect(options[0]).toHaveProperty('checked', true);
    expect(screen.getByTestId('order-saved-card-8').textContent).toBe(
      '신한카드4330-1234-****-123*정기배송 카드'
    );
    expect(screen.getByTestId('order-saved-card-7').textContent).toBe('국민카드9490-1234-****-567*');
    expect(within(list).getByRole('link', { name: '카드 관리' }).getAttribute('href')).toBe(
      '/mypage/autoshipCard'
    );
  });

  it('pays with the saved card: the sixth digit is the payment (body and Idempotency-Key), then the success page', async () => {
    const { api, user, router, requests } = await savedCardCheckout(() => [savedCard(7), savedCard(8)], {
      'POST /api/order/v1/sales/init': () => pendingAnswer([{ step: 1, amount: 43000 }]),
      [SAVED_CARD_PAY]: () =>
        placedAnswer(1, 1, detail({ payments: [{ ...detail().payments[0]!, amount: 43000 }] }))
    });
    await user.click(screen.getByRole('radio', { name: '등록 카드로 결제' }));
    await user.click(within(screen.getByTestId('order-saved-card-8')).getByRole('radio'));
    await user.click(screen.getByTestId('order-pay'));
    const dialog = await entryDialog();
    expect(dialog.textContent).toContain(
      '신한카드 4330-1234-****-123*, 43,000원 결제를 위해 카드 비밀번호 6자리를 입력해 주세요.'
    );
    await tapDigits(user, '246802');
    expect((await screen.findByTestId('order-success-number')).textContent).toBe('TP261123000042');
    expect(router.state.location.pathname).toBe('/order/success');
    expect(screen.getByTestId('order-success-amount').textContent).toBe('43,000원');

    const [payment, ...more] = paidWithCard(api);
    expect(more).toEqual([]);
    expect(json(payment!)).toEqual({
      orderId: 'AP261123000042-1-a',
      amount: 43000,
      userFavoriteCardsId: 8,
      orderPassword: '246802'
    });
    expect(payment!.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    // One try of the five: no match before the payment; and no window.
    expect(api.calls.some((call) => call.url.pathname.includes('/order-password'))).toBe(false);
    expect(requests).toEqual([]);
    // The digits are nowhere but in that request.
    for (const store of [sessionStorage, localStorage])
      for (const key of Object.keys(store)) expect(store.getItem(key)).not.toContain('246802');
  });

  it('a wrong password says n/5 and takes another entry; a split pays step 2 with a saved card again', async () => {
    const answers = [
      () => fail(400, 'CARD_PASSWORD_MISMATCH', 'mismatch', { data: { failCount: 2 } }),
      () =>
        ok({
          orderNumber: 'AP261123000042',
          displayOrderNumber: 'TP261123000042',
          step: 1,
          totalSteps: 2,
          placed: false,
          nextStep: { step: 2, paymentOrderId: 'AP261123000042-2-a', amount: 33000, status: 'READY' },
          order: null
        }),
      () => placedAnswer(2, 2, detail())
    ];
    const { api, user, router } = await savedCardCheckout(() => [savedCard(7)], {
      'POST /api/order/v1/sales/init': () =>
        pendingAnswer([
          { step: 1, amount: 10000 },
          { step: 2, amount: 33000 }
        ]),
      [SAVED_CARD_PAY]: () => answers.shift()!()
    });
    await user.click(screen.getByRole('radio', { name: '등록 카드로 결제' }));
    await user.click(screen.getByTestId('order-split-toggle'));
    await user.type(screen.getByTestId('order-split-first'), '10000');
    await user.click(screen.getByTestId('order-pay'));
    expect((await entryDialog()).textContent).toContain('10,000원 결제를 위해');
    await tapDigits(user, '111111');
    expect((await screen.findByTestId('card-password-entry-notice')).textContent).toBe(
      '비밀번호가 일치하지 않습니다 (2/5). 다시 입력해 주세요.'
    );
    expect(filledDots()).toBe(0);
    await entryDialog();
    await tapDigits(user, '246802');
    expect((await screen.findByTestId('order-step-progress')).textContent).toContain(
      '1차 결제 완료 10,000원 — 2차 결제 33,000원'
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readPaymentInfo('member')?.order?.steps.map((step) => step.status)).toEqual(['DONE', 'READY']);

    // Step 2: the same way, unless the member switches.
    expect(screen.getByRole('radio', { name: '등록 카드로 결제' })).toHaveProperty('checked', true);
    expect(screen.getByTestId('order-pay').textContent).toBe('2차 33,000원 결제하기');
    await user.click(screen.getByTestId('order-pay'));
    expect((await entryDialog()).textContent).toContain('33,000원 결제를 위해');
    await tapDigits(user, '246802');
    expect((await screen.findByTestId('order-success-number')).textContent).toBe('TP261123000042');
    expect(router.state.location.pathname).toBe('/order/success');

    const calls = paidWithCard(api);
    expect(calls.map((call) => [json(call).orderId, json(call).amount, json(call).orderPassword])).toEqual([
      ['AP261123000042-1-a', 10000, '111111'],
      ['AP261123000042-1-a', 10000, '246802'],
      ['AP261123000042-2-a', 33000, '246802']
    ]);
    // Each entry is its own request: a key of its own (the server keeps a refusal's answer for its key).
    expect(new Set(calls.map((call) => call.headers.get('idempotency-key'))).size).toBe(3);
  });

  it('a locked card shows the lock with the way to reset it; closing gives the unpaid order up and drops the card', async () => {
    let locked = false;
    const { api, user } = await savedCardCheckout(
      () => [savedCard(7, locked ? { orderPasswordLocked: true, failCount: 5 } : {})],
      {
        'POST /api/order/v1/sales/init': () => pendingAnswer([{ step: 1, amount: 43000 }]),
        'POST /api/order/v1/public/payments/abandon': () =>
          ok({ orderNumber: 'AP261123000042', status: 'FAILED', refundedSteps: 0 }),
        [SAVED_CARD_PAY]: () => {
          locked = true;
          return fail(403, 'CARD_PASSWORD_LOCKED', 'locked');
        }
      }
    );
    await user.click(screen.getByRole('radio', { name: '등록 카드로 결제' }));
    await user.click(screen.getByTestId('order-pay'));
    await entryDialog();
    await tapDigits(user, '999999');
    expect((await screen.findByTestId('card-password-entry-locked')).textContent).toBe(
      '카드 비밀번호를 5회 잘못 입력하여 사용할 수 없습니다. 본인인증 후 비밀번호를 재설정해 주세요.'
    );
    expect(screen.getByRole('link', { name: '비밀번호 재설정' }).getAttribute('href')).toBe(
      '/mypage/autoshipCard'
    );
    await user.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.url.pathname === '/api/order/v1/public/payments/abandon').map(json)
      ).toEqual([{ orderId: 'AP261123000042-1-a', code: 'PAY_PROCESS_CANCELED', message: '' }])
    );
    expect(readPaymentInfo('member')?.order).toBeNull();
    // The card list is read again: the locked card is no longer offered.
    expect(await screen.findByTestId('order-saved-card-register')).toBeTruthy();
    expect(screen.queryByTestId('order-pay-method')).toBeNull();
    expect(screen.queryByTestId('order-failure')).toBeNull();
  });

  it('a refused card (4309) ends like a refused window: the message, the order gone, the form kept for a new try', async () => {
    const { api, user, router, queryClient } = await savedCardCheckout(() => [savedCard(7)], {
      'POST /api/order/v1/sales/init': () => pendingAnswer([{ step: 1, amount: 43000 }]),
      [SAVED_CARD_PAY]: () => fail(409, '4309', '카드사에서 승인하지 않았습니다.')
    });
    installErrorEffects(router, queryClient);
    await user.click(screen.getByRole('radio', { name: '등록 카드로 결제' }));
    await user.click(screen.getByTestId('order-pay'));
    await entryDialog();
    await tapDigits(user, '246802');
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('카드사에서 승인하지 않았습니다.');
    expect(screen.queryByRole('dialog', { name: '카드 비밀번호 입력' })).toBeNull();
    const saved = readPaymentInfo('member')!;
    expect(saved.order).toBeNull();
    expect(saved.initKey).toBeNull();
    // The server failed the order itself: nothing to abandon.
    expect(api.calls.some((call) => call.url.pathname === '/api/order/v1/public/payments/abandon')).toBe(
      false
    );
    await user.click(within(alert).getByRole('button'));
    expect(router.state.location.pathname).toBe('/order');
    expect(screen.getByTestId('order-pay').textContent).toBe('43,000원 결제하기');
    expect(screen.getByRole('radio', { name: '등록 카드로 결제' })).toHaveProperty('checked', true);
  });

  it('another failure (the provider unreachable) closes the entry, shows the message and gives the unpaid order up', async () => {
    const { api, user } = await savedCardCheckout(() => [savedCard(7)], {
      'POST /api/order/v1/sales/init': () => pendingAnswer([{ step: 1, amount: 43000 }]),
      'POST /api/order/v1/public/payments/abandon': () =>
        ok({ orderNumber: 'AP261123000042', status: 'FAILED', refundedSteps: 0 }),
      [SAVED_CARD_PAY]: () => fail(502, 'PAYMENT_PROVIDER_ERROR')
    });
    await user.click(screen.getByRole('radio', { name: '등록 카드로 결제' }));
    await user.click(screen.getByTestId('order-pay'));
    await entryDialog();
    await tapDigits(user, '246802');
    expect((await screen.findByTestId('order-failure-message')).textContent).toBe(
      ERROR_MESSAGES['ko-KR'].PAYMENT_PROVIDER_ERROR
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((call) => call.url.pathname === '/api/order/v1/public/payments/abandon')).toBe(
      true
    );
    expect(readPaymentInfo('member')?.order).toBeNull();
  });
});

describe('/order/guest', () => {
  it("/order/nonuser/info focuses the first wrong field and links each message, the agreement's too", async () => {
    checkoutApi({});
    const user = userEvent.setup();
    renderApp('/order/nonuser/info');
    await screen.findByTestId('nonuser-form');
    await user.type(screen.getByTestId('nonuser-name'), '박지수');
    await user.type(screen.getByTestId('nonuser-mobileNumber'), '010-98ab');
    await user.click(screen.getByTestId('nonuser-next'));
    const mobile = screen.getByTestId('nonuser-mobileNumber');
    const mobileMessage = await screen.findByText('휴대폰 번호는 숫자만 입력해 주세요.');
    expect(document.activeElement).toBe(mobile);
    expect(mobile.getAttribute('aria-describedby')).toBe(mobileMessage.id);
    expect(screen.getByTestId('nonuser-name').getAttribute('aria-invalid')).toBeNull();
    const agree = screen.getByTestId('nonuser-agree');
    expect(agree.getAttribute('aria-invalid')).toBe('true');
    expect(agree.getAttribute('aria-describedby')).toBe(
      screen.getByText('개인정보 수집에 동의해 주세요.').id
    );
  });

  it('sends a guest without orderer details to /order/nonuser/info, which saves them (no password) and comes back', async () => {
    writeOrderData({
      cartType: 'normal',
      guest: true,
      lines: [{ cartId: 1, productId: 1001, productOptionId: null, quantity: 1 }]
    });
    const api = checkoutApi({
      'POST /api/order/v1/public/guest-order/order-summary': () => ok(summaryOf(null, 0))
    });
    const user = userEvent.setup();
    const { router } = renderApp('/order/guest');
    await screen.findByTestId('nonuser-form');
    expect(router.state.location.pathname).toBe('/order/nonuser/info');
    await user.click(screen.getByTestId('nonuser-next'));
    expect(screen.getByText('이름을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('개인정보 수집에 동의해 주세요.')).toBeTruthy();
    await user.type(screen.getByTestId('nonuser-name'), '박지수');
    // Each message goes as soon as its field is fixed, before the next submit.
    expect(screen.queryByText('이름을 입력해 주세요.')).toBeNull();
    // Typed as people write it: hyphens are accepted and the number kept as digits.
    await user.type(screen.getByTestId('nonuser-mobileNumber'), '010-9876-5432');
    await user.type(screen.getByTestId('nonuser-email'), 'jisoo@example.com');
    await user.click(screen.getByTestId('nonuser-agree'));
    expect(screen.queryByText('개인정보 수집에 동의해 주세요.')).toBeNull();
    await user.click(screen.getByTestId('nonuser-next'));
    await screen.findByTestId('summary-amount');
    expect(router.state.location.pathname).toBe('/order/guest');
    // The orderer row: the mobile as 3-4-4, the email breaking only after its @.
    const details = screen.getByTestId('order-orderer-details');
    expect(details.textContent).toBe('박지수 · 010-9876-5432 · jisoo@example.com');
    expect(details.querySelector('wbr')?.previousSibling?.textContent).toBe('jisoo@');
    expect(JSON.parse(sessionStorage.getItem('mall.nonUserInfo')!)).toEqual({
      name: '박지수',
      mobileNumber: '01098765432',
      email: 'jisoo@example.com',
      agreed: true
    });
    expect(
      json(api.calls.find((call) => call.url.pathname === '/api/order/v1/public/guest-order/order-summary')!)
    ).toEqual({
      lines: [{ productId: 1001, productOptionId: null, quantity: 1 }]
    });
    // No coupons or points for guests; a lookup password instead, which must match.
    expect(screen.queryByTestId('order-coupon')).toBeNull();
    expect(screen.queryByTestId('order-points')).toBeNull();
    // Guests pay in the window only: no saved cards asked for or offered.
    expect(screen.queryByTestId('order-pay-method')).toBeNull();
    expect(screen.queryByTestId('order-saved-card-register')).toBeNull();
    expect(api.calls.some((call) => call.url.pathname.endsWith('/favorite-cards-v2'))).toBe(false);
    await user.type(screen.getByTestId('order-guest-password-input'), '1234');
    await user.type(screen.getByTestId('order-guest-password-confirm'), '1235');
    await user.click(screen.getByTestId('order-agree-all'));
    await user.click(screen.getByTestId('order-pay'));
    expect(screen.getByTestId('order-guest-password-error').textContent).toBe(
      '비밀번호가 일치하지 않습니다.'
    );
    // The message is tied to the field that is wrong (a screen reader reads it with the field).
    expect(screen.getByTestId('order-guest-password-confirm').getAttribute('aria-describedby')).toBe(
      'order-guest-password-error'
    );
    expect(screen.getByTestId('order-guest-password-input').getAttribute('aria-describedby')).toBe(
      'order-guest-password-hint'
    );
    expect(screen.getByTestId('order-address-error').textContent).toBe('배송지를 입력해 주세요.');
    expect(sessionStorage.getItem('mall.nonUserInfo')).not.toContain('1234');
  });

  it('after the guest payment is confirmed, the ordered lines leave the browser cart and the guest success page shows the lookup hint', async () => {
    const kept = addGuestLine({ productId: 2002, quantity: 1 });
    const ordered = addGuestLine({ productId: 1001, quantity: 1 });
    if (!kept.ok || !ordered.ok) throw new Error('guest cart setup failed');
    writeOrderData({
      cartType: 'normal',
      guest: true,
      lines: [{ cartId: ordered.line.cartId, productId: 1001, productOptionId: null, quantity: 1 }]
    });
    writeNonUserInfo({
      name: '박지수',
      mobileNumber: '01098765432',
      email: 'jisoo@example.com',
      agreed: true
    });
    const base = newPaymentInfo('guest', 'normal');
    writePaymentInfo({
      ...base,
      guestLines: [{ productId: 1001, productOptionId: null, quantity: 1 }],
      order: {
        orderNumber: 'AP261123000050',
        displayOrderNumber: 'TP261123000050',
        amount: 43000,
        orderName: '비타 세럼',
        customerKey: '@@ANONYMOUS',
        steps: [{ step: 1, paymentOrderId: 'AP261123000050-1-a', amount: 43000, status: 'READY' }]
      },
      multi: startMultiPayment(43000, 1)
    });
    installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'POST /api/order/v1/public/payments/confirm': () =>
        ok({
          orderNumber: 'AP261123000050',
          displayOrderNumber: 'TP261123000050',
          step: 1,
          totalSteps: 1,
          placed: true,
          nextStep: null,
          order: detail({ orderNumber: 'AP261123000050', displayOrderNumber: 'TP261123000050', guest: true })
        })
    });
    const { router } = renderApp('/order/guest?paymentKey=pk_g&orderId=AP261123000050-1-a&amount=43000');
    expect((await screen.findByTestId('order-success-number')).textContent).toBe('TP261123000050');
    expect(router.state.location.pathname).toBe('/order/guest/success');
    expect(screen.getByTestId('order-success-guest-hint').textContent).toContain('TP261123000050');
    expect(screen.getByTestId('order-success-guest-lookup').getAttribute('href')).toBe('/order/guest/lookup');
    expect(readGuestCart().map((line) => line.productId)).toEqual([2002]);
  });

  it('a guest’s buy-now order leaves the browser cart as it was once paid', async () => {
    const kept = addGuestLine({ productId: 1001, quantity: 3 });
    if (!kept.ok) throw new Error('guest cart setup failed');
    writeOrderData({
      source: 'DIRECT',
      cartType: 'normal',
      guest: true,
      lines: [{ productId: 1001, productOptionId: null, quantity: 1 }]
    });
    writeNonUserInfo({
      name: '박지수',
      mobileNumber: '01098765432',
      email: 'jisoo@example.com',
      agreed: true
    });
    writePaymentInfo({
      ...newPaymentInfo('guest', 'normal'),
      guestLines: [{ productId: 1001, productOptionId: null, quantity: 1 }],
      order: {
        orderNumber: 'AP261123000051',
        displayOrderNumber: 'TP261123000051',
        amount: 43000,
        orderName: '비타 세럼',
        customerKey: '@@ANONYMOUS',
        steps: [{ step: 1, paymentOrderId: 'AP261123000051-1-a', amount: 43000, status: 'READY' }]
      },
      multi: startMultiPayment(43000, 1)
    });
    installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'POST /api/order/v1/public/payments/confirm': () =>
        ok({
          orderNumber: 'AP261123000051',
          displayOrderNumber: 'TP261123000051',
          step: 1,
          totalSteps: 1,
          placed: true,
          nextStep: null,
          order: detail({ orderNumber: 'AP261123000051', displayOrderNumber: 'TP261123000051', guest: true })
        })
    });
    renderApp('/order/guest?paymentKey=pk_g&orderId=AP261123000051-1-a&amount=43000');
    expect((await screen.findByTestId('order-success-number')).textContent).toBe('TP261123000051');
    expect(readGuestCart()).toEqual([kept.line]);
  });

  it('a member opening /order/guest goes to /order', async () => {
    signIn();
    checkoutApi();
    const { router } = renderApp('/order/guest');
    await screen.findByTestId('order-empty');
    expect(router.state.location.pathname).toBe('/order');
  });
});

vi.setConfig({ testTimeout: 20_000 });
