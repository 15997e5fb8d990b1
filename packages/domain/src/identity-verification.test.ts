import { describe, expect, it } from 'vitest';
import {
  CERT_CHANNELS,
  CERT_PURPOSES,
  CertAuthTokenBodySchema,
  certificationState,
  isCertPurposeAllowed,
  type CertPurpose
} from './identity-verification.ts';

describe('isCertPurposeAllowed', () => {
  const table: [CertPurpose, boolean, boolean, boolean][] = [
    // purpose, MEMBER, PUBLIC, NON_MEMBER
    ['SIGNUP', false, true, false],
    ['FIND_ACCOUNT', false, true, false],
    ['GUEST_ORDER', true, true, true],
    ['CHANGE_INFO', true, false, false],
    ['CARD_PASSWORD_RESET', true, false, false],
    ['PLANNER_CONVERSION', true, false, false]
  ];
  it.each(table)('%s: member %s, public %s, non-member %s', (purpose, member, publicChannel, nonMember) => {
    expect(isCertPurposeAllowed(purpose, 'MEMBER')).toBe(member);
    expect(isCertPurposeAllowed(purpose, 'PUBLIC')).toBe(publicChannel);
    expect(isCertPurposeAllowed(purpose, 'NON_MEMBER')).toBe(nonMember);
  });
  it('lets every purpose through at least one channel (invariant)', () => {
    for (const purpose of CERT_PURPOSES)
      expect(CERT_CHANNELS.some((c) => isCertPurposeAllowed(purpose, c))).toBe(true);
  });
});

describe('certificationState', () => {
  const now = new Date('2025-06-01T00:10:00Z');
  const later = new Date('2025-06-01T00:20:00Z');
  const earlier = new Date('2025-06-01T00:00:00Z');
  const base = { expiresAt: later, resultExpiresAt: null, consumedAt: null };
  it.each([
    ['PENDING before expiry', { ...base, status: 'PENDING' as const }, 'OPEN'],
    ['PENDING after expiry', { ...base, status: 'PENDING' as const, expiresAt: earlier }, 'EXPIRED'],
    ['VERIFIED in time', { ...base, status: 'VERIFIED' as const, resultExpiresAt: later }, 'USABLE'],
    ['VERIFIED too late', { ...base, status: 'VERIFIED' as const, resultExpiresAt: earlier }, 'EXPIRED'],
    [
      'VERIFIED and spent',
      { ...base, status: 'VERIFIED' as const, resultExpiresAt: later, consumedAt: earlier },
      'USED'
    ],
    ['CANCELED', { ...base, status: 'CANCELED' as const }, 'CLOSED'],
    ['FAILED', { ...base, status: 'FAILED' as const }, 'CLOSED'],
    ['EXPIRED', { ...base, status: 'EXPIRED' as const }, 'EXPIRED']
  ])('%s -> %s', (_name, row, expected) => {
    expect(certificationState(row, now)).toBe(expected);
  });
});

describe('CertAuthTokenBodySchema', () => {
  it('accepts a storefront path and refuses another origin', () => {
    expect(
      CertAuthTokenBodySchema.safeParse({
        cpCode: 'MOBILE',
        purpose: 'SIGNUP',
        retUrl: '/signup/enterInformation?x=1'
      }).success
    ).toBe(true);
    for (const retUrl of ['//evil.example/x', 'https://evil.example/', '/\\evil', 'javascript:alert(1)']) {
      expect(
        CertAuthTokenBodySchema.safeParse({ cpCode: 'MOBILE', purpose: 'SIGNUP', retUrl }).success,
        retUrl
      ).toBe(false);
    }
  });
});
