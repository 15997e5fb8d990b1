import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  totpAt,
  totpStep
} from './totp.ts';

// RFC 6238 Appendix B's SHA-1 key, "12345678901234567890", in Base32.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it('gives RFC 6238 test vectors (8 digits, SHA-1)', () => {
    const cases: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130']
    ];
    for (const [seconds, code] of cases)
      expect(totpAt(RFC_SECRET, totpStep(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it('round-trips Base32 and makes 32-character secrets', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(() => base32Decode('M1')).toThrow();
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('accepts the step before and after, refuses older ones and replays', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-26T03:00:10Z');
    const step = totpStep(now);
    expect(matchTotp(secret, totpAt(secret, step), now, null)).toBe(step);
    expect(matchTotp(secret, totpAt(secret, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, totpAt(secret, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, totpAt(secret, step - 2), now, null)).toBeNull();
    // Used once: the same code (and any older step) no longer signs in.
    expect(matchTotp(secret, totpAt(secret, step), now, step)).toBeNull();
    expect(matchTotp(secret, totpAt(secret, step - 1), now, step - 1)).toBeNull();
    expect(matchTotp(secret, totpAt(secret, step + 1), now, step)).toBe(step + 1);
  });

  it('writes the otpauth URI apps read', () => {
    expect(otpauthUri('MZXW6YTBOI', 'desk1', 'Lumière Vita Staff')).toBe(
      'otpauth://totp/Lumi%C3%A8re%20Vita%20Staff%3Adesk1?secret=MZXW6YTBOI&issuer=Lumi%C3%A8re+Vita+Staff&algorithm=SHA1&digits=6&period=30'
    );
  });
});
