import { describe, expect, it } from 'vitest';
import {
  ORDER_EVENTS,
  ORDER_TRANSITIONS,
  PENDING_ORDER_TTL_MS,
  RESERVATION_STATUSES,
  reservationAfter,
  reservationExpiresAt,
  type OrderEvent
} from './order-rules.ts';

describe('the hold of a pending order (issue 15)', () => {
  it('placing sells what it holds; failing gives it back', () => {
    expect(reservationAfter('HELD', 'place')).toBe('SOLD');
    expect(reservationAfter('HELD', 'fail')).toBe('RELEASED');
  });

  it('only a pending order holds: every event that leaves PAYMENT_PENDING ends the hold, no other does', () => {
    const leavingPending = Object.keys(ORDER_TRANSITIONS.PAYMENT_PENDING) as OrderEvent[];
    for (const event of ORDER_EVENTS) {
      expect(reservationAfter('HELD', event) !== null, event).toBe(leavingPending.includes(event));
    }
  });

  it('a hold ends once: a sold or released hold, or none (an order from before holds), moves no further', () => {
    for (const event of ORDER_EVENTS) {
      for (const status of RESERVATION_STATUSES.filter((s) => s !== 'HELD'))
        expect(reservationAfter(status, event)).toBeNull();
      expect(reservationAfter(null, event)).toBeNull();
    }
  });

  it('expires with the pending order, PENDING_ORDER_TTL_MS after it was created', () => {
    const createdAt = new Date('2026-11-26T01:00:00Z');
    expect(reservationExpiresAt(createdAt).getTime() - createdAt.getTime()).toBe(PENDING_ORDER_TTL_MS);
  });
});
