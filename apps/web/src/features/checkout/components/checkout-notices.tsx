import type { ReactNode } from 'react';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
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
  const { t } = useTranslation('checkout');
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
  const { t } = useTranslation('checkout');
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

/** Nothing to check out (no stored order, or its sheet is gone): back to the cart. */
export function EmptyCheckout() {
  const { t } = useTranslation('checkout');
  return (
    <section
      className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center"
      data-testid="order-empty"
    >
      <h1 className="text-2xl font-bold tracking-tight">{t('empty.title')}</h1>
      <p className="mt-3 text-[15px] text-muted">{t('empty.body')}</p>
      <Link to={paths.cart()} className="btn-primary mt-8">
        {t('empty.action')}
      </Link>
    </section>
  );
}
