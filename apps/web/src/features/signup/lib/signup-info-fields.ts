import type { SignupInformationInput } from '@mall/domain';
import { EMAIL_LOCAL_INPUT } from '../../../shared/forms/email-verification';
import type { Message } from '../../../shared/forms/form-messages';
import type { SignupStep } from './signup-session';

/** The typed fields of /signup/enterInformation (the email has its own verification field). */
export type Field = keyof SignupInformationInput;
export type Values = SignupInformationInput;
export type Errors = Partial<Record<Field | 'email', Message>>;
/** The identity verification's refusal: not done yet, or an API code (spent, expired, not this person). */
export type IdentityError = { kind: 'missing' } | Message;
/** A refusal of the whole form, with the step that fixes it. */
export type FormError = { message: Message; fixAt?: SignupStep; existingMember?: boolean };

export const EMPTY_VALUES: Values = {
  loginId: '',
  password: '',
  passwordConfirm: '',
  lastName: '',
  firstName: '',
  mobileNumber: ''
};

/** Input ids; a field's messages use `${id}-error` / `-hint` / `-ok`. */
export const IDS: Record<Field, string> = {
  loginId: 'signup-login-id',
  password: 'signup-password',
  passwordConfirm: 'signup-password-confirm',
  lastName: 'signup-last-name',
  firstName: 'signup-first-name',
  mobileNumber: 'signup-mobile'
};
/** Focus order for the first refusal. */
const ORDER: (Field | 'email')[] = [
  'loginId',
  'password',
  'passwordConfirm',
  'lastName',
  'firstName',
  'email',
  'mobileNumber'
];
const inputIdOf = (field: Field | 'email') => (field === 'email' ? EMAIL_LOCAL_INPUT : IDS[field]);

export function focusFirst(found: Partial<Record<Field | 'email', unknown>>) {
  const first = ORDER.find((field) => found[field]);
  if (first) document.getElementById(inputIdOf(first))?.focus();
}

export const focusIdentity = () =>
  document.querySelector<HTMLButtonElement>('[data-testid="idv-mobile"]')?.focus();

/** The API's field paths onto this form's inputs. */
export const SERVER_FIELDS: Record<string, Field | 'email'> = {
  loginId: 'loginId',
  password: 'password',
  passwordConfirm: 'passwordConfirm',
  lastName: 'lastName',
  firstName: 'firstName',
  email: 'email',
  emailVerificationToken: 'email',
  mobileNumber: 'mobileNumber'
};

export const mobileDigits = (value: string) => value.replace(/[\s-]/g, '');
