import type { OrderDetail } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { signInTestMember } from '../../../shared/testing/signed-in';
import { returnDetail, returnItem, validation } from '../testing/return-fixtures';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});

const categories = { 'GET /api/product/v1/categories': () => ok(categoriesFixture) };

describe('/mypage/returnList', () => {
  it('lists the returns with their status and a detail link, asking for the page and type', async () => {
    signInTestMember();
    const api = installFakeApi({
      ...categories,
      'GET /api/order/v1/return': () =>
        ok({
          list: [returnItem(), returnItem({ returnId: 8, status: 'REFUNDED' })],
          pageNumber: 1,
          totalPageNumber: 1,
          totalSize: 2
        })
    });
    renderApp('/mypage/returnList?type=autoship');
    const cards = await screen.findAllByTestId('return-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('return-status').textContent).toBe('반품신청');
    expect(within(cards[1]!).getByTestId('return-status').textContent).toBe('환불완료');
    expect(within(cards[0]!).getByTestId('return-card-detail').getAttribute('href')).toBe(
      '/mypage/returnDetail?returnId=7'
    );
    const asked = api.calls.find((call) => call.url.pathname === '/api/order/v1/return')!;
    expect(asked.url.searchParams.get('type')).toBe('autoship');
    expect(asked.url.searchParams.get('page')).toBe('1');
    expect(asked.headers.get('authorization')).toBe('Bearer access-token');
  });

  it('shows the empty state', async () => {
    signInTestMember();
    installFakeApi({
      ...categories,
      'GET /api/order/v1/return': () => ok({ list: [], pageNumber: 1, totalPageNumber: 0, totalSize: 0 })
    });
    renderApp('/mypage/returnList');
    expect((await screen.findByTestId('return-empty')).textContent).toContain('반품 내역이 없습니다.');
  });
});

describe('/mypage/returnDetail', () => {
  it('withdraws a cancellable return after the confirm, and shows its photos fetched with the token', async () => {
    signInTestMember();
    const photo = '/api/order/v1/return/7/photos/0';
    const api = installFakeApi({
      ...categories,
      'GET /api/order/v1/return/detail/7': () => ok(returnDetail({ photos: [photo] })),
      [`GET ${photo}`]: () => ({ body: 'jpeg-bytes' }),
      'DELETE /api/order/v1/return/request/cancel/7': () =>
        ok(returnDetail({ status: 'CANCELLED', cancellable: false, cancelledAt: '2026-11-23T04:00:00.000Z' }))
    });
    const user = userEvent.setup();
    renderApp('/mypage/returnDetail?returnId=7');
    expect((await screen.findByTestId('return-status')).textContent).toBe('반품신청');
    expect((await screen.findByTestId('return-photo-image')).getAttribute('src')).toBe('blob:photo');
    const fetched = api.calls.find((call) => call.url.pathname === photo)!;
    expect(fetched.headers.get('authorization')).toBe('Bearer access-token');

    await user.click(screen.getByTestId('return-cancel'));
    const dialog = await screen.findByTestId('return-cancel-dialog');
    await user.click(within(dialog).getByTestId('return-cancel-confirm'));
    expect((await screen.findByTestId('return-notice')).textContent).toBe('반품 신청이 철회되었습니다.');
    await waitFor(() => expect(screen.getByTestId('return-status').textContent).toBe('반품철회'));
    expect(screen.queryByTestId('return-cancel')).toBeNull();
    expect(screen.getByTestId('return-time-cancelledAt')).toBeTruthy();
  });

  it('offers no withdrawal once approved, and shows a rejection with its reason', async () => {
    signInTestMember();
    installFakeApi({
      ...categories,
      'GET /api/order/v1/return/detail/7': () =>
        ok(
          returnDetail({
            status: 'REJECTED',
            cancellable: false,
            approvedAt: '2026-11-23T05:00:00.000Z',
            rejectedAt: '2026-11-24T05:00:00.000Z',
            rejectReason: '사용 흔적이 있습니다'
          })
        )
    });
    renderApp('/mypage/returnDetail?returnId=7');
    expect((await screen.findByTestId('return-status')).textContent).toBe('반품거부');
    expect(screen.queryByTestId('return-cancel')).toBeNull();
    expect(screen.getByTestId('return-reject-reason').textContent).toBe('거부 사유: 사용 흔적이 있습니다');
    expect(screen.queryByTestId('return-time-collectedAt')).toBeNull();
  });
});

describe('/order/guest/returnDetail', () => {
  it('asks a guest without the lookup pass to look the order up again', async () => {
    const api = installFakeApi(categories);
    renderApp('/order/guest/returnDetail?returnId=7');
    expect((await screen.findByTestId('return-guest-expired')).textContent).toContain(
      '주문을 다시 조회해 주세요'
    );
    expect(api.calls.some((call) => call.url.pathname.includes('/return'))).toBe(false);
  });
});

describe('the order detail', () => {
  const delivered = {
    orderNumber: 'AP261120000001',
    displayOrderNumber: 'TP261120000001',
    cartType: 'normal',
    status: 'DELIVERED',
    orderedAt: '2026-11-20T03:00:00.000Z',
    amount: 22_200,
    lines: [],
    price: {
      productPrice: 19_200,
      productDiscount: 0,
      subtotal: 19_200,
      couponBase: 19_200,
      couponDiscount: 0,
      deliveryFee: 3_000,
      maxUsablePoints: 0,
      pointUsed: 0,
      amount: 22_200,
      earnPoint: 0
    },
    coupon: null,
    pointEarned: false,
    payments: [],
    delivery: {
      receiverName: '이민준',
      mobileNumber: '01023456789',
      zipcode: '48094',
      address1: '부산광역시 해운대구 마린시티2로 33',
      address2: '103동 2504호',
      addressDescription: '',
      message: '',
      courier: null,
      trackingNumber: null,
      trackingUrl: null,
      preparingAt: null,
      shippedAt: null,
      deliveredAt: '2026-11-22T03:00:00.000Z',
      events: []
    },
    orderer: { name: '이민준', mobileNumber: '01023456789', email: 'customer1@example.com' },
    cancellable: false,
    addressChangeable: false,
    cancelledAt: null,
    guest: false
  } satisfies OrderDetail;

  it('offers the return of a delivered order and lists its returns', async () => {
    signInTestMember();
    installFakeApi({
      ...categories,
      'GET /api/order/v1/sales/detail/TP261120000001': () => ok(delivered),
      'GET /api/order/v1/return/list/AP261120000001': () => ok({ list: [returnItem()] }),
      'GET /api/order/v1/return/validate/AP261120000001': () => ok(validation())
    });
    renderApp('/mypage/orderDetail?orderNumber=TP261120000001');
    const panel = await screen.findByTestId('order-returns');
    expect(within(panel).getByTestId('order-return-request').getAttribute('href')).toBe(
      '/return/step1/TP261120000001'
    );
    const card = await within(panel).findByTestId('return-card');
    expect(within(card).getByTestId('return-card-detail').getAttribute('href')).toBe(
      '/mypage/returnDetail?returnId=7'
    );
  });

  it('offers no return once nothing is left or the window closed, and says why', async () => {
    signInTestMember();
    installFakeApi({
      ...categories,
      'GET /api/order/v1/sales/detail/TP261120000001': () => ok(delivered),
      'GET /api/order/v1/return/list/AP261120000001': () => ok({ list: [returnItem()] }),
      'GET /api/order/v1/return/validate/AP261120000001': () =>
        ok(validation({ refusal: 'RETURN_NOTHING_LEFT' }))
    });
    renderApp('/mypage/orderDetail?orderNumber=TP261120000001');
    const panel = await screen.findByTestId('order-returns');
    expect((await within(panel).findByTestId('order-return-refusal')).textContent).toBe(
      '이 주문에는 더 반품할 수 있는 상품이 없습니다.'
    );
    expect(within(panel).queryByTestId('order-return-request')).toBeNull();
  });
});
