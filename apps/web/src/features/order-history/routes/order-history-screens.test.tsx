import type { OrderDetail, OrderListItem, ParcelStatus } from '@mall/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenStore } from '../../../shared/api/token-store';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { guestOrderPass } from '../../../shared/order/guest-order-pass';
import { fail, installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { installViewportWidth } from '../../../shared/testing/viewport-width';
import { savedAddress, searchAnswer } from '../../address/testing/address-fixtures';
import { historyQueryOf } from './history-query';

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

const item = (overrides: Partial<OrderListItem> = {}): OrderListItem => ({
  orderNumber: 'AP261120000001',
  displayOrderNumber: 'TP261120000001',
  cartType: 'normal',
  status: 'PLACED',
  orderedAt: '2026-11-20T03:00:00.000Z',
  amount: 41_400,
  lines: [
    {
      salesOrderLineId: 501,
      productId: 1001,
      productOptionId: null,
      productName: '녹차 클렌징 폼',
      optionValue: null,
      imageUrl: '/media/a.svg',
      quantity: 2,
      priceOriginal: 22_000,
      price: 19_200,
      reviewed: false
    }
  ],
  ...overrides
});

const detail = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  ...item(),
  price: {
    productPrice: 44_000,
    productDiscount: 5_600,
    subtotal: 38_400,
    couponBase: 38_400,
    couponDiscount: 0,
    deliveryFee: 3_000,
    maxUsablePoints: 0,
    pointUsed: 0,
    amount: 41_400,
    earnPoint: 400
  },
  coupon: null,
  pointEarned: false,
  payments: [
    {
      step: 1,
      amount: 41_400,
      status: 'DONE',
      method: '카드',
      cardCompany: '신한',
      cardNumber: '4330-12**-****-123*',
      approvedAt: '2026-11-20T03:01:00.000Z',
      cancelledAt: null,
      receiptUrl: '/api/order/v1/public/sales/salesReceipt/TP261120000001/tgen_x'
    }
  ],
  delivery: {
    receiverName: '이민준',
    mobileNumber: '01023456789',
    zipcode: '48094',
    address1: '부산광역시 해운대구 마린시티2로 33',
    address2: '103동 2504호',
    addressDescription: '',
    message: '문 앞에 놓아 주세요',
    courier: null,
    trackingNumber: null,
    trackingUrl: null,
    preparingAt: null,
    shippedAt: null,
    deliveredAt: null,
    events: []
  },
  orderer: { name: '이민준', mobileNumber: '01023456789', email: 'customer1@example.com' },
  cancellable: true,
  addressChangeable: true,
  cancelledAt: null,
  guest: false,
  ...overrides
});

const page = (list: OrderListItem[], totalSize = list.length) => ({
  list,
  pageNumber: 1,
  pageSize: 10,
  totalPageNumber: Math.ceil(totalSize / 10),
  totalSize
});

// Order times are Korea time whatever the browser's zone: the tests run in Los Angeles (UTC−8).
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = zone;
});

describe('historyQueryOf', () => {
  it('defaults to six months ending today, takes a preset, or an explicit valid range', () => {
    expect(historyQueryOf(new URLSearchParams(''), '2026-11-23')).toEqual({
      type: 'normal',
      pageNumber: 1,
      fromDate: '2026-05-23',
      toDate: '2026-11-23',
      months: 6
    });
    expect(historyQueryOf(new URLSearchParams('months=1&type=autoship&pageNumber=3'), '2026-03-31')).toEqual({
      type: 'autoship',
      pageNumber: 3,
      fromDate: '2026-02-28',
      toDate: '2026-03-31',
      months: 1
    });
    expect(
      historyQueryOf(new URLSearchParams('fromDate=2026-01-01&toDate=2026-02-01'), '2026-11-23')
    ).toMatchObject({ fromDate: '2026-01-01', toDate: '2026-02-01', months: null });
    // A page that is not a whole number is page 1 (the API refuses 2.5 with a 400).
    expect(historyQueryOf(new URLSearchParams('pageNumber=2.5'), '2026-11-23').pageNumber).toBe(1);
    expect(
      historyQueryOf(new URLSearchParams('fromDate=2026-02-30&toDate=2026-03-01&months=9'), '2026-11-23')
    ).toMatchObject({ months: 6, toDate: '2026-11-23' });
    // A month that does not exist is no date either (it threw a RangeError and took the screen down).
    expect(
      historyQueryOf(new URLSearchParams('fromDate=2026-13-01&toDate=2026-14-01'), '2026-11-23')
    ).toMatchObject({ months: 6, fromDate: '2026-05-23', toDate: '2026-11-23' });
  });
});

