import { describe, expect, it } from 'vitest';
import { autoshipDetail } from '../testing/autoship-fixtures';
import { changeOf, draftOf, withQuantity, type ChangeDraft } from './change-draft';

const TODAY = '2027-03-02';
const settled = autoshipDetail({
  history: [{ cycleIndex: 0, chargeDay: '2027-03-01', status: 'SKIPPED', orderNumber: null, amount: null }]
});

describe('changeOf', () => {
  const cases: Array<[string, (draft: ChangeDraft) => ChangeDraft, ReturnType<typeof changeOf>]> = [
    ['nothing changed', (draft) => draft, { problem: 'nothing' }],
    [
      'the cycle only',
      (draft) => ({ ...draft, cycle: { code: 'WEEKS_2', dayOfMonth: null } }),
      { body: { cycle: { kind: 'WEEKS', weeks: 2 } } }
    ],
    [
      'monthly follows the next day’s own day until one is chosen',
      (draft) => ({ ...draft, cycle: { code: 'MONTHLY', dayOfMonth: null } }),
      { body: { cycle: { kind: 'MONTHLY', dayOfMonth: 10 } } }
    ],
    [
      'monthly on a day not in every month needs its day',
      (draft) => ({ ...draft, nextChargeDay: '2027-03-29', cycle: { code: 'MONTHLY', dayOfMonth: null } }),
      { problem: 'dayOfMonth' }
    ],
    [
      'a next day from tomorrow on',
      (draft) => ({ ...draft, nextChargeDay: '2027-03-03' }),
      { body: { nextChargeDay: '2027-03-03' } }
    ],
    ['not today', (draft) => ({ ...draft, nextChargeDay: TODAY }), { problem: 'nextChargeDayRange' }],
    [
      'not past 60 days',
      (draft) => ({ ...draft, nextChargeDay: '2027-05-02' }),
      { problem: 'nextChargeDayRange' }
    ],
    [
      'an emptied day keeps the schedule',
      (draft) => ({ ...draft, nextChargeDay: '' }),
      { problem: 'nothing' }
    ],
    ['the address', (draft) => ({ ...draft, userAddressId: 3 }), { body: { userAddressId: 3 } }],
    [
      'a quantity sends every line',
      (draft) => withQuantity(draft, 0, 4),
      {
        body: {
          lines: [
            { productId: 1001, productOptionId: null, quantity: 4 },
            { productId: 1002, productOptionId: 21, quantity: 2 }
          ]
        }
      }
    ]
  ];
  it.each(cases)('%s', (_name, edit, expected) => {
    expect(changeOf(autoshipDetail(), edit(draftOf(autoshipDetail())), TODAY)).toEqual(expected);
  });

  it('a next day must come after the last settled cycle', () => {
    const early = changeOf(settled, { ...draftOf(settled), nextChargeDay: '2027-03-01' }, '2027-02-27');
    expect(early).toEqual({ problem: 'nextChargeDayEarly' });
  });

  it('a paused subscription (no next day) changes its cycle without one', () => {
    const paused = autoshipDetail({ status: 'PAUSED', nextChargeDay: null });
    const draft = draftOf(paused);
    expect(draft.nextChargeDay).toBe('');
    expect(changeOf(paused, { ...draft, cycle: { code: 'WEEKS_8', dayOfMonth: null } }, TODAY)).toEqual({
      body: { cycle: { kind: 'WEEKS', weeks: 8 } }
    });
  });
});

describe('withQuantity', () => {
  it.each([
    [0, 1],
    [-3, 1],
    [2.7, 2],
    [101, 100],
    [Number.NaN, 1]
  ])('%s → %s (a line keeps 1 to 100)', (typed, kept) => {
    expect(withQuantity(draftOf(autoshipDetail()), 1, typed).quantities).toEqual([1, kept]);
  });
});
