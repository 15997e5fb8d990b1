import { describe, expect, it } from 'vitest';
import { SIGNUP_TERMS_KINDS, TERMS } from './index.ts';
import {
  paymentTermsKind,
  termsKindOf,
  termsVersionInEffect,
  type TermsVersionDates
} from './terms-documents.ts';

const now = new Date('2026-11-27T00:00:00Z');
const v = (version: number, effectiveAt: string | null, status: 'DRAFT' | 'PUBLISHED' = 'PUBLISHED') =>
  ({ version, effectiveAt, status }) satisfies TermsVersionDates;

describe('termsVersionInEffect', () => {
  it.each([
    [
      'the latest published one already in effect',
      [v(1, '2026-01-01T00:00:00Z'), v(2, '2026-11-20T00:00:00Z')],
      2
    ],
    ['not one that takes effect later', [v(1, '2026-01-01T00:00:00Z'), v(2, '2026-12-01T00:00:00Z')], 1],
    ['not a draft', [v(1, '2026-01-01T00:00:00Z'), v(2, null, 'DRAFT')], 1],
    ['one taking effect this very instant', [v(1, '2026-01-01T00:00:00Z'), v(2, now.toISOString())], 2],
    ['none before the first takes effect', [v(1, '2026-12-01T00:00:00Z')], null]
  ])('%s', (_name, versions, expected) => {
    const found = termsVersionInEffect(versions, now);
    expect(found?.version ?? null).toBe(expected);
    // Invariant: what is in effect is published and not in the future.
    if (found) expect(new Date(found.effectiveAt!).getTime()).toBeLessThanOrEqual(now.getTime());
  });
});

describe('consents and documents', () => {
  it('maps every sign-up consent, and only AGE_14 has no document', () => {
    expect(TERMS.filter((terms) => SIGNUP_TERMS_KINDS[terms.code] === null).map((t) => t.code)).toEqual([
      'AGE_14'
    ]);
    expect(termsKindOf('PLANNER_PRIVACY')).toBe('PLANNER_PRIVACY');
    expect(termsKindOf('UNKNOWN')).toBeNull();
    expect([paymentTermsKind('MEMBER'), paymentTermsKind('PLANNER'), paymentTermsKind('NONUSER')]).toEqual([
      'PAYMENT_MEMBER',
      'PAYMENT_PLANNER',
      'PAYMENT_NONUSER'
    ]);
  });
});