describe('/mypage/orderList', () => {
  it('lists orders of the default six months with status, amount and a detail link; a preset asks again', async () => {
    signIn();
    const api = installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/sales/history': () =>
        ok(
          page([
            item(),
            item({
              orderNumber: 'AP261001000002',
              displayOrderNumber: 'TP261001000002',
              status: 'DELIVERED'
            }),
            item({
              orderNumber: 'AP260901000003',
              displayOrderNumber: 'TP260901000003',
              status: 'DELIVERED',
              lines: item().lines.map((line) => ({ ...line, salesOrderLineId: 502, reviewed: true }))
            })
          ])
        )
    });
    const user = userEvent.setup();
    renderApp('/mypage/orderList');
    await screen.findByRole('heading', { level: 1, name: '주문/배송 조회' });
    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('TP261120000001')).toBeTruthy();
    expect(within(cards[0]!).getByTestId('order-status').textContent).toBe('결제완료');
    expect(within(cards[1]!).getByTestId('order-status').textContent).toBe('배송완료');
    // Only a delivered order offers reviews: a line not reviewed yet to write, a reviewed one to see.
    expect(within(cards[0]!).queryByTestId('order-line-review')).toBeNull();
    expect(within(cards[1]!).getByRole('link', { name: '리뷰 쓰기' }).getAttribute('href')).toBe(
      '/mypage/reviews/write/501'
    );
    expect(within(cards[2]!).getByRole('link', { name: '리뷰 작성 완료' }).getAttribute('href')).toBe(
      '/mypage/reviews'
    );
    expect(within(cards[2]!).queryByTestId('order-line-review')).toBeNull();
    expect(within(cards[0]!).getByText('41,400원')).toBeTruthy();
    expect(
      within(cards[0]!).getByRole('link', { name: '상세보기 TP261120000001' }).getAttribute('href')
    ).toBe('/mypage/orderDetail?orderNumber=TP261120000001');
    const first = api.calls.find((call) => call.url.pathname === '/api/order/v1/sales/history')!;
    expect(first.headers.get('authorization')).toBe('Bearer access-token');
    expect(first.url.searchParams.get('type')).toBe('normal');
    expect(first.url.searchParams.get('toDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.click(screen.getByRole('link', { name: '1개월' }));
    await waitFor(() => {
      const last = api.calls.filter((call) => call.url.pathname === '/api/order/v1/sales/history').at(-1)!;
      expect(last.url.searchParams.get('fromDate')).not.toBe(first.url.searchParams.get('fromDate'));
    });
  });

  it('refuses a reversed or too long range on the screen before asking, and shows the empty state', async () => {
    signIn();
    const api = installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/sales/history': () => ok(page([]))
    });
    const user = userEvent.setup();
    renderApp('/mypage/orderList?type=autoship');
    expect(await screen.findByTestId('order-empty')).toBeTruthy();
    const asked = api.calls.length;
    await user.clear(screen.getByTestId('order-from'));
    await user.type(screen.getByTestId('order-from'), '2026-03-02');
    await user.clear(screen.getByTestId('order-to'));
    await user.type(screen.getByTestId('order-to'), '2026-03-01');
    await user.click(screen.getByTestId('order-search'));
    expect((await screen.findByRole('alert')).textContent).toBe('시작일은 종료일보다 늦을 수 없습니다.');
    expect(screen.getByTestId('order-from').getAttribute('aria-describedby')).toBe(
      screen.getByRole('alert').id
    );
    await user.clear(screen.getByTestId('order-to'));
    await user.type(screen.getByTestId('order-to'), '2026-13-01');
    await user.click(screen.getByTestId('order-search'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('날짜는 YYYY-MM-DD 형식으로 입력해 주세요.')
    );
    await user.clear(screen.getByTestId('order-to'));
    await user.type(screen.getByTestId('order-to'), '2026-03-01');
    await user.clear(screen.getByTestId('order-from'));
    await user.type(screen.getByTestId('order-from'), '2025-01-01');
    await user.click(screen.getByTestId('order-search'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '조회 기간은 최대 366일까지 선택할 수 있습니다.'
    );
    expect(api.calls.length).toBe(asked);
  });
});

