import { describe, expect, it } from 'vitest';
import {
  INITIAL_RETURN_STATUS,
  RETURN_EVENTS,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_TRANSITIONS,
  canMoveReturn,
  holdsQuantity,
  isSellerFault,
  nextReturnState,
  returnDeadline,
  returnEligibility,
  returnEventsFor,
  returnFromStatesOf,
  returnMove,
  returnableQuantities,
  type ReturnEligibilityInput,
  type ReturnEvent,
  type ReturnStatus
} from './return-rules.ts';

/** Every allowed move, written out once more by hand: the table must say exactly this. */
const ALLOWED: [ReturnStatus, ReturnEvent, ReturnStatus][] = [
  ['REQUESTED', 'approve', 'APPROVED'],
  ['REQUESTED', 'reject', 'REJECTED'],
  ['REQUESTED', 'cancel', 'CANCELLED'],
  ['APPROVED', 'collect', 'COLLECTED'],
  ['APPROVED', 'reject', 'REJECTED'],
  ['COLLECTED', 'refund', 'REFUNDED']
];

describe('return lifecycle', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, event, to) => {
    expect(nextReturnState(from, event)).toBe(to);
    expect(canMoveReturn(from, event)).toBe(true);
  });

  it('refuses every move not in the table', () => {
    const allowed = new Set(ALLOWED.map(([from, event]) => `${from} ${event}`));
    let refused = 0;
    for (const status of RETURN_STATUSES) {
      for (const event of RETURN_EVENTS) {
        if (allowed.has(`${status} ${event}`)) continue;
        expect(nextReturnState(status, event), `${status} ${event}`).toBeNull();
        expect(canMoveReturn(status, event)).toBe(false);
        refused += 1;
      }
    }
    expect(refused).toBe(RETURN_STATUSES.length * RETURN_EVENTS.length - ALLOWED.length);
    expect(nextReturnState('APPROVED', 'cancel')).toBeNull();
    expect(nextReturnState('COLLECTED', 'reject')).toBeNull();
  });

  it('has a row for every state and ends in REFUNDED, REJECTED and CANCELLED', () => {
    expect(Object.keys(RETURN_TRANSITIONS).sort()).toEqual([...RETURN_STATUSES].sort());
    const terminal = RETURN_STATUSES.filter((status) =>
      RETURN_EVENTS.every((e) => !canMoveReturn(status, e))
    );
    expect(terminal).toEqual(['REFUNDED', 'REJECTED', 'CANCELLED']);
    expect(INITIAL_RETURN_STATUS).toBe('REQUESTED');
  });

  it('gives each event its guard and its one target', () => {
    expect(returnMove('approve')).toEqual({ from: ['REQUESTED'], to: 'APPROVED' });
    expect(returnMove('collect')).toEqual({ from: ['APPROVED'], to: 'COLLECTED' });
    expect(returnMove('refund')).toEqual({ from: ['COLLECTED'], to: 'REFUNDED' });
    expect(returnMove('reject')).toEqual({ from: ['REQUESTED', 'APPROVED'], to: 'REJECTED' });
    expect(returnMove('cancel')).toEqual({ from: ['REQUESTED'], to: 'CANCELLED' });
    for (const event of RETURN_EVENTS) {
      const targets = new Set(returnFromStatesOf(event).map((status) => nextReturnState(status, event)));
      expect(targets.size, event).toBe(1);
    }
  });

  it('lets the customer cancel only before approval, and staff make the other moves', () => {
    expect(RETURN_STATUSES.filter((status) => returnEventsFor(status, 'CUSTOMER').length > 0)).toEqual([
      'REQUESTED'
    ]);
    expect(returnEventsFor('REQUESTED', 'CUSTOMER')).toEqual(['cancel']);
    expect(returnEventsFor('REQUESTED', 'STAFF')).toEqual(['approve', 'reject']);
    expect(returnEventsFor('APPROVED', 'STAFF')).toEqual(['collect', 'reject']);
    expect(returnEventsFor('COLLECTED', 'STAFF')).toEqual(['refund']);
    expect(returnEventsFor('REFUNDED', 'STAFF')).toEqual([]);
  });

  it('holds quantities until rejected or cancelled', () => {
    expect(RETURN_STATUSES.filter(holdsQuantity)).toEqual(['REQUESTED', 'APPROVED', 'COLLECTED', 'REFUNDED']);
  });

  it('tells the shop’s fault from a change of mind', () => {
    expect(RETURN_REASONS.filter(isSellerFault)).toEqual(['DEFECT', 'WRONG_ITEM']);
  });
});

describe('returnDeadline (Seoul calendar days, first day not counted)', () => {
  it.each([
    [
      'change of mind: delivered Sun 1 Mar noon → 8 Mar is a Sunday: through Mon 9 Mar',
      '2026-03-01T03:00:00Z',
      'CHANGE_OF_MIND',
      '2026-03-09T15:00:00.000Z'
    ],
    [
      'change of mind: delivered Sat 7 Mar → 14 Mar is a Saturday: through Mon 16 Mar',
      '2026-03-07T03:00:00Z',
      'CHANGE_OF_MIND',
      '2026-03-16T15:00:00.000Z'
    ],
    [
      'change of mind: delivered Fri 6 Mar → through Fri 13 Mar',
      '2026-03-06T03:00:00Z',
      'CHANGE_OF_MIND',
      '2026-03-13T15:00:00.000Z'
    ],
    [
      'change of mind: 23:30 UTC is already the next Seoul day',
      '2026-03-01T23:30:00Z',
      'CHANGE_OF_MIND',
      '2026-03-09T15:00:00.000Z'
    ],
    ['change of mind over a month end', '2026-02-25T01:00:00Z', 'CHANGE_OF_MIND', '2026-03-04T15:00:00.000Z'],
    ['defect: 15 Jan → through 15 Apr', '2026-01-15T05:00:00Z', 'DEFECT', '2026-04-15T15:00:00.000Z'],
    [
      'wrong item: 30 Nov → end of February, a Sunday: through Mon 1 Mar',
      '2026-11-30T05:00:00Z',
      'WRONG_ITEM',
      '2027-03-01T15:00:00.000Z'
    ],
    [
      'defect: 29 Nov 2027 → 29 Feb 2028 (leap year)',
      '2027-11-29T05:00:00Z',
      'DEFECT',
      '2028-02-29T15:00:00.000Z'
    ],
    ['defect: 31 Jan → 30 Apr', '2026-01-31T05:00:00Z', 'DEFECT', '2026-04-30T15:00:00.000Z']
  ] as const)('%s', (_, deliveredAt, reason, closesAt) => {
    expect(returnDeadline(new Date(deliveredAt), reason).toISOString()).toBe(closesAt);
  });
});

