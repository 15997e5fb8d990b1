import { redirect } from 'react-router';
import { i18n, loadMoreTexts } from '../../shared/i18n/i18n';
import { readStored } from '../../shared/storage/browser-storage';
import { STORAGE_KEYS } from '../../shared/config/app-config';
import { isPasswordChecked } from '../../shared/session/password-check';
import { whenSessionSettled } from '../../shared/session/session-restore';
import { guestOrderPass } from '../../shared/order/guest-order-pass';
import { isLoggedIn, sessionStore } from '../../shared/session/session-store';
import { dialogs } from '../../shared/ui/dialog-store';
import { evaluateGuard, type Guard, type GuardContext } from './evaluate-guard';
import { loginRequiredResponse } from './login-required-data';

/** Session keys the wizards will write (sign-up and conversion issues). */
export const GUARD_STORAGE_KEYS = {
  signupSteps: 'mall.signupSteps',
  conversionSteps: 'mall.conversionSteps',
  /** Written by /mypage/checkPassword (shared/session/password-check.ts). */
  passwordChecked: STORAGE_KEYS.passwordChecked
} as const;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function guestOrderNumbers(): string[] {
  const pass = guestOrderPass.get();
  return pass ? [pass.orderNumber, pass.displayOrderNumber] : [];
}

export function guardContext(request: Request): GuardContext {
  const url = new URL(request.url);
  const session = sessionStore.get();
  return {
    session,
    target: `${url.pathname}${url.search}`,
    pathname: url.pathname,
    searchParams: url.searchParams,
    signupSteps: readStored('session', GUARD_STORAGE_KEYS.signupSteps, isStringList) ?? [],
    conversionSteps: readStored('session', GUARD_STORAGE_KEYS.conversionSteps, isStringList) ?? [],
    passwordChecked: isPasswordChecked(isLoggedIn(session) ? session.user.userSeqNo : null),
    guestOrderNumbers: guestOrderNumbers()
  };
}

/**
 * The one place guards take effect: runs before a guarded route's loader, after the start-up session restore. Returns a redirect Response
 * when the user may not enter, or null. The login confirm waits for the user's answer while the
 * navigation stays pending; a superseded navigation closes it. On the first page of a visit (`frameShown`
 * false) there is no page to stay on: the guard throws the login prompt, shown inside the frame instead.
 */
export async function applyGuard(
  guard: Guard | undefined,
  request: Request,
  { frameShown }: { frameShown: boolean } = { frameShown: true }
): Promise<Response | null> {
  if (!guard) return null;
  // A returning member is being restored at start-up: decide on the real session, not on "guest".
  // On a first page load the router starts before the texts arrive, and the guards' messages are in the shell's
  // second part (docs/decisions/060): a dialog takes its text when it opens, so both must be here first.
  await Promise.all([whenSessionSettled(), loadMoreTexts()]);
  const decision = evaluateGuard(guard, guardContext(request));
  switch (decision.kind) {
    case 'allow':
      return null;
    case 'redirect':
      return redirect(decision.to);
    case 'alert':
      // On the first page the frame that shows dialogs waits for this loader: go on at once, and the
      // alert shows over the page it leads to.
      if (!frameShown) {
        void dialogs.alert(i18n.t(decision.messageKey));
        return redirect(decision.to);
      }
      await dialogs.alert(i18n.t(decision.messageKey), { signal: request.signal });
      return redirect(decision.to);
    case 'confirmLogin': {
      if (!frameShown) throw loginRequiredResponse(decision);
      const toLogin = await dialogs.confirm(i18n.t('guard.loginRequired'), {
        confirmLabel: i18n.t('guard.moveToLogin'),
        cancelLabel: i18n.t('common.cancel'),
        signal: request.signal
      });
      return redirect(toLogin ? decision.loginTo : decision.cancelTo);
    }
  }
}
