import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useLocation, useNavigate } from 'react-router';
import { checkoutErrorMessage } from '../lib/checkout-errors';
import type { CheckoutFailure } from '../lib/checkout-state';
import { processPaymentReturn, type PaymentReturn, type ReturnOutcome } from '../lib/payment-return';
import type { PaymentInfo, PaymentResult } from '../lib/payment-state';

const KNOWN_FAILURES = ['PAY_PROCESS_CANCELED', 'REJECT_CARD_COMPANY', 'PAY_PROCESS_ABORTED'];

type ProviderReturnInput = {
  returned: PaymentReturn | null;
  guest: boolean;
  latest: () => PaymentInfo | null;
  setInfo: (info: PaymentInfo) => void;
  finish: (result: PaymentResult) => void;
  onFailure: (failure: CheckoutFailure) => void;
};

/**
 * The provider's redirect back: confirm (success) or abandon (failure), once per arrival; then the address loses
 * the provider's parameters. True while the return is being handled (nothing is priced meanwhile).
 */
export function useProviderReturn({
  returned,
  guest,
  latest,
  setInfo,
  finish,
  onFailure
}: ProviderReturnInput): boolean {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [handling, setHandling] = useState(returned !== null);

  const settle = useEffectEvent((outcome: ReturnOutcome) => {
    if (outcome.type === 'placed') {
      finish(outcome.result);
      return;
    }
    setInfo(outcome.info);
    if (outcome.type === 'failed') {
      const known = KNOWN_FAILURES.includes(outcome.code);
      const message = known
        ? t(`failed.${outcome.code}` as 'failed.PAY_PROCESS_CANCELED')
        : outcome.message || t('failed.generic');
      onFailure({
        title: t('failed.title'),
        message: outcome.refunded ? `${message} ${t('failed.refunded')}` : message
      });
    } else if (outcome.type === 'error') {
      const message = checkoutErrorMessage(outcome.error, { guest });
      if (message) onFailure({ title: t('failed.title'), message });
    }
    setHandling(false);
    void navigate(pathname, { replace: true });
  });

  useEffect(() => {
    const info = latest();
    if (!returned || !info) return;
    let cancelled = false;
    void processPaymentReturn(returned, info).then((outcome) => {
      if (!cancelled) settle(outcome);
    });
    return () => {
      cancelled = true;
    };
  }, [returned, latest]);

  return handling;
}
