import { Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { AddressListDialog } from '../../address/lazy';
import { paths } from '../../../shared/config/paths';
import { autoshipPaths } from '../../../shared/order/autoship-paths';
import { returnPaths } from '../../../shared/order/return-paths';
import { reviewPaths } from '../../../shared/reviews/review-paths';
import { savedCardPaths } from '../../../shared/saved-cards/saved-card-paths';
import { shopperListPaths } from '../../../shared/shopper-lists/shopper-list-paths';

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
export function AccountMenu() {
  const { t } = useTranslation('accounts');
  const [addressesOpen, setAddressesOpen] = useState(false);
  const items = [
    { to: paths.orderList(), key: 'orderList' },
    { to: returnPaths.list(), key: 'returnList' },
    { to: autoshipPaths.list(), key: 'autoship' },
    { to: shopperListPaths.wishlist(), key: 'wishlist' },
    { to: shopperListPaths.recent(), key: 'recent' },
    { to: shopperListPaths.restockAlerts(), key: 'restock' },
    { to: paths.coupon(), key: 'coupon' },
    { to: paths.point(), key: 'point' },
    { to: reviewPaths.mine(), key: 'reviews' },
    { to: reviewPaths.beautyProfile(), key: 'beautyProfile' },
    { to: paths.userInfo(), key: 'userInfo' },
    { to: paths.changePassword(), key: 'changePassword' },
    { to: paths.sns(), key: 'sns' },
    { to: paths.refundAccount(), key: 'refundAccount' },
    { to: savedCardPaths.list(), key: 'autoshipCard' },
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
