import { isApiError } from '../../../shared/api/api-error';
import { apiMessage, ruleMessage, type Message } from '../../../shared/forms/form-messages';
import { SERVER_FIELDS, type Errors, type FormError, type IdentityError } from './signup-info-fields';
import type { SignupStep } from './signup-session';

/** What a refused registration means for the form: field messages, a form message, what to redo. */
export type Refusal = {
  found: Errors;
  formError?: FormError;
  /** The login id was taken in the meantime. */
  idTaken?: boolean;
  /** The email must be verified again. */
  resetEmail?: boolean;
  /** The identity verification cannot be used (any more): verify again, with this message. */
  identity?: IdentityError;
  /** Focus the identity verification buttons (nothing else is to fix). */
  focusIdentity?: boolean;
};

const CERT_CODES = new Set([
  'CERT_ALREADY_USED',
  'CERT_EXPIRED',
  'CERT_NOT_VERIFIED',
  'CERT_REQUEST_NOT_FOUND',
  'CERT_IDENTITY_MISMATCH'
]);

function validationRefusal(fields: { field: string; code: string }[], error: unknown): Refusal {
  const found: Errors = {};
  let fixAt: SignupStep | undefined;
  let other: Message | undefined;
  let identity: IdentityError | undefined;
  for (const field of fields) {
    const target = SERVER_FIELDS[field.field];
    if (target) found[target] ??= ruleMessage(field.code);
    else if (field.field === 'referralUserNumber') fixAt ??= 'selectReferrer';
    else if (field.field.startsWith('agreements')) fixAt ??= 'agreeTerms';
    else if (field.field === 'userType') fixAt ??= 'selectType';
    else if (field.field === 'certificationRequestId') {
      identity = { kind: 'missing' };
      continue;
    }
    if (!target) other ??= ruleMessage(field.code);
  }
  const formError =
    fixAt || other || Object.keys(found).length === 0
      ? { message: other ?? apiMessage(error), fixAt }
      : undefined;
  return { found, ...(formError ? { formError } : {}), ...(identity ? { identity } : {}) };
}

/** Reads the register call's refusal (SPEC §7 register/init codes). */
export function readServerRefusal(error: unknown): Refusal {
  if (!isApiError(error)) return { found: {}, formError: { message: apiMessage(error) } };
  if (CERT_CODES.has(error.code)) return { found: {}, identity: apiMessage(error), focusIdentity: true };
  switch (error.code) {
    case 'LOGIN_ID_TAKEN':
      return { found: { loginId: apiMessage(error) }, idTaken: true };
    case 'EMAIL_TAKEN':
    case 'EMAIL_NOT_VERIFIED':
      return { found: { email: apiMessage(error) }, resetEmail: true };
    case 'REFERRER_NOT_FOUND':
      return { found: {}, formError: { message: apiMessage(error), fixAt: 'selectReferrer' } };
    case 'IDENTITY_ALREADY_REGISTERED':
      return { found: {}, formError: { message: apiMessage(error), existingMember: true } };
    case '9002': {
      // The person's withdrawn account may not rejoin yet: say from when they can.
      const rejoinDate = typeof error.data?.rejoinDate === 'string' ? error.data.rejoinDate.slice(0, 10) : '';
      return { found: {}, formError: { message: { kind: 'api', code: '9002', data: { date: rejoinDate } } } };
    }
    case 'VALIDATION_FAILED':
      return validationRefusal(error.fields, error);
    default:
      return { found: {}, formError: { message: apiMessage(error) } };
  }
}
