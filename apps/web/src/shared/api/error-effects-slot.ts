/**
 * What the SPEC §8 error table may do (dialogs, navigation, logout), set by the app at start-up. Its own small
 * module so the start-up does not load the table itself, which comes with the first failed call (ADR 061).
 */
export type ErrorEffects = {
  alert: (message: string, options?: { title?: string }) => Promise<void>;
  confirm: (message: string, options?: { confirmLabel?: string; title?: string }) => Promise<boolean>;
  /** In-app navigation (router). */
  navigate: (to: string) => void;
  /** Full page load (leaves the SPA state behind). */
  hardRedirect: (to: string) => void;
  logout: () => void;
  clearPaymentState: () => void;
  /** The route saved before a payment left the app, if any. */
  returnRoute: () => string | null;
  t: (key: string, values?: Record<string, unknown>) => string;
  now: () => Date;
};

let effects: ErrorEffects | null = null;

export function configureErrorEffects(next: ErrorEffects | null): void {
  effects = next;
}

export function currentErrorEffects(): ErrorEffects | null {
  return effects;
}
