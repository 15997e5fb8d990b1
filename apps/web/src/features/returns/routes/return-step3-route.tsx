import { ReturnSubmitSchema, type ReturnValidation } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { returnPaths } from '../../../shared/order/return-paths';
import { ruleKey } from '../../../shared/forms/form-messages';
import { useTranslation } from '../../../shared/i18n/i18n';
import type { ReturnClient, TypedReturnRequest } from '../api/return-client';
import { estimateQueryOptions, useSubmitReturn } from '../api/return-queries';
import { EstimateSection } from '../components/estimate-section';
import { Notice } from '../components/return-parts';
import { ReturnReview } from '../components/return-review';
import { ReturnStepFrame, StepActions } from '../components/return-step-frame';
import { StepStatus } from '../components/step-status';
import { markDraftSent, useDraftSent, type ReturnDraft } from '../lib/return-draft';
import { pickupOf, requestLines } from '../lib/return-input';
import { useReturnText } from '../lib/use-return-text';
import { useReturnStep } from './use-return-step';

function Step3Form({
  orderNumber,
  client,
  validation,
  draft
}: {
  orderNumber: string;
  client: ReturnClient;
  validation: ReturnValidation;
  draft: ReturnDraft & { reason: NonNullable<ReturnDraft['reason']> };
}) {
  const { t } = useTranslation('order-history');
  const text = useReturnText();
  const navigate = useNavigate();
  const submit = useSubmitReturn(client);
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pickup = pickupOf(draft, validation);
  const request: TypedReturnRequest = {
    lines: requestLines(draft),
    reason: draft.reason,
    reasonText: draft.reasonText.trim(),
    refundMethod: 'ORIGINAL_PAYMENT',
    pickup: { source: 'TYPED', address: pickup }
  };
  const estimate = useQuery(
    estimateQueryOptions(client, orderNumber, { lines: request.lines, reason: request.reason })
  );

  async function send() {
    const key = agreed
      ? ruleKey(ReturnSubmitSchema, { ...request, orderNumber, agreed })
      : 'RET_AgreeRequired';
    if (key) return setProblem(text.rule(key));
    try {
      const made = await submit.mutateAsync([orderNumber, request, draft.photos]);
      const to =
        client.kind === 'guest' ? returnPaths.guestDetail(made.returnId) : returnPaths.detail(made.returnId);
      // The choices and files are let go; the mark keeps this step from sending the customer back to step 1.
      markDraftSent(orderNumber);
      void navigate(to, { replace: true, state: { submitted: true } });
    } catch (error) {
      setProblem(text.error(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!submit.isPending) void send();
      }}
    >
      <div className="grid gap-4 md:gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <ReturnReview draft={draft} validation={validation} pickup={pickup} />
        <EstimateSection estimate={estimate} />
      </div>
      <label className="mt-5 flex cursor-pointer items-start gap-3 rounded-2xl bg-cream/60 p-4 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-plum"
          checked={agreed}
          data-testid="return-agree"
          onChange={(event) => {
            setProblem(null);
            setAgreed(event.target.checked);
          }}
        />
        {t('returns.step3.agree')}
      </label>
      {problem && (
        <div className="mt-4">
          <Notice tone="error" text={problem} testId="return-step-problem" />
        </div>
      )}
      <StepActions
        back={
          <Link to={returnPaths.step(2, orderNumber)} className="btn-secondary">
            {t('returns.common.back')}
          </Link>
        }
        next={
          <button
            type="submit"
            className="btn-primary w-full"
            disabled={submit.isPending}
            data-testid="return-submit"
          >
            {submit.isPending ? t('returns.step3.submitting') : t('returns.step3.submit')}
          </button>
        }
      />
    </form>
  );
}

/** /return/step3/{order}: the review, the refund estimate, the agreement and the one request (ADR 071). */
export function ReturnStep3Route() {
  const { orderNumber, client, validation, draft, orderPath } = useReturnStep();
  // Once sent, the draft is gone while the detail opens: no way back into the steps from here.
  const sent = useDraftSent(orderNumber);
  if (sent) return <ReturnStepFrame step={3}>{null}</ReturnStepFrame>;
  if (draft.passed < 2 || draft.reason === null)
    return <Navigate to={returnPaths.step(draft.passed < 1 ? 1 : 2, orderNumber)} replace />;
  const answer = validation.data;
  return (
    <ReturnStepFrame step={3} orderLabel={answer?.displayOrderNumber}>
      {answer ? (
        <Step3Form
          orderNumber={orderNumber}
          client={client}
          validation={answer}
          draft={{ ...draft, reason: draft.reason }}
        />
      ) : (
        <StepStatus query={validation} backTo={orderPath} />
      )}
    </ReturnStepFrame>
  );
}
