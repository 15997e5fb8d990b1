import type { RefundAccount } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { BankAccountForm, type BankAccountFormProps } from '../../../shared/refund-account/bank-account-form';
import { saveRefundAccount } from '../api/refund-account-api';
import { FormNotice } from './account-frame';

/**
 * The member's refund account (SPEC §4): the shared bank account form, with the refund terms and the refund
 * account's save.
 */
export function RefundAccountForm(props: BankAccountFormProps<RefundAccount>) {
  const { t } = useTranslation('accounts');
  const { userSeqNo, current } = props;
  return (
    <BankAccountForm
      {...props}
      save={(verificationId) => saveRefundAccount(userSeqNo, current, verificationId)}
      submitLabel={current ? t('mypageAccount.refund.change') : t('mypageAccount.refund.register')}
      checkNotice={(message) => (
        <FormNotice kind="error" testId="refund-check-message">
          {message}
        </FormNotice>
      )}
    />
  );
}
