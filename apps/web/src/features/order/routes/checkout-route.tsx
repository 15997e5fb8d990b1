import {
  orderNameParts,
  setStepAmount,
  startMultiPayment,
  GUEST_PASSWORD_MAX,
  GUEST_PASSWORD_MIN,
  type Address,
  type DeliveryMessagePreset,
  type OrderInitAnswer,
  type OrderLine,
  type OrderSummary,
  type PaymentStepPlan
} from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { newIdempotencyKey } from '../../../shared/lib/idempotency-key';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { paths } from '../../../shared/config/paths';
import { useLanguage } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { removeStored } from '../../../shared/storage/browser-storage';
import { removeGuestLines } from '../../../shared/storage/guest-cart-writes';
import { readOrderData, type OrderData } from '../../../shared/storage/order-data';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { addressListQueryOptions } from '../../address';
import {
  abandonPayment,
  availableCouponsQueryOptions,
  createSheet,
  guestSummaryQueryOptions,
  initGuestOrder,
  initOrder,
  paymentConfigQueryOptions,
  sheetQueryOptions,
  summaryQueryOptions
} from '../api/order-api';
import { AddressSection, toDeliveryAddress } from '../components/address-section';
import {
  AgreementsSection,
  EmptyCheckout,
  LinesSection,
  MessageSection,
  PaymentMethodSection,
  PointsSection,
  ProblemText,
  Section,
  SummarySection
} from '../components/checkout-sections';
import { CouponSection } from '../components/coupon-section';
import { checkoutErrorMessage } from '../lib/checkout-errors';
import { checkoutProblems, splitAmounts, type CheckoutProblem } from '../lib/checkout-rules';
import {
  clearPaymentInfo,
  newPaymentInfo,
  readNonUserInfo,
  readPaymentInfo,
  writePaymentInfo,
  writePaymentResult,
  writeReturnRoute,
  type CheckoutChoices,
  type NonUserInfo,
  type PaymentInfo,
  type PaymentResult
} from '../lib/payment-state';
import { processPaymentReturn, readPaymentReturn, withoutOrder, type PaymentReturn } from '../lib/payment-return';
import { loadTossPayments } from '../lib/toss-loader';

type Mode = 'member' | 'guest';

/** The newest order hand-off of either cart (buy-now and the cart both write one). */
function latestOrderData(): OrderData | null {
  const candidates = [readOrderData('normal'), readOrderData('autoship')].filter((data): data is OrderData => data !== null);
  return candidates.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
}

/** Abandons a pending order whose first step was never paid (ADR 034: nothing to refund, the order is FAILED). */
async function releasePendingOrder(order: NonNullable<PaymentInfo['order']>): Promise<void> {
  const first = order.steps[0];
  if (!first) return;
  try {
    await abandonPayment({ orderId: first.paymentOrderId, code: 'PAY_PROCESS_CANCELED', message: '' });
  } catch {
    // Gone or already failed: the recovery job gives up unpaid orders after 30 minutes anyway.
  }
}

/**
 * The payment state this screen starts from: the saved one if it belongs to the order data on hand (a reload,
 * or the provider's redirect back), else a new one for the newest order data, else null (nothing to order).
 */
function initialInfo(mode: Mode, returning: boolean): PaymentInfo | null {
  const saved = readPaymentInfo(mode);
  const data = latestOrderData();
  if (saved && (returning || saved.order || !data || saved.orderDataAt === data.createdAt)) return saved;
  if (!data || data.guest !== (mode === 'guest') || data.lines.length === 0) return returning ? newPaymentInfo(mode, 'normal') : null;
  const info = newPaymentInfo(mode, data.cartType);
  return {
    ...info,
    orderDataAt: data.createdAt,
    guestLines: mode === 'guest' ? data.lines.map(({ productId, productOptionId, quantity }) => ({ productId, productOptionId, quantity })) : []
  };
}

export function MemberCheckoutRoute() {
  return <Checkout mode="member" />;
}

/** /order/guest: a member goes to /order; a guest without orderer details fills them in first. */
export function GuestCheckoutRoute() {
  const session = useSession();
  const [search] = useSearchParams();
  const orderer = readNonUserInfo();
  if (isLoggedIn(session)) return <Navigate to={paths.order()} replace />;
  if (!orderer && !readPaymentReturn(search)) return <Navigate to={paths.guestOrderInfo()} replace />;
  return <Checkout mode="guest" orderer={orderer} />;
}

