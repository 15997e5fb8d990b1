import { paths } from '../../../shared/config/paths';
import { safeRedirect } from '../../../shared/lib/safe-redirect';
import { savedCardPaths } from '../../../shared/saved-cards/saved-card-paths';

/**
 * The billing window's way back (SPEC §2 /billing/success, /billing/fail; INTEGRATIONS §1.12): what it brought,
 * and where to go on with the outcome. Pure.
 */
const SAME_ORIGIN = 'http://same.origin';
const OUTCOME_PARAMS = ['billing', 'userFavoriteCardsId', 'code'] as const;

/**
 * The `redirect` query value when it is a path of this site (never another host: no open redirect), else the
 * saved cards. The return pages themselves are not a place to go back to.
 */
export function billingReturnTarget(redirect: string | null): string {
  const fallback = savedCardPaths.list();
  if (!redirect) return fallback;
  const safe = safeRedirect(redirect);
  if (safe === paths.home() && redirect !== paths.home()) return fallback;
  return safe.startsWith('/billing/') ? fallback : safe;
}

/** The success return's customerKey and authKey (INTEGRATIONS §1.12), or null when either is missing or absurd. */
export function readBillingAuth(search: URLSearchParams): { customerKey: string; authKey: string } | null {
  const customerKey = search.get('customerKey') ?? '';
  const authKey = search.get('authKey') ?? '';
  if (!/^[A-Za-z0-9\-_=.@]{2,50}$/.test(customerKey)) return null;
  if (authKey.length < 1 || authKey.length > 300) return null;
  return { customerKey, authKey };
}

/** A code worth carrying to the message (the provider's or ours), never free text. */
export function outcomeCode(code: string | null | undefined): string | null {
  return code && /^[A-Z0-9_]{1,64}$/.test(code) ? code : null;
}

export type BillingOutcome =
  { billing: 'success'; cardId: number } | { billing: 'fail'; code: string | null };

/** `target` with `billing=success&userFavoriteCardsId=…` or `billing=fail[&code=…]` (replacing any earlier ones). */
export function withBillingOutcome(target: string, outcome: BillingOutcome): string {
  const url = new URL(target, SAME_ORIGIN);
  for (const name of OUTCOME_PARAMS) url.searchParams.delete(name);
  url.searchParams.set('billing', outcome.billing);
  if (outcome.billing === 'success') url.searchParams.set('userFavoriteCardsId', String(outcome.cardId));
  else if (outcome.code) url.searchParams.set('code', outcome.code);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What a page the return went on to reads: the outcome, or null without one. */
export function readBillingOutcome(search: URLSearchParams): BillingOutcome | null {
  const billing = search.get('billing');
  if (billing === 'fail') return { billing: 'fail', code: outcomeCode(search.get('code')) };
  const cardId = Number(search.get('userFavoriteCardsId'));
  if (billing === 'success' && Number.isSafeInteger(cardId) && cardId > 0)
    return { billing: 'success', cardId };
  return null;
}

/** The page without the outcome (once the screen has taken it in). */
export function withoutBillingOutcome(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of OUTCOME_PARAMS) next.delete(name);
  return next;
}
