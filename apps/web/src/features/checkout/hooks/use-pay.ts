import {
  orderNameParts,
  setStepAmount,
  startMultiPayment,
  type DeliveryAddressInput,
  type FavoriteCard,
  type OrderInitAnswer,
  type OrderSummary,
  type PaymentStepPlan
} from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { newIdempotencyKey } from '../../../shared/lib/idempotency-key';
import { initGuestOrder, initOrder } from '../api/checkout-api';
import { checkoutErrorMessage } from '../lib/checkout-errors';
import { splitAmounts, type CheckoutProblem } from '../lib/checkout-rules';
import { paymentProgress, placedWithoutPayment, type CheckoutFailure } from '../lib/checkout-state';
import { releasePendingOrder, withoutOrder } from '../lib/payment-return';
import type {
  CheckoutChoices,
  NonUserInfo,
  PaymentInfo,
  PaymentResult,
  PendingOrder
} from '../lib/payment-state';
import { paymentConfigQueryOptions } from '../../../shared/payment/payment-config';
import { loadTossPayments } from '../../../shared/payment/toss-loader';
import { useSavedCardPay } from './use-saved-card-pay';

/** The test id of the section each problem points at (the first one is scrolled into view). */
const problemAnchor: Record<CheckoutProblem, string> = {
  unavailable: 'order-lines',
  address: 'order-address',
  message: 'order-message',
  split: 'order-payment',
  agreements: 'order-agreements',
  password: 'order-guest-password',
  passwordMismatch: 'order-guest-password'
};

type PayInput = {
  guest: boolean;
  orderer: NonUserInfo | null;
  info: PaymentInfo;
  latest: () => PaymentInfo | null;
  setInfo: (info: PaymentInfo) => void;
  setChoices: (next: Partial<CheckoutChoices>) => void;
  finish: (result: PaymentResult) => void;
  onFailure: (failure: CheckoutFailure | null) => void;
  onShowProblems: () => void;
  password: string;
  problems: readonly CheckoutProblem[];
  summary: OrderSummary;
  summaryCurrent: boolean;
  refetchSummary: () => unknown;
  address: { chosen: DeliveryAddressInput | null; chosenId: number | null };
  /** The saved card the member pays with; null: the provider's window. */
  card: FavoriteCard | null;
};

/**
 * Paying: init (with an Idempotency-Key kept until the server answers), then the first step in the provider's window
 * or with the chosen saved card — or, between the steps of a split payment, step 2 the same way (the member may
 * switch between them for it).
 */
