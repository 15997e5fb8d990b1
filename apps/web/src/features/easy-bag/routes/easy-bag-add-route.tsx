import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { StepIndicator } from '../../../shared/ui/step-indicator';
import { BagQuantitiesStep } from '../components/bag-quantities-step';
import { BagReview } from '../components/bag-review';
import { ProductPicker } from '../components/product-picker';
import {
  allowedStep,
  draftBody,
  lineKey,
  readDraft,
  toggleLine,
  writeDraft,
  type BagDraft
} from '../lib/bag-draft';
import { bagPaths } from '../lib/bag-paths';

const STEP_KEYS = ['pick', 'quantities', 'review'] as const;

/**
 * SPEC §2 /mypage/easybag/add/1..3 (planner only): 1 pick products, 2 quantities, name and note, 3 review and save.
 * The wizard's state lives in sessionStorage (lib/bag-draft.ts); a step entered out of order goes back to step 1.
 */
export function EasyBagAddRoute() {
  const { t } = useTranslation('planner');
  const navigate = useNavigate();
  const asked = Number(useParams().step);
  const [draft, setDraft] = useState<BagDraft>(readDraft);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const step = allowedStep(draft, asked);
  if (step !== asked) return <Navigate to={bagPaths.add(1)} replace />;

  const update = (next: BagDraft) => {
    setDraft(next);
    writeDraft(next);
  };
  const go = (next: 1 | 2 | 3) => {
    const reached = Math.max(draft.reached, next) as BagDraft['reached'];
    update({ ...draft, reached });
    void navigate(bagPaths.add(next));
  };
  const toStep3 = () => {
    const checked = draftBody(draft);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      return;
    }
    setProblem(null);
    go(3);
  };
  const steps = STEP_KEYS.map((key) => ({ key, name: t(`bag.steps.${key}`) }));
  const title = t('bag.add.title');

  return (
    <div className="container-page pt-6 pb-40 md:py-10">
      <DocumentTitle page={title} />
      <h1 className="mb-6 text-2xl font-bold tracking-tight md:text-[28px]">{title}</h1>
      <StepIndicator
        steps={steps}
        current={step}
        label={t('bag.add.stepsLabel')}
        progress={t('bag.add.progress', { step, total: steps.length, name: steps[step - 1]!.name })}
      />
      {step === 1 ? (
        <ProductPicker
          lines={draft.lines}
          onAdd={(line) => update(toggleLine(draft, line))}
          onRemove={(key) => update({ ...draft, lines: draft.lines.filter((line) => lineKey(line) !== key) })}
        />
      ) : step === 2 ? (
        <BagQuantitiesStep draft={draft} onChange={update} problem={problem} />
      ) : (
        <BagReview draft={draft} onEdit={() => void navigate(bagPaths.add(2))} />
      )}
      {step < 3 ? (
        <div
          data-sticky-bottom-bar
          className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-line bg-white/95 py-3 backdrop-blur md:static md:mt-8 md:border-0 md:bg-transparent md:py-0"
        >
          <div className="container-page flex justify-end gap-2 md:px-0">
            {step === 2 ? (
              <button type="button" className="btn-secondary" onClick={() => void navigate(bagPaths.add(1))}>
                {t('bag.add.back')}
              </button>
            ) : null}
            <button
              type="button"
              className="btn-primary min-w-32"
              disabled={draft.lines.length === 0}
              onClick={() => (step === 1 ? go(2) : toStep3())}
              data-testid="bag-next"
            >
              {t('bag.add.next')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
