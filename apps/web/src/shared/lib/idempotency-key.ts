/**
 * A fresh Idempotency-Key (ADR 034: one per money-moving request, kept for its retry). crypto.randomUUID exists
 * only in secure contexts (https, localhost); elsewhere the key is built from crypto.getRandomValues, which every
 * browser has, so a shop opened on a plain-http address can still cancel and pay.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0')
  ).join('');
}