export function usePay(input: PayInput) {
  const { guest, orderer, info, latest, setInfo, setChoices, finish, onFailure, summary } = input;
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  const config = useQuery(paymentConfigQueryOptions());
  const [paying, setPaying] = useState(false);
  const progress = paymentProgress(info.order);
  const newest = () => latest() ?? info;

  const sdkMessage = (error: unknown): string => {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    return code === 'USER_CANCEL' ? t('failed.PAY_PROCESS_CANCELED') : t('sdkFailed');
  };
  const fail = (message: string) => onFailure({ title: t('failed.title'), message });

  /** Opens the provider's window for one step (the page leaves for the provider and comes back to this route). */
  const openWindow = async (order: PendingOrder, step: PaymentStepPlan) => {
    const settings = config.data ?? (await queryClient.fetchQuery(paymentConfigQueryOptions()));
    const TossPayments = await loadTossPayments(settings.sdkSrc);
    const back = `${window.location.origin}${guest ? paths.guestOrder() : paths.order()}`;
    const customer = guest && orderer ? orderer : null;
    await TossPayments(settings.clientKey)
      .payment({ customerKey: order.customerKey })
      .requestPayment({
        method: 'CARD',
        amount: { currency: 'KRW', value: step.amount },
        orderId: step.paymentOrderId,
        orderName: order.orderName,
        successUrl: back,
        failUrl: back,
        ...(customer
          ? {
              customerName: customer.name,
              customerEmail: customer.email,
              customerMobilePhone: customer.mobileNumber
            }
          : {})
      });
  };

  const savedCard = useSavedCardPay({ newest, setInfo, finish, fail });
  /** The window leaves the page; a saved card pays here (its entry dialog) and settles the state itself. */
  const payStep = (order: PendingOrder, step: PaymentStepPlan) =>
    input.card ? savedCard.payStep(order, step, input.card) : openWindow(order, step);

  const payNextStep = async (order: PendingOrder, step: PaymentStepPlan) => {
    setPaying(true);
    try {
      await payStep(order, step);
    } catch (error) {
      fail(sdkMessage(error));
    } finally {
      setPaying(false);
    }
  };

  const orderNameFallback = (): string => {
    const { first, others } = orderNameParts(summary.lines.map((line) => line.productName));
    return others > 0 ? t('orderName', { first, others }) : first;
  };

  const init = (key: string, chosen: DeliveryAddressInput): Promise<OrderInitAnswer> => {
    const { choices } = info;
    const amount = summary.price.amount;
    const parts = choices.split ? splitAmounts(amount, choices.splitFirstAmount) : null;
    const plan = {
      address: chosen,
      deliveryMessage: {
        preset: choices.messagePreset,
        text: choices.messagePreset === 'OTHER' ? choices.messageText.trim() : ''
      },
      expectedAmount: amount,
      splitFirstAmount: amount > 0 && parts ? parts[0] : null
    };
    if (guest) {
      const { name, mobileNumber, email } = orderer!;
      return initGuestOrder(
        {
          ...plan,
          lines: info.guestLines,
          ...(info.easyBagId ? { easyBagId: info.easyBagId } : {}),
          orderer: { name, mobileNumber, email, password: input.password },
          agreements: { purchase: true, privacy: true, thirdParty: true, guestPrivacy: true }
        },
        key
      );
    }
    return initOrder(
      {
        ...plan,
        sheetId: info.sheetId!,
        memberCouponId: choices.memberCouponId,
        pointUsed: summary.price.pointUsed,
        userAddressId: input.address.chosenId,
        agreements: { purchase: true, privacy: true, thirdParty: true }
      },
      key
    );
  };

  const refused = (error: unknown) => {
    // An answer (even a refusal) is final for this key; only a lost answer keeps it for the retry.
    if (error instanceof ApiError && error.status > 0) setInfo({ ...newest(), initKey: null });
    const message = checkoutErrorMessage(error, { guest });
    if (message) fail(message);
    if (!(error instanceof ApiError)) return;
    if (error.code === '4308') void input.refetchSummary();
    if (error.code === 'COUPON_NOT_APPLICABLE') setChoices({ memberCouponId: null });
    if (error.code === 'POINT_USE_INVALID' && typeof error.data?.max === 'number') {
      setChoices({ pointUsed: Math.min(info.choices.pointUsed, error.data.max) });
    }
  };

  const placeOrder = async (chosen: DeliveryAddressInput) => {
    setPaying(true);
    const current = newest();
    // A pending order nobody paid (the window was left with the back button, or a reload): give it up first, so
    // its coupon is free again for the new one (one coupon per live order, ADR 036).
    if (current.order && !current.order.steps.some((step) => step.status === 'DONE'))
      await releasePendingOrder(current.order);
    const key = current.initKey ?? newIdempotencyKey();
    setInfo({
      ...current,
      initKey: key,
      choices: { ...current.choices, address: chosen, userAddressId: input.address.chosenId }
    });
    let answer: OrderInitAnswer;
    try {
      answer = await init(key, chosen);
    } catch (error) {
      refused(error);
      setPaying(false);
      return;
    }
    if (answer.status === 'PLACED') {
      finish(placedWithoutPayment(answer, summary, newest()));
      return;
    }
    const { orderNumber, displayOrderNumber, amount, customerKey, steps } = answer;
    const order: PendingOrder = {
      orderNumber,
      displayOrderNumber,
      amount,
      orderName: answer.orderName || orderNameFallback(),
      customerKey,
      steps
    };
    let multi = startMultiPayment(answer.amount, Math.max(1, steps.length));
    if (steps.length > 1 && steps[0]) multi = setStepAmount(multi, 1, steps[0].amount);
    setInfo({ ...newest(), initKey: null, order, multi });
    const first = steps[0];
    try {
      if (first) await payStep(order, first);
    } catch (error) {
      // The window (or the entry's texts) never opened, or the customer closed the SDK's own layer: the pending
      // order is given up.
      await releasePendingOrder(order);
      setInfo(withoutOrder(newest()));
      fail(sdkMessage(error));
    } finally {
      setPaying(false);
    }
  };

  const pay = async () => {
    if (paying) return;
    onFailure(null);
    if (progress.inSecondStep && info.order && progress.nextStep)
      return payNextStep(info.order, progress.nextStep);
    input.onShowProblems();
    const chosen = input.address.chosen;
    if (input.problems.length > 0 || !input.summaryCurrent || !chosen) {
      const first = input.problems[0];
      if (first)
        document
          .querySelector<HTMLElement>(`[data-testid="${problemAnchor[first]}"]`)
          ?.scrollIntoView?.({ block: 'center' });
      return;
    }
    await placeOrder(chosen);
  };

  return {
    pay,
    paying,
    progress,
    testMode: config.data?.testMode === true,
    savedCardDialog: savedCard.dialog
  };
}
