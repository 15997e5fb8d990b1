import type { CouponPage, MemberCoupon, PointEntry, PointHistoryPage } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../../shared/api/token-store';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { toSessionUser } from '../../../shared/session/account-api';
import { sessionStore } from '../../../shared/session/session-store';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture, meFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';

const DAY = 24 * 60 * 60 * 1000;

function signedIn() {
  tokenStore.set('access-1');
  sessionStore.signIn(toSessionUser(meFixture));
  localStorage.setItem('mall.sessionHint', '"persistent"');
}

function coupon(overrides: Partial<MemberCoupon> = {}): MemberCoupon {
  return {
    memberCouponId: 1,
    couponName: '5,000원 할인 쿠폰',
    discountType: 'AMOUNT',
    discountValue: 5000,
    maxDiscount: null,
    minOrderAmount: 30000,
    issuedAt: '2026-11-01T03:00:00Z',
    expiresAt: new Date(Date.now() + 60 * DAY).toISOString(),
    status: 'ISSUED',
    usedAt: null,
    usedOrderNumber: null,
    ...overrides
  };
}

const page = <T,>(list: T[], pageNumber = 1, pageSize = 20, totalSize = list.length) => ({
  list,
  pageNumber,
  pageSize,
  totalPageNumber: Math.max(1, Math.ceil(totalSize / pageSize)),
  totalSize
});

function entry(overrides: Partial<PointEntry> = {}): PointEntry {
  return {
    pointEntryId: 1,
    kind: 'GRANT',
    amount: 3000,
    balanceAfter: 3000,
    orderNumber: null,
    displayOrderNumber: null,
    reason: 'welcome',
    createdAt: '2026-11-20T03:00:00Z',
    expiresAt: '2027-11-20T03:00:00Z',
    ...overrides
  };
}

function fakeApi(routes: Parameters<typeof installFakeApi>[0]) {
  return installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/member/v1/users/me': () => ok(meFixture),
    ...routes
  });
}

const findPage = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/mypage/coupon', () => {
  it('lists usable coupons: discount, cap, minimum, validity, D-day within 7 days, status; then the used tab', async () => {
    const api = fakeApi({
      'GET /api/compensation/coupon/v1/coupons/owned/active': () =>
        ok(
          page(
            [
              coupon({
                memberCouponId: 2,
                couponName: '10% 할인 쿠폰',
                discountType: 'RATE',
                discountValue: 10,
                maxDiscount: 10000,
                minOrderAmount: 0,
                expiresAt: new Date(Date.now() + 5 * DAY).toISOString()
              }),
              coupon()
            ],
            1,
            50
          ) satisfies CouponPage
        ),
      'GET /api/compensation/coupon/v1/coupons/used': () =>
        ok(
          page([
            coupon({
              memberCouponId: 3,
              status: 'USED',
              usedAt: '2026-10-10T03:00:00Z',
              usedOrderNumber: 'TP261010000001'
            })
          ])
        )
    });
    signedIn();
    renderApp('/mypage/coupon');
    await findPage('쿠폰');
    const cards = await screen.findAllByTestId('coupon-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('coupon-discount').textContent).toBe('10% 할인(최대 10,000원)');
    expect(within(cards[0]!).getByText('최소 구매 금액 없음')).toBeTruthy();
    expect(within(cards[0]!).getByTestId('coupon-d-day').textContent).toMatch(/^D-[45]$/);
    expect(within(cards[1]!).getByTestId('coupon-discount').textContent).toBe('5,000원 할인');
    expect(within(cards[1]!).getByText('30,000원 이상 구매 시')).toBeTruthy();
    expect(within(cards[1]!).queryByTestId('coupon-d-day')).toBeNull();
    expect(within(cards[1]!).getByTestId('coupon-validity').textContent).toMatch(
      /^유효기간2026-11-0[12] ~ \d{4}-\d{2}-\d{2}$/
    );
    expect(within(cards[1]!).getByTestId('coupon-status').textContent).toBe('사용 가능');
    expect(screen.getByTestId('coupon-total').textContent).toBe('총 2장');
    expect(
      api.calls
        .find((call: FakeCall) => call.url.pathname.endsWith('/owned/active'))
        ?.url.searchParams.get('page')
    ).toBe('1');

    await userEvent.setup().click(screen.getByRole('link', { name: '사용·만료' }));
    expect(await screen.findByText('주문번호 TP261010000001')).toBeTruthy();
    expect(screen.getByTestId('coupon-status').textContent).toBe('사용 완료');
    expect(screen.getByRole('link', { name: '사용·만료' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the empty state of each tab, and pages by the address', async () => {
    const api = fakeApi({
      'GET /api/compensation/coupon/v1/coupons/owned/active': () => ok(page([], 1, 50)),
      'GET /api/compensation/coupon/v1/coupons/used': (call) =>
        ok(
          page(
            [coupon({ memberCouponId: 40, status: 'EXPIRED' })],
            Number(call.url.searchParams.get('page')),
            20,
            45
          )
        )
    });
    signedIn();
    const { router } = renderApp('/mypage/coupon');
    expect((await screen.findByTestId('coupon-empty')).textContent).toBe('사용 가능한 쿠폰이 없습니다.');
    await router.navigate('/mypage/coupon?tab=used&page=2');
    expect((await screen.findByTestId('coupon-status')).textContent).toBe('기간 만료');
    const pager = screen.getByRole('navigation', { name: /페이지/ });
    expect(within(pager).getByRole('link', { current: 'page' }).textContent).toBe('2');
    expect(within(pager).getByRole('link', { name: /3/ }).getAttribute('href')).toBe(
      '/mypage/coupon?tab=used&page=3'
    );
    expect(
      api.calls.some(
        (call) => call.url.pathname.endsWith('/used') && call.url.searchParams.get('page') === '2'
      )
    ).toBe(true);
  });

  it('a failed read offers a retry', async () => {
    let fails = true;
    fakeApi({
      'GET /api/compensation/coupon/v1/coupons/owned/active': () =>
        fails ? fail(500, 'INTERNAL_ERROR') : ok(page([coupon()], 1, 50))
    });
    signedIn();
    renderApp('/mypage/coupon');
    const alert = await screen.findByRole('alert');
    fails = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('coupon-card')).toBeTruthy();
  });

  it('a guest is asked to log in, and sent to the login with the way back', async () => {
    fakeApi({});
    const { router } = renderApp('/mypage/coupon');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('로그인 후 이용해 주세요.');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '로그인하기' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/login?redirect=%2Fmypage%2Fcoupon'
      )
    );
  });
});

