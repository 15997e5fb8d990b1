import { useEffect, useState } from 'react';

/** SPEC §9: the search placeholder types one character every 200 ms. */
export const TYPING_INTERVAL_MS = 200;
/** Ticks a finished example stays before the next one starts (2 s). */
const HOLD_TICKS = 10;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * The example keyword typed out so far: one more character every 200 ms, a pause, then the next example,
 * round and round while `active`. With reduced motion asked for, the first example, still.
 */
export function useTypingPlaceholder(examples: readonly string[], active: boolean): string {
  const [reduced] = useState(prefersReducedMotion);
  const [tick, setTick] = useState(0);
  const animate = active && !reduced && examples.length > 0;
  useEffect(() => {
    if (!animate) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), TYPING_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [animate]);
  if (reduced || examples.length === 0) return examples[0] ?? '';
  const spans = examples.map((example) => [...example].length + HOLD_TICKS);
  let rest = tick % spans.reduce((sum, span) => sum + span, 0);
  let index = 0;
  while (rest >= spans[index]!) {
    rest -= spans[index]!;
    index += 1;
  }
  return [...examples[index]!].slice(0, rest + 1).join('');
}
