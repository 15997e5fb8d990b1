import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../shared/ui/document-title';
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
      <nav aria-label={t('conversion.steps.label')} className="mb-6">
        <p className="mb-3 text-center text-xs font-semibold text-plum md:hidden">
          {t('conversion.steps.progress', { current, total: CONVERSION_STEPS.length })} ·{' '}
          {t(`conversion.steps.${step}`)}
        </p>
        <ol className="flex items-start justify-center gap-1 md:gap-2">
          {CONVERSION_STEPS.map((item, index) => {
            const state = index + 1 < current ? 'done' : index + 1 === current ? 'current' : 'todo';
            return (
              <li
                key={item}
                aria-current={state === 'current' ? 'step' : undefined}
                className="flex min-w-0 flex-1 flex-col items-center gap-1.5 md:max-w-[120px]"
              >
                <span
                  aria-hidden="true"
                  className={`flex size-7 items-center justify-center rounded-full text-xs font-bold ${
                    state === 'current'
                      ? 'bg-plum text-white'
                      : state === 'done'
                        ? 'bg-plum-soft text-plum'
                        : 'bg-cream-deep text-muted'
                  }`}
                >
                  {index + 1}
                </span>
                <span
                  className={`hidden text-center text-xs md:block ${state === 'current' ? 'font-semibold text-plum' : 'text-muted'}`}
                >
                  {t(`conversion.steps.${item}`)}
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
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