describe('returnEligibility', () => {
  const deliveredAt = new Date('2026-03-01T03:00:00Z');
  const base: ReturnEligibilityInput = {
    orderStatus: 'DELIVERED',
    deliveredAt,
    now: new Date('2026-03-05T03:00:00Z'),
    reason: 'CHANGE_OF_MIND',
    lines: [
      { lineId: 11, orderedQuantity: 3, returnedQuantity: 1 },
      { lineId: 12, orderedQuantity: 1, returnedQuantity: 0 }
    ],
    requested: [{ lineId: 11, quantity: 2 }]
  };
  const at = (iso: string) => new Date(iso);

  it('accepts a return within the window and the quantities left, and says when the window closes', () => {
    expect(returnEligibility(base)).toEqual({ ok: true, deadline: at('2026-03-09T15:00:00.000Z') });
    const both = { ...base, requested: [...base.requested, { lineId: 12, quantity: 1 }] };
    expect(returnEligibility(both).ok).toBe(true);
  });

  it.each([
    [
      'an order still shipping',
      { orderStatus: 'SHIPPING' },
      { code: 'RETURN_ORDER_NOT_DELIVERED', data: { status: 'SHIPPING' } }
    ],
    [
      'a delivered order without its delivery time',
      { deliveredAt: null },
      { code: 'RETURN_ORDER_NOT_DELIVERED', data: { status: 'DELIVERED' } }
    ],
    [
      'a change of mind after 7 days (the last one a Sunday, so the Monday too)',
      { now: at('2026-03-09T15:00:00Z') },
      { code: 'RETURN_WINDOW_PASSED', data: { deadline: '2026-03-09T15:00:00.000Z' } }
    ],
    [
      'a defect after 3 months',
      { reason: 'DEFECT', now: at('2026-06-01T15:00:00Z') },
      { code: 'RETURN_WINDOW_PASSED', data: { deadline: '2026-06-01T15:00:00.000Z' } }
    ],
    ['nothing', { requested: [] }, { code: 'RETURN_NOTHING_REQUESTED', data: {} }],
    [
      'a line of another order',
      { requested: [{ lineId: 99, quantity: 1 }] },
      { code: 'RETURN_LINE_NOT_FOUND', data: { lineId: 99 } }
    ],
    [
      'a line twice',
      {
        requested: [
          { lineId: 12, quantity: 1 },
          { lineId: 12, quantity: 1 }
        ]
      },
      { code: 'RETURN_LINE_DUPLICATE', data: { lineId: 12 } }
    ],
    [
      '0 units',
      { requested: [{ lineId: 12, quantity: 0 }] },
      { code: 'RETURN_QUANTITY_INVALID', data: { lineId: 12, max: 1 } }
    ],
    [
      'a fraction of a unit',
      { requested: [{ lineId: 11, quantity: 1.5 }] },
      { code: 'RETURN_QUANTITY_INVALID', data: { lineId: 11, max: 2 } }
    ],
    [
      'more than is left after earlier returns',
      { requested: [{ lineId: 11, quantity: 3 }] },
      { code: 'RETURN_QUANTITY_INVALID', data: { lineId: 11, max: 2 } }
    ]
  ] as const)('refuses %s', (_, change, refusal) => {
    expect(returnEligibility({ ...base, ...change })).toEqual({ ok: false, ...refusal });
  });

  it('keeps the defect window open where the change-of-mind one is closed', () => {
    const later = { ...base, now: at('2026-03-20T00:00:00Z') };
    expect(returnEligibility(later).ok).toBe(false);
    expect(returnEligibility({ ...later, reason: 'DEFECT' }).ok).toBe(true);
    expect(returnEligibility({ ...later, reason: 'WRONG_ITEM' }).ok).toBe(true);
  });

  it('checks the window to the millisecond in Seoul time', () => {
    expect(returnEligibility({ ...base, now: at('2026-03-09T14:59:59.999Z') }).ok).toBe(true);
    expect(returnEligibility({ ...base, now: at('2026-03-09T15:00:00.000Z') }).ok).toBe(false);
  });
});

describe('returnableQuantities', () => {
  it('is ordered minus returned, never below 0, in the lines’ order', () => {
    expect(
      returnableQuantities([
        { lineId: 1, orderedQuantity: 3, returnedQuantity: 1 },
        { lineId: 2, orderedQuantity: 2, returnedQuantity: 2 },
        { lineId: 3, orderedQuantity: 1, returnedQuantity: 5 }
      ])
    ).toEqual([
      { lineId: 1, quantity: 2 },
      { lineId: 2, quantity: 0 },
      { lineId: 3, quantity: 0 }
    ]);
  });
});
