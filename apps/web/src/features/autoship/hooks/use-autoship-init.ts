import { cartTotals, seoulDate, type AutoshipDetail } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { cartKeys } from '../../../shared/cart/query-keys';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { loadNamespace, useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { newIdempotencyKey } from '../../../shared/lib/idempotency-key';
import { formatWon } from '../../../shared/lib/format';
import { autoshipPaths } from '../../../shared/order/autoship-paths';
import { useCardPasswordSubmitEntry } from '../../../shared/saved-cards/card-password-submit';
import {
  cardLabel,
  savedCardKeys,
  savedCardsQueryOptions
} from '../../../shared/saved-cards/saved-cards-api';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { useCatalogueViewer } from '../../../shared/session/viewer';
import { removeStored } from '../../../shared/storage/browser-storage';
import { readOrderData } from '../../../shared/storage/order-data';
import { addressListQueryOptions } from '../../address';
import { autoshipKeys, initAutoship } from '../api/autoship-api';
import { autoshipCartQueryOptions } from '../api/autoship-cart';
import { autoshipErrorMessage } from '../lib/autoship-errors';
import {
  handedOverLines,
  initBodyOf,
  initProblems,
  INITIAL_CHOICES,
  subscribableCards,
  type InitChoices
} from '../lib/init-choices';

/** Where each problem's field is, for the focus after a refused submit. */
const PROBLEM_TARGETS = {
  lines: 'autoship-init-lines',
  dayOfMonth: 'autoship-init-day-of-month',
  firstChargeDay: 'autoship-init-first-day',
  firstChargeDayRange: 'autoship-init-first-day',
  address: 'autoship-init-address',
  card: 'autoship-init-card',
  consent: 'autoship-init-consent'
} as const;

/**
 * The subscription form's state (SPEC §2 /autoship/init): the lines handed over from the autoship cart (by cart id,
 * priced today by the cart's own answer), the choices, and the submit: the card password entry, whose sixth digit
 * is the POST (the server checks the password as one of its five tries: the member's consent). Done → the handed
 * lines have left the cart, the hand-off is cleared and the result page shows the new subscription.
 */
export function useAutoshipInit() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const viewer = useCatalogueViewer();
  const session = useSession();
  const userSeqNo = isLoggedIn(session) ? session.user.userSeqNo : 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [handoff] = useState(() => readOrderData('autoship'));
  // The Seoul day the form opened on: the range of the first day, as the API checks it on its own day.
  const [today] = useState(() => seoulDate(new Date()));
  const cart = useQuery({
    ...autoshipCartQueryOptions(language, viewer),
    enabled: handoff?.source === 'CART'
  });
  const cards = useQuery({ ...savedCardsQueryOptions(userSeqNo, language), enabled: userSeqNo > 0 });
  const addresses = useQuery(addressListQueryOptions());
  const [choices, setChoicesState] = useState<InitChoices>(INITIAL_CHOICES);
  const [showProblems, setShowProblems] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const entry = useCardPasswordSubmitEntry<AutoshipDetail>();

  const lines = handedOverLines(handoff, cart.data?.lines ?? []);
  const totals = cartTotals(lines);
  const book = addresses.data ?? [];
  const address =
    book.find((entry) => entry.userAddressId === choices.userAddressId) ??
    book.find((entry) => entry.defaultValue) ??
    book[0] ??
    null;
  const usableCards = subscribableCards(cards.data?.cards ?? []);
  const card =
    usableCards.find((entry) => entry.userFavoriteCardsId === choices.userFavoriteCardsId) ??
    usableCards[0] ??
    null;
  const resolved = {
    lineCount: lines.length,
    userAddressId: address?.userAddressId ?? null,
    userFavoriteCardsId: card?.userFavoriteCardsId ?? null
  };
  const problems = initProblems(choices, resolved, today);

  const setChoices = (change: Partial<InitChoices>) => {
    setFailure(null);
    setChoicesState((current) => ({ ...current, ...change }));
  };

  const submit = async () => {
    setFailure(null);
    const body = initBodyOf(
      choices,
      lines.map((line) => line.cartId),
      resolved,
      today
    );
    if (!body || !card) {
      setShowProblems(true);
      const first = problems[0];
      if (first) document.getElementById(PROBLEM_TARGETS[first])?.focus();
      return;
    }
    await loadNamespace('accounts');
    const label = cardLabel(card, t('autoship.unknownIssuer'));
    const result = await entry.ask({
      cardLabel: label,
      description: t('autoship.init.passwordLead', {
        card: label,
        amount: formatWon(totals.total, language)
      }),
      busyText: t('autoship.init.submitting'),
      onComplete: (orderPassword) => initAutoship({ ...body, orderPassword }, newIdempotencyKey())
    });
    // Wrong tries, a lock, a card gone, the autoship badge: the cards' list has moved in any case.
    void queryClient.invalidateQueries({ queryKey: savedCardKeys.all });
    if (result.kind === 'done') {
      const made = result.value;
      removeStored('session', STORAGE_KEYS.subscriptionOrderData);
      queryClient.setQueryData(autoshipKeys.detail(made.autoshipId, language), made);
      void queryClient.invalidateQueries({ queryKey: autoshipKeys.list(language) });
      // The subscribed lines have left the autoship cart (and the badge).
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      await navigate(autoshipPaths.result(made.autoshipId), { replace: true });
      return;
    }
    if (result.kind === 'failed') {
      const message = autoshipErrorMessage(result.error);
      if (message) setFailure(message);
      // A line that is no longer in the cart or for sale: show the cart as it is now.
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    }
  };

  return {
    today,
    handoff,
    loading:
      (handoff?.source === 'CART' && cart.isPending) ||
      addresses.isPending ||
      (userSeqNo > 0 && cards.isPending),
    loadFailed: cart.isError || addresses.isError || cards.isError,
    retry: () => {
      void cart.refetch();
      void addresses.refetch();
      void cards.refetch();
    },
    lines,
    totals,
    book,
    bookLoaded: addresses.isSuccess,
    address,
    usableCards,
    card,
    choices,
    setChoices,
    has: (problem: (typeof problems)[number]) => showProblems && problems.includes(problem),
    failure,
    submit,
    dialog: entry.dialog
  };
}
