import {
  EMAIL_DOMAINS,
  EmailSchema,
  MAIL_CODE_RESEND_SECONDS,
  MAIL_CODE_TTL_SECONDS,
  type MailCodePurpose
} from '@mall/domain';
import { useEffect, useState } from 'react';
import { isApiError } from '../api/api-error';
import { composeAddress, splitAddress } from './email-address';
import { apiMessage, ruleKey, ruleMessage, type Message } from './form-messages';
import { checkMailCode, isEmailTaken, sendMailCode } from './mail-code-api';

export type EmailFlow =
  | { status: 'idle' }
  | { status: 'sent'; email: string; expiresAt: number; resendAt: number }
  | { status: 'verified'; email: string; token: string };

const CODE_PATTERN = /^[0-9]{6}$/;

/** Whole seconds until a code that is out expires and until another may be sent (both 0 when none is out). */
export function countdown(flow: EmailFlow, now: number): { secondsLeft: number; resendIn: number } {
  if (flow.status !== 'sent') return { secondsLeft: 0, resendIn: 0 };
  return {
    secondsLeft: Math.max(0, Math.ceil((flow.expiresAt - now) / 1000)),
    resendIn: Math.max(0, Math.ceil((flow.resendAt - now) / 1000))
  };
}

/**
 * The email address (local part + picked or typed domain) and its mailed six-digit code: send (after
 * the duplicate check) -> code input with a 5:00 countdown, resend after 60 s -> verified (a proof the
 * registration or the email change spends). Changing the address starts over. State lives here; the
 * form reads `flow`. Used by sign-up (purpose SIGNUP) and /mypage/userInfo (CHANGE_EMAIL).
 */
export function useEmailVerification(purpose: MailCodePurpose = 'SIGNUP') {
  const [local, setLocal] = useState('');
  const [domain, setDomain] = useState<string>(EMAIL_DOMAINS[0]);
  const [customDomain, setCustomDomain] = useState('');
  const [flow, setFlow] = useState<EmailFlow>({ status: 'idle' });
  const [code, setCode] = useState('');
  const [emailError, setEmailError] = useState<Message | null>(null);
  const [codeError, setCodeError] = useState<Message | null>(null);
  const [busy, setBusy] = useState<'sending' | 'verifying' | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const address = composeAddress(local, domain, customDomain);

  // The countdown ticks only while a code is out.
  useEffect(() => {
    if (flow.status !== 'sent') return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [flow]);

  /** The address as the form would send it, or the spec key refusing it. */
  function validate(): Message | null {
    if (!local.trim()) return ruleMessage('VA_EmailFormat');
    const key = ruleKey(EmailSchema, address);
    return key ? ruleMessage(key) : null;
  }

  function edited() {
    setEmailError(null);
    if (flow.status !== 'idle') {
      setFlow({ status: 'idle' });
      setCode('');
      setCodeError(null);
    }
  }

  /** A code is out for `email`: good for `expiresIn` seconds, another one after `resendIn` seconds. */
  function codeOut(email: string, expiresIn: number, resendIn: number) {
    const at = Date.now();
    setFlow({ status: 'sent', email, expiresAt: at + expiresIn * 1000, resendAt: at + resendIn * 1000 });
    // The countdown's clock starts with the code (no stale first frame showing 5:01).
    setNow(at);
  }

  async function send(): Promise<boolean> {
    if (busy) return false;
    const invalid = validate();
    if (invalid) {
      setEmailError(invalid);
      return false;
    }
    const email = address;
    setBusy('sending');
    setEmailError(null);
    setCodeError(null);
    try {
      if (await isEmailTaken(email)) {
        setEmailError(ruleMessage('SIG_ValidDupEmail'));
        return false;
      }
      const { expiresInSeconds } = await sendMailCode(email, purpose);
      codeOut(email, expiresInSeconds, MAIL_CODE_RESEND_SECONDS);
      setCode('');
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === 'MAIL_COOLDOWN') {
        // A code went out less than a minute ago and is still good: show its input and countdown.
        const retry = Number(error.data?.retryAfterSeconds ?? MAIL_CODE_RESEND_SECONDS);
        codeOut(email, MAIL_CODE_TTL_SECONDS - (MAIL_CODE_RESEND_SECONDS - retry), retry);
      }
      const field = isApiError(error) ? error.fields.find((f) => f.field === 'email') : undefined;
      setEmailError(field ? ruleMessage(field.code) : apiMessage(error));
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function verify(): Promise<boolean> {
    if (busy || flow.status !== 'sent') return false;
    const value = code.trim();
    if (!CODE_PATTERN.test(value)) {
      setCodeError(ruleMessage('VA_AuthNumber'));
      return false;
    }
    setBusy('verifying');
    setCodeError(null);
    try {
      const { verificationToken } = await checkMailCode(flow.email, purpose, value);
      setFlow({ status: 'verified', email: flow.email, token: verificationToken });
      setEmailError(null);
      return true;
    } catch (error) {
      const field = isApiError(error) ? error.fields.find((f) => f.field === 'authNumber') : undefined;
      setCodeError(field ? ruleMessage(field.code) : apiMessage(error));
      return false;
    } finally {
      setBusy(null);
    }
  }

  /** Back to an editable address (after "change", or when the server refuses the address). */
  function reset() {
    setFlow({ status: 'idle' });
    setCode('');
    setCodeError(null);
  }

  return {
    local,
    domain,
    customDomain,
    flow,
    code,
    emailError,
    codeError,
    busy,
    now,
    address,
    validate,
    setEmailError,
    setLocal: (value: string) => {
      setLocal(value);
      edited();
    },
    setDomain: (value: string) => {
      setDomain(value);
      edited();
    },
    setCustomDomain: (value: string) => {
      setCustomDomain(value);
      edited();
    },
    setCode: (value: string) => {
      setCode(value);
      setCodeError(null);
    },
    /** Social sign-up: the provider's address as a starting value (only while nothing was typed). */
    prefill: (email: string) => {
      const parts = splitAddress(email);
      if (local || !parts || flow.status !== 'idle') return;
      setLocal(parts.local);
      setDomain(parts.domain);
      if (parts.customDomain !== null) setCustomDomain(parts.customDomain);
    },
    send,
    verify,
    reset
  };
}

export type EmailVerification = ReturnType<typeof useEmailVerification>;
