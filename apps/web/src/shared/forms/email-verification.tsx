import {
  EMAIL_DOMAINS,
  EmailSchema,
  MAIL_CODE_RESEND_SECONDS,
  MAIL_CODE_TTL_SECONDS,
  type MailCodePurpose
} from '@mall/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import { isApiError } from '../api/api-error';
import { describedBy, FieldMessages, inputClass, sideButtonClass } from './field';
import { apiMessage, ruleKey, ruleMessage, useFormMessages, type Message } from './form-messages';
import { checkMailCode, isEmailTaken, sendMailCode } from './mail-code-api';

export const DIRECT_DOMAIN = 'direct';

export type EmailFlow =
  | { status: 'idle' }
  | { status: 'sent'; email: string; expiresAt: number; resendAt: number }
  | { status: 'verified'; email: string; token: string };

const CODE_PATTERN = /^[0-9]{6}$/;
/** SPEC §5: the local part is 3-64 letters, digits, dots, underscores or hyphens. */
const LOCAL_PART = /^[A-Za-z0-9._-]{3,64}$/;

/** m:ss */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
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

  const address =
    `${local.trim()}@${(domain === DIRECT_DOMAIN ? customDomain : domain).trim()}`.toLowerCase();

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
      const at = Date.now();
      setFlow({
        status: 'sent',
        email,
        expiresAt: at + expiresInSeconds * 1000,
        resendAt: at + MAIL_CODE_RESEND_SECONDS * 1000
      });
      // The countdown's clock starts with the code (no stale first frame showing 5:01).
      setNow(at);
      setCode('');
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === 'MAIL_COOLDOWN') {
        // A code went out less than a minute ago and is still good: show its input and countdown.
        const retry = Number(error.data?.retryAfterSeconds ?? MAIL_CODE_RESEND_SECONDS);
        const at = Date.now();
        setFlow({
          status: 'sent',
          email,
          expiresAt: at + (MAIL_CODE_TTL_SECONDS - (MAIL_CODE_RESEND_SECONDS - retry)) * 1000,
          resendAt: at + retry * 1000
        });
        setNow(at);
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
      const at = email.lastIndexOf('@');
      if (local || at <= 0 || flow.status !== 'idle') return;
      const host = email.slice(at + 1).toLowerCase();
      setLocal(email.slice(0, at));
      if ((EMAIL_DOMAINS as readonly string[]).includes(host)) setDomain(host);
      else {
        setDomain(DIRECT_DOMAIN);
        setCustomDomain(host);
      }
    },
    send,
    verify,
    reset
  };
}

export type EmailVerification = ReturnType<typeof useEmailVerification>;

/** Element ids of the field for an id prefix (sign-up's are the defaults, which its tests and focus code use). */
export function emailFieldIds(prefix = 'signup-email') {
  return {
    field: prefix,
    local: `${prefix}-local`,
    domain: `${prefix}-domain`,
    custom: `${prefix}-custom`,
    code: `${prefix}-code`
  };
}

export const EMAIL_FIELD = emailFieldIds().field;
export const EMAIL_LOCAL_INPUT = emailFieldIds().local;
export const CODE_FIELD = emailFieldIds().code;

