import { describe, expect, it } from 'vitest';
import { GUEST, type Session, type UserType } from '../../shared/session/session-store';
import { evaluateGuard, GUARDS, type GuardContext } from './evaluate-guard';

const member = (userType: UserType): Session => ({
  kind: 'member',
  user: { userSeqNo: 1, userNumber: '1000001', userType, fullName: '테스트', acceptId: null }
});

function ctx(path: string, overrides: Partial<GuardContext> = {}): GuardContext {
  const url = new URL(path, 'http://localhost');
  return {
    session: GUEST,
    target: `${url.pathname}${url.search}`,
    pathname: url.pathname,
    searchParams: url.searchParams,
    signupSteps: [],
    conversionSteps: [],
    passwordChecked: false,
    ...overrides
  };
}

describe('evaluateGuard', () => {
  it('lets anyone through an unguarded route', () => {
    expect(evaluateGuard(undefined, ctx('/product/skin-care'))).toEqual({ kind: 'allow' });
  });

  it.each(GUARDS.filter((g) => g !== 'signupStep'))(
    '%s: a guest gets the login confirm, coming back to the target',
    (guard) => {
      expect(evaluateGuard(guard, ctx('/mypage/coupon?tab=active'))).toEqual({
        kind: 'confirmLogin',
        loginTo: '/login?redirect=%2Fmypage%2Fcoupon%3Ftab%3Dactive',
        cancelTo: '/'
      });
    }
  );

  it('memberOrGuestOrder: the guest holding the lookup pass of that order passes; other orders and guests do not', () => {
    const pass = { guestOrderNumbers: ['AP261120000001', 'TP261120000001'] };
    expect(evaluateGuard('memberOrGuestOrder', ctx('/return/step2/TP261120000001', pass))).toEqual({
      kind: 'allow'
    });
    expect(evaluateGuard('memberOrGuestOrder', ctx('/return/step1/TP261120000009', pass)).kind).toBe(
      'confirmLogin'
    );
    expect(evaluateGuard('memberOrGuestOrder', ctx('/return/step1/TP261120000001')).kind).toBe(
      'confirmLogin'
    );
    expect(
      evaluateGuard(
        'memberOrGuestOrder',
        ctx('/return/step1/TP261120000009', { session: member('BEAUTY_CONSUMER') })
      )
    ).toEqual({ kind: 'allow' });
  });

  it('login: any member passes', () => {
    for (const type of ['BEAUTY_CONSUMER', 'NON_REF_CUSTOMER', 'SOLE_PROPRIETORSHIP'] as const) {
      expect(evaluateGuard('login', ctx('/mypage', { session: member(type) }))).toEqual({ kind: 'allow' });
    }
  });

  it('planner: only SOLE_PROPRIETORSHIP; others get ALT_PlannerOnly and go Home', () => {
    expect(
      evaluateGuard('planner', ctx('/mypage/easybag', { session: member('SOLE_PROPRIETORSHIP') }))
    ).toEqual({ kind: 'allow' });
    expect(evaluateGuard('planner', ctx('/mypage/easybag', { session: member('BEAUTY_CONSUMER') }))).toEqual({
      kind: 'alert',
      messageKey: 'ALT_PlannerOnly',
      to: '/'
    });
  });

  it('customer: BEAUTY_CONSUMER passes; a planner gets ALT_CustomerOnly; no-referral gets ALT_RejectRefCustomer', () => {
    expect(evaluateGuard('customer', ctx('/x', { session: member('BEAUTY_CONSUMER') }))).toEqual({
      kind: 'allow'
    });
    expect(evaluateGuard('customer', ctx('/x', { session: member('SOLE_PROPRIETORSHIP') }))).toMatchObject({
      messageKey: 'ALT_CustomerOnly'
    });
    expect(evaluateGuard('customer', ctx('/x', { session: member('NON_REF_CUSTOMER') }))).toMatchObject({
      messageKey: 'ALT_RejectRefCustomer'
    });
  });

  it('passwordChecked: unverified members go to the password check, coming back afterwards', () => {
    const session = member('BEAUTY_CONSUMER');
    expect(evaluateGuard('passwordChecked', ctx('/mypage/userInfo', { session }))).toEqual({
      kind: 'redirect',
      to: '/mypage/checkPassword?redirect=%2Fmypage%2FuserInfo'
    });
    expect(
      evaluateGuard('passwordChecked', ctx('/mypage/userInfo', { session, passwordChecked: true }))
    ).toEqual({ kind: 'allow' });
  });

  describe('signupStep (guests allowed)', () => {
    it('always allows the first step', () => {
      expect(evaluateGuard('signupStep', ctx('/signup/selectType'))).toEqual({ kind: 'allow' });
    });
    it('allows a visited step and sends an unvisited one to the last visited step', () => {
      const steps = ['selectType', 'selectReferrer'];
      expect(evaluateGuard('signupStep', ctx('/signup/selectReferrer', { signupSteps: steps }))).toEqual({
        kind: 'allow'
      });
      expect(evaluateGuard('signupStep', ctx('/signup/agreeTerms', { signupSteps: steps }))).toEqual({
        kind: 'redirect',
        to: '/signup/selectReferrer'
      });
    });
    it('sends a fresh visitor to selectType, unless forcePush is set', () => {
      expect(evaluateGuard('signupStep', ctx('/signup/complete'))).toEqual({
        kind: 'redirect',
        to: '/signup/selectType'
      });
      expect(evaluateGuard('signupStep', ctx('/signup/complete?forcePush=true'))).toEqual({ kind: 'allow' });
    });
  });

  describe('conversionStep', () => {
    it('is for customers only', () => {
      expect(
        evaluateGuard(
          'conversionStep',
          ctx('/mypage/conversionToPlanner/agreeTerms', { session: member('SOLE_PROPRIETORSHIP') })
        )
      ).toMatchObject({
        kind: 'alert',
        messageKey: 'ALT_CustomerOnly'
      });
    });
    it('lets the member who just converted (now a planner) see complete, and nothing else', () => {
      const session = member('SOLE_PROPRIETORSHIP');
      expect(
        evaluateGuard(
          'conversionStep',
          ctx('/mypage/conversionToPlanner/complete', { session, conversionSteps: ['complete'] })
        )
      ).toEqual({ kind: 'allow' });
      expect(
        evaluateGuard('conversionStep', ctx('/mypage/conversionToPlanner/complete', { session }))
      ).toMatchObject({ kind: 'alert', messageKey: 'ALT_CustomerOnly' });
      expect(
        evaluateGuard(
          'conversionStep',
          ctx('/mypage/conversionToPlanner/certificate', { session, conversionSteps: ['complete'] })
        )
      ).toMatchObject({ kind: 'alert', messageKey: 'ALT_CustomerOnly' });
    });
    it('follows the recorded steps', () => {
      const session = member('BEAUTY_CONSUMER');
      expect(
        evaluateGuard('conversionStep', ctx('/mypage/conversionToPlanner/certificate', { session }))
      ).toEqual({ kind: 'allow' });
      expect(
        evaluateGuard(
          'conversionStep',
          ctx('/mypage/conversionToPlanner/complete', {
            session,
            conversionSteps: ['certificate', 'enterInformation']
          })
        )
      ).toEqual({
        kind: 'redirect',
        to: '/mypage/conversionToPlanner/enterInformation'
      });
    });
  });
});
