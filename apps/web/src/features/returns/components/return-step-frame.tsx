import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { StepIndicator } from '../../../shared/ui/step-indicator';

const STEPS = ['lines', 'photos', 'review'] as const;

/** The page every return step sits in: the step list, the heading, the lead and the step's content. */
export function ReturnStepFrame({
  step,
  orderLabel,
  children
}: {
  step: 1 | 2 | 3;
  /** The order's shown number, once known. */
  orderLabel?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('order-history');
  const name = t(`returns.steps.${STEPS[step - 1]!}`);
  return (
    <div className="container-page py-6 md:py-10">
      <DocumentTitle page={`${name} · ${t('returns.title')}`} />
      <div className="mx-auto w-full max-w-[720px]">
        <h1 className="text-center text-2xl font-bold tracking-tight md:text-[28px]">{t('returns.title')}</h1>
        {orderLabel && (
          <p className="mt-1 text-center text-sm text-muted" data-testid="return-order-number">
            {t('returns.detail.orderNumber')} {orderLabel}
          </p>
        )}
        <div className="mt-5">
          <StepIndicator
            steps={STEPS.map((key) => ({ key, name: t(`returns.steps.${key}`) }))}
            current={step}
            label={t('returns.steps.label')}
            progress={`${t('returns.steps.progress', { current: step, total: STEPS.length })} · ${name}`}
          />
        </div>
        <p className="mb-5 text-center text-sm leading-relaxed text-muted">{t(`returns.step${step}.lead`)}</p>
        {children}
      </div>
    </div>
  );
}

/** Back and next, the same on every step; the next button sits in the thumb's reach on phones. */
export function StepActions({ back, next }: { back?: ReactNode; next: ReactNode }) {
  return (
    <div className="mt-6 flex gap-3">
      {back}
      <div className="flex-1">{next}</div>
    </div>
  );
}
