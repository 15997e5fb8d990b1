import type { ReturnSubmit } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestOrderPass } from '../../../shared/order/guest-order-pass';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { signInTestMember } from '../../../shared/testing/signed-in';
import { clearDraft } from '../lib/return-draft';
import { refund, returnDetail, validation } from '../testing/return-fixtures';

const STEP1 = '/return/step1/TP261120000001';

// jsdom has no object URLs: the thumbnails ask for one per chosen file.
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  clearDraft();
  guestOrderPass.clear();
});

function fakeReturns(extra: Record<string, (call: FakeCall) => ReturnType<typeof ok>> = {}) {
  return installFakeApi({
    'GET /api/product/v1/categories': () => ok(categoriesFixture),
    'GET /api/order/v1/return/validate/TP261120000001': () => ok(validation()),
    ...extra
  });
}

const png = (name = 'crack.png', size = 1024) => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** Step 1 filled in: the first line, one unit, the reason given; on to step 2. */
async function passStep1(user: ReturnType<typeof userEvent.setup>, reason = 'DEFECT') {
  const [first] = await screen.findAllByTestId('return-line-check');
  await user.click(first!);
  await user.click(screen.getByTestId(`return-reason-${reason}`));
  await user.click(screen.getByTestId('return-next'));
  await screen.findByTestId('return-photo-input');
}

describe('/return/step1', () => {
  it('offers only lines with something left, up to what is left, and asks for a reason', async () => {
    signInTestMember();
    fakeReturns();
    const user = userEvent.setup();
    renderApp(STEP1);
    const checks = await screen.findAllByTestId('return-line-check');
    expect(checks[1]!.hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByTestId('return-line-returnable')[1]!.textContent).toBe(
      '반품할 수 있는 수량이 없습니다'
    );
    expect(screen.getByTestId('return-deadline-CHANGE_OF_MIND').textContent).toBe('2099-11-29까지 신청 가능');

    await user.click(screen.getByTestId('return-next'));
    expect((await screen.findByTestId('return-step-problem')).textContent).toBe(
      '반품할 상품을 선택해 주세요.'
    );

    await user.click(checks[0]!);
    expect(screen.getByTestId('return-quantity').textContent).toBe('1');
    expect(screen.getByTestId('return-quantity-decrease').hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByTestId('return-quantity-increase'));
    expect(screen.getByTestId('return-quantity').textContent).toBe('2');
    expect(screen.getByTestId('return-quantity-increase').hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByTestId('return-next'));
    expect((await screen.findByTestId('return-step-problem')).textContent).toBe('반품 사유를 선택해 주세요.');
  });

  it('shows the refusal of the validation, translated, with the way back to the order', async () => {
    signInTestMember();
    fakeReturns({
      'GET /api/order/v1/return/validate/TP261120000001': () =>
        ok(validation({ refusal: 'RETURN_WINDOW_PASSED', deadlines: null, lines: [] }))
    });
    renderApp(STEP1);
    const refusal = await screen.findByTestId('return-refusal');
    expect(within(refusal).getByText('이 주문은 반품을 신청할 수 없습니다')).toBeTruthy();
    expect(within(refusal).getByText(/반품 신청 기간이 지났습니다/)).toBeTruthy();
    expect(within(refusal).getByRole('link', { name: '주문 상세로' }).getAttribute('href')).toBe(
      '/mypage/orderDetail?orderNumber=TP261120000001'
    );
  });

  it('sends a guest without the lookup pass to the login confirm, and lets the pass holder in', async () => {
    const api = fakeReturns({
      'POST /api/order/v1/public/guest-order/return/validate': () => ok(validation())
    });
    const first = renderApp(STEP1);
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(api.calls.some((call) => call.url.pathname.includes('/return/'))).toBe(false);
    first.unmount();

    const credentials = { orderNumber: 'TP261120000001', password: 'secret12' };
    guestOrderPass.set({ credentials, orderNumber: 'AP261120000001', displayOrderNumber: 'TP261120000001' });
    renderApp(STEP1);
    expect(await screen.findAllByTestId('return-line')).toHaveLength(2);
    const asked = api.calls.find((call) => call.url.pathname.endsWith('/guest-order/return/validate'))!;
    expect(JSON.parse(String(asked.body))).toEqual({ credentials });
    expect(asked.url.search).toBe('');
  });
});

