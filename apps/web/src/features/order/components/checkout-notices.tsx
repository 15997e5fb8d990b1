import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';
import { DocumentTitle } from '../../../shared/ui/document-title';
import type { CheckoutFailure, PaymentProgress } from '../lib/checkout-state';

/** The test-mode badge, the failure alert and, between two steps, how far the payment got. */
export function CheckoutNotices({
  testMode,
  failure,
  progress
}: {
  testMode: boolean;
  failure: CheckoutFailure | null;
  progress: PaymentProgress;
}) {
  const { t } = useTranslation('order');
  const language = useLanguage();
  const { inSecondStep, nextStep, paidSteps } = progress;
  return (
    <>
      {testMode && (
        <p
          className="mt-3 inline-flex rounded-full bg-coral-soft px-3 py-1 text-xs font-semibold text-coral-strong"
          data-testid="order-test-mode"
        >
          {t('testMode')}
        </p>
      )}
      {failure && (
        <div
          role="alert"
          data-testid="order-failure"
          className="mt-4 rounded-2xl border border-coral-strong/40 bg-coral-soft px-4 py-3"
        >
          <p className="font-bold text-coral-strong">{failure.title}</p>
          <p className="mt-1 text-sm text-ink" data-testid="order-failure-message">
            {failure.message}
          </p>
        </div>
      )}
      {inSecondStep && nextStep && (
        <div
          role="status"
          data-testid="order-step-progress"
          className="mt-4 rounded-2xl bg-plum-soft px-4 py-3"
        >
          <p className="font-bold text-plum">
            {t('steps.progress', {
              step: paidSteps.length,
              paid: formatWon(
                paidSteps.reduce((sum, step) => sum + step.amount, 0),
                language
              ),
              rest: formatWon(nextStep.amount, language)
            })}
          </p>
          <p className="mt-1 text-xs text-ink">{t('steps.hint')}</p>
        </div>
      )}
    </>
  );
}

/** A whole-page status line: confirming the provider's return, or loading the summary. */
export function CheckoutStatus({
  title,
  testId,
  children
}: {
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="container-page py-16 text-center text-sm text-muted" role="status" data-testid={testId}>
      <DocumentTitle page={title} />
      {children}
    </div>
  );
}

/** The order cannot be priced (no sheet, or the guest's summary failed): back to the cart. */
export function CheckoutLoadFailed({ title, cartPath }: { title?: string; cartPath: string }) {
  const { t } = useTranslation('order');
  return (
    <div className="container-page py-16 text-center" role="alert" data-testid="order-load-failed">
      {title !== undefined && <DocumentTitle page={title} />}
      <p className="text-sm text-muted">{t('loadFailed')}</p>
      <Link to={cartPath} className="btn-secondary mt-6">
        {t('lines.backToCart')}
      </Link>
    </div>
  );
}
