import type { DuplicateCheckAnswer } from '@mall/domain';
import { useEffect, useRef, useState } from 'react';

type Check = (value: string, signal: AbortSignal) => Promise<DuplicateCheckAnswer>;
export type CheckOutcome = 'available' | 'taken' | 'failed' | 'aborted';

/**
 * A duplicate-check button's state: the value last found available (what the save is gated on) and whether a
 * check is on its way. A new check drops the one in flight; leaving drops it too.
 */
export function useDuplicateCheck(check: Check, initial: string | null) {
  const [available, setAvailable] = useState<string | null>(initial);
  const [pending, setPending] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  async function run(value: string): Promise<CheckOutcome> {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setPending(true);
    try {
      const answer = await check(value, controller.signal);
      if (controller.signal.aborted) return 'aborted';
      setAvailable(answer.duplicate ? null : value);
      return answer.duplicate ? 'taken' : 'available';
    } catch {
      return controller.signal.aborted ? 'aborted' : 'failed';
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setPending(false);
      }
    }
  }

  return { available, pending, run };
}
