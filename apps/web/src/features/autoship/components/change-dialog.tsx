import { firstChargeDayRange, type AutoshipChangeBody, type AutoshipDetail } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ProblemText } from '../../../shared/ui/section';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import { addressListQueryOptions } from '../../address';
import { changeOf, draftOf, lastSettledDay, withQuantity, type ChangeProblem } from '../lib/change-draft';
import { ChargeDayField } from './charge-day-field';
import { AddressRadios, QuantityRows } from './change-fields';
import { CycleFieldset } from './cycle-fieldset';
import {} from './autoship-parts';

/**
 * 정기배송 변경: the cycle, the next charge day, the address and the quantities, from the subscription as it is; only
 * what differs is sent (lib/change-draft.ts). A refusal (a cycle being charged, a day too early) stays in the dialog.
 */
export function ChangeDialog({
  detail,
  today,
  onSave,
  onClose
}: {
  detail: AutoshipDetail;
  today: string;
  /** The PATCH: null when saved, else the refusal's text. */
  onSave: (body: AutoshipChangeBody) => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation('checkout');
  const addresses = useQuery(addressListQueryOptions());
  const [draft, setDraft] = useState(() => draftOf(detail));
  const [problem, setProblem] = useState<ChangeProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const range = firstChargeDayRange(today);
  const book = addresses.data ?? [];
  // The subscription's own address is kept even when the book no longer lists it.
  const choices = book.some((address) => address.userAddressId === detail.address.userAddressId)
    ? book
    : [detail.address, ...book];
  const update = (next: typeof draft) => {
    setProblem(null);
    setFailure(null);
    setDraft(next);
  };

  const save = async () => {
    const outcome = changeOf(detail, draft, today);
    if ('problem' in outcome) {
      setProblem(outcome.problem);
      return;
    }
    setSaving(true);
    const refusal = await onSave(outcome.body);
    setSaving(false);
    if (refusal === null) onClose();
    else setFailure(refusal);
  };
  const dayProblem =
    problem === 'nextChargeDayRange' || problem === 'nextChargeDayEarly'
      ? t(`autoship.change.problem.${problem}`, { ...range, after: lastSettledDay(detail) ?? '' })
      : null;

  return (
    <ResponsiveModal
      title={t('autoship.change.title')}
      description={t('autoship.change.lead')}
      size="lg"
      testId="autoship-change-dialog"
      onClose={() => {
        if (!saving) onClose();
      }}
    >
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <CycleFieldset
          idPrefix="autoship-change"
          value={draft.cycle}
          chargeDay={draft.nextChargeDay || (detail.nextChargeDay ?? '')}
          dayProblem={problem === 'dayOfMonth'}
          onChange={(cycle) => update({ ...draft, cycle })}
        />
        <ChargeDayField
          id="autoship-change-next-day"
          label={t('autoship.change.nextChargeDay')}
          value={draft.nextChargeDay}
          min={range.min}
          max={range.max}
          hint={t('autoship.change.nextChargeDayHint', range)}
          problem={dayProblem}
          onChange={(nextChargeDay) => update({ ...draft, nextChargeDay })}
        />
        {choices.length > 0 && (
          <AddressRadios
            addresses={choices}
            chosenId={draft.userAddressId}
            onChoose={(userAddressId) => update({ ...draft, userAddressId })}
          />
        )}
        <QuantityRows
          lines={detail.lines}
          quantities={draft.quantities}
          onChange={(index, quantity) => update(withQuantity(draft, index, quantity))}
        />
        {problem === 'nothing' && (
          <ProblemText id="autoship-change-nothing">{t('autoship.change.problem.nothing')}</ProblemText>
        )}
        {failure && <ProblemText id="autoship-change-failure">{failure}</ProblemText>}
        <div className="grid grid-cols-2 gap-2">
          <button type="button" className="btn-secondary" disabled={saving} onClick={onClose}>
            {t('autoship.change.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={saving} data-testid="autoship-change-save">
            {saving ? t('autoship.change.saving') : t('autoship.change.save')}
          </button>
        </div>
      </form>
    </ResponsiveModal>
  );
}
