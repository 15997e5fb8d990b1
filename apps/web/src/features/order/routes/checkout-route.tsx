import type { DeliveryMessagePreset, OrderSummary } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useLanguage } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { paymentConfigQueryOptions } from '../api/order-api';
import { AddressSection } from '../components/address-section';
import { CheckoutLoadFailed, CheckoutNotices, CheckoutStatus } from '../components/checkout-notices';
import { AgreementsSection } from '../components/agreements-section';
import {
  EmptyCheckout,
  LinesSection,
  MessageSection,
  ProblemText,
  SummarySection
} from '../components/checkout-sections';
import { CouponSection } from '../components/coupon-section';
import { GuestPasswordSection, OrdererSection } from '../components/guest-sections';
import { PaymentMethodSection, PointsSection } from '../components/payment-sections';
import { useCheckoutPricing } from '../hooks/use-checkout-pricing';
import { useDeliveryAddress } from '../hooks/use-delivery-address';
import { useFinishCheckout } from '../hooks/use-finish-checkout';
import { usePay } from '../hooks/use-pay';
import { useProviderReturn } from '../hooks/use-provider-return';
import { useStoredPaymentState, type StoredPaymentState } from '../hooks/use-stored-payment-state';
import { checkoutProblems, type CheckoutProblem } from '../lib/checkout-rules';
import type { CheckoutFailure, CheckoutMode } from '../lib/checkout-state';
import {
  readNonUserInfo,
  type NonUserInfo,
  type PaymentInfo,
  type PaymentResult
} from '../lib/payment-state';
import { readPaymentReturn, type PaymentReturn } from '../lib/payment-return';

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

function Checkout({ mode, orderer = null }: { mode: CheckoutMode; orderer?: NonUserInfo | null }) {
  const { t } = useTranslation('order');
  const [search] = useSearchParams();
  const returned = useMemo(() => readPaymentReturn(search), [search]);
  const stored = useStoredPaymentState(mode, returned !== null);
  if (!stored.info) return <EmptyCheckout />;
  const title = t(mode === 'guest' ? 'guestTitle' : 'title');
  return (
    <CheckoutScreen
      mode={mode}
      orderer={orderer}
      info={stored.info}
      stored={stored}
      returned={returned}
      title={title}
    />
  );
}

type ScreenProps = {
  mode: CheckoutMode;
  orderer: NonUserInfo | null;
  info: PaymentInfo;
  stored: StoredPaymentState;
  returned: PaymentReturn | null;
  title: string;
};

/** Confirms a return from the provider, prices the order, and shows the form once there is a summary. */
function CheckoutScreen({ mode, orderer, info, stored, returned, title }: ScreenProps) {
  const { t } = useTranslation('order');
  const guest = mode === 'guest';
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const finish = useFinishCheckout(guest, info.cartType);
  const { latest, setInfo, update, setChoices } = stored;
  const handlingReturn = useProviderReturn({
    returned,
    guest,
    latest,
    setInfo,
    finish,
    onFailure: setFailure
  });
  const pricing = useCheckoutPricing({
    guest,
    info,
    idle: !handlingReturn,
    returning: returned !== null,
    update,
    setChoices
  });
  const address = useDeliveryAddress(guest, info.choices);
  // Fetched on arrival, so the provider's window opens without waiting for it.
  useQuery(paymentConfigQueryOptions());

  const cartPath = paths.cart(info.cartType);
  if (handlingReturn) {
    return (
      <CheckoutStatus title={title} testId="order-confirming">
        {t('confirming')}
      </CheckoutStatus>
    );
  }
  if (pricing.sheetMissing)
    return pricing.sheetFailed ? <CheckoutLoadFailed title={title} cartPath={cartPath} /> : <EmptyCheckout />;
  if (pricing.guestFailed) return <CheckoutLoadFailed cartPath={cartPath} />;
  if (!pricing.summary) return <CheckoutStatus title={title}>{t('loading')}</CheckoutStatus>;
  return (
    <CheckoutForm
      {...{ mode, orderer, info, stored, title, failure, setFailure, finish, address }}
      pricing={{ ...pricing, summary: pricing.summary }}
    />
  );
}

