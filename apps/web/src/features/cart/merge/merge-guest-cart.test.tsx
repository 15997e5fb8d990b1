import type { CartMergeOutcome } from '@mall/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from '../../../shared/ui/dialog-host';
import { describe, expect, it } from 'vitest';
import { mergeGuestCartOnLogin } from '../../../app/cart-merge-on-login';
import { createQueryClient } from '../../../shared/api/query-client';
import { tokenStore } from '../../../shared/api/token-store';
import { sessionStore } from '../../../shared/session/session-store';
import { readGuestCart } from '../../../shared/storage/guest-cart';
import { addGuestLine } from '../../../shared/storage/guest-cart-writes';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { cartFixture, cartLine } from '../../../shared/testing/fixtures';
import { dialogs } from '../../../shared/ui/dialog-store';
import { mergeGuestCartAtLogin } from './merge-guest-cart';

const outcome = (overrides: Partial<CartMergeOutcome>): CartMergeOutcome => ({
  cartId: 1,
  productId: 1001,
  productOptionId: null,
  productName: '비타 글로우 세럼',
  requested: 1,
  added: 1,
  result: 'MERGED',
  reason: null,
  ...overrides
});

const signIn = () => {
  tokenStore.set('access-token');
  sessionStore.signIn({
    userSeqNo: 2,
    userNumber: '2000000001',
    userType: 'BEAUTY_CONSUMER',
    fullName: '이민준',
    acceptId: null
  });
};

describe('merging the guest cart at login', () => {
  it('sends the local lines, empties the local cart, keeps the answered cart and lists what did not go in', async () => {
    addGuestLine({ productId: 1001, quantity: 1 });
    addGuestLine({ productId: 1002, productOptionId: 5, quantity: 80 });
    addGuestLine({ productId: 1003, quantity: 2 });
    const merged = cartFixture([cartLine({ cartId: 91 }), cartLine({ cartId: 92, productId: 1002 })]);
    const api = installFakeApi({
      'POST /api/order/v1/cart/merge': () =>
        ok({
          cart: merged,
          outcomes: [
            outcome({
              cartId: 3,
              productId: 1003,
              productName: '품절 토너',
              requested: 2,
              added: 0,
              result: 'SKIPPED',
              reason: 'SOLD_OUT'
            }),
            outcome({
              cartId: 2,
              productId: 1002,
              productName: '로즈 크림',
              requested: 80,
              added: 30,
              result: 'PARTIAL',
              reason: 'QUANTITY_LIMIT'
            }),
            outcome({ cartId: 1 }),
            outcome({
              cartId: 4,
              productId: 1004,
              productName: '',
              requested: 1,
              added: 0,
              result: 'SKIPPED',
              reason: 'CART_FULL'
            })
          ]
        })
    });
    signIn();
    const queryClient = createQueryClient();
    const done = mergeGuestCartAtLogin(queryClient);
    await waitFor(() => expect(dialogs.get()).toHaveLength(1));
    const call = api.calls[0] as FakeCall;
    expect(call.headers.get('Authorization')).toBe('Bearer access-token');
    expect(JSON.parse(String(call.body))).toEqual({
      cartList: [
        { cartId: 3, productId: 1003, productOptionId: null, quantity: 2 },
        { cartId: 2, productId: 1002, productOptionId: 5, quantity: 80 },
        { cartId: 1, productId: 1001, productOptionId: null, quantity: 1 }
      ]
    });
    expect(readGuestCart()).toEqual([]);
    const [dialog] = dialogs.get();
    expect(dialog?.title).toBe('장바구니를 옮겼습니다');
    expect(dialog?.items).toEqual([
      '품절 토너: 담지 못했습니다 (품절)',
      '로즈 크림: 30개만 담았습니다 (최대 수량 초과)',
      '판매가 종료된 상품: 담지 못했습니다 (장바구니 가득 참)'
    ]);
    expect(
      queryClient.getQueryData(['cart', 'lines', 'ko-KR', 'member:2:BEAUTY_CONSUMER', 'normal'])
    ).toEqual(merged);
    dialog?.resolve(true);
    await done;
  });

  it('keeps the local cart when the merge fails, and says it will try again', async () => {
    addGuestLine({ productId: 1001, quantity: 1 });
    installFakeApi({ 'POST /api/order/v1/cart/merge': () => fail(500, 'INTERNAL_ERROR') });
    signIn();
    const done = mergeGuestCartAtLogin(createQueryClient());
    await waitFor(() => expect(dialogs.get()).toHaveLength(1));
    expect(dialogs.get()[0]?.message).toContain(
      '담은 상품은 그대로 보관되며 다음 로그인 때 다시 옮겨집니다.'
    );
    dialogs.get()[0]?.resolve(true);
    await done;
    expect(readGuestCart()).toEqual([{ cartId: 1, productId: 1001, quantity: 1 }]);
  });

  it('says nothing when every line went in', async () => {
    addGuestLine({ productId: 1001, quantity: 1 });
    installFakeApi({
      'POST /api/order/v1/cart/merge': () => ok({ cart: cartFixture([cartLine()]), outcomes: [outcome({})] })
    });
    signIn();
    await mergeGuestCartAtLogin(createQueryClient());
    expect(dialogs.get()).toEqual([]);
    expect(readGuestCart()).toEqual([]);
  });

  it('starts on any guest-to-member change of the session, only with a local cart', async () => {
    const api = installFakeApi({
      'POST /api/order/v1/cart/merge': () => ok({ cart: cartFixture([cartLine()]), outcomes: [outcome({})] })
    });
    const stop = mergeGuestCartOnLogin(createQueryClient());
    signIn(); // empty local cart: nothing to merge
    sessionStore.signOut();
    addGuestLine({ productId: 1001, quantity: 1 });
    signIn();
    await waitFor(() => expect(readGuestCart()).toEqual([]));
    expect(api.calls.filter((call) => call.url.pathname === '/api/order/v1/cart/merge')).toHaveLength(1);
    stop();
  });

  it('the notice is a dialog with the title, the message and the list, closed with 확인', async () => {
    addGuestLine({ productId: 1003, quantity: 2 });
    installFakeApi({
      'POST /api/order/v1/cart/merge': () =>
        ok({
          cart: cartFixture([]),
          outcomes: [
            outcome({ cartId: 1, productName: '품절 토너', added: 0, result: 'SKIPPED', reason: 'SOLD_OUT' })
          ]
        })
    });
    signIn();
    render(<DialogHost />);
    const done = mergeGuestCartAtLogin(createQueryClient());
    const dialog = await screen.findByRole('alertdialog', { name: '장바구니를 옮겼습니다' });
    expect(dialog.textContent).toContain('비회원으로 담은 상품 중 일부는 회원 장바구니에 담지 못했습니다.');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['품절 토너: 담지 못했습니다 (품절)']);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '확인' }));
    await done;
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
