import { EmailSchema, MAIL_CODE_RESEND_SECONDS, MAIL_CODE_TTL_SECONDS } from '@mall/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { dispatchApiError } from '../../../shared/api/error-dispatcher';
import { sendRecoveryCode, verifyRecoveryCode, type FoundAccount } from '../api/recovery-api';
import { clock, useRecoveryText } from '../lib/use-recovery-text';
import { describedBy, FieldNote, inputClass, secondaryButtonClass } from './form-bits';

type Flow = { status: 'idle' } | { status: 'sent'; email: string; expiresAt: number; resendAt: number };

const CODE_PATTERN = /^[0-9]{6}$/;

/**
 * Email method: the member's address -> a mailed six-digit code (5:00 countdown, resend once the API's
 * cooldown has passed) -> the account. 1100 (no member with that address) goes to the SPEC §8 dispatcher,
 * which offers sign-up.
 */
export function EmailCodeForm({ onFound }: { onFound: (email: string, account: FoundAccount) => void }) {
  const { t } = useTranslation('accounts');
  const { rule, apiError } = useRecoveryText();
  const id = useId();
  const emailId = `${id}-email`;
  const codeId = `${id}-code`;
  const codeRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [flow, setFlow] = useState<Flow>({ status: 'idle' });
  const [emailError, setEmailError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'sending' | 'verifying' | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (flow.status !== 'sent') return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [flow]);

  const focusCode = useRef(false);
  useEffect(() => {
    if (flow.status === 'sent' && focusCode.current) {
      focusCode.current = false;
      codeRef.current?.focus();
    }
  }, [flow]);

  const secondsLeft = flow.status === 'sent' ? Math.max(0, Math.ceil((flow.expiresAt - now) / 1000)) : 0;
  const resendIn = flow.status === 'sent' ? Math.max(0, Math.ceil((flow.resendAt - now) / 1000)) : 0;
  const expired = flow.status === 'sent' && secondsLeft === 0;

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(rule(parsed.error.issues[0]?.message ?? 'VA_EmailFormat'));
      return;
    }
    const address = parsed.data;
    setEmail(address);
    setBusy('sending');
    setEmailError(null);
    setCodeError(null);
    try {
      const { expiresInSeconds } = await sendRecoveryCode(address);
      const at = Date.now();
      focusCode.current = true;
      setFlow({
        status: 'sent',
        email: address,
        expiresAt: at + expiresInSeconds * 1000,
        resendAt: at + MAIL_CODE_RESEND_SECONDS * 1000
      });
      setCode('');
    } catch (error) {
      if (isApiError(error) && error.code === 'MAIL_COOLDOWN') {
        // A code went out less than a minute ago and is still good: show its input and countdown.
        const retry = Number(error.data?.retryAfterSeconds ?? MAIL_CODE_RESEND_SECONDS);
        const at = Date.now();
        setFlow({
          status: 'sent',
          email: address,
          expiresAt: at + (MAIL_CODE_TTL_SECONDS - (MAIL_CODE_RESEND_SECONDS - retry)) * 1000,
          resendAt: at + retry * 1000
        });
      }
      if (isApiError(error) && error.code === '1100') dispatchApiError(error);
      const field = isApiError(error) ? error.fields.find((f) => f.field === 'email') : undefined;
      setEmailError(field ? rule(field.code) : apiError(error));
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    if (busy || flow.status !== 'sent') return;
    const value = code.trim();
    if (!CODE_PATTERN.test(value)) {
      setCodeError(rule('VA_AuthNumber'));
      codeRef.current?.focus();
      return;
    }
    setBusy('verifying');
    setCodeError(null);
    try {
      const account = await verifyRecoveryCode(flow.email, value);
      onFound(flow.email, account);
    } catch (error) {
      if (isApiError(error) && error.code === '1100') dispatchApiError(error);
      const field = isApiError(error) ? error.fields.find((f) => f.field === 'authNumber') : undefined;
      setCodeError(field ? rule(field.code) : apiError(error));
      setCode('');
      codeRef.current?.focus();
    } finally {
      setBusy(null);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void send(event)} className="flex flex-col gap-4">
      <div>
        <label htmlFor={emailId} className="mb-1.5 block text-sm font-semibold">
          {t('recovery.email')}
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(null);
            if (flow.status !== 'idle') {
              setFlow({ status: 'idle' });
              setCode('');
              setCodeError(null);
            }
          }}
          placeholder={t('recovery.emailPlaceholder')}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={describedBy(emailId, { error: emailError })}
          className={inputClass(Boolean(emailError))}
        />
        <FieldNote id={emailId} error={emailError} />
        <button
          type="submit"
          className={`${secondaryButtonClass} mt-2 w-full`}
          disabled={busy !== null || (flow.status === 'sent' && resendIn > 0)}
        >
          {busy === 'sending'
            ? t('recovery.sending')
            : flow.status === 'sent'
              ? t('recovery.resendCode')
              : t('recovery.sendCode')}
        </button>
      </div>

      {flow.status === 'sent' && (
        <div className="rounded-2xl bg-cream px-4 py-4" data-testid="recovery-code-panel">
          <p className="text-sm text-muted">{t('recovery.codeSent', { email: flow.email })}</p>
          <label htmlFor={codeId} className="mb-1.5 mt-3 block text-sm font-semibold">
            {t('recovery.code')}
          </label>
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <input
                ref={codeRef}
                id={codeId}
                name="authNumber"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                disabled={expired}
                onChange={(event) => {
                  setCode(event.target.value.replace(/[^0-9]/g, ''));
                  setCodeError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void verify();
                  }
                }}
                placeholder={t('recovery.codePlaceholder')}
                aria-invalid={codeError ? true : undefined}
                aria-describedby={describedBy(codeId, {
                  error: codeError ?? (expired ? 'expired' : null),
                  hint: resendIn > 0
                })}
                className={`${inputClass(Boolean(codeError))} pr-16 tracking-widest`}
              />
              <span
                data-testid="recovery-code-timer"
                className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-sm font-semibold tabular-nums text-coral-strong"
              >
                <span className="sr-only">{t('recovery.timeLeft')} </span>
                {clock(secondsLeft)}
              </span>
            </div>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => void verify()}
              disabled={busy !== null || expired}
            >
              {busy === 'verifying' ? t('recovery.verifying') : t('recovery.verify')}
            </button>
          </div>
          <FieldNote
            id={codeId}
            error={codeError ?? (expired ? t('recovery.codeExpired') : null)}
            hint={resendIn > 0 ? t('recovery.resendIn', { seconds: resendIn }) : null}
          />
        </div>
      )}
    </form>
  );
}