function Checkout({ mode, orderer = null }: { mode: Mode; orderer?: NonUserInfo | null }) {
  const { t } = useTranslation('order');
  const [search] = useSearchParams();
  const returned = useMemo(() => readPaymentReturn(search), [search]);
  const [info, setInfoState] = useState<PaymentInfo | null>(() => initialInfo(mode, returned !== null));
  const infoRef = useRef(info);
  const setInfo = (next: PaymentInfo) => {
    infoRef.current = next;
    writePaymentInfo(next);
    setInfoState(next);
  };
  useEffect(() => {
    if (info) {
      writePaymentInfo(info);
      writeReturnRoute(info.cartType);
    }
    // Only the first state needs saving here; later changes go through setInfo.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!info) return <EmptyCheckout />;
  return (
    <CheckoutScreen
      mode={mode}
      orderer={orderer}
      info={info}
      infoRef={infoRef}
      setInfo={setInfo}
      returned={returned}
      title={t(mode === 'guest' ? 'guestTitle' : 'title')}
    />
  );
}

type ScreenProps = {
  mode: Mode;
  orderer: NonUserInfo | null;
  info: PaymentInfo;
  infoRef: React.RefObject<PaymentInfo | null>;
  setInfo: (info: PaymentInfo) => void;
  returned: PaymentReturn | null;
  title: string;
};

type Failure = { title: string; message: string };

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Builds the success page's copy of an order placed by init itself (0 won: no confirm answer to take it from). */
function placedWithoutPayment(answer: OrderInitAnswer, summary: OrderSummary, info: PaymentInfo): PaymentResult {
  const address = info.choices.address;
  return {
    orderNumber: answer.orderNumber,
    displayOrderNumber: answer.displayOrderNumber,
    guest: info.kind === 'guest',
    lines: summary.lines.map(({ productName, optionValue, quantity, price, imageUrl }) => ({ productName, optionValue, quantity, price, imageUrl })),
    amount: answer.amount,
    payments: [],
    couponDiscount: summary.price.couponDiscount,
    pointUsed: summary.price.pointUsed,
    earnPoint: summary.price.earnPoint,
    delivery: address
      ? { receiverName: `${address.lastName}${address.firstName}`, zipcode: address.zipcode, address1: address.address1, address2: address.address2 }
      : null
  };
}

function CheckoutScreen({ mode, orderer, info, infoRef, setInfo, returned, title }: ScreenProps) {
  const { t } = useTranslation('order');
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const guest = mode === 'guest';
  const choices = info.choices;
  const setChoices = (next: Partial<CheckoutChoices>) => {
    const current = infoRef.current ?? info;
    setInfo({ ...current, choices: { ...current.choices, ...next } });
  };

  const [handlingReturn, setHandlingReturn] = useState(returned !== null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [paying, setPaying] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [couponProblem, setCouponProblem] = useState<string | null>(null);

  const finish = (result: PaymentResult) => {
    clearPaymentInfo();
    // The ordered lines leave the guest's browser cart (a member's leave the server cart at placement).
    const data = latestOrderData();
    if (guest && data?.guest) removeGuestLines(data.lines.map((line) => line.cartId));
    removeStored('session', info.cartType === 'autoship' ? STORAGE_KEYS.subscriptionOrderData : STORAGE_KEYS.orderData);
    writePaymentResult(result);
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
    void navigate(guest ? paths.guestOrderSuccess(result.displayOrderNumber) : paths.orderSuccess(result.displayOrderNumber), {
      replace: true
    });
  };

  // ── The provider's redirect back: confirm (success) or abandon (failure), once; then clean the address. ──
  useEffect(() => {
    if (!returned) return;
    let cancelled = false;
    void processPaymentReturn(returned, info).then((outcome) => {
      if (cancelled) return;
      if (outcome.type === 'placed') {
        finish(outcome.result);
        return;
      }
      setInfo(outcome.info);
      if (outcome.type === 'failed') {
        const known = ['PAY_PROCESS_CANCELED', 'REJECT_CARD_COMPANY', 'PAY_PROCESS_ABORTED'].includes(outcome.code);
        const message = known ? t(`failed.${outcome.code}` as 'failed.PAY_PROCESS_CANCELED') : outcome.message || t('failed.generic');
        setFailure({ title: t('failed.title'), message: outcome.refunded ? `${message} ${t('failed.refunded')}` : message });
      } else if (outcome.type === 'error') {
        const message = checkoutErrorMessage(outcome.error, { guest });
        if (message) setFailure({ title: t('failed.title'), message });
      }
      setHandlingReturn(false);
      void navigate(location.pathname, { replace: true });
    });
    return () => {
      cancelled = true;
    };
    // The return is handled once per arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned]);

  // ── Member: the sheet (made once from the order data; its id is kept so a reload reuses it). ──
  const orderData = useMemo(() => latestOrderData(), []);
  const needsSheet = !guest && info.sheetId === null && orderData !== null && !returned;
  const created = useQuery({
    queryKey: ['order', 'create-sheet', orderData?.createdAt ?? ''],
    queryFn: () =>
      createSheet({ source: 'CART', cartType: orderData!.cartType, cartIds: orderData!.lines.map((line) => line.cartId) }),
    enabled: needsSheet,
    staleTime: Infinity,
    gcTime: Infinity
  });
  useEffect(() => {
    if (created.data && infoRef.current?.sheetId === null) setInfo({ ...infoRef.current, sheetId: created.data.sheetId });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [created.data]);
  const sheetId = info.sheetId;
  // Nothing is priced while a return is being confirmed: placing the order uses the sheet up (4340 to a late read).
  const idle = !handlingReturn;
  const sheet = useQuery({ ...sheetQueryOptions(sheetId ?? '', language), enabled: idle && !guest && sheetId !== null });
  const config = useQuery(paymentConfigQueryOptions());
  const addresses = useQuery({ ...addressListQueryOptions(), enabled: !guest });
  const coupons = useQuery({ ...availableCouponsQueryOptions(sheetId ?? '', language), enabled: idle && !guest && sheetId !== null });

  // ── Pricing: the server's summary for the chosen coupon and (debounced) points. ──
  const points = useDebounced(choices.pointUsed, 400);
  const memberSummary = useQuery({
    ...summaryQueryOptions(sheetId ?? '', choices.memberCouponId, points, language),
    enabled: idle && !guest && sheetId !== null
  });
  const guestSummary = useQuery({
    ...guestSummaryQueryOptions(info.guestLines, language),
    enabled: idle && guest && info.guestLines.length > 0
  });
  const summaryQuery = guest ? guestSummary : memberSummary;
  const summary = summaryQuery.data;
  const summaryCurrent = !summaryQuery.isPlaceholderData && !summaryQuery.isFetching && points === choices.pointUsed;

  // A coupon or point amount the server refuses: drop back to what it allows and say why.
  useEffect(() => {
    const error = memberSummary.error;
    if (!(error instanceof ApiError)) return;
    if (error.code === 'COUPON_NOT_APPLICABLE') {
      setCouponProblem(checkoutErrorMessage(error));
      setChoices({ memberCouponId: null });
    } else if (error.code === 'POINT_USE_INVALID') {
      const max = typeof error.data?.max === 'number' ? error.data.max : 0;
      setChoices({ pointUsed: Math.min(choices.pointUsed, max) });
    } else {
      checkoutErrorMessage(error);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [memberSummary.error]);

  // ── The chosen address: the saved choice, else the book's default (a derived value, not copied state). ──
  const book = addresses.data ?? [];
  const defaultEntry: Address | undefined = book.find((address) => address.defaultValue) ?? book[0];
  const chosenId = choices.address ? choices.userAddressId : (defaultEntry?.userAddressId ?? null);
  const chosenAddress = choices.address ?? (defaultEntry ? toDeliveryAddress(defaultEntry) : null);

  const sheetError = created.error ?? sheet.error;
  useEffect(() => {
    if (sheetError) checkoutErrorMessage(sheetError);
  }, [sheetError]);

  const pending = info.order;
  const paidSteps = pending?.steps.filter((step) => step.status === 'DONE') ?? [];
  const nextStep: PaymentStepPlan | undefined = pending?.steps.find((step) => step.status !== 'DONE');
  const inSecondStep = pending !== null && paidSteps.length > 0 && nextStep !== undefined;

  if (handlingReturn) {
    return (
      <div className="container-page py-16 text-center text-sm text-muted" role="status" data-testid="order-confirming">
        <DocumentTitle page={title} />
        {t('confirming')}
      </div>
    );
  }
  if (!guest && (sheetError || (orderData === null && sheetId === null))) {
    if (!sheetError) return <EmptyCheckout />;
    return (
      <div className="container-page py-16 text-center" role="alert" data-testid="order-load-failed">
        <DocumentTitle page={title} />
        <p className="text-sm text-muted">{t('loadFailed')}</p>
        <Link to={paths.cart(info.cartType)} className="btn-secondary mt-6">
          {t('lines.backToCart')}
        </Link>
      </div>
    );
  }
  if (guestSummary.error && guest) {
    return (
      <div className="container-page py-16 text-center" role="alert" data-testid="order-load-failed">
        <p className="text-sm text-muted">{t('loadFailed')}</p>
        <Link to={paths.cart(info.cartType)} className="btn-secondary mt-6">
          {t('lines.backToCart')}
        </Link>
      </div>
    );
  }
  if (!summary) {
    return (
      <div className="container-page py-16 text-center text-sm text-muted" role="status">
        <DocumentTitle page={title} />
        {t('loading')}
      </div>
    );
  }

  const lines: readonly OrderLine[] = summary.lines;
  const amount = summary.price.amount;
  const problems = checkoutProblems({
    choices: { ...choices, address: chosenAddress },
    amount,
    linesAvailable: lines.every((line) => line.available),
    guest,
    password,
    passwordConfirm
  });
  const has = (problem: CheckoutProblem) => showProblems && problems.includes(problem);
  const pointBalance = guest ? 0 : (sheet.data?.pointBalance ?? summary.pointBalance);
  const parts = choices.split ? splitAmounts(amount, choices.splitFirstAmount) : null;

  /** Opens the provider's window for one step (the page leaves for the provider and comes back to this route). */
  const openWindow = async (order: NonNullable<PaymentInfo['order']>, step: PaymentStepPlan) => {
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
          ? { customerName: customer.name, customerEmail: customer.email, customerMobilePhone: customer.mobileNumber }
          : {})
      });
  };

  const pay = async () => {
    if (paying) return;
    setFailure(null);
    if (inSecondStep && pending && nextStep) {
      setPaying(true);
      try {
        await openWindow(pending, nextStep);
      } catch (error) {
        setFailure({ title: t('failed.title'), message: sdkMessage(error) });
      } finally {
        setPaying(false);
      }
      return;
    }
    setShowProblems(true);
    if (problems.length > 0 || !summaryCurrent || !chosenAddress) {
      const first = problems[0];
      if (first) document.querySelector<HTMLElement>(`[data-testid="${problemAnchor[first]}"]`)?.scrollIntoView?.({ block: 'center' });
      return;
    }
    setPaying(true);
    const current = infoRef.current ?? info;
    // A pending order nobody paid (the window was left with the back button, or a reload): give it up first, so
    // its coupon is free again for the new one (one coupon per live order, ADR 036).
    if (current.order && !current.order.steps.some((step) => step.status === 'DONE')) await releasePendingOrder(current.order);
    const key = current.initKey ?? newIdempotencyKey();
    setInfo({ ...current, initKey: key, choices: { ...current.choices, address: chosenAddress, userAddressId: chosenId } });
    const plan = {
      address: chosenAddress,
      deliveryMessage: { preset: choices.messagePreset, text: choices.messagePreset === 'OTHER' ? choices.messageText.trim() : '' },
      expectedAmount: amount,
      splitFirstAmount: amount > 0 && parts ? parts[0] : null
    };
    let answer: OrderInitAnswer;
    try {
      answer = guest
        ? await initGuestOrder(
            {
              ...plan,
              lines: info.guestLines,
              orderer: { name: orderer!.name, mobileNumber: orderer!.mobileNumber, email: orderer!.email, password },
              agreements: { purchase: true, privacy: true, thirdParty: true, guestPrivacy: true }
            },
            key
          )
        : await initOrder(
            {
              ...plan,
              sheetId: sheetId!,
              memberCouponId: choices.memberCouponId,
              pointUsed: summary.price.pointUsed,
              userAddressId: chosenId,
              agreements: { purchase: true, privacy: true, thirdParty: true }
            },
            key
          );
    } catch (error) {
      // An answer (even a refusal) is final for this key; only a lost answer keeps it for the retry.
      if (error instanceof ApiError && error.status > 0) setInfo({ ...(infoRef.current ?? info), initKey: null });
      const message = checkoutErrorMessage(error, { guest });
      if (message) setFailure({ title: t('failed.title'), message });
      if (error instanceof ApiError && error.code === '4308') void summaryQuery.refetch();
      if (error instanceof ApiError && error.code === 'COUPON_NOT_APPLICABLE') setChoices({ memberCouponId: null });
      if (error instanceof ApiError && error.code === 'POINT_USE_INVALID' && typeof error.data?.max === 'number') {
        setChoices({ pointUsed: Math.min(choices.pointUsed, error.data.max) });
      }
      setPaying(false);
      return;
    }
    if (answer.status === 'PLACED') {
      finish(placedWithoutPayment(answer, summary, infoRef.current ?? info));
      return;
    }
    const order = {
      orderNumber: answer.orderNumber,
      displayOrderNumber: answer.displayOrderNumber,
      amount: answer.amount,
      orderName: answer.orderName || orderNameFallback(lines),
      customerKey: answer.customerKey,
      steps: answer.steps
    };
    let multi = startMultiPayment(answer.amount, Math.max(1, answer.steps.length));
    if (answer.steps.length > 1 && answer.steps[0]) multi = setStepAmount(multi, 1, answer.steps[0].amount);
    setInfo({ ...(infoRef.current ?? info), initKey: null, order, multi });
    const first = answer.steps[0];
    try {
      if (first) await openWindow(order, first);
    } catch (error) {
      // The window never opened (or the customer closed the SDK's own layer): the pending order is given up.
      await releasePendingOrder(order);
      setInfo(withoutOrder(infoRef.current ?? info));
      setFailure({ title: t('failed.title'), message: sdkMessage(error) });
    } finally {
      setPaying(false);
    }
  };

  function sdkMessage(error: unknown): string {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    if (code === 'USER_CANCEL') return t('failed.PAY_PROCESS_CANCELED');
    return t('sdkFailed');
  }

  function orderNameFallback(orderLines: readonly OrderLine[]): string {
    const { first, others } = orderNameParts(orderLines.map((line) => line.productName));
    return others > 0 ? t('orderName', { first, others }) : first;
  }

  const payLabel = inSecondStep && nextStep
    ? t('payStep', { step: nextStep.step, amount: formatWon(nextStep.amount, language) })
    : t('pay', { amount: formatWon(amount, language) });
  const cartPath = paths.cart(info.cartType);

  return (
    <div className="container-page pt-6 pb-44 md:py-10">
      <DocumentTitle page={title} />
      <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{title}</h1>
      {config.data?.testMode && (
        <p className="mt-3 inline-flex rounded-full bg-coral-soft px-3 py-1 text-xs font-semibold text-coral-strong" data-testid="order-test-mode">
          {t('testMode')}
        </p>
      )}
      {failure && (
        <div role="alert" data-testid="order-failure" className="mt-4 rounded-2xl border border-coral-strong/40 bg-coral-soft px-4 py-3">
          <p className="font-bold text-coral-strong">{failure.title}</p>
          <p className="mt-1 text-sm text-ink" data-testid="order-failure-message">
            {failure.message}
          </p>
        </div>
      )}
      {inSecondStep && nextStep && (
        <div role="status" data-testid="order-step-progress" className="mt-4 rounded-2xl bg-plum-soft px-4 py-3">
          <p className="font-bold text-plum">
            {t('steps.progress', {
              step: paidSteps.length,
              paid: formatWon(paidSteps.reduce((sum, step) => sum + step.amount, 0), language),
              rest: formatWon(nextStep.amount, language)
            })}
          </p>
          <p className="mt-1 text-xs text-ink">{t('steps.hint')}</p>
        </div>
      )}
      <div className="mt-6 grid gap-4 lg:grid-cols-[1fr_380px] lg:items-start lg:gap-8">
        <div className="flex min-w-0 flex-col gap-4">
          {guest && orderer && (
            <Section
              id="order-orderer"
              title={t('guest.orderer')}
              aside={
                <Link to={paths.guestOrderInfo()} className="text-sm font-semibold text-plum underline" data-testid="order-orderer-edit">
                  {t('guest.edit')}
                </Link>
              }
            >
              <p className="text-sm text-ink">
                {orderer.name} · {orderer.mobileNumber} · {orderer.email}
              </p>
            </Section>
          )}
          <LinesSection lines={lines} cartPath={cartPath} />
          <fieldset disabled={inSecondStep} className="flex min-w-0 flex-col gap-4">
            <AddressSection
              mode={mode}
              bookLoaded={addresses.isSuccess}
              addresses={book}
              chosenId={chosenId}
              chosen={chosenAddress}
              showProblem={has('address')}
              onChoose={(id, address) => setChoices({ userAddressId: id, address })}
            />
            <MessageSection
              preset={choices.messagePreset}
              text={choices.messageText}
              invalid={has('message')}
              onChange={(preset: DeliveryMessagePreset | null, text: string) => setChoices({ messagePreset: preset, messageText: text })}
            />
            {guest && (
              <GuestPasswordSection
                password={password}
                confirm={passwordConfirm}
                problem={has('password') ? 'password' : has('passwordMismatch') ? 'mismatch' : null}
                onChange={(next, again) => {
                  setPassword(next);
                  setPasswordConfirm(again);
                }}
              />
            )}
            {!guest && (
              <CouponSection
                coupons={coupons.data ?? []}
                loading={coupons.isPending}
                selectedId={choices.memberCouponId}
                appliedDiscount={summary.coupon?.discount ?? 0}
                problem={couponProblem}
                onSelect={(memberCouponId) => {
                  setCouponProblem(null);
                  setChoices({ memberCouponId });
                }}
              />
            )}
            {!guest && (
              <PointsSection
                balance={pointBalance}
                max={summary.price.maxUsablePoints}
                value={choices.pointUsed}
                onChange={(pointUsed) => setChoices({ pointUsed })}
              />
            )}
            <PaymentMethodSection
              amount={amount}
              split={choices.split}
              firstAmount={choices.splitFirstAmount}
              locked={inSecondStep}
              showProblem={has('split')}
              onChange={(split, splitFirstAmount) => setChoices({ split, splitFirstAmount })}
            />
          </fieldset>
        </div>
        <div className="flex flex-col gap-4 lg:sticky lg:top-24">
          <SummarySection summary={summary} updating={!summaryCurrent} member={!guest} />
          <AgreementsSection
            agreements={choices.agreements}
            guest={guest}
            showProblem={has('agreements')}
            onChange={(agreements) => setChoices({ agreements })}
          />
          {has('unavailable') && <ProblemText id="order-unavailable-error">{t('lines.unavailable')}</ProblemText>}
          {/* Phones: the pay button stays in reach above the bottom bar (the floating buttons move up, as on the cart). */}
          <div
            data-order-bar
            className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-line bg-white/95 px-4 py-3 backdrop-blur md:static md:border-0 md:bg-transparent md:p-0"
          >
            <button
              type="button"
              className="btn-primary min-h-13 w-full text-base"
              data-testid="order-pay"
              disabled={paying || (!summaryCurrent && !inSecondStep)}
              onClick={() => void pay()}
            >
              {paying ? t('paying') : payLabel}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

const problemAnchor: Record<CheckoutProblem, string> = {
  unavailable: 'order-lines',
  address: 'order-address',
  message: 'order-message',
  split: 'order-payment',
  agreements: 'order-agreements',
  password: 'order-guest-password',
  passwordMismatch: 'order-guest-password'
};

function GuestPasswordSection({
  password,
  confirm,
  problem,
  onChange
}: {
  password: string;
  confirm: string;
  problem: 'password' | 'mismatch' | null;
  onChange: (password: string, confirm: string) => void;
}) {
  const { t } = useTranslation('order');
  const limits = { min: GUEST_PASSWORD_MIN, max: GUEST_PASSWORD_MAX };
  const hintId = 'order-guest-password-hint';
  const errorId = 'order-guest-password-error';
  return (
    <Section id="order-guest-password" title={t('guest.password')}>
      <div className="grid gap-2 md:grid-cols-2">
        <label className="text-sm text-muted">
          {t('guest.password')}
          <input
            type="password"
            autoComplete="new-password"
            data-testid="order-guest-password-input"
            className="mt-1 h-12 w-full rounded-xl border border-line bg-white px-4 text-[15px] text-ink"
            value={password}
            maxLength={limits.max}
            aria-invalid={problem === 'password'}
            aria-describedby={problem === 'password' ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => onChange(event.target.value, confirm)}
          />
        </label>
        <label className="text-sm text-muted">
          {t('guest.passwordConfirm')}
          <input
            type="password"
            autoComplete="new-password"
            data-testid="order-guest-password-confirm"
            className="mt-1 h-12 w-full rounded-xl border border-line bg-white px-4 text-[15px] text-ink"
            value={confirm}
            maxLength={limits.max}
            aria-invalid={problem === 'mismatch'}
            aria-describedby={problem === 'mismatch' ? errorId : undefined}
            onChange={(event) => onChange(password, event.target.value)}
          />
        </label>
      </div>
      <p id={hintId} className="mt-1 text-xs text-muted">{t('guest.passwordHint', limits)}</p>
      {problem === 'password' && <ProblemText id={errorId}>{t('guest.ORD_GuestPasswordLength', limits)}</ProblemText>}
      {problem === 'mismatch' && <ProblemText id={errorId}>{t('guest.passwordMismatch')}</ProblemText>}
    </Section>
  );
}