describe('/return/step2', () => {
  it('sends a visitor without step 1 back to step 1', async () => {
    signInTestMember();
    fakeReturns();
    const { router } = renderApp('/return/step2/TP261120000001');
    await waitFor(() => expect(router.state.location.pathname).toBe(STEP1));
  });

  it('refuses a GIF and an oversize image with the translated messages, and wants a photo for a defect', async () => {
    signInTestMember();
    fakeReturns();
    const user = userEvent.setup({ applyAccept: false });
    renderApp(STEP1);
    await passStep1(user);
    const input = screen.getByTestId('return-photo-input');

    await user.upload(input, new File(['x'], 'funny.gif', { type: 'image/gif' }));
    expect((await screen.findByTestId('return-photo-problem')).textContent).toBe(
      'JPG 또는 PNG 이미지 파일만 첨부할 수 있습니다.'
    );
    await user.upload(input, png('huge.png', 21 * 1024 * 1024));
    expect(screen.getByTestId('return-photo-problem').textContent).toBe(
      '20MB 이하의 이미지만 첨부할 수 있습니다.'
    );
    expect(screen.queryAllByTestId('return-photo')).toHaveLength(0);

    await user.click(screen.getByTestId('return-next'));
    expect(screen.getByTestId('return-photo-problem').textContent).toBe(
      '불량·오배송 반품은 상품 사진을 한 장 이상 첨부해 주세요.'
    );
    await user.upload(input, png());
    expect(screen.getAllByTestId('return-photo')).toHaveLength(1);
    await user.click(screen.getByTestId('return-photo-remove'));
    expect(screen.queryAllByTestId('return-photo')).toHaveLength(0);
    expect(screen.getByTestId('return-pickup').textContent).toContain('이민준');
  });
});

describe('/return/step3', () => {
  it('shows the estimate, wants the agreement, then sends one multipart request and opens the return', async () => {
    signInTestMember();
    const api = fakeReturns({
      'POST /api/order/v1/return/estimate/TP261120000001': () => ok(refund({ pointsBack: 500 })),
      'POST /api/order/v1/return': () => ok(returnDetail({ returnId: 9 })),
      'GET /api/order/v1/return/detail/9': () => ok(returnDetail({ returnId: 9 }))
    });
    const user = userEvent.setup();
    const { router } = renderApp(STEP1);
    await passStep1(user);
    await user.upload(screen.getByTestId('return-photo-input'), png());
    await user.click(screen.getByTestId('return-next'));

    expect((await screen.findByTestId('return-refund-cash')).textContent).toBe('19,200원');
    expect(screen.getByTestId('return-review-photos').textContent).toBe('1장');
    const estimate = api.calls.find((call) => call.url.pathname.endsWith('/estimate/TP261120000001'))!;
    expect(JSON.parse(String(estimate.body))).toEqual({
      lines: [{ salesOrderLineId: 11, quantity: 1 }],
      reason: 'DEFECT'
    });

    await user.click(screen.getByTestId('return-submit'));
    expect((await screen.findByTestId('return-step-problem')).textContent).toBe('반품 신청에 동의해 주세요.');
    expect(api.calls.some((call) => call.url.pathname === '/api/order/v1/return')).toBe(false);

    await user.click(screen.getByTestId('return-agree'));
    await user.click(screen.getByTestId('return-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/returnDetail'));
    const sent = api.calls.find((call) => call.url.pathname === '/api/order/v1/return')!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('authorization')).toBe('Bearer access-token');
    // The browser writes the multipart Content-Type with its boundary.
    expect(sent.headers.get('content-type')).toBeNull();
    const form = sent.body as FormData;
    const request = JSON.parse(String(form.get('request'))) as ReturnSubmit;
    expect(request).toEqual({
      lines: [{ salesOrderLineId: 11, quantity: 1 }],
      reason: 'DEFECT',
      reasonText: '',
      refundMethod: 'ORIGINAL_PAYMENT',
      pickup: {
        source: 'TYPED',
        address: {
          lastName: '이',
          firstName: '민준',
          mobileNumber: '01023456789',
          zipcode: '48094',
          address1: '부산광역시 해운대구 마린시티2로 33',
          address2: '103동 2504호',
          addressDescription: ''
        }
      },
      orderNumber: 'TP261120000001',
      agreed: true
    });
    const photos = form.getAll('photos');
    expect(photos).toHaveLength(1);
    expect((photos[0] as File).name).toBe('crack.png');
    expect(router.state.location.search).toBe('?returnId=9');
    expect((await screen.findByTestId('return-notice')).textContent).toContain('반품이 신청되었습니다');
  });

  it('shows a refusal of the request, translated with its data', async () => {
    signInTestMember();
    fakeReturns({
      'POST /api/order/v1/return/estimate/TP261120000001': () => ok(refund()),
      'POST /api/order/v1/return': () =>
        fail(409, 'RETURN_QUANTITY_INVALID', 'quantity', { data: { lineId: 11, max: 0 } })
    });
    const user = userEvent.setup();
    renderApp(STEP1);
    await passStep1(user, 'CHANGE_OF_MIND');
    await user.click(screen.getByTestId('return-next'));
    await user.click(await screen.findByTestId('return-agree'));
    await user.click(screen.getByTestId('return-submit'));
    expect((await screen.findByTestId('return-step-problem')).textContent).toBe(
      '반품할 수 있는 수량을 넘었습니다. (최대 0개)'
    );
  });
});
