import type { FavoriteCard } from '@mall/domain';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/more-routes';
import type { AppRoute } from '../../../app/routes';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { signInTestMember } from '../../../shared/testing/signed-in';

const card: FavoriteCard = {
  userFavoriteCardsId: 7,
  cardCompanyCode: '41',
  cardCompanyName: '신한카드',
  cardNumber: '43301234****123*',
  cardType: '신용',
  fixedTermYn: 'N',
  hasOrderPassword: false,
  failCount: 0,
  orderPasswordLocked: false,
  registeredAt: '2026-11-26T03:00:00.000Z'
};

function Probe() {
  const location = useLocation();
  return <p data-testid="probe">{`${location.pathname}${location.search}`}</p>;
}
/** The real table with a page that shows where the return page sent the member. */
const routes: AppRoute[] = [{ path: '/probe', screen: async () => Probe }, ...appRoutes];

function fakeRegistration(
  answer: (call: FakeCall) => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>
) {
  return installFakeApi({
    'GET /api/product/v1/categories': () => ok(categoriesFixture),
    'POST /api/member/v1/2/favorite-cards': answer
  });
}

const registrations = (calls: FakeCall[]) =>
  calls.filter((call) => call.url.pathname.endsWith('/favorite-cards'));

describe('/billing/success', () => {
  it('says it is registering, posts the customerKey and authKey, then replaces itself with the same-site redirect', async () => {
    signInTestMember();
    let answer: () => void = () => {};
    const api = fakeRegistration(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(ok({ card }));
        })
    );
    const { router } = renderApp(
      '/billing/success?redirect=%2Fprobe%3Fstep%3D2&customerKey=mc_0123456789abcdef&authKey=bln_auth_1',
      routes
    );
    expect(await screen.findByRole('heading', { level: 1, name: '카드를 등록하고 있습니다' })).toBeTruthy();
    await waitFor(() => expect(registrations(api.calls)).toHaveLength(1));
    expect(JSON.parse(String(registrations(api.calls)[0]!.body))).toEqual({
      customerKey: 'mc_0123456789abcdef',
      authKey: 'bln_auth_1'
    });
    answer();
    expect((await screen.findByTestId('probe')).textContent).toBe(
      '/probe?step=2&billing=success&userFavoriteCardsId=7'
    );
    // Replaced, not pushed: going back does not post the authKey again.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(registrations(api.calls)).toHaveLength(1);
  });

  it.each([['https://evil.example'], ['//evil.example/x'], ['']])(
    'a redirect of %j is not followed: the saved cards instead',
    async (redirect) => {
      signInTestMember();
      fakeRegistration(() => ok({ card }));
      const { router } = renderApp(
        `/billing/success?redirect=${encodeURIComponent(redirect)}&customerKey=mc_0123456789abcdef&authKey=bln_auth_2`,
        routes
      );
      await waitFor(() =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          '/mypage/autoshipCard?billing=success&userFavoriteCardsId=7'
        )
      );
    }
  );

  it('a refused registration goes on with billing=fail and the refusal code', async () => {
    signInTestMember();
    const api = fakeRegistration(() => fail(400, 'BILLING_AUTH_FAILED'));
    renderApp('/billing/success?redirect=%2Fprobe&customerKey=mc_0123456789abcdef&authKey=bln_used', routes);
    expect((await screen.findByTestId('probe')).textContent).toBe(
      '/probe?billing=fail&code=BILLING_AUTH_FAILED'
    );
    expect(registrations(api.calls)).toHaveLength(1);
  });

  it('a return without the keys posts nothing and goes on with billing=fail', async () => {
    signInTestMember();
    const api = fakeRegistration(() => ok({ card }));
    renderApp('/billing/success?redirect=%2Fprobe&customerKey=mc_0123456789abcdef', routes);
    expect((await screen.findByTestId('probe')).textContent).toBe('/probe?billing=fail');
    expect(registrations(api.calls)).toHaveLength(0);
  });
});

describe('/billing/fail', () => {
  it("goes on to the redirect with billing=fail and the provider's code (never its free text)", async () => {
    signInTestMember();
    installFakeApi({ 'GET /api/product/v1/categories': () => ok(categoriesFixture) });
    renderApp('/billing/fail?code=USER_CANCEL&message=%EC%B7%A8%EC%86%8C&redirect=%2Fprobe', routes);
    expect((await screen.findByTestId('probe')).textContent).toBe('/probe?billing=fail&code=USER_CANCEL');
  });

  it('an outside redirect is not followed', async () => {
    signInTestMember();
    installFakeApi({ 'GET /api/product/v1/categories': () => ok(categoriesFixture) });
    const { router } = renderApp(
      '/billing/fail?code=REJECT_CARD_COMPANY&redirect=https%3A%2F%2Fevil.example',
      [{ path: '/mypage/autoshipCard', screen: async () => Probe }, ...routes]
    );
    expect((await screen.findByTestId('probe')).textContent).toBe(
      '/mypage/autoshipCard?billing=fail&code=REJECT_CARD_COMPANY'
    );
    expect(router.state.location.pathname).toBe('/mypage/autoshipCard');
  });
});
