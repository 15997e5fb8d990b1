import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EasyBag, EasyBagLine } from '@mall/domain';
import { installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture, productDetail, productSummary } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { BAG_ID, bagLine, signInTestPlanner } from '../testing/easy-bag-fixtures';

const PRODUCTS = [
  productSummary({ productId: 1001, productName: '녹차 클렌징 폼', price: 18000 }),
  productSummary({ productId: 1011, productName: '무기자차 선크림', price: 26000 }),
  productSummary({ productId: 1020, productName: '립 틴트', price: 15000, optionYn: 'Y' })
];
const TINT = productDetail({
  productId: 1020,
  productName: '립 틴트',
  optionYn: 'Y',
  options: [
    {
      productOptionId: 51,
      optionValue: '코랄',
      optionImageUrl: null,
      salesStatus: { code: 'ON_SALE' },
      soldOutMessage: null
    },
    {
      productOptionId: 52,
      optionValue: '로즈',
      optionImageUrl: null,
      salesStatus: { code: 'ON_SALE' },
      soldOutMessage: null
    }
  ]
});

function bag(lines: EasyBagLine[]): EasyBag {
  return {
    bagId: BAG_ID,
    name: '여름 세트',
    note: '',
    lines,
    link: `/beauty-planner?bagId=${BAG_ID}`,
    createdAt: '2026-11-27T00:00:00.000Z',
    updatedAt: '2026-11-27T00:00:00.000Z'
  };
}

function setup(lines: EasyBagLine[]) {
  signInTestPlanner();
  const puts: unknown[] = [];
  installFakeApi({
    'GET /api/product/v1/categories': () => ok(categoriesFixture),
    'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 }),
    'GET /api/product/v1/public/products': () =>
      ok({ list: PRODUCTS, pageNumber: 1, pageSize: 12, totalPageNumber: 1, totalSize: 3 }),
    'GET /api/product/v1/public/products/1001': () => ok(productDetail({ productId: 1001 })),
    'GET /api/product/v1/public/products/1011': () =>
      ok(productDetail({ productId: 1011, productName: '무기자차 선크림', maxQuantityLimit: 3 })),
    'GET /api/product/v1/public/products/1020': () => ok(TINT),
    [`GET /api/personal/v1/users/1/easy-bags/${BAG_ID}`]: () => ok(bag(lines)),
    [`PUT /api/personal/v1/users/1/easy-bags/${BAG_ID}`]: (call: FakeCall) => {
      puts.push(JSON.parse(String(call.body)));
      return ok({ ...bag(lines), updatedAt: '2026-11-28T00:00:00.000Z' });
    }
  });
  return { puts, ...renderApp(`/mypage/easybag/${BAG_ID}`) };
}

afterEach(() => sessionStorage.clear());

describe('/mypage/easybag/{bagId}: adding products', () => {
  it('adds products through the picker (an option in the bag is marked, not added twice) and saves them in the PUT', async () => {
    const user = userEvent.setup();
    const { puts } = setup([
      bagLine({ quantity: 2 }),
      bagLine({ productId: 1020, productOptionId: 51, productName: '립 틴트', optionValue: '코랄' })
    ]);
    await user.click(await screen.findByTestId('bag-add-products'));
    const modal = await screen.findByRole('dialog', { name: '상품 추가' });
    const picker = within(modal);
    await picker.findAllByTestId('bag-pick-card');
    // The foam is in the bag already: its card says so.
    expect(picker.getByTestId('bag-pick-1001').getAttribute('aria-pressed')).toBe('true');
    await user.click(picker.getByTestId('bag-pick-1011'));
    await waitFor(() => expect(picker.getByTestId('bag-pick-count').textContent).toBe('담은 상품 3/20'));
    await user.click(picker.getByTestId('bag-pick-1020'));
    const held = await picker.findByRole('button', { name: '코랄 (이미 담김)' });
    expect((held as HTMLButtonElement).disabled).toBe(true);
    await user.click(picker.getByRole('button', { name: '로즈' }));
    await waitFor(() => expect(picker.getByTestId('bag-pick-count').textContent).toBe('담은 상품 4/20'));
    await user.click(picker.getByTestId('bag-add-done'));
    expect(screen.queryByRole('dialog')).toBeNull();

    const lines = screen.getAllByTestId('bag-line');
    expect(lines).toHaveLength(4);
    expect(within(lines[2]!).getByText('무기자차 선크림')).toBeTruthy();
    await user.click(screen.getByTestId('bag-update'));
    expect(await screen.findByText('변경 내용을 저장했습니다.')).toBeTruthy();
    expect(puts).toHaveLength(1);
    expect(puts[0]).toEqual({
      name: '여름 세트',
      note: '',
      lines: [
        { productId: 1001, productOptionId: null, quantity: 2 },
        { productId: 1020, productOptionId: 51, quantity: 1 },
        { productId: 1011, productOptionId: null, quantity: 1 },
        { productId: 1020, productOptionId: 52, quantity: 1 }
      ]
    });
  });

  it('stops at 20 lines: the picker refuses more and the add button is off', async () => {
    const user = userEvent.setup();
    const nineteen = Array.from({ length: 19 }, (_, i) =>
      bagLine({ productId: 2001 + i, productName: `상품 ${i + 1}` })
    );
    setup(nineteen);
    await user.click(await screen.findByTestId('bag-add-products'));
    const picker = within(await screen.findByRole('dialog'));
    await picker.findAllByTestId('bag-pick-card');
    expect(picker.getByTestId('bag-pick-count').textContent).toBe('담은 상품 19/20');
    await user.click(picker.getByTestId('bag-pick-1001'));
    await waitFor(() => expect(picker.getByTestId('bag-pick-count').textContent).toBe('담은 상품 20/20'));
    expect(picker.getByTestId('bag-pick-full').textContent).toBe('상품은 20개까지 담을 수 있습니다.');
    expect((picker.getByTestId('bag-pick-1011') as HTMLButtonElement).disabled).toBe(true);
    expect((picker.getByTestId('bag-pick-1020') as HTMLButtonElement).disabled).toBe(true);
    await user.click(picker.getByTestId('bag-add-done'));
    expect(screen.getAllByTestId('bag-line')).toHaveLength(20);
    expect((screen.getByTestId('bag-add-products') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('bag-edit-full')).toBeTruthy();
  });
});
