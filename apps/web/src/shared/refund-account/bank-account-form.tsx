import { normalizeAccountNumber, type BankListItem, type RefundAccountForm as Values } from '@mall/domain';
import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { apiMessage, fieldMessage, useFormMessages, type Message } from '../forms/form-messages';
import { guardedSubmit } from '../forms/form-submit';
import { useTranslation } from '../i18n/i18n';
import { checkBankAccount } from './bank-check';
import { RefundAccountFields, useRefundAccountForm } from './refund-account-fields';

type Checked = { verificationId: string; key: string };
const keyOf = (values: Pick<Values, 'bankCode' | 'accountNumber' | 'holderName'>) =>
  [
    values.bankCode,
    normalizeAccountNumber(values.accountNumber ?? ''),
    (values.holderName ?? '').trim()
  ].join('|');

/** What a screen hands a bank account form (the member's refund account, a planner's allowance account). */
export type BankAccountFormProps<Account> = {
  userSeqNo: number;
  banks: BankListItem[];
  current: Account | null;
  onSaved: (account: Account) => void;
  /** A refusal the form cannot place on a field (the password re-check ran out, say). */
  onRefused: (message: Message) => void;
};

/**
 * Bank, number and holder, checked with the bank first (SPEC §4: unverified → verified); any edit needs a new
 * check. Then the consent line and register (or change the account there is). Refusals land on their fields.
 * What differs between the accounts comes from the screen: the save call, the consent line, the labels and how
 * the bank's answer to a check shows (the check's texts are the accounts namespace's, which the screen loads).
 */
export function BankAccountForm<Account>({
  userSeqNo,
  banks,
  onSaved,
  onRefused,
  save: saveAccount,
  submitLabel,
  ariaLabel,
  agreeLabel,
  checkNotice
}: Omit<BankAccountFormProps<Account>, 'current'> & {
  /** Registers the checked account, or changes the current one to it. */
  save: (verificationId: string) => Promise<{ account: Account }>;
  submitLabel: string;
  ariaLabel?: string;
  /** The consent line in place of the refund terms. */
  agreeLabel?: string;
  /** What the bank said of a holder it did not confirm. */
  checkNotice: (message: string) => ReactNode;
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
      const { account } = await saveAccount(checked.verificationId);
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
      aria-label={ariaLabel}
    >
      <RefundAccountFields
        banks={banks}
        register={register}
        error={error}
        agreeLabel={agreeLabel}
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
        {checkMessage && checkNotice(checkMessage)}
      </RefundAccountFields>
      <button type="submit" className="btn-primary h-12" disabled={isSubmitting}>
        {submitLabel}
      </button>
    </form>
  );
}
