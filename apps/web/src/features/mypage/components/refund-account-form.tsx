import { zodResolver } from '@hookform/resolvers/zod';
import {
  normalizeAccountNumber,
  RefundAccountFormSchema,
  type BankListItem,
  type RefundAccount,
  type RefundAccountForm as Values,
  type RefundAccountFormOutput
} from '@mall/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { describedBy, FieldLabel, FieldMessages, inputClass } from '../../../shared/forms/field';
import { apiMessage, fieldMessage, useFormMessages, type Message } from '../../../shared/forms/form-messages';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { TextField } from '../../../shared/forms/text-field';
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
  const { register, handleSubmit, trigger, getValues, control, formState, setError, reset } = useForm<
    Values,
    unknown,
    RefundAccountFormOutput
  >({
    resolver: zodResolver(RefundAccountFormSchema),
    defaultValues: {
      bankCode: '',
      accountNumber: '',
      holderName: '',
      agreeRefundTerms: false
    }
  });
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
      <div>
        <FieldLabel htmlFor="refund-bank">{t('mypageAccount.refund.bank')}</FieldLabel>
        <select
          id="refund-bank"
          aria-invalid={errors.bankCode ? true : undefined}
          aria-describedby={describedBy('refund-bank', { error: error('bankCode') })}
          className={inputClass(Boolean(errors.bankCode))}
          {...register('bankCode')}
        >
          <option value="">{t('mypageAccount.refund.bankPlaceholder')}</option>
          {banks.map((bank) => (
            <option key={bank.bankCode} value={bank.bankCode}>
              {bank.bankName}
            </option>
          ))}
        </select>
        <FieldMessages id="refund-bank" error={error('bankCode')} />
      </div>
      <TextField
        id="refund-number"
        label={t('mypageAccount.refund.number')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('mypageAccount.refund.numberPlaceholder')}
        maxLength={24}
        error={error('accountNumber')}
        {...register('accountNumber')}
      />
      <TextField
        id="refund-holder"
        label={t('mypageAccount.refund.holder')}
        autoComplete="name"
        maxLength={20}
        error={error('holderName')}
        success={verified ? t('mypageAccount.refund.verified') : null}
        trailing={
          <button
            type="button"
            className="btn-secondary h-12 shrink-0 px-4"
            disabled={checking}
            onClick={() => void check()}
          >
            {checking ? t('mypageAccount.checking') : t('mypageAccount.refund.verify')}
          </button>
        }
        {...register('holderName')}
      />
      {checkMessage && (
        <FormNotice kind="error" testId="refund-check-message">
          {checkMessage}
        </FormNotice>
      )}
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-5 accent-plum"
          aria-invalid={errors.agreeRefundTerms ? true : undefined}
          {...register('agreeRefundTerms')}
        />
        <span>{t('mypageAccount.refund.agree')}</span>
      </label>
      {errors.agreeRefundTerms && (
        <p className="-mt-3 text-sm text-coral-strong">{error('agreeRefundTerms')}</p>
      )}
      <button type="submit" className="btn-primary h-12" disabled={isSubmitting}>
        {current ? t('mypageAccount.refund.change') : t('mypageAccount.refund.register')}
      </button>
    </form>
  );
}
