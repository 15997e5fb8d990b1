import type { RefundAccount } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { apiMessage, useFormMessages } from '../../../shared/forms/form-messages';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { bankListQueryOptions } from '../../../shared/refund-account/bank-list';
import { CurrentAccount, useAccountOutcome } from '../../../shared/refund-account/current-account';
import { refundAccountKeys, refundAccountQueryOptions } from '../api/refund-account-api';
import { AccountFrame, FormNotice } from '../components/account-frame';
import { RefundAccountForm } from '../components/refund-account-form';

/**
 * /mypage/refundAccount (guard: passwordChecked; the API asks for a re-check within 10 minutes too,
 * docs/decisions/070): the account refunds go to, masked, and the form that checks a new one with the bank and
 * registers or changes it.
 */
export function RefundAccountRoute() {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const language = useLanguage();
  const session = useSession();
  const userSeqNo = isLoggedIn(session) ? session.user.userSeqNo : 0;
  const queryClient = useQueryClient();
  const account = useQuery({ ...refundAccountQueryOptions(userSeqNo, language), enabled: userSeqNo > 0 });
  const banks = useQuery(bankListQueryOptions(language));
  const { refusal, saved, handlers } = useAccountOutcome((next: RefundAccount) =>
    queryClient.setQueryData(refundAccountKeys.account(userSeqNo, language), { account: next })
  );
  const loadRefusal = account.error ? apiMessage(account.error) : null;
  const shown = refusal ?? loadRefusal;
  // The API asks for the password again (ran out, or another login): the way back to the re-check.
  const recheck = shown?.kind === 'api' && shown.code === 'PASSWORD_CHECK_REQUIRED';
  const current = account.data?.account ?? null;

  return (
    <AccountFrame title={t('mypageAccount.refund.title')} lead={t('mypageAccount.refund.lead')}>
      <CurrentAccount
        id="refund-current"
        title={t('mypageAccount.refund.current')}
        account={current}
        otherwise={account.isPending ? t('mypageAccount.loading') : t('mypageAccount.refund.none')}
      />
      {saved && (
        <FormNotice kind="success" testId="refund-saved">
          {t('mypageAccount.refund.saved')}
        </FormNotice>
      )}
      {shown && (
        <FormNotice kind="error" testId="refund-refused">
          {text(shown)}{' '}
          {recheck && (
            <Link className="font-semibold underline" to={paths.checkPassword(paths.refundAccount())}>
              {t('mypageAccount.refund.recheck')}
            </Link>
          )}
        </FormNotice>
      )}
      {userSeqNo > 0 && banks.data && !loadRefusal && (
        <div className="mt-4">
          <RefundAccountForm userSeqNo={userSeqNo} banks={banks.data} current={current} {...handlers} />
        </div>
      )}
    </AccountFrame>
  );
}