describe('/mypage/orderDetail', () => {
  it('shows items, amounts, payment with receipt and delivery; cancels after the confirm dialog and shows the refund', async () => {
    signIn();
    const api = installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/sales/detail/TP261120000001': () => ok(detail()),
      'POST /api/order/v1/sales/cancel/AP261120000001': () =>
        ok(
          detail({
            status: 'CANCELLED',
            cancellable: false,
            cancelledAt: '2026-11-21T01:00:00.000Z',
            payments: [
              { ...detail().payments[0]!, status: 'CANCELED', cancelledAt: '2026-11-21T01:00:00.000Z' }
            ]
          })
        )
    });
    const user = userEvent.setup();
    renderApp('/mypage/orderDetail?orderNumber=TP261120000001');
    expect((await screen.findByTestId('order-number')).textContent).toBe('TP261120000001');
    // SPEC §5: mobile numbers are shown 3-4-4 (receiver and orderer).
    expect(screen.getAllByText('010-2345-6789')).toHaveLength(2);
    expect(screen.getByTestId('order-amount').textContent).toBe('41,400원');
    // An amount is never split across lines.
    expect(screen.getByTestId('order-amount').innerHTML).toBe(
      '<span class="whitespace-nowrap">41,400원</span>'
    );
    // Discounts carry the minus sign the checkout and success pages use (U+2212), not a hyphen.
    expect(screen.getByText('−5,600원')).toBeTruthy();
    expect(screen.getByRole('link', { name: '영수증' }).getAttribute('href')).toBe(
      '/api/order/v1/public/sales/salesReceipt/TP261120000001/tgen_x'
    );
    expect(screen.getByText('신한 4330-12**-****-123*')).toBeTruthy();
    expect(screen.getByText('(48094) 부산광역시 해운대구 마린시티2로 33 103동 2504호')).toBeTruthy();
    // 03:00 UTC is 12:00 in Seoul (and the evening before in Los Angeles, where this browser is).
    expect(screen.getByText('주문일시 2026-11-20 12:00').tagName).toBe('P');
    expect(screen.getByTestId('order-earn-row').textContent).toBe('400P · 적립 예정');

    await user.click(screen.getByTestId('order-cancel'));
    const dialog = await screen.findByTestId('order-cancel-dialog');
    await user.type(within(dialog).getByLabelText('취소 사유 (선택)'), '단순 변심');
    await user.click(within(dialog).getByTestId('order-cancel-confirm'));
    expect((await screen.findByTestId('order-notice')).textContent).toBe(
      '주문이 취소되었습니다. 결제 금액은 카드사를 통해 환불됩니다.'
    );
    expect(screen.getByTestId('order-status').textContent).toBe('취소완료');
    expect(screen.getByTestId('order-refunded').textContent).toBe('41,400원 환불 완료2026-11-21 10:00');
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    // A cancelled order earns nothing: no points "to be earned".
    expect(screen.queryByTestId('order-earn-row')).toBeNull();
    const cancel = api.calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(String(cancel.body))).toEqual({ reason: '단순 변심' });
    expect(cancel.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });

  it('shows the provider’s payment method (카드) in the visitor’s language', async () => {
    await changeLanguage('en-US');
    try {
      signIn();
      installFakeApi({
        'GET /api/product/v1/categories': () => ok(categoriesFixture),
        'GET /api/order/v1/sales/detail/TP261120000001': () => ok(detail())
      });
      renderApp('/mypage/orderDetail?orderNumber=TP261120000001');
      const payment = await screen.findByTestId('order-payment');
      expect(within(payment).getByText('Card')).toBeTruthy();
      expect(payment.textContent).not.toContain('카드');
      expect(screen.getByTestId('order-amount').textContent).toBe('₩41,400');
    } finally {
      await changeLanguage('ko-KR');
    }
  });

  it('sends one cancel however often the confirm form is submitted', async () => {
    signIn();
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const api = installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/sales/detail/TP261120000001': () => ok(detail()),
      'POST /api/order/v1/sales/cancel/AP261120000001': () =>
        new Promise<ReturnType<typeof ok>>((resolve) => {
          answer = resolve;
        })
    });
    const user = userEvent.setup();
    renderApp('/mypage/orderDetail?orderNumber=TP261120000001');
    await user.click(await screen.findByTestId('order-cancel'));
    const dialog = await screen.findByTestId('order-cancel-dialog');
    const form = within(dialog).getByTestId('order-cancel-confirm').closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    answer(ok(detail({ status: 'CANCELLED', cancellable: false })));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('취소완료'));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('offers the points of a shipped order once (earn-point), and not before it ships', async () => {
    signIn();
    let earned = false;
    const api = installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/sales/detail/TP261120000001': () =>
        ok(detail({ status: 'SHIPPING', cancellable: false, pointEarned: earned })),
      'POST /api/order/v1/sales/earn-point': () => {
        earned = true;
        return ok({ earned: 400, balance: 5_400 });
      }
    });
    const user = userEvent.setup();
    renderApp('/mypage/orderDetail?orderNumber=TP261120000001');
    await user.click(await screen.findByTestId('order-earn-point'));
    expect((await screen.findByTestId('order-notice')).textContent).toBe('400P가 적립되었습니다.');
    await waitFor(() => expect(screen.queryByTestId('order-earn-point')).toBeNull());
    expect(screen.getByTestId('order-earn-row').textContent).toBe('400P · 적립 완료');
    const call = api.calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(String(call.body))).toEqual({ orderNumber: 'AP261120000001' });
  });

  it('follows a shipped parcel: the carrier by name, its tracking page and the scans newest first', async () => {
    signIn();
    const scan = (at: string, status: ParcelStatus, statusName: string, location: string) => ({
      at,
      status,
      statusName,
      description: null,
      location
    });
    installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/sales/detail/TP261120000001': () =>
        ok(
          detail({
            status: 'SHIPPING',
            cancellable: false,
            delivery: {
              ...detail().delivery,
              courier: 'CJ대한통운',
              trackingNumber: '612345678901',
              trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=612345678901',
              preparingAt: '2026-11-20T05:00:00.000Z',
              shippedAt: '2026-11-21T01:00:00.000Z',
              events: [
                scan('2026-11-21T01:00:00.000Z', 'INFORMATION_RECEIVED', '운송장 등록', '경기이천'),
                scan('2026-11-21T09:30:00.000Z', 'IN_TRANSIT', '배송 중', '곤지암 Hub')
              ]
            }
          })
        )
    });
    renderApp('/mypage/orderDetail?orderNumber=TP261120000001');
    const track = await screen.findByTestId('order-track-parcel');
    expect(track.textContent).toBe('CJ대한통운 배송 조회');
    expect(track.getAttribute('href')).toBe(
      'https://trace.cjlogistics.com/next/tracking.html?wblNo=612345678901'
    );
    expect(track.getAttribute('rel')).toBe('noopener noreferrer');
    const scans = within(screen.getByTestId('parcel-timeline')).getAllByRole('listitem');
    expect(scans.map((item) => item.textContent)).toEqual([
      '배송 중2026-11-21 18:30 · 곤지암 Hub',
      '운송장 등록2026-11-21 10:00 · 경기이천'
    ]);
  });

  it('has no points button before the parcel ships', async () => {
    signIn();
    installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/sales/detail/TP261120000001': () => ok(detail())
    });
    renderApp('/mypage/orderDetail?orderNumber=TP261120000001');
    await screen.findByTestId('order-cancel');
    expect(screen.getByTestId('order-earn-row').textContent).toBe('400P · 적립 예정');
    expect(screen.queryByTestId('order-earn-point')).toBeNull();
  });

  it('shows the server’s refusal when the cancel is refused', async () => {
    signIn();
    installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/sales/detail/TP261120000001': () => ok(detail()),
      'POST /api/order/v1/sales/cancel/AP261120000001': () => fail(409, 'ORDER_NOT_CANCELLABLE')
    });
    const user = userEvent.setup();
    renderApp('/mypage/orderDetail?orderNumber=TP261120000001');
    await user.click(await screen.findByTestId('order-cancel'));
    await user.click(
      within(await screen.findByTestId('order-cancel-dialog')).getByTestId('order-cancel-confirm')
    );
    expect((await screen.findByTestId('order-notice')).textContent).toBe(
      '배송이 시작되었거나 이미 취소된 주문은 취소할 수 없습니다.'
    );
  });
});

