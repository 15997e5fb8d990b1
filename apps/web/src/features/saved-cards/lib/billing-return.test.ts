import { describe, expect, it } from 'vitest';
import {
  billingReturnTarget,
  outcomeCode,
  readBillingAuth,
  readBillingOutcome,
  withBillingOutcome,
  withoutBillingOutcome
} from './billing-return';

describe('billingReturnTarget', () => {
  it.each([
    [null, '/mypage/autoshipCard'],
    ['', '/mypage/autoshipCard'],
    ['/order', '/order'],
    ['/mypage/autoshipCard?tab=x#top', '/mypage/autoshipCard?tab=x#top'],
    ['/', '/'],
    ['https://evil.example', '/mypage/autoshipCard'],
    ['https://evil.example/mypage/autoshipCard', '/mypage/autoshipCard'],
    ['//evil.example', '/mypage/autoshipCard'],
    ['/\\evil.example', '/mypage/autoshipCard'],
    ['javascript:alert(1)', '/mypage/autoshipCard'],
    ['/\t/evil.example', '/mypage/autoshipCard'],
    ['/billing/success?authKey=x', '/mypage/autoshipCard']
  ])('%j goes to %s', (redirect, expected) => {
    expect(billingReturnTarget(redirect)).toBe(expected);
  });
});

describe('withBillingOutcome / readBillingOutcome', () => {
  it('adds the outcome, replacing an older one and keeping the rest of the address', () => {
    const success = withBillingOutcome('/order?sheet=1&billing=fail&code=X#pay', {
      billing: 'success',
      cardId: 7
    });
    expect(success).toBe('/order?sheet=1&billing=success&userFavoriteCardsId=7#pay');
    expect(readBillingOutcome(new URL(success, 'http://x').searchParams)).toEqual({
      billing: 'success',
      cardId: 7
    });
    const failed = withBillingOutcome('/mypage/autoshipCard', { billing: 'fail', code: 'USER_CANCEL' });
    expect(failed).toBe('/mypage/autoshipCard?billing=fail&code=USER_CANCEL');
    expect(readBillingOutcome(new URLSearchParams('billing=fail&code=USER_CANCEL'))).toEqual({
      billing: 'fail',
      code: 'USER_CANCEL'
    });
    expect(withBillingOutcome('/mypage/autoshipCard', { billing: 'fail', code: null })).toBe(
      '/mypage/autoshipCard?billing=fail'
    );
  });

  it('reads nothing from an address without a (valid) outcome, and a code only as a code', () => {
    expect(readBillingOutcome(new URLSearchParams(''))).toBeNull();
    expect(readBillingOutcome(new URLSearchParams('billing=success'))).toBeNull();
    expect(readBillingOutcome(new URLSearchParams('billing=success&userFavoriteCardsId=-3'))).toBeNull();
    expect(readBillingOutcome(new URLSearchParams('billing=fail&code=<b>hi</b>'))).toEqual({
      billing: 'fail',
      code: null
    });
    expect(outcomeCode('BILLING_AUTH_FAILED')).toBe('BILLING_AUTH_FAILED');
    expect(outcomeCode('카드 오류')).toBeNull();
    expect(withoutBillingOutcome(new URLSearchParams('a=1&billing=fail&code=X')).toString()).toBe('a=1');
  });
});

describe('readBillingAuth', () => {
  it('takes the customerKey and authKey the provider added, and nothing malformed', () => {
    expect(readBillingAuth(new URLSearchParams('customerKey=mc_abc123&authKey=bln_x1'))).toEqual({
      customerKey: 'mc_abc123',
      authKey: 'bln_x1'
    });
    expect(readBillingAuth(new URLSearchParams('customerKey=mc_abc123'))).toBeNull();
    expect(readBillingAuth(new URLSearchParams('authKey=bln_x1'))).toBeNull();
    expect(readBillingAuth(new URLSearchParams('customerKey=a%20b&authKey=x'))).toBeNull();
    expect(readBillingAuth(new URLSearchParams(`customerKey=mc_abc&authKey=${'x'.repeat(301)}`))).toBeNull();
  });
});
