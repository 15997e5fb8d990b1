import {
  formatMobile,
  fullName,
  isSameVerifiedName,
  splitVerifiedName,
  LoginIdSchema,
  MobileSchema,
  PasswordSchema,
  PersonNameSchema,
  type RegisterBody
} from '@mall/domain';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { isLoginIdTaken, register } from '../api/signup-api';
import {
  EMAIL_LOCAL_INPUT,
  EmailVerificationField,
  useEmailVerification
} from '../../../shared/forms/email-verification';
import { describedBy, FieldLabel, FieldMessages, inputClass, sideButtonClass } from '../../../shared/forms/field';
import { IdentityVerificationButtons } from '../../../shared/identity/identity-verification-buttons';
import type { VerifiedIdentity } from '../../../shared/identity/use-identity-verification';
import { PasswordRules } from '../../../shared/forms/password-rules';
import { WizardActions, WizardFrame } from '../components/wizard-frame';
import { apiMessage, ruleKey, ruleMessage, useFormMessages, type Message } from '../../../shared/forms/form-messages';
import { finishSignup, previousStep, readSignupState, type SignupStep } from '../lib/signup-session';
import { EyeIcon } from '../../../shared/ui/eye-icon';
import { socialSignup } from '../../../shared/social/social-token';
import { SocialSignupBanner, useSocialProfile } from '../components/social-signup';

type Field = 'loginId' | 'password' | 'passwordConfirm' | 'lastName' | 'firstName' | 'mobile';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field | 'email', Message>>;
/** The identity verification's refusal: not done yet, or an API code (spent, expired, not this person). */
type IdentityError = { kind: 'missing' } | Message;
/** A refusal of the whole form, with the step that fixes it. */
type FormError = { message: Message; fixAt?: SignupStep; existingMember?: boolean };

/** Input ids; a field's messages use `${id}-error` / `-hint` / `-ok`. */
const IDS: Record<Field, string> = {
  loginId: 'signup-login-id',
  password: 'signup-password',
  passwordConfirm: 'signup-password-confirm',
  lastName: 'signup-last-name',
  firstName: 'signup-first-name',
  mobile: 'signup-mobile'
};
/** Focus order for the first refusal. */
const ORDER: (Field | 'email')[] = [
  'loginId',
  'password',
  'passwordConfirm',
  'lastName',
  'firstName',
  'email',
  'mobile'
];
const inputIdOf = (field: Field | 'email') => (field === 'email' ? EMAIL_LOCAL_INPUT : IDS[field]);

/** The API's field paths onto this form's inputs. */
const SERVER_FIELDS: Record<string, Field | 'email'> = {
  loginId: 'loginId',
  password: 'password',
  passwordConfirm: 'passwordConfirm',
  lastName: 'lastName',
  firstName: 'firstName',
  email: 'email',
  emailVerificationToken: 'email',
  mobileNumber: 'mobile'
};

const mobileDigits = (value: string) => value.replace(/[\s-]/g, '');

