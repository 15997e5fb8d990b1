import type { AllowanceAccount } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useFormMessages } from '../../../shared/forms/form-messages';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { allowanceAlarmKey, allowanceAlarmQueryOptions } from '../../../shared/planner/allowance-alarm';
import { bankListQueryOptions } from '../../../shared/refund-account/bank-list';
import { CurrentAccount, useAccountOutcome } from '../../../shared/refund-account/current-account';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { useIsPlanner } from '../../../shared/ui/planner-menu';
import { allowanceAccountQueryOptions, plannerDocumentKeys } from '../api/planner-documents-api';
import { AllowanceAccountForm } from '../components/allowance-account-form';
import { PageFrame } from '../components/page-frame';
import { PlannersOnly } from '../components/planners-only';

/**
 * SPEC §2 /mypage/allowanceInfo (login; planners' business, docs/decisions/075): the allowance account, masked,
 * the alarm while none is registered, and the form that checks an account with the bank and registers or changes
 * it (the API asks for a password re-check of this login within 10 minutes to save, like the refund account).
 */
export function AllowanceInfoRoute() {
  const { t } = useTranslation('planner');
  const { text } = useFormMessages();
  const language = useLanguage();
  const session = useSession();
  const planner = useIsPlanner();
  const userSeqNo = isLoggedIn(session) ? session.user.userSeqNo : 0;
  const queryClient = useQueryClient();
  const account = useQuery({ ...allowanceAccountQueryOptions(userSeqNo, language), enabled: planner });
  const alarm = useQuery({ ...allowanceAlarmQueryOptions(userSeqNo), enabled: planner });
  const banks = useQuery({ ...bankListQueryOptions(language), enabled: planner });
  const { refusal, saved, handlers } = useAccountOutcome((next: AllowanceAccount) => {
    queryClient.setQueryData(plannerDocumentKeys.allowance(userSeqNo, language), { account: next });
    queryClient.setQueryData(allowanceAlarmKey(userSeqNo), { alarm: false });
  });
  const title = t('docs.allowance.title');
  if (!planner) return <PlannersOnly page={title} />;

  const current = account.data?.account ?? null;
  const recheck = refusal?.kind === 'api' && refusal.code === 'PASSWORD_CHECK_REQUIRED';
  return (
    <PageFrame title={title} lead={t('docs.allowance.lead')}>
      {alarm.data?.alarm && (
        <p
          role="status"
          className="mb-4 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
          data-testid="allowance-alarm"
        >
          {t('docs.allowance.alarm')}
        </p>
      )}
      <CurrentAccount
        id="allowance-current"
        title={t('docs.allowance.current')}
        account={current}
        otherwise={
          account.isPending
            ? t('docs.loading')
            : account.error
              ? t('docs.loadError')
              : t('docs.allowance.none')
        }
      />
      {saved && (
        <p role="status" className="mb-4 text-sm text-emerald-800" data-testid="allowance-saved">
          {t('docs.allowance.saved')}
        </p>
      )}
      {refusal && (
        <p role="alert" className="mb-4 text-sm text-coral-strong" data-testid="allowance-refused">
          {recheck ? t('docs.allowance.recheckHint') : text(refusal)}{' '}
          {recheck && (
            <Link className="font-semibold underline" to={paths.checkPassword(paths.allowanceInfo())}>
              {t('docs.allowance.recheck')}
            </Link>
          )}
        </p>
      )}
      <h2 className="mb-3 text-base font-semibold">
        {current ? t('docs.allowance.changeTitle') : t('docs.allowance.registerTitle')}
      </h2>
      {banks.data && (
        <AllowanceAccountForm userSeqNo={userSeqNo} banks={banks.data} current={current} {...handlers} />
      )}
    </PageFrame>
  );
}
