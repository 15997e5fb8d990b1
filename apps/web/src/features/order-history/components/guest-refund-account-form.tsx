import type {
  BankListItem,
  GuestOrderCredentials,
  RefundAccount,
  RefundAccountFormOutput
} from '@mall/domain';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import {
  apiFieldError,
  apiMessage,
  fieldMessage,
  useFormMessages,
  type Message
} from '../../../shared/forms/form-messages';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import {
  RefundAccountFields,
  useRefundAccountForm,
  type RefundAccountField
} from '../../../shared/refund-account/refund-account-fields';
import { useSaveGuestRefundAccount } from '../api/guest-refund-account-api';

/** The body's fields that the form shows (the holder's name goes as one part, as the member's check sends it). */
const SERVER_FIELDS = {
  bankCode: 'bankCode',
  accountNumber: 'accountNumber',
  accountLastName: 'holderName',
  accountFirstName: 'holderName',
  agreeRefundTerms: 'agreeRefundTerms'
} as const satisfies Record<string, RefundAccountField>;

/**
 * The guest's refund account form: the member's fields (shared/refund-account), the holder prefilled with the
 * orderer, and one call that checks the holder with the bank and saves. A refusal lands on its field (a holder
 * other than the orderer on the holder); the bank's answer (MISMATCH…) is shown as it says it.
 */
export function GuestRefundAccountForm({
  orderNumber,
  credentials,
  holderName,
  banks,
  current,
  onSaved
}: {
  orderNumber: string;
  credentials: GuestOrderCredentials;
  holderName: string;
  banks: BankListItem[];
  current: RefundAccount | null;
  onSaved: (account: RefundAccount) => void;
}) {
  const { t } = useTranslation('accounts');
  const { t: to } = useTranslation('order-history');
  const { text } = useFormMessages();
  const language = useLanguage();
  const save = useSaveGuestRefundAccount(orderNumber, language);
  const { register, handleSubmit, formState, setError } = useRefundAccountForm(holderName);
  const { errors, isSubmitting } = formState;
  const [bankMessage, setBankMessage] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Message | null>(null);
  const error = (name: RefundAccountField) => text(fieldMessage(errors[name]));

  async function submit(values: RefundAccountFormOutput) {
    try {
      const answer = await save.mutateAsync({
        credentials,
        bankCode: values.bankCode,
        accountNumber: values.accountNumber,
        accountLastName: values.holderName,
        accountFirstName: '',
        agreeRefundTerms: true
      });
      if (answer.result === 'MATCH' && answer.account) return onSaved(answer.account);
      setBankMessage(answer.errorMessage ?? to('guest.refund.unverified'));
    } catch (failure) {
      refused(failure);
    }
  }

  function refused(failure: unknown) {
    if (isApiError(failure) && failure.code === 'REFUND_ACCOUNT_NOT_ORDERER')
      return setError('holderName', apiFieldError(failure), { shouldFocus: true });
    const fields = (isApiError(failure) ? failure.fields : []).filter(
      (field) => field.field in SERVER_FIELDS
    );
    fields.forEach((field, index) =>
      setError(
        SERVER_FIELDS[field.field as keyof typeof SERVER_FIELDS],
        { type: 'rule', message: field.code },
        { shouldFocus: index === 0 }
      )
    );
    if (fields.length === 0) setRefusal(apiMessage(failure));
  }

  const notice = bankMessage ?? text(refusal);
  return (
    <form
      noValidate
      aria-busy={isSubmitting}
      className="mt-4 flex flex-col gap-5"
      data-testid="guest-refund-form"
      onSubmit={guardedSubmit(
        isSubmitting,
        () => {
          setBankMessage(null);
          setRefusal(null);
        },
        handleSubmit(submit)
      )}
    >
      <RefundAccountFields banks={banks} register={register} error={error} />
      {notice && (
        <p
          role="alert"
          data-testid="guest-refund-message"
          className="rounded-2xl bg-coral-soft px-4 py-3 text-sm text-coral-strong"
        >
          {notice}
        </p>
      )}
      <div>
        <button type="submit" className="btn-primary h-12 w-full md:w-auto md:px-8" disabled={isSubmitting}>
          {isSubmitting
            ? t('mypageAccount.checking')
            : current
              ? t('mypageAccount.refund.change')
              : t('mypageAccount.refund.register')}
        </button>
        <p className="mt-2 text-xs text-muted">{to('guest.refund.checkNote')}</p>
      </div>
    </form>
  );
}
