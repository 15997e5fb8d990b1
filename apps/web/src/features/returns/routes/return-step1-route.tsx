import { ReturnEstimateBodySchema, type ReturnValidation } from '@mall/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { returnPaths } from '../../../shared/order/return-paths';
import { ruleKey } from '../../../shared/forms/form-messages';
import { useTranslation } from '../../../shared/i18n/i18n';
import { LinePicker } from '../components/line-picker';
import { ReasonPicker } from '../components/reason-picker';
import { RefusalNotice } from '../components/refusal-notice';
import { Notice, sectionClass, sectionTitleClass } from '../components/return-parts';
import { ReturnStepFrame, StepActions } from '../components/return-step-frame';
import { StepStatus } from '../components/step-status';
import { updateDraft, type ReturnDraft } from '../lib/return-draft';
import { requestLines } from '../lib/return-input';
import { useReturnText } from '../lib/use-return-text';
import { useReturnStep } from './use-return-step';

type Problem = { kind: 'rule'; key: string } | { kind: 'code'; code: string; data?: Record<string, unknown> };

/** The first refusal of step 1's choices: the schema's rule keys, then a window already closed. */
function problemOf(draft: ReturnDraft, validation: ReturnValidation, now: number): Problem | null {
  const key = ruleKey(ReturnEstimateBodySchema, { lines: requestLines(draft), reason: draft.reason });
  if (key) return { kind: 'rule', key };
  const deadline = draft.reason ? validation.deadlines?.[draft.reason] : undefined;
  if (deadline && Date.parse(deadline) <= now)
    return { kind: 'code', code: 'RETURN_WINDOW_PASSED', data: { deadline } };
  return null;
}

function Step1Form({
  orderNumber,
  validation,
  draft,
  orderPath
}: {
  orderNumber: string;
  validation: ReturnValidation;
  draft: ReturnDraft;
  orderPath: string;
}) {
  const { t } = useTranslation('order-history');
  const text = useReturnText();
  const navigate = useNavigate();
  const [now] = useState(() => Date.now());
  const [problem, setProblem] = useState<Problem | null>(null);
  const change = (patch: Partial<ReturnDraft>) => {
    setProblem(null);
    updateDraft(orderNumber, patch);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = problemOf(draft, validation, now);
        if (found) return setProblem(found);
        updateDraft(orderNumber, { passed: Math.max(draft.passed, 1) as 1 | 2 });
        void navigate(returnPaths.step(2, orderNumber));
      }}
    >
      <div className="grid gap-4 md:gap-6">
        <section aria-labelledby="return-lines" className={sectionClass}>
          <h2 id="return-lines" className={sectionTitleClass}>
            {t('returns.step1.lines')}
          </h2>
          <LinePicker
            lines={validation.lines}
            quantities={draft.quantities}
            onChange={(quantities) => change({ quantities })}
          />
        </section>
        <section className={sectionClass}>
          <ReasonPicker
            reason={draft.reason}
            reasonText={draft.reasonText}
            deadlines={validation.deadlines}
            now={now}
            onReason={(reason) => change({ reason })}
            onReasonText={(reasonText) => change({ reasonText })}
          />
        </section>
      </div>
      {problem && (
        <div className="mt-4">
          <Notice
            tone="error"
            testId="return-step-problem"
            text={problem.kind === 'rule' ? text.rule(problem.key) : text.code(problem.code, problem.data)}
          />
        </div>
      )}
      <StepActions
        back={
          <Link to={orderPath} className="btn-secondary">
            {t('returns.common.back')}
          </Link>
        }
        next={
          <button type="submit" className="btn-primary w-full" data-testid="return-next">
            {t('returns.common.next')}
          </button>
        }
      />
    </form>
  );
}

/** /return/step1/{order}: the lines and quantities going back, and why (SPEC §2; ADR 071). */
export function ReturnStep1Route() {
  const { orderNumber, validation, draft, orderPath } = useReturnStep();
  const text = useReturnText();
  const answer = validation.data;
  return (
    <ReturnStepFrame step={1} orderLabel={answer?.displayOrderNumber}>
      {!answer ? (
        <StepStatus query={validation} backTo={orderPath} />
      ) : answer.refusal ? (
        <RefusalNotice
          backTo={orderPath}
          text={text.code(answer.refusal, {
            deadline: answer.deadlines?.DEFECT ?? answer.deadlines?.CHANGE_OF_MIND
          })}
        />
      ) : (
        <Step1Form orderNumber={orderNumber} validation={answer} draft={draft} orderPath={orderPath} />
      )}
    </ReturnStepFrame>
  );
}
