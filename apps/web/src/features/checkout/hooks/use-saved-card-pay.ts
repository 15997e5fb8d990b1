import { stepFailed, type FavoriteCard, type PaymentConfirmAnswer, type PaymentStepPlan } from '@mall/domain';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { loadNamespace, useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { newIdempotencyKey } from '../../../shared/lib/idempotency-key';
import { formatWon } from '../../../shared/lib/format';
import { useCardPasswordSubmitEntry } from '../../../shared/saved-cards/card-password-submit';
import { cardLabel, savedCardKeys } from '../../../shared/saved-cards/saved-cards-api';
import { payWithSavedCard } from '../api/checkout-api';
import { checkoutErrorMessage } from '../lib/checkout-errors';
import { confirmedOutcome, releasePendingOrder, withoutOrder } from '../lib/payment-return';
import type { PaymentInfo, PaymentResult, PendingOrder } from '../lib/payment-state';

type SavedCardPayInput = {
  newest: () => PaymentInfo;
  setInfo: (info: PaymentInfo) => void;
  finish: (result: PaymentResult) => void;
  fail: (message: string) => void;
};

/**
 * Pays a step of the pending order with a saved card: the card password entry, whose sixth digit is the payment
 * itself (the server checks the password as one of its five tries; no `match` before it). Its answer is the window
 * confirm's: placed → the success page, else the next step. A refused card (4309: the server failed the order and
 * refunded any paid step) ends like a refused window; any other end leaves an unpaid first step's order given up
 * (as a closed window does), a later step payable again.
 */
export function useSavedCardPay({ newest, setInfo, finish, fail }: SavedCardPayInput) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const entry = useCardPasswordSubmitEntry<PaymentConfirmAnswer>();

  const payStep = async (order: PendingOrder, step: PaymentStepPlan, card: FavoriteCard) => {
    await loadNamespace('accounts');
    const label = cardLabel(card, t('payment.unknownIssuer'));
    const result = await entry.ask({
      cardLabel: label,
      description: t('savedCard.lead', { card: label, amount: formatWon(step.amount, language) }),
      busyText: t('savedCard.paying'),
      onComplete: (orderPassword) =>
        payWithSavedCard(
          {
            orderId: step.paymentOrderId,
            amount: step.amount,
            userFavoriteCardsId: card.userFavoriteCardsId,
            orderPassword
          },
          newIdempotencyKey()
        )
    });
    if (result.kind === 'done') {
      const outcome = confirmedOutcome(result.value, newest(), step.step, step.paymentOrderId);
      if (outcome.type === 'placed') finish(outcome.result);
      else setInfo(outcome.info);
      return;
    }
    // Wrong tries, a lock or a card gone change what the payment section may offer.
    void queryClient.invalidateQueries({ queryKey: savedCardKeys.all });
    const error = result.kind === 'failed' ? result.error : null;
    if (isApiError(error) && error.code === '4309') {
      const current = newest();
      setInfo(withoutOrder({ ...current, multi: stepFailed(current.multi, step.step) }));
    } else if (!order.steps.some((paid) => paid.status === 'DONE')) {
      await releasePendingOrder(order);
      setInfo(withoutOrder(newest()));
    }
    if (result.kind === 'failed') {
      const message = checkoutErrorMessage(error);
      if (message) fail(message);
    }
  };

  return { payStep, dialog: entry.dialog };
}
