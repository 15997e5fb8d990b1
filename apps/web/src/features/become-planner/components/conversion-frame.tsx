import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { StepIndicator } from '../../../shared/ui/step-indicator';
import { CONVERSION_STEPS, type ConversionStep } from '../lib/conversion-session';

/** The conversion wizard's page: step list, title, lead, content. */
export function ConversionFrame({
  step,
  title,
  lead,
  children
}: {
  step: ConversionStep;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const current = CONVERSION_STEPS.indexOf(step) + 1;
  return (
    <section className="container-page max-w-2xl py-8 md:py-12" aria-labelledby="conversion-title">
      <DocumentTitle page={title} />
      <StepIndicator
        steps={CONVERSION_STEPS.map((key) => ({ key, name: t(`conversion.steps.${key}`) }))}
        current={current}
        label={t('conversion.steps.label')}
        progress={`${t('conversion.steps.progress', { current, total: CONVERSION_STEPS.length })} · ${t(`conversion.steps.${step}`)}`}
      />
      <header className="mb-8 text-center">
        <p className="text-xs font-semibold tracking-wide text-plum">{t('conversion.eyebrow')}</p>
        <h1 id="conversion-title" className="mt-1 text-2xl font-bold tracking-tight md:text-3xl">
          {title}
        </h1>
        {lead && <p className="mx-auto mt-3 max-w-lg text-[15px] leading-relaxed text-muted">{lead}</p>}
      </header>
      {children}
    </section>
  );
}

/** A form-level refusal with an optional way on. */
export function ConversionError({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div
      role="alert"
      data-testid="conversion-error"
      className="rounded-xl border border-coral/40 bg-coral-soft px-4 py-3 text-sm leading-relaxed"
    >
      <p className="font-semibold text-coral-strong">{message}</p>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
