import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/routes';
import { appRoutes } from '../../../app/more-routes';
import { createQueryClient } from '../../../shared/api/query-client';
import { tokenStore } from '../../../shared/api/token-store';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { meQueryKey, toSessionUser } from '../../../shared/session/account-api';
import { startSessionRestore } from '../../../shared/session/session-restore';
import { sessionStore } from '../../../shared/session/session-store';
import { fail, installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture, meFixture, productSummary } from '../../../shared/testing/fixtures';
import { DialogHost } from '../../../shared/ui/dialog-host';
import { renderApp } from '../../../shared/testing/render-app';

function fakeApi(me = meFixture) {
  return installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/product/v1/public/products': () =>
      ok({ list: [productSummary()], pageNumber: 1, pageSize: 8, totalPageNumber: 1, totalSize: 1 }),
    'GET /api/member/v1/users/me': (call) =>
      call.headers.get('authorization') === 'Bearer access-1' ? ok(me) : fail(401, 'UNAUTHORIZED'),
    'DELETE /api/oauth/token': () => ({ status: 204 }),
    // A planner without an allowance account (SPEC §7 allowance alarm) and the allowance screen's reads.
    'GET /api/member/v1/users/allowance-bank-account/alarm': () => ok({ alarm: true }),
    'GET /api/member/v1/users/allowance-bank-account': () => ok({ account: null }),
    'GET /api/member/bank/v1/public/banks': () => ok([{ bankCode: '088', bankName: '신한은행' }]),
    'GET /api/order/v1/sales/history/summary': (call) =>
      call.headers.get('authorization') === 'Bearer access-1'
        ? ok({
            months: 6,
            orderCounts: { PLACED: 2, PREPARING: 1, SHIPPING: 0, DELIVERED: 12 },
            pointBalance: 1560,
            usableCouponCount: 3
          })
        : fail(401, 'UNAUTHORIZED')
  });
}

function signedIn(me = meFixture) {
  tokenStore.set('access-1');
  sessionStore.signIn(toSessionUser(me));
  localStorage.setItem('mall.sessionHint', '"persistent"');
}

