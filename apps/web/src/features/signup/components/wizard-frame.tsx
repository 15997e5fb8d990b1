import type { UserType } from '@mall/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { StepIndicator } from '../../../shared/ui/step-indicator';
import { stepsFor, type SignupStep } from '../lib/signup-session';

/** The step list of this sign-up (the referrer step only when the type needs one). */
function SignupSteps({ step, userType }: { step: SignupStep; userType: UserType | undefined }) {
  const { t } = useTranslation('accounts');
  const steps = stepsFor(userType);
  const current = steps.indexOf(step) + 1;
  return (
    <StepIndicator
      steps={steps.map((key) => ({ key, name: t(`signup.steps.${key}`) }))}
      current={current}
      label={t('signup.steps.label')}
      progress={`${t('signup.steps.progress', { current, total: steps.length })} · ${t(`signup.steps.${step}`)}`}
    />
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
        <SignupSteps step={step} userType={userType} />
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
