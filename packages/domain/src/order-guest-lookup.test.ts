import { describe, expect, it } from 'vitest';
import { GuestOrderLookupFormSchema } from './order.ts';

function refusals(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  // The first refusal of each field is the one a form shows (as react-hook-form's zod resolver does).
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const blank = { orderNumber: '', name: '', mobileNumber: '', password: '' };

describe('GuestOrderLookupFormSchema', () => {
  it('by name: asks for each blank input with its own key and ignores the password', () => {
    expect(refusals(GuestOrderLookupFormSchema.safeParse({ ...blank, method: 'name' }))).toEqual({
      orderNumber: 'ORD_EnterOrderNumber',
      name: 'VA_EnterName',
      mobileNumber: 'ALT_InputMobile'
    });
  });

  it('by password: asks for the number and the password and ignores name and mobile', () => {
    expect(refusals(GuestOrderLookupFormSchema.safeParse({ ...blank, method: 'password' }))).toEqual({
      orderNumber: 'ORD_EnterOrderNumber',
      password: 'ORD_EnterGuestPassword'
    });
    expect(
      refusals(
        GuestOrderLookupFormSchema.safeParse({
          ...blank,
          method: 'password',
          orderNumber: ' ',
          password: '   '
        })
      )
    ).toEqual({ orderNumber: 'ORD_EnterOrderNumber', password: 'ORD_EnterGuestPassword' });
  });

  it('checks a typed value as the API does: the number, the mobile digits, the password length', () => {
    expect(
      refusals(
        GuestOrderLookupFormSchema.safeParse({
          ...blank,
          method: 'name',
          orderNumber: 'TP12',
          name: '최게스트',
          mobileNumber: '010-5678-123x'
        })
      )
    ).toEqual({ orderNumber: 'ORD_InvalidOrderNumber', mobileNumber: 'VA_MobileOnlyNumber' });
    expect(
      refusals(
        GuestOrderLookupFormSchema.safeParse({
          ...blank,
          method: 'password',
          orderNumber: 'TP261123000042',
          password: 'abc'
        })
      )
    ).toEqual({ password: 'ORD_GuestPasswordLength' });
  });

  it('passes the chosen way in whatever the other inputs hold', () => {
    expect(
      GuestOrderLookupFormSchema.safeParse({
        ...blank,
        method: 'name',
        orderNumber: ' TP261123000042 ',
        name: ' 최게스트 ',
        mobileNumber: '010-5678-1234',
        password: 'x'
      }).success
    ).toBe(true);
    expect(
      GuestOrderLookupFormSchema.safeParse({
        ...blank,
        method: 'password',
        orderNumber: 'AP261123000042',
        mobileNumber: 'not a number',
        password: 'guest1234'
      }).success
    ).toBe(true);
  });
});
