import { redirect, type LoaderFunction } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { whenSessionSettled } from '../../../shared/session/session-restore';
import { isLoggedIn, sessionStore } from '../../../shared/session/session-store';
import type { SignupStep } from '../lib/signup-session';

/**
 * Runs after the 'signupStep' guard (visited steps, forcePush). A member opening sign-up goes Home; a
 * step opened without the data it builds on (forcePush, an old tab) goes to the step that provides
 * it. This file is in the route table's chunk (Home's first load), so the wizard's storage code comes
 * with the wizard's own chunk (the same file the screen needs, so no extra request), not with Home.
 */
export function signupStepLoader(step: SignupStep): () => LoaderFunction {
  return () =>
    async ({ request }) => {
      await whenSessionSettled();
      if (isLoggedIn(sessionStore.get())) return redirect(paths.home());
      const { missingDataStep, readSignupResult, readSignupState, rememberLinkReferrer } =
        await import('./signup-screens');
      // A sign-up link (`?referrer=<planner's number>`): the referrer step opens with that planner.
      if (step === 'selectType') rememberLinkReferrer(new URL(request.url).searchParams);
      if (step === 'complete') {
        return readSignupResult() ? null : redirect(paths.signupStep('selectType'));
      }
      const missing = missingDataStep(step, readSignupState());
      return missing ? redirect(paths.signupStep(missing)) : null;
    };
}
