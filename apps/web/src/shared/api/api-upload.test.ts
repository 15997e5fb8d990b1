import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEB_CLIENT_ID } from '../config/app-config';
import { fail, installFakeApi, ok } from '../testing/fake-api';
import { ApiError } from './api-error';
import { apiUpload } from './api-upload';
import { configureErrorEffects } from './error-effects-slot';
import { tokenStore } from './token-store';

/** Records what the SPEC §8 dispatcher would show. */
function recordingEffects() {
  const seen: string[] = [];
  configureErrorEffects({
    alert: async (message) => void seen.push(`alert:${message}`),
    confirm: async () => false,
    navigate: (to) => void seen.push(`navigate:${to}`),
    hardRedirect: (to) => void seen.push(`hardRedirect:${to}`),
    logout: () => void seen.push('logout'),
    clearPaymentState: () => undefined,
    returnRoute: () => null,
    t: (key) => key,
    now: () => new Date('2025-03-01T00:00:00Z')
  });
  return seen;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('upload with progress (XMLHttpRequest)', () => {
  const form = () => {
    const body = new FormData();
    body.append('request', '{}');
    return body;
  };

  it("sends the client's headers and the form, reports the share sent, then 100 with the answer's data", async () => {
    const api = installFakeApi({
      'POST /api/etc/v1/users/dive-in': () => ({ status: 201, body: { data: { id: 7 } } })
    });
    tokenStore.set('access-1');
    const seen: number[] = [];
    const sent = form();

    await expect(
      apiUpload('/etc/v1/users/dive-in', sent, { onProgress: (p) => seen.push(p) })
    ).resolves.toEqual({
      id: 7
    });

    expect(seen).toEqual([50, 99, 100]);
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(api.calls[0]?.body).toBe(sent);
    expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(api.calls[0]?.headers.get('x-client-id')).toBe(WEB_CLIENT_ID);
  });

  it('on 403 TOKEN_EXPIRED refreshes the token once and sends the form again', async () => {
    const api = installFakeApi({
      'POST /api/etc/v1/users/dive-in': (call) =>
        call.headers.get('authorization') === 'Bearer fresh' ? ok({ id: 8 }) : fail(403, 'TOKEN_EXPIRED'),
      'POST /api/oauth/token': () => ({ body: { access_token: 'fresh' } })
    });
    tokenStore.set('stale');
    await expect(apiUpload('/etc/v1/users/dive-in', form())).resolves.toEqual({ id: 8 });
    expect(api.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/etc/v1/users/dive-in',
      'POST /api/oauth/token',
      'POST /api/etc/v1/users/dive-in'
    ]);
  });

  it('throws a refusal as ApiError (with its data), left to the caller when it opts out', async () => {
    const seen = recordingEffects();
    installFakeApi({
      'POST /api/etc/v1/users/dive-in': () =>
        fail(413, 'ALT_ImageValidation', 'too large', { data: { maxMb: 100 } })
    });
    await expect(apiUpload('/etc/v1/users/dive-in', form(), { dispatchErrors: false })).rejects.toMatchObject(
      {
        status: 413,
        code: 'ALT_ImageValidation',
        data: { maxMb: 100 }
      }
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([]);
  });

  it("a caller's abort cancels the upload with an AbortError, not an ApiError", async () => {
    installFakeApi({ 'POST /api/etc/v1/users/dive-in': () => new Promise(() => undefined) });
    const controller = new AbortController();
    const upload = apiUpload('/etc/v1/users/dive-in', form(), { signal: controller.signal });
    controller.abort();
    const error: unknown = await upload.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