export function EmailVerificationField({
  email,
  idPrefix,
  testIdPrefix = 'signup',
  legend
}: {
  email: EmailVerification;
  /** Element ids (see emailFieldIds); sign-up's by default. */
  idPrefix?: string;
  /** data-testid prefix of the code panel and timer (`signup-code-timer` on sign-up). */
  testIdPrefix?: string;
  /** The fieldset's legend; "이메일" by default. */
  legend?: string;
}) {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const ids = emailFieldIds(idPrefix);
  const codeRef = useRef<HTMLInputElement>(null);
  const { flow, now, busy } = email;
  const locked = flow.status === 'verified';
  const emailError = text(email.emailError);
  const codeError = text(email.codeError);
  const secondsLeft = flow.status === 'sent' ? Math.max(0, Math.ceil((flow.expiresAt - now) / 1000)) : 0;
  const resendIn = flow.status === 'sent' ? Math.max(0, Math.ceil((flow.resendAt - now) / 1000)) : 0;
  const expired = flow.status === 'sent' && secondsLeft === 0;
  const emailDescribedBy = describedBy(ids.field, {
    error: emailError,
    success: locked ? 'verified' : null
  });

  // After a code goes out, the code input (rendered with the new state) takes the focus.
  const focusCode = useRef(false);
  useEffect(() => {
    if (flow.status === 'sent' && focusCode.current) {
      focusCode.current = false;
      codeRef.current?.focus();
    }
  }, [flow]);

  async function onSend() {
    focusCode.current = true;
    if (!(await email.send())) focusCode.current = false;
  }

  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-semibold">{legend ?? t('signup.info.email')}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-x-2 gap-y-2">
        <input
          id={ids.local}
          name="emailLocal"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          value={email.local}
          disabled={locked}
          onChange={(event) => email.setLocal(event.target.value)}
          onBlur={() => {
            const value = email.local.trim();
            if (value && !LOCAL_PART.test(value)) email.setEmailError(ruleMessage('VA_EmailFormat'));
          }}
          aria-label={t('signup.info.emailLocal')}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailDescribedBy}
          className={inputClass(Boolean(emailError))}
        />
        <span aria-hidden="true" className="text-muted">
          {t('signup.info.emailAt')}
        </span>
        <select
          id={ids.domain}
          name="emailDomain"
          value={email.domain}
          disabled={locked}
          onChange={(event) => email.setDomain(event.target.value)}
          aria-label={t('signup.info.emailDomain')}
          aria-describedby={emailDescribedBy}
          className={`${inputClass(false)} pr-2`}
        >
          {EMAIL_DOMAINS.map((domain) => (
            <option key={domain} value={domain}>
              {domain}
            </option>
          ))}
          <option value={DIRECT_DOMAIN}>{t('signup.info.emailDomainDirect')}</option>
        </select>
        {email.domain === DIRECT_DOMAIN && (
          <input
            id={ids.custom}
            name="emailDomainCustom"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={190}
            value={email.customDomain}
            disabled={locked}
            onChange={(event) => email.setCustomDomain(event.target.value)}
            placeholder={t('signup.info.emailDomainPlaceholder')}
            aria-label={t('signup.info.emailDomainCustom')}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailDescribedBy}
            className={`${inputClass(Boolean(emailError))} col-span-3`}
          />
        )}
      </div>
      <FieldMessages id={ids.field} error={emailError} success={locked ? t('signup.info.verified') : null} />
      <div className="mt-2">
        {locked ? (
          <button type="button" className={`${sideButtonClass} w-full`} onClick={email.reset}>
            {t('signup.info.changeEmail')}
          </button>
        ) : (
          <button
            type="button"
            className={`${sideButtonClass} w-full`}
            onClick={() => void onSend()}
            disabled={busy !== null || (flow.status === 'sent' && resendIn > 0)}
          >
            {busy === 'sending'
              ? t('signup.info.sending')
              : flow.status === 'sent'
                ? t('signup.info.resendCode')
                : t('signup.info.sendCode')}
          </button>
        )}
      </div>

      {flow.status === 'sent' && (
        <div className="mt-3 rounded-2xl bg-cream px-4 py-4" data-testid={`${testIdPrefix}-code-panel`}>
          <p className="text-sm text-muted">{t('signup.info.codeSent', { email: flow.email })}</p>
          <label htmlFor={ids.code} className="mb-1.5 mt-3 block text-sm font-semibold">
            {t('signup.info.code')}
          </label>
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <input
                ref={codeRef}
                id={ids.code}
                name="authNumber"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={email.code}
                disabled={expired}
                onChange={(event) => email.setCode(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void email.verify();
                  }
                }}
                placeholder={t('signup.info.codePlaceholder')}
                aria-invalid={codeError ? true : undefined}
                aria-describedby={describedBy(ids.code, {
                  error: codeError ?? (expired ? 'expired' : null),
                  hint: resendIn > 0
                })}
                className={`${inputClass(Boolean(codeError))} pr-16 tracking-widest`}
              />
              <span
                data-testid={`${testIdPrefix}-code-timer`}
                className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-sm font-semibold tabular-nums text-coral-strong"
              >
                <span className="sr-only">{t('signup.info.timeLeft')} </span>
                {clock(secondsLeft)}
              </span>
            </div>
            <button
              type="button"
              className={sideButtonClass}
              onClick={() => void email.verify()}
              disabled={busy !== null || expired}
            >
              {busy === 'verifying' ? t('signup.info.verifying') : t('signup.info.verify')}
            </button>
          </div>
          <FieldMessages
            id={ids.code}
            error={codeError ?? (expired ? t('signup.info.codeExpired') : null)}
            hint={resendIn > 0 ? t('signup.info.resendIn', { seconds: resendIn }) : null}
          />
        </div>
      )}
    </fieldset>
  );
}
