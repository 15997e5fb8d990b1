import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture, productSummary } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';

const TOKEN = 'unlock-token-0123456789abcdef';

function fakeUnlockApi(answer: (call: FakeCall) => { status?: number; body?: unknown }) {
  return installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/product/v1/public/products': () =>
      ok({ list: [productSummary()], pageNumber: 1, pageSize: 8, totalPageNumber: 1, totalSize: 1 }),
    'POST /api/member/v1/public/users/unlock': answer
  });
}

const unlockCalls = (api: ReturnType<typeof fakeUnlockApi>) =>
  api.calls.filter((call) => call.url.pathname === '/api/member/v1/public/users/unlock');

async function openUnlock(search = `?token=${TOKEN}`) {
  const app = renderApp(`/login/unlock${search}`);
  await screen.findByRole('heading', { level: 1, name: '로그인 잠금 해제' });
  return app;
}

describe('/login/unlock (the mailed unlock link)', () => {
  it('drops the token from the address bar, lifts the lock only on the button, then offers login', async () => {
    const api = fakeUnlockApi(() => ({ status: 204 }));
    const { router } = await openUnlock();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/login/unlock');
    expect(unlockCalls(api)).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: '잠금 해제하기' }));
    expect((await screen.findByTestId('unlock-done')).textContent).toContain('잠금이 해제되었습니다');
    expect(JSON.parse(String(unlockCalls(api)[0]!.body))).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('/login');
  });

  it('a used or expired link says so and offers password reset', async () => {
    fakeUnlockApi(() => fail(400, 'UNLOCK_TOKEN_INVALID', 'used'));
    await openUnlock();
    await userEvent.setup().click(screen.getByRole('button', { name: '잠금 해제하기' }));
    const invalid = await screen.findByTestId('unlock-invalid');
    expect(invalid.textContent).toContain('만료되었거나 이미 사용되었습니다');
    expect(screen.getByRole('link', { name: '비밀번호 재설정하기' }).getAttribute('href')).toBe(
      '/resetPassword'
    );
  });

  it('without a token there is nothing to press', async () => {
    fakeUnlockApi(() => ({ status: 204 }));
    await openUnlock('');
    expect(screen.getByTestId('unlock-invalid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '잠금 해제하기' })).toBeNull();
  });

  it('a failure of the call itself lets the owner try again', async () => {
    let attempts = 0;
    fakeUnlockApi(() => (++attempts === 1 ? fail(500, 'INTERNAL_ERROR', 'boom') : { status: 204 }));
    await openUnlock();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '잠금 해제하기' }));
    expect((await screen.findByTestId('unlock-error')).textContent).toContain('잠금을 해제하지 못했습니다');
    await user.click(screen.getByRole('button', { name: '잠금 해제하기' }));
    await screen.findByTestId('unlock-done');
  });
});
