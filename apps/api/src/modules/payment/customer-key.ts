import { createHmac } from 'node:crypto';

/**
 * The payment provider's customerKey of a member (docs/decisions/036, 073): an HMAC of the member number under an
 * installation secret, shaped as a UUID. Stable, so card payments and saved cards name one customer at the
 * provider; not guessable from the member number (Toss asks for keys no one can enumerate).
 */
export function memberCustomerKey(secret: string, userSeqNo: number): string {
  const hex = createHmac('sha256', secret).update(`toss-customer:${userSeqNo}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
