import type { FavoriteCard } from '@mall/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/i18n';
import { savedCardKeys } from '../../../shared/saved-cards/saved-cards-api';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { registerCard } from '../api/saved-cards-mutations';
import {
  billingReturnTarget,
  outcomeCode,
  readBillingAuth,
  withBillingOutcome,
  type BillingOutcome
} from '../lib/billing-return';

/**
 * One registration per authKey in this page: the effect may run twice (development's StrictMode, a re-render
 * with the same address) and the second run waits for the first call instead of sending another.
 */
const registrations = new Map<string, Promise<{ card: FavoriteCard }>>();

function registerOnce(userSeqNo: number, auth: { customerKey: string; authKey: string }) {
  let pending = registrations.get(auth.authKey);
  if (!pending) {
    pending = registerCard(userSeqNo, auth);
    registrations.set(auth.authKey, pending);
    const forget = () => void registrations.delete(auth.authKey);
    pending.then(forget, forget);
  }
  return pending;
}

function BillingProcessing() {
  const { t } = useTranslation('accounts');
  return (
    <section
      aria-busy="true"
      className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center"
      data-testid="billing-processing"
    >
      <DocumentTitle page={t('savedCards.billing.processingTitle')} />
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-plum-soft border-t-plum motion-reduce:animate-none"
      />
      <div role="status" className="mt-5">
        <h1 className="text-lg font-semibold text-ink">{t('savedCards.billing.processing')}</h1>
      </div>
    </section>
  );
}

/**
 * SPEC §2 /billing/success (guard: login): the billing window came back with customerKey and authKey. Saves the
 * card (the server spends the authKey), then replaces this page with the `redirect` (a same-site path; the saved
 * cards by default) and `billing=success&userFavoriteCardsId=…`; anything missing or refused: `billing=fail` with
 * the refusal's code.
 */
export function BillingSuccessRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const userSeqNo = isLoggedIn(session) ? session.user.userSeqNo : 0;

  useEffect(() => {
    const target = billingReturnTarget(search.get('redirect'));
    const auth = readBillingAuth(search);
    let current = true;
    const go = (outcome: BillingOutcome) => {
      if (current) void navigate(withBillingOutcome(target, outcome), { replace: true });
    };
    if (!auth || userSeqNo === 0) {
      go({ billing: 'fail', code: null });
      return;
    }
    registerOnce(userSeqNo, auth).then(
      ({ card }) => {
        void queryClient.invalidateQueries({ queryKey: savedCardKeys.all });
        go({ billing: 'success', cardId: card.userFavoriteCardsId });
      },
      (error: unknown) => go({ billing: 'fail', code: outcomeCode(isApiError(error) ? error.code : null) })
    );
    return () => {
      current = false;
    };
  }, [search, navigate, queryClient, userSeqNo]);

  return <BillingProcessing />;
}

/**
 * SPEC §2 /billing/fail (guard: login): the window failed or the customer cancelled it. On to the `redirect`
 * (same-site only) with `billing=fail` and the provider's code, which the page there turns into its message.
 */
export function BillingFailRoute() {
  const [search] = useSearchParams();
  const target = withBillingOutcome(billingReturnTarget(search.get('redirect')), {
    billing: 'fail',
    code: outcomeCode(search.get('code'))
  });
  return <Navigate to={target} replace />;
}
