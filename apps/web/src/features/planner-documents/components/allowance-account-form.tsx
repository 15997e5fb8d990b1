import {
  normalizeAccountNumber,
  type AllowanceAccount,
  type BankListItem,
  type RefundAccountForm as Values
} from '@mall/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { apiMessage, fieldMessage, useFormMessages, type Message } from '../../../shared/forms/form-messages';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { useTranslation } from '../../../shared/i18n/i18n';
import { checkBankAccount } from '../../../shared/refund-account/bank-check';
import {
  RefundAccountFields,
  useRefundAccountForm
} from '../../../shared/refund-account/refund-account-fields';
import { saveAllowanceAccount } from '../api/planner-documents-api';

type Checked = { verificationId: string; key: string };
const keyOf = (values: Pick<Values, 'bankCode' | 'accountNumber' | 'holderName'>) =>
  [
    values.bankCode,
    normalizeAccountNumber(values.accountNumber ?? ''),
    (values.holderName ?? '').trim()
  ].join('|');

/**
 * The allowance account's form, the refund account's fields and flow (SPEC §4: checked with the bank, then
 * register or change; any edit needs a new check), with the allowance's own consent line.
 */
export function AllowanceAccountForm({
  userSeqNo,
  banks,
  current,
  onSaved,
  onRefused
}: {
  userSeqNo: number;
  banks: BankListItem[];
  current: AllowanceAccount | null;
  onSaved: (account: AllowanceAccount) => void;
  onRefused: (message: Message) => void;
}) {
  const { t } = useTranslation('planner');
  const { t: ta } = useTranslation('accounts');
  const { text } = useFormMessages();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [checkMessage, setCheckMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const { register, handleSubmit, trigger, getValues, control, formState, setError, reset } =
    useRefundAccountForm();
  const values = useWatch({ control });
  const verified = checked !== null && checked.key === keyOf(values as Values);
  const error = (name: keyof Values) => text(fieldMessage(formState.errors[name]));

  async function check() {
    setCheckMessage(null);
    if (!(await trigger(['bankCode', 'accountNumber', 'holderName']))) return;
    const input = getValues();
    setChecking(true);
    try {
      const answer = await checkBankAccount(userSeqNo, input);
      setChecked(answer.verificationId ? { verificationId: answer.verificationId, key: keyOf(input) } : null);
      setCheckMessage(answer.errorMessage);
    } catch (failure) {
      onRefused(apiMessage(failure));
    } finally {
      setChecking(false);
    }
  }

  async function save() {
    if (!verified || !checked)
      return setError('accountNumber', { type: 'rule', message: 'CMM_AccVerifyFirst' });
    try {
      const { account } = await saveAllowanceAccount(current, checked.verificationId);
      setChecked(null);
      setCheckMessage(null);
      reset();
      onSaved(account);
    } catch (failure) {
      onRefused(apiMessage(failure));
    }
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={guardedSubmit(formState.isSubmitting, () => undefined, handleSubmit(save))}
      aria-label={current ? t('docs.allowance.changeTitle') : t('docs.allowance.registerTitle')}
    >
      <RefundAccountFields
        banks={banks}
        register={register}
        error={error}
        agreeLabel={t('docs.allowance.agree')}
        holderSuccess={verified ? ta('mypageAccount.refund.verified') : null}
        holderTrailing={
          <button
            type="button"
            className="btn-secondary h-12 shrink-0 px-4"
            disabled={checking}
            onClick={() => void check()}
          >
            {checking ? ta('mypageAccount.checking') : ta('mypageAccount.refund.verify')}
          </button>
        }
      >
        {checkMessage && (
          <p role="alert" className="text-sm text-coral-strong" data-testid="allowance-check-message">
            {checkMessage}
          </p>
        )}
      </RefundAccountFields>
      <button type="submit" className="btn-primary h-12" disabled={formState.isSubmitting}>
        {current ? t('docs.allowance.change') : t('docs.allowance.register')}
      </button>
    </form>
  );
}
