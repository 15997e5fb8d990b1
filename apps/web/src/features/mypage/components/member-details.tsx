import type { Me } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { formatDate } from '../../../shared/lib/format';

function useRankLabel() {
  const { t, i18n } = useTranslation('accounts');
  return (rank: string) => {
    const key = `myPage.rankName.${rank}`;
    return i18n.exists(key, { ns: 'accounts' }) ? t(key as 'myPage.rankName.MEMBER') : rank;
  };
}

/** The member's number, type, rank, referrer and join date. */
export function MemberDetails({ me }: { me: Me }) {
  const { t } = useTranslation('accounts');
  const rankLabel = useRankLabel();
  const rows: Array<{ label: string; value: string; testId: string }> = [
    { label: t('myPage.memberNumber'), value: me.userNumber, testId: 'mypage-member-number' },
    {
      label: t('myPage.memberType'),
      value: t(`myPage.userType.${me.userType}`),
      testId: 'mypage-member-type'
    },
    { label: t('myPage.rank'), value: rankLabel(me.rank), testId: 'mypage-rank' },
    {
      label: t('myPage.referrer'),
      value: me.referralUserNumber
        ? me.referralName
          ? t('myPage.referrerValue', { name: me.referralName, number: me.referralUserNumber })
          : me.referralUserNumber
        : t('myPage.noReferrer'),
      testId: 'mypage-referrer'
    },
    { label: t('myPage.joinDate'), value: formatDate(me.joinDatetime), testId: 'mypage-join-date' }
  ];
  return (
    <dl className="grid gap-x-8 sm:grid-cols-2">
      {rows.map((row) => (
        <div
          key={row.testId}
          className="flex items-baseline justify-between gap-4 border-b border-line/70 py-3.5 sm:block"
        >
          <dt className="shrink-0 text-sm text-muted">{row.label}</dt>
          <dd data-testid={row.testId} className="text-right text-[15px] font-semibold sm:mt-1 sm:text-left">
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
