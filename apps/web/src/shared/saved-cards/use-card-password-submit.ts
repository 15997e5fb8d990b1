import { useRef, useState } from 'react';
import { isApiError } from '../api/api-error';
import { usePin } from './use-pin';

/** What six digits handed to a call came to: the call's answer, the customer left, or a call that failed. */
export type CardPasswordSubmitResult<T> =
  { kind: 'done'; value: T } | { kind: 'cancelled' } | { kind: 'failed'; error: unknown };

/** entry: the pad; submitting: the call runs with the digits; locked: five wrong entries. */
export type SubmitPhase = 'entry' | 'submitting' | 'locked';
/** A wrong entry, with the server's count of wrong tries when it gave one. */
export type SubmitNotice = { failCount: number | null };

/**
 * The card password handed straight to the call that needs it (paying with a saved card): that call checks the
 * password itself as one of the five tries, so asking `match` first would spend two tries on one entry. The sixth
 * digit calls `onComplete(digits)`; `CARD_PASSWORD_MISMATCH` shows n/5 and clears the dots for another entry,
 * `CARD_PASSWORD_LOCKED` shows the lock, any other failure ends it as `failed`. The digits stay in the pin's
 * state and the request body, nowhere else.
 */
export function useCardPasswordSubmit<T>(
  onComplete: (digits: string) => Promise<T>,
  onResult: (result: CardPasswordSubmitResult<T>) => void
) {
  const [phase, setPhase] = useState<SubmitPhase>('entry');
  const [notice, setNotice] = useState<SubmitNotice | null>(null);
  // The newest callbacks, read when the sixth digit arrives.
  const latest = useRef({ onComplete, onResult });
  latest.current = { onComplete, onResult };

  const submit = async (digits: string) => {
    setPhase('submitting');
    setNotice(null);
    let value: T;
    try {
      value = await latest.current.onComplete(digits);
    } catch (error) {
      pin.clear();
      if (isApiError(error) && error.code === 'CARD_PASSWORD_MISMATCH') {
        const failCount = error.data?.failCount;
        setNotice({ failCount: typeof failCount === 'number' ? failCount : null });
        setPhase('entry');
      } else if (isApiError(error) && error.code === 'CARD_PASSWORD_LOCKED') {
        setPhase('locked');
      } else {
        latest.current.onResult({ kind: 'failed', error });
      }
      return;
    }
    pin.clear();
    latest.current.onResult({ kind: 'done', value });
  };
  const pin = usePin((digits) => void submit(digits));

  return { pin, phase, notice };
}