describe('/mypage/point', () => {
  it('shows the balance card and the history of the last 6 months with signed amounts and TP order numbers', async () => {
    const api = fakeApi({
      'GET /api/compensation/point/v1/private/point/findPoint/2': () =>
        ok({ balance: 12000, earnedTotal: 13000, usedTotal: 500, expiringSoon: 5000 }),
      'GET /api/compensation/point/v1/private/point/point-summary-history': () =>
        ok(
          page([
            entry({
              pointEntryId: 3,
              kind: 'USE',
              amount: -500,
              balanceAfter: 12000,
              reason: 'order',
              orderNumber: 'AP261120000007',
              displayOrderNumber: 'TP261120000007',
              expiresAt: null
            }),
            entry({ pointEntryId: 2, kind: 'GRANT', amount: 12500, balanceAfter: 12500, reason: 'event' }),
            // Points an order held, back because its payment was never completed (docs/decisions/062).
            entry({ pointEntryId: 1, kind: 'REVERSE', amount: 300, balanceAfter: 0, reason: 'unpaid' })
          ]) satisfies PointHistoryPage
        )
    });
    signedIn();
    renderApp('/mypage/point');
    await findPage('포인트');
    // The card holds its place with a blank while the summary loads.
    await waitFor(() => expect(screen.getByTestId('point-balance').textContent).toBe('12,000P'));
    expect(screen.getByTestId('point-expiringSoon').textContent).toBe('5,000P');
    const rows = await screen.findAllByTestId('point-entry');
    expect(within(rows[0]!).getByTestId('point-amount').textContent).toBe('−500P');
    expect(within(rows[0]!).getByTestId('point-amount').className).toContain('text-coral-strong');
    expect(within(rows[0]!).getByTestId('point-order-number').textContent).toBe('주문번호 TP261120000007');
    expect(within(rows[0]!).getByText('잔액 12,000P')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('point-amount').textContent).toBe('+12,500P');
    expect(within(rows[1]!).getByText('이벤트 포인트')).toBeTruthy();
    expect(within(rows[2]!).getByText('결제 미완료')).toBeTruthy();
    const history = api.calls.find((call) => call.url.pathname.endsWith('/point-summary-history'))!;
    const from = history.url.searchParams.get('fromDate')!;
    const to = history.url.searchParams.get('toDate')!;
    expect(history.url.searchParams.get('page')).toBe('1');
    // Six months back (the default preset).
    const months = (Date.parse(to) - Date.parse(from)) / DAY;
    expect(months).toBeGreaterThanOrEqual(181);
    expect(months).toBeLessThanOrEqual(184);
    expect(screen.getByRole('link', { name: '6개월' }).getAttribute('aria-current')).toBe('true');
  });

  it('a period preset asks again for that range; an empty period says so; English texts', async () => {
    await changeLanguage('en-US');
    try {
      const api = fakeApi({
        'GET /api/compensation/point/v1/private/point/findPoint/2': () =>
          ok({ balance: 0, earnedTotal: 0, usedTotal: 0, expiringSoon: 0 }),
        'GET /api/compensation/point/v1/private/point/point-summary-history': () => ok(page([]))
      });
      signedIn();
      renderApp('/mypage/point');
      expect((await screen.findByTestId('point-empty')).textContent).toBe(
        'No point activity in this period.'
      );
      await waitFor(() => expect(screen.getByTestId('point-balance').textContent).toBe('0P'));
      await userEvent.setup().click(screen.getByRole('link', { name: '1 mo' }));
      await screen.findByText(
        (_, element) => element?.getAttribute('aria-current') === 'true' && element.textContent === '1 mo'
      );
      // The preset's request follows its link's render: wait for it rather than read the calls at once.
      await waitFor(() => {
        const last = api.calls.filter((call) => call.url.pathname.endsWith('/point-summary-history')).at(-1)!;
        const days =
          (Date.parse(last.url.searchParams.get('toDate')!) -
            Date.parse(last.url.searchParams.get('fromDate')!)) /
          DAY;
        expect(days).toBeGreaterThanOrEqual(28);
        expect(days).toBeLessThanOrEqual(31);
      });
    } finally {
      await changeLanguage('ko-KR');
    }
  });

  it('a guest is asked to log in (no point call is made)', async () => {
    const api = fakeApi({});
    renderApp('/mypage/point');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('로그인 후 이용해 주세요.');
    expect(api.calls.some((call) => call.url.pathname.startsWith('/api/compensation'))).toBe(false);
  });
});
