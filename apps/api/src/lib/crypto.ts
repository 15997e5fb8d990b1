import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: tokens, states, codes, proofs and generated secrets. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/**
 * SHA-256 in base64url. Enough for looking up high-entropy random tokens by hash (refresh tokens,
 * proofs, states) and for PKCE challenges; never for passwords (see password.ts).
 */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');
