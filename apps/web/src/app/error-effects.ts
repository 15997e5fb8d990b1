import type { QueryClient } from '@tanstack/react-query';
import { configureErrorEffects } from '../shared/api/error-effects-slot';
import { STORAGE_KEYS } from '../shared/config/app-config';
import { i18n } from '../shared/i18n/i18n';
import { readStored, removeStored } from '../shared/storage/browser-storage';
import { endLocalSession } from '../shared/session/logout';
import { dialogs } from '../shared/ui/dialog-store';
import type { AppRouter } from './router';

const isString = (value: unknown): value is string => typeof value === 'string';

/** Connects the SPEC §8 dispatcher to the app's dialogs, router and session. */
export function installErrorEffects(router: AppRouter, queryClient: QueryClient): void {
  const translate = i18n.t.bind(i18n) as unknown as (key: string, values?: Record<string, unknown>) => string;
  configureErrorEffects({
    alert: (message, options) => dialogs.alert(message, options),
    confirm: (message, options) => dialogs.confirm(message, options),
    navigate: (to) => void router.navigate(to),
    hardRedirect: (to) => window.location.assign(to),
    logout: () => {
      endLocalSession();
      queryClient.clear();
    },
    // SPEC §8 4340/4341: the payment flow's session keys (features/checkout/lib/payment-state.ts writes them).
    clearPaymentState: () => removeStored('session', STORAGE_KEYS.paymentInfo),
    returnRoute: () => readStored('session', STORAGE_KEYS.paymentReturnRoute, isString),
    t: translate,
    now: () => new Date()
  });
}
