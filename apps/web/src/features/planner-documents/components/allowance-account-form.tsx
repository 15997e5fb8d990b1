import type { AllowanceAccount } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { BankAccountForm, type BankAccountFormProps } from '../../../shared/refund-account/bank-account-form';
import { saveAllowanceAccount } from '../api/planner-documents-api';

/**
 * The allowance account's form: the refund account's fields and flow (SPEC §4: checked with the bank, then
 * register or change; any edit needs a new check), with the allowance's own consent line and save.
 */
export function AllowanceAccountForm(props: BankAccountFormProps<AllowanceAccount>) {
  const { t } = useTranslation('planner');
  const { current } = props;
  const title = current ? t('docs.allowance.changeTitle') : t('docs.allowance.registerTitle');
  return (
    <BankAccountForm
      {...props}
      save={(verificationId) => saveAllowanceAccount(current, verificationId)}
      ariaLabel={title}
      agreeLabel={t('docs.allowance.agree')}
      submitLabel={current ? t('docs.allowance.change') : t('docs.allowance.register')}
      checkNotice={(message) => (
        <p role="alert" className="text-sm text-coral-strong" data-testid="allowance-check-message">
          {message}
        </p>
      )}
    />
  );
}
