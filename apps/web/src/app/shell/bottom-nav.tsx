import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../shared/config/paths';
import { CartIcon, GridIcon, HomeIcon, SearchIcon, UserIcon } from '../../shared/ui/icons';
import { CartBadge } from './cart-link';
import { useCartCount } from './use-cart-count';

const itemClass = 'relative flex h-full flex-col items-center justify-center gap-0.5 text-[11px] font-medium';

function Item({ to, label, icon, end }: { to: string; label: string; icon: ReactNode; end?: boolean }) {
  return (
    <li className="h-full">
      <NavLink
        to={to}
        end={end}
        className={({ isActive }) => `${itemClass} ${isActive ? 'text-plum' : 'text-muted'}`}
      >
        {icon}
        {label}
      </NavLink>
    </li>
  );
}

/** Below 1024 px: Home, Category (opens the side menu), Search, My page, Cart. */
export function BottomNav({
  menuOpen,
  onOpenMenu,
  menuId
}: {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuId: string;
}) {
  const { t } = useTranslation();
  const cartCount = useCartCount();
  return (
    <nav
      aria-label={t('bottomNav.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-xl grid-cols-5">
        <Item to={paths.home()} end label={t('bottomNav.home')} icon={<HomeIcon size={22} />} />
        <li className="h-full">
          <button
            type="button"
            onClick={onOpenMenu}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            className={`${itemClass} w-full ${menuOpen ? 'text-plum' : 'text-muted'}`}
          >
            <GridIcon size={22} />
            {t('bottomNav.category')}
          </button>
        </li>
        <Item to={paths.search()} label={t('bottomNav.search')} icon={<SearchIcon size={22} />} />
        <Item to={paths.myPage()} label={t('bottomNav.myPage')} icon={<UserIcon size={22} />} />
        <Item
          to={paths.cart()}
          label={t('bottomNav.cart')}
          icon={
            <span className="relative">
              <CartIcon size={22} />
              <CartBadge count={cartCount} className="-right-2.5 -top-1.5" />
            </span>
          }
        />
      </ul>
    </nav>
  );
}
