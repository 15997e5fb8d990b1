import { describe, expect, it } from 'vitest';
import { FieldDecryptionError, decryptField, encryptField, fieldKey } from './field-encryption.ts';

const secret = 'a-field-encryption-secret-of-32+chars';
const key = fieldKey(secret, 'refund-account-number');

/** Re-encodes one part of a sealed text with its first byte flipped. */
function flip(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[index] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 0x01;
  parts[index] = bytes.toString('base64url');
  return parts.join('.');
}

describe('field encryption', () => {
  it('round-trips a field as one compact v1 string, different each time', () => {
    const sealed = encryptField('110123456789', key);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('110123456789');
    expect(decryptField(sealed, key)).toBe('110123456789');
    expect(encryptField('110123456789', key)).not.toBe(sealed);
    expect(decryptField(encryptField('', key), key)).toBe('');
    expect(decryptField(encryptField('홍길동', key), key)).toBe('홍길동');
  });

  it('refuses a changed iv, tag or ciphertext, and text that is not ours', () => {
    const sealed = encryptField('110123456789', key);
    for (const index of [1, 2, 3])
      expect(() => decryptField(flip(sealed, index), key)).toThrow(FieldDecryptionError);
    for (const bad of [
      '',
      'v1',
      sealed.replace(/^v1/, 'v2'),
      `${sealed}.x`,
      sealed.split('.').slice(0, 3).join('.'),
      sealed.replace(/\.[^.]+$/, '.!!!!'),
      `v1.${'A'.repeat(5000)}`
    ])
      expect(() => decryptField(bad, key), bad.slice(0, 40)).toThrow(FieldDecryptionError);
  });

  it('refuses the wrong key, another purpose and another context', () => {
    const sealed = encryptField('110123456789', key, 'user:1');
    expect(decryptField(sealed, key, 'user:1')).toBe('110123456789');
    expect(() =>
      decryptField(
        sealed,
        fieldKey('another-secret-that-is-32-chars-long', 'refund-account-number'),
        'user:1'
      )
    ).toThrow(FieldDecryptionError);
    expect(() => decryptField(sealed, fieldKey(secret, 'other-field'), 'user:1')).toThrow(
      FieldDecryptionError
    );
    expect(() => decryptField(sealed, key, 'user:2')).toThrow(FieldDecryptionError);
    expect(() => decryptField(sealed, key)).toThrow(FieldDecryptionError);
  });

  it('opens with the old key while a new one is rolled out (new key first)', () => {
    const oldKey = fieldKey('the-old-secret-for-field-encryption!', 'refund-account-number');
    const sealedOld = encryptField('3333123456789', oldKey);
    expect(decryptField(sealedOld, [key, oldKey])).toBe('3333123456789');
    expect(() => decryptField(sealedOld, [key])).toThrow(FieldDecryptionError);
  });

  it('refuses a short secret and a key of the wrong size', () => {
    expect(() => fieldKey('short', 'refund-account-number')).toThrow(/at least 32 bytes/);
    expect(() => fieldKey(secret, '')).toThrow(/purpose/);
    expect(() => encryptField('x', Buffer.alloc(16))).toThrow(/32 bytes/);
    expect(fieldKey(Buffer.alloc(32, 7), 'p')).toHaveLength(32);
    expect(fieldKey(secret, 'p').equals(fieldKey(secret, 'p'))).toBe(true);
  });
});
