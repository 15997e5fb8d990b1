import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { signInTestMember } from '../../../shared/testing/signed-in';
import { autoshipDetail, SUBSCRIPTIONS, summaryOf } from '../testing/autoship-fixtures';

function setup(rows: ReturnType<typeof summaryOf>[]) {
  signInTestMember();
  const api = installFakeApi({
    'GET /api/product/v1/categories': () => ok(categoriesFixture),
    'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 }),
    [`GET ${SUBSCRIPTIONS}`]: () => ok(rows)
  });
  return { api, ...renderApp('/autoship') };
}

describe('/autoship', () => {
  it('with no subscription says so and leads to the autoship cart', async () => {
    setup([]);
    const empty = await screen.findByTestId('autoship-empty');
    expect(empty.textContent).toContain('신청한 정기배송이 없습니다');
    expect(within(empty).getByRole('link', { name: '정기배송 장바구니로 가기' }).getAttribute('href')).toBe(
      '/cart?type=autoship'
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('정기배송 관리');
  });

  it('lists each subscription: products, status, cycle, next charge day, amount, masked card and its detail', async () => {
    setup([
      summaryOf(autoshipDetail()),
      summaryOf(
        autoshipDetail({
          autoshipId: 40,
          status: 'HELD',
          cycle: { kind: 'MONTHLY', dayOfMonth: 15 },
          nextChargeDay: null,
          productNames: ['데일리 토너'],
          imageUrl: null,
          amount: 23000,
          card: { userFavoriteCardsId: 7, cardCompanyName: null, cardNumber: '43301234****123*' }
        })
      )
    ]);
    const rows = await screen.findAllByTestId('autoship-row');
    expect(screen.getByTestId('autoship-count').textContent).toBe('정기배송 2건');
    const [first, second] = rows.map((row) => within(row));
    expect(first!.getByTestId('autoship-row-products').textContent).toBe('비타 글로우 세럼 외 1개');
    expect(first!.getByTestId('autoship-status').textContent).toBe('진행 중');
    expect(first!.getByTestId('autoship-row-cycle').textContent).toBe('4주마다');
    expect(first!.getByTestId('autoship-row-next').textContent).toBe('2027-03-10');
    expect(first!.getByTestId('autoship-row-amount').textContent).toBe('58,400원');
    expect(first!.getByTestId('autoship-row-card').textContent).toBe('현대카드 5123-4567-****-987*');
    expect(
      first!.getByRole('link', { name: '비타 글로우 세럼 외 1개 정기배송 상세 보기' }).getAttribute('href')
    ).toBe('/autoship/detail/41');

    expect(second!.getByTestId('autoship-row-products').textContent).toBe('데일리 토너');
    expect(second!.getByTestId('autoship-status').textContent).toBe('결제 보류');
    expect(second!.getByTestId('autoship-row-cycle').textContent).toBe('매월 15일');
    expect(second!.getByTestId('autoship-row-next').textContent).toBe('예정 없음');
    expect(second!.getByTestId('autoship-row-card').textContent).toBe('카드 4330-1234-****-123*');
    expect(second!.getByRole('link', { name: /상세 보기/ }).getAttribute('href')).toBe('/autoship/detail/40');
  });

  it('is for members: a guest is asked to log in and sent to the login with the way back', async () => {
    installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 })
    });
    const { router } = renderApp('/autoship');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '로그인하기' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/login?redirect=%2Fautoship'
      )
    );
  });
});
