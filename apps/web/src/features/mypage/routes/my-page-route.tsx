import { fullName, type Me } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { AddressListDialog } from '../../address/lazy';
import { paths } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/lib/format';
import { meQueryOptions } from '../../../shared/session/account-api';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { useLogout } from '../../../shared/session/use-logout';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { PlannerMenu } from '../../../shared/ui/planner-menu';
import { MyPageSummaryBlock } from '../components/my-page-summary';

function useRankLabel() {
  const { t, i18n } = useTranslation('accounts');
  return (rank: string) => {
    const key = `myPage.rankName.${rank}`;
    return i18n.exists(key, { ns: 'accounts' }) ? t(key as 'myPage.rankName.MEMBER') : rank;
  };
}

function MemberDetails({ me }: { me: Me }) {
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

const menuItemClass =
  'group flex min-h-16 w-full items-center justify-between gap-3 rounded-2xl px-3 py-3 text-left hover:bg-plum-soft/50 md:h-full md:border md:border-line/80 md:px-5 md:py-4';

function MenuItemText({ title, hint }: { title: string; hint: string }) {
  return (
    <>
      <span className="min-w-0">
        <span className="block text-[15px] font-semibold group-hover:text-plum">{title}</span>
        <span className="mt-0.5 block text-sm text-muted">{hint}</span>
      </span>
      <span aria-hidden="true" className="shrink-0 text-xl text-muted group-hover:text-plum">
        ›
      </span>
    </>
  );
}

/**
 * The account menu: each entry a link with a one-line description (a list on phones, a grid wider up).
 * The address book is a dialog, not a page (SPEC §2 has no address route; ADR 033).
 */
function AccountMenu() {
  const { t } = useTranslation('accounts');
  const [addressesOpen, setAddressesOpen] = useState(false);
  const items = [
    { to: paths.orderList(), key: 'orderList' },
    { to: paths.coupon(), key: 'coupon' },
    { to: paths.point(), key: 'point' },
    { to: paths.userInfo(), key: 'userInfo' },
    { to: paths.changePassword(), key: 'changePassword' },
    { to: paths.sns(), key: 'sns' },
    { to: paths.refundAccount(), key: 'refundAccount' },
    { to: paths.withdrawal(), key: 'withdrawal' }
  ] as const;
  return (
    <nav
      aria-labelledby="mypage-account-menu"
      className="mt-5 rounded-3xl bg-white p-2 shadow-sm ring-1 ring-line/70 md:mt-7 md:p-6"
    >
      <h2
        id="mypage-account-menu"
        className="px-3 pt-3 text-sm font-semibold uppercase tracking-wider text-muted md:px-0 md:pt-0"
      >
        {t('mypageAccount.menu.title')}
      </h2>
      <ul className="mt-2 divide-y divide-line/70 md:mt-4 md:grid md:grid-cols-2 md:gap-3 md:divide-y-0 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} data-testid={`mypage-menu-${item.key}`} className={menuItemClass}>
              <MenuItemText
                title={t(`mypageAccount.menu.${item.key}`)}
                hint={t(`mypageAccount.menu.${item.key}Hint`)}
              />
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            data-testid="mypage-menu-addresses"
            aria-haspopup="dialog"
            className={menuItemClass}
            onClick={() => setAddressesOpen(true)}
          >
            <MenuItemText
              title={t('mypageAccount.menu.addresses')}
              hint={t('mypageAccount.menu.addressesHint')}
            />
          </button>
        </li>
      </ul>
      {addressesOpen && (
        <Suspense fallback={null}>
          <AddressListDialog onClose={() => setAddressesOpen(false)} />
        </Suspense>
      )}
    </nav>
  );
}

/** /mypage (guard: login): who the member is, the account menu, and logout. */
export function MyPageRoute() {
  const { t } = useTranslation('accounts');
  const session = useSession();
  const member = isLoggedIn(session) ? session.user : null;
  const me = useQuery({ ...meQueryOptions(member?.userSeqNo ?? 0), enabled: member !== null });
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
        className="mt-5 rounded-3xl bg-white py-3 shadow-sm ring-1 ring-line/70 md:mt-7"
        linkClassName="flex min-h-12 items-center justify-between px-5 text-[15px] font-semibold hover:text-plum"
      />
      <AccountMenu />
    </div>
  );
}
