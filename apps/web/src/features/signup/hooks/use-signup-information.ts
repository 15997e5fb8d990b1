import { formatMobile, isSameVerifiedName, splitVerifiedName } from '@mall/domain';
import { useEffect, useRef, useState } from 'react';
import { useEmailVerification } from '../../../shared/forms/email-verification';
import { ruleMessage, type Message } from '../../../shared/forms/form-messages';
import type { VerifiedIdentity } from '../../../shared/identity/use-identity-verification';
import { socialSignup } from '../../../shared/social/social-token';
import { useSocialProfile } from '../components/social-signup';
import {
  EMPTY_VALUES,
  focusFirst,
  IDS,
  mobileDigits,
  validateField,
  type Errors,
  type Field,
  type FormError,
  type IdentityError,
  type Values
} from '../lib/signup-info-fields';
import { useLoginIdCheck } from './use-login-id-check';

const trimAll = (values: Values): Values => ({
  ...values,
  loginId: values.loginId.trim(),
  lastName: values.lastName.trim(),
  firstName: values.firstName.trim(),
  mobile: values.mobile.trim()
});

/**
 * The information step's values and refusals (SPEC §5): a field is judged when left, re-judged as it is
 * typed once refused, and everything is judged on submit (the id check, the verified email and person too).
 */
export function useSignupInformation() {
  const email = useEmailVerification();
  const [values, setValues] = useState<Values>(EMPTY_VALUES);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [identity, setIdentity] = useState<VerifiedIdentity | null>(null);
  const [identityError, setIdentityError] = useState<IdentityError | null>(null);
  const loginIdCheck = useLoginIdCheck((message) => setError('loginId', message));
  // Social sign-up (docs/decisions/013): the provider's name and address prefill the form; the token
  // goes with the registration, which links the account.
  const [handOver] = useState(socialSignup.get);
  const socialProfile = useSocialProfile(handOver);
  const prefilled = useRef(false);
  const { prefill } = email;
  useEffect(() => {
    const data = socialProfile.data;
    if (!data || prefilled.current) return;
    prefilled.current = true;
    setValues((current) => ({
      ...current,
      lastName: current.lastName || (data.lastName ?? '').slice(0, 64),
      firstName: current.firstName || (data.firstName ?? '').slice(0, 64)
    }));
    if (data.email) prefill(data.email);
  }, [socialProfile.data, prefill]);

  function setError(field: Field | 'email', message: Message | null) {
    if (field === 'email') email.setEmailError(message);
    else setErrors((current) => ({ ...current, [field]: message ?? undefined }));
  }

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setFormError(null);
    // A field already refused is re-checked as the user types, so the message goes as soon as it is fixed.
    if (errors[field]) {
      const key = validateField(field, next);
      setError(field, key ? ruleMessage(key) : null);
    }
    if (field === 'password' && errors.passwordConfirm && next.passwordConfirm) {
      const key = validateField('passwordConfirm', next);
      setError('passwordConfirm', key ? ruleMessage(key) : null);
    }
  }

  function blur(field: Field) {
    const trimmed =
      field === 'password' || field === 'passwordConfirm' ? values[field] : values[field].trim();
    let next = { ...values, [field]: trimmed };
    if (!trimmed && field !== 'passwordConfirm') return setValues(next);
    const key = validateField(field, next);
    if (field === 'mobile' && !key) next = { ...next, mobile: formatMobile(mobileDigits(trimmed)) };
    setValues(next);
    // The confirmation is judged once something was typed in it.
    if (field === 'passwordConfirm' && !trimmed) return;
    setError(field, key ? ruleMessage(key) : null);
  }

  /** The verified person fills the name (the split may be moved) and, when verified by phone, the mobile. */
  function onVerified(verified: VerifiedIdentity) {
    setIdentity(verified);
    setIdentityError(null);
    setFormError(null);
    const person = verified.identity;
    if (!person) return;
    const { lastName, firstName } = splitVerifiedName(person.name);
    setValues((current) => ({
      ...current,
      lastName,
      firstName,
      mobile: person.mobileNumber ? formatMobile(person.mobileNumber) : current.mobile
    }));
    setErrors((current) => ({ ...current, lastName: undefined, firstName: undefined, mobile: undefined }));
  }

  function checkLoginId() {
    const value = values.loginId.trim();
    setValues((current) => ({ ...current, loginId: value }));
    return loginIdCheck.checkLoginId(value);
  }

  /** The typed name must stay the verified person's (the server checks it too). */
  function nameMismatch(next: Values): boolean {
    const name = identity?.identity?.name;
    return Boolean(
      name && next.lastName && next.firstName && !isSameVerifiedName(name, next.lastName, next.firstName)
    );
  }

  /** Judges every field; the trimmed values when all is well, else null (the first refusal focused). */
  function judge(): Values | null {
    setFormError(null);
    const trimmed = trimAll(values);
    setValues(trimmed);
    const found: Errors = {};
    for (const field of Object.keys(IDS) as Field[]) {
      const key = validateField(field, trimmed);
      if (key) found[field] = ruleMessage(key);
    }
    if (!found.loginId) found.loginId = loginIdCheck.idRefusal(trimmed.loginId) ?? undefined;
    const emailInvalid = email.validate();
    if (emailInvalid) found.email = emailInvalid;
    else if (email.flow.status !== 'verified' || email.flow.email !== email.address)
      found.email = ruleMessage('SIG_ValidEmailAuth');
    if (!found.lastName && !found.firstName && nameMismatch(trimmed))
      found.firstName = { kind: 'api', code: 'CERT_IDENTITY_MISMATCH' };
    for (const field of Object.keys(found) as Field[]) if (!found[field]) delete found[field];
    setErrors(found);
    email.setEmailError(found.email ?? null);
    if (!identity) setIdentityError({ kind: 'missing' });
    if (Object.keys(found).length > 0 || email.flow.status !== 'verified') {
      focusFirst(found);
      return null;
    }
    return trimmed;
  }

  return {
    email,
    values,
    errors,
    setError,
    formError,
    setFormError,
    identity,
    setIdentity,
    identityError,
    setIdentityError,
    loginIdCheck,
    handOver,
    socialProfile,
    change,
    blur,
    onVerified,
    checkLoginId,
    judge
  };
}
export type SignupInformation = ReturnType<typeof useSignupInformation>;
