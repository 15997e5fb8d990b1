import type { ApiError } from './api-error';
import { currentErrorEffects, type ErrorEffects } from './error-effects-slot';
import { paths } from '../config/paths';

/**
 * SPEC §8 in one place: what the user sees for an API error that a screen does not handle itself.
 * The table is data keyed by error code; the effects (dialogs, navigation, logout) are injected by the
 * app at start-up (error-effects-slot.ts) so this module stays free of React and testable with fakes. The
 * API client fetches it with the first failure, not on the first load (docs/decisions/061).
 */
export type { ErrorEffects };

type Handler = (error: ApiError, fx: ErrorEffects) => Promise<void>;

const errorTitle = (fx: ErrorEffects) => fx.t('CM_Error');
const serverMessage = (error: ApiError, fx: ErrorEffects) => error.message || fx.t(`error.${error.code}`);

/** 409 business conflicts: the server's (localised) explanation as an information dialog. */
const showServerMessage: Handler = async (error, fx) => {
  await fx.alert(serverMessage(error, fx), { title: fx.t('dialog.info') });
};

/** No matching member: offer sign-up. */
const offerSignup: Handler = async (error, fx) => {
  const code = error.code === '9002' ? '1100' : error.code;
  const yes = await fx.confirm(fx.t(`error.${code}`), { confirmLabel: fx.t('dialog.goToSignup') });
  if (yes) fx.navigate(paths.signupSelectType());
};

const backToSavedRoute: Handler = async (error, fx) => {
  await fx.alert(serverMessage(error, fx), { title: errorTitle(fx) });
  fx.navigate(fx.returnRoute() ?? paths.home());
};

export const ERROR_HANDLERS: Readonly<Record<string, Handler>> = {
  '4005': showServerMessage,
  '6009': showServerMessage,
  '4099': showServerMessage,
  '6099': showServerMessage,
  '1106': showServerMessage,
  '5001': async (_error, fx) => {
    await fx.alert(fx.t('error.5001'), { title: fx.t('dialog.info') });
  },
  '1100': offerSignup,
  '9001': offerSignup,
  '9002': async (error, fx) => {
    const date = typeof error.data?.rejoinDate === 'string' ? error.data.rejoinDate : null;
    const rejoinAt = date ? new Date(date).getTime() : Number.NaN;
    if (date === null || Number.isNaN(rejoinAt)) {
      await fx.alert(serverMessage(error, fx), { title: errorTitle(fx) });
    } else if (rejoinAt > fx.now().getTime()) {
      await fx.alert(fx.t('error.9002', { date: date.slice(0, 10) }), { title: errorTitle(fx) });
    } else {
      await offerSignup(error, fx);
    }
  },
  '4308': async (error, fx) => {
    await fx.alert(serverMessage(error, fx), { title: errorTitle(fx) });
    fx.navigate(paths.order());
  },
  '4309': async (error, fx) => {
    await fx.alert(serverMessage(error, fx), { title: errorTitle(fx) });
  },
  '4340': backToSavedRoute,
  '4341': async (error, fx) => {
    fx.clearPaymentState();
    await backToSavedRoute(error, fx);
  },
  invalid_token: async (_error, fx) => {
    fx.logout();
    await fx.alert(fx.t('UTI_InvalidToken'), { title: errorTitle(fx) });
    fx.navigate(paths.home());
  },
  '1101': async (error, fx) => {
    await fx.alert(serverMessage(error, fx), { title: errorTitle(fx) });
  },
  '1102': async (error, fx) => {
    await fx.alert(serverMessage(error, fx), { title: errorTitle(fx) });
  },
  'G-4009': async (_error, fx) => {
    fx.hardRedirect('/');
  }
};

/** Applies the table; returns whether the code has a global treatment. Codes without one are left to the screen. */
export async function handleApiError(error: ApiError, fx: ErrorEffects): Promise<boolean> {
  const handler = ERROR_HANDLERS[error.code];
  if (!handler) return false;
  await handler(error, fx);
  return true;
}

/** Called by the API client for every failed call whose caller did not opt out. Never swallows: the caller still gets the error. */
export function dispatchApiError(error: ApiError): void {
  if (error.dispatched) return;
  error.dispatched = true;
  const effects = currentErrorEffects();
  if (effects) void handleApiError(error, effects);
}
