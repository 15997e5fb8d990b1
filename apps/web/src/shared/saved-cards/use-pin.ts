import { CARD_PASSWORD_LENGTH } from '@mall/domain';
import { useCallback, useRef, useState } from 'react';
import { shuffledDigits } from './shuffled-digits';

/**
 * One card-password entry: up to six digits (a seventh is ignored, SPEC §5) and the keypad's shuffled order.
 * The digits live here only, in memory: never in storage, the URL, a query key or a log; the component that
 * owns the hook forgets them when it closes. `onFull` hears the sixth digit (the entry modal checks then).
 */
export function usePin(onFull?: (digits: string) => void) {
  const [digits, setDigits] = useState('');
  const [order, setOrder] = useState(shuffledDigits);
  // The newest entry, also between two renders (two taps in one frame, a held key).
  const current = useRef('');
  const full = useRef(onFull);
  full.current = onFull;

  const set = useCallback((next: string) => {
    current.current = next;
    setDigits(next);
  }, []);

  const push = useCallback(
    (digit: number) => {
      if (current.current.length >= CARD_PASSWORD_LENGTH) return;
      const next = `${current.current}${digit}`;
      set(next);
      if (next.length === CARD_PASSWORD_LENGTH) full.current?.(next);
    },
    [set]
  );
  const pop = useCallback(() => set(current.current.slice(0, -1)), [set]);
  const clear = useCallback(() => set(''), [set]);
  const reshuffle = useCallback(() => setOrder(shuffledDigits()), []);

  return { digits, order, push, pop, clear, reshuffle, complete: digits.length === CARD_PASSWORD_LENGTH };
}

export type Pin = ReturnType<typeof usePin>;