describe('/order/guest/lookup', () => {
  it('checks the fields, shows the one not-found message, then the order with the right credentials', async () => {
    let attempt = 0;
    const api = installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'POST /api/order/v1/public/guest-order/detail': () => {
        attempt += 1;
        return attempt === 1 ? fail(404, 'GUEST_ORDER_NOT_FOUND') : ok(detail({ guest: true }));
      },
      'POST /api/member/v1/public/non-member/refund-bank-account/detail': () => ok({ account: null })
    });
    const user = userEvent.setup();
    renderApp('/order/guest/lookup');
    await screen.findByRole('heading', { level: 1, name: '비회원 주문조회' });
    await user.click(screen.getByTestId('guest-lookup-submit'));
    expect(screen.getByText('주문번호를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('휴대폰 번호를 입력해 주세요.')).toBeTruthy();
    // Focus goes to the first field that is wrong, not left on the button.
    expect(document.activeElement).toBe(screen.getByTestId('guest-orderNumber'));
    await user.type(screen.getByTestId('guest-orderNumber'), 'TP12');
    await user.type(screen.getByTestId('guest-name'), '최게스트');
    await user.type(screen.getByTestId('guest-mobileNumber'), '010-5678-1234');
    // Fixed fields lose their messages at once, before the next submit.
    expect(screen.queryByText('휴대폰 번호를 입력해 주세요.')).toBeNull();
    await user.click(screen.getByTestId('guest-lookup-submit'));
    expect(screen.getByText('주문번호를 확인해 주세요. (TP와 숫자 12자리)')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByTestId('guest-orderNumber'));
    await user.type(screen.getByTestId('guest-orderNumber'), 'TP261120000001');
    expect(screen.queryByText('주문번호를 확인해 주세요. (TP와 숫자 12자리)')).toBeNull();
    await user.click(screen.getByTestId('guest-lookup-submit'));
    expect((await screen.findByTestId('guest-lookup-failure')).textContent).toBe(
      '입력하신 정보와 일치하는 주문이 없습니다.'
    );
    const sent = api.calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(String(sent.body))).toEqual({
      orderNumber: 'TP261120000001',
      name: '최게스트',
      mobileNumber: '01056781234'
    });

    await user.click(screen.getByTestId('guest-lookup-submit'));
    expect((await screen.findByTestId('order-number')).textContent).toBe('TP261120000001');
    expect(screen.getByTestId('order-cancel')).toBeTruthy();
    // The order's refund account, asked for with the same credentials.
    expect(await screen.findByRole('button', { name: '계좌 등록하기' })).toBeTruthy();
    const refund = api.calls.find((call) => call.url.pathname.endsWith('/refund-bank-account/detail'))!;
    expect(JSON.parse(String(refund.body))).toEqual({
      credentials: { orderNumber: 'TP261120000001', name: '최게스트', mobileNumber: '01056781234' }
    });
    // The form (and its focused button) is gone: focus moves to the title of what was found, and back to the form.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: '비회원 주문조회' }));
    await user.click(screen.getByRole('button', { name: '다른 주문 조회' }));
    expect(document.activeElement).toBe(screen.getByTestId('guest-orderNumber'));
  });

  it('back from a return of the order looked up in this tab, shows that order again without asking', async () => {
    const credentials = { orderNumber: 'TP261120000001', password: 'guest1234' };
    guestOrderPass.set({ credentials, orderNumber: 'AP261120000001', displayOrderNumber: 'TP261120000001' });
    const api = installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'POST /api/order/v1/public/guest-order/detail': () => ok(detail({ guest: true })),
      'POST /api/member/v1/public/non-member/refund-bank-account/detail': () => ok({ account: null })
    });
    try {
      renderApp('/order/guest/lookup');
      expect((await screen.findByTestId('order-number')).textContent).toBe('TP261120000001');
      const sent = api.calls.find((call) => call.url.pathname.endsWith('/guest-order/detail'))!;
      expect(JSON.parse(String(sent.body))).toEqual(credentials);
      // Looking up another order forgets the pass: the next visit asks again.
      await userEvent.setup().click(screen.getByRole('button', { name: '다른 주문 조회' }));
      expect(guestOrderPass.get()).toBeNull();
    } finally {
      guestOrderPass.clear();
    }
  });

  it('judges only the chosen way in, as the API would: mobile digits, the order password length', async () => {
    const api = installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'POST /api/order/v1/public/guest-order/detail': () => fail(404, 'GUEST_ORDER_NOT_FOUND')
    });
    const user = userEvent.setup();
    renderApp('/order/guest/lookup');
    await screen.findByRole('heading', { level: 1, name: '비회원 주문조회' });
    await user.type(screen.getByTestId('guest-orderNumber'), 'TP261120000001');
    await user.type(screen.getByTestId('guest-name'), '최게스트');
    await user.type(screen.getByTestId('guest-mobileNumber'), '010-5678-12ab');
    await user.click(screen.getByTestId('guest-lookup-submit'));
    const mobile = screen.getByTestId('guest-mobileNumber');
    const refusal = await screen.findByText('휴대폰 번호는 숫자만 입력해 주세요.');
    expect(mobile.getAttribute('aria-describedby')).toBe(`${mobile.id}-hint ${refusal.id}`);
    expect(document.activeElement).toBe(mobile);

    // The other way in: name and mobile are no longer judged; the password must be 4-20 characters.
    await user.click(screen.getByTestId('guest-method-password'));
    expect(screen.queryByText('휴대폰 번호는 숫자만 입력해 주세요.')).toBeNull();
    await user.type(screen.getByTestId('guest-password'), 'abc');
    await user.click(screen.getByTestId('guest-lookup-submit'));
    expect(
      await screen.findByText('주문 비밀번호는 4~20자입니다. 주문할 때 정한 비밀번호를 입력해 주세요.')
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('guest-password'));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByTestId('guest-password'), 'd');
    await user.click(screen.getByTestId('guest-lookup-submit'));
    await screen.findByTestId('guest-lookup-failure');
    const sent = api.calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(String(sent.body))).toEqual({ orderNumber: 'TP261120000001', password: 'abcd' });
  });
});

