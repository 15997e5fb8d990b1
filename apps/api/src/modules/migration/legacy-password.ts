import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The previous mall's password scheme: a 16-byte random salt (hex) and the hex SHA-256 of
 * salt + password (UTF-8). Weak by today's standards, which is why it is only ever verified here,
 * once, and replaced by a scrypt hash of the member's new password on migration.
 */
export function legacyPasswordHash(salt: string, password: string): string {
  return createHash('sha256')
    .update(salt + password, 'utf8')
    .digest('hex');
}

export function newLegacySalt(): string {
  return randomBytes(16).toString('hex');
}

export function verifyLegacyPassword(password: string, salt: string, expectedHex: string): boolean {
  const computed = Buffer.from(legacyPasswordHash(salt, password), 'hex');
  const expected = Buffer.from(expectedHex, 'hex');
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
