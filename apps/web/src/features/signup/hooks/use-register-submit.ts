import type { RegisterBody, SignupInformation as Typed } from '@mall/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { ruleMessage } from '../../../shared/forms/form-messages';
import { register } from '../api/signup-api';
import { focusFirst, focusIdentity, type Field } from '../lib/signup-info-fields';
import { readServerRefusal } from '../lib/signup-server-refusal';
import { finishSignup, type SignupState } from '../lib/signup-session';
import type { SignupInformation } from './use-signup-information';

/** Sends the judged form with the wizard's earlier answers; a refusal goes back onto the form. */
export function useRegisterSubmit(form: SignupInformation, wizard: SignupState) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  // A ref as well as the state: a second click in the same frame must not send a second request.
  const submitting = useRef(false);

  function applyRefusal(error: unknown, loginId: string) {
    const refusal = readServerRefusal(error);
    if (refusal.idTaken) form.loginIdCheck.markTaken(loginId);
    if (refusal.resetEmail) form.email.reset();
    if (refusal.identity) {
      form.setIdentity(null);
      form.setIdentityError(refusal.identity);
    }
    if (refusal.formError) form.setFormError(refusal.formError);
    if (refusal.focusIdentity) return focusIdentity();
    for (const [field, message] of Object.entries(refusal.found))
      form.setError(field as Field | 'email', message);
    focusFirst(refusal.found);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    await form.form.handleSubmit(
      (values) => (form.judge({}) ? send(values) : undefined),
      (found) => void form.judge(found)
    )(event);
  }

  async function send(typed: Typed) {
    const { identity, handOver } = form;
    const flow = form.email.flow;
    if (flow.status !== 'verified') return;
    if (!identity) return focusIdentity();
    const { userType, referrer, agreements } = wizard;
    if (!userType || !agreements)
      return form.setFormError({ message: ruleMessage('invalid'), fixAt: 'selectType' });
    const body: RegisterBody = {
      userType,
      ...typed,
      email: flow.email,
      emailVerificationToken: flow.token,
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
      applyRefusal(error, typed.loginId);
    } finally {
      submitting.current = false;
      setPending(false);
    }
  }

  return { pending, onSubmit };
}
