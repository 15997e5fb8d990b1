import {
  normalizeAccountNumber,
  type BankListItem,
  type RefundAccount,
  type RefundAccountForm as Values
} from '@mall/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { apiMessage, fieldMessage, useFormMessages, type Message } from '../../../shared/forms/form-messages';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import {
  RefundAccountFields,
  useRefundAccountForm
} from '../../../shared/refund-account/refund-account-fields';
import { checkBankAccount, saveRefundAccount } from '../api/refund-account-api';
import { FormNotice } from './account-frame';

type Checked = { verificationId: string; key: string };
const keyOf = (values: Pick<Values, 'bankCode' | 'accountNumber' | 'holderName'>) =>
  [
    values.bankCode,
    normalizeAccountNumber(values.accountNumber ?? ''),
    (values.holderName ?? '').trim()
  ].join('|');

/**
 * Bank, number and holder, checked with the bank first (SPEC §4: unverified → verified); any edit needs a new
 * check. Then the refund terms and register (or change the one the member has). Refusals land on their fields.
 */
export function RefundAccountForm({
  userSeqNo,
  banks,
  current,
  onSaved,
  onRefused
}: {
  userSeqNo: number;
  banks: BankListItem[];
  current: RefundAccount | null;
  onSaved: (account: RefundAccount) => void;
  /** A refusal the form cannot place on a field (the password re-check ran out, say). */
  onRefused: (message: Message) => void;
}) {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [checkMessage, setCheckMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const { register, handleSubmit, trigger, getValues, control, formState, setError, reset } =
    useRefundAccountForm();
  const { errors, isSubmitting } = formState;
  const values = useWatch({ control });
  const verified = checked !== null && checked.key === keyOf(values as Values);
  const error = (name: keyof Values) => text(fieldMessage(errors[name]));

  async function check() {
    setCheckMessage(null);
    if (!(await trigger(['bankCode', 'accountNumber', 'holderName']))) return;
    const input = getValues();
    setChecking(true);
    try {
      const answer = await checkBankAccount(userSeqNo, {
        bankCode: input.bankCode,
        accountNumber: input.accountNumber,
        holderName: input.holderName
      });
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
      const { account } = await saveRefundAccount(userSeqNo, current, checked.verificationId);
      setChecked(null);
      setCheckMessage(null);
      // Saved: the form starts empty again (the account is shown above, masked).
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
      onSubmit={guardedSubmit(isSubmitting, () => undefined, handleSubmit(save))}
    >
      <RefundAccountFields
        banks={banks}
        register={register}
        error={error}
        holderSuccess={verified ? t('mypageAccount.refund.verified') : null}
        holderTrailing={
          <button
            type="button"
            className="btn-secondary h-12 shrink-0 px-4"
            disabled={checking}
            onClick={() => void check()}
          >
            {checking ? t('mypageAccount.checking') : t('mypageAccount.refund.verify')}
          </button>
        }
      >
        {checkMessage && (
          <FormNotice kind="error" testId="refund-check-message">
            {checkMessage}
          </FormNotice>
        )}
      </RefundAccountFields>
      <button type="submit" className="btn-primary h-12" disabled={isSubmitting}>
        {current ? t('mypageAccount.refund.change') : t('mypageAccount.refund.register')}
      </button>
    </form>
  );
}
