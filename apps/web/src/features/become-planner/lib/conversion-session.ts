import type { CertMethod } from '@mall/domain';
import { readStored, removeStored, writeStored } from '../../../shared/storage/browser-storage';

/**
 * The planner-conversion wizard's memory, in sessionStorage (ends with the tab): the visited steps
 * (read by the route guard 'conversionStep'), the verification to spend with its verified name/mobile,
 * the confirmed mobile and consents; after conversion the new member numbers for the complete screen.
 * The verification's request id is useless to anyone else (bound to this member, single use).
 */
export const CONVERSION_STORAGE_KEYS = {
  /** Same key as app/guards/apply-guard.ts GUARD_STORAGE_KEYS.conversionSteps. */
  steps: 'mall.conversionSteps',
  state: 'mall.conversionState',
  result: 'mall.conversionResult'
} as const;

export const CONVERSION_STEPS = ['certificate', 'enterInformation', 'agreeTerms', 'complete'] as const;
export type ConversionStep = (typeof CONVERSION_STEPS)[number];

export type ConversionState = {
  requestId?: string;
  method?: CertMethod;
  verifiedName?: string;
  birthDate?: string;
  verifiedMobile?: string | null;
  /** Until when the verification can be spent (ISO). */
  usableUntil?: string | null;
  mobile?: string;
};

export type ConversionOutcome = {
  userNumber: string;
  previousUserNumber: string;
  beautyPlannerDatetime: string;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStep = (value: unknown): value is ConversionStep =>
  typeof value === 'string' && (CONVERSION_STEPS as readonly string[]).includes(value);
const isStepList = (value: unknown): value is ConversionStep[] => Array.isArray(value) && value.every(isStep);
const optionalString = (value: unknown) => value === undefined || value === null || typeof value === 'string';
const isState = (value: unknown): value is ConversionState =>
  isRecord(value) &&
  ['requestId', 'verifiedName', 'birthDate', 'verifiedMobile', 'usableUntil', 'mobile'].every((key) =>
    optionalString(value[key])
  ) &&
  (value.method === undefined || value.method === 'MOBILE' || value.method === 'CARD');
const isOutcome = (value: unknown): value is ConversionOutcome =>
  isRecord(value) &&
  typeof value.userNumber === 'string' &&
  typeof value.previousUserNumber === 'string' &&
  typeof value.beautyPlannerDatetime === 'string';

export function readConversionSteps(): ConversionStep[] {
  return readStored('session', CONVERSION_STORAGE_KEYS.steps, isStepList) ?? [];
}

/** Leaves `from` for the next step: the steps up to `from` stay, later ones (a path not finished) go. */
export function advanceConversion(from: ConversionStep): ConversionStep {
  const to = CONVERSION_STEPS[Math.min(CONVERSION_STEPS.indexOf(from) + 1, CONVERSION_STEPS.length - 1)]!;
  const steps = readConversionSteps();
  const kept = steps.includes(from) ? steps.slice(0, steps.indexOf(from) + 1) : [...steps, from];
  if (!kept.includes(to)) kept.push(to);
  writeStored('session', CONVERSION_STORAGE_KEYS.steps, kept);
  return to;
}

export function readConversionState(): ConversionState {
  return readStored('session', CONVERSION_STORAGE_KEYS.state, isState) ?? {};
}

export function updateConversionState(patch: ConversionState): ConversionState {
  const next = { ...readConversionState(), ...patch };
  writeStored('session', CONVERSION_STORAGE_KEYS.state, next);
  return next;
}

/** The verification can no longer be used: back to the first step. */
export function restartConversion(): void {
  removeStored('session', CONVERSION_STORAGE_KEYS.state);
  writeStored('session', CONVERSION_STORAGE_KEYS.steps, ['certificate'] satisfies ConversionStep[]);
}

export function readConversionOutcome(): ConversionOutcome | null {
  return readStored('session', CONVERSION_STORAGE_KEYS.result, isOutcome);
}

/** Converted: forget the wizard's data; only the complete screen may be opened now. */
export function finishConversion(outcome: ConversionOutcome): void {
  removeStored('session', CONVERSION_STORAGE_KEYS.state);
  writeStored('session', CONVERSION_STORAGE_KEYS.result, outcome);
  writeStored('session', CONVERSION_STORAGE_KEYS.steps, ['complete'] satisfies ConversionStep[]);
}

/** The first step whose data is missing for `step` (forcePush, an old tab), or null. */
export function missingConversionData(step: ConversionStep, state: ConversionState): ConversionStep | null {
  if (step === 'certificate' || step === 'complete') return null;
  if (!state.requestId || !state.verifiedName) return 'certificate';
  if (step === 'agreeTerms' && !state.mobile) return 'enterInformation';
  return null;
}