type FormProps = Omit<ScreenProps, 'returned'> & {
  failure: CheckoutFailure | null;
  setFailure: (failure: CheckoutFailure | null) => void;
  finish: (result: PaymentResult) => void;
  address: ReturnType<typeof useDeliveryAddress>;
  pricing: ReturnType<typeof useCheckoutPricing> & { summary: OrderSummary };
};

/** The checkout form: lines, delivery, discounts, payment method, summary, agreements and the pay button. */
function CheckoutForm({
  mode,
  orderer,
  info,
  stored,
  title,
  failure,
  setFailure,
  finish,
  address,
  pricing
}: FormProps) {
  const { t } = useTranslation('order');
  const language = useLanguage();
  const guest = mode === 'guest';
  const { choices } = info;
  const { setChoices } = stored;
  const { summary } = pricing;
  const [showProblems, setShowProblems] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');

  const amount = summary.price.amount;
  const problems = checkoutProblems({
    choices: { ...choices, address: address.chosen },
    amount,
    linesAvailable: summary.lines.every((line) => line.available),
    guest,
    password,
    passwordConfirm
  });
  const has = (problem: CheckoutProblem) => showProblems && problems.includes(problem);
  const { pay, paying, progress, testMode } = usePay({
    ...{ guest, orderer, info, finish, password, problems, summary, address },
    ...{ latest: stored.latest, setInfo: stored.setInfo, setChoices, onFailure: setFailure },
    ...{
      summaryCurrent: pricing.summaryCurrent,
      refetchSummary: pricing.refetchSummary,
      onShowProblems: () => setShowProblems(true)
    }
  });
  const { inSecondStep, nextStep } = progress;
  const payLabel =
    inSecondStep && nextStep
      ? t('payStep', { step: nextStep.step, amount: formatWon(nextStep.amount, language) })
      : t('pay', { amount: formatWon(amount, language) });

  return (
    <div className="container-page pt-6 pb-44 md:py-10">
      <DocumentTitle page={title} />
      <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{title}</h1>
      <CheckoutNotices testMode={testMode} failure={failure} progress={progress} />
      <div className="mt-6 grid gap-4 lg:grid-cols-[1fr_380px] lg:items-start lg:gap-8">
        <div className="flex min-w-0 flex-col gap-4">
          {guest && orderer && <OrdererSection orderer={orderer} />}
          <LinesSection lines={summary.lines} cartPath={paths.cart(info.cartType)} />
          <fieldset disabled={inSecondStep} className="flex min-w-0 flex-col gap-4">
            <AddressSection
              mode={mode}
              bookLoaded={address.bookLoaded}
              addresses={address.book}
              chosenId={address.chosenId}
              chosen={address.chosen}
              showProblem={has('address')}
              onChoose={(id, chosen) => setChoices({ userAddressId: id, address: chosen })}
            />
            <MessageSection
              preset={choices.messagePreset}
              text={choices.messageText}
              invalid={has('message')}
              onChange={(preset: DeliveryMessagePreset | null, text: string) =>
                setChoices({ messagePreset: preset, messageText: text })
              }
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
                coupons={pricing.coupons}
                loading={pricing.couponsLoading}
                selectedId={choices.memberCouponId}
                appliedDiscount={summary.coupon?.discount ?? 0}
                problem={pricing.couponProblem}
                onSelect={(memberCouponId) => {
                  pricing.setCouponProblem(null);
                  setChoices({ memberCouponId });
                }}
              />
            )}
            {!guest && (
              <PointsSection
                balance={pricing.sheetPointBalance ?? summary.pointBalance}
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
          <SummarySection summary={summary} updating={!pricing.summaryCurrent} member={!guest} />
          <AgreementsSection
            agreements={choices.agreements}
            guest={guest}
            showProblem={has('agreements')}
            onChange={(agreements) => setChoices({ agreements })}
          />
          {has('unavailable') && (
            <ProblemText id="order-unavailable-error">{t('lines.unavailable')}</ProblemText>
          )}
          {/* Phones: the pay button stays in reach above the bottom bar (the floating buttons move up, as on the cart). */}
          <div
            data-order-bar
            className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-line bg-white/95 px-4 py-3 backdrop-blur md:static md:border-0 md:bg-transparent md:p-0"
          >
            <button
              type="button"
              className="btn-primary min-h-13 w-full text-base"
              data-testid="order-pay"
              disabled={paying || (!pricing.summaryCurrent && !inSecondStep)}
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
