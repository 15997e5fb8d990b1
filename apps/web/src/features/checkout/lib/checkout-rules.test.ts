import { describe, expect, it } from 'vitest';
import { allAgreed, checkoutProblems, parsePoints, setAllAgreements, splitAmounts } from './checkout-rules';
import { EMPTY_CHOICES } from './payment-state';

const address = {
  lastName: '이',
  firstName: '민준',
  mobileNumber: '01012345678',
  zipcode: '06236',
  address1: '서울특별시 강남구 테헤란로 152',
  address2: '12층',
  addressDescription: ''
};
const ready = { ...EMPTY_CHOICES, address, agreements: setAllAgreements(true, false) };

describe('parsePoints', () => {
  it.each([
    ['', 5000, 0],
    ['1200', 5000, 1200],
    ['1,200', 5000, 1200],
    ['9999', 5000, 5000],
    ['300', 0, 0]
  ])('%s with max %d → %d (clamped to the most usable)', (typed, max, expected) => {
    expect(parsePoints(typed, max)).toBe(expected);
  });

  it.each(['-1', '1.5', 'abc', '12a'])('refuses %s', (typed) => {
    expect(parsePoints(typed, 5000)).toBeNull();
  });
});

describe('splitAmounts', () => {
  it('splits the total into the first amount and the rest, which always add up', () => {
    expect(splitAmounts(43000, 10000)).toEqual([10000, 33000]);
    for (const first of [100, 5000, 42900]) {
      const parts = splitAmounts(43000, first);
      expect(parts && parts[0] + parts[1]).toBe(43000);
    }
  });

  it('refuses a step below 100 won or no first amount', () => {
    expect(splitAmounts(43000, 99)).toBeNull();
    expect(splitAmounts(43000, 42901)).toBeNull();
    expect(splitAmounts(43000, null)).toBeNull();
  });
});

describe('agreements', () => {
  it('needs the three member items, and the guest privacy item for guests', () => {
    expect(allAgreed({ purchase: true, privacy: true }, false)).toBe(false);
    expect(allAgreed(setAllAgreements(true, false), false)).toBe(true);
    expect(allAgreed(setAllAgreements(true, false), true)).toBe(false);
    expect(allAgreed(setAllAgreements(true, true), true)).toBe(true);
  });
});

describe('checkoutProblems', () => {
  it('is empty when everything is there', () => {
    expect(checkoutProblems({ choices: ready, amount: 43000, linesAvailable: true, guest: false })).toEqual(
      []
    );
  });

  it('lists what blocks paying, in screen order', () => {
    expect(
      checkoutProblems({
        choices: {
          ...EMPTY_CHOICES,
          messagePreset: 'OTHER',
          messageText: ' ',
          split: true,
          splitFirstAmount: 50
        },
        amount: 43000,
        linesAvailable: false,
        guest: false
      })
    ).toEqual(['unavailable', 'address', 'message', 'split', 'agreements']);
  });

  it('checks the guest lookup password and its confirmation', () => {
    const guestReady = { ...ready, agreements: setAllAgreements(true, true) };
    expect(
      checkoutProblems({
        choices: guestReady,
        amount: 1000,
        linesAvailable: true,
        guest: true,
        password: '12'
      })
    ).toEqual(['password']);
    expect(
      checkoutProblems({
        choices: guestReady,
        amount: 1000,
        linesAvailable: true,
        guest: true,
        password: '1234',
        passwordConfirm: '1235'
      })
    ).toEqual(['passwordMismatch']);
    expect(
      checkoutProblems({
        choices: guestReady,
        amount: 1000,
        linesAvailable: true,
        guest: true,
        password: '1234',
        passwordConfirm: '1234'
      })
    ).toEqual([]);
  });

  it('ignores the split for a 0-won order', () => {
    expect(
      checkoutProblems({
        choices: { ...ready, split: true, splitFirstAmount: null },
        amount: 0,
        linesAvailable: true,
        guest: false
      })
    ).toEqual([]);
  });
});