describe('/mypage', () => {
  it('opens with the order counts per state, points and usable coupons, each a link, in three languages', async () => {
    const api = fakeApi();
    signedIn();
    renderApp('/mypage');
    const block = await screen.findByRole('region', { name: '나의 쇼핑 현황' });
    const steps = within(block)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual(['2결제완료', '›1배송준비', '›0배송중', '›12배송완료']);
    expect(within(block).getByText('최근 6개월')).toBeDefined();
    expect(screen.getByTestId('mypage-summary-points').textContent).toBe('1,560P');
    expect(screen.getByTestId('mypage-summary-coupons').textContent).toBe('3장');
    expect(screen.getByTestId('mypage-summary-DELIVERED').getAttribute('href')).toBe('/mypage/orderList');
    expect(screen.getByRole('link', { name: /적립금/ }).getAttribute('href')).toBe('/mypage/point');
    expect(screen.getByRole('link', { name: /사용 가능 쿠폰/ }).getAttribute('href')).toBe('/mypage/coupon');
    // One request for the whole block.
    expect(api.calls.filter((call) => call.url.pathname.endsWith('/history/summary'))).toHaveLength(1);

    await act(() => changeLanguage('en-US'));
    const english = await screen.findByRole('region', { name: 'My orders at a glance' });
    expect(within(english).getByTestId('mypage-summary-SHIPPING').textContent).toBe('0Shipping');
    await act(() => changeLanguage('zh-TW'));
    const chinese = await screen.findByRole('region', { name: '我的購物概況' });
    expect(within(chinese).getByTestId('mypage-summary-PLACED').textContent).toBe('2已付款');
    expect(within(chinese).getByTestId('mypage-summary-coupons').textContent).toBe('3 張');
  });

  it('shows name (last then first), member number, type, rank, referrer and join date', async () => {
    fakeApi();
    signedIn();
    renderApp('/mypage');
    expect(await screen.findByText('이민준님, 반갑습니다.')).toBeTruthy();
    expect(screen.getByTestId('mypage-member-number').textContent).toBe('2000000001');
    expect(screen.getByTestId('mypage-member-type').textContent).toBe('일반 회원');
    expect(screen.getByTestId('mypage-rank').textContent).toBe('멤버');
    expect(screen.getByTestId('mypage-referrer').textContent).toBe('김서연 (1000000001)');
    expect(screen.getByTestId('mypage-join-date').textContent).toMatch(/^2025-05-2[01]$/);
    // The account menu links to its pages.
    const menu = screen.getByRole('navigation', { name: '계정 관리' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
    ).toEqual([
      '/mypage/orderList',
      '/mypage/returnList',
      '/autoship',
      '/mypage/wishlist',
      '/mypage/recent',
      '/mypage/restock',
      '/mypage/coupon',
      '/mypage/point',
      '/mypage/reviews',
      '/mypage/beautyProfile',
      '/mypage/userInfo',
      '/mypage/changePassWord',
      '/mypage/sns',
      '/mypage/refundAccount',
      '/mypage/autoshipCard',
      '/mypage/withdrawal'
    ]);
    expect(within(menu).getByRole('link', { name: /비밀번호 변경/ })).toBeTruthy();
  });

  it('the address entry opens the address book dialog (no route: ADR 033), and it closes again', async () => {
    installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'GET /api/member/v1/users/me': () => ok(meFixture),
      'GET /api/member/v1/users/address': () => ok([])
    });
    signedIn();
    renderApp('/mypage');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /배송지 관리/ }));
    // A lazy chunk plus its text namespace: give a busy machine more than the default second.
    const dialog = await screen.findByRole('dialog', { name: '배송지 관리' });
    expect(await within(dialog).findByText(/등록된 배송지가 없습니다/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog', { name: '배송지 관리' })).toBeNull();
  });

  it('a member without a referrer sees "none"; an unknown rank is shown as is; English labels', async () => {
    await changeLanguage('en-US');
    const me = {
      ...meFixture,
      userType: 'NON_REF_CUSTOMER' as const,
      referralUserNumber: null,
      referralName: null,
      rank: 'GOLD'
    };
    fakeApi(me);
    signedIn(me);
    renderApp('/mypage');
    expect(await screen.findByText('Welcome, 이민준.')).toBeTruthy();
    expect(screen.getByTestId('mypage-referrer').textContent).toBe('None');
    expect(screen.getByTestId('mypage-rank').textContent).toBe('GOLD');
    expect(screen.getByTestId('mypage-member-type').textContent).toBe('Customer (no referrer)');
  });
});

