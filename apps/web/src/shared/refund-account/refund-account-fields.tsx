import { zodResolver } from '@hookform/resolvers/zod';
import {
  RefundAccountFormSchema,
  type BankListItem,
  type RefundAccount,
  type RefundAccountForm,
  type RefundAccountFormOutput
} from '@mall/domain';
import type { ReactNode } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { describedBy, FieldLabel, FieldMessages, inputClass } from '../forms/field';
import { TextField } from '../forms/text-field';
import { useTranslation } from '../i18n/i18n';

export type RefundAccountField = keyof RefundAccountForm;

/** The refund account form's state: the domain's rules (CMM_AccDesc2–4, CMM_AccHolderName), empty but the holder. */
export function useRefundAccountForm(holderName = '') {
  return useForm<RefundAccountForm, unknown, RefundAccountFormOutput>({
    resolver: zodResolver(RefundAccountFormSchema),
    defaultValues: { bankCode: '', accountNumber: '', holderName, agreeRefundTerms: false }
  });
}

/** The parts of a saved account (a refund or an allowance account) the shop shows. */
export type ShownAccount = Pick<RefundAccount, 'bankName' | 'bankAccountNo' | 'bankHolderName'>;

/** A saved account as the shop shows it: the number comes masked by the API. */
export const refundAccountLine = (account: ShownAccount) =>
  `${account.bankName} ${account.bankAccountNo} · ${account.bankHolderName}`;

/**
 * Bank, number, holder and the refund terms, as the member's and the guest's refund account forms ask them
 * (texts in the accounts namespace, which the screen loads). The form around them decides when the bank checks
 * the holder: a separate step for members (`holderTrailing`), with the save for guests.
 */
export function RefundAccountFields({
  banks,
  register,
  error,
  holderTrailing,
  holderSuccess,
  agreeLabel,
  children
}: {
  banks: BankListItem[];
  register: UseFormRegister<RefundAccountForm>;
  /** A field's message, translated (null when it has none). */
  error: (name: RefundAccountField) => string | null;
  holderTrailing?: ReactNode;
  holderSuccess?: string | null;
  /** The consent line in place of the refund terms (a planner's allowance account). */
  agreeLabel?: string;
  /** Shown between the holder and the terms (what the bank said of the holder). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const bankError = error('bankCode');
  const termsError = error('agreeRefundTerms');
  return (
    <>
      <div>
        <FieldLabel htmlFor="refund-bank">{t('mypageAccount.refund.bank')}</FieldLabel>
        <select
          id="refund-bank"
          aria-invalid={bankError ? true : undefined}
          aria-describedby={describedBy('refund-bank', { error: bankError })}
          className={inputClass(Boolean(bankError))}
          {...register('bankCode')}
        >
          <option value="">{t('mypageAccount.refund.bankPlaceholder')}</option>
          {banks.map((bank) => (
            <option key={bank.bankCode} value={bank.bankCode}>
              {bank.bankName}
            </option>
          ))}
        </select>
        <FieldMessages id="refund-bank" error={bankError} />
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
        success={holderSuccess}
        trailing={holderTrailing}
        {...register('holderName')}
      />
      {children}
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-plum"
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? 'refund-terms-error' : undefined}
          {...register('agreeRefundTerms')}
        />
        <span>{agreeLabel ?? t('mypageAccount.refund.agree')}</span>
      </label>
      {termsError && (
        <p id="refund-terms-error" className="-mt-3 text-sm text-coral-strong">
          {termsError}
        </p>
      )}
    </>
  );
}
