import type { UserType } from '@mall/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { stepsFor, type SignupStep } from '../lib/signup-session';

/** The step list of this sign-up (the referrer step only when the type needs one). */
function StepIndicator({ step, userType }: { step: SignupStep; userType: UserType | undefined }) {
  const { t } = useTranslation('accounts');
  const steps = stepsFor(userType);
  const current = steps.indexOf(step) + 1;
  return (
    <nav aria-label={t('signup.steps.label')} className="mb-6">
      <p className="mb-3 text-center text-xs font-semibold text-plum md:hidden">
        {t('signup.steps.progress', { current, total: steps.length })} · {t(`signup.steps.${step}`)}
      </p>
      <ol className="flex items-start justify-center gap-1 md:gap-2">
        {steps.map((item, index) => {
          const state = index + 1 < current ? 'done' : index + 1 === current ? 'current' : 'todo';
          return (
            <li
              key={item}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex min-w-0 flex-1 flex-col items-center gap-1.5 md:max-w-[110px]"
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
                className={`sr-only text-center text-xs leading-tight md:not-sr-only ${
                  state === 'current' ? 'font-semibold text-ink' : 'text-muted'
                }`}
              >
                {t(`signup.steps.${item}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The card every sign-up step sits in: step list, heading, lead, content. */
export function WizardFrame({
  step,
  userType,
  title,
  lead,
  children
}: {
  step: SignupStep;
  userType: UserType | undefined;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  return (
    <div className="container-page flex justify-center py-6 md:py-12">
      <DocumentTitle page={`${t(`signup.steps.${step}`)} · ${t('signup.title')}`} />
      <section
        aria-labelledby="signup-title"
        className="w-full max-w-[600px] rounded-3xl bg-white px-5 py-7 shadow-sm ring-1 ring-line/70 md:px-10 md:py-10"
      >
        <p className="mb-4 text-center text-sm font-semibold tracking-wide text-muted">{t('signup.title')}</p>
        <StepIndicator step={step} userType={userType} />
        <h1 id="signup-title" className="text-center text-xl font-bold tracking-tight md:text-2xl">
          {title}
        </h1>
        {lead && <p className="mt-2 text-center text-sm leading-relaxed text-muted">{lead}</p>}
        <div className="mt-7">{children}</div>
      </section>
    </div>
  );
}

/** Back (a link or button) and next, the same on every step. */
export function WizardActions({ back, next }: { back?: ReactNode; next: ReactNode }) {
  return (
    <div className="mt-8 flex gap-3">
      {back}
      <div className="flex-1">{next}</div>
    </div>
  );
}
