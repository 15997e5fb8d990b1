import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EasyBag } from '@mall/domain';
import { installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture, productDetail, productSummary } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { BAG_DRAFT_KEY } from '../lib/bag-draft';
import { BAG_ID, bagLine, signInTestPlanner } from '../testing/easy-bag-fixtures';

const PRODUCTS = [
  productSummary({ productId: 1001, productName: '녹차 클렌징 폼', price: 18000 }),
  productSummary({ productId: 1011, productName: '무기자차 선크림', price: 26000 })
];
const SAVED: EasyBag = {
  bagId: BAG_ID,
  name: '여름 세트',
  note: '',
  lines: [bagLine({ quantity: 2 })],
  link: `/beauty-planner?bagId=${BAG_ID}`,
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z'
};

function setup(path: string) {
  signInTestPlanner();
  const saves: unknown[] = [];
  const api = installFakeApi({
    'GET /api/product/v1/categories': () => ok(categoriesFixture),
    'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 }),
    'GET /api/product/v1/public/products': () =>
      ok({ list: PRODUCTS, pageNumber: 1, pageSize: 12, totalPageNumber: 1, totalSize: 2 }),
    'GET /api/product/v1/public/products/1001': () =>
      ok(productDetail({ productId: 1001, maxQuantityLimit: null })),
    'GET /api/product/v1/public/products/1011': () =>
      ok(productDetail({ productId: 1011, maxQuantityLimit: 3 })),
    'POST /api/personal/v1/users/1/easy-bags': (call: FakeCall) => {
      saves.push(JSON.parse(String(call.body)));
      return ok(SAVED);
    },
    [`GET /api/personal/v1/users/1/easy-bags/${BAG_ID}`]: () => ok(SAVED)
  });
  return { api, saves, ...renderApp(path) };
}

afterEach(() => sessionStorage.clear());

describe('/mypage/easybag/add/1..3', () => {
  it('a later step entered out of order goes back to step 1', async () => {
    const { router } = setup('/mypage/easybag/add/3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/easybag/add/1'));
    await screen.findAllByTestId('bag-pick-card');
  });

  it('builds a bag in three steps: picks from the bag-able list, quantities within limits, name, review, save', async () => {
    const user = userEvent.setup();
    const { api, saves, router } = setup('/mypage/easybag/add/1');
    await screen.findAllByTestId('bag-pick-card');
    const listCall = api.calls.find((call) => call.url.pathname === '/api/product/v1/public/products');
    expect(listCall?.url.searchParams.get('exposureBagYn')).toBe('Y');
    expect((screen.getByTestId('bag-next') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByTestId('bag-pick-1001'));
    await user.click(screen.getByTestId('bag-pick-1011'));
    await waitFor(() => expect(screen.getByTestId('bag-pick-count').textContent).toBe('담은 상품 2/20'));
    expect(JSON.parse(sessionStorage.getItem(BAG_DRAFT_KEY)!).lines).toHaveLength(2);
    await user.click(screen.getByTestId('bag-next'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/easybag/add/2'));
    const lines = await screen.findAllByTestId('bag-line');
    const sunscreen = within(lines[1]!);
    const more = sunscreen.getByRole('button', { name: '무기자차 선크림 수량 늘리기' });
    for (let i = 0; i < 4; i += 1) await user.click(more);
    expect((sunscreen.getByRole('spinbutton') as HTMLInputElement).value).toBe('3');
    // Without a name step 3 does not open.
    await user.click(screen.getByTestId('bag-next'));
    expect((await screen.findByRole('alert')).textContent).toBe('이지백 이름을 입력해 주세요.');
    expect(router.state.location.pathname).toBe('/mypage/easybag/add/2');
    await user.type(screen.getByTestId('bag-name'), '여름 세트');
    await user.type(screen.getByTestId('bag-note'), '아침에 쓰세요.');
    await user.click(screen.getByTestId('bag-next'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/easybag/add/3'));
    expect((await screen.findByTestId('bag-review-name')).textContent).toBe('여름 세트');
    expect(screen.getByTestId('bag-review-total').textContent).toBe('96,000원');
    await user.click(screen.getByTestId('bag-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/mypage/easybag/${BAG_ID}`));
    expect(saves).toEqual([
      {
        name: '여름 세트',
        note: '아침에 쓰세요.',
        lines: [
          { productId: 1001, productOptionId: null, quantity: 1 },
          { productId: 1011, productOptionId: null, quantity: 3 }
        ]
      }
    ]);
    expect(sessionStorage.getItem(BAG_DRAFT_KEY)).toBeNull();
    expect(await screen.findByText('이지백이 저장되었습니다. 링크를 고객에게 보내 보세요.')).toBeTruthy();
  });

  it('keeps the picks through a reload of step 2 (sessionStorage)', async () => {
    sessionStorage.setItem(
      BAG_DRAFT_KEY,
      JSON.stringify({
        version: 1,
        lines: [{ ...bagLine(), quantity: 4 }],
        name: '봄',
        note: '',
        reached: 2
      })
    );
    setup('/mypage/easybag/add/2');
    const [line] = await screen.findAllByTestId('bag-line');
    expect((within(line!).getByRole('spinbutton') as HTMLInputElement).value).toBe('4');
    expect((screen.getByTestId('bag-name') as HTMLInputElement).value).toBe('봄');
  });
});

describe('/mypage/easybag/add/2: how the picks stand now', () => {
  it('marks a sold-out pick as step 1 and the bag page do', async () => {
    sessionStorage.setItem(
      BAG_DRAFT_KEY,
      JSON.stringify({
        version: 1,
        lines: [
          { ...bagLine(), quantity: 1 },
          { ...bagLine({ productId: 1012, productName: '워터리 선 에센스' }), quantity: 1 }
        ],
        name: '',
        note: '',
        reached: 2
      })
    );
    signInTestPlanner();
    installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 }),
      'GET /api/product/v1/public/products/1001': () => ok(productDetail({ productId: 1001 })),
      'GET /api/product/v1/public/products/1012': () =>
        ok(productDetail({ productId: 1012, salesStatus: { code: 'SOLD_OUT' } }))
    });
    renderApp('/mypage/easybag/add/2');
    const lines = await screen.findAllByTestId('bag-line');
    await waitFor(() => expect(within(lines[1]!).getByText('품절')).toBeTruthy());
    expect(within(lines[0]!).queryByText('품절')).toBeNull();
    expect(screen.getByTestId('bag-lines-hint').textContent).toBe(
      '품절·판매 중지 상품은 고객 주문에서 제외됩니다.'
    );
  });
});
