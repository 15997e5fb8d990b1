import type { Ref } from 'react';
import { useTranslation } from '../i18n/i18n';
import { describedBy, FieldMessages, inputClass, sideButtonClass } from './field';
import { useFormMessages } from './form-messages';
import { countdown, type EmailFlow, type EmailVerification } from './use-email-verification';

/** m:ss */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The mailed code's panel under the email field: where the code went, its input with the countdown, the
 * verify button, and the code's refusal, expiry or resend hint. Enter in the input verifies.
 */
export function EmailCodePanel({
  email,
  flow,
  codeId,
  codeRef,
  testIdPrefix
}: {
  email: EmailVerification;
  /** The code that is out. */
  flow: Extract<EmailFlow, { status: 'sent' }>;
  /** The code input's element id. */
  codeId: string;
  codeRef: Ref<HTMLInputElement>;
  /** data-testid prefix of the panel and timer. */
  testIdPrefix: string;
}) {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const codeError = text(email.codeError);
  const { busy } = email;
  const { secondsLeft, resendIn } = countdown(flow, email.now);
  const expired = secondsLeft === 0;

  return (
    <div className="mt-3 rounded-2xl bg-cream px-4 py-4" data-testid={`${testIdPrefix}-code-panel`}>
      <p className="text-sm text-muted">{t('signup.info.codeSent', { email: flow.email })}</p>
      <label htmlFor={codeId} className="mb-1.5 mt-3 block text-sm font-semibold">
        {t('signup.info.code')}
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
            aria-describedby={describedBy(codeId, {
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
        id={codeId}
        error={codeError ?? (expired ? t('signup.info.codeExpired') : null)}
        hint={resendIn > 0 ? t('signup.info.resendIn', { seconds: resendIn }) : null}
      />
    </div>
  );
}
