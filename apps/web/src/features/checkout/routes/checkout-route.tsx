import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { paymentConfigQueryOptions } from '../../../shared/payment/payment-config';
import { CheckoutForm } from '../components/checkout-form';
import { CheckoutLoadFailed, CheckoutStatus, EmptyCheckout } from '../components/checkout-notices';
import { useCheckoutPricing } from '../hooks/use-checkout-pricing';
import { useDeliveryAddress } from '../hooks/use-delivery-address';
import { useFinishCheckout } from '../hooks/use-finish-checkout';
import { useProviderReturn } from '../hooks/use-provider-return';
import { useStoredPaymentState, type StoredPaymentState } from '../hooks/use-stored-payment-state';
import type { CheckoutFailure, CheckoutMode } from '../lib/checkout-state';
import { readNonUserInfo, type NonUserInfo, type PaymentInfo } from '../lib/payment-state';
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
  const { t } = useTranslation('checkout');
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
  const { t } = useTranslation('checkout');
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
