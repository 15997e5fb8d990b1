import { describe, expect, it } from 'vitest';
import { maskLoginId, ResetPasswordBodySchema, verifiedPersonMatches } from './recovery.ts';

const member = { lastName: '한', firstName: '지민', mobileNumber: '01090000001' };

describe('verifiedPersonMatches (docs/decisions/019)', () => {
  it.each([
    ['last then first', { name: '한지민', mobileNumber: '01090000001' }, member, true],
    ['spaces ignored', { name: '한 지민', mobileNumber: '010-9000-0001' }, member, true],
    ['another first name', { name: '한지수', mobileNumber: '01090000001' }, member, false],
    ['another number', { name: '한지민', mobileNumber: '01090000002' }, member, false],
    ['no verified number (card)', { name: '한지민', mobileNumber: null }, member, false],
    [
      'member without a number',
      { name: '한지민', mobileNumber: '01090000001' },
      { ...member, mobileNumber: null },
      false
    ],
    [
      'foreign name, first then last, any case',
      { name: 'EMMA WILSON', mobileNumber: '01045678901' },
      { lastName: 'Wilson', firstName: 'Emma', mobileNumber: '01045678901' },
      true
    ],
    [
      'foreign name, last then first',
      { name: 'WILSON EMMA', mobileNumber: '01045678901' },
      { lastName: 'Wilson', firstName: 'Emma', mobileNumber: '01045678901' },
      true
    ],
    [
      'a name that is only part of it',
      { name: 'EMMA', mobileNumber: '01045678901' },
      { lastName: 'Wilson', firstName: 'Emma', mobileNumber: '01045678901' },
      false
    ],
    ['empty name', { name: ' ', mobileNumber: '01090000001' }, member, false]
  ])('%s', (_label, person, candidate, expected) => {
    expect(verifiedPersonMatches(person, candidate)).toBe(expected);
    // Invariant: the number must match exactly, whatever the name.
    if (person.mobileNumber?.replace(/\D/g, '') !== candidate.mobileNumber)
      expect(verifiedPersonMatches(person, candidate)).toBe(false);
  });
});

describe('verifiedPersonMatches with a CI hash (docs/decisions/018, 019)', () => {
  const verified = { lastName: '한', firstName: '지민', mobileNumber: '01090000001', ciHash: 'ci-A' };
  it.each([
    [
      'same person, number changed since',
      { name: '한지민', mobileNumber: '01077770000', ciHash: 'ci-A' },
      true
    ],
    [
      'same name and number, another person',
      { name: '한지민', mobileNumber: '01090000001', ciHash: 'ci-B' },
      false
    ],
    ['a verification without a CI hash', { name: '한지민', mobileNumber: '01090000001', ciHash: null }, false]
  ])('%s', (_case, person, expected) => {
    expect(verifiedPersonMatches(person, verified)).toBe(expected);
  });
});

describe('ResetPasswordBodySchema', () => {
  const password = { password: 'Brandnew123!', passwordConfirm: 'Brandnew123!', verificationToken: 't' };
  it('defaults to EMAIL, which needs the address', () => {
    const parsed = ResetPasswordBodySchema.safeParse(password);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['email'], message: 'VA_EmailFormat' });
    expect(ResetPasswordBodySchema.parse({ ...password, email: 'A.b@example.com ' })).toMatchObject({
      method: 'EMAIL',
      email: 'a.b@example.com'
    });
  });
  it('IDENTITY stands alone; the confirmation must still match', () => {
    expect(ResetPasswordBodySchema.parse({ ...password, method: 'IDENTITY' }).method).toBe('IDENTITY');
    const mismatch = ResetPasswordBodySchema.safeParse({
      ...password,
      method: 'IDENTITY',
      passwordConfirm: 'Brandnew124!'
    });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['passwordConfirm'],
      message: 'VA_PasswordConfirm'
    });
  });
});

describe('maskLoginId', () => {
  it.each([
    ['customer1', 'cu*****r1'],
    ['abcd', 'a***'],
    ['abcde', 'ab*de']
  ])('%s -> %s', (id, masked) => {
    expect(maskLoginId(id)).toBe(masked);
    expect(masked).toHaveLength(id.length);
  });
});
