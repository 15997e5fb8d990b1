import { API_TIMEOUT_MS } from '@mall/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEB_CLIENT_ID } from '../config/app-config';
import { changeLanguage } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';
import { fail, installFakeApi, ok } from '../testing/fake-api';
import { apiData, apiRequest } from './api-client';
import { ApiError } from './api-error';
import { configureErrorEffects, type ErrorEffects } from './error-effects-slot';
import { tokenStore } from './token-store';

function recordingEffects() {
  const seen: string[] = [];
  const fx: ErrorEffects = {
    alert: async (message) => void seen.push(`alert:${message}`),
    confirm: async (message) => {
      seen.push(`confirm:${message}`);
      return false;
    },
    navigate: (to) => void seen.push(`navigate:${to}`),
    hardRedirect: (to) => void seen.push(`hardRedirect:${to}`),
    logout: () => void seen.push('logout'),
    clearPaymentState: () => void seen.push('clearPayment'),
    returnRoute: () => null,
    t: (key) => key,
    now: () => new Date('2025-03-01T00:00:00Z')
  };
  configureErrorEffects(fx);
  return seen;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('api client headers', () => {
  it('sends x-client-id, Accept-Language, Accept-Id and the bearer token', async () => {
    const api = installFakeApi({ 'GET /api/product/v1/public/categories': () => ok([]) });
    tokenStore.set('access-1');
    sessionStore.signIn({
      userSeqNo: 7,
      userNumber: '1000007',
      userType: 'BEAUTY_CONSUMER',
      fullName: '김하늘',
      acceptId: 'acc-7'
    });
    await changeLanguage('zh-TW');

    await apiData('/product/v1/public/categories');

    const headers = api.calls[0]?.headers;
    expect(headers?.get('x-client-id')).toBe(WEB_CLIENT_ID);
    expect(headers?.get('accept-language')).toBe('zh-TW');
    expect(headers?.get('authorization')).toBe('Bearer access-1');
    expect(headers?.get('accept-id')).toBe('acc-7');
  });

  it('sends no Authorization or Accept-Id for a guest, and the query without empty values', async () => {
    const api = installFakeApi({ 'GET /api/product/v1/public/products': () => ok({ list: [] }) });
    await apiData('/product/v1/public/products', {
      query: { categoryId: 3, textSearchValue: '', pageNumber: 2, categoryIds: [1, 2] }
    });
    const call = api.calls[0];
    expect(call?.headers.get('authorization')).toBeNull();
    expect(call?.headers.get('accept-id')).toBeNull();
    expect(call?.headers.get('accept-language')).toBe('ko-KR');
    expect(call?.url.search).toBe('?categoryId=3&pageNumber=2&categoryIds=1%2C2');
  });

  it("sends a caller's extra headers (Idempotency-Key) but never lets them replace the client's own", async () => {
    const api = installFakeApi({ 'POST /api/order/v1/sales/init': () => ok({}) });
    await apiData('/order/v1/sales/init', {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'key-12345678', 'x-client-id': 'someone-else' }
    });
    const headers = api.calls[0]?.headers;
    expect(headers?.get('idempotency-key')).toBe('key-12345678');
    expect(headers?.get('x-client-id')).toBe(WEB_CLIENT_ID);
  });

  it('unwraps { data }', async () => {
    installFakeApi({ 'GET /api/etc/v1/public/settings': () => ok({ maintenance: true }) });
    await expect(apiData('/etc/v1/public/settings')).resolves.toEqual({ maintenance: true });
  });
});

