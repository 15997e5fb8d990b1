import { describe, expect, it } from 'vitest';
import {
  INITIAL_ORDER_STATUS,
  ORDER_EVENTS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  canMove,
  fromStatesOf,
  isCancellable,
  nextOrderState,
  orderMove,
  type OrderEvent,
  type OrderStatus
} from './order-rules.ts';

/** Every allowed move, written out once more by hand: the table must say exactly this. */
const ALLOWED: [OrderStatus, OrderEvent, OrderStatus][] = [
  ['PAYMENT_PENDING', 'place', 'PLACED'],
  ['PAYMENT_PENDING', 'fail', 'FAILED'],
  ['PLACED', 'prepare', 'PREPARING'],
  ['PLACED', 'requestCancel', 'CANCEL_REQUESTED'],
  ['PREPARING', 'ship', 'SHIPPING'],
  ['PREPARING', 'requestCancel', 'CANCEL_REQUESTED'],
  ['SHIPPING', 'deliver', 'DELIVERED'],
  ['CANCEL_REQUESTED', 'finishCancel', 'CANCELLED']
];

describe('order lifecycle', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, event, to) => {
    expect(nextOrderState(from, event)).toBe(to);
    expect(canMove(from, event)).toBe(true);
  });

  it('refuses every move not in the table', () => {
    const allowed = new Set(ALLOWED.map(([from, event]) => `${from} ${event}`));
    let refused = 0;
    for (const status of ORDER_STATUSES) {
      for (const event of ORDER_EVENTS) {
        if (allowed.has(`${status} ${event}`)) continue;
        expect(nextOrderState(status, event), `${status} ${event}`).toBeNull();
        expect(canMove(status, event)).toBe(false);
        refused += 1;
      }
    }
    expect(refused).toBe(ORDER_STATUSES.length * ORDER_EVENTS.length - ALLOWED.length);
    expect(nextOrderState('SHIPPING', 'requestCancel')).toBeNull();
    expect(nextOrderState('FAILED', 'place')).toBeNull();
  });

  it('has a row for every state and ends in DELIVERED, CANCELLED and FAILED', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_STATUSES.filter((status) => ORDER_EVENTS.every((event) => !canMove(status, event)))).toEqual(
      ['DELIVERED', 'CANCELLED', 'FAILED']
    );
    expect(INITIAL_ORDER_STATUS).toBe('PAYMENT_PENDING');
  });

  it('gives each event its guard and its one target', () => {
    expect(orderMove('place')).toEqual({ from: ['PAYMENT_PENDING'], to: 'PLACED' });
    expect(orderMove('fail')).toEqual({ from: ['PAYMENT_PENDING'], to: 'FAILED' });
    expect(orderMove('requestCancel')).toEqual({ from: ['PLACED', 'PREPARING'], to: 'CANCEL_REQUESTED' });
    expect(orderMove('finishCancel')).toEqual({ from: ['CANCEL_REQUESTED'], to: 'CANCELLED' });
    for (const event of ORDER_EVENTS) {
      const targets = new Set(fromStatesOf(event).map((status) => nextOrderState(status, event)));
      expect(targets.size, event).toBe(1);
    }
  });

  it('cancels exactly where the table allows a cancel request', () => {
    expect(ORDER_STATUSES.filter(isCancellable)).toEqual(['PLACED', 'PREPARING']);
  });
});