describe('배송지 변경 (order delivery address)', () => {
  const CHANGE = 'POST /api/order/v1/public/sales/update/order-delivery-address';
  const moved = (overrides: Partial<OrderDetail> = {}) =>
    detail({
      delivery: {
        ...detail().delivery,
        receiverName: '김서연',
        zipcode: '06236',
        address1: '서울특별시 강남구 테헤란로 107',
        address2: '7층'
      },
      ...overrides
    });
  const sentChange = (api: ReturnType<typeof installFakeApi>) =>
    JSON.parse(
      String(api.calls.find((call) => call.url.pathname.endsWith('/update/order-delivery-address'))!.body)
    ) as unknown;

  it('at 375 px a member picks an address-book entry; the order shows it and says so', async () => {
    installViewportWidth(375);
    signIn();
    const api = installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/sales/detail/TP261120000001': () => ok(detail()),
      'GET /api/member/v1/users/address': () => ok([savedAddress(7, { defaultValue: true })]),
      [CHANGE]: () => ok(moved())
    });
    const user = userEvent.setup();
    renderApp('/mypage/orderDetail?orderNumber=TP261120000001');
    await user.click(await screen.findByRole('button', { name: '배송지 변경' }));
    const book = await screen.findByRole('dialog', { name: '배송지 선택' });
    await user.click(await within(book).findByRole('button', { name: '선택' }));
    expect((await screen.findByTestId('order-address-notice')).textContent).toBe('배송지가 변경되었습니다.');
    expect(screen.getByRole('status').textContent).toBe('배송지가 변경되었습니다.');
    expect(screen.getByText('(06236) 서울특별시 강남구 테헤란로 107 7층')).toBeTruthy();
    expect(sentChange(api)).toEqual({
      orderNumber: 'AP261120000001',
      userAddressId: 7,
      address: {
        lastName: '김',
        firstName: '서연',
        mobileNumber: '01012345678',
        zipcode: '06236',
        address1: '서울특별시 강남구 테헤란로 107',
        address2: '7층',
        addressDescription: ''
      }
    });
    const change = api.calls.find((call) => call.url.pathname.endsWith('/update/order-delivery-address'))!;
    expect(change.headers.get('authorization')).toBe('Bearer access-token');
  });

  it('at 1280 px shows the refusal when the desk shipped first, in the visitor’s language', async () => {
    installViewportWidth(1280);
    await changeLanguage('en-US');
    try {
      signIn();
      installFakeApi({
        'GET /api/product/v1/categories': () => ok(categoriesFixture),
        'GET /api/order/v1/sales/detail/TP261120000001': () => ok(detail()),
        'GET /api/member/v1/users/address': () => ok([savedAddress(7)]),
        [CHANGE]: () => fail(409, 'ORDER_ADDRESS_NOT_CHANGEABLE', '배송이 시작되었거나…')
      });
      const user = userEvent.setup();
      renderApp('/mypage/orderDetail?orderNumber=TP261120000001');
      await user.click(await screen.findByRole('button', { name: 'Change delivery address' }));
      const book = await screen.findByRole('dialog');
      await user.click(
        await within(book)
          .findAllByRole('button', { name: 'Choose' })
          .then((all) => all[0]!)
      );
      expect((await screen.findByTestId('order-address-notice')).textContent).toBe(
        'The delivery address can no longer be changed: the order has a tracking number, has shipped or was cancelled.'
      );
      expect(screen.getByTestId('order-address-notice').getAttribute('role')).toBe('alert');
    } finally {
      await changeLanguage('ko-KR');
    }
  });

  it('offers no change once the order has a tracking number (addressChangeable false); zh-TW names the button', async () => {
    signIn();
    installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/sales/detail/TP261120000001': () =>
        ok(detail({ status: 'PREPARING', addressChangeable: false })),
      'GET /api/order/v1/sales/detail/TP261120000002': () =>
        ok(detail({ orderNumber: 'AP261120000002', displayOrderNumber: 'TP261120000002' }))
    });
    const first = renderApp('/mypage/orderDetail?orderNumber=TP261120000001');
    await screen.findByTestId('order-number');
    expect(screen.queryByTestId('order-address-change')).toBeNull();
    first.unmount();
    await changeLanguage('zh-TW');
    try {
      renderApp('/mypage/orderDetail?orderNumber=TP261120000002');
      expect((await screen.findByTestId('order-address-change')).textContent).toBe('變更收件地址');
    } finally {
      await changeLanguage('ko-KR');
    }
  });

  it('a guest types the new address in the guest address form; it is sent with the lookup credentials', async () => {
    installViewportWidth(375);
    const credentials = { orderNumber: 'TP261120000001', password: 'guest1234' };
    guestOrderPass.set({ credentials, orderNumber: 'AP261120000001', displayOrderNumber: 'TP261120000001' });
    const api = installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'POST /api/order/v1/public/guest-order/detail': () => ok(detail({ guest: true })),
      'POST /api/member/v1/public/non-member/refund-bank-account/detail': () => ok({ account: null }),
      'GET /api/address/widget': () => ok({ postcodeScriptUrl: null }),
      'GET /api/address': () => ({ body: searchAnswer(2) }),
      [CHANGE]: () => ok(moved({ guest: true }))
    });
    try {
      const user = userEvent.setup();
      renderApp('/order/guest/lookup');
      await user.click(await screen.findByRole('button', { name: '배송지 변경' }));
      const form = await screen.findByRole('dialog', { name: '배송지 입력' });
      const box = (name: string) => within(form).getByRole<HTMLInputElement>('textbox', { name });
      // The current address is the form's start; the search replaces it.
      expect(box('기본 주소').value).toBe('부산광역시 해운대구 마린시티2로 33');
      await user.type(box('배송지명'), '회사');
      await user.type(box('성'), '김');
      await user.type(box('이름'), '서연');
      await user.click(within(form).getByRole('button', { name: '주소 검색' }));
      await user.type(await screen.findByRole('searchbox', { name: '검색어' }), '테헤란로{Enter}');
      await user.click((await screen.findAllByTestId('address-search-row'))[0]!);
      await waitFor(() => expect(screen.queryByTestId('address-search-dialog')).toBeNull());
      await user.click(within(form).getByRole('button', { name: '이 주소 사용' }));
      expect((await screen.findByTestId('order-address-notice')).textContent).toBe(
        '배송지가 변경되었습니다.'
      );
      expect(sentChange(api)).toEqual({
        credentials,
        address: {
          lastName: '김',
          firstName: '서연',
          mobileNumber: '01023456789',
          zipcode: '06201',
          address1: '서울특별시 강남구 테헤란로 1 (역삼동)',
          address2: '103동 2504호',
          addressDescription: ''
        }
      });
      expect(screen.getByText('(06236) 서울특별시 강남구 테헤란로 107 7층')).toBeTruthy();
    } finally {
      guestOrderPass.clear();
    }
  });
});