describe('api client time-out', () => {
  it('gives up after 30 s with ApiError TIMEOUT', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        })
    );
    vi.stubGlobal('fetch', fetchMock);
    const pending = apiData('/product/v1/public/categories');
    const assertion = expect(pending).rejects.toMatchObject({ name: 'ApiError', status: 0, code: 'TIMEOUT' });
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it("passes a caller's abort through as an AbortError, not an ApiError", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init: RequestInit = {}) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          })
      )
    );
    const controller = new AbortController();
    const pending = apiData('/product/v1/public/categories', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('api client token refresh', () => {
  it('on 403 TOKEN_EXPIRED refreshes once (shared by concurrent calls) and retries each call once', async () => {
    let refreshed = false;
    const api = installFakeApi({
      'GET /api/member/v1/users/me': (call) =>
        call.headers.get('authorization') === 'Bearer fresh'
          ? ok({ userSeqNo: 1 })
          : fail(403, 'TOKEN_EXPIRED'),
      'POST /api/oauth/token': async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        refreshed = true;
        return { body: { access_token: 'fresh', token_type: 'Bearer', expires_in: 900 } };
      }
    });
    tokenStore.set('stale');

    const results = await Promise.all([apiData('/member/v1/users/me'), apiData('/member/v1/users/me')]);

    expect(refreshed).toBe(true);
    expect(results).toEqual([{ userSeqNo: 1 }, { userSeqNo: 1 }]);
    const tokenCalls = api.calls.filter((c) => c.url.pathname === '/api/oauth/token');
    expect(tokenCalls).toHaveLength(1);
    expect(String(tokenCalls[0]?.body)).toBe('grant_type=refresh_token');
    expect(
      api.fetchMock.mock.calls.find(([url]) => String(url).includes('/oauth/token'))?.[1]?.credentials
    ).toBe('include');
    expect(api.calls.filter((c) => c.url.pathname === '/api/member/v1/users/me')).toHaveLength(4);
    expect(tokenStore.get()).toBe('fresh');
  });

  it('retries only once: a second 403 is thrown', async () => {
    const api = installFakeApi({
      'GET /api/member/v1/users/me': () => fail(403, 'TOKEN_EXPIRED'),
      'POST /api/oauth/token': () => ({ body: { access_token: 'fresh' } })
    });
    await expect(apiData('/member/v1/users/me', { dispatchErrors: false })).rejects.toMatchObject({
      status: 403,
      code: 'TOKEN_EXPIRED'
    });
    expect(api.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/member/v1/users/me',
      'POST /api/oauth/token',
      'GET /api/member/v1/users/me'
    ]);
  });

  it('does not refresh on a 403 with another code', async () => {
    const api = installFakeApi({ 'GET /api/member/v1/users/me': () => fail(403, 'FORBIDDEN') });
    await expect(apiData('/member/v1/users/me')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(api.calls).toHaveLength(1);
  });

  it('a refused refresh (401 invalid_token) logs out via the dispatcher once and rejects every waiting call', async () => {
    const seen = recordingEffects();
    installFakeApi({
      'GET /api/member/v1/users/me': () => fail(403, 'TOKEN_EXPIRED'),
      'POST /api/oauth/token': () => ({
        status: 401,
        body: { status: 401, code: 'invalid_token', message: 'expired' }
      })
    });
    tokenStore.set('stale');
    const results = await Promise.allSettled([
      apiData('/member/v1/users/me'),
      apiData('/member/v1/users/me')
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(
      results.every((r) => r.status === 'rejected' && (r.reason as ApiError).code === 'invalid_token')
    ).toBe(true);
    await vi.waitFor(() => expect(seen).toEqual(['logout', 'alert:UTI_InvalidToken', 'navigate:/']));
    expect(tokenStore.get()).toBeNull();
  });
});

describe('api client errors', () => {
  it('throws a typed ApiError with status, code, message, fields and requestId', async () => {
    installFakeApi({
      'GET /api/product/v1/public/products': () =>
        fail(400, 'VALIDATION_FAILED', '입력값을 확인해 주세요', {
          fields: [{ field: 'pageNumber', code: 'too_small', message: '1 이상' }],
          requestId: 'req-42'
        })
    });
    const error = await apiData('/product/v1/public/products').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '입력값을 확인해 주세요',
      fields: [{ field: 'pageNumber', code: 'too_small', message: '1 이상' }],
      requestId: 'req-42'
    });
  });

  it('turns a non-JSON 502 into INTERNAL_ERROR and a network failure into NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 }))
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 502, code: 'INTERNAL_ERROR' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('hands errors to the SPEC §8 dispatcher unless the caller opts out — and still throws', async () => {
    const seen = recordingEffects();
    installFakeApi({
      'POST /api/order/v1/sales/init': () => fail(409, '4308', '주문 금액이 변경되었습니다')
    });
    await expect(apiRequest('/order/v1/sales/init', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: '4308'
    });
    await vi.waitFor(() => expect(seen).toEqual(['alert:주문 금액이 변경되었습니다', 'navigate:/order']));

    seen.length = 0;
    await expect(
      apiRequest('/order/v1/sales/init', { method: 'POST', body: {}, dispatchErrors: false })
    ).rejects.toMatchObject({
      code: '4308'
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([]);
  });
});
