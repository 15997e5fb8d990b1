import { fullName } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/i18n';
import { allowanceAlarmQueryOptions } from '../../../shared/planner/allowance-alarm';
import { meQueryOptions } from '../../../shared/session/account-api';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { useLogout } from '../../../shared/session/use-logout';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { PlannerMenu } from '../../../shared/ui/planner-menu';
import { AccountMenu } from '../components/account-menu';
import { MemberDetails } from '../components/member-details';
import { MyPageSummaryBlock } from '../components/my-page-summary';

/** /mypage (guard: login): who the member is, the account menu, and logout. */
export function MyPageRoute() {
  const { t } = useTranslation('accounts');
  const session = useSession();
  const member = isLoggedIn(session) ? session.user : null;
  const me = useQuery({ ...meQueryOptions(member?.userSeqNo ?? 0), enabled: member !== null });
  // A planner without an allowance account sees a dot on 수당 정보 (SPEC §7 allowance-bank-account/alarm).
  const alarm = useQuery({
    ...allowanceAlarmQueryOptions(member?.userSeqNo ?? 0),
    enabled: member?.userType === 'SOLE_PROPRIETORSHIP'
  });
  const { logout, pending } = useLogout();
  if (!member) return null;
  const data = me.data;

  return (
    <div className="container-page py-6 md:py-10">
      <DocumentTitle page={t('myPage.title')} />
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('myPage.title')}</h1>
      <MyPageSummaryBlock userSeqNo={member.userSeqNo} />
      <section
        aria-labelledby="mypage-member-info"
        className="mt-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line/70 md:mt-7 md:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex min-w-0 items-center gap-4">
            <div
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-plum-soft text-xl font-bold text-plum"
            >
              {(data?.lastName ?? member.fullName).slice(0, 1)}
            </div>
            <div className="min-w-0">
              <p className="text-lg font-bold md:text-xl" data-testid="mypage-name">
                {t('myPage.greeting', {
                  name: data ? fullName(data.lastName, data.firstName) : member.fullName
                })}
              </p>
              {data && <p className="mt-0.5 text-sm text-muted">{t(`myPage.userType.${data.userType}`)}</p>}
            </div>
          </div>
          <button
            type="button"
            className="btn-secondary min-h-10 px-4 text-sm"
            onClick={() => void logout()}
            disabled={pending}
          >
            {t('myPage.logout')}
          </button>
        </div>

        <h2
          id="mypage-member-info"
          className="mt-7 text-sm font-semibold uppercase tracking-wider text-muted"
        >
          {t('myPage.memberInfo')}
        </h2>
        {data ? (
          <MemberDetails me={data} />
        ) : me.isError ? (
          <p role="alert" className="mt-3 text-sm text-coral-strong">
            {t('myPage.loadError')}
          </p>
        ) : null}
      </section>
      <PlannerMenu
        testId="mypage-planner-menu"
        marks={{
          allowanceInfo: alarm.data?.alarm === true && (
            <span
              className="ml-2 inline-flex items-center gap-1.5 text-xs font-medium text-coral-strong"
              data-testid="planner-menu-alarm-allowanceInfo"
            >
              <span aria-hidden="true" className="size-2 rounded-full bg-coral-strong" />
              {t('plannerMenu.alarm', { ns: 'translation' })}
            </span>
          )
        }}
        className="mt-5 rounded-3xl bg-white py-3 shadow-sm ring-1 ring-line/70 md:mt-7"
        linkClassName="flex min-h-12 items-center justify-between px-5 text-[15px] font-semibold hover:text-plum"
      />
      <AccountMenu />
    </div>
  );
}
