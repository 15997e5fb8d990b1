import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { readServerRefusal } from './signup-server-refusal';

const refused = (code: string, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ status: 400, code, message: code, ...extra });

describe('readServerRefusal (register/init refusals onto the information step)', () => {
  it('puts field refusals on their inputs and sends other fields back to the step that fixes them', () => {
    const refusal = readServerRefusal(
      refused('VALIDATION_FAILED', {
        fields: [
          { field: 'mobileNumber', code: 'VA_MobileLength', message: 'VA_MobileLength' },
          { field: 'emailVerificationToken', code: 'SIG_ValidEmailAuth', message: 'SIG_ValidEmailAuth' },
          { field: 'agreements.SERVICE', code: 'SIG_AgreeRequiredTerms', message: 'SIG_AgreeRequiredTerms' },
          { field: 'certificationRequestId', code: 'invalid', message: 'invalid' }
        ]
      })
    );
    expect(refusal.found).toEqual({
      mobileNumber: { kind: 'rule', key: 'VA_MobileLength' },
      email: { kind: 'rule', key: 'SIG_ValidEmailAuth' }
    });
    expect(refusal.formError).toEqual({
      message: { kind: 'rule', key: 'SIG_AgreeRequiredTerms' },
      fixAt: 'agreeTerms'
    });
    expect(refusal.identity).toEqual({ kind: 'missing' });
    expect(refusal.focusIdentity).toBeUndefined();
  });

  it('asks for a new identity verification on a spent one, and says from when a withdrawn person may rejoin', () => {
    expect(readServerRefusal(refused('CERT_EXPIRED'))).toEqual({
      found: {},
      identity: { kind: 'api', code: 'CERT_EXPIRED', data: undefined },
      focusIdentity: true
    });
    expect(
      readServerRefusal(refused('9002', { data: { rejoinDate: '2026-12-01T00:00:00Z' } })).formError
    ).toEqual({
      message: { kind: 'api', code: '9002', data: { date: '2026-12-01' } }
    });
    expect(readServerRefusal(refused('LOGIN_ID_TAKEN'))).toMatchObject({
      idTaken: true,
      found: { loginId: { code: 'LOGIN_ID_TAKEN' } }
    });
    expect(readServerRefusal(refused('EMAIL_TAKEN'))).toMatchObject({
      resetEmail: true,
      found: { email: { code: 'EMAIL_TAKEN' } }
    });
  });
});
