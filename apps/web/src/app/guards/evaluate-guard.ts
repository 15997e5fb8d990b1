import { paths } from '../../shared/config/paths';
import { isLoggedIn, type Session } from '../../shared/session/session-store';

/** Route guards, declared per route in the route table (ARCHITECTURE §5). */
export const GUARDS = [
  'login',
  'planner',
  'customer',
  'passwordChecked',
  'signupStep',
  'conversionStep',
  'memberOrGuestOrder'
] as const;
export type Guard = (typeof GUARDS)[number];

export type GuardContext = {
  session: Session;
  /** Path + search of the page being opened (where to come back after login). */
  target: string;
  pathname: string;
  searchParams: URLSearchParams;
  /** Sign-up wizard steps recorded as visited in this browser session (in order). */
  signupSteps: readonly string[];
  /** Planner-conversion steps recorded as visited in this browser session (in order). */
  conversionSteps: readonly string[];
  /** The password re-check was passed in this session. */
  passwordChecked: boolean;
  /** The order numbers (both spellings) a guest's lookup pass in memory names (shared/order/guest-order-pass.ts). */
  guestOrderNumbers?: readonly string[];
};

export type GuardAlertKey = 'ALT_PlannerOnly' | 'ALT_CustomerOnly' | 'ALT_RejectRefCustomer';

export type GuardDecision =
  | { kind: 'allow' }
  /** SPEC §6: confirm "use after login": move to login (back to the target afterwards) or cancel (Home). */
  | { kind: 'confirmLogin'; loginTo: string; cancelTo: string }
  | { kind: 'alert'; messageKey: GuardAlertKey; to: string }
  | { kind: 'redirect'; to: string };

export const SIGNUP_FIRST_STEP = 'selectType';
export const CONVERSION_FIRST_STEP = 'certificate';

const allow: GuardDecision = { kind: 'allow' };

function lastSegment(pathname: string): string {
  return pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}

/** A wizard step may be entered if recorded as visited (or it is the first step); otherwise go to the last recorded one. */
function stepDecision(
  ctx: GuardContext,
  steps: readonly string[],
  firstStep: string,
  toPath: (step: string) => string
): GuardDecision {
  const step = lastSegment(ctx.pathname);
  if (ctx.searchParams.has('forcePush') || step === firstStep || steps.includes(step)) return allow;
  const last = steps[steps.length - 1] ?? firstStep;
  const to = toPath(last);
  return to === ctx.pathname ? allow : { kind: 'redirect', to };
}

/** Pure: who may open what. Applying the decision (dialogs, redirects) happens in apply-guard.ts. */
export function evaluateGuard(guard: Guard | undefined, ctx: GuardContext): GuardDecision {
  if (!guard) return allow;
  const session = ctx.session;
  if (guard === 'signupStep') return stepDecision(ctx, ctx.signupSteps, SIGNUP_FIRST_STEP, paths.signupStep);
  // A return's steps (/return/stepN/{order}): the guest who looked that order up in this tab, or a member.
  if (guard === 'memberOrGuestOrder' && (ctx.guestOrderNumbers ?? []).includes(lastSegment(ctx.pathname)))
    return allow;

  if (!isLoggedIn(session)) {
    return { kind: 'confirmLogin', loginTo: paths.login(ctx.target), cancelTo: paths.home() };
  }
  const userType = session.user.userType;
  switch (guard) {
    case 'login':
    case 'memberOrGuestOrder':
      return allow;
    case 'planner':
      return userType === 'SOLE_PROPRIETORSHIP'
        ? allow
        : { kind: 'alert', messageKey: 'ALT_PlannerOnly', to: paths.home() };
    case 'customer':
    case 'conversionStep': {
      // The member just converted (now a planner) may still see the conversion's complete screen.
      if (
        guard === 'conversionStep' &&
        userType === 'SOLE_PROPRIETORSHIP' &&
        lastSegment(ctx.pathname) === 'complete' &&
        ctx.conversionSteps.includes('complete')
      )
        return allow;
      if (userType === 'NON_REF_CUSTOMER')
        return { kind: 'alert', messageKey: 'ALT_RejectRefCustomer', to: paths.home() };
      if (userType !== 'BEAUTY_CONSUMER')
        return { kind: 'alert', messageKey: 'ALT_CustomerOnly', to: paths.home() };
      return guard === 'customer'
        ? allow
        : stepDecision(ctx, ctx.conversionSteps, CONVERSION_FIRST_STEP, paths.conversionStep);
    }
    case 'passwordChecked':
      return ctx.passwordChecked ? allow : { kind: 'redirect', to: paths.checkPassword(ctx.target) };
  }
}
