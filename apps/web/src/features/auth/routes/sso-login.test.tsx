import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_CLIENT_ID } from '../../../shared/config/app-config';
import { sessionStore } from '../../../shared/session/session-store';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture, meFixture, productSummary } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';

function fakeApi(redeem: (code: string) => { status?: number; body?: unknown }) {
  return installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/product/v1/public/products': () =>
      ok({ list: [productSummary()], pageNumber: 1, pageSize: 8, totalPageNumber: 1, totalSize: 1 }),
    'POST /api/oauth/handoff/token': (call: FakeCall) =>
      redeem(new URLSearchParams(String(call.body)).get('code') ?? ''),
    'GET /api/member/v1/users/me': (call: FakeCall) =>
      call.headers.get('authorization') === 'Bearer access-sso' ? ok(meFixture) : fail(401, 'UNAUTHORIZED')
  });
}

describe('/ssoLogin?code= (back office -> mall, docs/decisions/015)', () => {
  it('redeems the code as the storefront client, signs in and goes on to the redirect target', async () => {
    const { calls } = fakeApi((code) =>
      code === 'good-code'
        ? {
            body: {
              access_token: 'access-sso',
              token_type: 'Bearer',
              expires_in: 900,
              user_type: 'SOLE_PROPRIETORSHIP'
            }
          }
        : fail(400, 'HANDOFF_CODE_INVALID')
    );
    const { router } = renderApp('/ssoLogin?code=good-code&redirect=%2Fsearch');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(sessionStore.get()).toMatchObject({ kind: 'member', user: { userNumber: meFixture.userNumber } });
    const redeem = calls.find((c) => c.url.pathname === '/api/oauth/handoff/token');
    expect(redeem?.headers.get('authorization')).toBe(`Basic ${btoa(`${WEB_CLIENT_ID}:`)}`);
    expect(String(redeem?.body)).toBe('code=good-code');
  });

  it('falls back to the login form with a message, and the spent code leaves the address', async () => {
    fakeApi(() => fail(400, 'HANDOFF_CODE_USED'));
    const { router } = renderApp('/ssoLogin?code=old-code');
    const message = await screen.findByTestId('sso-error');
    expect(message.textContent).toContain('마이오피스에서 자동 로그인하지 못했습니다.');
    expect(message.textContent).toContain('이미 사용된 로그인 코드입니다.');
    expect(screen.getByRole('heading', { level: 1, name: '로그인' })).toBeTruthy();
    expect(router.state.location.search).toBe('?ssoError=HANDOFF_CODE_USED');
    expect(sessionStore.get().kind).toBe('guest');
  });
});
