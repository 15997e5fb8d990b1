import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readOrderData } from '../../../shared/storage/order-data';
import { fail, installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { signInTestMember } from '../../../shared/testing/signed-in';
import { BAG_ID, bagLine, publicBag } from '../testing/easy-bag-fixtures';

const LINES = [
  bagLine({ quantity: 2 }),
  bagLine({ productId: 1011, productName: '무기자차 선크림', price: 26000, quantity: 1, maxQuantity: 3 }),
  bagLine({
    productId: 1012,
    productName: '워터리 선 에센스',
    price: 22000,
    state: 'SOLD_OUT',
    salesStatus: { code: 'SOLD_OUT' },
    soldOutMessage: '내년 3월 재출시 예정'
  }),
  bagLine({ productId: 1014, productName: '클레이 팩', state: 'PAUSED', salesStatus: { code: 'PAUSE' } })
];

function setup(member: boolean, reply = ok(publicBag(LINES))) {
  if (member) signInTestMember();
  const api = installFakeApi({
    'GET /api/product/v1/categories': () => ok(categoriesFixture),
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 }),
    [`GET /api/personal/v1/public/easy-bags/${BAG_ID}`]: () => reply
  });
  return { api, ...renderApp(`/beauty-planner?bagId=${BAG_ID}`) };
}

afterEach(() => sessionStorage.clear());

describe('/beauty-planner', () => {
  it("shows the planner's bag and note; sold-out and paused lines are greyed, unselectable and say why", async () => {
    setup(false);
    const lines = await screen.findAllByTestId('order-bag-line');
    expect(screen.getByTestId('bag-planner').textContent).toBe('김서연 플래너의 추천 이지백');
    expect(screen.getByText('외출 30분 전에 바르세요.')).toBeTruthy();
    expect(screen.getByTestId('bag-left-out').textContent).toBe('주문할 수 없는 상품 2개는 제외됩니다.');
    const soldOut = within(lines[2]!);
    expect(soldOut.getByTestId('order-bag-line-reason').textContent).toBe(
      '내년 3월 재출시 예정 · 주문에서 제외됩니다.'
    );
    expect(soldOut.queryByRole('checkbox')).toBeNull();
    expect(soldOut.queryByTestId('order-bag-quantity')).toBeNull();
    expect(within(lines[3]!).getByTestId('order-bag-line-reason').textContent).toBe(
      '판매가 중지되어 주문에서 제외됩니다.'
    );
    // 18,000 × 2 + 26,000 × 1: the left-out lines count for nothing.
    expect(screen.getByTestId('bag-order-total').textContent).toBe('62,000원');
  });

  it('holds quantities within each line’s limit, and a guest orders only the chosen lines, naming the bag', async () => {
    const user = userEvent.setup();
    const { router } = setup(false);
    const lines = await screen.findAllByTestId('order-bag-line');
    const sunscreen = within(lines[1]!);
    const more = sunscreen.getByRole('button', { name: '무기자차 선크림 수량 늘리기' });
    await user.click(more);
    await user.click(more);
    expect((sunscreen.getByRole('spinbutton') as HTMLInputElement).value).toBe('3');
    expect((more as HTMLButtonElement).disabled).toBe(true);
    const typed = sunscreen.getByRole('spinbutton');
    await user.clear(typed);
    await user.type(typed, '9');
    expect((typed as HTMLInputElement).value).toBe('3');
    await user.click(within(lines[0]!).getByRole('checkbox', { name: '녹차 클렌징 폼 주문에 포함' }));
    expect(screen.getByTestId('bag-order-total').textContent).toBe('78,000원');

    await user.click(screen.getByTestId('bag-order'));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/beauty-planner'));
    expect(readOrderData('normal')).toMatchObject({
      source: 'DIRECT',
      guest: true,
      easyBagId: BAG_ID,
      lines: [{ productId: 1011, productOptionId: null, quantity: 3 }]
    });
  });

  it('sends a member to /order with the bag named', async () => {
    const user = userEvent.setup();
    const { router } = setup(true);
    await user.click(await screen.findByTestId('bag-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order'));
    expect(readOrderData('normal')).toMatchObject({
      guest: false,
      easyBagId: BAG_ID,
      lines: [
        { productId: 1001, quantity: 2 },
        { productId: 1011, quantity: 1 }
      ]
    });
  });

  it('says so for a deleted or unknown bag and for a link without a proper id', async () => {
    setup(false, fail(404, 'EASY_BAG_NOT_FOUND'));
    expect((await screen.findByTestId('bag-missing')).textContent).toContain('이지백을 찾을 수 없습니다');
  });
});
