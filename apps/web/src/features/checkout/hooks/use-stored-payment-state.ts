import { useCallback, useEffect, useRef, useState } from 'react';
import { initialInfo, type CheckoutMode } from '../lib/checkout-state';
import {
  writePaymentInfo,
  writeReturnRoute,
  type CheckoutChoices,
  type PaymentInfo
} from '../lib/payment-state';

export type StoredPaymentState = {
  /** The state as rendered; null when there is nothing to order. */
  info: PaymentInfo | null;
  /** The newest state, also between a change and the next render (async steps read it after awaits). */
  latest: () => PaymentInfo | null;
  /** Replaces the state and saves it at once (the provider's redirect may follow before any render). */
  setInfo: (next: PaymentInfo) => void;
  /** Changes the newest state; returning the same object changes nothing. */
  update: (change: (current: PaymentInfo) => PaymentInfo) => void;
  setChoices: (next: Partial<CheckoutChoices>) => void;
};

/**
 * The checkout's multi-payment state in sessionStorage (lib/payment-state.ts), which survives the provider's
 * redirect: read once on arrival, saved on every change. The callbacks are stable.
 */
export function useStoredPaymentState(mode: CheckoutMode, returning: boolean): StoredPaymentState {
  const [initial] = useState(() => initialInfo(mode, returning));
  const [info, setInfoState] = useState(initial);
  const latestRef = useRef(initial);

  // The first state is saved once (a new one was never written; the return route points back here).
  useEffect(() => {
    if (!initial) return;
    writePaymentInfo(initial);
    writeReturnRoute(initial.cartType);
  }, [initial]);

  const latest = useCallback(() => latestRef.current, []);
  const setInfo = useCallback((next: PaymentInfo) => {
    latestRef.current = next;
    writePaymentInfo(next);
    setInfoState(next);
  }, []);
  const update = useCallback(
    (change: (current: PaymentInfo) => PaymentInfo) => {
      const current = latestRef.current;
      if (!current) return;
      const next = change(current);
      if (next !== current) setInfo(next);
    },
    [setInfo]
  );
  const setChoices = useCallback(
    (next: Partial<CheckoutChoices>) =>
      update((current) => ({ ...current, choices: { ...current.choices, ...next } })),
    [update]
  );
  return { info, latest, setInfo, update, setChoices };
}
