import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatMobile,
  isSameVerifiedName,
  SignupInformationSchema,
  splitVerifiedName,
  type SignupInformation as Typed
} from '@mall/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useEmailVerification } from '../../../shared/forms/use-email-verification';
import { fieldMessage, ruleMessage, type Message } from '../../../shared/forms/form-messages';
import type { VerifiedIdentity } from '../../../shared/identity-verification/use-identity-verification';
import { socialSignup } from '../../../shared/social/social-token';
import { useSocialProfile } from '../components/social-signup';
import {
  EMPTY_VALUES,
  focusFirst,
  IDS,
  mobileDigits,
  type Errors,
  type Field,
  type FormError,
  type IdentityError,
  type Values
} from '../lib/signup-info-fields';
import { useLoginIdCheck } from './use-login-id-check';

const FIELDS = Object.keys(IDS) as Field[];

/**
 * The information step's values and refusals (SPEC §5) on react-hook-form with the domain's
 * SignupInformationSchema: a field is judged when left and as it is typed from then on; on submit
 * everything is judged, with what the schema cannot know (the id check, the verified email and person).
 */
export function useSignupInformation() {
  const email = useEmailVerification();
  const form = useForm<Values, unknown, Typed>({
    resolver: zodResolver(SignupInformationSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_VALUES,
    shouldFocusError: false
  });
  const { setValue, getValues, clearErrors, trigger, getFieldState } = form;
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
    if (!getValues('lastName')) setValue('lastName', (data.lastName ?? '').slice(0, 64));
    if (!getValues('firstName')) setValue('firstName', (data.firstName ?? '').slice(0, 64));
    if (data.email) prefill(data.email);
  }, [socialProfile.data, prefill, getValues, setValue]);

  const errors: Errors = Object.fromEntries(
    FIELDS.map((field) => [field, fieldMessage(form.formState.errors[field]) ?? undefined])
  );

  function setError(field: Field | 'email', message: Message | null) {
    if (field === 'email') return email.setEmailError(message);
    if (!message) return clearErrors(field);
    form.setError(field, {
      type: message.kind === 'api' ? 'api' : 'rule',
      message: message.kind === 'api' ? message.code : message.key
    });
  }

  /** The input's props: the form's, with blanks dropped and the mobile shown 3-4-4 once it is left. */
  function field(name: Field) {
    return form.register(name, {
      onBlur: () => {
        const value = getValues(name);
        if (name === 'password' || name === 'passwordConfirm') return;
        const trimmed = name === 'mobileNumber' ? mobileDigits(value) : value.trim();
        const shown =
          name === 'mobileNumber' && /^[0-9]{9,11}$/.test(trimmed) ? formatMobile(trimmed) : value.trim();
        if (shown !== value) setValue(name, shown);
      },
      onChange: () => {
        setFormError(null);
        // A confirmation already judged is judged again against the changed password.
        if (name === 'password' && getFieldState('passwordConfirm').isTouched)
          void trigger('passwordConfirm');
      }
    });
  }

  /** The verified person fills the name (the split may be moved) and, when verified by phone, the mobile. */
  function onVerified(verified: VerifiedIdentity) {
    setIdentity(verified);
    setIdentityError(null);
    setFormError(null);
    const person = verified.identity;
    if (!person) return;
    const { lastName, firstName } = splitVerifiedName(person.name);
    setValue('lastName', lastName);
    setValue('firstName', firstName);
    if (person.mobileNumber) setValue('mobileNumber', formatMobile(person.mobileNumber));
    clearErrors(['lastName', 'firstName', 'mobileNumber']);
  }

  function checkLoginId() {
    const value = getValues('loginId').trim();
    setValue('loginId', value);
    return loginIdCheck.checkLoginId(value);
  }

  /** What the schema cannot judge: the id check, the verified email, the name of the verified person. */
  function otherRefusals(
    values: Pick<Typed, 'loginId' | 'lastName' | 'firstName'>,
    found: FieldErrors<Values>
  ) {
    const other: Errors = {};
    if (!found.loginId) {
      const refusal = loginIdCheck.idRefusal(values.loginId.trim());
      if (refusal) other.loginId = refusal;
    }
    const emailInvalid = email.validate();
    if (emailInvalid) other.email = emailInvalid;
    else if (email.flow.status !== 'verified' || email.flow.email !== email.address)
      other.email = ruleMessage('SIG_ValidEmailAuth');
    const name = identity?.identity?.name;
    const { lastName, firstName } = values;
    if (!found.lastName && !found.firstName && name && lastName && firstName)
      if (!isSameVerifiedName(name, lastName.trim(), firstName.trim()))
        other.firstName = { kind: 'api', code: 'CERT_IDENTITY_MISMATCH' };
    return other;
  }

  /**
   * Judges the whole step: the schema's refusals (`found`, empty when it passed) and the others, set on
   * their fields; the identity's absence is said too. True when nothing was refused (no focus moved).
   */
  function judge(found: FieldErrors<Values>): boolean {
    setFormError(null);
    const other = otherRefusals(getValues(), found);
    for (const [name, message] of Object.entries(other)) setError(name as Field | 'email', message);
    if (!other.email) email.setEmailError(null);
    if (!identity) setIdentityError({ kind: 'missing' });
    const all = { ...found, ...other };
    if (Object.keys(all).length > 0 || email.flow.status !== 'verified') {
      focusFirst(all);
      return false;
    }
    return true;
  }

  return {
    form,
    email,
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
    field,
    onVerified,
    checkLoginId,
    judge
  };
}
export type SignupInformation = ReturnType<typeof useSignupInformation>;