/** SPEC §5 client rules; each answer is a spec message key (null: fine). */
function validateField(field: Field, values: Values): string | null {
  switch (field) {
    case 'loginId':
      return ruleKey(LoginIdSchema, values.loginId);
    case 'password':
      return ruleKey(PasswordSchema, values.password);
    case 'passwordConfirm':
      return values.passwordConfirm.length === 0 || values.passwordConfirm !== values.password
        ? 'VA_PasswordConfirm'
        : null;
    case 'lastName':
      return ruleKey(PersonNameSchema, values.lastName);
    case 'firstName':
      return ruleKey(PersonNameSchema, values.firstName);
    case 'mobile':
      return ruleKey(MobileSchema, mobileDigits(values.mobile));
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-5">
      <h2 className="border-b border-line pb-2 text-base font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** /signup/enterInformation: id (duplicate check), password, name, verified email, mobile -> register. */
export function EnterInformationRoute() {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const navigate = useNavigate();
  const [wizard] = useState(readSignupState);
  const email = useEmailVerification();
  const [values, setValues] = useState<Values>({
    loginId: '',
    password: '',
    passwordConfirm: '',
    lastName: '',
    firstName: '',
    mobile: ''
  });
  const [errors, setErrors] = useState<Errors>({});
  const [idCheck, setIdCheck] = useState<{ value: string; taken: boolean } | null>(null);
  const [checkingId, setCheckingId] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [formError, setFormError] = useState<FormError | null>(null);
  const [identity, setIdentity] = useState<VerifiedIdentity | null>(null);
  const [identityError, setIdentityError] = useState<IdentityError | null>(null);
  const [pending, setPending] = useState(false);
  // A ref as well as the state: a second click in the same frame must not send a second request.
  const submitting = useRef(false);
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

  const idChecked = idCheck !== null && idCheck.value === values.loginId.trim();
  const allErrors: Errors = { ...errors, email: email.emailError ?? undefined };

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

  /** The typed name must stay the verified person's (the server checks it too). */
  function nameMismatch(next: Values): boolean {
    const name = identity?.identity?.name;
    return Boolean(name && next.lastName && next.firstName && !isSameVerifiedName(name, next.lastName, next.firstName));
  }

  async function checkLoginId() {
    if (checkingId) return;
    const value = values.loginId.trim();
    setValues((current) => ({ ...current, loginId: value }));
    const key = ruleKey(LoginIdSchema, value);
    if (key) {
      setError('loginId', ruleMessage(key));
      document.getElementById(IDS.loginId)?.focus();
      return;
    }
    setCheckingId(true);
    try {
      const taken = await isLoginIdTaken(value);
      setIdCheck({ value, taken });
      setError('loginId', taken ? { kind: 'api', code: 'LOGIN_ID_TAKEN' } : null);
    } catch (error) {
      const field = isApiError(error) ? error.fields.find((f) => f.field === 'loginId') : undefined;
      setError('loginId', field ? ruleMessage(field.code) : apiMessage(error));
    } finally {
      setCheckingId(false);
    }
  }

  function focusFirst(found: Errors) {
    const first = ORDER.find((field) => found[field]);
    if (first) document.getElementById(inputIdOf(first))?.focus();
  }

  function applyServerError(error: unknown) {
    if (!isApiError(error)) return setFormError({ message: apiMessage(error) });
    const found: Errors = {};
    switch (error.code) {
      case 'LOGIN_ID_TAKEN':
        setIdCheck({ value: values.loginId.trim(), taken: true });
        found.loginId = apiMessage(error);
        break;
      case 'EMAIL_TAKEN':
        email.reset();
        found.email = apiMessage(error);
        break;
      case 'EMAIL_NOT_VERIFIED':
        email.reset();
        found.email = apiMessage(error);
        break;
      case 'REFERRER_NOT_FOUND':
        return setFormError({ message: apiMessage(error), fixAt: 'selectReferrer' });
      case 'CERT_ALREADY_USED':
      case 'CERT_EXPIRED':
      case 'CERT_NOT_VERIFIED':
      case 'CERT_REQUEST_NOT_FOUND':
      case 'CERT_IDENTITY_MISMATCH':
        // The verification cannot be used (any more): verify again.
        setIdentity(null);
        setIdentityError(apiMessage(error));
        document.querySelector<HTMLButtonElement>('[data-testid="idv-mobile"]')?.focus();
        return;
      case 'IDENTITY_ALREADY_REGISTERED':
        return setFormError({ message: apiMessage(error), existingMember: true });
      case '9002': {
        // The person's withdrawn account may not rejoin yet: say from when they can.
        const rejoinDate = typeof error.data?.rejoinDate === 'string' ? error.data.rejoinDate.slice(0, 10) : '';
        return setFormError({ message: { kind: 'api', code: '9002', data: { date: rejoinDate } } });
      }
      case 'VALIDATION_FAILED': {
        let fixAt: SignupStep | undefined;
        let other: Message | undefined;
        for (const field of error.fields) {
          const target = SERVER_FIELDS[field.field];
          if (target) found[target] ??= ruleMessage(field.code);
          else if (field.field === 'referralUserNumber') fixAt ??= 'selectReferrer';
          else if (field.field.startsWith('agreements')) fixAt ??= 'agreeTerms';
          else if (field.field === 'userType') fixAt ??= 'selectType';
          else if (field.field === 'certificationRequestId') {
            setIdentity(null);
            setIdentityError({ kind: 'missing' });
            continue;
          }
          if (!target) other ??= ruleMessage(field.code);
        }
        if (fixAt || other || Object.keys(found).length === 0)
          setFormError({ message: other ?? apiMessage(error), fixAt });
        break;
      }
      default:
        return setFormError({ message: apiMessage(error) });
    }
    for (const [field, message] of Object.entries(found)) setError(field as Field | 'email', message);
    focusFirst(found);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    setFormError(null);
    const trimmed: Values = {
      ...values,
      loginId: values.loginId.trim(),
      lastName: values.lastName.trim(),
      firstName: values.firstName.trim(),
      mobile: values.mobile.trim()
    };
    setValues(trimmed);
    const found: Errors = {};
    for (const field of Object.keys(IDS) as Field[]) {
      const key = validateField(field, trimmed);
      if (key) found[field] = ruleMessage(key);
    }
    if (!found.loginId && !(idCheck && idCheck.value === trimmed.loginId))
      found.loginId = ruleMessage('SIG_ValidCheckNickName');
    else if (!found.loginId && idCheck?.taken) found.loginId = { kind: 'api', code: 'LOGIN_ID_TAKEN' };
    const emailInvalid = email.validate();
    if (emailInvalid) found.email = emailInvalid;
    else if (email.flow.status !== 'verified' || email.flow.email !== email.address)
      found.email = ruleMessage('SIG_ValidEmailAuth');
    if (!found.lastName && !found.firstName && nameMismatch(trimmed))
      found.firstName = { kind: 'api', code: 'CERT_IDENTITY_MISMATCH' };
    setErrors(found);
    email.setEmailError(found.email ?? null);
    if (!identity) setIdentityError({ kind: 'missing' });
    if (Object.keys(found).length > 0 || email.flow.status !== 'verified') {
      focusFirst(found);
      return;
    }
    if (!identity) {
      document.querySelector<HTMLButtonElement>('[data-testid="idv-mobile"]')?.focus();
      return;
    }

    const { userType, referrer, agreements } = wizard;
    if (!userType || !agreements)
      return setFormError({ message: ruleMessage('invalid'), fixAt: 'selectType' });
    const body: RegisterBody = {
      userType,
      loginId: trimmed.loginId,
      password: trimmed.password,
      passwordConfirm: trimmed.passwordConfirm,
      lastName: trimmed.lastName,
      firstName: trimmed.firstName,
      email: email.flow.email,
      emailVerificationToken: email.flow.token,
      mobileNumber: mobileDigits(trimmed.mobile),
      certificationRequestId: identity.requestId,
      ...(userType !== 'NON_REF_CUSTOMER' && referrer ? { referralUserNumber: referrer.userNumber } : {}),
      ...(handOver ? { socialToken: handOver.socialToken } : {}),
      agreements
    };
    submitting.current = true;
    setPending(true);
    try {
      const result = await register(body);
      finishSignup({
        userNumber: result.userNumber,
        loginId: result.loginId,
        userType,
        lastName: body.lastName,
        firstName: body.firstName,
        joinedAt: new Date().toISOString()
      });
      await navigate(paths.signupStep('complete'), { replace: true });
    } catch (error) {
      applyServerError(error);
    } finally {
      submitting.current = false;
      setPending(false);
    }
  }

  const message = (field: Field | 'email') => text(allErrors[field]);

  /** One text input with its label and messages. */
  const input = (
    field: Field,
    label: string,
    props: {
      type?: string;
      autoComplete?: string;
      maxLength?: number;
      placeholder?: string;
      inputMode?: 'numeric' | 'tel' | 'text';
      hint?: ReactNode;
      success?: string | null;
      trailing?: ReactNode;
      inputClassName?: string;
      readOnly?: boolean;
    } = {}
  ) => {
    const id = IDS[field];
    const error = message(field);
    return (
      <div>
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <input
              id={id}
              name={field}
              type={props.type ?? 'text'}
              autoComplete={props.autoComplete ?? 'off'}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={props.maxLength}
              inputMode={props.inputMode}
              placeholder={props.placeholder}
              value={values[field]}
              readOnly={props.readOnly}
              onChange={(event) => change(field, event.target.value)}
              onBlur={() => blur(field)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, { error, hint: props.hint, success: props.success })}
              className={`${inputClass(Boolean(error))} ${props.inputClassName ?? ''}`}
            />
          </div>
          {props.trailing}
        </div>
        <FieldMessages id={id} error={error} hint={props.hint} success={props.success} />
      </div>
    );
  };

  const eye = (
    <button
      type="button"
      onClick={() => setShowPassword((value) => !value)}
      aria-pressed={showPassword}
      aria-label={showPassword ? t('signup.info.hidePassword') : t('signup.info.showPassword')}
      aria-controls={`${IDS.password} ${IDS.passwordConfirm}`}
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl border border-line text-muted hover:bg-plum-soft hover:text-plum"
    >
      <EyeIcon open={showPassword} />
    </button>
  );

  const confirmMatches =
    values.passwordConfirm.length > 0 &&
    values.passwordConfirm === values.password &&
    !errors.passwordConfirm;

  return (
    <WizardFrame
      step="enterInformation"
      userType={wizard.userType}
      title={t('signup.info.title')}
      lead={t('signup.info.lead')}
    >
      {handOver && <SocialSignupBanner handOver={handOver} profile={socialProfile.data} />}
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending} className="flex flex-col gap-8">
        {wizard.referrer && wizard.userType !== 'NON_REF_CUSTOMER' && (
          <p className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-plum-soft/60 px-4 py-3 text-sm">
            <span>
              <span className="font-semibold text-plum">{t('signup.info.referrer')}</span>{' '}
              <span data-testid="signup-info-referrer">
                {t('signup.info.referrerValue', {
                  name: fullName(wizard.referrer.lastName, wizard.referrer.firstName),
                  number: wizard.referrer.userNumber
                })}
              </span>
            </span>
          </p>
        )}

        <Section title={t('signup.info.account')}>
          {input('loginId', t('signup.info.loginId'), {
            autoComplete: 'username',
            maxLength: 64,
            placeholder: t('signup.info.loginIdPlaceholder'),
            success: idCheck && idChecked && !idCheck.taken ? t('signup.info.loginIdAvailable') : null,
            trailing: (
              <button
                type="button"
                className={sideButtonClass}
                onClick={() => void checkLoginId()}
                disabled={checkingId}
              >
                {checkingId ? t('signup.info.checking') : t('signup.info.checkLoginId')}
              </button>
            )
          })}
          {input('password', t('signup.info.password'), {
            type: showPassword ? 'text' : 'password',
            autoComplete: 'new-password',
            maxLength: 64,
            placeholder: t('signup.info.passwordPlaceholder'),
            hint: <PasswordRules password={values.password} />,
            trailing: eye
          })}
          {input('passwordConfirm', t('signup.info.passwordConfirm'), {
            type: showPassword ? 'text' : 'password',
            autoComplete: 'new-password',
            maxLength: 64,
            placeholder: t('signup.info.passwordConfirmPlaceholder'),
            success: confirmMatches ? t('signup.info.passwordMatch') : null
          })}
        </Section>

        <Section title={t('signup.info.personal')}>
          <div>
            <p className="mb-2 text-sm font-semibold" id="signup-identity-label">
              {t('identity.groupLabel')}
            </p>
            <IdentityVerificationButtons
              purpose="SIGNUP"
              onVerified={onVerified}
              verified={identity !== null}
              invalid={identityError !== null}
              describedById={identityError ? 'signup-identity-error' : undefined}
            />
            <div aria-live="polite">
              {identityError && (
                <p id="signup-identity-error" data-testid="signup-identity-error" className="mt-1.5 text-sm text-coral-strong">
                  {identityError.kind === 'missing' ? t('identity.ALT_Certification') : text(identityError)}
                </p>
              )}
            </div>
          </div>
          <div className="grid grid-cols-2 gap-3">
            {input('lastName', t('signup.info.lastName'), { autoComplete: 'family-name', maxLength: 64 })}
            {input('firstName', t('signup.info.firstName'), { autoComplete: 'given-name', maxLength: 64 })}
          </div>
          <EmailVerificationField email={email} />
          {input('mobile', t('signup.info.mobile'), {
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel-national',
            maxLength: 20,
            placeholder: t('signup.info.mobilePlaceholder'),
            readOnly: Boolean(identity?.identity?.mobileNumber),
            inputClassName: identity?.identity?.mobileNumber ? 'bg-cream' : ''
          })}
        </Section>

        <div>
          <div aria-live="polite">
            {formError && (
              <div
                role="alert"
                data-testid="signup-error"
                className="rounded-xl border border-coral/40 bg-coral-soft px-4 py-3 text-sm leading-relaxed"
              >
                <p className="font-semibold text-coral-strong">{text(formError.message)}</p>
                {formError.existingMember && (
                  <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                    <Link to={paths.login()} className="font-semibold text-plum underline underline-offset-4">
                      {t('signup.complete.login')}
                    </Link>
                    <Link to={paths.findAccount()} className="font-semibold text-plum underline underline-offset-4">
                      {t('login.findAccount')}
                    </Link>
                  </p>
                )}
                {formError.fixAt && (
                  <Link
                    to={paths.signupStep(formError.fixAt)}
                    className="mt-2 inline-flex font-semibold text-plum underline underline-offset-4"
                  >
                    {formError.fixAt === 'agreeTerms'
                      ? t('signup.info.reviewTerms')
                      : formError.fixAt === 'selectReferrer'
                        ? t('signup.info.changeReferrer')
                        : t('signup.info.restart')}
                  </Link>
                )}
              </div>
            )}
          </div>

          <WizardActions
            back={
              <Link
                to={paths.signupStep(previousStep(wizard.userType, 'enterInformation'))}
                className="btn-secondary h-12 px-6"
              >
                {t('signup.back')}
              </Link>
            }
            next={
              <button type="submit" className="btn-primary h-12 w-full" disabled={pending}>
                {pending ? t('signup.info.submitting') : t('signup.info.submit')}
              </button>
            }
          />
        </div>
      </form>
    </WizardFrame>
  );
}
