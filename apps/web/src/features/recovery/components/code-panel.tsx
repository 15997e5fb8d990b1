import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { describedBy, FieldMessages, inputClass, sideButtonClass } from '../../../shared/forms/field';
import type { CodeFlowState } from '../lib/use-code-flow';
import { clock } from '../lib/use-recovery-text';

/**
 * The mailed code's input with its countdown, the verify button and the code's messages (an Enter in
 * the input verifies too: the input sits inside the address form, whose submit sends a code).
 */
export function CodePanel({
  id,
  code,
  input,
  error,
  verifying,
  disabled,
  onVerify
}: {
  id: string;
  code: CodeFlowState;
  /** The code input's props (react-hook-form's register). */
  input: UseFormRegisterReturn;
  error: string | null;
  verifying: boolean;
  disabled: boolean;
  onVerify: () => void;
}) {
  const { t } = useTranslation('accounts');
  const { flow, expired, resendIn, secondsLeft } = code;
  if (flow.status !== 'sent') return null;
  return (
    <div className="rounded-2xl bg-cream px-4 py-4" data-testid="recovery-code-panel">
      <p className="text-sm text-muted">{t('recovery.codeSent', { email: flow.email })}</p>
      <label htmlFor={id} className="mb-1.5 mt-3 block text-sm font-semibold">
        {t('recovery.code')}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            disabled={expired}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                onVerify();
              }
            }}
            placeholder={t('recovery.codePlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, {
              error: error ?? (expired ? 'expired' : null),
              hint: resendIn > 0
            })}
            className={`${inputClass(Boolean(error))} pr-16 tracking-widest`}
            {...input}
          />
          <span
            data-testid="recovery-code-timer"
            className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-sm font-semibold tabular-nums text-coral-strong"
          >
            <span className="sr-only">{t('recovery.timeLeft')} </span>
            {clock(secondsLeft)}
          </span>
        </div>
        <button type="button" className={sideButtonClass} onClick={onVerify} disabled={disabled || expired}>
          {verifying ? t('recovery.verifying') : t('recovery.verify')}
        </button>
      </div>
      <FieldMessages
        id={id}
        error={error ?? (expired ? t('recovery.codeExpired') : null)}
        hint={resendIn > 0 ? t('recovery.resendIn', { seconds: resendIn }) : null}
      />
    </div>
  );
}
