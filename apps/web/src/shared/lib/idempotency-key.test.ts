import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

const KEY = /^[A-Za-z0-9_-]{8,128}$/;

describe('newIdempotencyKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a new key each time in the server’s alphabet', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(KEY);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('works without crypto.randomUUID (a page outside a secure context)', () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