describe('/mypage on a fresh page load of a returning member', () => {
  it('the login guard waits for the session restore instead of treating the member as a guest', async () => {
    localStorage.setItem('mall.sessionHint', '"persistent"');
    installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'POST /api/oauth/token': async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return { body: { access_token: 'access-1', token_type: 'Bearer', expires_in: 900 } };
      },
      'GET /api/member/v1/users/me': (call) =>
        call.headers.get('authorization') === 'Bearer access-1' ? ok(meFixture) : fail(401, 'UNAUTHORIZED')
    });
    const queryClient = createQueryClient();
    void startSessionRestore(queryClient);
    const router = createMemoryRouter(createRoutes(queryClient, appRoutes), { initialEntries: ['/mypage'] });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <DialogHost />
      </QueryClientProvider>
    );
    expect((await screen.findByTestId('mypage-member-number')).textContent).toBe('2000000001');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('logout', () => {
  it('from my page: DELETE /api/oauth/token, forgets token, hint, session and member data, goes Home', async () => {
    const api = fakeApi();
    signedIn();
    const { router, queryClient } = renderApp('/mypage');
    await screen.findByText('이민준님, 반갑습니다.');
    expect(queryClient.getQueryData(meQueryKey(2))).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '로그아웃' }));
    await screen.findByRole('heading', { level: 2, name: '베스트' });
    expect(router.state.location.pathname).toBe('/');
    expect(api.calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/oauth/token')).toBe(true);
    expect(sessionStore.get().kind).toBe('guest');
    expect(tokenStore.get()).toBeNull();
    expect(localStorage.getItem('mall.sessionHint')).toBeNull();
    expect(queryClient.getQueryData(meQueryKey(2))).toBeUndefined();
  });

  it('from the side menu, which shows the member name; the local session ends even if the call fails', async () => {
    const api = installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'GET /api/product/v1/public/products': () =>
        ok({ list: [productSummary()], pageNumber: 1, pageSize: 8, totalPageNumber: 1, totalSize: 1 }),
      'DELETE /api/oauth/token': () => fail(500, 'INTERNAL_ERROR')
    });
    signedIn();
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    await user.click(await screen.findByTestId('open-side-menu'));
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).getByTestId('side-menu-member').textContent).toBe('이민준님');
    await user.click(within(menu).getByRole('button', { name: '로그아웃' }));
    await screen.findByRole('heading', { level: 2, name: '베스트' });
    expect(router.state.location.pathname).toBe('/');
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(sessionStore.get().kind).toBe('guest');
    expect(localStorage.getItem('mall.sessionHint')).toBeNull();
    expect(screen.queryByTestId('side-menu')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the side menu offers log in and sign up to a guest', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderApp('/search');
    await user.click(await screen.findByTestId('open-side-menu'));
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/login');
    expect(within(menu).getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe(
      '/signup/selectType'
    );
    expect(within(menu).getByRole('link', { name: '비회원 주문조회' }).getAttribute('href')).toBe(
      '/order/guest/lookup'
    );
  });

  it("a planner reaches the planner's pages from the side menu and from my page; 수당 정보 shows the alarm", async () => {
    const planner = { ...meFixture, userType: 'SOLE_PROPRIETORSHIP' as const };
    fakeApi(planner);
    signedIn(planner);
    const user = userEvent.setup();
    renderApp('/mypage');
    const onMyPage = await screen.findByTestId('mypage-planner-menu');
    const hrefs = (scope: HTMLElement) =>
      within(scope)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    const expected = [
      ['개인몰 관리', '/mypage/personalMall'],
      ['이지백', '/mypage/easybag'],
      ['내 영상', '/mypage/diveIn'],
      ['수당 정보', '/mypage/allowanceInfo'],
      ['플래너 서류 확인', '/mypage/checkPlannerDocument']
    ];
    expect(hrefs(onMyPage).map(([, href]) => href)).toEqual(expected.map(([, href]) => href));
    // No allowance account yet: my page marks 수당 정보 (the side menu, part of Home's first load, does not ask).
    expect((await within(onMyPage).findByTestId('planner-menu-alarm-allowanceInfo')).textContent).toBe(
      '등록 필요'
    );
    await user.click(screen.getByTestId('open-side-menu'));
    const side = within(await screen.findByTestId('side-menu')).getByTestId('side-menu-planner');
    expect(hrefs(side)).toEqual(expected);
    await user.click(within(side).getByRole('link', { name: '수당 정보' }));
    expect(await screen.findByRole('heading', { level: 1, name: '수당 정보' })).toBeDefined();
    expect((await screen.findByTestId('allowance-alarm')).textContent).toContain('수당 계좌를 등록해 주세요');
  });

  it('a customer has no planner menu, on my page or in the side menu', async () => {
    fakeApi();
    signedIn();
    const user = userEvent.setup();
    renderApp('/mypage');
    await screen.findByTestId('mypage-summary-points');
    expect(screen.queryByTestId('mypage-planner-menu')).toBeNull();
    await user.click(screen.getByTestId('open-side-menu'));
    await screen.findByTestId('side-menu');
    expect(screen.queryByTestId('side-menu-planner')).toBeNull();
  });
});
