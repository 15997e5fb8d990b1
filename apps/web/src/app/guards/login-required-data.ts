import { data, isRouteErrorResponse } from 'react-router';

/** Kept apart from the screen (login-required.tsx), which loads only when shown (docs/decisions/060). */
export type LoginRequired = { kind: 'LOGIN_REQUIRED'; loginTo: string; cancelTo: string };

/**
 * What a guard throws when a guest opens a login-only page as the first page of a visit: there is no page to
 * stay on while the login confirm is open, and waiting in the loader would leave the start-up screen (a blank,
 * frameless page) behind the dialog. Thrown, it renders as the route's error element inside the shell.
 */
export function loginRequiredResponse({ loginTo, cancelTo }: { loginTo: string; cancelTo: string }) {
  return data<LoginRequired>({ kind: 'LOGIN_REQUIRED', loginTo, cancelTo }, { status: 401 });
}

export function loginRequiredOf(error: unknown): LoginRequired | null {
  if (!isRouteErrorResponse(error) || error.status !== 401) return null;
  const body = error.data as Partial<LoginRequired> | null;
  return body?.kind === 'LOGIN_REQUIRED' && body.loginTo && body.cancelTo ? (body as LoginRequired) : null;
}
