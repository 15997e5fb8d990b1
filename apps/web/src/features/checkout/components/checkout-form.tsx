import type { DeliveryMessagePreset, OrderSummary } from '@mall/domain';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { paths } from '../../../shared/config/paths';
import { useLanguage } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';
import { DocumentTitle } from '../../../shared/ui/document-title';
import type { useCheckoutPricing } from '../hooks/use-checkout-pricing';
import type { useDeliveryAddress } from '../hooks/use-delivery-address';
import { usePay } from '../hooks/use-pay';
import { usePayMethod } from '../hooks/use-pay-method';
import type { StoredPaymentState } from '../hooks/use-stored-payment-state';
import { checkoutProblems, type CheckoutProblem } from '../lib/checkout-rules';
import type { CheckoutFailure, CheckoutMode } from '../lib/checkout-state';
import type { NonUserInfo, PaymentInfo, PaymentResult } from '../lib/payment-state';
import { AddressSection } from './address-section';
import { AgreementsSection } from './agreements-section';
import { CheckoutNotices } from './checkout-notices';
import { LinesSection, MessageSection } from './checkout-sections';
import { CouponSection } from './coupon-section';
import { GuestPasswordSection, OrdererSection } from './guest-sections';
import { LegalNotices } from './legal-notices';
import { PaymentMethodSection, PointsSection } from './payment-sections';
import { ProblemText } from '../../../shared/ui/section';
import { SummarySection } from './summary-section';

export type CheckoutFormProps = {
  mode: CheckoutMode;
  orderer: NonUserInfo | null;
  info: PaymentInfo;
  stored: StoredPaymentState;
  title: string;

  failure: CheckoutFailure | null;
  setFailure: (failure: CheckoutFailure | null) => void;
  finish: (result: PaymentResult) => void;
  address: ReturnType<typeof useDeliveryAddress>;
  pricing: ReturnType<typeof useCheckoutPricing> & { summary: OrderSummary };
};

/** The checkout form: lines, delivery, discounts, payment method, summary, agreements and the pay button. */
export function CheckoutForm({
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
}: CheckoutFormProps) {
  const { t } = useTranslation('checkout');
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
  const method = usePayMethod(guest);
  const { pay, paying, progress, testMode, savedCardDialog } = usePay({
    ...{ guest, orderer, info, finish, password, problems, summary, address, card: method.card },
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
          </fieldset>
          {/* Outside the locked fieldset: step 2 of a split may be paid another way than step 1. */}
          <PaymentMethodSection
            {...{ method, amount, split: choices.split, firstAmount: choices.splitFirstAmount }}
            locked={inSecondStep}
            showProblem={has('split')}
            onChange={(split, splitFirstAmount) => setChoices({ split, splitFirstAmount })}
          />
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
              {paying ? t(method.card ? 'savedCard.paying' : 'paying') : payLabel}
            </button>
          </div>
          {/* Below the pay button so the sticky column keeps it in view; on phones right under the agreements. */}
          <LegalNotices />
        </div>
      </div>
      {savedCardDialog}
    </div>
  );
}
