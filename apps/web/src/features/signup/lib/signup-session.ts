import { USER_TYPES, type TermsCode, type UserType } from '@mall/domain';
import { readStored, removeStored, writeStored } from '../../../shared/storage/browser-storage';

/**
 * The sign-up wizard's memory, in sessionStorage (ends with the tab), through the typed storage door.
 * Nothing secret: the type, the confirmed referrer, the consents, and after registration the new
 * member's number and id for the complete screen. Never the password or the email proof.
 *
 * NOTE: this module is imported by the static route loader (main chunk): value imports from
 * '@mall/domain' must come from zod-free modules only (member-rules), never the schemas.
 */
export const SIGNUP_STORAGE_KEYS = {
  /** Read by the route guard 'signupStep' (app/guards/apply-guard.ts GUARD_STORAGE_KEYS.signupSteps). */
  steps: 'mall.signupSteps',
  state: 'mall.signupState',
  result: 'mall.signupResult'
} as const;

export const SIGNUP_STEPS = [
  'selectType',
  'selectReferrer',
  'agreeTerms',
  'enterInformation',
  'complete'
] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

export type SignupReferrer = { userNumber: string; lastName: string; firstName: string };
export type SignupAgreements = Partial<Record<TermsCode, boolean>>;

export type SignupState = {
  userType?: UserType;
  referrer?: SignupReferrer;
  agreements?: SignupAgreements;
  /** ISO time the consents were given (the server records its own time too). */
  agreedAt?: string;
  /** The planner's number of a sign-up link (`/signup/selectType?referrer=`): the referrer step opens with it. */
  linkReferrer?: string;
};

export type SignupResult = {
  userNumber: string;
  loginId: string;
  userType: UserType;
  lastName: string;
  firstName: string;
  /** ISO time the registration was answered (shown as the join date). */
  joinedAt: string;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isUserType = (value: unknown): value is UserType =>
  typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
const isStep = (value: unknown): value is SignupStep =>
  typeof value === 'string' && (SIGNUP_STEPS as readonly string[]).includes(value);
const isStepList = (value: unknown): value is SignupStep[] => Array.isArray(value) && value.every(isStep);
const isReferrer = (value: unknown): value is SignupReferrer =>
  isRecord(value) &&
  typeof value.userNumber === 'string' &&
  typeof value.lastName === 'string' &&
  typeof value.firstName === 'string';
const isAgreements = (value: unknown): value is SignupAgreements =>
  isRecord(value) && Object.values(value).every((agreed) => typeof agreed === 'boolean');

/** A sign-up link's referrer: a member number as the referrer step takes it (4–20 digits, SPEC §5). */
const isLinkReferrer = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9]{4,20}$/.test(value);

/**
 * Keeps a sign-up link's planner (`?referrer=` of /signup/selectType, docs/decisions/075) for the referrer step;
 * anything else in the query is ignored. A new link replaces an older one.
 */
export function rememberLinkReferrer(search: URLSearchParams): void {
  const referrer = search.get('referrer')?.trim();
  if (isLinkReferrer(referrer)) updateSignupState({ linkReferrer: referrer });
}

function isState(value: unknown): value is SignupState {
  return (
    isRecord(value) &&
    (value.userType === undefined || isUserType(value.userType)) &&
    (value.referrer === undefined || isReferrer(value.referrer)) &&
    (value.agreements === undefined || isAgreements(value.agreements)) &&
    (value.agreedAt === undefined || typeof value.agreedAt === 'string') &&
    (value.linkReferrer === undefined || isLinkReferrer(value.linkReferrer))
  );
}

function isResult(value: unknown): value is SignupResult {
  return (
    isRecord(value) &&
    typeof value.userNumber === 'string' &&
    typeof value.loginId === 'string' &&
    isUserType(value.userType) &&
    typeof value.lastName === 'string' &&
    typeof value.firstName === 'string' &&
    typeof value.joinedAt === 'string'
  );
}

/** The steps of one sign-up, in order: a customer without referrer skips the referrer step. */
export function stepsFor(userType: UserType | undefined): SignupStep[] {
  return userType === 'NON_REF_CUSTOMER'
    ? ['selectType', 'agreeTerms', 'enterInformation', 'complete']
    : [...SIGNUP_STEPS];
}

export function nextStep(userType: UserType | undefined, step: SignupStep): SignupStep {
  const steps = stepsFor(userType);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)] ?? 'selectType';
}

export function previousStep(userType: UserType | undefined, step: SignupStep): SignupStep {
  const steps = stepsFor(userType);
  return steps[Math.max(steps.indexOf(step) - 1, 0)] ?? 'selectType';
}

export function readSteps(): SignupStep[] {
  return readStored('session', SIGNUP_STORAGE_KEYS.steps, isStepList) ?? [];
}

/**
 * Records `to` as visited, leaving `from`: the steps up to `from` stay, anything recorded after it
 * (a path not taken, e.g. the referrer step after switching to "without referrer") is dropped.
 */
export function recordStep(from: SignupStep, to: SignupStep): void {
  const steps = readSteps();
  const kept = steps.includes(from) ? steps.slice(0, steps.indexOf(from) + 1) : [...steps, from];
  if (!kept.includes(to)) kept.push(to);
  writeStored('session', SIGNUP_STORAGE_KEYS.steps, kept);
}

/** Leaves a step forward: records the way and answers the step to open. */
export function advanceFrom(step: SignupStep, userType: UserType | undefined): SignupStep {
  const to = nextStep(userType, step);
  recordStep(step, to);
  return to;
}

export function readSignupState(): SignupState {
  return readStored('session', SIGNUP_STORAGE_KEYS.state, isState) ?? {};
}

export function updateSignupState(patch: SignupState): SignupState {
  const next = { ...readSignupState(), ...patch };
  writeStored('session', SIGNUP_STORAGE_KEYS.state, next);
  return next;
}

export function readSignupResult(): SignupResult | null {
  return readStored('session', SIGNUP_STORAGE_KEYS.result, isResult);
}

/** Registration done: forget the wizard's data; only the complete screen may be opened now. */
export function finishSignup(result: SignupResult): void {
  removeStored('session', SIGNUP_STORAGE_KEYS.state);
  writeStored('session', SIGNUP_STORAGE_KEYS.result, result);
  writeStored('session', SIGNUP_STORAGE_KEYS.steps, ['complete'] satisfies SignupStep[]);
}

/** A new sign-up starts from the type choice: the last one's result is forgotten. */
export function startSignup(): void {
  removeStored('session', SIGNUP_STORAGE_KEYS.result);
  const steps = readSteps();
  if (!steps.includes('selectType')) writeStored('session', SIGNUP_STORAGE_KEYS.steps, ['selectType']);
}

/**
 * The first step whose data is missing for `step` (a forcePush or an old tab can open a step without
 * it), or null when the step has what it needs.
 */
export function missingDataStep(step: SignupStep, state: SignupState): SignupStep | null {
  const order = stepsFor(state.userType);
  const index = order.indexOf(step);
  if (step === 'selectType' || step === 'complete') return null;
  if (!state.userType || index < 0) return 'selectType';
  if (index > order.indexOf('selectReferrer') && order.includes('selectReferrer') && !state.referrer)
    return 'selectReferrer';
  if (index > order.indexOf('agreeTerms') && !state.agreedAt) return 'agreeTerms';
  return null;
}
