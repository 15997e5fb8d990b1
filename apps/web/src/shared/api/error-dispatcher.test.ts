import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { handleApiError, type ErrorEffects } from './error-dispatcher';

function fakeEffects(options: { confirm?: boolean; returnRoute?: string | null } = {}) {
  const seen: string[] = [];
  const fx: ErrorEffects = {
    alert: async (message) => void seen.push(`alert:${message}`),
    confirm: async (message) => {
      seen.push(`confirm:${message}`);
      return options.confirm ?? true;
    },
    navigate: (to) => void seen.push(`navigate:${to}`),
    hardRedirect: (to) => void seen.push(`hardRedirect:${to}`),
    logout: () => void seen.push('logout'),
    clearPaymentState: () => void seen.push('clearPayment'),
    returnRoute: () => options.returnRoute ?? null,
    t: (key, values) => (values ? `${key}${JSON.stringify(values)}` : key),
    now: () => new Date('2025-03-01T00:00:00Z')
  };
  return { fx, seen };
}

const error = (
  status: number,
  code: string,
  message = `server says ${code}`,
  data?: Record<string, unknown>
) => new ApiError({ status, code, message, data });

describe('SPEC §8 error table', () => {
  it.each(['4005', '6009', '4099', '6099', '1106'])(
    '409 %s shows the server message as an information dialog',
    async (code) => {
      const { fx, seen } = fakeEffects();
      await expect(handleApiError(error(409, code), fx)).resolves.toBe(true);
      expect(seen).toEqual([`alert:server says ${code}`]);
    }
  );

  it('5001 tells the user to narrow the search', async () => {
    const { fx, seen } = fakeEffects();
    await handleApiError(error(409, '5001'), fx);
    expect(seen).toEqual(['alert:error.5001']);
  });

  it.each(['1100', '9001'])('%s offers sign-up and goes there when accepted', async (code) => {
    const { fx, seen } = fakeEffects({ confirm: true });
    await handleApiError(error(409, code), fx);
    expect(seen).toEqual([`confirm:error.${code}`, 'navigate:/signup/selectType']);
  });

  it('1100 declined stays put', async () => {
    const { fx, seen } = fakeEffects({ confirm: false });
    await handleApiError(error(409, '1100'), fx);
    expect(seen).toEqual(['confirm:error.1100']);
  });

  it('9002 with a future rejoin date shows the withdrawal alert with the date', async () => {
    const { fx, seen } = fakeEffects();
    await handleApiError(error(409, '9002', 'withdrawn', { rejoinDate: '2025-04-15T00:00:00Z' }), fx);
    expect(seen).toEqual(['alert:error.9002{"date":"2025-04-15"}']);
  });

  it('9002 whose rejoin date has passed shows the no-match prompt', async () => {
    const { fx, seen } = fakeEffects({ confirm: false });
    await handleApiError(error(409, '9002', 'withdrawn', { rejoinDate: '2025-01-01' }), fx);
    expect(seen).toEqual(['confirm:error.1100']);
  });

  it('4308 shows the message then goes to /order', async () => {
    const { fx, seen } = fakeEffects();
    await handleApiError(error(409, '4308'), fx);
    expect(seen).toEqual(['alert:server says 4308', 'navigate:/order']);
  });

  it('4309 only shows the message', async () => {
    const { fx, seen } = fakeEffects();
    await handleApiError(error(409, '4309'), fx);
    expect(seen).toEqual(['alert:server says 4309']);
  });

  it('4340 goes to the saved return route, or Home without one', async () => {
    const saved = fakeEffects({ returnRoute: '/cart?type=normal' });
    await handleApiError(error(409, '4340'), saved.fx);
    expect(saved.seen).toEqual(['alert:server says 4340', 'navigate:/cart?type=normal']);
    const none = fakeEffects();
    await handleApiError(error(409, '4340'), none.fx);
    expect(none.seen).toEqual(['alert:server says 4340', 'navigate:/']);
  });

  it('4341 clears the payment state first, then as 4340', async () => {
    const { fx, seen } = fakeEffects();
    await handleApiError(error(409, '4341'), fx);
    expect(seen).toEqual(['clearPayment', 'alert:server says 4341', 'navigate:/']);
  });

  it('401 invalid_token logs out, shows UTI_InvalidToken and goes Home', async () => {
    const { fx, seen } = fakeEffects();
    await handleApiError(error(401, 'invalid_token'), fx);
    expect(seen).toEqual(['logout', 'alert:UTI_InvalidToken', 'navigate:/']);
  });

  it.each(['1101', '1102'])('401 %s shows the message', async (code) => {
    const { fx, seen } = fakeEffects();
    await handleApiError(error(401, code), fx);
    expect(seen).toEqual([`alert:server says ${code}`]);
  });

  it('400 G-4009 reloads the site root', async () => {
    const { fx, seen } = fakeEffects();
    await handleApiError(error(400, 'G-4009'), fx);
    expect(seen).toEqual(['hardRedirect:/']);
  });

  it.each([
    [400, 'VALIDATION_FAILED'],
    [404, 'PRODUCT_NOT_FOUND'],
    [500, 'INTERNAL_ERROR'],
    [0, 'NETWORK_ERROR']
  ])('%i %s has no global treatment: the screen handles it', async (status, code) => {
    const { fx, seen } = fakeEffects();
    await expect(handleApiError(error(status, code), fx)).resolves.toBe(false);
    expect(seen).toEqual([]);
  });
});
