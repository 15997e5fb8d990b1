import { describe, expect, it, vi } from 'vitest';
import { configureErrorEffects, type ErrorEffects } from '../api/error-effects-slot';
import { createQueryClient } from '../api/query-client';
import { tokenStore } from '../api/token-store';
import { fail, installFakeApi, ok } from '../testing/fake-api';
import { meFixture } from '../testing/fixtures';
import { meQueryKey } from './account-api';
import { startSessionRestore, whenSessionSettled } from './session-restore';
import { sessionStore } from './session-store';

function recordEffects(): string[] {
  const seen: string[] = [];
  const fx: ErrorEffects = {
    alert: async (message) => void seen.push(`alert:${message}`),
    confirm: async () => false,
    navigate: (to) => void seen.push(`navigate:${to}`),
    hardRedirect: () => {},
    logout: () => void seen.push('logout'),
    clearPaymentState: () => {},
    returnRoute: () => null,
    t: (key) => key,
    now: () => new Date()
  };
  configureErrorEffects(fx);
  return seen;
}

const api = (refresh: () => { status?: number; body?: unknown }) =>
  installFakeApi({
    'POST /api/oauth/token': refresh,
    'GET /api/member/v1/users/me': (call) =>
      call.headers.get('authorization') === 'Bearer restored' ? ok(meFixture) : fail(401, 'UNAUTHORIZED')
  });

describe('session restore at start-up (SPEC §4 Login / Auto-login)', () => {
  it('a guest without a hint makes no call at all', async () => {
    const fake = api(() => ({ body: { access_token: 'restored' } }));
    await startSessionRestore(createQueryClient());
    expect(fake.calls).toEqual([]);
    expect(sessionStore.get().kind).toBe('guest');
  });

  it.each([
    ['auto-login (localStorage)', () => localStorage.setItem('mall.sessionHint', '"persistent"')],
    ['browser session (sessionStorage)', () => sessionStorage.setItem('mall.sessionHint', '"session"')]
  ])('with a hint from %s: one refresh, then /users/me, then signIn', async (_name, setHint) => {
    setHint();
    const fake = api(() => ({ body: { access_token: 'restored', token_type: 'Bearer', expires_in: 900 } }));
    const queryClient = createQueryClient();
    const restoring = startSessionRestore(queryClient);
    expect(whenSessionSettled()).toBe(restoring);
    await restoring;
    expect(fake.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/oauth/token',
      'GET /api/member/v1/users/me'
    ]);
    expect(String(fake.calls[0]?.body)).toBe('grant_type=refresh_token');
    expect(sessionStore.get()).toMatchObject({
      kind: 'member',
      user: { userSeqNo: 2, userNumber: '2000000001' }
    });
    expect(tokenStore.get()).toBe('restored');
    expect(queryClient.getQueryData(meQueryKey(2))).toEqual(meFixture);
  });

  it('a refused refresh (401) clears the hint silently: guest, no dialog, no navigation', async () => {
    localStorage.setItem('mall.sessionHint', '"persistent"');
    sessionStorage.setItem('mall.sessionHint', '"session"');
    const seen = recordEffects();
    api(() => ({ status: 401, body: { status: 401, code: 'invalid_token', message: 'expired' } }));
    await startSessionRestore(createQueryClient());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionStore.get().kind).toBe('guest');
    expect(tokenStore.get()).toBeNull();
    expect(localStorage.getItem('mall.sessionHint')).toBeNull();
    expect(sessionStorage.getItem('mall.sessionHint')).toBeNull();
    expect(seen).toEqual([]);
  });

  it('a 401 from /users/me also ends the attempt and clears the hint', async () => {
    localStorage.setItem('mall.sessionHint', '"persistent"');
    api(() => ({ body: { access_token: 'not-accepted' } }));
    await startSessionRestore(createQueryClient());
    expect(sessionStore.get().kind).toBe('guest');
    expect(tokenStore.get()).toBeNull();
    expect(localStorage.getItem('mall.sessionHint')).toBeNull();
  });

  it('a network failure keeps the hint for the next visit and stays guest', async () => {
    localStorage.setItem('mall.sessionHint', '"persistent"');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
    );
    await startSessionRestore(createQueryClient());
    expect(sessionStore.get().kind).toBe('guest');
    expect(localStorage.getItem('mall.sessionHint')).toBe('"persistent"');
  });
});
