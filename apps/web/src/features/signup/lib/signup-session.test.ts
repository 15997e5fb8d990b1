import { describe, expect, it } from 'vitest';
import { GUARD_STORAGE_KEYS } from '../../../app/guards/apply-guard';
import {
  finishSignup,
  missingDataStep,
  nextStep,
  readSignupState,
  readSteps,
  recordStep,
  SIGNUP_STORAGE_KEYS,
  startSignup,
  updateSignupState
} from './signup-session';

describe('sign-up session memory', () => {
  it('writes the key the signupStep guard reads', () => {
    expect(SIGNUP_STORAGE_KEYS.steps).toBe(GUARD_STORAGE_KEYS.signupSteps);
  });

  it('records steps in order and drops a path not taken', () => {
    recordStep('selectType', 'selectReferrer');
    recordStep('selectReferrer', 'agreeTerms');
    expect(readSteps()).toEqual(['selectType', 'selectReferrer', 'agreeTerms']);
    recordStep('selectType', 'agreeTerms');
    expect(readSteps()).toEqual(['selectType', 'agreeTerms']);
  });

  it('orders the steps by type', () => {
    expect(nextStep('BEAUTY_CONSUMER', 'selectType')).toBe('selectReferrer');
    expect(nextStep('SOLE_PROPRIETORSHIP', 'selectType')).toBe('selectReferrer');
    expect(nextStep('NON_REF_CUSTOMER', 'selectType')).toBe('agreeTerms');
  });

  it('reads a tampered value as empty', () => {
    sessionStorage.setItem(SIGNUP_STORAGE_KEYS.steps, '["selectType","hack"]');
    sessionStorage.setItem(SIGNUP_STORAGE_KEYS.state, '{"userType":"ADMIN"}');
    expect(readSteps()).toEqual([]);
    expect(readSignupState()).toEqual({});
  });

  it('knows which step provides missing data', () => {
    expect(missingDataStep('agreeTerms', {})).toBe('selectType');
    expect(missingDataStep('agreeTerms', { userType: 'BEAUTY_CONSUMER' })).toBe('selectReferrer');
    expect(missingDataStep('agreeTerms', { userType: 'NON_REF_CUSTOMER' })).toBeNull();
    expect(missingDataStep('enterInformation', { userType: 'NON_REF_CUSTOMER' })).toBe('agreeTerms');
    expect(
      missingDataStep('enterInformation', { userType: 'NON_REF_CUSTOMER', agreedAt: '2025-01-01' })
    ).toBeNull();
  });

  it('after registration only complete is open; a new sign-up starts over', () => {
    updateSignupState({ userType: 'BEAUTY_CONSUMER' });
    finishSignup({
      userNumber: '2000000009',
      loginId: 'a1234',
      userType: 'BEAUTY_CONSUMER',
      lastName: '홍',
      firstName: '길동',
      joinedAt: '2025-06-01T00:00:00.000Z'
    });
    expect(readSteps()).toEqual(['complete']);
    expect(readSignupState()).toEqual({});
    startSignup();
    expect(readSteps()).toEqual(['selectType']);
    expect(sessionStorage.getItem(SIGNUP_STORAGE_KEYS.result)).toBeNull();
  });
});
