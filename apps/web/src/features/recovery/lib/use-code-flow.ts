import { MAIL_CODE_RESEND_SECONDS, MAIL_CODE_TTL_SECONDS } from '@mall/domain';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { countdown } from '../../../shared/forms/use-email-verification';

export type CodeFlow =
  { status: 'idle' } | { status: 'sent'; email: string; expiresAt: number; resendAt: number };

/**
 * Where the mailed code stands: not sent, or sent to an address with its expiry and the earliest
 * resend, and the clock that counts both down (ticking only while a code is out).
 */
export function useCodeFlow() {
  const [flow, setFlow] = useState<CodeFlow>({ status: 'idle' });
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (flow.status !== 'sent') return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [flow]);

  const { secondsLeft, resendIn } = countdown(flow, now);

  return {
    flow,
    secondsLeft,
    resendIn,
    expired: flow.status === 'sent' && secondsLeft === 0,
    /** A code went out now, good for `expiresInSeconds`. */
    sent(email: string, expiresInSeconds: number) {
      const at = Date.now();
      setFlow({
        status: 'sent',
        email,
        expiresAt: at + expiresInSeconds * 1000,
        resendAt: at + MAIL_CODE_RESEND_SECONDS * 1000
      });
    },
    /**
     * MAIL_COOLDOWN: a code went out less than a minute ago and is still good; its input and countdown
     * come back. True when the refusal was that.
     */
    resumed(email: string, error: unknown): boolean {
      if (!isApiError(error) || error.code !== 'MAIL_COOLDOWN') return false;
      const retry = Number(error.data?.retryAfterSeconds ?? MAIL_CODE_RESEND_SECONDS);
      const at = Date.now();
      setFlow({
        status: 'sent',
        email,
        expiresAt: at + (MAIL_CODE_TTL_SECONDS - (MAIL_CODE_RESEND_SECONDS - retry)) * 1000,
        resendAt: at + retry * 1000
      });
      return true;
    },
    restart: () => setFlow({ status: 'idle' })
  };
}

export type CodeFlowState = ReturnType<typeof useCodeFlow>;
